import Foundation
import TestSupport
import Testing

@testable import TUI

@MainActor
struct WidgetTests {
    @Test func tabBar_marksTheSelectedTab_andFindsTabsByColumn() {
        var buffer = Buffer(size: Size(width: 30, height: 1))
        let bar = TabBar(titles: ["Stores", "Weather"], selected: 1)
        bar.render(in: buffer.area, buffer: &buffer)
        #expect(buffer.trimmedLines() == [" 1 Stores   2 Weather"])
        #expect(buffer[12, 0].style.reverse)
        #expect(!buffer[2, 0].style.reverse)
        #expect(bar.tab(atColumn: 3) == 0)
        #expect(bar.tab(atColumn: 14) == 1)
        #expect(bar.tab(atColumn: 29) == nil)
    }

    @Test func tabBar_tightensItsLabels_whenTheTerminalIsNarrow() {
        var buffer = Buffer(size: Size(width: 40, height: 1))
        let bar = TabBar(titles: ["Stores", "Weather", "Characters", "Travel"], selected: 3)
        bar.render(in: buffer.area, buffer: &buffer)
        #expect(buffer.trimmedLines() == ["1 Stores 2 Weather 3 Characters 4 Travel"])
        #expect(bar.tab(atColumn: 35, width: 40) == 3)
        var tiny = Buffer(size: Size(width: 24, height: 1))
        bar.render(in: tiny.area, buffer: &tiny)
        #expect(tiny.trimmedLines() == ["1 Sto 2 Wea 3 Cha 4 Tra"])
    }

