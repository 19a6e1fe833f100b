import Foundation
import Services
import Synchronization

/// Requests wait until the test opens their gate, in any order; cancellation is ignored on purpose,
/// to model a slow server whose answer arrives late.
public final class Gate: Sendable {
    private let waiting = Mutex<[Int: CheckedContinuation<HTTPResponse, Never>]>([:])
    private let next = Mutex(0)

    public init() {}

    public func wait() async -> HTTPResponse {
        let index = next.withLock { n in
            defer { n += 1 }; return n
        }
        return await withCheckedContinuation { continuation in
            waiting.withLock { $0[index] = continuation }
        }
    }

    public func isWaiting(_ index: Int) -> Bool { waiting.withLock { $0[index] != nil } }

    public func open(_ index: Int, with response: HTTPResponse) {
        waiting.withLock { $0.removeValue(forKey: index) }?.resume(returning: response)
    }
}

/// Lets other tasks run until `condition` holds (bounded; no wall-clock sleeping).
@MainActor
public func until(_ condition: () -> Bool) async {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
}
