import Foundation

/// Time as the app sees it: the current wall time and delayed work on the main actor.
/// Injected everywhere time matters so tests run in virtual time, never with `sleep`.
@MainActor
public protocol SchedulingClock: AnyObject {
    var now: Date { get }
    /// Runs `action` on the main actor after `delay`, unless the returned subscription is cancelled first.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Subscription
}

extension Duration {
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// The real clock: wall time, and main-queue timers.
@MainActor
public final class LiveClock: SchedulingClock {
    public init() {}
    public var now: Date { Date() }

    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Subscription {
        let token = Subscription()
        let ms = max(0, Int((delay.seconds * 1000).rounded()))
        let run: @Sendable () -> Void = { [weak token] in
            MainActor.assumeIsolated {
                guard let token, !token.isCancelled else { return }
                action()
            }
        }
        // "As soon as possible" (every frame after a key) is queued, not timed: asyncAfter arms a timer source on
        // dispatch's manager thread even for a zero delay, a thread wake-up per key press.
        if ms == 0 {
            DispatchQueue.main.async(execute: run)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(ms), execute: run)
        }
        return token
    }
}

/// A clock that moves only when told to: `advance(by:)` runs due actions in deadline order.
@MainActor
public final class VirtualClock: SchedulingClock {
    private struct Job {
        let deadline: Duration
        let order: Int
        weak var token: Subscription?
        let action: @MainActor () -> Void
    }

    private let start: Date
    public private(set) var elapsed: Duration = .zero
    private var jobs: [Job] = []
    /// How many actions were ever scheduled (cancelled ones included).
    private(set) var counter = 0

    public init(start: Date = Date(timeIntervalSince1970: 1_790_000_000)) {
        self.start = start
    }

    public var now: Date { start.addingTimeInterval(elapsed.seconds) }

    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Subscription {
        let token = Subscription()
        counter += 1
        jobs.append(Job(deadline: elapsed + delay, order: counter, token: token, action: action))
        // The clock keeps the token alive until it fires or is cancelled, like a real timer would.
        retainedTokens.insert(token)
        return token
    }

    private var retainedTokens: Set<Subscription> = []

    /// Moves time forward, running each due job at its own deadline (jobs may schedule more jobs).
    public func advance(by delta: Duration) {
        let target = elapsed + delta
        while let next = nextDueJob(before: target) {
            elapsed = next.deadline
            if let token = next.token {
                retainedTokens.remove(token)
                if !token.isCancelled { next.action() }
            }
        }
        elapsed = target
        retainedTokens = retainedTokens.filter { !$0.isCancelled }
    }

    /// Jobs scheduled and neither fired nor cancelled.
    public var pendingCount: Int {
        jobs.filter { $0.token.map { !$0.isCancelled } ?? false }.count
    }

    private func nextDueJob(before target: Duration) -> Job? {
        jobs.removeAll { $0.token == nil || $0.token!.isCancelled }
        guard
            let index = jobs.indices
                .filter({ jobs[$0].deadline <= target })
                .min(by: { (jobs[$0].deadline, jobs[$0].order) < (jobs[$1].deadline, jobs[$1].order) })
        else { return nil }
        return jobs.remove(at: index)
    }
}
