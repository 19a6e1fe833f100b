import Foundation
import Synchronization

/// The log file: every request (keys redacted), its status and time, and app events.
public final class RequestLog: Sendable {
    private let handle: Mutex<FileHandle?>

    public init(path: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        let file = try? FileHandle(forWritingTo: url)
        _ = try? file?.seekToEnd()
        handle = Mutex(file)
    }

    public func write(_ line: String) {
        let stamp = ISO8601DateFormatter().string(from: Date())
        let text = Redactor.shared.redact("\(stamp) \(line)\n")
        handle.withLock { _ = try? $0?.write(contentsOf: Data(text.utf8)) }
    }
}
