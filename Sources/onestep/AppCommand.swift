import ArgumentParser
import Foundation
import Localization
import Observables
import Services
import TUI

/// `onestep`: the interactive app.
struct AppCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "app", abstract: L.cmdAppAbstract)
    }

    @OptionGroup var global: GlobalOptions

    @MainActor
    func execute() async throws -> Bool {
        // A terminal that cannot address the screen (TERM=dumb: emacs shells, line-oriented screen-reader set-ups) or
        // output that is not a terminal: say what works there instead of filling it with a full screen's blank lines.
        guard Self.terminalCanShowTheApp(environment: ProcessInfo.processInfo.environment) else {
            throw CommandFailure(L.cmdAppNeedsTerminal, status: 2)
        }
        let environment = try AppEnvironment(offline: global.offline, interactive: true)
        let start = try await environment.commandLocation(global.location)
        environment.remember(location: start)
        let builder = ShellBuilder(environment: environment, location: start)
        let shell = builder.makeShell(selectedTab: nil, accessible: global.accessible)
        environment.log.write(
            "start \(AppEnvironment.version), \(environment.serviceSummary()), location \(start.name)")

        TerminalSession.prepareSignals()
        let backend: NcursesBackend
        do { backend = try NcursesBackend() } catch { throw CommandFailure("\(error)") }
        let session = TerminalSession(shell: shell, backend: backend, clock: LiveClock())
        session.redirectStderr(to: environment.paths.log)
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
