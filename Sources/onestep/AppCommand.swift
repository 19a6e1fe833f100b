import ArgumentParser
import Foundation
import Observables
import Services
import TUI

/// `onestep`: the interactive app.
struct AppCommand: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(commandName: "app", abstract: "Start the interactive app (the default).")

    @OptionGroup var global: GlobalOptions

    @MainActor
    func execute() async throws -> Bool {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            fail("the interactive app needs a terminal; see `onestep --help` for the scriptable commands")
        }
        let environment = try AppEnvironment(offline: global.offline, interactive: true)
        let start = await environment.startLocationOrExit(global.location)
        environment.remember(location: start)
        let builder = ShellBuilder(environment: environment, location: start)
        let shell = builder.makeShell(selectedTab: nil, accessible: global.accessible)
        environment.log.write("start \(AppEnvironment.version), \(environment.serviceSummary), location \(start.name)")

        TerminalSession.prepareSignals()
        let backend: NcursesBackend
        do { backend = try NcursesBackend() } catch { fail("\(error)") }
        let session = TerminalSession(shell: shell, backend: backend, clock: LiveClock())
        session.redirectStderr(to: environment.paths.log)
        // The builder and loop live for the rest of the process.
        Self.keepAlive = (builder, session)
        session.start()
        return true
    }

    @MainActor static var keepAlive: (ShellBuilder, TerminalSession)?
}