    @Test func list_scrollsToTheSelection_reversesIt_andPutsTheCursorThere() {
        var state = ListState(count: 10)
        state.select(7)
        var buffer = Buffer(size: Size(width: 12, height: 3))
        ListView(focused: true) { index, rect, buffer in
            buffer.write("row \(index) 행", x: rect.x, y: rect.y)
        }.render(in: buffer.area, state: &state, buffer: &buffer)
        #expect(
            buffer.trimmedLines().map {
                $0.replacingOccurrences(of: "┃", with: "").trimmingCharacters(in: .whitespaces)
            }
                == ["row 5 행", "row 6 행", "row 7 행"])
        #expect(buffer.focusCell(.list) == Point(x: 0, y: 2))
        #expect(buffer[0, 2].style.reverse)
        #expect(!buffer[0, 1].style.reverse)
    }

    @Test func list_footer_sitsUnderTheLastRow_andCannotBeSelected() {
        var state = ListState(count: 2)
        var buffer = Buffer(size: Size(width: 20, height: 4))
        ListView(focused: true, footer: "loading more…") { i, rect, buffer in
            buffer.write("row \(i)", x: rect.x, y: rect.y)
        }.render(in: buffer.area, state: &state, buffer: &buffer)
        #expect(buffer.trimmedLines() == ["row 0", "row 1", "loading more…", ""])
        state.bottom()
        #expect(state.selected == 1)
    }

    @Test func listState_navigation_andNearEnd() {
        var state = ListState(count: 25)
        state.pageHeight = 10
        state.pageDown()
        #expect(state.selected == 9)
        state.bottom()
        #expect(state.selected == 24)
        state.moveDown()
        #expect(state.selected == 24)
        state.top()
        state.moveUp()
        #expect(state.selected == 0)
        state.select(21)
        #expect(state.isNearEnd(within: 3))
        state.select(20)
        #expect(!state.isNearEnd(within: 3))
        state.count = 5
        #expect(state.selected == 4)
    }

    @Test func navigationBindings_driveTheState() {
        var state = ListState(count: 5)
        let bindings = ListState.navigationBindings({ state }) { state = $0 }
        #expect(bindings.dispatch(.char("j")))
        #expect(bindings.dispatch(.down))
        #expect(state.selected == 2)
        #expect(bindings.dispatch(.char("G")))
        #expect(state.selected == 4)
        #expect(bindings.dispatch(.char("g")))
        #expect(state.selected == 0)
        #expect(!bindings.dispatch(.char("x")))
    }

    @Test func textField_editsKoreanText_andPlacesTheCaret() {
        var field = TextFieldState()
        for ch in "서울역" { _ = field.handle(.char(ch)) }
        _ = field.handle(.left)
        _ = field.handle(.backspace)
        #expect(field.text == "서역")
        _ = field.handle(.home)
        _ = field.handle(.char("a"))
        #expect(field.text == "a서역")
        _ = field.handle(.end)
        _ = field.handle(.char("\u{1B}"))
        #expect(field.text == "a서역")
        var buffer = Buffer(size: Size(width: 10, height: 1))
        TextField(state: field).render(in: buffer.area, buffer: &buffer)
        #expect(buffer.trimmedLines() == ["a서역"])
        #expect(buffer.focusCell(.field) == Point(x: 5, y: 0))
        _ = field.handle(.ctrl("u"))
        #expect(field.text.isEmpty)
    }

    @Test func textField_scrollsLongTextToKeepTheCaretVisible() {
        var field = TextFieldState(text: String(repeating: "가", count: 20))
        _ = field.handle(.end)
        var buffer = Buffer(size: Size(width: 9, height: 1))
        TextField(state: field).render(in: buffer.area, buffer: &buffer)
        #expect(buffer.focusCell(.field)!.x <= 8)
        #expect(buffer.trimmedLines()[0].allSatisfy { $0 == "가" })
    }

    @Test func accordion_opensAndCloses_countsItems_andShowsEmptyAsNone() {
        let accordion = Accordion(
            sections: [
                AccordionSection(title: "지체장애", items: [("주차", "장애인 주차구역 2면"), ("엘리베이터", nil)]),
                AccordionSection(title: "시각장애", items: [("점자블록", "")]),
            ], emptyText: "없음")
        var state = AccordionState()
        var lines = render(40, 6) { accordion.render(in: $0.area, state: &state, buffer: &$0) }
        #expect(lines[0] == "▸ 1 of 2 known, closed: 지체장애")
        #expect(lines[1] == "▸ 0 of 1 known, closed: 시각장애")
        state.toggle(0)
        lines = render(40, 6) { accordion.render(in: $0.area, state: &state, buffer: &$0) }
        #expect(lines[0] == "▾ 1 of 2 known, open: 지체장애")
        #expect(lines[1].contains("주차") && lines[1].contains("장애인 주차구역 2면"))
        #expect(lines[2].contains("엘리베이터") && lines[2].hasSuffix("없음"))
        // Values start in the same column whatever the label's width.
        let valueColumn1 = lines[1].prefix { $0 != "장" }.reduce(0) { $0 + DisplayWidth.of($1) }
        let valueColumn2 = lines[2].prefix { $0 != "없" }.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(valueColumn1 == valueColumn2)
        state.toggle(0)
        lines = render(40, 6) { accordion.render(in: $0.area, state: &state, buffer: &$0) }
        #expect(lines[1] == "▸ 0 of 1 known, closed: 시각장애")
    }

    @Test func accordion_inWords_saysTheStateAndItemsAsLabelColonValue_fromTheFirstColumn() {
        let accordion = Accordion(
            sections: [AccordionSection(title: "지체장애", items: [("주차", "장애인 주차구역 2면"), ("엘리베이터", nil)])],
            emptyText: "없음", inWords: true)
        var state = AccordionState()
        state.toggle(0)
        let lines = render(40, 4) { accordion.render(in: $0.area, state: &state, buffer: &$0) }
        #expect(lines == ["1 of 2 known, open: 지체장애", "주차: 장애인 주차구역 2면", "엘리베이터: 없음", ""])
    }

    @Test func modalBox_framed_clearsWhatItCovers_andCentresABorderedBox() {
        var inner = Rect(x: 0, y: 0, width: 0, height: 0)
        let lines = render(20, 5) { buffer in
            buffer.fill(buffer.area, symbol: "⠿")  // the map behind it
            inner = ModalBox(title: "Help", width: 10, height: 3, bare: false, padding: 1)
                .render(in: buffer.area, buffer: &buffer)
        }
        #expect(lines == ["", "     ┌ Help ──┐", "     │        │", "     └────────┘", ""])
        #expect(inner == Rect(x: 7, y: 2, width: 6, height: 1))
    }

    @Test func modalBox_bare_isTheWholeAreaFromItsFirstColumn_titleALineUnlessTheContentSaysIt() {
        var inner = Rect(x: 0, y: 0, width: 0, height: 0)
        var lines = render(20, 4) { buffer in
            buffer.fill(buffer.area, symbol: "⠿")
            inner = ModalBox(title: "Help", width: 10, height: 3, bare: true, padding: 1)
                .render(in: buffer.area, buffer: &buffer)
        }
        #expect(lines == ["Help", "", "", ""])
        #expect(inner == Rect(x: 0, y: 1, width: 20, height: 3))
        lines = render(20, 4) { buffer in
            buffer.fill(buffer.area, symbol: "⠿")
            inner = ModalBox(title: "CU 1호점", width: 10, height: 3, bare: true, titleInContent: true, padding: 1)
                .render(in: buffer.area, buffer: &buffer)
        }
        #expect(lines == ["", "", "", ""])
        #expect(inner == Rect(x: 0, y: 0, width: 20, height: 4))
    }

    @Test func alert_bare_saysTitleThenMessageFromTheFirstColumn_focusOnTheMessage() {
        var buffer = Buffer(size: Size(width: 40, height: 6))
        AlertView(AlertMessage(title: "No stores", message: "none within 1 km of 판교"), bare: true).render(
            in: buffer.area, buffer: &buffer)
        #expect(buffer.trimmedLines() == ["No stores", "none within 1 km of 판교", "", "[ OK ] Enter/Esc", "", ""])
        #expect(buffer.focusCell(.alert) == Point(x: 0, y: 1))
    }

    @Test func helpOverlay_bare_readsKeyColonSummary() {
        let help = HelpOverlay(
            groups: [KeyBindingGroup("Stores", [KeyBinding([.char("c")], "centre the map") {}])], bare: true)
        #expect(help.lines() == ["Stores", "c: centre the map"])
    }

    @Test func alert_isCentred_withItsMessageAndHowToClose() {
        let lines = render(40, 9) {
            AlertView(AlertMessage(title: "No stores", message: "no convenience stores within 1 km of 판교")).render(
                in: $0.area, buffer: &$0)
        }
        #expect(lines.contains { $0.contains("No stores") })
        #expect(lines.contains { $0.contains("no convenience stores") })
        #expect(lines.contains { $0.contains("Enter/Esc") })
    }

    @Test func statusBar_keepsTheLeftAndFitsTheHints() {
        var buffer = Buffer(size: Size(width: 32, height: 1))
        StatusBar(left: "Kakao ○ offline", right: "q quit  ? keys").render(in: buffer.area, buffer: &buffer)
        #expect(buffer.lines()[0].hasPrefix("Kakao ○ offline"))
        #expect(buffer.lines()[0].hasSuffix("q quit  ? keys"))
        #expect(buffer[0, 0].style.reverse)
    }

    /// Too long for both: the state gives way to three fifths of the bar, the view's hints are dropped whole (never
    /// cut into "E…") before the ones that work everywhere, " …" saying some were, where it fits.
    @Test func statusBar_givesTheHintsRoom_andKeepsTheEverywhereHintsWhole() {
        let left = "Weather○ Characters◆ Travel◆ · at Seoul City Hall (GPS ±8 m)"
        let view = "Enter details  a nearby  r region  / search"
        func line(_ width: Int, _ left: String, _ view: String) -> String {
            var buffer = Buffer(size: Size(width: width, height: 1))
            StatusBar(left: left, right: view, rightTail: "q quit  ? keys").render(in: buffer.area, buffer: &buffer)
            return buffer.lines()[0]
        }
        let cases: [(width: Int, left: String, view: String, expected: String)] = [
            // The view's first hint whole (no room for " …" after it), the rest left to `?`; the state takes the room
            // the hints dropped leave (no gap between them).
            (80, left, view, "Weather○ Characters◆ Travel◆ · at Seoul City Hal…  Enter details  q quit  ? keys"),
            (
                90, left, view,
                "Weather○ Characters◆ Travel◆ · at Seoul City Hall (GPS ±…  Enter details …  q quit  ? keys"
            ),
            (60, left, view, "Weather○ Characters◆ Travel◆ · at Seoul Cit…  q quit  ? keys"),
            (100, "Kakao ○", view, "Kakao ○" + String(repeating: " ", count: 34) + view + "  q quit  ? keys"),
            // Not even the everywhere hints whole: as many as fit, each whole.
            (30, left, view, "Weather○ Characters…  q quit …"),
        ]
        for c in cases {
            #expect(line(c.width, c.left, c.view) == c.expected, "\(c.width)")
        }
    }

    @Test func brailleCanvas_setsDotsInTheRightBits() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.set(x: 0, y: 0)  // dot 1
        canvas.set(x: 1, y: 3)  // dot 8
        canvas.set(x: 2, y: 1)  // second cell, dot 2
        canvas.set(x: 99, y: 99)  // clipped
        #expect(canvas.isSet(x: 1, y: 3))
        let lines = render(2, 1) { canvas.render(in: $0.area, buffer: &$0) }
        #expect(lines == ["\u{2881}\u{2802}"])
    }

    @Test func brailleCanvas_drawsLines() {
        var canvas = BrailleCanvas(columns: 4, rows: 1)
        canvas.line(from: (0, 0), to: (7, 3))
        #expect(canvas.isSet(x: 0, y: 0) && canvas.isSet(x: 7, y: 3))
    }

    @Test func scrollText_stepsOverBlankLines_inTheDirectionOfTravel() {
        let lines = ["Title", "", "Address", "Phone", "", "", "Esc closes"].map { TextLine($0) }
        var state = ListState()
        func focus() -> Int {
            var buffer = Buffer(size: Size(width: 20, height: 10))
            ScrollText(lines).render(in: buffer.area, state: &state, buffer: &buffer)
            return buffer.focusCell(.details)!.y
        }
        #expect(focus() == 0)
        state.moveDown()
        #expect(focus() == 2)  // over the blank line
        state.moveDown()
        state.moveDown()
        #expect(focus() == 6)  // over two
        state.moveUp()
        #expect(focus() == 3)  // back over them
        state.moveUp()
        state.moveUp()
        #expect(focus() == 0)
    }

    @Test func pinMap_drawsTheUserThePinsTheSelectionAndAScale() {
        let center = (latitude: 37.3942, longitude: 127.1103)
        let pins = [
            MapPin(latitude: 37.3950, longitude: 127.1103, label: "1"),
            MapPin(latitude: 37.3942, longitude: 127.1120, label: "2"),
            MapPin(latitude: 38.0, longitude: 128.0, label: "9"),
        ]  // far away: clipped
        let map = PinMap(center: center, user: center, radiusMeters: 500, pins: pins, selected: 1)
        let lines = render(40, 12) { map.render(in: $0.area, buffer: &$0) }
        let text = lines.joined(separator: "\n")
        #expect(text.contains("◉"))
        #expect(text.contains("▶2"))
        #expect(text.contains("1"))
        #expect(!text.contains("9"))
        #expect(lines.last!.contains("m"))
        // North is up: pin 1 (north of the user) is drawn above the user's row.
        let userRow = lines.firstIndex { $0.contains("◉") }!
        let pinRow = lines.firstIndex { $0.contains("1") && !$0.contains("├") }!
        #expect(pinRow < userRow)
    }

    @Test func pinMap_readsAClickBackAsTheCoordinateUnderIt() {
        let center = (latitude: 37.3942, longitude: 127.1103)
        let map = PinMap(center: center, user: nil, radiusMeters: 1000, pins: [], selected: nil)
        let area = Rect(x: 5, y: 2, width: 40, height: 13)
        let middle = map.coordinate(atCell: Point(x: 25, y: 8), in: area)
        #expect(abs(middle.latitude - center.latitude) < 0.001 && abs(middle.longitude - center.longitude) < 0.001)
        let east = map.coordinate(atCell: Point(x: 40, y: 8), in: area)
        let south = map.coordinate(atCell: Point(x: 25, y: 13), in: area)
        #expect(east.longitude > center.longitude && abs(east.latitude - center.latitude) < 0.001)
        #expect(south.latitude < center.latitude)
    }

    @Test func helpOverlay_listsEveryBindingWithASummary() {
        var ran = false
        let bindings = [
            KeyBinding([.char("c")], "centre the map") { ran = true }, KeyBinding([.char("k")], label: "", "") {},
        ]
        let help = HelpOverlay(groups: [KeyBindingGroup("Stores", bindings)])
        #expect(help.lines() == ["Stores", "  c  centre the map"])
        #expect(bindings.dispatch(.char("c")) && ran)
    }
}

