/// What `onestep doctor` reports (the plain report; `--json` stays English). Source names, licences' names,
/// paths, hosts and values are passed in as they are.
public protocol DoctorStrings {
    // MARK: --help
    /// "What each service runs on and why; whether its host answers; files."
    var doctorAbstract: String { get }

    // MARK: The language in use
    /// "language: English (from LANG=en_US.UTF-8)", "language: Korean (from --lang)",
    /// "language: English (no language setting: English)"; `from` is one of the `doctorLanguageFrom…` phrases.
    func doctorLanguage(name: String, from: String) -> String
    /// "English" / "Korean".
    func doctorLanguageName(_ language: Language) -> String
    /// "from --lang".
    var doctorLanguageFromFlag: String { get }
    /// "from ONESTEP_LANG".
    var doctorLanguageFromEnvironment: String { get }
    /// "from [ui] language in the config".
    var doctorLanguageFromConfig: String { get }
    /// "from LANG=en_US.UTF-8" (the locale variable that decided it, and its value).
    func doctorLanguageFromLocale(variable: String, value: String) -> String
    /// "no language setting: English" (none of --lang, ONESTEP_LANG, [ui] language, LC_ALL, LC_MESSAGES, LANG).
    var doctorLanguageFromNothing: String { get }

    // MARK: Services: names (the first column)
    /// "stores".
    var doctorServiceStores: String { get }
    /// "weather".
    var doctorServiceWeather: String { get }
    /// "air quality".
    var doctorServiceAirQuality: String { get }
    /// "map ground".
    var doctorServiceMapGround: String { get }
    /// "place names".
    var doctorServicePlaceNames: String { get }
    /// "characters".
    var doctorServiceCharacters: String { get }
    /// "travel".
    var doctorServiceTravel: String { get }
    /// "config file:" (the heading of its problems), "no problem", "the config has 2 problems (see above)".
    var doctorConfigHeader: String { get }
    var doctorConfigFine: String { get }
    func doctorConfigFailed(_ count: Int) -> String

    // MARK: Services: the source in use
    /// "none (it needs the network)" (air quality with --offline).
    var doctorSourceAirQualityNone: String { get }
    /// "bundled GSHHG coast and rivers".
    var doctorSourceBundledGround: String { get }
    /// " + OpenStreetMap streets (Overpass)" (added to the bundled ground; starts with a space).
    var doctorSourcePlusStreets: String { get }
    /// " + OpenStreetMap places and toilets (Overpass, © OpenStreetMap contributors)" after Travel's source.
    var doctorSourcePlusOSMPlaces: String { get }
    /// "Kakao keyword search".
    var doctorSourceKakaoKeywordSearch: String { get }
    /// "gazetteer" (the bundled list of place names).
    var doctorSourceGazetteer: String { get }
    /// "bundled catalogue (Marvel Fandom wiki, 2014)".
    var doctorSourceBundledCharacters: String { get }
    /// "bundled records" (the bundled barrier-free travel records).
    var doctorSourceBundledRecords: String { get }

    // MARK: Services: why (parts joined with "; ")
    /// "key present".
    var doctorKeyPresent: String { get }
    /// "no key".
    var doctorNoKey: String { get }
    /// "provider pinned in config: kakao".
    func doctorProviderPinned(_ provider: String) -> String
    /// "keyless; CC BY 4.0" (air quality from Open-Meteo).
    var doctorAirQualityWhy: String { get }
    /// "GSHHG: LGPL-3+, © the GMT team; streets © OpenStreetMap contributors (ODbL), kept a week per area".
    var doctorGroundWhy: String { get }
    /// "no streets kept yet".
    var doctorStreetsNoneKept: String { get }
    /// "streets kept for 3 areas, the oldest fetched 2 d ago" (`age` from `ago(minutes:)`).
    func doctorStreetsKept(areas: Int, oldestAge age: String) -> String
    /// "Comic Vine key present".
    var doctorComicVineKeyPresent: String { get }
    /// "no Comic Vine key".
    var doctorNoComicVineKey: String { get }
    /// "Marvel keys present".
    var doctorMarvelKeysPresent: String { get }
    /// "no Marvel keys".
    var doctorNoMarvelKeys: String { get }

    // MARK: Services: whether the host answers
    /// "dapi.kakao.com answers".
    func doctorHostAnswers(_ host: String) -> String
    /// "dapi.kakao.com does not answer".
    func doctorHostDoesNotAnswer(_ host: String) -> String
    /// "no request" (the source is bundled: no host to ask).
    var doctorNoRequest: String { get }

    // MARK: Where you are
    /// "where you are, in order (the first that answers is used):".
    var doctorLocationHeader: String { get }
    /// "network (BeaconDB geolocation)".
    func doctorLocationNetwork(service: String) -> String
    /// "last place used".
    var doctorLocationLastUsed: String { get }
    /// "config [location] default".
    var doctorLocationConfigDefault: String { get }
    /// "time zone Asia/Seoul", "time zone (unknown)".
    func doctorLocationTimeZone(_ zone: String?) -> String
    /// "fallback" (판교, when nothing else is known).
    var doctorLocationFallback: String { get }
    /// "in use".
    var doctorLocationInUse: String { get }
    /// "nothing" (no last place).
    var doctorNothing: String { get }
    /// "a fix at 35.16310, 129.15860 ±17 m" (`accuracy` is " ±17 m" or empty).
    func doctorGPSFix(coordinates: String, accuracy: String) -> String
    /// "no fix (no gpsd answered, or no recent 2D/3D fix)".
    var doctorGPSNoFix: String { get }
    /// "not allowed (set [location] network = true, or --location network)".
    var doctorNetworkNotAllowed: String { get }
    /// "allowed, not asked with --offline".
    var doctorNetworkNotAskedOffline: String { get }
    /// "37.4979, 127.0276 ±5 km (sends this machine's address to api.beacondb.net)".
    func doctorNetworkAnswer(coordinates: String, accuracy: String, host: String) -> String
    /// "allowed; no answer from api.beacondb.net".
    func doctorNetworkNoAnswer(host: String) -> String
    /// "not set" (no [location] default).
    var doctorNotSet: String { get }
    /// "Seoul (a guess)".
    func doctorTimeZoneGuess(_ city: String) -> String
    /// "no city for this zone".
    var doctorNoCityForZone: String { get }
    /// "named" (the place in use was named, with no other origin).
    var doctorNamed: String { get }

    // MARK: Files (labels are padded to 26 columns)
    /// "config".
    var doctorFileConfig: String { get }
    /// "config_readable_by_others".
    var doctorFileConfigReadableByOthers: String { get }
    /// "database".
    var doctorFileDatabase: String { get }
    /// "database_bytes".
    var doctorFileDatabaseBytes: String { get }
    /// "database_schema".
    var doctorFileDatabaseSchema: String { get }
    /// "log".
    var doctorFileLog: String { get }
    /// "state".
    var doctorFileState: String { get }
    /// "cache".
    var doctorFileCache: String { get }
    /// "cache_entries".
    var doctorFileCacheEntries: String { get }
    /// "cache_oldest".
    var doctorFileCacheOldest: String { get }
    /// "true" / "false" (whether others can read the config file).
    func doctorYesNo(_ value: Bool) -> String
    /// "no config file".
    var doctorNoConfigFile: String { get }
    /// "none" (no schema applied, no kept answer).
    var doctorNone: String { get }
    /// "3 (20480 bytes, limit 50 MiB)".
    func doctorCacheEntries(_ entries: Int, bytes: Int, limitMiB: Int) -> String
}
