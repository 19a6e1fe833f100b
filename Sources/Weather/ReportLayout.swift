import TUI

/// Where the report's lines sit for a width: each line's pieces (a wrapped sentence has several), row by row. The
/// default mode flows the facts several to a row ("feels like 3°C   min 3°C / max 12°C   …"); the accessible
/// mode puts one on each. The lines keep their numbers, so the focus (a line's number) finds its cells here.
struct ReportLayout {
    struct Piece {
        var line: Int
        var row: Int
        var x: Int
        var text: String
    }

    private(set) var pieces: [Piece] = []
    private(set) var rowCount = 0

    /// `lines` keep their indices as their numbers.
    init(_ lines: ArraySlice<ReportLine>, width: Int, flowFacts: Bool) {
        let width = max(1, width)
        var x = 0  // where the next fact goes on the current row (0: the row is empty)
        let gap = 3
        for (number, line) in zip(lines.indices, lines) {
            let textWidth = line.text.displayWidth
            if line.kind == .fact, flowFacts, x > 0, x + gap + textWidth <= width {
                pieces.append(Piece(line: number, row: rowCount - 1, x: x + gap, text: line.text))
                x += gap + textWidth
                continue
            }
            let parts = textWidth > width ? line.text.wrapped(to: width) : [line.text]
            for part in parts {
                pieces.append(Piece(line: number, row: rowCount, x: 0, text: part))
                rowCount += 1
            }
            x = line.kind == .fact && flowFacts ? textWidth : 0
        }
    }

    /// The rows the line `number` spans, if it is here.
    func rows(of number: Int) -> ClosedRange<Int>? {
        let rows = pieces.filter { $0.line == number }.map(\.row)
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    /// The first row to show in `height` rows so that the focused line is seen (whole where it fits).
    func firstRow(height: Int, focused: Int?) -> Int {
        guard let focused, let rows = rows(of: focused), rows.upperBound >= height else { return 0 }
        return min(rows.lowerBound, rows.upperBound - height + 1)
    }

    /// Draws rows from `firstRow` into `area`, the focused line highlighted; answers its first cell, if shown.
    @discardableResult
    func render(_ lines: [ReportLine], in area: Rect, firstRow: Int, focused: Int?, buffer: inout Buffer) -> Point? {
        var focusAt: Point?
        for piece in pieces where piece.row >= firstRow && piece.row < firstRow + area.height {
            let at = Point(x: area.x + piece.x, y: area.y + piece.row - firstRow)
            let written = buffer.write(
                piece.text, x: at.x, y: at.y, style: lines[piece.line].style, maxWidth: area.maxX - at.x)
            guard piece.line == focused else { continue }
            buffer.restyle(Rect(x: at.x, y: at.y, width: max(1, written), height: 1)) { $0.reverse = true }
            if focusAt == nil { focusAt = at }
        }
        return focusAt
    }
}
