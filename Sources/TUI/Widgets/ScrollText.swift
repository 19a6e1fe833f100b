/// One line of a details view: its text and style. `indent` columns of blank come before the text.
public struct TextLine: Equatable, Sendable {
    public var text: String
    public var style: Style
    public var indent: Int

    public init(_ text: String, style: Style = .plain, indent: Int = 0) {
        self.text = text; self.style = style; self.indent = indent
    }
}

/// Scrollable text with a focused line: every details view. The focused line is shown in reverse video and
/// reported (its first text cell) as the focus, so `j`/`k` walk a screen reader or a braille display through
/// every line; the view scrolls to keep it visible. The state is a `ListState` (one row per line), so the
/// list's navigation keys work unchanged.
public struct ScrollText: StatefulWidget {
    public var lines: [TextLine]
    public var id: FocusID
    /// Draws the focused line in reverse video (off when something over it has the focus).
    public var focused: Bool

    public init(_ lines: [TextLine], id: FocusID = .details, focused: Bool = true) {
        self.lines = lines; self.id = id; self.focused = focused
    }

    public func render(in area: Rect, state: inout ListState, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        state.count = lines.count
        // A blank spacer line is never the focus: the walk steps over it, on in the direction it was going.
        if lines.indices.contains(state.selected), Self.isBlank(lines[state.selected]) {
            let ahead =
                state.movedUp ? Array((0..<state.selected).reversed()) : Array((state.selected + 1)..<lines.count)
            let behind =
                state.movedUp ? Array((state.selected + 1)..<lines.count) : Array((0..<state.selected).reversed())
            if let line = (ahead + behind).first(where: { !Self.isBlank(lines[$0]) }) { state.select(line) }
        }
        state.scrollToSelection(height: area.height)
        guard !lines.isEmpty else { return buffer.report(focus: id, at: Point(x: area.x, y: area.y)) }
        let fits = lines.count <= area.height
        let width = fits ? area.width : area.width - 1
        for index in state.offset..<min(lines.count, state.offset + area.height) {
            let line = lines[index], y = area.y + index - state.offset
            let x = area.x + min(line.indent, width)
            buffer.write(line.text, x: x, y: y, style: line.style, maxWidth: max(0, area.x + width - x))
            guard index == state.selected else { continue }
            // The cursor on the first letter, past any leading blanks (a display starts reading there).
            let lead = min(line.text.prefix { $0 == " " }.count, max(0, area.x + width - x - 1))
            if focused {
                // The text, not the empty rest of the row: a blank line still shows one reversed cell.
                let used = max(1, line.text.displayWidth - lead)
                buffer.restyle(Rect(x: x + lead, y: y, width: min(used, area.x + width - x - lead), height: 1)) {
                    $0.reverse = true
                }
            }
            buffer.report(focus: id, at: Point(x: x + lead, y: y))
        }
        if !fits, area.width > 1 {
            let position = area.height <= 1 ? 0 : (state.offset * (area.height - 1)) / max(1, lines.count - area.height)
            buffer.write("┃", x: area.maxX - 1, y: area.y + min(area.height - 1, position), style: .dim)
        }
    }

    static func isBlank(_ line: TextLine) -> Bool { line.text.allSatisfy { $0 == " " } }
}
