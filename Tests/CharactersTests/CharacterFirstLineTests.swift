import Services
import Testing

@testable import Characters

/// A row's summary is the description's first line that is not empty, exactly as splitting at every kind of line
/// break gives it.
struct CharacterFirstLineTests {
    static let texts = [
        "", "\n", "\r\n\r\n", "One line", "First\nsecond", "\n\nAfter blank lines\nnext", "Windows\r\nline",
        "Old Mac\rline", "Tab\tis not a break\u{0B}VT is", "Form\u{0C}feed", "Next\u{85}line", "Line\u{2028}separator",
        "Para\u{2029}graph", "é\u{301}\ncombining", "\u{1F469}\u{200D}\u{1F52C} scientist\nrest", "스파이더맨\r\n거미",
        "trailing\n", String(repeating: "long ", count: 400) + "\nend",
    ]

    @Test(arguments: texts) func theFirstLine_isTheOneSplittingGives(text: String) {
        let split = text.split(whereSeparator: \.isNewline).first.map(String.init)
        #expect(ComicCharacter.firstLine(of: text) == split)
    }
}
