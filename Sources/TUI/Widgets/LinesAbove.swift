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

/// What a view model that keeps `LinesAbove` beside its list answers to: the keys that walk both.
@MainActor
public protocol WalksLinesAbove: AnyObject {
    /// `j`/↓: down the list; from the lines above it back to its first row.
    func moveDown()
    /// `k`/↑: up the list; from its first row on to the lines above it.
    func moveUp()
    /// `Home`: the top line.
    func toTop()
    /// `g`: the list's first row.
    func toFirstRow()
}

extension LinesAbove {
    /// The keys that walk a list and the lines above it, to put before the list's own bindings (they take j/k,
    /// the arrows, Home and g); the list's bindings still say them in help.
    @MainActor
    public static func bindings(_ model: some WalksLinesAbove) -> [KeyBinding] {
        [
            KeyBinding([.char("j"), .down], label: "", "") { [weak model] in model?.moveDown() },
            KeyBinding([.char("k"), .up], label: "", "") { [weak model] in model?.moveUp() },
            KeyBinding([.home], label: "", "") { [weak model] in model?.toTop() },
            KeyBinding([.char("g")], label: "", "") { [weak model] in model?.toFirstRow() },
        ]
    }
}
