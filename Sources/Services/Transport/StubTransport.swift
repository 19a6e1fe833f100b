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

    /// For handlers that model a server that never answers: returns only by throwing once the task is cancelled.
    public static func hangUntilCancelled() async throws -> HTTPResponse {
        let latch = CancellationLatch()
        await withTaskCancellationHandler {
            await withCheckedContinuation { latch.wait(with: $0) }
        } onCancel: {
            latch.release()
        }
        throw CancellationError()
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

/// Resumes a waiter once released, whichever of the two happens first.
final class CancellationLatch: Sendable {
    private let state = Mutex<(released: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func wait(with continuation: CheckedContinuation<Void, Never>) {
        let resumeNow = state.withLock { s -> Bool in
            if s.released { return true }
            s.waiter = continuation
            return false
        }
        if resumeNow { continuation.resume() }
    }

    func release() {
        let waiter = state.withLock { s -> CheckedContinuation<Void, Never>? in
            s.released = true
            defer { s.waiter = nil }
            return s.waiter
        }
        waiter?.resume()
    }
}