@MainActor
struct PinLabelTests {
    @Test func labelsNeverOverlapOrTouch_andAreNeverCut() {
        var layout = LabelLayout(width: 10, height: 2)
        #expect(layout.place("12", candidates: [(0, 0)])! == (0, 0))
        #expect(layout.place("3", candidates: [(2, 0), (3, 0)])! == (3, 0))  // (2,0) would touch "12"
        #expect(layout.place("45", candidates: [(9, 1)]) == nil)  // would be cut by the edge
        #expect(layout.place("6", candidates: [(1, 0)]) == nil)  // taken: left as a dot
        #expect(layout.place("▶7", candidates: [(1, 0)], force: true)! == (1, 0))  // the selected pin always shows
    }

    @Test func aCrowdedMap_showsTheSelectedPin_andOnlyWholeSeparateNumbers() {
        // 40 pins within 300 m of the centre on an 80×20 map: far more than fit.
        let pins = (0..<40).map { i -> MapPin in
            let a = Double(i) * 2.4, r = Double(i % 7) * 40
            return MapPin(
                latitude: 37.4 + r * cos(a) / 110_540, longitude: 127.1 + r * sin(a) / 88_000, label: String(i + 1))
        }
        let map = PinMap(center: (37.4, 127.1), user: (37.4, 127.1), radiusMeters: 1000, pins: pins, selected: 17)
        let lines = render(80, 20) { map.render(in: $0.area, buffer: &$0) }
        let text = lines.joined(separator: "\n")
        #expect(text.contains("▶18"))
        let labels = Set(pins.map(\.label))
        var seen: [String] = []
        var crowds: [Int] = []  // "×7": seven pins under one cell
        for line in lines.dropLast() {  // the last row is the scale bar
            var run = "", crowd = false
            for ch in line + " " {
                if ch.isNumber {
                    run.append(ch)
                } else {
                    if !run.isEmpty {
                        if crowd { crowds.append(Int(run)!) } else { seen.append(run) }
                    }
                    run = ""
                    crowd = ch == "×"
                }
            }
        }
        #expect(!seen.isEmpty)
        #expect(crowds.allSatisfy { $0 > PinLayer.labelledPerCell } && crowds.reduce(0, +) <= pins.count, "\(crowds)")
        #expect(seen.allSatisfy { labels.contains($0) }, "\(seen)")
        #expect(Set(seen).count == seen.count, "a label shown twice or two labels merged: \(seen)")
    }
}

