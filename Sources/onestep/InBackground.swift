import Dispatch
import Foundation

/// Work started on a thread of its own at once, its result (or error) collected later. Not dispatch's global
/// queue: it runs as many items at once as there are cores, not counting a main thread that only waits for them,
/// so on two cores the third of the start-up's jobs waited for the first (perf, uprobes).
final class InBackground<Value: Sendable>: @unchecked Sendable {
    private var outcome: Result<Value, Error>?  // written once, before `done` is signalled
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread {
            self.outcome = Result { try work() }
            self.done.signal()
        }
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Waits for the work if it is still running.
    func result() throws -> Value {
        done.wait()
        done.signal()  // a second call does not wait forever
        return try outcome!.get()
    }
}
