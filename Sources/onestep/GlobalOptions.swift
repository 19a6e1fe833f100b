import ArgumentParser
import Localization

/// Options every command takes. Their help is read when a command is parsed, after the language is chosen.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(L.cmdOfflineHelp))
    var offline = false

    /// `.unconditional`: a LAT,LON that starts with a minus (`--location -33.86,151.2`) is the value, not an option.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdLocationHelp))
    var location: String?

    @Flag(name: .long, help: ArgumentHelp(L.cmdAccessibleHelp))
    var accessible = false

    /// Read before parsing by `LanguageSetting` (help is in the language); declared here so every command takes it.
    @Option(name: .long, help: ArgumentHelp(L.cmdLangHelp, valueName: "ko|en"))
    var lang: String?

    /// The options every command takes, moved from before the subcommand to the end of its arguments (before a
    /// `--`), where the parser reads them: `onestep --offline stores --near 잠실` is `onestep stores --near 잠실
    /// --offline`. Options after the subcommand stay where they are.
    /// Global options between two subcommand names move too: `onestep travel --offline nearby` is `onestep travel
    /// nearby --offline`.
    static func movedAfterTheSubcommand(
        _ arguments: [String], commands: [ParsableCommand.Type] = Onestep.configuration.subcommands
    ) -> [String] {
        // Help asked for (`--lang ko --help`, `help travel toilets --lang ko`): the global options have done their
        // work (the language is chosen from the arguments as typed) and would turn the parser to the app's help or
        // be refused by its `help`: left out.
        let bare = withoutGlobalOptions(arguments)
        if bare.first == "help" || (!bare.isEmpty && bare.allSatisfy { $0 == "--help" || $0 == "-h" }) { return bare }
        var global: [String] = []
        var names: [String] = []
        var index = 0
        var level = commands
        while true {
            let (found, end) = leading(Array(arguments[index...]))
            global += found
            index += end
            // The next subcommand name at this level, if it is one: kept in order, and its own subcommands next.
            guard index < arguments.count,
                let command = level.first(where: { $0.configuration.commandName == arguments[index] })
            else { break }
            names.append(arguments[index])
            index += 1
            level = command.configuration.subcommands
        }
        // Nothing moved, or nothing after these options (the app itself): as typed.
        guard !global.isEmpty, index < arguments.count || !names.isEmpty else { return arguments }
        var rest = names + Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.count
        rest.insert(contentsOf: global, at: end)
        return rest
    }

    /// `arguments` without the global options (and their values) wherever they stand, up to a `--`.
    static func withoutGlobalOptions(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { return out + arguments[index...] }
            let name = String(token.split(separator: "=", maxSplits: 1).first ?? "")
            if flagNames.contains(token) || (valuedNames.contains(name) && token.contains("=")) {
                index += 1
            } else if valuedNames.contains(token) {
                index += 2
            } else {
                out.append(token)
                index += 1
            }
        }
        return out
    }

    /// The options above as typed: flags, and options that take a value (`--lang ko`, `--lang=ko`). Read here and by
    /// `AppRun.read`; the parser reads the property wrappers.
    static let flagNames: Set<String> = ["--offline", "--accessible"]
    static let valuedNames: Set<String> = ["--location", "--lang"]

    /// The global options at the start of `arguments`, and where they end.
    static func leading(_ arguments: [String]) -> (global: [String], end: Int) {
        var global: [String] = []
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            let name = String(token.split(separator: "=", maxSplits: 1).first ?? "")
            if flagNames.contains(token) || (valuedNames.contains(name) && token.contains("=")) {
                global.append(token)
                index += 1
            } else if valuedNames.contains(token), index + 1 < arguments.count {
                global += [token, arguments[index + 1]]
                index += 2
            } else {
                break
            }
        }
        return (global, index)
    }

    func validate() throws {
        if let lang, Language(explicit: lang) == nil { throw ValidationError(L.cmdLangUnknown(lang)) }
    }
}
