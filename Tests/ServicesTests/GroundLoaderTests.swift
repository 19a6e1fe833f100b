import Foundation
import Synchronization
import Testing

@testable import Services

/// A tab's ground: a failed street request keeps the bundled coast and says so once; the same area is not asked
/// twice; each answer taken bumps the revision views key their drawings on.
@MainActor
struct GroundLoaderTests {
    nonisolated static let coast = MapWay(
        kind: .coast, name: nil,
        points: [Coordinate(latitude: 35.15, longitude: 129.15), Coordinate(latitude: 35.16, longitude: 129.17)])
    nonisolated static let road = MapWay(
        kind: .majorRoad, name: "해운대로",
        points: [Coordinate(latitude: 35.16, longitude: 129.15), Coordinate(latitude: 35.17, longitude: 129.16)])

    final class Script: GroundService, Sendable {
        let fail = Mutex(true)
        let asked = Mutex(0)
        func ground(around center: Coordinate, radius: Int) async throws -> GroundAnswer {
            asked.withLock { $0 += 1 }
            if fail.withLock({ $0 }) {
                throw GroundFailure(
                    bundled: GroundAnswer(ways: [GroundLoaderTests.coast]), underlying: TransportError.noNetwork("down")
                )
            }
            return GroundAnswer(
                ways: [GroundLoaderTests.coast, GroundLoaderTests.road],
                origin: AnswerOrigin(fetchedAt: Date(), isOfflineCopy: false))
        }
    }

    @Test func aFailedStreetRequest_keepsTheBundledGround_saysSo_andIsAskedAgain() async {
        let script = Script()
        let loader = GroundLoader(service: script)
        let here = Coordinate(latitude: 35.1631, longitude: 129.1586)
        loader.load(around: here, radius: 1500)
        await loader.settle()
        #expect(loader.ground.value?.ways == [Self.coast] && loader.revision == 1)
        #expect(loader.note.value?.hasPrefix("streets not drawn: ") == true)
        script.fail.withLock { $0 = false }
        loader.load(around: here, radius: 1500)  // a failure is not kept: asked again
        await loader.settle()
        #expect(loader.ground.value?.ways == [Self.coast, Self.road] && loader.note.value == nil)
        #expect(loader.revision == 2)
        loader.load(around: here, radius: 1500)  // the same area, answered: nothing asked
        await loader.settle()
        #expect(script.asked.withLock { $0 } == 2)
    }
}
