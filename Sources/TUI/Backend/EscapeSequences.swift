/// Escape sequences the terminal's key database does not list arrive from ncurses as their bytes, one key each:
/// `ESC [ B` would be Esc, then `[` (the previous tab), then `B`. Read together, a whole sequence is one key: the
/// cursor and editing keys in either form (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 C`); any other complete
/// sequence (ECMA-48: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final byte 0x40–0x7E) is dropped
/// whole, never acted on piece by piece. An Esc followed by nothing is Esc.
public enum EscapeSequences {
    public static func fold(_ keys: [Key]) -> [Key] {
        guard keys.contains(.escape) else { return keys }
        var result: [Key] = []
        var index = 0
        while index < keys.count {
            if keys[index] == .escape, case .complete(let key, let length) = sequence(in: keys, at: index) {
                if let key { result.append(key) }
                index += length
            } else {
                result.append(keys[index])
                index += 1
            }
        }
        return result
    }

    /// The keys end inside a sequence (`ESC [`, `ESC [ 1 ; 5`): its rest may still be on its way (a slow link
    /// sends it in a later read).
    public static func endsUnfinished(_ keys: [Key]) -> Bool {
        guard let last = keys.lastIndex(of: .escape) else { return false }
        if case .unfinished = sequence(in: keys, at: last) { return true }
        return false
    }

    private enum Found {
        /// A whole sequence: the key it stands for (nil: none of ours) and how many keys it spans.
        case complete(Key?, Int)
        case unfinished
        case none
    }

    private static func sequence(in keys: [Key], at start: Int) -> Found {
        guard start + 1 < keys.count else { return .none }  // Esc alone: Esc
        guard case .char(let introducer) = keys[start + 1], introducer == "[" || introducer == "O" else {
            return .none
        }
        var parameters = "", intermediates = false
        var index = start + 2
        while index < keys.count {
            guard case .char(let c) = keys[index], let value = c.asciiValue else { return .none }
            switch value {
            case 0x30...0x3F where !intermediates: parameters.append(c)
            case 0x20...0x2F: intermediates = true
            case 0x40...0x7E:
                let key = intermediates ? nil : self.key(final: c, parameters: parameters)
                return .complete(key, index - start + 1)
            default: return .none
            }
            index += 1
        }
        return .unfinished
    }

    private static func key(final: Character, parameters: String) -> Key? {
        // A private marker (`<`, `=`, `>`, `?`) or colon-separated values: a report or a mode, not a key of ours.
        guard parameters.allSatisfy({ $0.isNumber || $0 == ";" }) else { return nil }
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        case "~":
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
