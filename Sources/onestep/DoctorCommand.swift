import ArgumentParser
import Foundation
import GRDB
import Services

/// `onestep doctor`: for each service, the source in use and why (never a key), whether its host answers
/// (DNS and TCP, 2 s); the config file and whether others can read it; the database and the log. Exit 0.
struct DoctorCommand: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(commandName: "doctor",
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
            Service(name: "stores", source: stores.displayName,
                    why: why(key(config.kakaoKey != nil), config.storesProvider.map { "provider pinned in config: \($0)" }, offline),
                    host: stores == .kakao ? config.kakaoBaseURL : stores == .openStreetMap ? config.overpassURL : nil),
            Service(name: "weather", source: weather.displayName,
                    why: why(key(config.openWeatherKey != nil), config.weatherProvider.map { "provider pinned in config: \($0)" }, offline),
                    host: weather == .openWeather ? config.openWeatherBaseURL : weather == .openMeteo ? config.openMeteoURL : nil),
            Service(name: "place names", source: environment.kakaoIsLive ? "Kakao keyword search" : "gazetteer",
                    why: why(key(config.kakaoKey != nil), offline), host: environment.kakaoIsLive ? config.kakaoBaseURL : nil),
            Service(name: "characters",
                    source: [.comicVine: "Comic Vine", .marvel: "Marvel", .bundled: "bundled catalogue (Marvel Fandom wiki, 2014)"][environment.characterSource]!,
                    why: why(config.comicVineKey != nil ? "Comic Vine key present" : "no Comic Vine key",
                             config.marvelPublicKey != nil && config.marvelPrivateKey != nil ? "Marvel keys present" : "no Marvel keys",
                             config.charactersProvider.map { "provider pinned in config: \($0)" }, offline),
                    host: environment.characterSource == .comicVine ? config.comicVineBaseURL
                        : environment.characterSource == .marvel ? config.marvelBaseURL : nil),
            Service(name: "travel", source: environment.tourIsLive ? "KorWithService2" : "bundled records",
                    why: why(key(config.tourKey != nil), offline), host: environment.tourIsLive ? config.tourBaseURL : nil),
        ]
        var answers: [String: Bool] = [:]
        for service in services {
            if let host = service.host { answers[service.name] = await HostProbe.canConnect(to: host, within: 2) }
        }
        let files = Self.files(environment)
        if json {
            printJSON([
                "services": services.map { s -> [String: Any] in
                    ["name": s.name, "source": s.source, "why": s.why, "host": s.host?.host ?? NSNull(),
                     "host_answers": answers[s.name].map { $0 as Any } ?? NSNull()]
                },
                "files": files,
            ])
            return false
        }
        for s in services {
            let reach = s.host.map { h in answers[s.name] == true ? "\(h.host ?? "") answers" : "\(h.host ?? "") does not answer" } ?? "no request"
            print("\(s.name.padded(to: 12)) \(s.source) — \(s.why) — \(reach)")
        }
        print("")
        for (label, value) in files.sorted(by: { $0.key < $1.key }) { print("\(label.padded(to: 26)) \(value)") }
        return false
    }

    /// Paths and facts, never contents.
    @MainActor
    static func files(_ environment: AppEnvironment) -> [String: Any] {
        let paths = environment.paths
        let manager = FileManager.default
        var result: [String: Any] = ["config": paths.configFile, "database": paths.database, "log": paths.log]
        if let attributes = try? manager.attributesOfItem(atPath: paths.configFile),
           let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue {
            result["config_readable_by_others"] = mode & 0o044 != 0
        } else {
            result["config_readable_by_others"] = "no config file"
        }
        let size = (try? manager.attributesOfItem(atPath: paths.database))?[.size] as? NSNumber
        result["database_bytes"] = size?.intValue ?? 0
        let applied = (try? environment.database?.writer.read { db in try AppDatabase.migrator().appliedIdentifiers(db) }) ?? []
        result["database_schema"] = applied.sorted().last ?? "none"
        return result
    }
}
