import Foundation
import Synchronization

/// The log file: every request (keys redacted), its status and time, and app events.
/// A log past 1 MiB is moved to `onestep.log.1` at start, so it never grows without bound.
public final class RequestLog: Sendable {
    public static let rotateAt = 1 << 20
    private let handle: Mutex<FileHandle?>

    public init(path: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // stat(2), not FileManager's attribute dictionary: its values are cast from `Any` (perf, at start).
        var info = stat()
        if stat(path, &info) == 0, info.st_size > Self.rotateAt {
            try? FileManager.default.removeItem(atPath: path + ".1")
            try? FileManager.default.moveItem(atPath: path, toPath: path + ".1")
        }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        let file = try? FileHandle(forWritingTo: url)
        _ = try? file?.seekToEnd()
        handle = Mutex(file)
    }

    public func write(_ line: String) {
        let stamp = RequestLog.timestamp(Date())
        let text = Redactor.shared.redact("\(stamp) \(line)\n")
        handle.withLock { _ = try? $0?.write(contentsOf: Data(text.utf8)) }
    }

    /// "2026-11-22T09:15:02Z": by arithmetic (an ISO8601DateFormatter per line cost more than the request it logged
    /// when the offline catalogue answers a page).
    static func timestamp(_ date: Date) -> String { CivilTime.utcStamp(date) }
}
