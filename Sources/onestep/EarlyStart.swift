import Foundation
import Services

/// What a command needs first, started on a thread of its own first thing, while the language is chosen and the
/// command line parsed: the bundled files (about 2 ms to decode). Not for the app itself (what `AppRun.read` found
/// asked for): it draws its starting screen first and then reads them, on the main thread, while its database
/// opens on another. Started here, they and the database kept the main thread off its core on its way to that
/// screen, up to 3 ms at a time (sched_switch traces, two cores, tmux and a shell at work); the first tab comes
/// 0.4–1.1 ms later this way (pty, medians of 20). Taken once, by the first environment built for the process's own
/// environment; any other (tests) reads for itself.
@MainActor
enum EarlyStart {
    private static var bundled: InBackground<BundledFiles>?

    /// `app`: what `AppRun.read` made of the arguments — the app itself, asked for in a form read without the parser.
    static func begin(app: AppRun?) {
        guard app == nil else { return }
        let environment = StartEnvironment.variables
        bundled = InBackground { try BundledFiles.read(environment: environment) }
    }

    static func bundledFiles(for environment: [String: String]) throws -> BundledFiles {
        if let started = bundled, environment == StartEnvironment.variables {
            bundled = nil
            return try started.result()
        }
        return try BundledFiles.read(environment: environment)
    }
}
