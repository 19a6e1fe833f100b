extension English: DoctorStrings {
    public var doctorAbstract: String { "What each service runs on and why; whether its host answers; files." }

    public func doctorLanguage(name: String, from: String) -> String { "language: \(name) (\(from))" }
    public func doctorLanguageName(_ language: Language) -> String {
        switch language {
        case .english: return "English"
        case .korean: return "Korean"
        }
    }
    public var doctorLanguageFromFlag: String { "from --lang" }
    public var doctorLanguageFromEnvironment: String { "from ONESTEP_LANG" }
    public var doctorLanguageFromConfig: String { "from [ui] language in the config" }
    public func doctorLanguageFromLocale(variable: String, value: String) -> String { "from \(variable)=\(value)" }
    public var doctorLanguageFromNothing: String { "no language setting: English" }

    public var doctorServiceStores: String { "stores" }
    public var doctorServiceWeather: String { "weather" }
    public var doctorServiceAirQuality: String { "air quality" }
    public var doctorServiceMapGround: String { "map ground" }
    public var doctorServicePlaceNames: String { "place names" }
    public var doctorServiceCharacters: String { "characters" }
    public var doctorServiceTravel: String { "travel" }
    public var doctorConfigHeader: String { "config file:" }
    public var doctorConfigFine: String { "no problem found" }
    public func doctorConfigFailed(_ count: Int) -> String {
        "the config file has " + plural(count, "problem", "problems") + " (listed above): fix them and run doctor again"
    }

    public var doctorSourceAirQualityNone: String { "none (it needs the network)" }
    public var doctorSourceBundledGround: String { "bundled GSHHG coast and rivers" }
    public var doctorSourcePlusStreets: String { " + OpenStreetMap streets (Overpass)" }
    public var doctorSourcePlusOSMPlaces: String {
        " + OpenStreetMap places and toilets (Overpass, © OpenStreetMap contributors)"
    }
    public var doctorSourceKakaoKeywordSearch: String { "Kakao keyword search" }
    public var doctorSourceGazetteer: String { "gazetteer" }
    public var doctorSourceBundledCharacters: String { "bundled catalogue (Marvel Fandom wiki, 2014)" }
    public var doctorSourceBundledRecords: String { "bundled records" }

    public var doctorKeyPresent: String { "key present" }
    public var doctorNoKey: String { "no key" }
    public func doctorProviderPinned(_ provider: String) -> String { "provider pinned in config: \(provider)" }
    public var doctorAirQualityWhy: String { "keyless; CC BY 4.0" }
    public var doctorGroundWhy: String {
        "GSHHG: LGPL-3+, © the GMT team; streets © OpenStreetMap contributors (ODbL), kept a week per area"
    }
    public var doctorStreetsNoneKept: String { "no streets kept yet" }
    public func doctorStreetsKept(areas: Int, oldestAge age: String) -> String {
        "streets kept for " + plural(areas, "area", "areas") + ", the oldest fetched " + age
    }
    public var doctorComicVineKeyPresent: String { "Comic Vine key present" }
    public var doctorNoComicVineKey: String { "no Comic Vine key" }
    public var doctorMarvelKeysPresent: String { "Marvel keys present" }
    public var doctorNoMarvelKeys: String { "no Marvel keys" }

    public func doctorHostAnswers(_ host: String) -> String { "\(host) answers" }
    public func doctorHostDoesNotAnswer(_ host: String) -> String { "\(host) does not answer" }
    public var doctorNoRequest: String { "no request" }

    public var doctorLocationHeader: String { "where you are, in order (the first that answers is used):" }
    public func doctorLocationNetwork(service: String) -> String { "network (\(service))" }
    public var doctorLocationLastUsed: String { "last place used" }
    public var doctorLocationConfigDefault: String { "config [location] default" }
    public func doctorLocationTimeZone(_ zone: String?) -> String { "time zone \(zone ?? "(unknown)")" }
    public var doctorLocationFallback: String { "fallback" }
    public var doctorLocationInUse: String { "in use" }
    public var doctorNothing: String { "nothing" }
    public func doctorGPSFix(coordinates: String, accuracy: String) -> String { "a fix at \(coordinates)\(accuracy)" }
    public var doctorGPSNoFix: String { "no fix (no gpsd answered, or no recent 2D/3D fix)" }
    public var doctorNetworkNotAllowed: String { "not allowed (set [location] network = true, or --location network)" }
    public var doctorNetworkNotAskedOffline: String { "allowed, not asked with --offline" }
    public func doctorNetworkAnswer(coordinates: String, accuracy: String, host: String) -> String {
        "\(coordinates)\(accuracy) (sends this machine's address to \(host))"
    }
    public func doctorNetworkNoAnswer(host: String) -> String { "allowed; no answer from \(host)" }
    public var doctorNotSet: String { "not set" }
    public func doctorTimeZoneGuess(_ city: String) -> String { "\(city) (a guess)" }
    public var doctorNoCityForZone: String { "no city for this zone" }
    public var doctorNamed: String { "named" }

    public var doctorFileConfig: String { "config" }
    public var doctorFileConfigReadableByOthers: String { "config_readable_by_others" }
    public var doctorFileDatabase: String { "database" }
    public var doctorFileDatabaseBytes: String { "database_bytes" }
    public var doctorFileDatabaseSchema: String { "database_schema" }
    public var doctorFileLog: String { "log" }
    public var doctorFileState: String { "state" }
    public var doctorFileCache: String { "cache" }
    public var doctorFileCacheEntries: String { "cache_entries" }
    public var doctorFileCacheOldest: String { "cache_oldest" }
    public func doctorYesNo(_ value: Bool) -> String { String(value) }
    public var doctorNoConfigFile: String { "no config file" }
    public var doctorNone: String { "none" }
    public func doctorCacheEntries(_ entries: Int, bytes: Int, limitMiB: Int) -> String {
        "\(entries) (\(bytes) bytes, limit \(limitMiB) MiB)"
    }
}
