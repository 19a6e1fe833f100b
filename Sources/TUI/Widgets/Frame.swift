/// A box-drawing border with an optional title; returns the inner area.
public enum Frame {
    @discardableResult
    public static func draw(_ rect: Rect, title: String? = nil, style: Style = .plain, titleStyle: Style = .bold,
                            in buffer: inout Buffer) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        buffer.write("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            buffer.write("│", x: rect.x, y: y, style: style)
            buffer.write("│", x: rect.maxX - 1, y: y, style: style)
        }
        buffer.write("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
        if let title, rect.width > 4 {
            buffer.write(" " + title.truncated(to: rect.width - 4) + " ", x: rect.x + 1, y: rect.y, style: titleStyle)
        }
        return rect.inset(by: 1)
    }
}