@MainActor
struct FocusTests {
    @Test func anEmptyField_isBlank_withTheCaretAtItsStart() {
        var buffer = Buffer(size: Size(width: 20, height: 1))
        TextField(state: TextFieldState()).render(in: Rect(x: 7, y: 0, width: 13, height: 1), buffer: &buffer)
        #expect(buffer.trimmedLines() == [""])
        #expect(buffer.focusCell(.field) == Point(x: 7, y: 0))
    }

    @Test func scrollText_opensOnItsFirstLine_andJWalksEveryLineToTheLast() {
        let lines = (1...40).map { TextLine($0 == 1 ? "Title" : "  line \($0)") }
        var state = ListState()
        var buffer = Buffer(size: Size(width: 30, height: 10))
        let area = Rect(x: 2, y: 1, width: 26, height: 8)
        ScrollText(lines).render(in: area, state: &state, buffer: &buffer)
        #expect(buffer.focusCell(.details) == Point(x: 2, y: 1))
        #expect(buffer[2, 1].style.reverse && !buffer[7, 1].style.reverse)  // the text only, not the row
        let walk = ListState.navigationBindings({ state }) { state = $0 }
        for n in 2...40 {
            #expect(walk.dispatch(.char("j")))
            buffer = Buffer(size: Size(width: 30, height: 10))
            ScrollText(lines).render(in: area, state: &state, buffer: &buffer)
            let cell = buffer.focusCell(.details)!
            // The cursor sits on the line's first letter, past its indent, and the line is on screen.
            #expect(cell.x == 4)
            #expect(buffer.trimmedLines()[cell.y].contains("line \(n)"), "line \(n)")
        }
        #expect(walk.dispatch(.char("j")))
        ScrollText(lines).render(in: area, state: &state, buffer: &buffer)
        #expect(state.selected == 39)
    }

