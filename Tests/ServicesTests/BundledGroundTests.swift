import Foundation
import Testing

@testable import Services

/// The bundled coast and rivers (GSHHG in Resources/offline.sqlite): the Han at 여의도, the sea at 해운대 and 인천,
/// nothing made up inland where there is neither.
struct BundledGroundTests {
    static let ground = BundledGround(
        dataset: try! OfflineDataset(
            resources: ResourceLocator(
                directory: URL(fileURLWithPath: #filePath)
                    .deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL)))

    func nearest(_ kind: MapWay.Kind, to point: Coordinate, radius: Int = 5000) async throws -> Double {
        let answer = try await Self.ground.ground(around: point, radius: radius)
        #expect(answer.origin == nil)  // bundled: never "fetched"
        return answer.ways.filter { $0.kind == kind }.map { $0.distance(to: point) }.min() ?? .infinity
    }

    @Test func theHanRiver_runsBeside여의도() async throws {
        // 여의도 is an island in the Han; GSHHG's river is a centre line good to about a kilometre at this scale.
        #expect(try await nearest(.water, to: Coordinate(latitude: 37.5260, longitude: 126.9240)) < 2000)
    }

    @Test func theSea_meetsTheLandAt해운대And인천() async throws {
        #expect(try await nearest(.coast, to: Coordinate(latitude: 35.1587, longitude: 129.1604)) < 800)
        #expect(
            try await nearest(.coast, to: Coordinate(latitude: 37.4563, longitude: 126.7052), radius: 10_000) < 6000)
    }

    @Test func inland_thereIsNoCoast() async throws {
        // 대전: the nearest sea is over 100 km away.
        #expect(try await nearest(.coast, to: Coordinate(latitude: 36.3504, longitude: 127.3845)) == .infinity)
    }

    @Test func points_areMicrodegreePairs() {
        var blob = Data()
        for value: Int32 in [37_526_000, 126_924_000, -1, 1] {
            withUnsafeBytes(of: value.littleEndian) { blob.append(contentsOf: $0) }
        }
        #expect(
            BundledGround.points(blob) == [
                Coordinate(latitude: 37.526, longitude: 126.924), Coordinate(latitude: -0.000001, longitude: 0.000001),
            ])
    }
}
