/// A canvas of braille dots: each cell holds 2×4 dots, so a 40×10 area is an 80×40 dot grid.
/// Text labels can be placed over it in cell coordinates.
public struct BrailleCanvas {
    public let columns: Int
    public let rows: Int
    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }
    private var bits: [UInt8]
    private var dotStyles: [Style?]
    private var labels: [(x: Int, y: Int, text: String, style: Style)] = []

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns); self.rows = max(0, rows)
        bits = Array(repeating: 0, count: self.columns * self.rows)
        dotStyles = Array(repeating: nil, count: self.columns * self.rows)
    }

    // Unicode braille dot numbering: bit for (column, row) within a cell.
    private static let dotBit: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets the dot at (x, y) in dot coordinates; outside the canvas is clipped.
    public mutating func set(x: Int, y: Int, style: Style? = nil) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let cell = (y / 4) * columns + x / 2
        bits[cell] |= BrailleCanvas.dotBit[y % 4][x % 2]
        if let style { dotStyles[cell] = style }
    }

    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return bits[(y / 4) * columns + x / 2] & BrailleCanvas.dotBit[y % 4][x % 2] != 0
    }

    /// A straight line between two dots (Bresenham); `dashed`: two dots on, two off.
    public mutating func line(
        from a: (x: Int, y: Int), to b: (x: Int, y: Int), style: Style? = nil, dashed: Bool = false
    ) {
        var x0 = a.x, y0 = a.y
        let dx = abs(b.x - x0), dy = -abs(b.y - y0)
        let sx = x0 < b.x ? 1 : -1, sy = y0 < b.y ? 1 : -1
        var err = dx + dy
        var steps = 0
        while steps < 100_000 {
            if !dashed || steps % 4 < 2 { set(x: x0, y: y0, style: style) }
            if x0 == b.x && y0 == b.y { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x0 += sx }
            if e2 <= dx { err += dx; y0 += sy }
            steps += 1
        }
    }

    /// Text over the canvas at cell (x, y).
    public mutating func label(_ text: String, x: Int, y: Int, style: Style = .plain) {
        labels.append((x, y, text, style))
    }

    /// Takes away the labels on row `y` that overlap `columns`, but for `keeping` (a marker that must stay).
    public mutating func removeLabels(onRow y: Int, touching columns: ClosedRange<Int>, keeping: String) {
        labels.removeAll { label in
            label.y == y && label.text != keeping && label.x <= columns.upperBound
                && label.x + label.text.displayWidth - 1 >= columns.lowerBound
        }
    }

    /// Where the first label `matching` says is, and how long (nil when there is none).
    public func labelPlace(where matching: (_ label: (text: String, style: Style)) -> Bool) -> (
        x: Int, y: Int, length: Int
    )? {
        labels.first { matching(($0.text, $0.style)) }.map { ($0.x, $0.y, $0.text.displayWidth) }
    }

    /// Whether a label covers cell (x, y).
    public func hasLabel(atX x: Int, y: Int) -> Bool {
        labels.contains { $0.y == y && x >= $0.x && x < $0.x + $0.text.displayWidth }
    }

    /// Takes away the labels `matching` says.
    public mutating func removeLabels(where matching: (_ label: (text: String, style: Style)) -> Bool) {
        labels.removeAll { matching(($0.text, $0.style)) }
    }

    public func render(in area: Rect, style: Style = .plain, buffer: inout Buffer) {
        for row in 0..<min(rows, area.height) {
            for column in 0..<min(columns, area.width) {
                let value = bits[row * columns + column]
                guard value != 0 else { continue }
                buffer.put(
                    Unicode.Scalar(0x2800 + UInt32(value))!, x: area.x + column, y: area.y + row,
                    style: dotStyles[row * columns + column] ?? style)
            }
        }
        for label in labels where label.y >= 0 && label.y < min(rows, area.height) && label.x < area.width {
            let x = max(0, label.x)
            buffer.write(label.text, x: area.x + x, y: area.y + label.y, style: label.style, maxWidth: area.width - x)
        }
    }
}
