import Dispatch

/// Work started on another thread at once, its result (or error) collected later.
final class InBackground<Value: Sendable>: @unchecked Sendable {
    private var outcome: Result<Value, Error>?  // written once, before `done` is signalled
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.outcome = Result { try work() }
            self.done.signal()
        }
    }

    /// Waits for the work if it is still running.
    func result() throws -> Value {
        done.wait()
        done.signal()  // a second call does not wait forever
        return try outcome!.get()
    }
}
