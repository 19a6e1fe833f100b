import Foundation

/// In front of a live transport: every good answer (2xx) is kept in the `AnswerCache`; when a request fails
/// for want of a network (no route, a timeout) or the server fails (5xx, 429), the last good answer to the same
/// request is given instead, marked an offline copy. Each answer's origin is reported to `AnswerOrigin.collect`.
/// A refusal (4xx: a wrong key, a bad query) is never hidden behind an old answer.
public struct LastAnswerTransport: Transport {
    let inner: Transport
    let cache: AnswerCache
    let now: @Sendable () -> Date

    public init(_ inner: Transport, cache: AnswerCache, now: @escaping @Sendable () -> Date = Date.init) {
        self.inner = inner; self.cache = cache; self.now = now
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await inner.send(request)
        } catch let failure as TransportError where failure != .cancelled {
            if let kept = offlineCopy(for: request) { return kept }
            throw failure
        }
        if (200..<300).contains(response.status) {
            let moment = now()
            cache.store(response.body, for: request, at: moment)
            AnswerOrigin.report(AnswerOrigin(fetchedAt: moment, isOfflineCopy: false))
        } else if response.status >= 500 || response.status == 429, let kept = offlineCopy(for: request) {
            return kept
        }
        return response
    }

    private func offlineCopy(for request: HTTPRequest) -> HTTPResponse? {
        guard let entry = cache.entry(for: request) else { return nil }
        AnswerOrigin.report(AnswerOrigin(fetchedAt: entry.fetchedAt, isOfflineCopy: true))
        return HTTPResponse(status: 200, headers: ["X-Onestep-Cache": "offline-copy"], body: entry.body)
    }
}
