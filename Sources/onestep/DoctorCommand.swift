import ArgumentParser
import Foundation
import GRDB
import Services

/// `onestep doctor`: for each service, the source in use and why (never a key), whether its host answers
/// (DNS and TCP, 2 s); the config file and whether others can read it; the database and the log. Exit 0.
struct DoctorCommand: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "What each service runs on and why; whether its host answers; files.")
    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: "Print JSON.") var json = false

    struct Service {
        var name: String
        var source: String
        var why: String
        var host: URL?
    }

    @MainActor
    func execute() async throws -> Bool {
        let environment = try AppEnvironment(offline: global.offline)
        let config = environment.config
        func key(_ present: Bool) -> String { present ? "key present" : "no key" }
        let offline = global.offline ? "--offline" : nil
        func why(_ parts: String?...) -> String { parts.compactMap { $0 }.joined(separator: "; ") }
        let stores = environment.storeSource, weather = environment.weatherSource
        let services = [
            Service(
                name: "stores", source: stores.displayName,
                why: why(
                    key(config.kakaoKey != nil), config.storesProvider.map { "provider pinned in config: \($0)" },
                    offline),
                host: stores == .kakao ? config.kakaoBaseURL : stores == .openStreetMap ? config.overpassURL : nil),
            Service(
                name: "weather", source: weather.displayName,
                why: why(
                    key(config.openWeatherKey != nil),
                    config.weatherProvider.map { "provider pinned in config: \($0)" }, offline),
                host: weather == .openWeather
                    ? config.openWeatherBaseURL : weather == .openMeteo ? config.openMeteoURL : nil),
            Service(
                name: "air quality", source: global.offline ? "none (it needs the network)" : "Open-Meteo (CAMS)",
                why: why("keyless; CC BY 4.0", offline), host: global.offline ? nil : config.openMeteoAirQualityURL),
            Service(
                name: "map ground",
                source: "bundled GSHHG coast and rivers"
                    + (global.offline ? "" : " + OpenStreetMap streets (Overpass)"),
                why: why(
                    "GSHHG: LGPL-3+, © the GMT team; streets © OpenStreetMap contributors (ODbL), kept a week per area"
                        + Self.streetsAge(environment), offline),
                host: global.offline ? nil : config.overpassURL),
            Service(
                name: "place names", source: environment.kakaoIsLive ? "Kakao keyword search" : "gazetteer",
                why: why(key(config.kakaoKey != nil), offline),
                host: environment.kakaoIsLive ? config.kakaoBaseURL : nil),
            Service(
                name: "characters",
                source: [
                    .comicVine: "Comic Vine", .marvel: "Marvel",
                    .bundled: "bundled catalogue (Marvel Fandom wiki, 2014)",
                ][environment.characterSource]!,
                why: why(
                    config.comicVineKey != nil ? "Comic Vine key present" : "no Comic Vine key",
                    config.marvelPublicKey != nil && config.marvelPrivateKey != nil
                        ? "Marvel keys present" : "no Marvel keys",
                    config.charactersProvider.map { "provider pinned in config: \($0)" }, offline),
                host: environment.characterSource == .comicVine
                    ? config.comicVineBaseURL
                    : environment.characterSource == .marvel ? config.marvelBaseURL : nil),
            Service(
                name: "travel", source: environment.tourIsLive ? "KorWithService2" : "bundled records",
                why: why(key(config.tourKey != nil), offline), host: environment.tourIsLive ? config.tourBaseURL : nil),
        ]
        var answers: [String: Bool] = [:]
        for service in services {
            if let host = service.host { answers[service.name] = await HostProbe.canConnect(to: host, within: 2) }
        }
        let files = Self.files(environment)
        let location = await Self.location(environment)
        if json {
            try printJSON(
                DoctorJSON(
                    services: services.map { ServiceJSON($0, answers: answers[$0.name]) }, location: location,
                    files: files))
            return false
        }
        for s in services {
            let reach =
                s.host.map { h in
                    answers[s.name] == true ? "\(h.host ?? "") answers" : "\(h.host ?? "") does not answer"
                } ?? "no request"
            print("\(s.name.padded(to: 12)) \(s.source) — \(s.why) — \(reach)")
        }
        print("")
        print("where you are, in order (the first that answers is used):")
        for source in location.sources { print("  \(source.name.padded(to: 32)) \(source.answer)") }
        print("  \("in use".padded(to: 32)) \(location.inUse)")
        print("")
        for (label, value) in files.lines { print("\(label.padded(to: 26)) \(value)") }
        return false
    }

    /// "; streets kept for 3 areas, the oldest 2 d ago" (nothing when none are kept).
    @MainActor
    static func streetsAge(_ environment: AppEnvironment) -> String {
        let streets = environment.answerCache.keptAnswers().filter { $0.key.contains("geom") }
        guard let oldest = streets.map(\.fetchedAt).min() else { return "; no streets kept yet" }
        return "; streets kept for \(streets.count) area\(streets.count == 1 ? "" : "s"), the oldest fetched "
            + AnswerOrigin(fetchedAt: oldest, isOfflineCopy: false).age(now: Date())
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
            databaseSchema: applied.sorted().last ?? "none", cache: environment.answerCache.directory,
            cacheEntries: cache.entries, cacheBytes: cache.bytes,
            cacheOldest: Nullable(cache.oldest.map(CivilTime.utcStamp)))
    }

    struct DoctorJSON: Encodable {
        let services: [ServiceJSON]
        let location: LocationJSON
        let files: FilesJSON
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
                ?? "nothing"
        }
        let fix = await sources.gps()
        let gps =
            fix.map { f in
                "a fix at \(String(format: "%.5f, %.5f", f.coordinate.latitude, f.coordinate.longitude))"
                    + LocationOrigin.plusMinus(f.accuracy)
            } ?? "no fix (no gpsd answered, or no recent 2D/3D fix)"
        var network = "not allowed (set [location] network = true, or --location network)"
        if config.networkLocation {
            if environment.forcedOffline {
                network = "allowed, not asked with --offline"
            } else if let answer = await environment.networkAnswer() {
                network =
                    "\(String(format: "%.4f, %.4f", answer.coordinate.latitude, answer.coordinate.longitude))"
                    + LocationOrigin.plusMinus(answer.accuracy)
                    + " (sends this machine's address to \(config.geolocateURL.host ?? ""))"
            } else {
                network = "allowed; no answer from \(config.geolocateURL.host ?? "")"
            }
        }
        let zone = TimeZoneGuess.zoneName(environment: environment.processEnvironment)
        let guess = sources.timeZone()
        let chosen = await sources.locate()
        return LocationJSON(
            sources: [
                .init(name: "gpsd \(config.gpsdHost):\(config.gpsdPort)", answer: gps),
                .init(name: "network (\(NetworkLocator.serviceName))", answer: network),
                .init(name: "last place used", answer: place(sources.lastUsed())),
                .init(name: "config [location] default", answer: config.defaultLocation ?? "not set"),
                .init(
                    name: "time zone \(zone ?? "(unknown)")",
                    answer: guess.map { "\($0.name) (a guess)" } ?? "no city for this zone"),
                .init(name: "fallback", answer: "판교"),
            ],
            inUse: "\(chosen.name) — \(chosen.origin?.words ?? "named")")
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

    /// Whether others can read the config file: yes, no, or "no config file".
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
            case .known(let value): return String(value)
            case .noConfigFile: return "no config file"
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

        /// Label and value, in the labels' order, for the plain report.
        var lines: [(String, String)] {
            [
                ("config", config), ("config_readable_by_others", configReadableByOthers.description),
                ("database", database),
                ("database_bytes", String(databaseBytes)), ("database_schema", databaseSchema), ("log", log),
                ("state", state), ("cache", cache),
                (
                    "cache_entries",
                    "\(cacheEntries) (\(cacheBytes) bytes, limit \(AnswerCache.defaultLimit / 1_048_576) MiB)"
                ),
                ("cache_oldest", cacheOldest.value ?? "none"),
            ]
        }
    }
}
