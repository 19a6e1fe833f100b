/// An in-memory terminal for tests and snapshots: applies the changes it is sent to a grid of cells, and
/// hands out the keys a test typed.
@MainActor
public final class MemoryBackend: InteractiveBackend {
    public private(set) var size: Size
    public private(set) var screen: Buffer
    public private(set) var cursor: Point?
    /// Keys typed and not read yet.
    public var typed: [Key] = []
    private var sizeRead: Size
    public private(set) var drawCalls = 0

    public init(width: Int, height: Int) {
        size = Size(width: width, height: height)
        sizeRead = size
        screen = Buffer(size: size)
    }

    public func resize(width: Int, height: Int) {
        size = Size(width: width, height: height)
        screen = Buffer(size: size)
    }

    public func draw(_ changes: [CellChange], cursor: Point?) {
        drawCalls += 1
        for change in changes {
            screen.write(
                change.cell.symbol.isEmpty ? " " : change.cell.symbol, x: change.x, y: change.y,
                style: change.cell.style, maxWidth: Int(change.cell.width))
        }
        self.cursor = cursor
    }

    public func readKeys() -> [Key] {
        defer { typed = [] }
        return typed
    }

    public func refreshSize() -> Bool {
        defer { sizeRead = size }
        return sizeRead != size
    }

    public func clearScreen() { screen = Buffer(size: size) }

    /// The screen as text, one string per row.
    public func lines() -> [String] { screen.lines() }
    public func text() -> String { screen.trimmedLines().joined(separator: "\n") }
}
