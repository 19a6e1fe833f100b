/// Where frames go. The renderer hands over only the cells that changed and the cursor position.
@MainActor
public protocol TerminalBackend: AnyObject {
    var size: Size { get }
    /// Draws the changed cells and places the hardware cursor (hidden when nil). Sends nothing when
    /// there is nothing to change.
    func draw(_ changes: [CellChange], cursor: Point?)
}

/// Diffs each frame against the last one and hands only the differences to the backend.
@MainActor
public final class Renderer {
    public let backend: TerminalBackend
    private var previous: Buffer?
    private var previousCursor: Point?
    /// The terminal shows nothing yet (a screen just set up): the first frame sends only its cells that are not blank.
    private var screenIsBlank: Bool
    public private(set) var lastChangeCount = 0

    /// `screenIsBlank`: nothing has been drawn on the backend's screen since it was set up. The starting screen's
    /// frame is then a few hundred cells instead of every cell of the screen (a list of them 115 KB at 120×40: 28 pages
    /// touched for the first time, on the way to the first frame).
    public init(backend: TerminalBackend, screenIsBlank: Bool = false) {
        self.backend = backend
        self.screenIsBlank = screenIsBlank
    }

    /// Forgets the last frame so the next one is sent in full (after a resize or a suspend).
    public func invalidate() {
        previous = nil
        screenIsBlank = false
    }

    public func render(_ draw: (inout Buffer) -> Void) {
        var buffer = Buffer(size: backend.size)
        draw(&buffer)
        // Only ever true for the first frame: a render or an `invalidate` ends it.
        let changes = screenIsBlank ? buffer.changesFromBlank() : buffer.changes(since: previous)
        screenIsBlank = false
        lastChangeCount = changes.count
        // A first frame is always sent, blank or not: the backend's set-up leaves with it.
        if previous == nil || !changes.isEmpty || buffer.cursor != previousCursor {
            backend.draw(changes, cursor: buffer.cursor)
        }
        previous = buffer
        previousCursor = buffer.cursor
    }
}
