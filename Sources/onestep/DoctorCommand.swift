import ArgumentParser
import Foundation
import GRDB
import Localization
import Services

/// `onestep doctor`: for each service, the source in use and why (never a key), whether its host answers
/// (DNS and TCP, 2 s); the config file and whether others can read it; the database and the log; the language
/// and the setting it came from. Exit 0. The plain report is in the language in use; `--json` is always English
/// (its keys and its values), as scripts read it.
struct DoctorCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "doctor", abstract: L.doctorAbstract)
    }
    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

    struct Service {
        var name: String
        var source: String
        var why: String
        var host: URL?
    }

    /// What doctor found, in the words of the language it was gathered in.
    struct Report {
        var services: [Service]
        /// Whether each service's host answered, by service name.
        var answers: [String: Bool]
        var location: LocationJSON
        var files: FilesJSON
    }

    @MainActor
    func execute() async throws -> Bool {
        let environment = try AppEnvironment(offline: global.offline)
        let offline = global.offline
        let choice = Localization.choice
        if json {
            // --json never changes with the language: keys and values stay English.
            try await Localization.with(.english) {
                try await Self.printJSONReport(environment, offline: offline, choice: choice)
            }
            try Self.failOnConfigProblems(environment)
            return false
        }
        let report = await Self.gather(environment, offline: offline)
        print(L.doctorLanguage(name: L.doctorLanguageName(choice.language), from: Self.languageFrom(choice.reason)))
        print("")
        for s in report.services {
            let reach =
                s.host.map { h in
                    report.answers[s.name] == true
                        ? L.doctorHostAnswers(h.host ?? "") : L.doctorHostDoesNotAnswer(h.host ?? "")
                } ?? L.doctorNoRequest
            print("\(s.name.padded(to: 12)) \(s.source) — \(s.why) — \(reach)")
        }
        print("")
        print(L.doctorLocationHeader)
        for source in report.location.sources { print("  \(source.name.padded(to: 32)) \(source.answer)") }
        print("  \(L.doctorLocationInUse.padded(to: 32)) \(report.location.inUse)")
        print("")
        for (label, value) in report.files.lines { print("\(label.padded(to: 26)) \(value)") }
        print("")
        print(L.doctorConfigHeader)
        let problems = environment.config.problems
        if problems.isEmpty { print("  " + L.doctorConfigFine) }
        problems.forEach { print("  " + $0) }
        try Self.failOnConfigProblems(environment)
        return false
    }

    /// A config with problems is a failed check: doctor exits 1 after its report.
    static func failOnConfigProblems(_ environment: AppEnvironment) throws {
        let count = environment.config.problems.count
        if count > 0 { throw CommandFailure(L.doctorConfigFailed(count)) }
    }

    /// The --json report (called under English: its values are the same whatever the language).
    @MainActor
    static func printJSONReport(_ environment: AppEnvironment, offline: Bool, choice: LanguageChoice) async throws {
        let report = await gather(environment, offline: offline)
        try printJSON(
            DoctorJSON(
                services: report.services.map { ServiceJSON($0, answers: report.answers[$0.name]) },
                location: report.location, files: report.files, language: choice.language.rawValue,
                languageFrom: jsonReason(choice.reason), configProblems: environment.config.problems))
    }

    /// The setting the language came from, in words: "from LANG=en_US.UTF-8".
    static func languageFrom(_ reason: LanguageChoice.Reason) -> String {
        switch reason {
        case .flag: return L.doctorLanguageFromFlag
        case .environment: return L.doctorLanguageFromEnvironment
        case .config: return L.doctorLanguageFromConfig
        case .locale(let variable, let value): return L.doctorLanguageFromLocale(variable: variable, value: value)
        case .fallback: return L.doctorLanguageFromNothing
        }
    }

    /// `language_from` in --json: "flag", "environment", "config", "locale" or "default".
    static func jsonReason(_ reason: LanguageChoice.Reason) -> String {
        switch reason {
        case .flag: return "flag"
        case .environment: return "environment"
        case .config: return "config"
        case .locale: return "locale"
        case .fallback: return "default"
        }
    }

    /// Each service's source and why, whether its host answers, where you are, the files: in the words of the
    /// language in use when called (English for --json).
    @MainActor
    static func gather(_ environment: AppEnvironment, offline forced: Bool) async -> Report {
        let config = environment.config
        func key(_ present: Bool) -> String { present ? L.doctorKeyPresent : L.doctorNoKey }
        let offline = forced ? "--offline" : nil
        func why(_ parts: String?...) -> String { parts.compactMap { $0 }.joined(separator: "; ") }
        func pinned(_ provider: String?) -> String? { provider.map { L.doctorProviderPinned($0) } }
        let stores = environment.storeSource, weather = environment.weatherSource
        let characterSource: String
        switch environment.characterSource {
        case .comicVine: characterSource = "Comic Vine"  // not UI: a source name
        case .marvel: characterSource = "Marvel"
        case .bundled: characterSource = L.doctorSourceBundledCharacters
        }
        let services = [
            Service(
                name: L.doctorServiceStores, source: stores == .sample ? L.sampleSourceName : stores.displayName,
                why: why(key(config.kakaoKey != nil), pinned(config.storesProvider), offline),
                host: stores == .kakao ? config.kakaoBaseURL : stores == .openStreetMap ? config.overpassURL : nil),
            Service(
                name: L.doctorServiceWeather,
                source: weather == .sample ? L.sampleSourceName : weather.displayName,
                why: why(key(config.openWeatherKey != nil), pinned(config.weatherProvider), offline),
                host: weather == .openWeather
                    ? config.openWeatherBaseURL : weather == .openMeteo ? config.openMeteoURL : nil),
            Service(
                name: L.doctorServiceAirQuality, source: forced ? L.doctorSourceAirQualityNone : "Open-Meteo (CAMS)",
                why: why(L.doctorAirQualityWhy, offline), host: forced ? nil : config.openMeteoAirQualityURL),
            Service(
                name: L.doctorServiceMapGround,
                source: L.doctorSourceBundledGround + (forced ? "" : L.doctorSourcePlusStreets),
                why: why(L.doctorGroundWhy + Self.streetsAge(environment), offline),
                host: forced ? nil : config.overpassURL),
            Service(
                name: L.doctorServicePlaceNames,
                source: environment.kakaoIsLive ? L.doctorSourceKakaoKeywordSearch : L.doctorSourceGazetteer,
                why: why(key(config.kakaoKey != nil), offline),
                host: environment.kakaoIsLive ? config.kakaoBaseURL : nil),
            Service(
                name: L.doctorServiceCharacters, source: characterSource,
                why: why(
                    config.comicVineKey != nil ? L.doctorComicVineKeyPresent : L.doctorNoComicVineKey,
                    config.marvelPublicKey != nil && config.marvelPrivateKey != nil
                        ? L.doctorMarvelKeysPresent : L.doctorNoMarvelKeys,
                    pinned(config.charactersProvider), offline),
                host: environment.characterSource == .comicVine
                    ? config.comicVineBaseURL
                    : environment.characterSource == .marvel ? config.marvelBaseURL : nil),
            Service(
                name: L.doctorServiceTravel,
                source: (environment.tourIsLive ? "KorWithService2" : L.doctorSourceBundledRecords)
                    + (forced ? "" : L.doctorSourcePlusOSMPlaces),
                why: why(key(config.tourKey != nil), offline), host: environment.tourIsLive ? config.tourBaseURL : nil),
            Service(
                name: L.doctorServiceKoreaAccess, source: L.doctorSourceKoreaAccess, why: L.doctorKoreaAccessWhy,
                host: nil),
        ]
        var answers: [String: Bool] = [:]
        for service in services {
            if let host = service.host { answers[service.name] = await HostProbe.canConnect(to: host, within: 2) }
        }
        let files = Self.files(environment)
        let location = await Self.location(environment)
        return Report(services: services, answers: answers, location: location, files: files)
    }

    /// "; streets kept for 3 areas, the oldest fetched 2 d ago", or "; no streets kept yet".
    @MainActor
    static func streetsAge(_ environment: AppEnvironment) -> String {
        let streets = environment.answerCache.keptAnswers().filter { $0.key.contains("geom") }
        guard let oldest = streets.map(\.fetchedAt).min() else { return "; " + L.doctorStreetsNoneKept }
        return "; "
            + L.doctorStreetsKept(
                areas: streets.count, oldestAge: AnswerOrigin(fetchedAt: oldest, isOfflineCopy: false).age(now: Date()))
    }

    /// Paths and facts, never contents.
    @MainActor
    static func files(_ environment: AppEnvironment) -> FilesJSON {
        let paths = environment.paths
        let manager = FileManager.default
        var readable: ReadableByOthers = .noConfigFile
        if let attributes = try? manager.attributesOfItem(atPath: paths.configFile),
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
        {
            readable = .known(mode & 0o044 != 0)
        }
        let size = (try? manager.attributesOfItem(atPath: paths.database))?[.size] as? NSNumber
        let applied =
            (try? environment.database?.writer.read { db in try AppDatabase.migrator().appliedIdentifiers(db) }) ?? []
        let cache = environment.answerCache.summary()
        return FilesJSON(
            config: paths.configFile, database: paths.database, log: paths.log, state: paths.stateFile,
            configReadableByOthers: readable, databaseBytes: size?.intValue ?? 0,
            databaseSchema: applied.sorted().last ?? L.doctorNone, cache: environment.answerCache.directory,
            cacheEntries: cache.entries, cacheBytes: cache.bytes,
            cacheOldest: Nullable(cache.oldest.map(CivilTime.utcStamp)))
    }

    struct DoctorJSON: Encodable {
        let services: [ServiceJSON]
        let location: LocationJSON
        let files: FilesJSON
        /// "en" or "ko": the language the app speaks.
        let language: String
        /// "flag", "environment", "config", "locale" or "default": the setting the language came from.
        let languageFrom: String
        /// What is wrong with the config file, one sentence each (empty: nothing).
        let configProblems: [String]
        enum CodingKeys: String, CodingKey {
            case services, location, files, language, languageFrom = "language_from"
            case configProblems = "config_problems"
        }
    }

    /// Each source of "you", in the order asked, and what it answered now (never the network's if not allowed).
    struct LocationJSON: Encodable {
        struct Source: Encodable {
            let name, answer: String
        }
        let sources: [Source]
        let inUse: String
        enum CodingKeys: String, CodingKey { case sources, inUse = "in_use" }
    }

    @MainActor
    static func location(_ environment: AppEnvironment) async -> LocationJSON {
        let config = environment.config
        let sources = environment.locationSources()
        func place(_ location: ResolvedLocation?) -> String {
            location.map {
                "\($0.name) (\(String(format: "%.4f, %.4f", $0.coordinate.latitude, $0.coordinate.longitude)))"
            }
                ?? L.doctorNothing
        }
        let fix = await sources.gps()
        let gps =
            fix.map { f in
                L.doctorGPSFix(
                    coordinates: String(format: "%.5f, %.5f", f.coordinate.latitude, f.coordinate.longitude),
                    accuracy: LocationOrigin.plusMinus(f.accuracy))
            } ?? L.doctorGPSNoFix
        var network = L.doctorNetworkNotAllowed
        if config.networkLocation {
            if environment.forcedOffline {
                network = L.doctorNetworkNotAskedOffline
            } else if let answer = await environment.networkAnswer() {
                network = L.doctorNetworkAnswer(
                    coordinates: String(format: "%.4f, %.4f", answer.coordinate.latitude, answer.coordinate.longitude),
                    accuracy: LocationOrigin.plusMinus(answer.accuracy), host: config.geolocateURL.host ?? "")
            } else {
                network = L.doctorNetworkNoAnswer(host: config.geolocateURL.host ?? "")
            }
        }
        let zone = TimeZoneGuess.zoneName(environment: environment.processEnvironment)
        let guess = sources.timeZone()
        let chosen = await sources.locate()
        return LocationJSON(
            sources: [
                .init(name: "gpsd \(config.gpsdHost):\(config.gpsdPort)", answer: gps),
                .init(name: L.doctorLocationNetwork(service: NetworkLocator.serviceName), answer: network),
                .init(name: L.doctorLocationLastUsed, answer: place(sources.lastUsed())),
                .init(name: L.doctorLocationConfigDefault, answer: config.defaultLocation ?? L.doctorNotSet),
                .init(
                    name: L.doctorLocationTimeZone(zone),
                    answer: guess.map { L.doctorTimeZoneGuess($0.name) } ?? L.doctorNoCityForZone),
                .init(name: L.doctorLocationFallback, answer: ResolvedLocation.pangyo.name),
            ],
            inUse: "\(chosen.name) — \(chosen.origin?.words ?? L.doctorNamed)")
    }

    struct ServiceJSON: Encodable {
        let name, source, why: String
        let host: Nullable<String>
        let hostAnswers: Nullable<Bool>
        enum CodingKeys: String, CodingKey { case name, source, why, host, hostAnswers = "host_answers" }

        init(_ service: Service, answers: Bool?) {
            name = service.name; source = service.source; why = service.why
            host = Nullable(service.host?.host); hostAnswers = Nullable(answers)
        }
    }

    /// Whether others can read the config file: yes, no, or "no config file" (in words for the plain report).
    enum ReadableByOthers: Encodable, CustomStringConvertible {
        case known(Bool)
        case noConfigFile

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .known(let value): try container.encode(value)
            case .noConfigFile: try container.encode(description)
            }
        }

        var description: String {
            switch self {
            case .known(let value): return L.doctorYesNo(value)
            case .noConfigFile: return L.doctorNoConfigFile
            }
        }
    }

    struct FilesJSON: Encodable {
        let config, database, log, state: String
        let configReadableByOthers: ReadableByOthers
        let databaseBytes: Int
        let databaseSchema: String
        /// The last good answers kept for when the network is gone (`onestep cache clear` empties it).
        let cache: String
        let cacheEntries, cacheBytes: Int
        let cacheOldest: Nullable<String>
        enum CodingKeys: String, CodingKey {
            case config, database, log, state, configReadableByOthers = "config_readable_by_others"
            case databaseBytes = "database_bytes", databaseSchema = "database_schema"
            case cache, cacheEntries = "cache_entries", cacheBytes = "cache_bytes", cacheOldest = "cache_oldest"
        }

        /// Label and value, in the labels' order, for the plain report (English labels are the JSON keys).
        var lines: [(String, String)] {
            [
                (L.doctorFileConfig, config),
                (L.doctorFileConfigReadableByOthers, configReadableByOthers.description),
                (L.doctorFileDatabase, database),
                (L.doctorFileDatabaseBytes, String(databaseBytes)), (L.doctorFileDatabaseSchema, databaseSchema),
                (L.doctorFileLog, log), (L.doctorFileState, state), (L.doctorFileCache, cache),
                (
                    L.doctorFileCacheEntries,
                    L.doctorCacheEntries(
                        cacheEntries, bytes: cacheBytes, limitMiB: AnswerCache.defaultLimit / 1_048_576)
                ),
                (L.doctorFileCacheOldest, cacheOldest.value ?? L.doctorNone),
            ]
        }
    }
}
