import Dispatch
import Foundation
import Observables

/// The process around an `EventLoop` on a real terminal: keys are read when `MainThreadLoop` finds stdin readable,
/// signals arrive as dispatch sources on the main queue (= the main actor), stderr goes to the log while the screen
/// is up, and leaving restores the terminal before the process exits. Nothing wakes while idle.
@MainActor
public final class TerminalSession {
    private let loop: EventLoop
    private let backend: NcursesBackend
    private var sources: [DispatchSourceProtocol] = []
    /// Where stderr went before the screen was up (`StartingTerminal`), put back by `finish`; -1 when not redirected.
    private let savedStderr: Int32

    /// Signals that end the app cleanly. They are ignored at the C level and delivered to dispatch sources.
    static let quitSignals = [SIGINT, SIGTERM, SIGHUP]
    /// A resize, and `fg` after Ctrl-Z: everything is painted again.
    private static let repaintSignals = [SIGWINCH, SIGCONT]

    /// Call before anything else touches the terminal.
    static func prepareSignals() {
        for sig in quitSignals + repaintSignals { signal(sig, SIG_IGN) }
    }

    /// Made by `StartingTerminal.session`, which set the terminal up.
    init(shell: Shell, backend: NcursesBackend, clock: SchedulingClock, savedStderr: Int32) {
        self.backend = backend
        self.savedStderr = savedStderr
        self.loop = EventLoop(shell: shell, backend: backend, clock: clock)
    }

    /// Starts listening and draws the first frame. The caller keeps the main queue running
    /// (`MainThreadLoop`); the process exits from `finish`.
    public func start() {
        loop.onQuit = { [weak self] in self?.finish(status: 0) }
        // A resize while the app was starting was not heard (SIGWINCH is the session's, from here on).
        _ = backend.refreshSize()
        // These arrive through dispatch's signal sources. Blocked on this thread (as they were while `dispatchMain`
        // parked it), they no longer interrupt the keys' reading here — a resize in the middle of an arrow's bytes
        // cut its 100 ms wait short and split it into keys.
        var handled = sigset_t()
        sigemptyset(&handled)
        for sig in Self.quitSignals + Self.repaintSignals { sigaddset(&handled, sig) }
        pthread_sigmask(SIG_BLOCK, &handled, nil)
        // Keys are read on the main thread's own loop (`MainThreadLoop`), not through a dispatch source.
        MainThreadLoop.onInput = { [weak self] in
            guard let self else { return }
            // End of input (the terminal went away): leave cleanly.
            if self.loop.readInput() == 0, self.isStdinClosed() { self.finish(status: 0) }
        }
        for sig in Self.quitSignals {
            listen(DispatchSource.makeSignalSource(signal: sig, queue: .main)) { $0.finish(status: 0) }
        }
        // A resize, and `fg` after Ctrl-Z: repaint everything.
        for sig in Self.repaintSignals {
            listen(DispatchSource.makeSignalSource(signal: sig, queue: .main)) { $0.loop.repaintAll() }
        }
        loop.start()
    }

    /// Runs `handler` on the main actor for each event of `source`, until the session finishes.
    private func listen(_ source: DispatchSourceProtocol, _ handler: @escaping @MainActor (TerminalSession) -> Void) {
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { if let self { handler(self) } } }
        source.resume()
        sources.append(source)
    }

    private func isStdinClosed() -> Bool {
        var pfd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&pfd, 1, 0) > 0 && (pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL)) != 0
    }

    /// Restores the terminal and stderr, then exits.
    public func finish(status: Int32) -> Never {
        loop.stop()
        sources.forEach { $0.cancel() }
        backend.close()
        StartingTerminal.restoreStderr(savedStderr)
        exit(status)
    }
}
