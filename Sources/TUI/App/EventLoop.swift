import Dispatch
import Foundation
import Observables

/// Runs the shell on a real terminal. Everything happens on the main queue (= the main actor): stdin
/// readability, signals, timers and async results each schedule at most one frame per batch, and
/// nothing runs while idle — no polling.
@MainActor
public final class EventLoop {
    private let shell: Shell
    private let backend: NcursesBackend
    private let renderer: Renderer
    private let clock: SchedulingClock
    private var sources: [DispatchSourceProtocol] = []
    private var renderScheduled = false
    private var spinnerTimer: Subscription?
    private var savedStderr: Int32 = -1
    private var finished = false

    /// Signals that end the app cleanly. They are ignored at the C level and delivered to dispatch sources.
    private static let quitSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Call before anything else touches the terminal.
    public static func prepareSignals() {
        for sig in quitSignals + [SIGWINCH] { signal(sig, SIG_IGN) }
    }

    public init(shell: Shell, backend: NcursesBackend, clock: SchedulingClock) {
        self.shell = shell
        self.backend = backend
        self.renderer = Renderer(backend: backend)
        self.clock = clock
    }

    /// Sends stderr to `logPath` while the screen is up, so stray writes cannot corrupt it.
    public func redirectStderr(to logPath: String) {
        let fd = open(logPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard fd >= 0 else { return }
        savedStderr = dup(STDERR_FILENO)
        dup2(fd, STDERR_FILENO)
        Foundation.close(fd)
    }

    /// Starts listening and draws the first frame. The caller keeps the main queue running
    /// (`dispatchMain`); the process exits from `finish`.
    public func start() {
        shell.setNeedsRender = { [weak self] in self?.setNeedsRender() }
        shell.onQuit = { [weak self] in self?.quit() }
        shell.onRepaint = { [weak self] in self?.repaintAll() }

        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        listen(input) { $0.readInput() }
        for sig in EventLoop.quitSignals { listen(DispatchSource.makeSignalSource(signal: sig, queue: .main)) { $0.quit() } }
        // A resize, and `fg` after Ctrl-Z: repaint everything.
        for sig in [SIGWINCH, SIGCONT] { listen(DispatchSource.makeSignalSource(signal: sig, queue: .main)) { $0.repaintAll() } }

        shell.start()
        renderNow()
    }

    /// Runs `handler` on the main actor for each event of `source`, until the loop finishes.
    private func listen(_ source: DispatchSourceProtocol, _ handler: @escaping @MainActor (EventLoop) -> Void) {
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { if let self { handler(self) } } }
        source.resume()
        sources.append(source)
    }

    private func readInput() {
        let keys = backend.readKeys()
        // End of input (the terminal went away): leave cleanly.
        if keys.isEmpty, isStdinClosed() { quit(); return }
        for key in keys { shell.handle(key) }
    }

    private func isStdinClosed() -> Bool {
        var pfd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&pfd, 1, 0) > 0 && (pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL)) != 0
    }

    /// After a resize, a resume (`fg`) or Ctrl-L: re-read the size and send the next frame in full.
    private func repaintAll() {
        _ = backend.refreshSize()
        backend.clearScreen()
        renderer.invalidate()
        setNeedsRender()
    }

    private func setNeedsRender() {
        guard !renderScheduled, !finished else { return }
        renderScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.renderScheduled = false
                self.renderNow()
            }
        }
    }

    private func renderNow() {
        guard !finished else { return }
        renderer.render { shell.render(into: &$0) }
        scheduleSpinnerIfBusy()
    }

    private func scheduleSpinnerIfBusy() {
        guard shell.isBusy, spinnerTimer == nil else { return }
        spinnerTimer = clock.schedule(after: Spinner.interval) { [weak self] in
            guard let self else { return }
            self.spinnerTimer = nil
            if self.shell.isBusy {
                self.shell.advanceSpinner()
                self.setNeedsRender()
            }
        }
    }

    private func quit() { finish(status: 0) }

    /// Restores the terminal and stderr, then exits.
    public func finish(status: Int32) -> Never {
        finished = true
        sources.forEach { $0.cancel() }
        backend.close()
        if savedStderr >= 0 { dup2(savedStderr, STDERR_FILENO) }
        exit(status)
    }
}
