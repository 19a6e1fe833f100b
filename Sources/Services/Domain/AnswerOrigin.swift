import Foundation
import Localization
import Synchronization

/// When an answer was fetched from its live source, and whether it is the last good answer kept on disk,
/// shown because the live source could not be reached now. `nil` where an answer is the bundled sample.
public struct AnswerOrigin: Sendable, Equatable {
    public var fetchedAt: Date
    /// Served from the disk cache because the request failed (no network, a timeout, a server error).
    public var isOfflineCopy: Bool

    public init(fetchedAt: Date, isOfflineCopy: Bool) {
        self.fetchedAt = fetchedAt; self.isOfflineCopy = isOfflineCopy
    }

    /// "just now", "5 min ago", "2 h ago", "3 d ago".
    public func age(now: Date) -> String { Self.age(seconds: now.timeIntervalSince(fetchedAt)) }

    public static func age(seconds: TimeInterval) -> String {
        L.ago(minutes: Int(max(0, seconds) / 60))
    }

    /// "OpenStreetMap · 2 h ago (offline)" for an offline copy; the source's name alone for a fresh answer.
    public func label(source: String, now: Date) -> String {
        isOfflineCopy ? L.offlineLabel(source: source, age: age(now: now)) : source
    }

    /// Older than `limit`: not to be shown as current (weather after 12 h, air quality after 3 h).
    public func isStale(now: Date, limit: TimeInterval) -> Bool { now.timeIntervalSince(fetchedAt) > limit }

    /// A kept copy past `limit`: not to be shown as current (a fresh answer never is).
    public func isTooOldToShow(now: Date, limit: TimeInterval) -> Bool {
        isOfflineCopy && isStale(now: now, limit: limit)
    }

    /// Of several requests behind one answer, the answer is as old as its oldest part.
    public static func combined(_ origins: [AnswerOrigin]) -> AnswerOrigin? {
        guard let oldest = origins.min(by: { $0.fetchedAt < $1.fetchedAt }) else { return nil }
        return AnswerOrigin(fetchedAt: oldest.fetchedAt, isOfflineCopy: origins.contains(where: \.isOfflineCopy))
    }

    // MARK: Collecting the origins of the requests behind an answer

    /// The requests a client makes while building one answer report here (`LastAnswerTransport`), so the client
    /// can say how old its answer is without threading HTTP headers through its decoders.
    @TaskLocal static var collector: Collector?

    final class Collector: Sendable {
        let origins = Mutex<[AnswerOrigin]>([])
        let outer: Collector?
        init(outer: Collector?) { self.outer = outer }
        func add(_ origin: AnswerOrigin) {
            origins.withLock { $0.append(origin) }
            outer?.add(origin)
        }
    }

    /// Runs `work` and returns what it made with the combined origin of the live requests it sent (nil when
    /// none went through a `LastAnswerTransport`: bundled data).
    public static func collect<T>(
        isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T
    ) async rethrows -> (T, AnswerOrigin?) {
        let collector = Collector(outer: Self.collector)
        let value = try await $collector.withValue(collector, operation: { try await work() }, isolation: isolation)
        return (value, combined(collector.origins.withLock { $0 }))
    }

    /// Called by the transport for each answered request.
    static func report(_ origin: AnswerOrigin) { collector?.add(origin) }
}

/// Where a service's answers come from, as the status bar marks it — the same four words as `--json`'s "source".
public enum AnswerKind: Equatable, Sendable {
    case live, keptCopy, bundled, sample
    /// A live service not asked yet this session: never marked live before an answer came.
    case notAskedYet

    /// ● live, ◐ a kept copy of a live answer, ◆ a bundled real dataset, ○ made up, ◌ live but not asked yet
    /// (explained in help).
    public var mark: String {
        switch self {
        case .live: "●"
        case .notAskedYet: "◌"
        case .keptCopy: "◐"
        case .bundled: "◆"
        case .sample: "○"
        }
    }
}
