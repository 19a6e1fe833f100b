import Foundation
import Observables
import Services
import TUI
import TestSupport
import Testing

@testable import Stores

/// What a key costs does not grow with the answer: moving through a list of 10,000 stores asks as many stores'
/// hours and projects as many pins as moving through 100 (the rows on screen; no pin once the map is drawn).
@MainActor
struct StoresWorkPerKeyTests {
    /// `count` stores with hours, spiralling out from 판교 within the radius, nearest first.
    struct Many: StoreSearch {
        let count: Int
        func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
            let places = (0..<count).map { n -> StorePlace in
                let metres = Double(n + 1) / Double(count) * Double(radius) * 0.95, angle = Double(n) * 2.4
                return StorePlace(
                    id: "\(n)", name: "store \(n)", category: "convenience", phone: "", address: "",
                    roadAddress: "",
                    coordinate: Coordinate(
                        latitude: center.latitude + metres * cos(angle) / 110_540,
                        longitude: center.longitude + metres * sin(angle) / 88_000),
                    distance: metres, url: "", openingHours: n % 3 == 0 ? "24/7" : "Mo-Sa 07:00-23:00; PH off")
            }
            return StoreAnswer(places: places, source: .openStreetMap)
        }
    }

    /// Per key over `keys`, after the first frame: (hours asked, pins projected, stores walked by the filter).
    func work(stores count: Int, keys: [Key]) async -> [(hours: Int, pins: Int, walked: Int)] {
        let model = StoresViewModel(
            client: Many(count: count), location: Observable(ResolvedLocation.pangyo), radius: 20_000)
        model.now = { CivilTime.date(year: 2026, month: 11, day: 18, hour: 12, minute: 0, offset: 32_400) }
        let shell = Shell(tabs: [StoresView(model: model)])
        shell.start()
        await model.settle()
        _ = frame(of: shell, 120, 40)
        var costs: [(hours: Int, pins: Int, walked: Int)] = []
        for key in keys {
            let hours = ConvenienceStore.hoursAsked.load(ordering: .relaxed), pins = PinLayer.pinsProjected
            let walked = StoresViewModel.storesWalked.load(ordering: .relaxed)
            shell.handle(key)
            _ = frame(of: shell, 120, 40)
            costs.append(
                (
                    ConvenienceStore.hoursAsked.load(ordering: .relaxed) - hours, PinLayer.pinsProjected - pins,
                    StoresViewModel.storesWalked.load(ordering: .relaxed) - walked
                ))
        }
        return costs
    }

    @Test func aMove_costsTheSameFor100StoresAnd10000() async {
        let keys: [Key] =
            Array(repeating: .char("j"), count: 10) + [.pageDown, .char("k"), .enter, .escape, .char("m")]
        let small = await work(stores: 100, keys: keys)
        let large = await work(stores: 10_000, keys: keys)
        // The rows on screen (38 at most) and the details' store: never the whole list.
        #expect(large.allSatisfy { $0.hours <= 40 }, "\(large)")
        #expect(large.map(\.hours) == small.map(\.hours), "\(small) against \(large)")
        // The pins were projected with the first frame; moving near the centre projects none again.
        #expect(large.allSatisfy { $0.pins == 0 } && small.allSatisfy { $0.pins == 0 }, "\(small) / \(large)")
    }

    /// The filter is worked out when it is switched (each written value asked once), not on the keys after it.
    @Test func theOpenNowFilter_isKept_notWorkedOutPerKey() async {
        let costs = await work(stores: 10_000, keys: [.char("o"), .char("j"), .char("j")])
        #expect(costs[0].walked == 10_000, "\(costs)")  // `o`: the one walk
        #expect(costs[1].walked == 0 && costs[2].walked == 0, "\(costs)")
        #expect(costs[1].hours <= 40 && costs[2].hours <= 40, "\(costs)")
    }
}
