import Foundation

/// Terminal column widths: East Asian wide/fullwidth and emoji take 2 columns, combining marks 0.
public enum DisplayWidth {
    /// Width of one grapheme cluster as a terminal draws it (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Fast paths (most of every frame), before any Unicode property lookup: a lone scalar below the
        // combining marks (U+0300) is one column unless it is a control; a lone Hangul syllable is two.
        if scalars.count == 1 || character.utf8.count == 1 {
            switch first.value {
            case 0x20..<0x7F, 0xA0..<0x300: return 1
            case 0xAC00...0xD7A3: return 2
            default: break
            }
        }
        if TextSanitizer.isForbidden(first) { return 0 }
        if isZeroWidth(first) { return scalars.count == 1 ? 0 : of(rest: scalars.dropFirst()) }
        if isWide(first) { return 2 }
        // A text-default symbol followed by VS16 is drawn as an emoji.
        if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        return 1
    }

    /// The width of a scalar that is always a grapheme of its own, allowed on screen and unchanged by NFC, or nil
    /// for any other. Text made only of these (ASCII, Latin, punctuation, arrows, box drawing, braille, CJK, Hangul
    /// syllables: nearly all of every frame) is drawn scalar by scalar, with no grapheme breaking, sanitising or
    /// normalising; anything else takes the general path. A test checks every listed scalar against that path.
    @inline(__always)
    public static func standaloneWidth(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF,  // ASCII, Latin-1 (not the soft hyphen), Latin extended, IPA
            0x2010...0x2027, 0x2030...0x205E,  // general punctuation (not spaces, joiners, bidi controls)
            0x2190...0x21FF, 0x2500...0x25FC,  // arrows; box drawing, blocks, geometric shapes
            0x2800...0x28FF:  // braille patterns
            return 1
        case 0x3000...0x3029, 0x3030...0x303E,  // CJK symbols (not the tone marks 302A–302F)
            0x3131...0x318E,  // Hangul compatibility jamo (never conjoining)
            0x4E00...0x9FFF, 0xAC00...0xD7A3,  // CJK ideographs, Hangul syllables
            0xFF01...0xFF5E:  // fullwidth forms
            return 2
        default:
            return nil
        }
    }

    private static func of(rest: Substring.UnicodeScalarView) -> Int {
        rest.contains(where: { !isZeroWidth($0) }) ? 1 : 0
    }

    /// Width of a string: the sum over its grapheme clusters.
    public static func of(_ text: String) -> Int {
        if text.isPrintableASCII { return text.utf8.count }
        var total = 0
        for scalar in text.unicodeScalars {
            guard let w = standaloneWidth(scalar) else { return text.reduce(0) { $0 + of($1) } }
            total += w
        }
        return total
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        switch scalar.value {
        case 0x1160...0x11FF: return true  // Hangul medial vowels and final consonants (conjoining jamo)
        case 0xFE00...0xFE0F, 0x200B: return true
        default: return false
        }
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if scalar.properties.isEmojiPresentation { return true }
        switch v {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
            0x231A...0x231B, 0x2329...0x232A,
            0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul Jamo extended-A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60,  // Fullwidth forms
            0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension String {
    /// NFC-normalised and sanitised: the form every piece of text takes on its way into the buffer.
    public var terminalSafe: String {
        // Printable ASCII is already clean and normalised: skip the work (most strings on screen).
        if isPrintableASCII || isStandalone { return self }
        let clean = TextSanitizer.clean(self)
        // Text with no combining mark and no conjoining jamo is already NFC: skip Foundation's normaliser (it pulls
        // in ICU's data, measurable in memory and time).
        return clean.isTriviallyNFC ? clean : clean.precomposedStringWithCanonicalMapping
    }

    /// Every scalar from a range where NFC changes nothing: printable Latin up to the combining marks, punctuation,
    /// arrows, symbols, box drawing, braille, CJK and Hangul syllables; not the canonical singletons (U+2000,
    /// U+2001, Ω U+2126, K U+212A, Å U+212B, 〈〉 U+2329–232A, U+2ADC) nor the combining marks among them
    /// (U+20D0–20FF, U+302A–302F), which NFC replaces or reorders. A test checks every scalar in these ranges.
    var isTriviallyNFC: Bool {
        unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x20..<0x300, 0x2002...0x20CF, 0x2100...0x2125, 0x2127...0x2129, 0x212C...0x2328, 0x232B...0x2ADB,
                0x2ADD...0x2BFF, 0x3000...0x3029, 0x3030...0x303F, 0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
                0xFF01...0xFF5E:
                return true
            default: return false
            }
        }
    }

    /// Every scalar a grapheme of its own, allowed and NFC-stable (`DisplayWidth.standaloneWidth`).
    var isStandalone: Bool { unicodeScalars.allSatisfy { DisplayWidth.standaloneWidth($0) != nil } }

    /// Only bytes 0x20…0x7E (a quick scan of the UTF-8 view).
    var isPrintableASCII: Bool { utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    public var displayWidth: Int { DisplayWidth.of(self) }

    /// Cuts to at most `width` columns, ending in `…` when something was cut; never splits a wide character.
    public func truncated(to width: Int) -> String {
        guard width > 0 else { return "" }
        if displayWidth <= width { return self }
        var result = ""
        var used = 0
        for character in self {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        // "세븐일레븐…", not "세븐일레븐 …"
        while result.last == " " { result.removeLast() }
        return result + "…"
    }

    /// Truncated if needed, then padded with spaces to exactly `width` columns.
    public func padded(to width: Int, alignment: TextAlignment = .left) -> String {
        let cut = truncated(to: width)
        let gap = max(0, width - cut.displayWidth)
        switch alignment {
        case .left: return cut + String(repeating: " ", count: gap)
        case .right: return String(repeating: " ", count: gap) + cut
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + cut + String(repeating: " ", count: gap - left)
        }
    }

    /// Splits into lines of at most `width` columns at spaces where possible (hard breaks otherwise).
    public func wrapped(to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in Self.unbreakable(paragraph.split(separator: " ", omittingEmptySubsequences: false), width) {
                let w = String(word).displayWidth
                let sep = line.isEmpty ? 0 : 1
                if lineWidth + sep + w <= width {
                    if sep == 1 { line += " " }
                    line += word
                    lineWidth += sep + w
                    continue
                }
                if !line.isEmpty { lines.append(line); line = ""; lineWidth = 0 }
                // A word longer than the line is cut on character boundaries.
                for character in word {
                    let cw = DisplayWidth.of(character)
                    if lineWidth + cw > width { lines.append(line); line = ""; lineWidth = 0 }
                    line.append(character)
                    lineWidth += cw
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The words a line may not break between, joined: a number stays with the word before it and a unit with its
    /// number ("북촌로5길 48", "0.5 mm", "83 %"), so a wrap never leaves a fact's number or unit alone on the next
    /// line, where it reads as another fact. A group wider than the line stays words (it must break somewhere).
    static func unbreakable(_ words: [Substring], _ width: Int) -> [Substring] {
        let units: Set<Substring> = [
            "m", "km", "mm", "cm", "%", "°C", "°F", "m/s", "mph", "h", "min",
            "µg/m³",  // not UI: a unit matched
        ]
        var groups: [[Substring]] = []
        func cells(_ group: [Substring]) -> Int { group.joined(separator: " ").displayWidth }
        for word in words {
            // Glued to a word, never to a separator ("·", "—"), which a line may end with.
            let glued =
                (word.first?.isNumber == true || units.contains(word.trimmingTrailingPunctuation))
                && groups.last?.last?.contains(where: { $0.isLetter || $0.isNumber }) == true
            guard glued, var last = groups.popLast() else {
                groups.append([word])
                continue
            }
            if cells(last + [word]) <= width {
                groups.append(last + [word])
            } else {
                // Too wide together: the word keeps the one before it (its number), the rest of the group goes on.
                let before = last.removeLast()
                if !last.isEmpty { groups.append(last) }
                groups.append(cells([before, word]) <= width ? [before, word] : [before])
                if cells([before, word]) > width { groups.append([word]) }
            }
        }
        return groups.map { Substring($0.joined(separator: " ")) }
    }
}

extension Substring {
    /// Without a trailing comma, full stop, semicolon or closing bracket ("mm," → "mm").
    fileprivate var trimmingTrailingPunctuation: Substring {
        var s = self
        while let last = s.last, ",.;:)".contains(last) { s = s.dropLast() }
        return s
    }
}

public enum TextAlignment: Sendable { case left, right, center }
