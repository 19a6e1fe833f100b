import Dispatch
import Foundation
import Observables

/// The terminal from its set-up until a `TerminalSession` takes it over (the app still building its tabs, the
/// starting screen up): signals are set as the session wants them, stderr goes to the log, and a quit signal gives the
/// terminal back and ends the process instead of being ignored. A failure before the session gives it back too
/// (`giveBack`), so the failure is said on the terminal as it was.
@MainActor
public final class StartingTerminal {
    public let backend: NcursesBackend
    private let savedStderr: Int32
    private var quitSources: [DispatchSourceProtocol] = []
    private let renderer: Renderer

    /// Sets the terminal up (ncurses, reading TERM and the like from `environment`; throws when the terminal cannot be
    /// driven) and sends stderr to `logPath` (its folder made when missing). The quit signals are ignored until the
    /// starting screen is shown (`show`).
    public init(logPath: String, environment: [String: String]) throws {
        TerminalSession.prepareSignals()
        backend = try NcursesBackend(environment: environment)
        savedStderr = Self.redirectStderr(to: logPath)
        renderer = Renderer(backend: backend, screenIsBlank: true)
    }

    /// Draws a frame (the starting screen), then listens for the quit signals: their sources start dispatch's event
    /// thread, which is not needed on the way to the first frame (made in `init`, it started while that frame was
    /// drawn). Called before `session` or `giveBack`, never after.
    public func show(_ draw: (inout Buffer) -> Void) {
        renderer.render(draw)
        guard quitSources.isEmpty else { return }
        quitSources = TerminalSession.quitSignals.map { sig in
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            // Cancelled by `session` or `giveBack`: until then this terminal is alive.
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    self?.giveBack()
                    exit(0)
                }
            }
            source.resume()
            return source
        }
    }

    /// A failure before the session: the terminal and stderr as they were.
    public func giveBack() {
        quitSources.forEach { $0.cancel() }
        backend.close()
        Self.restoreStderr(savedStderr)
    }

    /// The session that takes the terminal over: its own signal sources replace these when it starts.
    public func session(shell: Shell, clock: SchedulingClock) -> TerminalSession {
        quitSources.forEach { $0.cancel() }
        return TerminalSession(shell: shell, backend: backend, clock: clock, savedStderr: savedStderr)
    }

    /// Where stderr went before, or -1 when it could not be redirected.
    private static func redirectStderr(to logPath: String) -> Int32 {
        var fd = open(logPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        let failure = errno
        if fd < 0, failure == ENOENT {  // the first run: the folder is made (only then: it is on the way to the screen)
            try? FileManager.default.createDirectory(
                atPath: (logPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            fd = open(logPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        }
        guard fd >= 0 else { return -1 }
        let saved = dup(STDERR_FILENO)
        dup2(fd, STDERR_FILENO)
        Foundation.close(fd)
        return saved
    }

    /// Puts stderr back where `redirectStderr` found it.
    static func restoreStderr(_ saved: Int32) {
        guard saved >= 0 else { return }
        dup2(saved, STDERR_FILENO)
    }
}
