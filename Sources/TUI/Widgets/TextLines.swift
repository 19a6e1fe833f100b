/// Lines of text in an area, each wrapped to its width (continuations indented two cells), the `highlighted` one
/// bold: a picture's text equivalent (the map's pins in words) or any short list that needs no selection.
public struct TextLines: Widget {
    public var lines: [String]
    public var highlighted: Int?

    public init(_ lines: [String], highlighted: Int? = nil) { self.lines = lines; self.highlighted = highlighted }

    public func render(in area: Rect, buffer: inout Buffer) {
        var y = area.y
        for (i, line) in lines.enumerated() {
            let pieces = line.displayWidth <= area.width ? [line] : line.wrapped(to: max(1, area.width - 2))
            for (n, piece) in pieces.enumerated() where y < area.maxY {
                let text = n == 0 ? piece : "  " + piece
                buffer.write(text, x: area.x, y: y, style: i == highlighted ? .bold : .plain, maxWidth: area.width)
                y += 1
            }
        }
    }
}
