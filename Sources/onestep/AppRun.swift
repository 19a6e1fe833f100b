import Foundation
import Localization
import Observables
import Services
import TUI

/// The interactive app with the options it was started with: what `onestep` runs, from the argument parser's
/// `AppCommand` or, for the global options alone, straight from the command line (`read`).
struct AppRun: MainActorCommand, Equatable {
    var offline = false
    var location: String?
    var accessible = false

    /// The app's options read without the argument parser, when the arguments are the global options alone, each
    /// at most once, in a form the parser reads the same way (a test holds the two together); nil otherwise, and
    /// the parser decides (help, errors, subcommands). The parser's first use makes the runtime scan every
    /// conformance record of the binary for each type it reflects: about 3 ms of the way to the first frame (uprobes).
    /// Also what tells `EarlyStart` that the bundled files can wait for the starting screen.
    static func read(_ arguments: [String]) -> AppRun? {
        let (global, end) = GlobalOptions.leading(arguments)
        guard end == arguments.count else { return nil }
        var run = AppRun()
        var seen: Set<String> = []
        var tokens = global[...]
        while let token = tokens.popFirst() {
            let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard seen.insert(name).inserted else { return nil }
            // `leading` gives a valued option its value (after `=` or next); a flag never has one.
            let value =
                parts.count == 2 ? String(parts[1]) : GlobalOptions.valuedNames.contains(name) ? tokens.popFirst() : nil
            // The parser reads a value starting with "-" as an option; an empty one is left to it too.
            if let value, value.isEmpty || value.hasPrefix("-") { return nil }
            switch (name, value) {
            case ("--offline", nil): run.offline = true
            case ("--accessible", nil): run.accessible = true
            case ("--location", let place?): run.location = place
            case ("--lang", let language?) where Language(explicit: language) != nil: break  // chosen before this
            default: return nil  // an option not read here (or added to `GlobalOptions` since): the parser's
            }
        }
        return run
    }

    @MainActor
    func execute() async throws -> Bool {
        // A terminal that cannot address the screen (TERM=dumb: emacs shells, line-oriented screen-reader set-ups) or
        // output that is not a terminal: say what works there instead of filling it with a full screen's blank lines.
        let variables = StartEnvironment.variables
        guard Self.terminalCanShowTheApp(environment: variables) else {
            throw CommandFailure(L.cmdAppNeedsTerminal, status: 2)
        }
        let paths = AppPaths(environment: variables)
        let config = AppConfig.load(paths: paths, environment: variables)
        // The terminal is set up first and says the app is starting; then the user's database opens on another core
        // while the bundled files are read and the tabs are built: the screen answers about 9 ms before the first tab
        // is drawn (README, Performance).
        let terminal: StartingTerminal
        do { terminal = try StartingTerminal(logPath: paths.log, environment: variables) } catch {
            throw CommandFailure("\(error)")
        }
        terminal.show { buffer in
            StartingScreen(
                titles: TabsFactory.titles, numbers: TabsFactory.numbers,
                selected: StateFile(path: paths.stateFile).value(StateFile.lastTab).flatMap(Int.init) ?? 0,
                accessible: accessible || config.accessible
            ).render(into: &buffer)
        }
        let environment: AppEnvironment
        let start: ResolvedLocation
        do {
            environment = try AppEnvironment(
                offline: offline, interactive: true, environment: variables, config: config)
            start = try await environment.commandLocation(location)
        } catch {
            terminal.giveBack()  // said on the terminal as it was, not on the screen being left
            throw error
        }
        environment.remember(location: start)
        let builder = ShellBuilder(environment: environment, location: start)
        let shell = builder.makeShell(selectedTab: nil, accessible: accessible)
        environment.log.write(
            "start \(AppEnvironment.version), \(environment.serviceSummary()), location \(start.name)")
        let session = terminal.session(shell: shell, clock: LiveClock())
        // The builder and loop live for the rest of the process.
        Self.keepAlive = (builder, session)
        session.start()
        return true
    }

    /// Both ends are a terminal that can address the screen (not TERM=dumb, not unset).
    static func terminalCanShowTheApp(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
    }

    @MainActor static var keepAlive: (ShellBuilder, TerminalSession)?
}
