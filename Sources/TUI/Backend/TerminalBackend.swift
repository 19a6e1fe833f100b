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
    public private(set) var lastChangeCount = 0

    public init(backend: TerminalBackend) { self.backend = backend }

    /// Forgets the last frame so the next one is sent in full (after a resize or a suspend).
    public func invalidate() { previous = nil }

    public func render(_ draw: (inout Buffer) -> Void) {
        var buffer = Buffer(size: backend.size)
        draw(&buffer)
        let changes = buffer.changes(since: previous)
        lastChangeCount = changes.count
        if !changes.isEmpty || buffer.cursor != previousCursor {
            backend.draw(changes, cursor: buffer.cursor)
        }
        previous = buffer
        previousCursor = buffer.cursor
    }
}
