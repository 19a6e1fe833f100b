/// The lines above a list that the focus can rest on (a header, a summary), so a braille display reaches every
/// line with the list's own keys: `k` from the list's first row goes up onto them, `j` comes back down, `Home` goes
/// to the top. The view model keeps it beside its `ListState`; the view draws it with `Buffer.reportLineFocus`.
public struct LinesAbove: Equatable, Sendable {
    /// The line the focus is on (0 the top one), or nil when it is on the list.
    public var focused: Int?

    public init() {}

    /// `k`: up among the lines, or onto the last of them from the list's first row. False when the list moves.
    public mutating func moveUp(count: Int, listAtItsTop: Bool) -> Bool {
        if let line = focused {
            focused = max(0, line - 1)
            return true
        }
        guard listAtItsTop, count > 0 else { return false }
        focused = count - 1
        return true
    }

    /// `j`: down among the lines, and back to the list after the last. False when the list moves.
    public mutating func moveDown(count: Int) -> Bool {
        guard let line = focused else { return false }
        focused = line + 1 < count ? line + 1 : nil
        return true
    }

    /// `Home`: the top line.
    public mutating func top() { focused = 0 }

    /// Fewer lines than before (the layout changed): the focus stays on the last one there is.
    public mutating func clamp(count: Int) {
        if let line = focused, line >= count { focused = count > 0 ? count - 1 : nil }
    }
}

extension Buffer {
    /// A line above a list that has the focus: highlighted, the cursor on its first cell in place of the list's row
    /// (`id`, reported after the list).
    public mutating func reportLineFocus(_ line: Rect, id: FocusID = .list) {
        let row = Rect(x: line.x, y: line.y, width: line.width, height: 1)
        restyle(row) { $0.reverse = true }
        report(focus: id, at: Point(x: row.x, y: row.y))
    }
}
