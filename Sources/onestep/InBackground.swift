import Dispatch
import Foundation

/// Work started on a thread of its own at once, its result (or error) collected later. Not dispatch's global
/// queue: it runs as many items at once as there are cores, not counting a main thread that only waits for them,
/// so on two cores the third of the start-up's jobs waited for the first (perf, uprobes). A POSIX thread, not
/// Foundation's `Thread`: starting one of those took the main thread 0.45 ms, twice on the way to the first frame
/// (uprobes); `pthread_create` takes a tenth of that. The thread runs a little below the main thread's priority:
/// the work is wanted after the starting screen, and with two jobs and the main thread on two cores the scheduler
/// had given both cores to the jobs for up to 3 ms while the main thread, on its way to the first frame, waited
/// (sched_switch traces).
final class InBackground<Value: Sendable>: @unchecked Sendable {
    private var outcome: Result<Value, Error>?  // written once, before `done` is signalled
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws -> Value) {
        let run = {
            self.outcome = Result { try work() }
            self.done.signal()
        }
        if !Self.startThread(running: run) { run() }  // no thread to be had (limits): the work is done here
    }

    /// Waits for the work if it is still running.
    func result() throws -> Value {
        done.wait()
        done.signal()  // a second call does not wait forever
        return try outcome!.get()
    }

    /// A detached thread, a little nicer than this one, running `body`; false when none could be started.
    private static func startThread(running body: @escaping () -> Void) -> Bool {
        let box = Unmanaged.passRetained(ThreadBody(body))
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { raw in
                // Five steps nicer than the thread that started it, for this thread alone (Linux keeps a nice value
                // per thread; `who` 0 is the caller): about a quarter of a core when it competes with the main
                // thread, all of it when it does not.
                let which = __priority_which_t(PRIO_PROCESS.rawValue)
                _ = setpriority(which, 0, min(getpriority(which, 0) + 5, 19))
                Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
        guard status == 0 else {
            box.release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}

/// What a thread started by `InBackground` runs, passed through `pthread_create`'s one pointer.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
