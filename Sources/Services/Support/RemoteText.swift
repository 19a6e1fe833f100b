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
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar.value {
            case 0x1B: skipEscape(&iterator)
            case 0x9B: skipControlSequence(&iterator)  // C1 CSI
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: skipString(&iterator)  // C1 DCS, SOS, OSC, PM, APC
            case 0x09: scalars.append(" ")
            default: if !isForbidden(scalar) { scalars.append(scalar) }
            }
        }
        let cleaned = String(scalars)
        return cleaned.unicodeScalars.contains(where: mayDecompose)
            ? cleaned.precomposedStringWithCanonicalMapping : cleaned
    }

    /// After ESC: the rest of the sequence, whatever its kind (ECMA-48), so none of it is left as text.
    private static func skipEscape(_ iterator: inout String.UnicodeScalarView.Iterator) {
        guard let next = iterator.next() else { return }
        switch next {
        case "[": skipControlSequence(&iterator)
        case "]", "P", "X", "^", "_": skipString(&iterator)
        default:
            // nF forms (ESC, intermediates 0x20–0x2F, one final byte), or a two-character form (ESC c, ESC 7).
            var current = next
            while (0x20...0x2F).contains(current.value), let following = iterator.next() { current = following }
        }
    }

    /// A control sequence: parameter and intermediate bytes (0x20–0x3F), up to and including its final byte.
    private static func skipControlSequence(_ iterator: inout String.UnicodeScalarView.Iterator) {
        while let scalar = iterator.next() {
            if !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// A control string (OSC, DCS, …): up to BEL, ST (`ESC \\`) or C1 ST. One never terminated runs to the end:
    /// what follows an unterminated OSC is the terminal's title, never text.
    private static func skipString(_ iterator: inout String.UnicodeScalarView.Iterator) {
        while let scalar = iterator.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = iterator.next()
                return
            default: continue
            }
        }
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
                    if b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (0xAA...0xAE).contains(b2)) { return true }  // LRM RLM, LRE…RLO
                    if b1 == 0x81 && (0xA6...0xA9).contains(b2) { return true }  // LRI…PDI
                default: break
                }
                i += 1
            }
            return false
        }
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
