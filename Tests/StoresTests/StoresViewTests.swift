import Foundation
import Localization
import Observables
import Services
import TUI
import TestSupport
import Testing

@testable import Stores

@MainActor
struct StoresViewTests {
    /// The READMEs' Stores key table is the list's key table, key for key, in both languages.
    @Test func theReadmesKeyTables_areTheListsKeys() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90)]))
        Shell(tabs: [view]).start()
        await model.settle()
        let code = ReadmeKeyTables.helpLabels(view.bindings)
        for file in ["README.md", "README.ko.md"] {
            #expect(ReadmeKeyTables.labels(.stores, in: file) == code, "\(file)")
        }
    }

    func makeView(_ body: String) -> (StoresView, StoresViewModel) {
        let location = Observable(
            ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341)))
        let client = KakaoLocalClient(
            transport: StubTransport(body: body), baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        let model = StoresViewModel(client: client, location: location, radius: 1000)
        return (StoresView(model: model), model)
    }

    func frame(_ shell: Shell, _ w: Int, _ h: Int) -> Buffer {
        var buffer = Buffer(size: Size(width: w, height: h))
        shell.render(into: &buffer)
        return buffer
    }

    @Test func listRows_showNumberNameDistanceAddress_alignedWithKorean() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 1200)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        let lines = frame(shell, 100, 30).trimmedLines()
        let row1 = lines.first { $0.contains("CU 1호점") }!
        let row2 = lines.first { $0.contains("CU 2호점") }!
        #expect(row1.contains("90 m"))
        #expect(row2.contains("1.2 km"))
        // Distances end in the same display column on both rows.
        func column(of text: String, in line: String) -> Int {
            let prefix = line.components(separatedBy: text)[0]
            return prefix.displayWidth + text.displayWidth
        }
        #expect(column(of: "90 m", in: row1) == column(of: "1.2 km", in: row2))
        #expect(lines.joined().contains("◉"))
    }

    @Test func movingTheSelection_movesTheHighlightedPin() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        #expect(frame(shell, 100, 30).trimmedLines().joined().contains("▶1"))
        shell.handle(.char("j"))
        #expect(model.selectedIndex == 1)
        #expect(frame(shell, 100, 30).trimmedLines().joined().contains("▶2"))
    }

    @Test func clickingARow_orNearAPin_selectsThatStore() async {
        let (view, model) = makeView(
            kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200), ("3", 37.3990, 127.1150, 600)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        let lines = frame(shell, 100, 30).trimmedLines()
        let row = lines.firstIndex { $0.contains("CU 3호점") }!
        shell.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 60, y: row))))
        #expect(model.selectedIndex == 2)
        // Find pin "1" on the map (left pane) and click on it.
        let text = frame(shell, 100, 30).lines()
        let pinRow = (2..<28).first { text[$0].prefix(38).contains("1") }!  // below the tab bar and header
        let pinColumn = Array(text[pinRow]).firstIndex { $0 == "1" }!
        shell.handle(.mouse(MouseEvent(kind: .click, position: Point(x: pinColumn - 1, y: pinRow))))
        #expect(model.selectedIndex == 0)
    }

    @Test func narrowTerminals_stackTheMapOverTheList() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        let lines = frame(shell, 40, 12).trimmedLines()
        #expect(lines.contains { $0.contains("CU 1호점") })
        #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    }

    @Test func theEmptyList_saysSo_behindTheAlert() async {
        let (view, model) = makeView(kakaoPage([]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        var text = frame(shell, 100, 30).trimmedLines().joined(separator: "\n")
        #expect(text.contains("no convenience stores within 1 km of 판교"))
        shell.handle(.enter)
        text = frame(shell, 100, 30).trimmedLines().joined(separator: "\n")
        #expect(text.contains("press + to widen"))
    }

    @Test func enter_opensTheDetail_andEscClosesIt() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        shell.handle(.enter)
        let text = frame(shell, 100, 30).trimmedLines().joined(separator: "\n")
        // A sample store says so first, and carries no phone number and no link (they would look real).
        #expect(text.contains("sample — not a real store (no phone, no link)"))
        #expect(!text.contains("http://place.map.kakao.com/1") && !text.contains("02-000-0000"))
        #expect(text.contains("Phone         —") && text.contains("Place URL     —"))
        shell.handle(.escape)
        #expect(model.state.detail == nil)
    }

    @Test func goldenFrames_100x30_and80x24() async {
        let (view, model) = makeView(
            kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 1200), ("3", 37.3925, 127.1090, 310)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        for (w, h) in [(100, 30), (80, 24)] {
            let diff = Golden.compare(frame(shell, w, h).trimmedLines(), named: "stores-\(w)x\(h)")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    /// Streets, water and rail under the pins (our own answer in Overpass's `out geom` form); the pins and their
    /// numbers stay on top; a street's name along it; the map in words says which street a store is on.
    @Test func theGround_isDrawnUnderThePins_andTheMapInWordsNamesTheStreet() async {
        let location = Observable(
            ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341)))
        let client = KakaoLocalClient(
            transport: StubTransport(
                body: kakaoPage([
                    ("1", 37.39465, 127.1120, 90), ("2", 37.3960, 127.1120, 300), ("3", 37.3925, 127.1090, 310),
                ])),
            baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        let ground = OverpassClient(
            transport: StubTransport(body: Self.groundAnswer), baseURL: URL(string: "http://127.0.0.1:9/api")!)
        let model = StoresViewModel(client: client, location: location, radius: 500, ground: ground)
        let shell = Shell(tabs: [StoresView(model: model)])
        shell.start()
        await model.settle()
        let lines = frame(shell, 100, 30).trimmedLines()
        let diff = Golden.compare(lines, named: "stores-ground-100x30")
        #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("▶1") && text.contains("◉"))
        shell.handle(.char("m"))
        let words = frame(shell, 100, 30).trimmedLines().joined(separator: "\n")
        #expect(words.contains("CU 1호점 — 90 m") && words.contains(", on 판교역로"))
    }

    static let groundAnswer = """
        {"elements":[
        {"type":"way","id":1,"tags":{"highway":"primary","name":"판교역로"},"geometry":[{"lat":37.3940,"lon":127.1060},{"lat":37.3945,"lon":127.1120},{"lat":37.3950,"lon":127.1180}]},
        {"type":"way","id":2,"tags":{"highway":"residential","name":"삼평로"},"geometry":[{"lat":37.3985,"lon":127.1090},{"lat":37.3900,"lon":127.1095}]},
        {"type":"way","id":3,"tags":{"waterway":"river","name":"탄천"},"geometry":[{"lat":37.4000,"lon":127.1040},{"lat":37.3880,"lon":127.1055}]},
        {"type":"way","id":6,"tags":{"railway":"subway","name":"신분당선"},"geometry":[{"lat":37.4000,"lon":127.1140},{"lat":37.3880,"lon":127.1150}]}
        ]}
        """

    @Test func m_listsThePinsInWords_andBack() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 1200)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        shell.handle(.char("m"))
        let text = frame(shell, 120, 30).trimmedLines().joined(separator: "\n")
        #expect(text.contains("Map in words"))
        #expect(text.contains("▶ 1 CU 1호점 — 90 m north-east ↗"))
        #expect(!text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        shell.handle(.char("m"))
        #expect(!frame(shell, 120, 30).trimmedLines().joined().contains("Map in words"))
    }

    @Test func theNameColumn_growsToTheLongestName_beforeTheAddressGetsTheSlack() async {
        let long = "세븐일레븐 판교테크노밸리중앙점"  // 32 columns
        let body =
            #"{"meta":{"total_count":1,"pageable_count":1,"is_end":true},"documents":[{"id":"1","place_name":"\#(long)","category_name":"","category_group_code":"CS2","category_group_name":"","phone":"","address_name":"경기 성남시 분당구 삼평동 1","road_address_name":"경기 성남시 분당구 판교역로 1","x":"127.1110","y":"37.3950","place_url":"","distance":"90"}]}"#
        let (view, model) = makeView(body)
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        let rows = frame(shell, 120, 40).trimmedLines()
        let row = rows.first { $0.contains("세븐일레븐") }!
        // The cap (28 columns) cuts it, but only after growing past the old fixed 22 columns.
        #expect(row.contains("세븐일레븐 판교테크노밸리중…"))
        #expect(row.contains("판교역로 1"))
    }

    /// The cursor is the focus: the selected row (with the map drawn or in words), then the details' first line,
    /// the store's name, and each line after it in turn.
    @Test func theCursor_followsTheFocus_inEveryMode() async {
        let (view, model) = makeView(kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200)]))
        let shell = Shell(tabs: [view])
        shell.start()
        await model.settle()
        func cursorLine() -> String { frame(shell, 100, 30).cursorLine }
        shell.handle(.char("j"))
        #expect(model.state.mode == .list && cursorLine().contains("CU 2호점"))
        shell.handle(.char("m"))
        #expect(model.state.mode == .mapInWords && cursorLine().contains("CU 2호점"))
        shell.handle(.enter)
        #expect(model.state.mode == .detail(over: .mapInWords))
        var buffer = frame(shell, 100, 30)
        let title = buffer.trimmedLines()[buffer.cursor!.y]
        #expect(title.contains("CU 2호점") && !title.contains("┌"))
        #expect(buffer[buffer.cursor!.x, buffer.cursor!.y].symbol == "C")
        shell.handle(.char("j"))
        buffer = frame(shell, 100, 30)
        #expect(buffer.trimmedLines()[buffer.cursor!.y].contains("sample — not a real store"))
        shell.handle(.char("j"))
        buffer = frame(shell, 100, 30)
        #expect(buffer.trimmedLines()[buffer.cursor!.y].contains("Category"))
        shell.handle(.char("G"))
        buffer = frame(shell, 100, 30)
        #expect(buffer.trimmedLines()[buffer.cursor!.y].contains("Esc closes"))
        shell.handle(.escape)
        #expect(model.state.mode == .mapInWords && cursorLine().contains("CU 2호점"))
    }

    /// A store's category is said in words of the interface's language, the brand kept as the source names it.
    @Test func aStoresCategory_fromKakaoOrOpenStreetMap_isWords() {
        Localization.with(.english) {
            #expect(StoresView.categoryWords("가정,생활 > 편의점 > GS25") == "convenience store (GS25)")
            #expect(StoresView.categoryWords("shop=convenience; brand=CU") == "convenience store (CU)")
            #expect(StoresView.categoryWords("shop=convenience") == "convenience store")
            #expect(StoresView.categoryWords("something else") == "something else")
        }
    }
}
