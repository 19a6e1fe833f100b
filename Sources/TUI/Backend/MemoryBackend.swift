/// An in-memory terminal for tests and snapshots: applies the changes it is sent to a grid of cells.
@MainActor
public final class MemoryBackend: TerminalBackend {
    public private(set) var size: Size
    public private(set) var screen: Buffer
    public private(set) var cursor: Point?
    public private(set) var cellsWritten = 0
    public private(set) var drawCalls = 0

    public init(width: Int, height: Int) {
        size = Size(width: width, height: height)
        screen = Buffer(size: size)
    }

    public func resize(width: Int, height: Int) {
        size = Size(width: width, height: height)
        screen = Buffer(size: size)
    }

    public func draw(_ changes: [CellChange], cursor: Point?) {
        drawCalls += 1
        cellsWritten += changes.count
        for change in changes {
            screen.write(change.cell.symbol.isEmpty ? " " : change.cell.symbol, x: change.x, y: change.y,
                         style: change.cell.style, maxWidth: Int(change.cell.width))
        }
        self.cursor = cursor
    }

    /// The screen as text, one string per row.
    public func lines() -> [String] { screen.lines() }
    public func text() -> String { screen.trimmedLines().joined(separator: "\n") }
}
