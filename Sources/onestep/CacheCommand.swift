import ArgumentParser
import Foundation
import Localization
import Services

/// `onestep cache clear`: forgets the last answers kept for when the network is gone; the next offline look
/// shows the bundled sample again. `doctor` shows the cache's size and oldest entry.
struct CacheCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "cache", abstract: L.cmdCacheAbstract, subcommands: [Clear.self])
    }

    struct Clear: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "clear", abstract: L.cmdCacheClearAbstract)
        }
        @OptionGroup var global: GlobalOptions

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let cache = environment.answerCache
            do {
                let removed = try cache.clear()
                print(L.cmdCacheCleared(count: removed, directory: cache.directory))
            } catch {
                throw CommandFailure(StorageFailure.sentence(L.cmdCacheClearAction(directory: cache.directory), error))
            }
            return false
        }
    }
}
