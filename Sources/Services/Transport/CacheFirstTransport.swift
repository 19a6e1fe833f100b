import Foundation

/// For answers that rarely change (a city's streets): an answer kept in the `AnswerCache` younger than `maxAge`
/// is given without asking the network; otherwise the request goes on (behind it, a `LastAnswerTransport` keeps
/// the new answer). The kept answer reports its own fetch time, so the age shown stays true.
public struct CacheFirstTransport: Transport {
    let inner: Transport
    let cache: AnswerCache
    let maxAge: TimeInterval
    let now: @Sendable () -> Date

    public init(
        _ inner: Transport, cache: AnswerCache, maxAge: TimeInterval, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.inner = inner; self.cache = cache; self.maxAge = maxAge; self.now = now
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let kept = cache.entry(for: request), now().timeIntervalSince(kept.fetchedAt) < maxAge {
            AnswerOrigin.report(AnswerOrigin(fetchedAt: kept.fetchedAt, isOfflineCopy: false))
            return HTTPResponse(status: 200, headers: ["X-Onestep-Cache": "fresh"], body: kept.body)
        }
        return try await inner.send(request)
    }
}
