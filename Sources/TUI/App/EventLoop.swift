import Observables

/// A terminal a loop can run on: it draws frames, and has keys and a size to read.
@MainActor
public protocol InteractiveBackend: TerminalBackend {
    /// Every key waiting, without blocking.
    func readKeys() -> [Key]
    /// Re-reads the size (after a resize); true when it changed.
    func refreshSize() -> Bool
    /// The next frame must be sent in full (something else wrote to the terminal).
    func clearScreen()
}

/// The app's loop, on any backend: keys go to the shell; keys and state changes ask for a frame, and
/// every request until that frame is drawn shares it (a burst of keys costs one frame); the spinner's
/// timer runs only while something is loading; nothing runs while idle. A frame asked for while keys are handled
/// is drawn right after them; one asked for by a state change, and the spinner, are scheduled on the injected clock,
/// so tests drive the loop in virtual time on a `MemoryBackend`.
/// Where keys and signals come from is `TerminalSession`'s business.
@MainActor
public final class EventLoop {
    private let shell: Shell
    private let backend: any InteractiveBackend
    private let renderer: Renderer
    private let clock: SchedulingClock
    private var pendingFrame: Subscription?
    /// Keys are being handled: a frame asked for now is drawn once they all are (`frameAsked`).
    private var handlingInput = false
    private var frameAsked = false
    private var spinnerTimer: Subscription?
    public private(set) var isStopped = false
    /// The user asked to quit (`q`).
    public var onQuit: @MainActor () -> Void = {}

    public init(shell: Shell, backend: any InteractiveBackend, clock: SchedulingClock) {
        self.shell = shell
        self.backend = backend
        self.renderer = Renderer(backend: backend)
        self.clock = clock
    }

    /// Wires the shell and draws the first frame.
    public func start() {
        shell.setNeedsRender = { [weak self] in self?.setNeedsRender() }
        shell.onQuit = { [weak self] in self?.onQuit() }
        shell.onRepaint = { [weak self] in self?.repaintAll() }
        shell.start()
        renderNow()
    }

    /// Input is waiting: hands every key to the shell, then draws the one frame they asked for at once (not after
    /// another trip through the main queue: a key costs a wake-up less); returns how many keys.
    @discardableResult
    public func readInput() -> Int {
        let keys = backend.readKeys()
        // A frame asked for while the keys are handled is drawn right after them, never scheduled: scheduling
        // queued a block on the main queue (and woke the loop for it) for every key, only to cancel it.
        handlingInput = true
        for key in keys { shell.handle(key) }
        handlingInput = false
        if frameAsked || pendingFrame != nil {
            pendingFrame?.cancel()
            pendingFrame = nil
            frameAsked = false
            renderNow()
        }
        return keys.count
    }

    /// After a resize, a resume (`fg`) or Ctrl-L: re-read the size and send the next frame in full.
    public func repaintAll() {
        _ = backend.refreshSize()
        backend.clearScreen()
        renderer.invalidate()
        setNeedsRender()
    }

    /// No more frames or timers.
    public func stop() {
        isStopped = true
        pendingFrame?.cancel()
        spinnerTimer?.cancel()
    }

    /// Whether a frame or a spinner tick is waiting (tests: idle means neither).
    public var hasScheduledWork: Bool {
        (pendingFrame.map { !$0.isCancelled } ?? false) || (spinnerTimer.map { !$0.isCancelled } ?? false)
    }

    private func setNeedsRender() {
        if handlingInput {
            frameAsked = true
            return
        }
        guard pendingFrame == nil, !isStopped else { return }
        pendingFrame = clock.schedule(after: .zero) { [weak self] in
            guard let self else { return }
            self.pendingFrame = nil
            self.renderNow()
        }
    }

    private func renderNow() {
        guard !isStopped else { return }
        renderer.render { shell.render(into: &$0) }
        scheduleSpinnerIfBusy()
    }

    private func scheduleSpinnerIfBusy() {
        guard shell.animatesSpinner, spinnerTimer == nil else { return }
        spinnerTimer = clock.schedule(after: Spinner.interval) { [weak self] in
            guard let self else { return }
            self.spinnerTimer = nil
            if self.shell.animatesSpinner {
                self.shell.advanceSpinner()
                self.setNeedsRender()
            }
        }
    }
}
