/// An editable line of text: caret movement, Backspace/Delete, Ctrl-U, multibyte (Korean) input.
public struct TextFieldState: Equatable, Sendable {
    public private(set) var characters: [Character]
    public private(set) var caret: Int

    public init(text: String = "") {
        characters = Array(text)
        caret = characters.count
    }

    public var text: String { String(characters) }

    /// Applies an editing key. Returns true when the key was an editing key (handled).
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .char(let c):
            // Sanitise on the way in: a pasted ESC or newline never lands in the text.
            let clean = String(c).terminalSafe
            guard !clean.isEmpty else { return true }
            for ch in clean { characters.insert(ch, at: caret); caret += 1 }
        case .backspace, .ctrl("h"):
            if caret > 0 { characters.remove(at: caret - 1); caret -= 1 }
        case .delete, .ctrl("d"):
            if caret < characters.count { characters.remove(at: caret) }
        case .left, .ctrl("b"): caret = max(0, caret - 1)
        case .right, .ctrl("f"): caret = min(characters.count, caret + 1)
        case .home, .ctrl("a"): caret = 0
        case .end, .ctrl("e"): caret = characters.count
        case .ctrl("u"): characters.removeAll(); caret = 0
        case .ctrl("w"):
            while caret > 0 && characters[caret - 1] == " " { characters.remove(at: caret - 1); caret -= 1 }
            while caret > 0 && characters[caret - 1] != " " { characters.remove(at: caret - 1); caret -= 1 }
        default:
            return false
        }
        return true
    }
}

/// Draws a text field, scrolled horizontally to keep the caret in view; reports the caret as its focus cell
/// (so an input method composes Hangul in the right place when the field has the focus). An empty field is
/// blank: a hint inside it would read, on a braille display, exactly like typed text; hints go elsewhere.
public struct TextField: Widget {
    public var state: TextFieldState
    public var id: FocusID

    public init(state: TextFieldState, id: FocusID = .field) {
        self.state = state; self.id = id
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let fieldStyle = Style(underline: true)
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: fieldStyle)
        if state.characters.isEmpty { return buffer.report(focus: id, at: Point(x: area.x, y: area.y)) }
        // Columns before the caret; scroll so the caret fits with one spare column.
        let widths = state.characters.map { DisplayWidth.of($0) }
        var start = 0
        var caretColumn = widths[0..<state.caret].reduce(0, +)
        while caretColumn >= area.width && start < state.caret {
            caretColumn -= widths[start]
            start += 1
        }
        let visible = String(state.characters[start...])
        buffer.write(visible, x: area.x, y: area.y, style: fieldStyle, maxWidth: area.width)
        buffer.report(focus: id, at: Point(x: area.x + min(caretColumn, area.width - 1), y: area.y))
    }
}
