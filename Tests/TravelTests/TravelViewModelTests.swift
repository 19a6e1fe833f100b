import Foundation
import Localization
import Observables
import Synchronization
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Travel

@MainActor
struct TravelViewModelTests {
    static let resources = ResourceLocator(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources").standardizedFileURL)
    let simulator = try! TourSimulator.load(from: resources)
    let regions = try! TourRegions.load(from: resources)
    let seoul = ResolvedLocation(
        name: "경복궁", coordinate: Coordinate(latitude: 37.5760836609, longitude: 126.9767375783))

    func makeModel(store: TravelBookmarksStore? = nil, radius: Int = 5000, datesAreKnown: Bool = true)
        -> (TravelViewModel, StubTransport)
    {
        let simulator = self.simulator
        let stub = StubTransport { simulator.respond(to: $0) }
        let client = TourClient(
            transport: stub, baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        return (
            TravelViewModel(
                client: client, regions: regions, store: store, clock: VirtualClock(), location: Observable(seoul),
                radius: radius, datesAreKnown: datesAreKnown),
            stub
        )
    }

    func operations(_ stub: StubTransport) -> [String] { stub.requests.map { $0.url.lastPathComponent } }

    /// The shell redraws on a change of each part the model lists: the list is every observable it stores.
    @Test func theModelListsEveryObservableItStores() {
        let model = makeModel().0
        #expect(StateChanges.listsEverySource(model.changeSources, of: model))
    }

    /// An OpenStreetMap place that carried no access tags has nothing more to come: it is answered ("nothing
    /// recorded"), never counted as still loading (`?? .none` once read as the optional's nil: hence the record's
    /// name, `.nothingRecorded`).
    @Test func anOpenStreetMapPlaceWithNoAccessTags_isAnswered_withNothingRecorded() {
        let (model, _) = makeModel()
        let place = Spot(id: "osm:node/1", category: nil, title: "a place", address: "", latitude: 37.5, longitude: 127)
        #expect(place.access == nil)
        #expect(model.state.record(for: place) == AccessRecord.nothingRecorded)
        #expect(model.state.isAnswered(place))
    }

    @Test func nearby_isTheDefault_5kmByDistance() async {
        let (model, stub) = makeModel()
        model.activate()
        await model.settle()
        let first = stub.requests.first!
        #expect(first.url.lastPathComponent == "locationBasedList2")
        #expect(first.query["radius"] == "5000" && first.query["arrange"] == "E")
        #expect(model.state.spots.first?.title == "경복궁")
        #expect(model.state.phase == .loaded)
    }

    @Test func sortCycles_andDistanceExistsOnlyInNearby() async {
        let (model, stub) = makeModel()
        model.activate()
        await model.settle()
        model.cycleSort(); await model.settle()
        model.cycleSort(); await model.settle()
        model.cycleSort(); await model.settle()
        model.cycleSort(); await model.settle()
        let lists = stub.requests.filter { $0.url.lastPathComponent == "locationBasedList2" }.map {
            $0.query["arrange"]!
        }
        #expect(lists == ["E", "A", "C", "D", "E"])
        model.setListing(.keyword("궁"))
        await model.settle()
        #expect(model.state.sort == .title)
        model.cycleSort(); model.cycleSort(); model.cycleSort()
        #expect(model.state.sort == .title)  // A → C → D → A, never E
    }

    /// Where the records carry no dates (the bundled ones), the date sorts are skipped and the reason said: they
    /// would list by title while saying "by date".
    @Test func withoutDates_theDateSortsAreSkipped_andSaidWhy() async {
        let (model, _) = makeModel(datesAreKnown: false)
        model.activate()
        await model.settle()
        model.cycleSort()
        #expect(model.state.sort == .title)
        #expect(
            model.state.message
                == "sorting by date needs the live tourism service (a tour key): the bundled records carry no dates")
        model.cycleSort()
        #expect(model.state.sort == .distance)  // distance → title → distance, never by date
    }

    @Test func category_filtersTheRequest_andTheRows() async {
        let (model, stub) = makeModel()
        model.activate()
        await model.settle()
        model.setCategory(.culture)
        await model.settle()
        #expect(stub.requests.last { $0.url.lastPathComponent == "locationBasedList2" }?.query["contentTypeId"] == "14")
        #expect(!model.state.spots.isEmpty && model.state.spots.allSatisfy { $0.category == .culture })
        model.setCategory(nil)
        await model.settle()
        #expect(stub.requests.last { $0.url.lastPathComponent == "locationBasedList2" }?.query["contentTypeId"] == nil)
    }

    @Test func regionAndKeywordModes_sendTheirParameters() async {
        let (model, stub) = makeModel()
        model.setListing(.region(code: "51", district: "150"))
        await model.settle()
        let region = stub.requests.last { $0.url.lastPathComponent == "areaBasedList2" }!
        #expect(region.query["lDongRegnCd"] == "51" && region.query["lDongSignguCd"] == "150")
        #expect(model.state.spots.first?.title == "13월의강릉")  // 강릉's records, by title
        model.setListing(.keyword("박물관"))
        await model.settle()
        #expect(stub.requests.last { $0.url.lastPathComponent == "searchKeyword2" }?.query["keyword"] == "박물관")
        #expect(model.state.spots.allSatisfy { $0.title.contains("박물관") })
    }

    /// G goes to the last spot of the whole list: the pages not loaded yet are fetched, the selection rests on the
    /// last spot (it stopped at the end of what had loaded, 20 of 117).
    @Test func selectLast_fetchesTheRest_andLandsOnTheLastSpot() async {
        let (model, _) = makeModel()
        model.setListing(.region(code: "11", district: "110"))  // 서울 종로구: 117 places, pages of 20
        await model.settle()
        #expect(model.state.total == 117 && model.state.spots.count == 20)
        model.selectLast()
        #expect(model.state.goingToTheEnd)
        for _ in 0..<8 { await model.settle() }
        #expect(model.state.spots.count == 117 && !model.state.hasMore, "\(model.state.spots.count)")
        #expect(model.state.list.selected == 116 && !model.state.goingToTheEnd)
    }

    @Test func paging_asTheSelectionNearsTheEnd_withoutDuplicates() async {
        let (model, stub) = makeModel()
        model.setListing(.region(code: "51", district: "760"))  // 평창: fewer than 20 spots, one page
        await model.settle()
        #expect(!model.state.spots.isEmpty && model.state.spots.count < 20)
        #expect(!model.state.hasMore)
        model.setListing(.region(code: "11", district: nil))  // Seoul: 649 places, pages of 20
        await model.settle()
        #expect(model.state.total == 649 && model.state.hasMore)
        model.setListing(.keyword("공원"))
        await model.settle()
        let (big, bigStub) = makeModel(radius: 20_000)
        big.activate()
        await big.settle()
        let total = big.state.total
        let firstCount = big.state.spots.count
        #expect(firstCount == min(20, total))
        if total > 20 {
            big.moveSelection { $0.select(10) }
            #expect(!big.state.isLoadingMore)
            big.moveSelection { $0.select(17) }
            big.moveSelection { $0.select(18) }
            await big.settle()
            let pages = bigStub.requests.filter { $0.url.lastPathComponent == "locationBasedList2" }.map {
                $0.query["pageNo"]!
            }
            #expect(pages == ["1", "2"])
            #expect(Set(big.state.spots.map(\.id)).count == big.state.spots.count)
        }
        _ = stub
    }

    /// Every row's record is asked as the rows come (no row stays blank), each once.
    @Test func barrierFreeDetails_areFetchedForEveryRow_andNeverTwice() async {
        let (model, stub) = makeModel()
        model.activate()
        await model.settle()
        let afterList = operations(stub).filter { $0 == "detailWithTour2" }.count
        #expect(afterList == model.state.spots.count)
        model.moveSelection { $0.select(0) }
        model.moveSelection { $0.select(0) }
        model.moveSelection { $0.bottom() }
        model.moveSelection { $0.top() }
        await model.settle()
        let details = stub.requests.filter { $0.url.lastPathComponent == "detailWithTour2" }.map {
            $0.query["contentId"]!
        }
        #expect(details.count == Set(details).count)
        #expect(details.count == model.state.spots.count)
        #expect(model.state.record(for: model.state.spots[0]) != nil)
    }

    /// A Latin keyword that found nothing offers the closest title ("/ searches it"): `/` opens the field holding it;
    /// elsewhere the field opens empty.
    @Test func slashAfterAKeywordThatFoundNothing_holdsTheClosestTitle() async {
        let (model, _) = makeModel()
        model.closestTitle = { _ in "경복궁" }
        model.activate()
        await model.settle()
        model.openKeyword()
        #expect(model.state.mode == .keyword(TextFieldState()))
        model.cancelPicker()
        model.setListing(.keyword("gyeongbokgoong"))
        await model.settle()
        #expect(model.state.spots.isEmpty)
        model.openKeyword()
        #expect(model.state.mode == .keyword(TextFieldState(text: "경복궁")))
    }

    @Test func needsFilter_keepsSpotsMeetingEveryNeed_thenTheUnknownOnes_andFinishes() async {
        let (model, _) = makeModel(radius: 20_000)
        model.activate()
        await model.settle()
        model.setNeeds([.wheelchair, .toilet])
        await model.settle()
        await model.settle()
        // Every answer is in: nothing is still being checked.
        #expect(model.state.pendingCount == 0)
        let visible = model.state.visibleSpots
        #expect(!visible.isEmpty && model.state.meetingCount < model.state.spots.count)
        let meeting = Array(visible.prefix(model.state.meetingCount))
        #expect(!meeting.isEmpty)
        for spot in meeting { #expect(TravelNeed.allMet([.wheelchair, .toilet], model.state.record(for: spot))) }
        // The rest are not known (no source said no), counted apart.
        for spot in visible.dropFirst(model.state.meetingCount) {
            #expect(TravelNeed.undecided([.wheelchair, .toilet], model.state.record(for: spot)))
        }
        #expect(model.state.undecidedCount == visible.count - model.state.meetingCount)
        // Every spot loaded is counted once: meeting, not known, or left out because a source says no.
        let refused = model.state.spots.filter {
            !TravelNeed.allMet([.wheelchair, .toilet], model.state.record(for: $0))
                && !TravelNeed.undecided([.wheelchair, .toilet], model.state.record(for: $0))
        }
        #expect(model.state.refusedCount == refused.count)
        #expect(
            model.state.meetingCount + model.state.undecidedCount + model.state.refusedCount == model.state.spots.count)
        model.setNeeds([])
        #expect(model.state.visibleSpots.count == model.state.spots.count)
    }

    @Test func aFilterThatMatchesNothing_pagesOnAtMost3ExtraPages_toSpareTheQuota() async {
        let stub = StubTransport { request in
            if request.url.lastPathComponent == "detailWithTour2" {
                return .json(
                    200,
                    #"{"response":{"header":{"resultCode":"0000","resultMsg":"OK"},"body":{"items":"","numOfRows":1,"pageNo":1,"totalCount":0}}}"#
                )
            }
            let page = Int(request.query["pageNo"]!)!
            let items = (0..<20).map { n in
                #"{"contentid":"\#(page * 100 + n)","contenttypeid":"12","title":"spot \#(page)-\#(n)","addr1":"a","mapx":"127","mapy":"37.5","dist":"10"}"#
            }
            return .json(
                200,
                #"{"response":{"header":{"resultCode":"0000","resultMsg":"OK"},"body":{"items":{"item":[\#(items.joined(separator: ","))]},"numOfRows":20,"pageNo":\#(page),"totalCount":1000}}}"#
            )
        }
        let model = TravelViewModel(
            client: TourClient(transport: stub, baseURL: URL(string: "https://x/K")!, serviceKey: nil),
            regions: regions, store: nil, clock: VirtualClock(), location: Observable(seoul))
        model.activate()
        await model.settle()
        model.setNeeds([.wheelchair])
        for _ in 0..<10 { await model.settle() }
        let pages = stub.requests.filter { $0.url.lastPathComponent == "locationBasedList2" }.count
        #expect(pages == 4)
        // None meets the need; the spots without a record are shown apart as not known, never as meeting it.
        #expect(model.state.meetingCount == 0 && model.state.pendingCount == 0)
        #expect(model.state.visibleSpots.count == model.state.undecidedCount)
        let details = stub.requests.filter { $0.url.lastPathComponent == "detailWithTour2" }.map {
            $0.query["contentId"]!
        }
        #expect(details.count == Set(details).count)
    }

    @Test func detail_loadsCommonAndBarrierFree_reusingAKnownDetail() async {
        let (model, stub) = makeModel()
        model.activate()
        await model.settle()
        let spot = model.state.spots[0]
        let before = stub.requests.filter { $0.url.lastPathComponent == "detailWithTour2" }.count
        model.send(.openDetail(id: spot.id, title: spot.title, distance: spot.distance, carried: nil))
        await model.settle()
        guard case let .loaded(common, info, distance) = model.state.detail else { Issue.record("not loaded"); return }
        #expect(common.title == "경복궁" && info != nil && distance == spot.distance)
        #expect(stub.requests.filter { $0.url.lastPathComponent == "detailWithTour2" }.count == before)
        #expect(
            stub.requests.filter { $0.url.lastPathComponent == "detailCommon2" }.allSatisfy {
                $0.query["contentTypeId"] == nil
            })
    }

