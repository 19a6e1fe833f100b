import Foundation

/// Text from a remote service, made safe once where it is decoded, so the screen, the plain-text output and
/// JSON all carry the same string: terminal escape sequences removed whole (`ESC [` … final byte, `ESC ]` … BEL
/// or ST, `ESC P`/`X`/`^`/`_` … ST, other `ESC` forms, and their C1 forms), no other C0/C1 control (a tab becomes
/// a space, line breaks stay), no DEL, no bidi override, isolate or invisible direction mark; then NFC (a name
/// sent in decomposed jamo reads, sorts and compares like the same name composed). The terminal buffer only
/// drops controls as a last guard: it neither parses sequences nor normalises.
public enum RemoteText {
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false  // line breaks are content (overviews)
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // LRE RLE PDF LRO RLO, LRI RLI FSI PDI
        case 0x200E, 0x200F, 0x061C: return true  // LRM, RLM, ALM
        default: return false
        }
    }

    /// A scalar NFC may change: a combining diacritic (U+0300–036F) or a conjoining Hangul jamo (U+1100–11FF,
    /// U+A960–A97F, U+D7B0–D7FF). Text without one is taken as composed, which keeps the normaliser (and the ICU
    /// data it loads) off nearly every answer.
    public static func mayDecompose(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    static func needsCleaning(_ text: String) -> Bool {
        text.unicodeScalars.contains { isForbidden($0) || mayDecompose($0) }
    }

    public static func clean(_ text: String) -> String {
        guard needsCleaning(text) else { return text }
        let input = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var i = 0
        while i < input.count {
            let scalar = input[i]
            switch scalar.value {
            case 0x1B: i = afterEscape(input, i + 1)
            case 0x9B: i = afterControlSequence(input, i + 1)  // C1 CSI
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: i = afterString(input, i + 1)  // C1 DCS, SOS, OSC, PM, APC
            default:
                if scalar == "\t" { output.append(" ") } else if !isForbidden(scalar) { output.append(scalar) }
                i += 1
            }
        }
        let cleaned = String(output)
        return cleaned.unicodeScalars.contains(where: mayDecompose)
            ? cleaned.precomposedStringWithCanonicalMapping : cleaned
    }

    /// After an ESC at `start - 1`: where the text goes on (ECMA-48). `[` a control sequence; `]`, `P`, `X`, `^`, `_`
    /// a control string; otherwise intermediates (0x20–0x2F) and one final (0x30–0x7E), as in `ESC ( B` or `ESC 7`.
    /// Anything that cannot continue a sequence (a letter of another script, a line break, another ESC) is not eaten.
    private static func afterEscape(_ s: [Unicode.Scalar], _ start: Int) -> Int {
        guard start < s.count else { return start }
        switch s[start] {
        case "[": return afterControlSequence(s, start + 1)
        case "]", "P", "X", "^", "_": return afterString(s, start + 1)
        default:
            var i = start
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            return i < s.count && (0x30...0x7E).contains(s[i].value) ? i + 1 : i
        }
    }

    /// A control sequence: parameters and intermediates (0x20–0x3F; a C0 control among them is executed by a
    /// terminal, not printed, so it does not end the sequence), then the final byte (0x40–0x7E), eaten with it.
    private static func afterControlSequence(_ s: [Unicode.Scalar], _ start: Int) -> Int {
        var i = start
        while i < s.count, (0x20...0x3F).contains(s[i].value) || (s[i].value < 0x20 && s[i].value != 0x1B) { i += 1 }
        return i < s.count && (0x40...0x7E).contains(s[i].value) ? i + 1 : i
    }

    /// A control string (OSC, DCS…): up to BEL, ST (`ESC \\`) or C1 ST. An ESC followed by anything else starts a
    /// new sequence there; a string never ended runs to the end (what follows an open OSC is a title, not text).
    private static func afterString(_ s: [Unicode.Scalar], _ start: Int) -> Int {
        var i = start
        while i < s.count {
            switch s[i].value {
            case 0x07, 0x9C: return i + 1
            case 0x1B: return i + 1 < s.count && s[i + 1] == "\\" ? i + 2 : i
            default: i += 1
            }
        }
        return i
    }

    /// Decodes a service's JSON with every string value cleaned first.
    /// A scan of the bytes first: nearly every answer has nothing to clean and goes straight to the decoder
    /// (parsing it into NSObjects to look, as before, cost a 40-step forecast 8 ms of the tab's first frame).
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if !mayContainForbidden(data) { return try JSONDecoder().decode(type, from: data) }
        let raw = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard containsForbidden(raw) else { return try JSONDecoder().decode(type, from: data) }
        let cleaned = try JSONSerialization.data(withJSONObject: clean(any: raw), options: [.fragmentsAllowed])
        return try JSONDecoder().decode(type, from: cleaned)
    }

    /// False only when no string in this JSON text can hold a forbidden scalar, written raw (C1 controls, bidi
    /// and direction marks in UTF-8) or escaped (`\t`, `\r`, `\b`, `\f`, `\u` of a forbidden scalar). Raw control
    /// bytes other than JSON's whitespace also answer true: such text goes the careful way (and is refused there).
    static func mayContainForbidden(_ data: Data) -> Bool {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            let b = raw.bindMemory(to: UInt8.self)
            var i = 0
            func hex(_ c: UInt8) -> UInt32? {
                switch c {
                case 48...57: return UInt32(c - 48)
                case 65...70: return UInt32(c - 55)
                case 97...102: return UInt32(c - 87)
                default: return nil
                }
            }
            while i < b.count {
                // Eight plain printable ASCII bytes at a time (no control, DEL or backslash): most of an answer's
                // keys, numbers and punctuation pass here (a 6 MB answer spent 19 ms in the loop byte by byte).
                while i + 8 <= b.count,
                    isPlainPrintableASCII(UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self))
                {
                    i += 8
                }
                guard i < b.count else { break }
                let c = b[i]
                switch c {
                case 0x09, 0x0A, 0x0D: break  // JSON whitespace
                case 0x00...0x1F, 0x7F: return true
                case 0x5C:  // a backslash escape
                    guard i + 1 < b.count else { return true }
                    switch b[i + 1] {
                    case UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "f"): return true
                    case UInt8(ascii: "u"):
                        guard i + 5 < b.count, let h1 = hex(b[i + 2]), let h2 = hex(b[i + 3]), let h3 = hex(b[i + 4]),
                            let h4 = hex(b[i + 5])
                        else { return true }
                        let value = h1 << 12 | h2 << 8 | h3 << 4 | h4
                        if let scalar = Unicode.Scalar(value), isForbidden(scalar) || mayDecompose(scalar) {
                            return true
                        }
                        i += 5
                    default: i += 1
                    }
                case 0xC2 where i + 1 < b.count && (0x80...0x9F).contains(b[i + 1]): return true  // C1 controls
                case 0xCC: return true  // U+0300–033F
                case 0xCD where i + 1 < b.count && b[i + 1] <= 0xAF: return true  // U+0340–036F
                case 0xE1 where i + 1 < b.count && (0x84...0x87).contains(b[i + 1]): return true  // U+1100–11FF jamo
                case 0xEA where i + 2 < b.count && b[i + 1] == 0xA5 && b[i + 2] >= 0xA0:
                    return true  // U+A960–A97F
                case 0xED
                where i + 1 < b.count && (0x9E...0x9F).contains(b[i + 1])
                    && (b[i + 1] == 0x9F || (i + 2 < b.count && b[i + 2] >= 0xB0)):
                    return true  // U+D7B0–D7FF
                case 0xD8 where i + 1 < b.count && b[i + 1] == 0x9C: return true  // U+061C ALM
                case 0xE2 where i + 2 < b.count:
                    let (b1, b2) = (b[i + 1], b[i + 2])
                    // LRM RLM, LRE…RLO
                    if b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (0xAA...0xAE).contains(b2)) { return true }
                    if b1 == 0x81 && (0xA6...0xA9).contains(b2) { return true }  // LRI…PDI
                default: break
                }
                i += 1
            }
            return false
        }
    }

    /// True when none of the word's eight bytes is above 0x7E, below 0x20, DEL or a backslash.
    static func isPlainPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        func hasByte(_ byte: UInt64) -> Bool {
            let y = word ^ (ones &* byte)
            return (y &- ones) & ~y & high != 0
        }
        return word & high == 0 && (word &- ones &* 0x20) & ~word & high == 0 && !hasByte(0x7F) && !hasByte(0x5C)
    }

    private static func containsForbidden(_ value: Any) -> Bool {
        switch value {
        case let text as String: return needsCleaning(text)
        case let array as [Any]: return array.contains(where: containsForbidden)
        case let object as [String: Any]: return object.values.contains(where: containsForbidden)
        default: return false
        }
    }

    private static func clean(any value: Any) -> Any {
        switch value {
        case let text as String: return clean(text)
        case let array as [Any]: return array.map(clean(any:))
        case let object as [String: Any]: return object.mapValues(clean(any:))
        default: return value
        }
    }
}
