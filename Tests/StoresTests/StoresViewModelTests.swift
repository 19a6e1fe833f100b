import Foundation
import Localization
import Observables
import Services
import TUI
import TestSupport
import Testing

@testable import Stores

/// Kakao pages built from (id, lat, lon, distance) tuples.
func kakaoPage(_ places: [(String, Double, Double, Int)], isEnd: Bool = true) -> String {
    let docs = places.map { id, lat, lon, distance in
        #"{"id":"\#(id)","place_name":"CU \#(id)호점","category_name":"가정,생활 > 편의점 > CU","category_group_code":"CS2","phone":"02-000-0000","address_name":"서울 어딘가 \#(id)","road_address_name":"서울 어느로 \#(id)","x":"\#(lon)","y":"\#(lat)","place_url":"http://place.map.kakao.com/\#(id)","distance":"\#(distance)"}"#
    }
    return
        #"{"meta":{"total_count":\#(places.count),"pageable_count":\#(places.count),"is_end":\#(isEnd),"same_name":null},"documents":[\#(docs.joined(separator: ","))]}"#
}

@MainActor
struct StoresViewModelTests {
    let here = ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341))
    let base = URL(string: "https://dapi.kakao.com")!

    func model(_ transport: Transport, radius: Int = 1000) -> (StoresViewModel, Observable<ResolvedLocation>) {
        let location = Observable(here)
        let client = KakaoLocalClient(transport: transport, baseURL: base, apiKey: nil)
        return (StoresViewModel(client: client, location: location, radius: radius), location)
    }

    @Test func firstLoad_selectsTheNearestStore_andTheMapStaysOnYou() async {
        let stub = StubTransport(body: kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200)]))
        let (vm, _) = model(stub)
        #expect(vm.state.mapCenter == here.coordinate)
        var phases: [String] = []
        let token = vm.revision.sink { [weak vm] _ in
            guard let phase = vm?.state.phase else { return }
            let name = "\(phase)".components(separatedBy: "(").first!
            if phases.last != name { phases.append(name) }
        }
        vm.send(.searchAgain)
        #expect(vm.isLoading)
        await vm.settle()
        #expect(phases == ["loading", "loaded"])
        #expect(vm.stores.map(\.id) == ["1", "2"])
        #expect(vm.selectedIndex == 0)
        // 90 m away: well in view, so the map stays around you.
        #expect(vm.state.mapCenter == here.coordinate)
        #expect(stub.requests.first?.query["radius"] == "1000")
        _ = token
    }

    @Test func selectingARowNearTheEdge_centresTheMapOnThatStore_andCentreOnUserReturns() async {
        let stub = StubTransport(
            body: kakaoPage([
                ("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200), ("3", 37.4030, 127.1110, 980),
            ]))
        let (vm, _) = model(stub)
        vm.send(.searchAgain)
        await vm.settle()
        var centres: [Coordinate] = []
        let token = vm.revision.sink { [weak vm] _ in if let vm { centres.append(vm.state.mapCenter) } }
        vm.send(.select(1))  // 200 m away: well in view, the map stays
        #expect(centres == [here.coordinate])
        vm.send(.select(2))  // 980 m north, near the edge: the map follows
        vm.send(.centreOnYou)
        #expect(centres.dropFirst() == [Coordinate(latitude: 37.4030, longitude: 127.1110), here.coordinate])
        vm.send(.select(5))  // out of range: ignored
        #expect(vm.selectedIndex == 2)
        _ = token
    }

    /// The shell redraws on a change of each part the model lists: the list is every observable it stores.
    @Test func theModelListsEveryObservableItStores() {
        let model = model(StubTransport(body: kakaoPage([]))).0
        #expect(StateChanges.listsEverySource(model.changeSources, of: model))
    }

    /// The ground arrives after the stores: the tab must redraw for it, so its loader is one of the model's parts.
    @Test func theGroundLoader_isObservedLikeTheModelsOwnState() async {
        let (vm, _) = model(StubTransport(body: kakaoPage([])))
        #expect(vm.changeSources.contains { $0 === vm.groundLoader })
        var redraws = 0
        let subscriptions = vm.observeStateChanges { redraws += 1 }
        vm.groundLoader.note.value = "streets not drawn: test"
        #expect(redraws == 1)
        _ = subscriptions
    }

    @Test func clickingNearAPin_selectsThatStore() async {
        let stub = StubTransport(body: kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3990, 127.1190, 900)]))
        let (vm, _) = model(stub)
        vm.send(.searchAgain)
        await vm.settle()
        vm.send(.selectNearest(Coordinate(latitude: 37.3989, longitude: 127.1188)))
        #expect(vm.selectedIndex == 1)
    }

    @Test func noStores_isSaidInPlace_namingRadiusAndPlace_withoutAModalAlert() async {
        let (vm, _) = model(StubTransport(body: kakaoPage([])))
        vm.send(.searchAgain)
        await vm.settle()
        #expect(vm.stores.isEmpty)
        #expect(vm.alert.value == nil)  // an empty result is not an error
        #expect(
            StoresView(model: vm).statusText == "no convenience stores within 1 km of 판교 — + widens · Stores: sample ○")
        #expect(vm.selectedIndex == nil)
    }

    /// An answer without distances names no store the nearest (it would be a guess), and the summary says so.
    @Test func storesWithNoDistance_nameNoNearest_andTheSummarySaysDistancesAreNotRecorded() async {
        let body = kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200)])
            .replacingOccurrences(of: #""distance":"90""#, with: #""distance":"""#)
            .replacingOccurrences(of: #""distance":"200""#, with: #""distance":"""#)
        let (vm, _) = model(StubTransport(body: body))
        vm.send(.searchAgain)
        await vm.settle()
        #expect(vm.stores.count == 2 && vm.stores.allSatisfy { $0.place.distance == nil })
        #expect(vm.nearest == nil)
        let view = StoresView(model: vm)
        Localization.with(.english) {
            #expect(view.summary == "2 stores within 1 km of 판교; distances not recorded")
        }
        Localization.with(.korean) {
            #expect(view.summary == "판교 반경 1 km 안에 편의점 2곳. 거리는 기록되지 않았어요")
        }
    }

    @Test func anError_raisesAnAlertWithItsCause_andRetrySucceeds() async {
        let failing = Observable(true)
        let stub = StubTransport { _ in
            let fail = await MainActor.run { failing.value }
            return fail ? .json(503, "<html>down</html>") : .json(200, kakaoPage([("7", 37.395, 127.111, 50)]))
        }
        let (vm, _) = model(stub)
        vm.send(.searchAgain)
        await vm.settle()
        #expect(vm.state.phase == .failed("Kakao Local is having trouble (HTTP 503); try again later"))
        #expect(vm.alert.value?.message.contains("HTTP 503") == true)
        failing.value = false
        vm.dismissAlert()
        vm.send(.searchAgain)
        await vm.settle()
        #expect(vm.stores.map(\.id) == ["7"])
        #expect(vm.alert.value == nil)
    }

    @Test func widening_stepsTheRadius_andSearchesAgain() async {
        let stub = StubTransport(body: kakaoPage([("1", 37.395, 127.111, 50)]))
        let (vm, _) = model(stub)
        vm.send(.searchAgain)
        await vm.settle()
        vm.send(.widen)
        await vm.settle()
        vm.send(.widen)
        await vm.settle()
        vm.send(.narrow)
        await vm.settle()
        #expect(stub.requests.map { $0.query["radius"]! } == ["1000", "2000", "3000", "2000"])
        let (small, _) = model(stub, radius: 500)
        small.send(.narrow)
        #expect(small.state.radius == 500)
    }

    @Test func aNewLocation_cancelsTheSearchInFlight_andItsAnswerIsDropped() async {
        let stub = StubTransport { request in
            // The first search (around 판교) is slow; the second (잠실) is instant.
            if request.query["y"]!.hasPrefix("37.39") { return try await StubTransport.hangUntilCancelled() }
            return .json(200, kakaoPage([("new", 37.513, 127.100, 10)]))
        }
        let (vm, location) = model(stub)
        vm.send(.searchAgain)
        await Task.yield()
        location.value = ResolvedLocation(name: "잠실", coordinate: Coordinate(latitude: 37.5133, longitude: 127.1001))
        await vm.settle()
        #expect(vm.stores.map(\.id) == ["new"])
        for _ in 0..<100_000 where stub.cancelledURLs.isEmpty { await Task.yield() }
        #expect(stub.cancelledURLs.count == 1)
        // The map is around the new place (its one store is in view).
        #expect(vm.state.mapCenter == Coordinate(latitude: 37.5133, longitude: 127.1001))
    }

    @Test func detail_opensForTheSelection_andCloses() async {
        let (vm, _) = model(StubTransport(body: kakaoPage([("1", 37.395, 127.111, 50)])))
        vm.send(.openDetail)
        #expect(vm.state.detail == nil)
        vm.send(.searchAgain)
        await vm.settle()
        vm.send(.openDetail)
        #expect(vm.state.detail?.id == "1")
        vm.send(.closeDetail)
        #expect(vm.state.detail == nil)
    }

    /// A new search (a new place, from any tab) closes the details: the mode never names details that are gone.
    @Test func aNewSearch_closesTheDetails_andTheModeSaysSo() async {
        let stub = StubTransport(body: kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200)]))
        let (vm, location) = model(stub)
        vm.activate()
        await vm.settle()
        vm.send(.toggleMapInWords)
        vm.send(.openDetail)
        #expect(vm.state.mode == .detail(over: .mapInWords) && vm.state.detail != nil)
        location.value = ResolvedLocation(name: "잠실", coordinate: Coordinate(latitude: 37.5133, longitude: 127.1001))
        await vm.settle()
        #expect(vm.state.mode == .mapInWords && vm.state.detail == nil && vm.state.focus == .list)
    }
}

