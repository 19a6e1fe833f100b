import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// The process's loop, on its main thread, in place of `dispatchMain()`. `dispatchMain()` parks the main thread
/// and has a worker thread run the main queue, and a read source wakes dispatch's own event thread first: every
/// key woke two threads (about five context switches a key, measured with `perf stat`). Here one `poll(2)` on the
/// main thread waits for the terminal's input and for work on the main queue — Swift's main actor, timers,
/// signal sources — and both run on this thread, as a run loop does (libdispatch hands the main queue to a run
/// loop through the two `_4CF` entry points CoreFoundation uses).
public enum MainThreadLoop {
    /// Called on the main thread when standard input can be read (or was closed); nil: input is not waited for.
    @MainActor public static var onInput: (@MainActor () -> Void)?

    /// Why the loop cannot go on (no descriptor to wait on, or `poll` failing): the caller says so and exits.
    public struct Failure: Error {
        /// The system's words for the cause (`strerror`).
        public let reason: String
    }

    /// Runs until the process exits; throws only when the main thread cannot wait for its events (said, never a hang).
    public static func run() throws(Failure) -> Never {
        #if os(Linux)
            let queue = mainQueueHandle()
            // No descriptor to wait on (the eventfd could not be made: no file descriptor left).
            guard queue >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
            var waits = [
                pollfd(fd: queue, events: Int16(POLLIN), revents: 0),
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            ]
            while true {
                let listening = MainActor.assumeIsolated { onInput != nil }
                let ready = poll(&waits, listening ? 2 : 1, -1)
                if ready < 0 {
                    guard errno == EINTR else { throw Failure(reason: String(cString: strerror(errno))) }
                    continue
                }
                if waits[0].revents != 0 {
                    var count: UInt64 = 0
                    _ = read(queue, &count, MemoryLayout<UInt64>.size)
                    drainMainQueue(nil)
                }
                if listening, waits[1].revents != 0 {
                    MainActor.assumeIsolated { onInput?() }
                }
            }
        #else
            // Elsewhere the main queue's handle is no descriptor: dispatch's own loop, keys through a read source.
            let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
            input.setEventHandler { MainActor.assumeIsolated { onInput?() } }
            input.resume()
            dispatchMain()
        #endif
    }
}

#if os(Linux)
    /// The main queue's wake-up descriptor (an eventfd on Linux), written to whenever work is queued on it.
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func mainQueueHandle() -> Int32

    /// Runs the work queued on the main queue, on the calling (main) thread.
    @_silgen_name("_dispatch_main_queue_callback_4CF")
    private func drainMainQueue(_ message: UnsafeMutableRawPointer?)
#endif
