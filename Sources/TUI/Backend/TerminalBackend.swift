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
    /// What the terminal shows, as far as the renderer knows.
    private enum Shown {
        /// Nothing known (no frame yet, or `invalidate`): the next frame sends every cell.
        case unknown
        /// A screen just set up: the next frame sends only its cells that are not blank.
        case blank
        /// The last frame sent, its cursor included.
        case frame(Buffer)
    }
    private var shown: Shown
    public private(set) var lastChangeCount = 0

    /// `screenIsBlank`: nothing has been drawn on the backend's screen since it was set up. The starting screen's
    /// frame is then diffed against a blank buffer, a few hundred cells instead of every cell of the screen (a list of
    /// them 115 KB at 120×40: 28 pages touched for the first time on the way to the first frame; the blank buffer 38 KB).
    public init(backend: TerminalBackend, screenIsBlank: Bool = false) {
        self.backend = backend
        shown = screenIsBlank ? .blank : .unknown
    }

    /// Forgets the last frame so the next one is sent in full (after a resize or a suspend).
    public func invalidate() { shown = .unknown }

    public func render(_ draw: (inout Buffer) -> Void) {
        var buffer = Buffer(size: backend.size)
        draw(&buffer)
        let changes: [CellChange]
        let sameCursor: Bool
        switch shown {
        // A first frame is always sent, blank or not: the backend's set-up leaves with it.
        case .unknown: (changes, sameCursor) = (buffer.changes(since: nil), false)
        case .blank: (changes, sameCursor) = (buffer.changes(since: Buffer(size: buffer.size)), false)
        case .frame(let last): (changes, sameCursor) = (buffer.changes(since: last), buffer.cursor == last.cursor)
        }
        lastChangeCount = changes.count
        if !changes.isEmpty || !sameCursor {
            backend.draw(changes, cursor: buffer.cursor)
        }
        shown = .frame(buffer)
    }
}
