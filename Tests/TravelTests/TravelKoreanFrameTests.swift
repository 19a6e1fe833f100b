import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Travel

/// The Travel tab in Korean: golden frames of every view at 100×30 and 80×24 (recorded with
/// ONESTEP_RECORD_GOLDENS=1), and the sentences a Korean reader gets, checked exactly where they are crisp.
@MainActor
struct TravelKoreanFrameTests {
    func makeShell() throws -> (Shell, TravelViewModel) { try TravelViewTests().makeShell() }

    func screen(_ shell: Shell, _ w: Int = 100, _ h: Int = 30) -> String {
        frame(of: shell, w, h).joined(separator: "\n")
    }

    /// The frame at both sizes against `travel-<name>-<w>x<h>-ko`.
    func expectGoldens(_ shell: Shell, _ name: String, sizes: [(Int, Int)] = [(100, 30), (80, 24)]) {
        for (w, h) in sizes {
            let diff = Golden.compare(frame(of: shell, w, h), named: "travel-\(name)-\(w)x\(h)-ko")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    /// Words of the English catalogue that must not be on a Korean screen of this tab.
    static let englishWords = [
        "Nearby", "Region", "Keyword", "Bookmarks", "bookmarks", "sort ", "type ", "spots", "details", "search",
        "needs", "loading", "Province", "Category", "Facilities", "cancel", "choose",
    ]

    func expectNoEnglish(_ text: String) {
        for word in Self.englishWords {
            #expect(!text.contains(word), "“\(word)” on a Korean screen:\n\(text)")
        }
    }

    @Test func nearbyList_goldens() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            expectGoldens(shell, "nearby")
            let text = screen(shell)
            #expect(text.contains("경복궁 주변 5 km"))
            #expect(text.contains("거리순 · 유형 전체 · 270곳"))
            #expect(text.contains("북마크 0개"))
            #expect(text.contains("4 여행"))
            expectNoEnglish(text)
        }
    }