    @Test func theLastReportOfAnId_wins_andCellsAreClippedToTheBuffer() {
        var buffer = Buffer(size: Size(width: 5, height: 2))
        buffer.report(focus: .list, at: Point(x: 1, y: 0))
        buffer.report(focus: .list, at: Point(x: 9, y: 9))
        #expect(buffer.focusCell(.list) == Point(x: 4, y: 1))
        #expect(buffer.focusCell(.field) == nil)
    }
}

/// A cut line keeps its meaning: the least important part gives way first, a warning is never cut inside, and a
/// cut ends with "…".
struct FittedLineTests {
    let parts = [
        FittedLine.Part("SAMPLE DATA — made-up stores", importance: 9, whole: true),
        FittedLine.Part("Convenience stores near 판교 · radius 1 km", importance: 5),
        FittedLine.Part("streets © OpenStreetMap contributors", importance: 2),
    ]

    @Test func wideEnough_everythingStays() {
        let line = FittedLine.fit(parts, width: 200)
        #expect(
            line
                == "SAMPLE DATA — made-up stores · Convenience stores near 판교 · radius 1 km · streets © OpenStreetMap contributors"
        )
    }

    @Test func theLeastImportantGoesFirst_thenTheNextIsCutWithAnEllipsis() {
        #expect(
            FittedLine.fit(parts, width: 80)
                == "SAMPLE DATA — made-up stores · Convenience stores near 판교 · radius 1 km")
        let cut = FittedLine.fit(parts, width: 50)
        #expect(cut == "SAMPLE DATA — made-up stores · Convenience stores…")
        #expect(cut.displayWidth <= 50)
    }

    @Test func aWarningSurvivesWhole_atFortyColumns_andIsCutOnlyWhenNothingElseIsLeft() {
        #expect(FittedLine.fit(parts, width: 40) == "SAMPLE DATA — made-up stores · Convenie…")
        #expect(FittedLine.fit(parts, width: 30) == "SAMPLE DATA — made-up stores")
        #expect(FittedLine.fit(parts, width: 20) == "SAMPLE DATA — made-…")
    }
}

/// The lines above a list: `k` from the list's top goes onto the last of them and up, `j` comes back down to the
/// list, and a layout with fewer lines keeps the focus on one there is.
struct LinesAboveTests {
    @Test func upFromTheTop_downBackToTheList() {
        var above = LinesAbove()
        var handled = above.moveUp(count: 2, listAtItsTop: false)
        #expect(!handled && above.focused == nil)  // the list moves
        handled = above.moveUp(count: 2, listAtItsTop: true)
        #expect(handled && above.focused == 1)
        _ = above.moveUp(count: 2, listAtItsTop: true)
        #expect(above.focused == 0)
        _ = above.moveUp(count: 2, listAtItsTop: true)
        #expect(above.focused == 0)  // the top stays the top
        _ = above.moveDown(count: 2)
        #expect(above.focused == 1)
        handled = above.moveDown(count: 2)
        #expect(handled && above.focused == nil)  // back on the list
        handled = above.moveDown(count: 2)
        #expect(!handled)
        above.focused = 1
        above.clamp(count: 1)
        #expect(above.focused == 0)
        above.top()
        #expect(above.focused == 0)
    }
}
