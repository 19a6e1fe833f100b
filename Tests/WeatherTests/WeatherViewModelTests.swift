import Foundation
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Weather

@MainActor
struct WeatherViewModelTests {
    let base = URL(string: "https://api.openweathermap.org")!
    let gazetteer = try! Gazetteer.load(
        from: ResourceLocator(
            directory: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL))

    /// A stub that answers like the simulator but records every request.
    func makeModel(store: FavoriteCitiesStore? = nil, geocode: String? = nil) -> (
        WeatherViewModel, StubTransport, VirtualClock, Observable<ResolvedLocation>
    ) {
        let clock = VirtualClock()
        let simulator = OpenWeatherSimulator(gazetteer: gazetteer, now: { Date(timeIntervalSince1970: 1_790_000_000) })
        let stub = StubTransport { request in
            if let geocode, request.url.path == "/geo/1.0/direct" { return .json(200, geocode) }
            return simulator.respond(to: request)
        }
        let location = Observable(
            ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341)))
        let model = WeatherViewModel(
            client: OpenWeatherClient(transport: stub, baseURL: base, apiKey: nil), store: store, clock: clock,
            location: location, units: .metric, isSampleData: true)
        return (model, stub, clock, location)
    }

    func tempStore() throws -> FavoriteCitiesStore {
        FavoriteCitiesStore(database: try TemporaryDatabase.open())
    }

    /// The shell redraws on a change of each part the model lists: the list is every observable it stores.
    @Test func theModelListsEveryObservableItStores() {
        let model = makeModel().0
        #expect(StateChanges.listsEverySource(model.changeSources, of: model))
    }

    @Test func opensOnTheUsersLocation_fetchingCurrentAndForecast() async {
        let (model, stub, _, _) = makeModel()
        model.activate()
        #expect(model.state.phase == .loading("판교"))
        #expect(model.isBusy)
        await model.settle()
        #expect(model.state.phase == .loaded)
        #expect(model.state.place?.name == "판교")
        #expect(model.state.place?.isUserLocation == true)
        #expect(model.state.report?.forecast.count == 40)
        #expect(Set(stub.requests.map(\.url.path)) == ["/data/2.5/weather", "/data/2.5/forecast"])
        #expect(model.minutesSinceUpdate == 0)
    }

    @Test func aPlaceFetchedLessThan10MinutesAgo_isReused_andRForcesAFetch() async {
        let (model, stub, clock, _) = makeModel()
        model.activate()
        await model.settle()
        #expect(stub.requests.count == 2)
        clock.advance(by: .seconds(9 * 60 + 59))
        model.send(.returnToYou)
        await model.settle()
        #expect(stub.requests.count == 2)
        #expect(model.minutesSinceUpdate == 9)
        model.send(.refresh)
        await model.settle()
        #expect(stub.requests.count == 4)
        clock.advance(by: .seconds(600))
        model.send(.returnToYou)
        await model.settle()
        #expect(stub.requests.count == 6)
    }

    @Test func updatedMinutesAgo_ticksOnAnIdleScreen() async {
        let (model, _, clock, _) = makeModel()
        model.activate()
        await model.settle()
        var ticks = 0
        let token = model.minuteTick.sink { _ in ticks += 1 }
        clock.advance(by: .seconds(185))
        #expect(ticks == 3)
        #expect(model.minutesSinceUpdate == 3)
        _ = token
    }

    @Test func switchingUnits_makesNoRequest() async {
        let (model, stub, _, _) = makeModel()
        model.activate()
        await model.settle()
        model.send(.toggleUnits)
        #expect(model.state.units == .imperial)
        #expect(stub.requests.count == 2)
    }

    @Test func emptySearch_saysEnterACityName_inTheStatusLine_withoutARequest() async {
        let (model, stub, _, _) = makeModel()
        model.send(.search("   "))
        #expect(model.state.message == "enter a city name")
        #expect(model.alert.value == nil)
        #expect(stub.requests.isEmpty)
    }

    @Test func unknownCity_saysCityNotFound_withoutAModalAlert() async {
        let (model, _, _, _) = makeModel()
        model.send(.search("Atlantis"))
        await model.settle()
        #expect(model.state.message == "city not found: Atlantis")
        #expect(model.alert.value == nil)
    }

    @Test func oneMatch_isShownDirectly() async {
        let (model, _, _, _) = makeModel()
        model.send(.search("리스본"))
        await model.settle()
        await model.settle()
        #expect(model.state.matches == nil)
        #expect(model.state.place?.name == "리스본 (Lisbon)")
        #expect(model.state.report?.timezoneOffset == 0)
    }

    @Test func severalMatches_offerAPicker_andChoosingShowsThatCity() async {
        let (model, _, _, _) = makeModel(
            geocode:
                #"[{"name":"Springfield","lat":39.78,"lon":-89.65,"country":"US","state":"Illinois"},{"name":"Springfield","lat":37.21,"lon":-93.29,"country":"US","state":"Missouri"}]"#
        )
        model.send(.search("Springfield"))
        await model.settle()
        #expect(model.state.matches?.map(\.label) == ["Springfield, Illinois, US", "Springfield, Missouri, US"])
        model.send(.choose(model.state.matches![1]))
        await model.settle()
        #expect(model.state.matches == nil)
        #expect(model.state.place?.coordinate == Coordinate(latitude: 37.21, longitude: -93.29))
        model.send(.search("Springfield"))
        await model.settle()
        model.send(.cancelChoice)
        #expect(model.state.matches == nil)
    }

    @Test func favourites_toggle_keepOrder_andDelete() async throws {
        let store = try tempStore()
        let (model, _, clock, _) = makeModel(store: store)
        model.activate()
        await model.settle()
        #expect(!model.isFavorite)
        model.send(.toggleFavorite)
        #expect(model.isFavorite)
        clock.advance(by: .seconds(5))
        model.send(.search("Tokyo"))
        await model.settle()
        await model.settle()
        model.send(.toggleFavorite)
        model.send(.search("Lisbon"))
        await model.settle()
        await model.settle()
        model.send(.toggleFavorite)
        #expect(model.state.favoriteCities.map(\.name) == ["판교", "도쿄 (Tokyo)", "리스본 (Lisbon)"])
        model.send(.toggleFavorite)  // Lisbon off again
        #expect(!model.isFavorite)
        model.send(.deleteFavorite(model.state.favoriteCities[0]))
        #expect(model.state.favoriteCities.map(\.name) == ["도쿄 (Tokyo)"])
        model.send(.openFavorite(model.state.favoriteCities[0]))
        #expect(model.state.place?.name == "도쿄 (Tokyo)")
        #expect(model.isFavorite)
    }

    @Test func aNewAppLocation_isFollowed_whileShowingTheUsersLocation() async {
        let (model, _, _, location) = makeModel()
        model.activate()
        await model.settle()
        location.value = ResolvedLocation(name: "해운대", coordinate: Coordinate(latitude: 35.1631, longitude: 129.1586))
        await model.settle()
        #expect(model.state.place?.name == "해운대")
        #expect(model.state.report?.coordinate == Coordinate(latitude: 35.1631, longitude: 129.1586))
    }

    @Test func anError_alertsWithItsCause() async {
        let clock = VirtualClock()
        let stub = StubTransport(status: 401, body: #"{"cod":401,"message":"Invalid API key."}"#)
        let model = WeatherViewModel(
            client: OpenWeatherClient(transport: stub, baseURL: base, apiKey: "bad"), store: nil, clock: clock,
            location: Observable(.pangyo), units: .metric, isSampleData: false)
        model.activate()
        await model.settle()
        #expect(model.alert.value?.message.contains("rejected the API key") == true)
        guard case .failed = model.state.phase else { Issue.record("expected failure"); return }
    }

    /// An answer with several cities waits for nobody: if the user has gone to the favourites meanwhile, it is
    /// said on the status line and the mode stays where the user is.
    @Test func aLateCityChoice_doesNotTakeTheUserOutOfTheFavourites() async throws {
        struct TwoSpringfields: WeatherService {
            func report(at point: Coordinate, name: String?) async throws -> WeatherReport {
                throw ServiceError.noNetwork(service: "test")
            }
            func searchCity(_ name: String) async throws -> [CityMatch] {
                [
                    CityMatch(
                        name: "Springfield", localName: nil, state: "IL", country: "US",
                        coordinate: Coordinate(latitude: 39.8, longitude: -89.6)),
                    CityMatch(
                        name: "Springfield", localName: nil, state: "MO", country: "US",
                        coordinate: Coordinate(latitude: 37.2, longitude: -93.3)),
                ]
            }
        }
        let model = WeatherViewModel(
            client: TwoSpringfields(), store: nil, clock: VirtualClock(), location: Observable(.pangyo),
            units: .metric, isSampleData: false)
        model.send(.search("Springfield"))
        model.send(.toggleFavoritesView)
        await model.settle()
        #expect(model.state.mode == .favorites && model.state.matches == nil)
        #expect(model.state.message == "2 places match “Springfield” — / to search again")
        model.send(.toggleFavoritesView)
        model.send(.search("Springfield"))
        await model.settle()
        #expect(model.state.mode == .cityChoice && model.state.matches?.count == 2)
        // The picker's title line is reachable: k from the first city rests on it (its top line), j comes back.
        #expect(!model.state.isOnTopLine)
        model.send(.choiceUp)
        #expect(model.state.choicesTitleFocused && model.state.isOnTopLine)
        model.send(.choiceDown)
        #expect(!model.state.choicesTitleFocused && model.state.choices.selected == 0)
        model.send(.choiceDown)
        #expect(model.state.choices.selected == 1)
    }
}