    @Test func details_goldens_closedAndWithAGroupOpen() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("j"))  // 광화문: a spot with a record
            shell.handle(.enter)
            await model.settle()
            expectGoldens(shell, "detail")
            let text = screen(shell)
            #expect(text.contains("무장애 편의정보 — Enter/Space 그룹 열기, o 모두 열기"))
            #expect(text.contains("주소: 서울특별시 종로구 사직로 161"))
            shell.handle(.char("J"))
            shell.handle(.enter)  // open 이동·출입
            expectGoldens(shell, "detail-open")
            #expect(screen(shell).contains("▾ 12개 중 5개 정보 있음, 열림: 이동·출입"))
            expectNoEnglish(screen(shell))
        }
    }

    @Test func details_inTheAccessibleMode_sayTheGroupsInWords() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            shell.accessible = true
            await model.settle()
            shell.handle(.enter)
            await model.settle()
            expectGoldens(shell, "detail-accessible")
            // 경복궁 has no record in the bundled data: one line says so, never 없음.
            #expect(screen(shell).contains("기록 없음: 한국관광공사에 이곳의"))
            // Unknown is never "none": no line of the details ends in 없음.
            #expect(!screen(shell).split(separator: "\n").contains { $0.hasSuffix("없음") })
        }
    }

    @Test func accessibleNearby_saysTheMapInOneLine() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            shell.accessible = true
            await model.settle()
            expectGoldens(shell, "nearby-accessible")
            #expect(screen(shell).contains("경복궁 5 km 안에 270곳, 가장 가까운 곳: 경복궁"))
            let view = TravelView(model: model)
            #expect(view.viewDescription.hasPrefix("여행 — 경복궁 주변 5 km, "))
            #expect(view.viewDescription.hasSuffix("270곳 중 20곳 불러옴, 1번째 선택"))
        }
    }

    /// Every line reachable: k from the first row goes on to the summary and the mode bar, j comes back, Home goes
    /// to the top and g to the first row — the cursor on each.
    @Test func kFromTheFirstRow_reachesTheSummaryAndTheModeBar() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            shell.accessible = true
            await model.settle()
            @MainActor func cursorLine() -> String { frameBuffer(of: shell, 100, 30).cursorLine }
            #expect(cursorLine().hasPrefix("1: 휠체어 기록 없음, 화장실 기록 없음, 경복궁"), "\(cursorLine())")
            shell.handle(.char("k"))
            #expect(cursorLine().hasPrefix("경복궁 5 km 안에 270곳"), "\(cursorLine())")
            #expect(
                TravelView(model: model).viewDescription.hasPrefix("여행 — 경복궁 주변 5 km, 270곳 중 20곳 불러옴, 1번째 선택"))
            #expect(TravelView(model: model).viewDescription.hasSuffix(", 목록 위 (j: 목록으로)"))
            shell.handle(.char("k"))
            #expect(cursorLine().hasPrefix("경복궁 주변 5 km"), "\(cursorLine())")
            shell.handle(.char("j"))
            shell.handle(.char("j"))
            #expect(cursorLine().hasPrefix("1: 휠체어 기록 없음, 화장실 기록 없음, 경복궁"), "\(cursorLine())")
            shell.handle(.home)
            #expect(cursorLine().hasPrefix("경복궁 주변 5 km"))
            shell.handle(.char("g"))
            #expect(cursorLine().hasPrefix("1: 휠체어 기록 없음, 화장실 기록 없음, 경복궁"))
        }
    }

    /// With needs chosen, the line under the mode bar that says them is reachable too; Enter on a line above the
    /// list opens nothing (it opened the selected row's details, a row the focus was not on).
    @Test func kReachesTheNeedsLine_andEnterAboveTheListOpensNothing() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            model.setNeeds([.wheelchair])
            await model.settle()
            @MainActor func cursorLine() -> String { frameBuffer(of: shell, 100, 30).cursorLine }
            #expect(model.state.linesAbove == [.modeBar, .needs])
            shell.handle(.char("g"))  // the first row
            shell.handle(.char("k"))
            #expect(model.state.above.focused == 1 && cursorLine().hasPrefix("필요 시설 충족"), "\(cursorLine())")
            shell.handle(.enter)
            #expect(model.state.mode == .list && model.state.detail == nil)
            shell.handle(.char("k"))
            #expect(model.state.above.focused == 0 && cursorLine().hasPrefix("경복궁 주변 5 km"), "\(cursorLine())")
        }
    }

    @Test func mapInWords_goldens() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("m"))
            expectGoldens(shell, "map-in-words")
            #expect(screen(shell).contains("글로 보는 지도 (m: 지도로 돌아가기):"))
            #expect(screen(shell).contains("◉ 내 위치: 경복궁"))
        }
    }

    @Test func regionPicker_provinceThenDistrict_goldens() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("r"))
            expectGoldens(shell, "provinces")
            let text = screen(shell)
            #expect(text.contains("시·도 — Enter로 선택"))
            #expect(text.contains(" 11 서울특별시") && !text.contains("(Seoul)"))
            shell.handle(.enter)  // 서울특별시
            expectGoldens(shell, "districts")
            #expect(screen(shell).contains("서울특별시 — 시·군·구"))
            shell.handle(.enter)  // all of it
            await model.settle()
            #expect(screen(shell).contains("지역 서울특별시"))
            #expect(screen(shell).contains("이름순"))
        }
    }

    @Test func categoryPicker_golden() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("c"))
            expectGoldens(shell, "categories")
            let text = screen(shell)
            #expect(text.contains(" 전체") && text.contains("문화시설"))
        }
    }

    @Test func needsPicker_andTheFilterLine() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("n"))
            shell.handle(.char(" "))  // 휠체어
            expectGoldens(shell, "needs-picker")
            let picker = screen(shell)
            #expect(picker.contains("필요한 편의시설 — Space 체크, Enter 적용"))
            #expect(picker.contains(" [x] 휠체어 접근") && picker.contains(" [ ] 장애인 화장실"))
            shell.handle(.enter)
            await model.settle()
            await model.settle()
            #expect(model.state.needs == [.wheelchair])
            expectGoldens(shell, "needs-applied", sizes: [(100, 30), (80, 24), (120, 40)])
            #expect(screen(shell).contains("필요 시설 충족 \(model.state.meetingCount)곳(휠체어 접근)"))
        }
    }

    @Test func keywordPrompt_andItsList() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("/"))
            for ch in "박물관" { shell.handle(.char(ch)) }
            expectGoldens(shell, "keyword-prompt")
            #expect(screen(shell).contains("키워드 (예: 궁, 박물관) — Enter 검색, Esc 취소"))
            shell.handle(.enter)
            await model.settle()
            expectGoldens(shell, "keyword")
            #expect(screen(shell).contains("키워드 “박물관”"))
        }
    }

    @Test func bookmarks_emptyThenOne() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("B"))
            await model.settle()
            expectGoldens(shell, "bookmarks-empty")
            #expect(screen(shell).contains("아직 북마크가 없어요 — 장소에서 b를 누르면 여기에 담겨요"))
            #expect(TravelView(model: model).viewDescription == "여행 — 북마크 0개 저장됨")
            shell.handle(.char("a"))
            await model.settle()
            shell.handle(.char("b"))
            #expect(model.state.message == "★ 북마크했어요: 경복궁")
            shell.handle(.char("B"))
            await model.settle()
            expectGoldens(shell, "bookmarks")
            #expect(TravelView(model: model).viewDescription == "여행 — 북마크 1개 저장됨, 1개 중 1번째 선택")
        }
    }

    @Test func help_listsTheTabsKeysInKorean() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("?"))
            expectGoldens(shell, "help")
            let view = TravelView(model: model)
            #expect(view.title == "여행")
            #expect(view.bindings.compactMap { $0.hint }.contains("필요 시설"))
            #expect(view.helpNotes.first?.hasPrefix("필요 시설 필터 (n)") == true)
        }
    }

    // MARK: Words, exactly

    @Test func counts_inKorean_haveCountersAndNoPlural() {
        Localization.with(.korean) {
            #expect(L.travelSpotCount(1) == "1곳" && L.travelSpotCount(182) == "182곳")
            #expect(L.travelBookmarkCount(2) == "북마크 2개")
            #expect(L.travelCheckingMore(12) == " — 12곳 더 확인 중…")
            #expect(L.accessNoRecord(sources: "한국관광공사").hasPrefix("기록 없음: "))
        }
    }

    @Test func counts_inEnglish_havePlurals() {
        Localization.with(.english) {
            #expect(L.travelSpotCount(1) == "1 spot" && L.travelSpotCount(2) == "2 spots")
            #expect(L.travelBookmarkCount(1) == "1 bookmark" && L.travelBookmarkCount(0) == "0 bookmarks")
            #expect(L.travelWhereList(mode: "Bookmarks", count: 1, selected: 1) == "Bookmarks, 1 spot, 1 of 1 selected")
        }
    }

    /// The command line's words (`--sort distance`, `--needs wheel…`) stay English in every language; what the tab
    /// shows follows the language.
    @Test func sortAndNeeds_showInTheLanguage_butKeepTheirCommandWords() {
        Localization.with(.korean) {
            #expect(TourSort.distance.name == "거리순" && TourSort.distance.label == "distance")
            #expect(TourSort(label: "title") == .title)
            #expect(TravelNeed.wheelchair.localizedLabel == "휠체어 접근")
            #expect(TravelNeed.toilet.label == "accessible toilet")
            #expect(Set(TravelNeed.allCases.map(\.localizedLabel)).count == TravelNeed.allCases.count)
        }
        Localization.with(.english) {
            #expect(TourSort.modified.name == "modified")
            #expect(TravelNeed.hearing.localizedLabel == "hearing support")
            #expect(TravelNeed.allCases.map(\.localizedLabel) == TravelNeed.allCases.map(\.label))
        }
    }
}
