import Foundation
import Synchronization

/// A scripted transport for tests: records every request and answers with a handler, which may wait
/// (to simulate slow responses) and observes cancellation like a real transport.
public final class StubTransport: Transport {
    public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private let state = Mutex<(requests: [HTTPRequest], cancelled: [URL])>(([], []))
    private let handler: Handler

    public init(handler: @escaping Handler) { self.handler = handler }

    /// Always the same answer.
    public convenience init(status: Int = 200, body: String) {
        self.init { _ in .json(status, body) }
    }

    public var requests: [HTTPRequest] { state.withLock { $0.requests } }
    /// URLs of requests whose task was cancelled before an answer came.
    public var cancelledURLs: [URL] { state.withLock { $0.cancelled } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        state.withLock { $0.requests.append(request) }
        do {
            let response = try await handler(request)
            try Task.checkCancellation()
            return response
        } catch is CancellationError {
            state.withLock { $0.cancelled.append(request.url) }
            throw TransportError.cancelled
        }
    }
}
