import ArgumentParser
import Testing

@testable import onestep

/// Every command the command line has, with the global options at every position — before the command, between
/// its words, after them — parses to the same command with the same options; and help asked with a language
/// before or after it is that command's own help, never the app's.
struct CommandTableTests {
    /// One invocation of every command, with what it needs to parse.
    static let invocations: [[String]] = [
        ["stores"], ["weather"], ["weather", "show", "부산"], ["weather", "favorites"],
        ["weather", "favorite", "add", "부산"],
        ["characters", "search", "spi"], ["characters", "favorites"], ["characters", "favorite", "add", "1009610"],
        ["travel", "nearby"], ["travel", "region", "서울"], ["travel", "search", "궁"], ["travel", "detail", "126508"],
        ["travel", "toilets"], ["travel", "chargers"], ["travel", "station", "경복궁"],
        ["travel", "route", "--to", "37.58,126.98"], ["travel", "today", "126508"], ["travel", "bookmarks"],
        ["travel", "bookmark", "add", "126508"], ["snapshot", "--tab", "travel"], ["hours", "24/7"], ["doctor"],
        ["cache", "clear"],
    ]
    static let global = ["--offline", "--lang", "ko", "--location", "37.5,127.0"]

    static func parsed(_ arguments: [String]) throws -> ParsableCommand {
        try Onestep.parseAsRoot(GlobalOptions.movedAfterTheSubcommand(arguments))
    }

    @Test(arguments: invocations) func theGlobalOptions_areReadAtEveryPosition(_ command: [String]) throws {
        let plain = try Self.parsed(command)
        for position in 0...command.count {
            // A position inside an option's value (`--to 37.58,…`, `--tab travel`) is not a place for them.
            if position > 0, command[position - 1].hasPrefix("--") { continue }
            var arguments = command
            arguments.insert(contentsOf: Self.global, at: position)
            let with = try Self.parsed(arguments)
            #expect(type(of: with) == type(of: plain), "\(arguments)")
            let options = Mirror(reflecting: with).children.compactMap {
                ($0.value as? OptionGroup<GlobalOptions>)?.wrappedValue ?? ($0.value as? GlobalOptions)
            }.first
            #expect(options?.offline == true && options?.location == "37.5,127.0", "\(arguments): \(with)")
        }
    }

    /// Help with a language anywhere is what the parser answers for the command's words and `--help` alone (the
    /// language was chosen from the arguments as typed): the command's own help, never the app's or a refusal.
    @Test(arguments: invocations) func helpWithALanguage_isTheCommandsOwn(_ command: [String]) throws {
        let words = Array(command.prefix { !$0.hasPrefix("--") && $0.allSatisfy(\.isASCII) })
        let asked: [([String], String)] = [
            (["--lang", "ko"] + words + ["--help"], "--help"), (words + ["--help", "--lang", "ko"], "--help"),
            (["--offline"] + words + ["-h"], "-h"),
        ]
        for (arguments, flag) in asked {
            // The command's words first, then its help: the parser answers with that command's help.
            let moved = GlobalOptions.movedAfterTheSubcommand(arguments)
            #expect(Array(moved.prefix(words.count + 1)) == words + [flag], "\(arguments) → \(moved)")
            #expect(!(try Self.parsed(arguments) is MainActorCommand), "\(arguments) is not help")
        }
        // With no command, the global options are left out: the top-level help, not the app's.
        #expect(GlobalOptions.movedAfterTheSubcommand(["--lang", "ko", "--help"]) == ["--help"])
        let viaHelp = ["help"] + words + ["--lang", "ko"]
        #expect(GlobalOptions.movedAfterTheSubcommand(viaHelp) == ["help"] + words)
        #expect(!(try Self.parsed(viaHelp) is MainActorCommand))
    }
}
