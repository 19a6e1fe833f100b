import ArgumentParser
import Foundation
import Services

/// `onestep cache clear`: forgets the last answers kept for when the network is gone; the next offline look
/// shows the bundled sample again. `doctor` shows the cache's size and oldest entry.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "The last live answers kept for offline use.",
        subcommands: [Clear.self])

    struct Clear: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear", abstract: "Remove every kept answer (favourites and bookmarks stay).")
        @OptionGroup var global: GlobalOptions

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let cache = environment.answerCache
            do {
                let removed = try cache.clear()
                print("removed \(removed) kept answer\(removed == 1 ? "" : "s") from \(cache.directory)")
            } catch {
                throw CommandFailure(StorageFailure.sentence("clear the cache at \(cache.directory)", error))
            }
            return false
        }
    }
}
