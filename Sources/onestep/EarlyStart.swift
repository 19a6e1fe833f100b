import Foundation
import Services

/// What a run needs before its first frame, started on a thread of its own first thing, while the language is
/// chosen and the command line read. For the app itself on a terminal that can show it, the user's database (about
/// 3 ms to open: uprobes) — not before `--help`, nor for a run that will only say it needs a terminal: neither may
/// create it. The app's bundled files (about 2 ms to decode, on two threads) are read after its starting screen, on
/// the main thread: started here too, they and the database took both cores from the main thread on its way to that
/// screen, for up to 2.3 ms at a time (sched_switch traces, two cores), and the tabs wait for the database longest
/// anyway. Every other command reads the bundled files here, while the argument parser works. Each is taken once, by
/// the first environment built for the process's own environment; any other (tests) reads for itself.
@MainActor
enum EarlyStart {
    private static var bundled: InBackground<BundledFiles>?
    private static var database: (path: String, opening: InBackground<AppDatabase>)?

    /// At the very start, before the language is chosen (reading the config for it takes a while): the database
    /// keeps what it did to a damaged file as facts and says them in the language in use when asked.
    /// `app`: what `AppRun.read` made of the arguments — the app itself, asked for in a form read without the parser.
    static func begin(app: AppRun?) {
        let environment = StartEnvironment.variables
        if app != nil, AppRun.terminalCanShowTheApp(environment: environment) {
            let path = AppPaths(environment: environment).database
            database = (path, InBackground { try AppDatabase(path: path) })
        } else {
            bundled = InBackground { try BundledFiles.read(environment: environment) }
        }
    }

    static func bundledFiles(for environment: [String: String]) throws -> BundledFiles {
        if let started = bundled, environment == StartEnvironment.variables {
            bundled = nil
            return try started.result()
        }
        return try BundledFiles.read(environment: environment)
    }

    /// Waits for a database opening no environment took (the run ends before it needed it).
    static func finish() {
        _ = try? database?.opening.result()
    }

    static func databaseOpening(at path: String) -> InBackground<AppDatabase> {
        if let started = database, started.path == path {
            database = nil
            return started.opening
        }
        return InBackground { try AppDatabase(path: path) }
    }
}
