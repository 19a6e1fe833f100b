import Foundation
import GRDB
import Synchronization

/// The bundled read-only dataset (`Resources/offline.sqlite`, built by `tools/make_offline_db.py`). Nothing is
/// opened or decoded at start: the file is opened on the first query of a simulator that needs it, and each
/// query reads only the rows it answers with, through an index.
public final class OfflineDataset: Sendable {
    public static let fileName = "offline.sqlite"
    private let path: String
    private let queue: Mutex<DatabaseQueue?> = Mutex(nil)

    public init(resources: ResourceLocator) throws {
        path = resources.directory.appendingPathComponent(Self.fileName).path
        guard FileManager.default.fileExists(atPath: path) else { throw ResourceLocator.LookupError.missingFile(Self.fileName) }
    }

    /// Runs `body` on the dataset, opening it (read-only) the first time.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        let database = try queue.withLock { queue -> DatabaseQueue in
            if let queue { return queue }
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "offline dataset"
            let opened = try DatabaseQueue(path: path, configuration: configuration)
            queue = opened
            return opened
        }
        return try database.read(body)
    }
}