/// OpenStreetMap stores with their hours: rows say open, closes or opens; `o` keeps the open ones and says how
/// many were left out for unknown hours.
@MainActor
struct OpenNowTests {
    struct Hours: StoreSearch {
        func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
            func place(_ id: String, _ name: String, _ hours: String?, _ metres: Double) -> StorePlace {
                StorePlace(
                    id: id, name: name, category: "convenience", phone: "", address: "", roadAddress: "",
                    coordinate: Coordinate(latitude: 37.3950, longitude: 127.1110), distance: metres, url: "",
                    openingHours: hours)
            }
            return StoreAnswer(
                places: [
                    place("a", "Day store", "Mo-Su 07:00-23:00", 100), place("b", "Always", "24/7", 200),
                    place("c", "Night", "Mo-Su 22:00-06:00", 300), place("d", "No hours", nil, 400),
                    place("e", "Season", "summer", 500),  // recorded (Toronto); not a value anyone can read
                ], source: .openStreetMap)
        }
    }

    @Test func rowsSayWhenEachStoreOpensOrCloses_andOKeepsTheOpenOnes() async {
        let location = Observable(ResolvedLocation.pangyo)
        let model = StoresViewModel(client: Hours(), location: location, radius: 1000)
        // Wednesday 2026-11-18, 12:00 in Korea.
        model.now = { Date(timeIntervalSince1970: 1_795_000_000 - 11 * 3600 - 400 + 3 * 3600) }
        model.send(.searchAgain)
        await model.settle()
        let now = model.now()
        let texts = model.stores.map { $0.hoursText(at: now, offset: 32_400) }
        #expect(texts == ["open · closes 23:00", "open 24 hours", "closed · opens 22:00", "", ""])
        #expect(model.openCounts == (open: 2, closed: 1, unknown: 2))
        model.send(.toggleOpenOnly)
        #expect(model.stores.map(\.id) == ["a", "b"] && model.state.list.count == 2)
        let view = StoresView(model: model)
        #expect(view.statusText.hasPrefix("open now: 2 of 5 stores · 2 with unknown hours left out — o shows all"))
        // At 23:00 the day store closes: the open-now list and its counts follow the minute, not the last `o`.
        let atEleven = now.addingTimeInterval(11 * 3600)
        model.now = { atEleven }
        #expect(model.stores.map(\.id) == ["b", "c"], "\(model.stores.map(\.id))")
        #expect(model.openCounts == (open: 2, closed: 1, unknown: 2))
        // The last row selected, then the list shrinks under it with the minute (06:30: only the 24-hour store is
        // open): the selection stays on a row that exists.
        model.send(.select(1))
        let morning = now.addingTimeInterval(18 * 3600 + 30 * 60)
        model.now = { morning }
        #expect(model.stores.map(\.id) == ["b"], "\(model.stores.map(\.id))")
        #expect(model.selectedIndex == 0 && model.state.list.count == 1)
        model.send(.toggleOpenOnly)
        #expect(model.stores.count == 5)
    }
}

