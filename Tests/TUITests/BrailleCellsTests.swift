import Testing

@testable import TUI

/// The cells a row takes on a braille display, at most (Korean contracted braille), and the rows that put their
/// key fact first when the name would push it past 40 cells.
struct BrailleCellsTests {
    @Test func hangulSyllables_countTheirParts_andDigitsTheNumberSign() {
        #expect(BrailleCells.upperBound("CU") == 2)
        #expect(BrailleCells.upperBound("가") == 2)  // ㄱ ㅏ
        #expect(BrailleCells.upperBound("아") == 1)  // ㅇ is not written
        #expect(BrailleCells.upperBound("점") == 3)  // ㅈ ㅓ ㅁ
        #expect(BrailleCells.upperBound("꽃") == 4)  // ㄲ (two) ㅗ ㅊ
        #expect(BrailleCells.upperBound("닭") == 4)  // ㄷ ㅏ ㄺ (two)
        #expect(BrailleCells.upperBound("285 m") == 6)  // the number sign, 2 8 5, a blank, m
        #expect(BrailleCells.upperBound("1.5 km") == 7)
    }

    @Test func everyRow_leadsWithItsFact_inOneShape() {
        let short = [String].rowSentence(number: "3", name: "CU 백현2점", fact: "230 m 남서쪽", rest: ["영업 중", ""])
        #expect(short == "3: 230 m 남서쪽, CU 백현2점, 영업 중")
        let long = [String].rowSentence(
            number: "2", name: "세븐일레븐 판교테크노밸리점", fact: "285 m 동쪽", rest: ["판교역로 235"])
        #expect(long == "2: 285 m 동쪽, 세븐일레븐 판교테크노밸리점, 판교역로 235")
        #expect(BrailleCells.upperBound("2: 285 m 동쪽") <= BrailleCells.display)
        // No fact: the name leads whatever its length.
        #expect(
            [String].rowSentence(number: "1", name: String(repeating: "가", count: 30), fact: "", rest: []).hasPrefix(
                "1 가"))
    }
}
