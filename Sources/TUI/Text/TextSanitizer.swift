/// Removes what must never reach a terminal: C0 controls (tab becomes a space), DEL, C1 controls and
/// bidi overrides/isolates. Applied at the buffer boundary, so no widget can forget it.
public enum TextSanitizer {
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // LRE RLE PDF LRO RLO, LRI RLI FSI PDI
        case 0x200E, 0x200F, 0x061C: return true  // LRM, RLM, ALM: invisible direction marks
        default: return false
        }
    }

    /// Sanitised text: tabs and newlines become spaces, every other forbidden scalar is dropped.
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                scalars.append(" ")
            } else if !isForbidden(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
