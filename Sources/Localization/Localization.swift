/// The language in use: chosen once at start (`Localization.choose`), overridable for a task (tests render the
/// same view in both languages side by side, so the override is task-local, not a global switch).
public enum Localization {
    @TaskLocal public static var override: Language?

    nonisolated(unsafe) private static var chosenChoice = LanguageChoice(language: .english, reason: .fallback)

    /// Called once by `main`, before any command or view exists.
    public static func choose(_ choice: LanguageChoice) { chosenChoice = choice }

    public static var choice: LanguageChoice { chosenChoice }
    public static var language: Language { override ?? chosenChoice.language }

    /// Runs `body` with `language` (tests).
    public static func with<T>(_ language: Language, _ body: () throws -> T) rethrows -> T {
        try $override.withValue(language, operation: body)
    }

    /// Runs `body` with `language`; tasks it starts inherit it (a view model's messages in a test).
    public static func with<T: Sendable>(
        _ language: Language, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await $override.withValue(language, operation: body, isolation: isolation)
    }
}

/// What the app says, in the language in use: `L.storesNoneWithin(radius)`.
public var L: any Strings { Localization.language.strings }
