/// Lines of text in an area, each cut to its width, the `highlighted` one bold: a picture's text equivalent
/// (the map's pins in words) or any short list that needs no selection.
public struct TextLines: Widget {
    public var lines: [String]
    public var highlighted: Int?

    public init(_ lines: [String], highlighted: Int? = nil) { self.lines = lines; self.highlighted = highlighted }

    public func render(in area: Rect, buffer: inout Buffer) {
        for (i, line) in lines.prefix(area.height).enumerated() {
            buffer.write(line, x: area.x, y: area.y + i, style: i == highlighted ? .bold : .plain, maxWidth: area.width)
        }
    }
}
