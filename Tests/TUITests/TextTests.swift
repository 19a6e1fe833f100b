import Foundation
import Testing

@testable import TUI

struct TextTests {
    @Test func widths_ofHangulCJKFullwidthEmojiCombining() {
        #expect("a".displayWidth == 1)
        #expect("한".displayWidth == 2)
        #expect("편의점".displayWidth == 6)
        #expect("漢字".displayWidth == 4)
        #expect("ＡＢ".displayWidth == 4)
        #expect("🍙".displayWidth == 2)
        #expect("e\u{301}".displayWidth == 1)  // e + combining acute
        #expect("\u{301}".displayWidth == 0)
        #expect("GS25 판교역점".displayWidth == 13)
    }

    @Test func textThatIsAlreadyNFC_isKept_andCombiningMarksStillCompose() {
        #expect("세븐일레븐 판교점 → 125 m".isTriviallyNFC)
        #expect("세븐일레븐 판교점 → 125 m".terminalSafe == "세븐일레븐 판교점 → 125 m")
        #expect(!"e\u{301}".isTriviallyNFC)
        #expect("e\u{301}".terminalSafe == "é")
    }

    /// The fast paths' promises, scalar by scalar over all of Unicode: what `isTriviallyNFC` accepts is unchanged by
    /// NFC and combines with nothing; what `standaloneWidth` accepts is also allowed, a grapheme of its own beside
    /// anything it accepts, and as wide as the general path says.
    @Test func fastPaths_agreeWithTheGeneralPath_forEveryScalarTheyAccept() throws {
        var standalone = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            if text.isTriviallyNFC && !TextSanitizer.isForbidden(scalar) {
                #expect(text.precomposedStringWithCanonicalMapping == text, "NFC changes U+\(String(value, radix: 16))")
                #expect(
                    scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16)) combines"
                )
            }
            guard let width = DisplayWidth.standaloneWidth(scalar) else { continue }
            standalone += 1
            #expect(text.isTriviallyNFC, "U+\(String(value, radix: 16)) is standalone but not trivially NFC")
            #expect(!TextSanitizer.isForbidden(scalar))
            #expect(DisplayWidth.of(Character(scalar)) == width, "width of U+\(String(value, radix: 16))")
            // A grapheme of its own between letters, Hangul syllables and itself.
            #expect(("a" + text + "가" + text + text).count == 5, "U+\(String(value, radix: 16)) joins a neighbour")
        }
        #expect(standalone > 30_000)  // 33,803 today: ASCII to Hangul
    }

    @Test func decomposedHangul_isNormalisedToOneSyllable() {
        let decomposed = "\u{1112}\u{1161}\u{11AB}"  // ᄒ ᅡ ᆫ = 한
        #expect(decomposed.terminalSafe == "한")
        #expect(decomposed.terminalSafe.displayWidth == 2)
    }

    @Test func sanitiser_removesControlsEscapesC1AndBidi() {
        let hostile = "ok\u{1B}[31mred\u{07}\u{7F}\u{85}\u{9B}x\u{202E}evil\u{2066}y\u{2069}\tz\nw"
        let clean = hostile.terminalSafe
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(
            !clean.unicodeScalars.contains {
                (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            })
        #expect(clean == "ok[31mredxevily z w")
    }

    @Test func truncation_neverSplitsAWideCharacter_andEndsWithEllipsis() {
        #expect("편의점입니다".truncated(to: 6) == "편의…")
        #expect("편의점입니다".truncated(to: 5) == "편의…")
        #expect("편의점".truncated(to: 6) == "편의점")
        #expect("abcdef".truncated(to: 4) == "abc…")
        #expect("한".truncated(to: 1) == "…")
        #expect("x".truncated(to: 0) == "")
    }

    @Test func padding_reachesTheExactWidth() {
        #expect("편의점".padded(to: 8) == "편의점  ")
        #expect("편의점입니다".padded(to: 7).displayWidth == 7)
        #expect("ab".padded(to: 5, alignment: .right) == "   ab")
        #expect("ab".padded(to: 6, alignment: .center) == "  ab  ")
    }

    @Test func wrapping_respectsDisplayWidth() {
        let lines = "가나다 라마바 사아자".wrapped(to: 7)
        #expect(lines == ["가나다", "라마바", "사아자"])
        #expect(lines.allSatisfy { $0.displayWidth <= 7 })
        #expect("abcdefghij".wrapped(to: 4) == ["abcd", "efgh", "ij"])
    }

    /// A wrap never leaves a number or its unit alone on the next line, where it reads as another fact: a house
    /// number stays with its street, "0.5 mm" and "83 %" stay whole; a separator may end a line.
    @Test func wrapping_keepsNumbersWithTheirWordsAndUnits() {
        #expect("서울특별시 종로구 북촌로5길 48".wrapped(to: 28) == ["서울특별시 종로구", "북촌로5길 48"])
        #expect("Expected: rain Sun 12:00, 0.5 mm".wrapped(to: 29) == ["Expected: rain", "Sun 12:00, 0.5 mm"])
        #expect("humidity 83 %".wrapped(to: 11) == ["humidity", "83 %"])
        #expect("a · 24일 b".wrapped(to: 4) == ["a ·", "24일", "b"])
        // A group wider than the line still breaks (between its words).
        #expect("within 1 km".wrapped(to: 6) == ["within", "1 km"])
    }
}
