/// A key press (or a resize / mouse event) as the app sees it, independent of the backend.
public enum Key: Hashable, Sendable {
    case char(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, backspace, delete, tab, backTab
    case ctrl(Character)
    case function(Int)
    case mouse(MouseEvent)

    /// How the key is written in help and hints.
    public var label: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .ctrl(let c): return "C-\(c)"
        case .function(let n): return "F\(n)"
        case .mouse: return "mouse"
        }
    }

    /// The printable character this key types into a text field, if any.
    public var typedCharacter: Character? {
        if case .char(let c) = self { return c }
        return nil
    }
}

public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case click, wheelUp, wheelDown }
    public var kind: Kind
    public var position: Point
    public init(kind: Kind, position: Point) { self.kind = kind; self.position = position }
}
