import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Travel

/// `e` in Travel: the chargers near you from the bundled national data, their row in words, the way back.
@MainActor
struct TravelChargersTests {
    static let resources = TravelViewModelTests.resources
    let chuncheon = ResolvedLocation(
        name: "춘천시청", coordinate: Coordinate(latitude: 37.8813879, longitude: 127.7297733))

    func makeModel() throws -> TravelViewModel {
        let access = BundledKoreaAccess(dataset: try OfflineDataset(resources: Self.resources))
        let simulator = try TourSimulator.load(from: Self.resources)
        let client = TourClient(
            transport: StubTransport { simulator.respond(to: $0) },
            baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let model = TravelViewModel(
            client: client, regions: try TourRegions.load(from: Self.resources), store: nil, clock: VirtualClock(),
            location: Observable(chuncheon), chargers: { try access.chargers(around: $0, radius: $1) })
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
        #expect(model.listing == .chargers)
        let chargers = model.chargerList
        #expect(chargers.first?.name == "춘천시청")
        #expect(chargers.map(\.distance) == chargers.map(\.distance).sorted())
        #expect(chargers.allSatisfy { $0.distance <= Double(TravelViewModel.chargerRadius) })
        #expect(model.linesAbove == [.modeBar, .summary])
        model.leaveSideList()
        #expect(model.listing == .nearby && model.state.list.selected == 1)
    }

    @Test func aChargerRow_saysOpenNow_fromTheDaysHours_inBothLanguages() throws {
        let model = try makeModel()
        model.setListing(.chargers)
        let hall = try #require(model.chargerList.first)
        let facts = ChargerWords.facts(hall, from: chuncheon.coordinate, at: model.now())
        #expect(facts == ["춘천시청", "0 m", "no hours recorded for Saturdays", "2 at once", "air pump no"])
        let korean = Localization.with(.korean) { ChargerWords.now(hall, at: model.now()) }
        #expect(korean == "토요일 운영 시간 기록 없음")
        // The next Tuesday at 10:00: the weekday window.
        let tuesday = CivilTime.date(year: 2026, month: 12, day: 1, hour: 10, minute: 0, offset: 32_400)
        #expect(ChargerWords.now(hall, at: tuesday) == "open now until 18:00")
        #expect(ChargerWords.isOpen(hall, at: tuesday) == true && ChargerWords.isOpen(hall, at: model.now()) == nil)
    }
}
