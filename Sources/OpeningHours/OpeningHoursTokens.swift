import Foundation
import Places

/// The words, numbers and signs of an `opening_hours` value, read from its UTF-8 bytes by hand. Letters are
/// lower-cased (mappers write `mo-fr`, `MO-FR`, `Off`); the dashes people type for a range (`–`, `—`, `~`, `～`)
/// become `-`; curly quotes delimit a comment like straight ones.
struct OHToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case word(String)
        case number(Int, digits: Int)
        case sign(UInt8)  // - : , ; + [ ] ( ) / .
        case fallback  // ||
        case comment(String)
    }

    var kind: Kind
    /// Whether white space came before it: `Mo-Fr 08:00-12:00, We 14:00-18:00` and `PH Mo` need to know.
    var spaced: Bool

    static func tokens(_ text: String) -> [OHToken]? {
        let bytes = Array(text.utf8)
        var tokens: [OHToken] = []
        var i = 0
        var spaced = false
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0xA0 {
                spaced = true; i += 1; continue
            }
            if let (sign, length) = Self.sign(bytes, at: i) {
                if sign == UInt8(ascii: "|") {
                    guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "|") else { return nil }
                    tokens.append(OHToken(kind: .fallback, spaced: spaced)); i += 2
                } else {
                    tokens.append(OHToken(kind: .sign(sign), spaced: spaced)); i += length
                }
            } else if let close = Self.quote(bytes, at: i) {
                // A comment runs to the next quote of either kind.
                var j = i + close.length
                while j < bytes.count, Self.quote(bytes, at: j) == nil { j += 1 }
                guard j < bytes.count else { return nil }
                let text = String(decoding: bytes[(i + close.length)..<j], as: UTF8.self)
                tokens.append(OHToken(kind: .comment(text), spaced: spaced))
                i = j + (Self.quote(bytes, at: j)?.length ?? 1)
            } else if (0x30...0x39).contains(b) {
                var value = 0
                var j = i
                while j < bytes.count, (0x30...0x39).contains(bytes[j]), j - i < 6 {
                    value = value * 10 + Int(bytes[j] - 0x30); j += 1
                }
                tokens.append(OHToken(kind: .number(value, digits: j - i), spaced: spaced)); i = j
            } else if Self.isLetter(b) {
                var j = i
                while j < bytes.count, Self.isLetter(bytes[j]), Self.sign(bytes, at: j) == nil,
                    Self.quote(bytes, at: j) == nil
                {
                    j += 1
                }
                let word = String(decoding: bytes[i..<j], as: UTF8.self).lowercased()
                tokens.append(OHToken(kind: .word(word), spaced: spaced)); i = j
            } else {
                return nil
            }
            spaced = false
        }
        return tokens
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b >= 0x80
    }

    /// The sign at `i` and how many bytes it takes; typographic dashes and tildes read as `-`, a full-width colon
    /// as `:`.
    private static func sign(_ bytes: [UInt8], at i: Int) -> (UInt8, Int)? {
        let b = bytes[i]
        switch b {
        case UInt8(ascii: "~"): return (UInt8(ascii: "-"), 1)
        case UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "+"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "/"),
            UInt8(ascii: "."), UInt8(ascii: "|"):
            return (b, 1)
        case 0xE2 where i + 2 < bytes.count:
            // – — (E2 80 93/94), − (E2 88 92), ∼ (E2 88 BC)
            if bytes[i + 1] == 0x80, bytes[i + 2] == 0x93 || bytes[i + 2] == 0x94 { return (UInt8(ascii: "-"), 3) }
            if bytes[i + 1] == 0x88, bytes[i + 2] == 0x92 || bytes[i + 2] == 0xBC { return (UInt8(ascii: "-"), 3) }
            return nil
        case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBD && bytes[i + 2] == 0x9E:
            return (UInt8(ascii: "-"), 3)  // ～
        case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBC && bytes[i + 2] == 0x9A:
            return (UInt8(ascii: ":"), 3)  // ：
        default: return nil
        }
    }

    private static func quote(_ bytes: [UInt8], at i: Int) -> (length: Int, Void)? {
        if bytes[i] == UInt8(ascii: "\"") { return (1, ()) }
        // “ ” (E2 80 9C/9D)
        if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0x9C || bytes[i + 2] == 0x9D {
            return (3, ())
        }
        return nil
    }
}
