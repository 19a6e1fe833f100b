import Foundation

/// Text from a remote service, made safe once where it is decoded, so the screen, the plain-text output and
/// JSON all carry the same string: no C0/C1 control (ESC, BEL, …; a tab becomes a space, line breaks stay),
/// no DEL, no bidi override, isolate or invisible direction mark. The terminal buffer keeps its own
/// sanitiser as the last line of defence.
public enum RemoteText {
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false                                // line breaks are content (overviews)
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true   // LRE RLE PDF LRO RLO, LRI RLI FSI PDI
        case 0x200E, 0x200F, 0x061C: return true              // LRM, RLM, ALM
        default: return false
        }
    }

    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" { scalars.append(" ") } else if scalar == "\r" { continue } else if !isForbidden(scalar) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// Decodes a service's JSON with every string value cleaned first.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let raw = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard containsForbidden(raw) else { return try JSONDecoder().decode(type, from: data) }
        let cleaned = try JSONSerialization.data(withJSONObject: clean(any: raw), options: [.fragmentsAllowed])
        return try JSONDecoder().decode(type, from: cleaned)
    }

    private static func containsForbidden(_ value: Any) -> Bool {
        switch value {
        case let text as String: return text.unicodeScalars.contains(where: isForbidden)
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
