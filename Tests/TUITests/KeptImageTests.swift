import Testing

@testable import TUI

struct KeptImageTests {
    @Test func drawsOncePerKeyAndSize_andCopiesWithItsFocus() {
        var kept = KeptImage<String>()
        var draws = 0
        func frame(_ key: String, width: Int = 10) -> Buffer {
            var buffer = Buffer(size: Size(width: 20, height: 3))
            kept.render(key, in: Rect(x: 5, y: 1, width: width, height: 1), buffer: &buffer) { area, image in
                draws += 1
                image.write(key, x: area.x, y: area.y)
                image.report(focus: .field, at: Point(x: 2, y: 0))
            }
            return buffer
        }
        let first = frame("검색 ab")
        #expect(first[5, 1].symbol == "검" && first[6, 1].isContinuation && first[10, 1].symbol == "a")
        #expect(first.focusCell(.field) == Point(x: 7, y: 1))
        let again = frame("검색 ab")
        #expect(draws == 1)
        #expect(again.focusCell(.field) == Point(x: 7, y: 1))
        #expect((0..<20).allSatisfy { again[$0, 1] == first[$0, 1] })
        _ = frame("검색 abc")
        #expect(draws == 2)
        _ = frame("검색 abc", width: 12)
        #expect(draws == 3)
    }

    @Test func rowsAreDrawnOncePerKey_untilTheLayoutOrWidthChanges_orTheLimitIsReached() {
        var rows = KeptRows<Int, String>(limit: 3)
        var draws = 0
        func row(_ key: String, layout: Int = 1, width: Int = 8) -> Buffer {
            rows.row(key, layout: layout, width: width) { area, image in
                draws += 1
                image.write(key, x: area.x, y: area.y)
            }
        }
        #expect(row("a")[0, 0].symbol == "a")
        _ = row("a")
        _ = row("b")
        #expect(draws == 2)
        _ = row("a", layout: 2)  // another layout: drawn again
        _ = row("a", layout: 2, width: 9)  // another width too
        #expect(draws == 4)
        _ = row("b", layout: 2, width: 9)
        _ = row("c", layout: 2, width: 9)
        _ = row("d", layout: 2, width: 9)  // past the limit: emptied, so "a" is drawn again
        _ = row("a", layout: 2, width: 9)
        #expect(draws == 8)
        rows.removeAll()
        _ = row("a", layout: 2, width: 9)
        #expect(draws == 9)
    }
}
