import ArgumentParser
import Localization

/// `onestep`: the interactive app, as the argument parser sees it (help, errors, options in any form).
struct AppCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "app", abstract: L.cmdAppAbstract)
    }

    @OptionGroup var global: GlobalOptions

    var app: AppRun { AppRun(offline: global.offline, location: global.location, accessible: global.accessible) }

    @MainActor
    func execute() async throws -> Bool { try await app.execute() }
}
