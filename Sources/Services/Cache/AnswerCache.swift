import Crypto
import Foundation

/// The last good answer of each live request, on disk under `XDG_CACHE_HOME/onestep/answers`: one file per
/// request, named by the SHA-256 of the request without its keys, holding a one-line header and the body.
/// Written atomically (a temporary file renamed over the old one, so two windows never see half an entry);
/// bounded by size, oldest out first; a damaged entry is removed and logged, never fatal.
public final class AnswerCache: Sendable {
    public static let defaultLimit = 50 * 1024 * 1024
    public let directory: String
    let limit: Int
    let log: (@Sendable (String) -> Void)?

    public init(directory: String, limit: Int = AnswerCache.defaultLimit, log: (@Sendable (String) -> Void)? = nil) {
        self.directory = directory; self.limit = limit; self.log = log
    }

    public struct Entry: Sendable, Equatable {
        public var body: Data
        public var fetchedAt: Date
    }

    /// What identifies a request: its method and URL without the query parameters that carry keys or change on
    /// every request (Marvel's `ts` and `hash`), so an answer is found again and no secret reaches the disk.
    public static func key(for request: HTTPRequest) -> String {
        // The keys the log redacts, and Marvel's per-request time stamp that goes with its signature.
        let secret = Set((Redactor.keyParameters + ["ts", "key"]).map { $0.lowercased() })
        guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
            return request.method + " " + request.url.absoluteString
        }
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.filter {
            !secret.contains($0.name.lowercased())
        }
        return request.method + " " + (components.url?.absoluteString ?? "")
    }

    func path(for key: String) -> String {
        let digest = SHA256.hash(data: Data(key.utf8)).map { String(format: "%02x", $0) }.joined()
        return directory + "/" + digest + ".answer"
    }

    private struct Header: Codable {
        var key: String
        var fetchedAt: Double
    }

    public func entry(for request: HTTPRequest) -> Entry? {
        let key = Self.key(for: request), file = path(for: key)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline])
        else {
            try? FileManager.default.removeItem(atPath: file)
            log?("cache: removed a damaged entry \(URL(fileURLWithPath: file).lastPathComponent)")
            return nil
        }
        // Another request with the same digest (never seen, but a wrong answer would be worse than none).
        guard header.key == key else { return nil }
        return Entry(body: Data(data[(newline + 1)...]), fetchedAt: Date(timeIntervalSince1970: header.fetchedAt))
    }

    public func store(_ body: Data, for request: HTTPRequest, at date: Date) {
        let key = Self.key(for: request)
        guard body.count + 1024 < limit,
            var data = try? JSONEncoder().encode(Header(key: key, fetchedAt: date.timeIntervalSince1970))
        else { return }
        data.append(UInt8(ascii: "\n"))
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = directory + "/.\(UUID().uuidString).tmp"
            // The header and the body written as they are, no copy of the body and no flush to the disk: a kept
            // answer is a convenience (a 6 MB answer took 30 ms to write through FileManager, before it was shown).
            guard Self.write([data, body], to: temporary) else { throw CocoaError(.fileWriteUnknown) }
            guard rename(temporary, path(for: key)) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            log?("cache: could not keep an answer in \(directory): \(error)")
            return
        }
        trim()
    }

    public struct Summary: Sendable, Equatable {
        public var entries: Int
        public var bytes: Int
        public var oldest: Date?
    }

    private struct File {
        var path: String
        var bytes: Int
        var modified: Date
    }

    private func files() -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".answer") }.compactMap { name in
            let path = directory + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            return File(
                path: path, bytes: (attributes[.size] as? Int) ?? 0,
                modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
        }
    }

    /// Writes the parts to a new file only this user can read; false (and nothing left behind) on any failure.
    private static func write(_ parts: [Data], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        var written = true
        for part in parts where written {
            written = part.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { return false }
                    offset += n
                }
                return true
            }
        }
        if close(fd) != 0 { written = false }
        if !written { unlink(path) }
        return written
    }

    /// Oldest written first out, until the cache is within its limit.
    private func trim() {
        var all = files()
        var total = all.reduce(0) { $0 + $1.bytes }
        guard total > limit else { return }
        all.sort { $0.modified < $1.modified }
        for file in all where total > limit {
            try? FileManager.default.removeItem(atPath: file.path)
            total -= file.bytes
        }
    }

    /// Size and age, for `doctor` (the oldest entry's time is when it was written).
    public func summary() -> Summary {
        let all = files()
        return Summary(
            entries: all.count, bytes: all.reduce(0) { $0 + $1.bytes }, oldest: all.map(\.modified).min())
    }

    /// Each entry's request key and fetch time (read from the entries' first lines), for `doctor`.
    public func keptAnswers() -> [(key: String, fetchedAt: Date)] {
        files().compactMap { file in
            guard let handle = FileHandle(forReadingAtPath: file.path) else { return nil }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: 8192)) ?? Data()
            guard let newline = head.firstIndex(of: UInt8(ascii: "\n")),
                let header = try? JSONDecoder().decode(Header.self, from: head[head.startIndex..<newline])
            else { return nil }
            return (header.key, Date(timeIntervalSince1970: header.fetchedAt))
        }
    }

    /// `onestep cache clear`: every entry; returns how many were removed.
    @discardableResult
    public func clear() throws -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names where name.hasSuffix(".answer") || name.hasSuffix(".tmp") {
            try FileManager.default.removeItem(atPath: directory + "/" + name)
            if name.hasSuffix(".answer") { removed += 1 }
        }
        return removed
    }
}
