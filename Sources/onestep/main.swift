import ArgumentParser
import Dispatch
import Foundation
import GRDB
import Localization
import Services
import TUI

/// Commands run on the main actor; the interactive app keeps the process alive, the others exit.
protocol MainActorCommand {
    /// Returns true when the process should keep running (the interactive app), false to exit 0.
    @MainActor func execute() async throws -> Bool
}

struct Onestep: ParsableCommand {
    // Computed, not stored: read after main has chosen the language, so --help speaks it.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "onestep",
            abstract: L.cmdOnestepAbstract,
            discussion: L.cmdOnestepDiscussion,
            version: AppEnvironment.version,
            subcommands: [
                AppCommand.self, StoresCommand.self, WeatherCommand.self, CharactersCommand.self, TravelCommand.self,
                SnapshotCommand.self, HoursCommand.self, DoctorCommand.self, CacheCommand.self, BenchCommand.self,
            ],
            defaultSubcommand: AppCommand.self
        )
    }
}

/// Reports a failure the way scripts expect: one line on stderr, then the exit status (1 unless said).
func report(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data(("onestep: " + message + "\n").utf8))  // not UI: the program name
    exit(status)
}

// `--version` answers before any parsing: the first protocol cast (in the parser and below) scans every
// conformance record of the binary, which is most of the start-up time (measured with perf).
if Array(CommandLine.arguments.dropFirst()) == ["--version"] {
    print(AppEnvironment.version)
    exit(0)
}

let typedArguments = Array(CommandLine.arguments.dropFirst())
let appReadDirectly = AppRun.read(typedArguments)
EarlyStart.begin(app: appReadDirectly)

Localization.choose(
    LanguageSetting.choose(arguments: CommandLine.arguments, environment: StartEnvironment.variables))

/// argument-parser's exit, with its words in the language in use.
func exitParsing(_ error: Error) -> Never {
    let code = Onestep.exitCode(for: error)
    let message = LanguageSetting.localizedHelp(Onestep.fullMessage(for: error))
    if !message.isEmpty {
        if code == .success { print(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
    exit(code.rawValue)
}

/// The command asked for: what the argument parser makes of the arguments; help, `--version` and errors are answered
/// here and end the process.
func commandOrExit(_ arguments: [String]) -> MainActorCommand {
    let parsed: ParsableCommand
    do {
        parsed = try Onestep.parseAsRoot(GlobalOptions.movedAfterTheSubcommand(arguments))
    } catch {
        exitParsing(error)
    }
    guard let command = parsed as? MainActorCommand else {
        // Only --help / --version style commands land here.
        var plain = parsed
        do { try plain.run() } catch { exitParsing(error) }
        exit(0)
    }
    return command
}

// The app with its options read directly when that is all the arguments say (`AppRun.read`).
let command: MainActorCommand = appReadDirectly ?? commandOrExit(typedArguments)

/// The database's path, for what a refused write says of its place.
let databasePath = AppPaths(environment: StartEnvironment.variables).database

Task { @MainActor in
    do {
        if try await command.execute() == false { exit(0) }
    } catch let error as CleanExit {
        exitParsing(error)
    } catch let error as ValidationError {
        // Found wrong after parsing (the command's own check): its sentence alone, not the top-level usage.
        report(error.message, status: ExitCode.validationFailure.rawValue)
    } catch let failure as CommandFailure {
        report(failure.message, status: failure.status)
    } catch let error as DatabaseError {
        // A write the file refused (read-only, full, locked): said in words, never SQLite's text.
        report(StorageFailure.sentence(L.actionKeepChange, error, at: databasePath))
    } catch let error as CocoaError {
        report(StorageFailure.sentence(L.actionKeepChange, error, at: databasePath))
    } catch let error as POSIXError {
        report(StorageFailure.sentence(L.actionKeepChange, error, at: databasePath))
    } catch {
        report(String(describing: (error as? LocalizedError)?.errorDescription ?? "\(error)"))
    }
}
do { try MainThreadLoop.run() } catch { report(L.shellCannotWaitForEvents(error.reason)) }
