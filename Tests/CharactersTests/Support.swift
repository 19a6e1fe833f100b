import Foundation
import Synchronization
@testable import Services

/// Requests wait until the test opens their gate, in any order; cancellation is ignored on purpose,
/// to model a slow server whose answer arrives late.
final class Gate: Sendable {
    private let waiting = Mutex<[Int: CheckedContinuation<HTTPResponse, Never>]>([:])
    private let next = Mutex(0)

    func wait() async -> HTTPResponse {
        let index = next.withLock { n in defer { n += 1 }; return n }
        return await withCheckedContinuation { continuation in
            waiting.withLock { $0[index] = continuation }
        }
    }

    func isWaiting(_ index: Int) -> Bool { waiting.withLock { $0[index] != nil } }

    func open(_ index: Int, with response: HTTPResponse) {
        waiting.withLock { $0.removeValue(forKey: index) }?.resume(returning: response)
    }
}

/// Lets other tasks run until `condition` holds (bounded; no wall-clock sleeping).
@MainActor
func until(_ condition: () -> Bool) async {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
}

func marvelPage(_ names: [(Int, String)], total: Int, offset: Int = 0, limit: Int = 10) -> HTTPResponse {
    let results = names.map { #"{"id":\#($0.0),"name":"\#($0.1)","description":"","modified":"2014-01-01T00:00:00-0500","thumbnail":{"path":"http://x/\#($0.0)","extension":"jpg"}}"# }
    return .json(200, #"{"code":200,"status":"Ok","attributionText":"Data provided by Marvel. © 2014 MARVEL","etag":"e","data":{"offset":\#(offset),"limit":\#(limit),"total":\#(total),"count":\#(names.count),"results":[\#(results.joined(separator: ","))]}}"#)
}