/// A row too narrow for a column leaves the column out whole — the phone first, then the address — never a stub of
/// two or three letters.
@MainActor
struct NarrowRowTests {
    struct OneStore: StoreSearch {
        func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
            StoreAnswer(
                places: [
                    StorePlace(
                        id: "a", name: "세븐일레븐 판교점 12", category: "convenience", phone: "031-000-0000",
                        address: "경기 성남시 분당구 판교역로 235", roadAddress: "",
                        coordinate: Coordinate(latitude: 37.3950, longitude: 127.1110), distance: 100, url: "",
                        openingHours: "Mo-Su 07:00-23:00")
                ], source: .openStreetMap)
        }
    }

    @Test func aColumnWithoutRoom_isLeftOutWhole() async {
        let model = StoresViewModel(client: OneStore(), location: Observable(ResolvedLocation.pangyo), radius: 1000)
        model.now = { CivilTime.date(year: 2026, month: 11, day: 18, hour: 12, minute: 0, offset: 32_400) }
        let shell = Shell(tabs: [StoresView(model: model)])
        shell.start()
        await model.settle()
        for width in [100, 96, 90] {
            let row = frame(of: shell, width, 30).first { $0.contains("세븐일레븐") } ?? ""
            #expect(row.contains("open · closes 23:00"), "\(width): \(row)")
            // Either the whole short address or none of it; the phone only with room.
            let tail = row.components(separatedBy: "open · closes 23:00").last ?? ""
            let words = tail.trimmingCharacters(in: .whitespaces)
            #expect(words.isEmpty || words.hasPrefix("판교역로 235"), "\(width): \(row)")
        }
    }
}

