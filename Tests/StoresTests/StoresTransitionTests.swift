import Foundation
import Localization
import Observables
import Services
import TUI
import TestSupport
import Testing

@testable import Stores

/// The Stores tab's one transition as a table: a state and an action in, the state and the effects out — no clock,
/// no network, no terminal. Every key of the list's and the details' key tables has a row (checked against the
/// view's bindings), and so has every answer from the world.
struct StoresTransitionTests {
    static let here = ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341))
    static let elsewhere = ResolvedLocation(name: "잠실", coordinate: Coordinate(latitude: 37.5133, longitude: 127.1001))

    static func store(_ id: String, _ lat: Double, _ lon: Double) -> ConvenienceStore {
        ConvenienceStore(
            place: StorePlace(
                id: id, name: "CU \(id)", category: "편의점", phone: "", address: "", roadAddress: "",
                coordinate: Coordinate(latitude: lat, longitude: lon), distance: nil, url: ""),
            from: here.coordinate)
    }
    /// Two stores well in view, one 980 m north (near the edge of a 1 km map).
    static let rows = [store("1", 37.3950, 127.1110), store("2", 37.3960, 127.1120), store("3", 37.4030, 127.1110)]
    static let answer = StoresState.Source(source: .sample, note: nil)

    /// Three stores listed around you, the first selected.
    static var listed: StoresState {
        var state = StoresState(location: here, radius: 1000)
        state.phase = .loaded(rows)
        state.searched = StoresState.Searched(location: here, radius: 1000)
        state.shown = rows
        state.list = ListState(count: 3)
        return state
    }
    static func with(_ change: (inout StoresState) -> Void) -> StoresState {
        var state = listed
        change(&state)
        return state
    }
    static let searchHere: [StoresEffect] = [
        .listRows(fresh: false), .drawGround(around: here.coordinate, radius: 1500), .search(here, radius: 1000),
    ]

    typealias Row = TransitionRow<StoresState>

    static let table: [Row] = [
        Row(key: "j/k ↑↓", start: listed, action: .moveDown, expected: with { $0.list.select(1) }),
        Row(
            key: "k from the first row: the line above", start: listed, action: .moveUp,
            expected: with { $0.above.focused = 0 }),
        Row(
            key: "j from the line above: the first row", start: with { $0.above.focused = 0 }, action: .moveDown,
            expected: listed),
        Row(
            key: "PgUp/PgDn", start: listed, action: .select(2),
            expected: with {
                $0.list.select(2)
                $0.mapCenter = rows[2].coordinate  // near the edge: the map follows
            }),
        Row(key: "a row out of range: nothing", start: listed, action: .select(7), expected: listed),
        Row(
            key: "g/G", start: with { $0.list.select(2) }, action: .toFirstRow,
            expected: with {
                $0.list.select(2)
                $0.list.select(0)
            }),
        Row(
            key: "Home", start: with { $0.list.select(1) }, action: .toTop,
            expected: with {
                $0.list.select(1)
                $0.list.select(0)
                $0.above.focused = 0
            }),
        Row(
            key: "Enter", start: listed, action: .openDetail,
            expected: with {
                $0.mode = .detail(over: .list)
                $0.detail = rows[0]
            }),
        Row(
            key: "Enter on the line above: nothing", start: with { $0.above.focused = 0 }, action: .openDetail,
            expected: with { $0.above.focused = 0 }),
        Row(
            key: "o", start: listed, action: .toggleOpenOnly, expected: with { $0.openOnly = true },
            effects: [.listRows(fresh: true)]),
        Row(
            key: "c", start: with { $0.mapCenter = rows[2].coordinate }, action: .centreOnYou, expected: listed,
            effects: [.askWhereYouAre]),
        Row(key: "m", start: listed, action: .toggleMapInWords, expected: with { $0.mode = .mapInWords }),
        Row(
            key: "+/-", start: listed, action: .widen,
            expected: with {
                $0.radius = 2000
                $0.searched = StoresState.Searched(location: here, radius: 2000)
                $0.phase = .loading
            },
            effects: [
                .listRows(fresh: false), .drawGround(around: here.coordinate, radius: 3000),
                .search(here, radius: 2000),
            ]),
        Row(
            key: "- at the smallest radius: nothing", start: with { $0.radius = 500 }, action: .narrow,
            expected: with { $0.radius = 500 }),
        Row(key: "r", start: listed, action: .searchAgain, expected: with { $0.phase = .loading }, effects: searchHere),
        Row(
            key: "details: j/k ↑↓ (their lines)", start: with { $0.mode = .detail(over: .list) },
            action: .moveInDetail(ListState(count: 9)),
            expected: with {
                $0.mode = .detail(over: .list)
                $0.details = ListState(count: 9)
            }),
        Row(
            key: "details: PgUp/PgDn (their lines)", start: with { $0.mode = .detail(over: .list) },
            action: .moveInDetail(ListState(count: 30)),
            expected: with {
                $0.mode = .detail(over: .list)
                $0.details = ListState(count: 30)
            }),
        Row(
            key: "details: g/G (their lines)", start: with { $0.mode = .detail(over: .list) },
            action: .moveInDetail(ListState(count: 2)),
            expected: with {
                $0.mode = .detail(over: .list)
                $0.details = ListState(count: 2)
            }),
        Row(
            key: "Esc",
            start: with {
                $0.mode = .detail(over: .mapInWords)
                $0.detail = rows[0]
            }, action: .closeDetail, expected: with { $0.mode = .mapInWords }),
        Row(
            key: "a new search closes the details",
            start: with {
                $0.mode = .detail(over: .list)
                $0.detail = rows[1]
            }, action: .searchAgain, expected: with { $0.phase = .loading }, effects: searchHere),
        Row(
            key: "the accessible mode: two lines above", start: with { $0.above.focused = 1 },
            action: .accessibleMode(false), expected: with { $0.above.focused = 0 }),
        // The world.
        Row(
            key: "shown again: the same place and radius ask nothing", start: listed, action: .activated,
            expected: listed),
        Row(
            key: "shown first: a search", start: StoresState(location: here, radius: 1000), action: .activated,
            expected: {
                var state = StoresState(location: here, radius: 1000)
                state.phase = .loading
                state.searched = StoresState.Searched(location: here, radius: 1000)
                return state
            }(), effects: searchHere),
        Row(
            key: "you moved: the map follows you, a new search", start: listed, action: .moved(elsewhere),
            expected: with {
                $0.location = elsewhere
                $0.mapCenter = elsewhere.coordinate
                $0.phase = .loading
                $0.searched = StoresState.Searched(location: elsewhere, radius: 1000)
            },
            effects: [
                .listRows(fresh: false), .drawGround(around: elsewhere.coordinate, radius: 1500),
                .search(elsewhere, radius: 1000),
            ]),
        Row(
            key: "the answer: the rows to work out, the map on the place asked",
            start: with {
                $0.phase = .loading
                $0.mapCenter = rows[2].coordinate
            }, action: .answered(rows, source: answer, place: here),
            expected: with { $0.source = answer }, effects: [.listRows(fresh: true)]),
        Row(
            key: "the rows worked out, fresh: the first selected", start: with { $0.list.select(2) },
            action: .listed(Array(rows.prefix(2)), fresh: true),
            expected: with {
                $0.shown = Array(rows.prefix(2))
                $0.list = ListState(count: 2)
            }),
        Row(
            key: "a minute later, one row fewer: the selection kept on a row", start: with { $0.list.select(2) },
            action: .listed(Array(rows.prefix(2)), fresh: false),
            expected: with {
                $0.shown = Array(rows.prefix(2))
                $0.list.select(2)
                $0.list.count = 2
            }),
        Row(
            key: "a failed search: said in a box, no rows", start: with { $0.list.select(1) },
            action: .failed("no network"),
            expected: with {
                $0.phase = .failed("no network")
                $0.list = ListState()
            },
            effects: [
                .listRows(fresh: false),
                .alert(
                    AlertMessage(title: L.storesAlertLoadFailedTitle, message: L.storesAlertLoadFailed("no network"))),
            ]),
        Row(
            key: "a click on the map: the nearest store", start: listed,
            action: .selectNearest(Coordinate(latitude: 37.3961, longitude: 127.1121)),
            expected: with { $0.list.select(1) }),
    ]

    @Test(arguments: table) func theTransition(_ row: Row) {
        let out = row.applied()
        #expect(out.state == row.expected)
        #expect(out.effects == row.effects)
    }

    /// The tab with one store listed.
    @MainActor static func listedView() async -> StoresView {
        let view = StoresView(
            model: StoresViewModel(
                client: KakaoLocalClient(
                    transport: StubTransport(body: kakaoPage([("1", 37.3950, 127.1110, 90)])),
                    baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil),
                location: Observable(Self.here), radius: 1000))
        view.model.activate()
        await view.model.settle()
        return view
    }

    /// Every key the list and the details list in help has a row above.
    @MainActor @Test func everyKeyOfTheTab_hasARow() async {
        let view = await Self.listedView()
        let rows = Set(Self.table.map(\.key))
        let list = ReadmeKeyTables.helpLabels(view.bindings)
        view.model.send(.openDetail)
        #expect(view.model.state.isDetail)
        let details = ReadmeKeyTables.helpLabels(view.bindings)
        for label in list { #expect(rows.contains(label), "the list's \(label)") }
        for label in details {
            #expect(rows.contains(label) || rows.contains("details: \(label) (their lines)"), "the details' \(label)")
        }
    }

    /// Each key of the list's and the details' tables, pressed through the view's bindings, sends its row's action.
    @MainActor @Test func everyKey_sendsItsRowsAction() async throws {
        func setUp(details: Bool) async -> KeyPresses.SetUp<StoresAction> {
            let view = await Self.listedView()
            if details { view.model.send(.openDetail) }
            return KeyPresses.SetUp(
                bindings: view.bindings, listen: { view.model.onSend($0) }, press: { _ = view.bindings.dispatch($0) })
        }
        let actions = Dictionary(Self.table.map { ($0.key, $0.action) }, uniquingKeysWith: { first, _ in first })
        #expect(await KeyPresses.mismatched(row: { actions[$0] }, setUp: { await setUp(details: false) }) == [])
        let details = await KeyPresses.mismatched(
            row: { actions["details: \($0) (their lines)"] ?? actions[$0] }, setUp: { await setUp(details: true) })
        #expect(details == [])
    }
}
