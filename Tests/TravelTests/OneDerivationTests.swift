import Foundation
import Localization
import TestSupport
import Testing

@testable import Services
@testable import Travel

/// One derivation of a spot's axes: for every bundled record, the row's wheelchair and toilet words, the details'
/// line of the same axes (with where the wheelchair word came from) and the JSON's value are the same.
@MainActor
struct OneDerivationTests {
    @Test func everyBundledRecord_saysTheSameAxes_inTheRowTheDetailsAndJSON() async throws {
        let resources = TravelViewModelTests.resources
        let simulator = try TourSimulator.load(from: resources)
        let client = TourClient(
            transport: StubTransport { simulator.respond(to: $0) },
            baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
        let recorded = try simulator.allSpots().filter(\.hasRecord)
        #expect(recorded.count == 761)
        var fromEntrance = 0
        for spot in recorded {
            let record = try await client.access(spot.contentid)
            let detail = try await client.detail(spot.contentid)
            let details = Localization.with(.english) {
                TravelDetailLines(
                    detail: detail, record: record, distance: nil, street: nil, bookmarked: false, hours: nil,
                    openGroups: [], accessible: false
                ).lines.map(\.text).joined(separator: " ")  // a long line wraps: read as one
            }
            guard !record.isEmpty else { continue }  // one line says nothing is recorded: no axes to disagree
            let from = record.wheelchairFrom == .entrance ? " (from the entrance)" : ""
            let axes = Localization.with(.english) {
                L.travelRowAxes(wheelchair: record.wheelchair.word + from, toilet: record.toilet.word)
            }
            #expect(details.contains(axes), "\(spot.contentid) \(spot.title)")
            // The JSON's word is the state's own (`AccessState.json`), from the same record.
            #expect(AccessState(rawValue: record.wheelchair.rawValue) == record.wheelchair)
            if record.wheelchairFrom == .entrance { fromEntrance += 1 }
        }
        #expect(fromEntrance > 0)  // the case the list and the details once disagreed on is walked
    }
}