/// Every line can be reached with the app's keys: `k` from the first row goes on to the summary and the header
/// above the list, `j` comes back, `Home` goes to the top and `g` to the first row — the cursor on each.
@MainActor
struct LinesAboveTheListTests {
    @Test func kFromTheFirstRow_reachesTheSummaryAndTheHeader_inTheAccessibleMode() async {
        let stub = StubTransport(body: kakaoPage([("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 200)]))
        let client = KakaoLocalClient(
            transport: stub, baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        let model = StoresViewModel(client: client, location: Observable(ResolvedLocation.pangyo), radius: 1000)
        let shell = Shell(tabs: [StoresView(model: model)])
        shell.accessible = true
        shell.start()
        await model.settle()
        func cursorLine() -> String { frameBuffer(of: shell, 80, 24).cursorLine }
        #expect(cursorLine().hasPrefix("1: 90 m north-east ↗, CU 1호점"))
        shell.handle(.char("k"))
        #expect(cursorLine().contains("stores within 1 km"), "\(cursorLine())")  // the summary
        shell.handle(.char("k"))
        #expect(cursorLine().hasPrefix("SAMPLE DATA — made-up stores"), "\(cursorLine())")  // the header
        // Above the header, the accessible mode's first line: where you are. It is the top; up stays on it.
        shell.handle(.char("k"))
        var top = frameBuffer(of: shell, 80, 24)
        #expect(top.cursor == Point(x: 0, y: 0) && top.cursorLine.hasPrefix("Stores — "), "\(top.cursorLine)")
        #expect(top[0, 0].style.reverse)
        shell.handle(.char("k"))
        #expect(frameBuffer(of: shell, 80, 24).cursor == Point(x: 0, y: 0))
        shell.handle(.char("j"))  // back down to the header
        top = frameBuffer(of: shell, 80, 24)
        #expect(top.cursorLine.hasPrefix("SAMPLE DATA") && !top[0, 0].style.reverse)
        shell.handle(.home)  // from the top line, Home goes on to the first line, and Esc comes back
        #expect(frameBuffer(of: shell, 80, 24).cursor == Point(x: 0, y: 0))
        shell.handle(.escape)
        #expect(cursorLine().hasPrefix("SAMPLE DATA"))
        shell.accessible = false  // the default mode's first line is the tab bar: k stays on the header
        shell.handle(.char("k"))
        #expect(cursorLine().hasPrefix("SAMPLE DATA"))
        shell.accessible = true
        shell.handle(.enter)  // on the header: no store's details (the focus is not on one)
        #expect(model.state.detail == nil && !model.state.isDetail)
        shell.handle(.char("j"))
        shell.handle(.char("j"))
        #expect(cursorLine().hasPrefix("1: 90 m north-east ↗, CU 1호점"))
        shell.handle(.char("j"))
        #expect(cursorLine().hasPrefix("2: 200 m north-east ↗, CU 2호점"))
        shell.handle(.home)
        #expect(cursorLine().hasPrefix("SAMPLE DATA"))
        // Home then ↓ past the lines above: the first row, not the row selected before.
        shell.handle(.down)
        shell.handle(.down)
        #expect(cursorLine().hasPrefix("1: 90 m north-east ↗, CU 1호점"))
        shell.handle(.char("j"))
        shell.handle(.home)
        shell.handle(.char("g"))
        #expect(cursorLine().hasPrefix("1: 90 m north-east ↗, CU 1호점"))
        // Below the last row, the accessible mode's news line and then the keys line; k comes back to the row.
        shell.handle(.char("G"))
        #expect(cursorLine().hasPrefix("2: 200 m north-east ↗, CU 2호점"))
        shell.handle(.char("j"))
        var buffer = frameBuffer(of: shell, 80, 24)
        #expect(buffer.cursor == Point(x: 0, y: 22), "\(buffer.cursorLine)")  // the news line
        shell.handle(.char("j"))
        buffer = frameBuffer(of: shell, 80, 24)
        #expect(buffer.cursor == Point(x: 0, y: 23) && buffer.cursorLine.contains("q quit"), "\(buffer.cursorLine)")
        shell.handle(.char("j"))
        #expect(frameBuffer(of: shell, 80, 24).cursor == Point(x: 0, y: 23))  // the bottom stays the bottom
        shell.handle(.char("k"))
        shell.handle(.char("k"))
        #expect(cursorLine().hasPrefix("2: 200 m north-east ↗, CU 2호점"))
        shell.handle(.char("j"))
        shell.handle(.escape)
        #expect(cursorLine().hasPrefix("2: 200 m north-east ↗, CU 2호점"))
    }
}
