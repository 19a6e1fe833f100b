import Synchronization

/// Grapheme clusters of more than one scalar (a letter with combining marks, an emoji sequence), each stored
/// once and named by a number above the Unicode scalar range, so that a `Cell` stays a plain value.
/// Shared by every buffer in the process (cells are compared across frames); append-only and bounded.
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()
    /// Ids start above the last Unicode scalar, so an id can never be mistaken for one.
    static let firstID: UInt32 = 0x11_0000
    /// Past this many distinct clusters, a new one is drawn as U+FFFD: memory stays bounded whatever remote text
    /// arrives (real screens hold a few dozen).
    static let capacity = 1 << 16
    static let replacement: UInt32 = 0xFFFD

    private struct Storage {
        var clusters: [String] = []
        var ids: [String: UInt32] = [:]
    }
    private let storage = Mutex(Storage())

    func id(for cluster: String) -> UInt32 {
        storage.withLock { table in
            if let id = table.ids[cluster] { return id }
            guard table.clusters.count < GraphemeTable.capacity else { return GraphemeTable.replacement }
            let id = GraphemeTable.firstID + UInt32(table.clusters.count)
            table.clusters.append(cluster)
            table.ids[cluster] = id
            return id
        }
    }

    func cluster(_ id: UInt32) -> String? {
        guard id >= GraphemeTable.firstID else { return nil }
        let index = Int(id - GraphemeTable.firstID)
        return storage.withLock { table in index < table.clusters.count ? table.clusters[index] : nil }
    }
}
