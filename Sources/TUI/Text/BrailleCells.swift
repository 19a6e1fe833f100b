/// How many cells a line takes on a braille display, at most, so a row can put its key fact inside the display's
/// 40 cells. Counted for Korean contracted braille (grade 1, the table the set-up recommends), where a syllable
/// takes up to four cells: its initial consonant (none for ㅇ, two for a doubled one), its vowel (two for the
/// compound ones), its final (two for a doubled or clustered one) — the contractions only ever save cells, so the
/// count is an upper bound. A run of digits takes one more cell (the number sign); anything else one cell.
public enum BrailleCells {
    /// The cells of the displays people use most (a 40-cell display).
    public static let display = 40

    public static func upperBound(_ text: String) -> Int {
        var cells = 0
        var inNumber = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isDigit = (0x30...0x39).contains(value)
            if isDigit && !inNumber { cells += 1 }  // the number sign
            inNumber = isDigit || (inNumber && (scalar == "." || scalar == ","))
            if (0xAC00...0xD7A3).contains(value) {
                cells += syllableCells(Int(value) - 0xAC00)
            } else {
                cells += 1
            }
        }
        return cells
    }

    private static let doubledInitials: Set<Int> = [1, 4, 8, 10, 13]  // ㄲ ㄸ ㅃ ㅆ ㅉ
    private static let compoundVowels: Set<Int> = [3, 7, 9, 10, 11, 14, 15, 16, 19]  // ㅒ ㅖ ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ ㅢ
    private static let doubleFinals: Set<Int> = [2, 3, 5, 6, 9, 10, 11, 12, 13, 14, 15, 18, 20]  // ㄲ ㄳ ㄵ … ㅆ

    private static func syllableCells(_ index: Int) -> Int {
        let initial = index / (21 * 28), vowel = (index / 28) % 21, final = index % 28
        let initialCells = initial == 11 ? 0 : (doubledInitials.contains(initial) ? 2 : 1)  // 11: ㅇ, not written
        let vowelCells = compoundVowels.contains(vowel) ? 2 : 1
        let finalCells = final == 0 ? 0 : (doubleFinals.contains(final) ? 2 : 1)
        return initialCells + vowelCells + finalCells
    }
}

extension Array where Element == String {
    /// A list row in the accessible mode, one shape for every row of a view: its number, its key fact (a distance,
    /// a count, the access words), the name, the rest — "3: 230 m south-west ↙, CU 백현2점, …" — so a 40-cell braille
    /// display shows the fact without panning, whatever the name's length or the language. No fact: the name leads.
    public static func rowSentence(number: String, name: String, fact: String, rest: [String]) -> String {
        guard !fact.isEmpty else { return "\(number) " + ([name] + rest).rowSentence }
        return "\(number): " + ([fact, name] + rest).rowSentence
    }
}
