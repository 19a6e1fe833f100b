/// The language the app speaks. Data (place names, Marvel names) is never translated; only what the app writes.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// "ko", "ko_KR.UTF-8", "ko.UTF-8" → Korean; "en", "C", "C.UTF-8", "POSIX", "kok_IN" (Konkani), anything
    /// else → English.
    public init(code: String) {
        let lowered = code.lowercased()
        let korean = lowered == "ko" || ["ko_", "ko.", "ko@", "ko-"].contains { lowered.hasPrefix($0) }
        self = korean ? .korean : .english
    }

    /// A value `--lang`, `ONESTEP_LANG` and `[ui] language` accept.
    public init?(explicit code: String) {
        switch code.lowercased() {
        case "ko", "kr", "korean", "한국어": self = .korean
        case "en", "english": self = .english
        default:
            if code.lowercased().hasPrefix("ko_") { self = .korean; return }
            if code.lowercased().hasPrefix("en_") { self = .english; return }
            return nil
        }
    }

    /// The catalogue for this language.
    public var strings: any Strings {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}

/// Which language, and the setting it came from (`doctor` says both).
public struct LanguageChoice: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case flag, environment, config
        /// The locale variable that decided it (`LC_ALL`, `LC_MESSAGES` or `LANG`) and its value.
        case locale(variable: String, value: String)
        case fallback
    }

    public var language: Language
    public var reason: Reason

    public init(language: Language, reason: Reason) {
        self.language = language; self.reason = reason
    }

    /// `--lang` > `ONESTEP_LANG` > `[ui] language` > the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`.
    /// A locale counts whether or not it is installed: only its name is read. A value the explicit settings do
    /// not know is reported by `unknown` and passed over.
    public static func resolve(
        flag: String?, environment: [String: String], configured: String?, unknown: ((String) -> Void)? = nil
    ) -> LanguageChoice {
        for (value, reason) in [
            (flag, Reason.flag), (environment["ONESTEP_LANG"], .environment), (configured, .config),
        ] {
            guard let value, !value.isEmpty else { continue }
            if let language = Language(explicit: value) { return LanguageChoice(language: language, reason: reason) }
            unknown?(value)
        }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[variable], !value.isEmpty {
                return LanguageChoice(
                    language: Language(code: value), reason: .locale(variable: variable, value: value))
            }
        }
        return LanguageChoice(language: .english, reason: .fallback)
    }
}
