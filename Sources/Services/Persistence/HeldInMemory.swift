import Foundation
import GRDB
import Synchronization

/// The database kept in memory while its file cannot be written (`AppDatabase`): why, and whether a change has
/// reached the file since. After each change the file is tried again; once it opens healthy, the person's tables
/// there are replaced with what memory holds, and from then on each change is copied the same way.
final class HeldInMemory: Sendable {
    let problem: StorageProblem
    let path: String
    private let written = Mutex(false)

    init(problem: StorageProblem, path: String) { self.problem = problem; self.path = path }

    /// Whether the last change reached the file.
    var isWritten: Bool { written.withLock { $0 } }

    func tryWriting(_ contents: UserDataBackup.Contents, with backup: UserDataBackup) {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            let pool = try AppDatabase.openFile(path)
            try pool.write { db in try backup.restore(contents, into: db, replacing: true) }
            try pool.close()
            written.withLock { $0 = true }
        } catch {
            written.withLock { $0 = false }
        }
    }
}
