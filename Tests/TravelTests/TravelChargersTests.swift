import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Travel

/// `e` and `u` in Travel: the chargers and the subway stations near you from the bundled files, their rows in words,
/// a station's card, the way back.
@MainActor
struct TravelChargersTests {
    static let resources = TravelViewModelTests.resources
    let chuncheon = ResolvedLocation(
        name: "춘천시청", coordinate: Coordinate(latitude: 37.8813879, longitude: 127.7297733))

    func makeModel(at place: ResolvedLocation? = nil) throws -> TravelViewModel {
        let access = BundledKoreaAccess(dataset: try OfflineDataset(resources: Self.resources))
        let simulator = try TourSimulator.load(from: Self.resources)
        let client = TourClient(
            transport: StubTransport { simulator.respond(to: $0) },
            baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let model = TravelViewModel(
            client: client, regions: try TourRegions.load(from: Self.resources), store: nil, clock: VirtualClock(),
            location: Observable(place ?? chuncheon), chargers: { try access.chargers(around: $0, radius: $1) },
            stations: access)
        // Saturday 28 November 2026, 12:00 in Korea: 춘천시청's Saturday hours are not recorded (00:00–00:00).
        model.now = { CivilTime.date(year: 2026, month: 11, day: 28, hour: 12, minute: 0, offset: 32_400) }
        return model
    }

    @Test func e_listsTheChargersNearest_first_andEscGoesBackToTheRowLeft() async throws {
        let model = try makeModel()
        model.activate()
        await model.settle()
        model.moveSelection { $0.moveDown() }
        model.setListing(.chargers)
        #expect(model.state.listing == .chargers)
        let chargers = model.state.chargerList
        #expect(chargers.first?.name == "춘천시청")
        #expect(chargers.map(\.distance) == chargers.map(\.distance).sorted())
        #expect(chargers.allSatisfy { $0.distance <= Double(TravelState.chargerRadius) })
        #expect(model.state.linesAbove == [.modeBar, .summary])
        model.leaveSideList()
        #expect(model.state.listing == .nearby && model.state.list.selected == 1)
    }

    @Test func aChargerRow_saysOpenNow_fromTheDaysHours_inBothLanguages() throws {
        let model = try makeModel()
        model.setListing(.chargers)
        let hall = try #require(model.state.chargerList.first)
        let facts = ChargerWords.facts(hall, from: chuncheon.coordinate, at: model.now())
        #expect(facts == ["춘천시청", "0 m", "no hours recorded for Saturdays", "2 at once", "air pump no"])
        let korean = Localization.with(.korean) { ChargerWords.now(hall, at: model.now()) }
        #expect(korean == "토요일 운영 시간 기록 없음")
        // The next Tuesday at 10:00: the weekday window.
        let tuesday = CivilTime.date(year: 2026, month: 12, day: 1, hour: 10, minute: 0, offset: 32_400)
        #expect(ChargerWords.now(hall, at: tuesday) == "open now until 18:00")
        #expect(ChargerWords.isOpen(hall, at: tuesday) == true && ChargerWords.isOpen(hall, at: model.now()) == nil)
    }

    /// A file's 0 chairs at once is not recorded (null in JSON): the row and the details say so, never leave it out.
    @Test func aChargerWithoutACount_saysNotRecorded_inTheRowAndTheDetails() throws {
        let model = try makeModel()
        model.setListing(.chargers)
        var hall = try #require(model.state.chargerList.first)
        hall.atOnce = nil
        let facts = ChargerWords.facts(hall, from: chuncheon.coordinate, at: model.now())
        #expect(facts[3] == "how many at once not recorded")
        #expect(ChargerWords.details(hall, from: chuncheon.coordinate, at: model.now()).contains(facts[3]))
        let korean = Localization.with(.korean) {
            ChargerWords.facts(hall, from: chuncheon.coordinate, at: model.now())
        }
        #expect(korean[3] == "동시 충전 대수 기록 없음")
    }

    @Test func u_listsTheStationsNear_enterShowsTheCard_escGoesBackStepByStep() async throws {
        let cityHall = ResolvedLocation(name: "시청", coordinate: Coordinate(latitude: 37.56359, longitude: 126.975407))
        let model = try makeModel(at: cityHall)
        model.activate()
        await model.settle()
        model.setListing(.stations)
        let stations = model.state.stationList
        #expect(stations.contains { $0.name == "시청" && $0.lines == ["1", "2"] })
        #expect(stations.map(\.distance) == stations.map(\.distance).sorted())
        #expect(model.state.linesAbove == [.modeBar, .summary])
        let row = try #require(stations.firstIndex { $0.name == "시청" })
        model.moveSelection { $0.select(row) }
        model.openSelected()
        #expect(model.state.listing == .station("시청"))
        #expect(model.linesNow.stationCard.first == "시청 station, lines 1, 2")
        #expect(model.linesNow.stationCard.contains("Elevators"))
        model.moveSelection { $0.moveDown() }
        #expect(model.state.card.selected == 1)
        model.leaveSideList()
        #expect(model.state.listing == .stations && model.state.stations.selected == row)
        model.leaveSideList()
        #expect(model.state.listing == .nearby)
    }
}
