import ArgumentParser
import Localization

/// Options every command takes. Their help is read when a command is parsed, after the language is chosen.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(L.cmdOfflineHelp))
    var offline = false

    @Option(name: .long, help: ArgumentHelp(L.cmdLocationHelp))
    var location: String?

    @Flag(name: .long, help: ArgumentHelp(L.cmdAccessibleHelp))
    var accessible = false

    /// Read before parsing by `LanguageSetting` (help is in the language); declared here so every command takes it.
    @Option(name: .long, help: ArgumentHelp(L.cmdLangHelp, valueName: "ko|en"))
    var lang: String?

    func validate() throws {
        if let lang, Language(explicit: lang) == nil { throw ValidationError(L.cmdLangUnknown(lang)) }
    }
}
