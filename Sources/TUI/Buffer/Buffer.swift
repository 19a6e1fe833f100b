#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A grid of cells that widgets draw into. Everything written is sanitised and NFC-normalised here,
/// clipped to the buffer and to the caller's width, and never leaves half a wide character behind.
public struct Buffer: Equatable, Sendable {
    public let size: Size
    private var cells: [Cell]
    /// Where the hardware cursor goes this frame. Set by the shell from the focus (`focusCell(_:)`), never by a
    /// widget: widgets report their cells with `report(focus:at:)`.
    public var cursor: Point?
    /// The cell each focusable element drawn this frame offers for the cursor; the last report of an id wins
    /// (an overlay drawn over a list replaces what it covers).
    private var focusCells: [FocusID: Point] = [:]

    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    public var area: Rect { Rect(size: size) }

    /// A focusable element says where the cursor belongs when it has the focus (clipped to the buffer).
    public mutating func report(focus id: FocusID, at point: Point) {
        focusCells[id] = Point(
            x: min(max(0, point.x), max(0, size.width - 1)), y: min(max(0, point.y), max(0, size.height - 1)))
    }

    /// Where `id` asked for the cursor in this frame, if it was drawn.
    public func focusCell(_ id: FocusID) -> Point? { focusCells[id] }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * size.width + x] : .blank }
    }

    private func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    private mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard contains(x, y) else { return }
        // Overwriting either half of a wide character blanks the other half.
        let i = y * size.width + x
        let old = cells[i]
        if old.width != 1 {
            if old.width == 2, x + 1 < size.width, cells[i + 1].isContinuation {
                cells[i + 1] = old.blankInItsStyle
            }
            if old.isContinuation, x > 0, cells[i - 1].width == 2 {
                cells[i - 1] = cells[i - 1].blankInItsStyle
            }
        }
        cells[i] = cell
    }

    /// Writes `text` at (x, y) in at most `maxWidth` columns (default: to the buffer's edge).
    /// Returns the number of columns used. Text cut to fit ends with `…` (a line cut short never reads as whole);
    /// only blanks past the edge are dropped silently. A wide character that does not fit is not drawn.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return 0 }
        let limit = min(size.width, x + (maxWidth ?? size.width))
        let styleBits = Cell(content: Cell.empty, width: 0, style: style).attributes
        var column = x
        var last: (column: Int, width: Int)?
        // Places one grapheme of width 1 or 2 and its second half; false once it no longer fits.
        func place(_ content: UInt32, width: Int) -> Bool {
            if column + width > limit { return false }
            if column >= 0 {
                let cell = Cell(content: content, attributes: styleBits | UInt32(width))
                set(column, y, cell)
                if width == 2 { set(column + 1, y, cell.itsContinuation) }
                last = (column, width)
            }
            column += width
            return true
        }
        // The text did not fit: "…" in the last cell it may use (over the last grapheme when none is left).
        func markCut() {
            guard let placed = last else { return }
            let ellipsis = Cell(content: 0x2026, attributes: styleBits | 1)
            if column < limit, column >= 0 {
                set(column, y, ellipsis)
                column += 1
            } else {
                set(placed.column, y, ellipsis)
                if placed.width == 2 { set(placed.column + 1, y, Cell(content: 0x20, attributes: styleBits | 1)) }
            }
        }
        if text.isStandalone {
            // Nearly every string: each scalar is a grapheme of known width, clean and normalised as it is.
            let scalars = text.unicodeScalars
            var index = scalars.startIndex
            while index < scalars.endIndex {
                let scalar = scalars[index]
                if !place(scalar.value, width: DisplayWidth.standaloneWidth(scalar) ?? 1) {
                    if !scalars[index...].allSatisfy({ $0 == " " }) { markCut() }
                    break
                }
                index = scalars.index(after: index)
            }
        } else {
            let safe = text.terminalSafe
            var index = safe.startIndex
            while index < safe.endIndex {
                let character = safe[index]
                let w = DisplayWidth.of(character)
                if w != 0, !place(Cell.content(of: String(character)), width: w) {
                    if !safe[index...].allSatisfy({ $0 == " " }) { markCut() }
                    break
                }
                index = safe.index(after: index)
            }
        }
        return max(0, column - x)
    }

    /// One single-width scalar at (x, y), with no string to make or measure: a braille map's cells.
    public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style) {
        set(x, y, Cell(content: scalar.value, width: 1, style: style))
    }

    /// Copies every cell of `other` with its top-left corner at `origin` (clipped), and the places its focusable
    /// elements asked for the cursor: a piece drawn once and kept (a list row) costs a copy, not a second drawing.
    /// Wide characters stay whole as with `write`.
    public mutating func draw(_ other: Buffer, at origin: Point) {
        let width = other.size.width
        // A row that fits whole, starts with a whole character and ends with one is copied as one block of memory
        // (what every kept list row is); only the wide characters it cuts at its two ends need blanking, as `set` does.
        let fits = width > 0 && origin.x >= 0 && origin.x + width <= size.width
        for y in 0..<other.size.height where origin.y + y >= 0 && origin.y + y < size.height {
            guard fits, !other.cells[y * width].isContinuation, other.cells[y * width + width - 1].width != 2 else {
                drawCellByCell(other, row: y, at: origin)
                continue
            }
            let start = (origin.y + y) * size.width + origin.x, end = start + width
            if origin.x > 0, cells[start].isContinuation, cells[start - 1].width == 2 {
                cells[start - 1] = cells[start - 1].blankInItsStyle
            }
            if origin.x + width < size.width, cells[end - 1].width == 2, cells[end].isContinuation {
                cells[end] = cells[end - 1].blankInItsStyle
            }
            cells.withUnsafeMutableBufferPointer { target in
                other.cells.withUnsafeBufferPointer { source in
                    (target.baseAddress! + start).update(from: source.baseAddress! + y * width, count: width)
                }
            }
        }
        // Where the image asked for the cursor, at its place here.
        for (id, point) in other.focusCells {
            report(focus: id, at: Point(x: origin.x + point.x, y: origin.y + point.y))
        }
    }

    /// Row `y` of `other`, one cell at a time, clipped: half a wide character at the right edge is not drawn, a
    /// continuation without its first half neither.
    private mutating func drawCellByCell(_ other: Buffer, row y: Int, at origin: Point) {
        for x in 0..<other.size.width {
            let cell = other.cells[y * other.size.width + x]
            let column = origin.x + x
            guard column >= 0, column < size.width else { continue }
            let whole =
                !(cell.width == 2 && column + 1 >= size.width) && !(cell.isContinuation && (x == 0 || column == 0))
            set(column, y + origin.y, whole ? cell : cell.blankInItsStyle)
        }
    }

    /// Fills a rectangle with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain, symbol: String = " ") {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        let cell = Cell(symbol: symbol, width: 1, style: style)
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { set(x, y, cell) }
        }
    }

    /// Applies `change` to the style of every cell in `rect` (e.g. reverse a selected row).
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { change(&cells[y * size.width + x].style) }
        }
    }

    /// Cells that differ from `previous` (all of them when sizes differ), row by row.
    public func changes(since previous: Buffer?) -> [CellChange] {
        var result: [CellChange] = []
        let full = previous?.size != size
        result.reserveCapacity(full ? cells.count : 256)
        for y in 0..<size.height {
            // Most rows are as they were: one comparison of the row's memory (cells have no padding and no references).
            if !full, rowIsUnchanged(y, in: previous!) { continue }
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if cell.isContinuation { continue }
                if full || previous!.cells[y * size.width + x] != cell
                    || (cell.width == 2 && x + 1 < size.width
                        && previous!.cells[y * size.width + x + 1] != cells[y * size.width + x + 1])
                {
                    result.append(CellChange(x: x, y: y, cell: cell))
                }
            }
        }
        return result
    }

    private func rowIsUnchanged(_ y: Int, in previous: Buffer) -> Bool {
        let start = y * size.width, count = size.width
        return cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { then in
                memcmp(now.baseAddress! + start, then.baseAddress! + start, count * MemoryLayout<Cell>.stride) == 0
            }
        }
    }

    /// The text of each row, wide characters once, continuation cells skipped.
    public func lines() -> [String] {
        (0..<size.height).map { y in
            var line = String.UnicodeScalarView()
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                if cell.isContinuation { continue }
                if let scalar = Unicode.Scalar(cell.content) {
                    line.append(scalar)
                } else {
                    line.append(contentsOf: cell.symbol.unicodeScalars)
                }
            }
            return String(line)
        }
    }

    /// Rows with trailing spaces removed: the plain-text snapshot form.
    public func trimmedLines() -> [String] {
        lines().map { line in
            var s = Substring(line)
            while s.last == " " { s = s.dropLast() }
            return String(s)
        }
    }
}
