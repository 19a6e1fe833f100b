import Foundation

/// What the app remembers between runs that the user did not make — the last tab, the last place — kept in
/// `XDG_STATE_HOME/onestep/state.json` (state, by the XDG rules, not data). Written whole and atomically;
/// an unreadable file is treated as empty (the state is only a convenience) and replaced on the next write, and a
/// value in it that is not text is left out (and gone from it after the next write).
@MainActor
public final class StateFile {
    public static let lastTab = "last_tab"
    public static let lastLocation = "last_location"
    /// The network geolocation's last answer and when (kept an hour).
    public static let networkLocation = "network_location"

    public let path: String
    private var values: [String: String]

    public init(path: String) {
        self.path = path
        values = FileManager.default.contents(atPath: path).map(Self.stringValues(of:)) ?? [:]
    }

    /// The file's string values; anything else in it is left out. Read with JSONSerialization, not a decoder: the
    /// starting screen reads the last tab from here, and a decoder's first use took 0.3 ms of the way to it (uprobes;
    /// 0.24 against 0.06 ms in a test program).
    private static func stringValues(of data: Data) -> [String: String] {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        return object.compactMapValues { $0 as? String }
    }

    public func value(_ key: String) -> String? { values[key] }

    public func set(_ key: String, _ value: String) {
        guard values[key] != value else { return }
        values[key] = value
        write()
    }

    /// Earlier versions kept these in the user's database: each is carried over once (then removed there),
    /// unless the state file already has a value of its own.
    public func carryOver(_ keys: [String], from settings: SettingsStore) {
        let old = keys.compactMap { key in settings.value(key).map { (key, $0) } }
        guard !old.isEmpty else { return }
        for (key, value) in old where values[key] == nil { values[key] = value }
        // Removed there only once they are safely here (a state folder that cannot be written keeps them there).
        guard write() else { return }
        for (key, _) in old { settings.remove(key) }
    }

    @discardableResult
    private func write() -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(values) else { return false }
        // Whole or not at all (a full disk leaves the previous state as it was).
        return (try? DurableFile.replace(path, with: data)) != nil
    }
}
