/// Escape sequences the terminal's key database does not list arrive from ncurses as their bytes, one key each:
/// `ESC [ B` would be Esc, then `[` (the previous tab), then `B`. Read together in one batch, a whole sequence is
/// one key: the cursor and editing keys in either form (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 C`), and any
/// other complete sequence is dropped whole, never acted on piece by piece. An Esc followed by nothing is Esc.
public enum EscapeSequences {
    public static func fold(_ keys: [Key]) -> [Key] {
        guard keys.contains(.escape) else { return keys }
        var result: [Key] = []
        var index = 0
        while index < keys.count {
            if keys[index] == .escape, let (key, length) = sequence(in: keys, at: index) {
                if let key { result.append(key) }
                index += length
            } else {
                result.append(keys[index])
                index += 1
            }
        }
        return result
    }

    /// The key a complete sequence at `start` stands for (nil: none of ours) and how many keys it spans; nil when
    /// no complete sequence starts there.
    private static func sequence(in keys: [Key], at start: Int) -> (Key?, Int)? {
        guard start + 2 < keys.count, case .char(let introducer) = keys[start + 1],
            introducer == "[" || introducer == "O"
        else { return nil }
        var parameters = ""
        var index = start + 2
        while index < keys.count, case .char(let c) = keys[index] {
            if c.isASCII, c.isNumber || c == ";" {
                parameters.append(c)
                index += 1
                continue
            }
            guard let value = c.asciiValue, (0x40...0x7E).contains(value) else { return nil }
            return (key(final: c, parameters: parameters), index - start + 1)
        }
        return nil
    }

    private static func key(final: Character, parameters: String) -> Key? {
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