    /// A row whose record is on its way says "checking access…"; one that could not be fetched says so — never a
    /// blank row.
    @Test func aRowWithoutItsRecord_saysChecking_thenNotAvailable() async {
        let simulator = self.simulator
        let stub = StubTransport { request in
            if request.url.lastPathComponent == "detailWithTour2" { throw TransportError.timeout }
            return simulator.respond(to: request)
        }
        let client = TourClient(
            transport: stub, baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let model = TravelViewModel(
            client: client, regions: regions, store: nil, clock: VirtualClock(), location: Observable(seoul))
        let view = TravelView(model: model)
        model.activate()
        let spot = Spot(id: "0", category: .attraction, title: "x", address: "", latitude: 37.5, longitude: 127)
        Localization.with(.english) { #expect(view.axes(of: spot) == "checking access…") }
        await model.settle()
        let first = model.state.spots[0]
        #expect(model.state.unavailableRecords.contains(first.id))
        Localization.with(.english) { #expect(view.axes(of: first) == "access not available") }
    }

    /// The day card: asked once the details are in (the place's hours and record passed on), checking until the
    /// verdict comes, then under the title; gone when the details close.
    @Test func theDayCard_followsTheDetails() async {
        let simulator = self.simulator
        let stub = StubTransport { simulator.respond(to: $0) }
        let client = TourClient(
            transport: stub, baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let asked = Mutex<[String]>([])
        let model = TravelViewModel(
            client: client, regions: regions, store: nil, clock: VirtualClock(), location: Observable(seoul),
            day: { place, needs, _ in
                asked.withLock { $0.append(place.name) }
                return DayRules.verdict(
                    DayInputs(
                        midnight: Date(timeIntervalSince1970: 0), utcOffset: 32_400, minuteNow: nil,
                        hours: .notRecorded, access: [], accessSource: nil, weather: .missing(.sample), air: nil,
                        toilet: nil, way: .missing(.offline)))
            }, needs: [.wheelchair])
        model.activate()
        await model.settle()
        let spot = model.state.spots[0]
        model.send(.openDetail(id: spot.id, title: spot.title, distance: spot.distance, carried: nil))
        await model.settle()
        #expect(asked.withLock { $0 } == ["경복궁"])
        guard case .ready(let verdict)? = model.state.day else { return #expect(Bool(false), "no card") }
        #expect(verdict.kind == .cannotSay)
        let lines = Localization.with(.english) { model.linesNow.details().map(\.text) }
        #expect(lines[0] == "경복궁")
        #expect(lines[1].hasPrefix("Can't say: no hours recorded"))
        model.closeDetail()
        #expect(model.state.day == nil)
    }

    /// A guessed location (the time zone's city, the fallback) is no "you": `w` draws no way from it and says how
    /// to set one; the day card's way is asked with no location. A place set by a person is "you".
    @Test func aGuessedLocation_isNotWhereTheWayStarts() async {
        let simulator = self.simulator
        let client = TourClient(
            transport: StubTransport { simulator.respond(to: $0) },
            baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let routesAsked = Mutex(0)
        let fromsAsked = Mutex<[Coordinate?]>([])
        let guess = ResolvedLocation(name: "서울", coordinate: seoul.coordinate, origin: .timeZone("Asia/Seoul"))
        let location = Observable(guess)
        let model = TravelViewModel(
            client: client, regions: regions, store: nil, clock: VirtualClock(), location: location,
            routes: { _, _, _ in
                routesAsked.withLock { $0 += 1 }
                throw WayThere.NothingKept()
            },
            day: { _, _, from in
                fromsAsked.withLock { $0.append(from) }
                return DayRules.verdict(
                    DayInputs(
                        midnight: Date(timeIntervalSince1970: 0), utcOffset: 32_400, minuteNow: nil,
                        hours: .notRecorded, access: [], accessSource: nil, weather: .missing(.sample), air: nil,
                        toilet: nil, way: .missing(.noLocation)))
            })
        model.activate()
        await model.settle()
        let spot = model.state.spots[0]
        model.send(.openDetail(id: spot.id, title: spot.title, distance: spot.distance, carried: nil))
        await model.settle()
        model.openRoute()
        await model.settle()
        #expect(routesAsked.withLock { $0 } == 0)
        #expect(fromsAsked.withLock { $0 } == [nil])
        let said = Localization.with(.english) { L.routeFromAGuess("서울") }
        #expect(model.state.route == .failed(said))
        location.value = ResolvedLocation(name: "경복궁", coordinate: seoul.coordinate, origin: .named)
        model.leaveSideList()
        model.openRoute()
        await model.settle()
        #expect(routesAsked.withLock { $0 } == 1)
    }

    @Test func bookmarks_toggle_keepOrder_andSurviveAReopen() async throws {
        let path = TemporaryDatabase.path()
        let (model, _) = makeModel(store: TravelBookmarksStore(database: try AppDatabase(path: path)))
        model.activate()
        await model.settle()
        let spots = model.state.spots
        model.toggleBookmark(spots[1])
        model.toggleBookmark(spots[0])
        #expect(model.state.bookmarkList.map(\.placeID) == [spots[1].id, spots[0].id])
        #expect(model.state.isBookmarked(spots[0].id))
        model.toggleBookmark(spots[1])
        #expect(model.state.bookmarkList.map(\.placeID) == [spots[0].id])
        let (again, _) = makeModel(store: TravelBookmarksStore(database: try AppDatabase(path: path)))
        #expect(again.state.bookmarkList.map(\.title) == [spots[0].title])
        again.setListing(.bookmarks)
        #expect(again.state.listing == .bookmarks && again.state.bookmarkList.count == 1)
    }

    struct OneToilet: ToiletSearch {
        func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer {
            ToiletAnswer(toilets: [
                PublicToilet(
                    id: "osm:node/5", name: "Park toilet", coordinate: center, distance: 40,
                    wheelchair: AccessFact(.wheelchair, .yes, source: .osm), changingTable: .unknown, fee: nil,
                    openingHours: "24/7", isPublicToilet: true)
            ])
        }
    }

    /// Enter on a toilet: its card — the day checked for it (its hours, its wheelchair state against your needs),
    /// then its facts; Esc back to the toilets, the card's day forgotten.
    @Test func aToiletsCard_checksItsDay_thenSaysItsFacts() async {
        let simulator = self.simulator
        let client = TourClient(
            transport: StubTransport { simulator.respond(to: $0) },
            baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let asked = Mutex<[DayPlace]>([])
        let model = TravelViewModel(
            client: client, regions: regions, store: nil, clock: VirtualClock(), location: Observable(seoul),
            toilets: OneToilet(),
            day: { place, needs, _ in
                asked.withLock { $0.append(place) }
                return DayRules.verdict(
                    DayInputs(
                        midnight: Date(timeIntervalSince1970: 0), utcOffset: 32_400, minuteNow: nil,
                        hours: .closed(holiday: nil), access: [], accessSource: nil, weather: .missing(.sample),
                        air: nil, toilet: nil, way: .missing(.offline)))
            })
        model.setListing(.toilets)
        await model.settle()
        model.openSelected()
        await model.settle()
        #expect(model.state.listing == .toilet("osm:node/5"))
        let place = asked.withLock { $0 }.first
        #expect(place?.name == "Park toilet" && place?.openingHours == "24/7")
        #expect(TravelNeed.wheelchair.verdict(place?.access) == .met)
        let lines = Localization.with(.english) { model.linesNow.toiletCard }
        // A definite no says only what rules the day out (not the weather it could not know).
        #expect(lines.first == "Not today: closed that day")
        #expect(lines.contains("Park toilet") && lines.contains { $0.hasPrefix("wheelchair yes") })
        model.leaveSideList()
        #expect(model.state.listing == .toilets && model.state.day == nil)
    }

    /// A picker's title line (what its keys do) is a line the focus reaches: k from the first row, j back; Space
    /// there ticks nothing.
    @Test func thePickersTitle_isReachable() {
        let (model, _) = makeModel()
        model.openNeedsPicker()
        model.pickerDown()
        model.pickerUp()
        #expect(!model.state.pickerTitleFocused && model.state.picker.selected == 0)
        // The first row is not the top line (the shell would take k on to its where-line): the title is.
        #expect(!model.state.isOnTopLine)
        model.pickerUp()
        #expect(model.state.pickerTitleFocused && model.state.isOnTopLine)
        model.toggleNeedPicked()
        #expect(model.state.mode == .needs([]))
        model.pickerDown()
        #expect(!model.state.pickerTitleFocused && model.state.picker.selected == 0)
        model.openCategoryPicker()
        #expect(!model.state.pickerTitleFocused)
    }

    /// B and back: the list behind the bookmarks keeps its sort, its pages and the row left (it is not loaded again).
    @Test func bookmarksAndBack_keepTheListsSortAndRow() async {
        let (model, stub) = makeModel()
        model.activate()
        await model.settle()
        model.moveSelection { $0.select(3) }
        let pages = stub.requests.count
        model.setListing(.bookmarks)
        await model.settle()
        #expect(model.state.sort == .distance)
        model.leaveSideList()
        #expect(model.state.listing == .nearby && model.state.list.selected == 3 && model.state.sort == .distance)
        #expect(stub.requests.count == pages)
    }

    @Test func aGatewayError_raisesAnAlertThatSaysWhatToDo() async {
        let stub = StubTransport { _ in
            HTTPResponse(
                status: 200,
                body: Data(
                    "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>"
                        .utf8))
        }
        let model = TravelViewModel(
            client: TourClient(transport: stub, baseURL: URL(string: "https://x")!, serviceKey: "k"),
            regions: regions, store: nil, clock: VirtualClock(), location: Observable(seoul))
        model.activate()
        await model.settle()
        #expect(model.alert.value?.message.contains("TOUR_API_KEY") == true)
    }
}
