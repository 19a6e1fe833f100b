import TestSupport
import Testing

@testable import TUI

/// Whole widgets rendered into the in-memory buffer and compared line by line with the expected text.
@MainActor
struct GoldenTests {
    @Test func alert() {
        let lines = render(36, 7) {
            AlertView(AlertMessage(title: "No stores", message: "no convenience stores within 1 km of 판교")).render(
                in: $0.area, buffer: &$0)
        }
        #expect(
            lines == [
                "┌ No stores ───────────────────────┐",
                "│ no convenience stores            │",
                "│ within 1 km of 판교              │",
                "│                                  │",
                "│         [ OK ] Enter/Esc         │",
                "└──────────────────────────────────┘",
                "",
            ])
    }

    @Test func koreanListWithScrollMark() {
        var state = ListState(count: 5)
        state.select(1)
        let names = ["GS25 판교역점", "CU 삼평중앙점", "세븐일레븐 판교테크노점", "이마트24 H스퀘어점", "미니스톱"]
        // Row width is 29 (one column is the scroll mark); names get 23 columns, distances 6.
        let lines = render(30, 3) { buffer in
            ListView(focused: true) { i, rect, buffer in
                buffer.write(
                    names[i].padded(to: rect.width - 6) + "\(i * 100 + 50) m".padded(to: 6, alignment: .right),
                    x: rect.x, y: rect.y)
            }.render(in: buffer.area, state: &state, buffer: &buffer)
        }
        #expect(
            lines == [
                "GS25 판교역점            50 m┃",
                "CU 삼평중앙점           150 m",
                "세븐일레븐 판교테크노점 250 m",  // exactly 23 columns: it fits, no ellipsis
            ])
    }

    @Test func aWideNameIsCutWithoutSplittingASyllable() {
        let lines = render(12, 1) { $0.write("세븐일레븐 판교점".padded(to: 12), x: 0, y: 0) }
        #expect(lines == ["세븐일레븐…"])
    }

    @Test func accordionWithOneSectionOpen() {
        var state = AccordionState()
        state.toggle(1)
        let accordion = Accordion(
            sections: [
                AccordionSection(title: "지체장애", items: [("주차", "있음"), ("엘리베이터", nil)]),
                AccordionSection(title: "시각장애", items: [("점자블록", "주출입구까지 설치"), ("보조견", "")]),
            ], emptyText: "없음", focused: false)
        let lines = render(40, 5) { accordion.render(in: $0.area, state: &state, buffer: &$0) }
        #expect(
            lines == [
                "▸ 1 of 2 known, closed: 지체장애",
                "▾ 1 of 2 known, open: 시각장애",
                "   점자블록  주출입구까지 설치",
                "   보조견    없음",
                "",
            ])
    }

    @Test func tooSmallTerminal() {
        let shell = Shell(tabs: [])
        let lines = render(30, 5) { shell.render(into: &$0) }
        #expect(lines == ["", "      terminal too small", "         (need 40×12)", "", ""])
    }
}
