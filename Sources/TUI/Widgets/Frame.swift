/// A box-drawing border with an optional title. Layout (`inner(of:)`) is apart from drawing.
public struct Frame: Widget {
    public var title: String?
    public var style: Style
    public var titleStyle: Style

    public init(title: String? = nil, style: Style = .plain, titleStyle: Style = .bold) {
        self.title = title; self.style = style; self.titleStyle = titleStyle
    }

    /// The area inside the border of `rect` (empty when there is no room for one).
    public static func inner(of rect: Rect) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        return rect.inset(by: 1)
    }

    public func render(in rect: Rect, buffer: inout Buffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        buffer.write("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            buffer.write("│", x: rect.x, y: y, style: style)
            buffer.write("│", x: rect.maxX - 1, y: y, style: style)
        }
        buffer.write("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, style: style)
        if let title, !title.isEmpty, rect.width > 4 {
            buffer.write(" " + title.truncated(to: rect.width - 4) + " ", x: rect.x + 1, y: rect.y, style: titleStyle)
        }
    }
}
