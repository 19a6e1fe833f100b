import Dispatch
import Foundation

/// Work started on a thread of its own at once, its result (or error) collected later. Not dispatch's global
/// queue: it runs as many items at once as there are cores, not counting a main thread that only waits for them,
/// so on two cores the third of the start-up's jobs waited for the first (perf, uprobes). The thread runs a little
/// below the main thread's priority (`JobPriority`): with two jobs and the main thread on two cores the scheduler had
/// given both cores to the jobs for up to 3 ms while the main thread, on its way to the first frame, waited
/// (sched_switch traces).
final class InBackground<Value: Sendable>: @unchecked Sendable {
    private var outcome: Result<Value, Error>?  // written once, before `done` is signalled
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws -> Value) {
        let priority = JobPriority()
        let thread = Thread {
            priority.apply()
            self.outcome = Result { try work() }
            self.done.signal()
        }
        thread.start()
    }

    /// Waits for the work if it is still running.
    func result() throws -> Value {
        done.wait()
        done.signal()  // a second call does not wait forever
        return try outcome!.get()
    }
}

/// Five steps nicer than the thread that started the first job (the main thread), for every job: a job started by
/// another job is not five steps nicer again. Linux keeps a nice value per thread (`who` 0 is the caller); elsewhere
/// it is the whole process's, and left alone.
private struct JobPriority {
    #if os(Linux)
        private static let which = __priority_which_t(PRIO_PROCESS.rawValue)
        /// Read once, on the first job's starter.
        private static let nice = min(getpriority(which, 0) + 5, 19)
        private let nice = Self.nice

        /// For the calling thread: about a quarter of a core when it competes with a thread at the main thread's
        /// priority, all of it when it does not.
        func apply() { _ = setpriority(Self.which, 0, nice) }
    #else
        func apply() {}
    #endif
}
