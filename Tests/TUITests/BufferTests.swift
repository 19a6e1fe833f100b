import Testing

@testable import TUI

struct BufferTests {
    @Test func writingKorean_usesTwoCellsPerSyllable() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        let used = buffer.write("편의점ab", x: 0, y: 0)
        #expect(used == 8)
        #expect(buffer.lines() == ["편의점ab  "])
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)
    }

    /// A wide character that does not fit is never drawn half; the cut is marked with "…" in the cell left (or over
    /// the last character when none is), and blanks past the edge are dropped without a mark.
    @Test func aWideCharacterThatDoesNotFit_isNotDrawnHalf_andTheCutEndsWithAnEllipsis() {
        var buffer = Buffer(size: Size(width: 5, height: 1))
        buffer.write("ab편의", x: 0, y: 0)
        #expect(buffer.lines() == ["ab편…"])
        var narrow = Buffer(size: Size(width: 10, height: 1))
        narrow.write("편의점", x: 0, y: 0, maxWidth: 5)
        #expect(narrow.lines() == ["편의…     "])
        var exact = Buffer(size: Size(width: 6, height: 1))
        exact.write("편의점", x: 0, y: 0, maxWidth: 4)
        #expect(exact.lines() == ["편…   "])
        var padded = Buffer(size: Size(width: 6, height: 1))
        padded.write("abc      ", x: 0, y: 0, maxWidth: 4)
        #expect(padded.lines() == ["abc   "])
    }

    @Test func overwritingHalfAWideCharacter_blanksTheOtherHalf() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("편의점", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.lines() == [" x의점"])
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.lines() == [" xy 점"])
    }

    @Test func escapeSequences_neverReachTheBuffer() {
        var buffer = Buffer(size: Size(width: 20, height: 1))
        buffer.write("a\u{1B}]0;pwned\u{07}b", x: 0, y: 0)
        #expect(!buffer.lines()[0].contains("\u{1B}"))
        #expect(buffer.trimmedLines() == ["a]0;pwnedb"])
    }

    @Test func writesOutsideTheBuffer_areClipped() {
        var buffer = Buffer(size: Size(width: 3, height: 2))
        buffer.write("abcdef", x: -2, y: 0)
        buffer.write("zzz", x: 0, y: 5)
        buffer.fill(Rect(x: -5, y: -5, width: 100, height: 100), symbol: ".")
        #expect(buffer.lines() == ["...", "..."])
    }

    @Test func changes_containOnlyWhatDiffers() {
        var a = Buffer(size: Size(width: 10, height: 2))
        a.write("hello", x: 0, y: 0)
        var b = a
        #expect(b.changes(since: a).isEmpty)
        b.write("J", x: 0, y: 0)
        b.write("편", x: 4, y: 1)
        let changes = b.changes(since: a)
        #expect(changes.map { "\($0.x),\($0.y),\($0.cell.symbol)" } == ["0,0,J", "4,1,편"])
        #expect(a.changes(since: nil).count == 20)
    }

    /// Rows are compared as memory: a cell must be two words with no padding, and every style must survive packing.
    @Test func cells_areTwoWordsWithoutPadding_andKeepEveryStyle() {
        #expect(MemoryLayout<Cell>.size == 8 && MemoryLayout<Cell>.stride == 8)
        let colors: [Color?] = [nil] + (0...7).map { Color(rawValue: $0) }
        for fg in colors {
            for bg in colors {
                for flags in 0..<16 {
                    let style = Style(
                        foreground: fg, background: bg, bold: flags & 1 != 0, dim: flags & 2 != 0,
                        reverse: flags & 4 != 0, underline: flags & 8 != 0)
                    for width in [0, 1, 2] as [UInt8] {
                        let cell = Cell(symbol: "가", width: width, style: style)
                        #expect(cell.style == style && cell.width == width && cell.symbol == "가")
                    }
                }
            }
        }
    }

    @Test func clustersOfSeveralScalars_keepTheirText() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("a👍🏽b", x: 0, y: 0)
        #expect(buffer.lines() == ["a👍🏽b  "])
        #expect(buffer[1, 0].symbol == "👍🏽" && buffer[1, 0].width == 2)
        #expect(Cell(symbol: "👍🏽") == Cell(symbol: "👍🏽") && Cell(symbol: "👍🏽") != Cell(symbol: "👍"))
    }

    @Test func drawingOneBufferIntoAnother_copiesItsCells_andClipsWithoutHalfCharacters() {
        var row = Buffer(size: Size(width: 8, height: 1))
        row.write("편의a점", x: 0, y: 0, style: .bold)
        var screen = Buffer(size: Size(width: 10, height: 2))
        screen.draw(row, at: Point(x: 1, y: 1))
        #expect(screen.lines() == ["          ", " 편의a점  "])
        #expect(screen[1, 1].style.bold && screen[2, 1].isContinuation)
        var edge = Buffer(size: Size(width: 7, height: 1))
        edge.draw(row, at: Point(x: 1, y: 0))  // 점 would need columns 6 and 7: only 6 is there
        #expect(edge.lines() == [" 편의a "])
        var left = Buffer(size: Size(width: 6, height: 1))
        left.draw(row, at: Point(x: -1, y: 0))  // the first half of 편 is cut off: its second half is not drawn
        #expect(left.lines() == [" 의a점"])
    }

    /// A row copied as a block leaves the target as writing its text there would: wide characters the row cuts at
    /// either end are blanked, in their own style.
    @Test func drawingARowOverWideCharacters_blanksTheHalvesItCuts_asWritingDoes() {
        let texts = ["xy", "한b", "a한", "xyz", "한글"]
        for text in texts {
            var image = Buffer(size: Size(width: text.displayWidth, height: 1))
            image.write(text, x: 0, y: 0, style: .bold)
            for x in 0...(10 - text.displayWidth) {
                var drawn = Buffer(size: Size(width: 10, height: 1))
                drawn.write("가나다라마", x: 0, y: 0, style: Style(foreground: .red))
                var written = drawn
                drawn.draw(image, at: Point(x: x, y: 0))
                written.write(text, x: x, y: 0, style: .bold)
                #expect(drawn == written, "\(text) at \(x): \(drawn.lines()) vs \(written.lines())")
            }
        }
    }

    @Test func restyle_changesStylesOnly() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.write("ab", x: 0, y: 0)
        buffer.restyle(Rect(x: 0, y: 0, width: 4, height: 1)) { $0.reverse = true }
        #expect(buffer[0, 0].style.reverse)
        #expect(buffer.lines() == ["ab  "])
    }
}
