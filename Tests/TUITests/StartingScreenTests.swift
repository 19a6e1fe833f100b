import Localization
import TestSupport
import Testing

@testable import TUI

/// The screen shown from the terminal's set-up until the first tab is drawn.
@MainActor
struct StartingScreenTests {
    let titles = ["Stores", "Weather", "Characters", "Travel"]

    func screen(_ width: Int, _ height: Int, selected: Int = 1, accessible: Bool = false) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: height))
        StartingScreen(titles: titles, numbers: [1, 2, 3, 4], selected: selected, accessible: accessible)
            .render(into: &buffer)
        return buffer
    }

    @Test func showsTheTabsAsTheyWillBe_andSaysItIsStarting_withTheCursorOnTheWords() {
        let buffer = Localization.with(.english) { screen(60, 12) }
        var expected = Array(repeating: "", count: 12)
        expected[0] = " 1 Stores   2 Weather   3 Characters   4 Travel"
        expected[6] = String(repeating: " ", count: 25) + "Starting…"
        #expect(differences(expected: expected, actual: buffer.trimmedLines()) == [])
        // The remembered tab is the one marked, as the first frame will have it.
        #expect(buffer[12, 0].style.reverse && !buffer[1, 0].style.reverse)
        #expect(buffer.cursor == Point(x: 25, y: 6))
    }

    @Test func inTheAccessibleModeOrATinyWindow_itIsTheFirstLine_whereTheReaderStarts() {
        let buffers = Localization.with(.korean) { [screen(60, 12, accessible: true), screen(20, 3)] }
        for buffer in buffers {
            #expect(buffer.trimmedLines().first == "시작하는 중…")
            #expect(buffer.trimmedLines().dropFirst().allSatisfy { $0.isEmpty })
            #expect(buffer.cursor == Point(x: 0, y: 0))
        }
    }

    @Test func aRememberedTabThatNoLongerExists_marksTheLast() {
        let buffer = screen(60, 12, selected: 9)
        #expect(buffer[40, 0].style.reverse)
    }
}
