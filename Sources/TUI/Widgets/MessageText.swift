/// A sentence that stands in for an empty, loading or failed list ("no stores within 1 km — + widens"),
/// wrapped to the area, left-aligned at a one-column margin or centred. Its first letter is reported as the
/// `.message` focus cell: the shell rests the cursor there when the list it replaces cannot be focused. A transient
/// sentence ("loading…") reports nothing: the cursor waits, hidden, for what the answer brings, so a braille display
/// moves once per key instead of stopping on the way.
public struct MessageText: Widget {
    public var text: String
    public var style: Style
    /// The first line's style (a failure's sentence in bold above its hint).
    public var firstLineStyle: Style?
    public var centered: Bool
    /// Blank rows above the text when not centred.
    public var top: Int
    /// A passing state (loading): not a place for the cursor.
    public var transient: Bool

    public init(
        _ text: String, style: Style = .dim, firstLineStyle: Style? = nil, centered: Bool = false, top: Int = 0,
        transient: Bool = false
    ) {
        self.text = text
        self.style = style
        self.firstLineStyle = firstLineStyle
        self.centered = centered
        self.top = top
        self.transient = transient
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let lines = text.wrapped(to: max(1, area.width - 2))
        let y0 = area.y + (centered ? max(0, (area.height - lines.count) / 2) : min(top, area.height - 1))
        for (i, line) in lines.enumerated() where y0 + i < area.maxY {
            let x = centered ? area.x + max(0, (area.width - line.displayWidth) / 2) : area.x + 1
            buffer.write(
                line, x: x, y: y0 + i, style: i == 0 ? firstLineStyle ?? style : style, maxWidth: area.maxX - x)
            if i == 0 && !transient { buffer.report(focus: .message, at: Point(x: x, y: y0)) }
        }
    }
}
