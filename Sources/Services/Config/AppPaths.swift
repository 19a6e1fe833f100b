import Foundation

/// Where onestep keeps things, by the XDG base-directory rules.
public struct AppPaths: Sendable {
    public var configFile: String
    public var database: String
    public var log: String
    /// Remembered between runs (last tab, last place): `StateFile`.
    public var stateFile: String
    public var cacheDirectory: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        configFile = base("XDG_CONFIG_HOME", ".config") + "/onestep/config.toml"
        database = base("XDG_DATA_HOME", ".local/share") + "/onestep/onestep.sqlite"
        log = base("XDG_STATE_HOME", ".local/state") + "/onestep/onestep.log"
        stateFile = base("XDG_STATE_HOME", ".local/state") + "/onestep/state.json"
        cacheDirectory = base("XDG_CACHE_HOME", ".cache") + "/onestep"
    }
}
