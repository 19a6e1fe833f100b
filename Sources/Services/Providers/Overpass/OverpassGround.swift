import Foundation

/// The streets, railways, water and coast around a point, from the same keyless Overpass server as the stores.
/// The area asked is snapped to a grid (about 500 m) and widened, so moving a little reuses a kept answer.
extension OverpassClient: GroundService {
    /// Streets rarely move: a kept answer serves for a week (`CacheFirstTransport` in front of this client).
    public static let groundLifetime: TimeInterval = 7 * 24 * 3600

    public func ground(around center: Coordinate, radius: Int) async throws -> GroundAnswer {
        let (snapped, wider) = Self.groundArea(center: center, radius: radius)
        let (answer, origin) = try await AnswerOrigin.collect {
            try await Self.answer(.ground(center: snapped, radius: wider), transport: transport, baseURL: baseURL)
        }
        return GroundAnswer(ways: answer.mapWays, origin: origin)
    }

    /// The centre on a 0.005° grid and the radius grown by the snap and rounded up to 500 m.
    static func groundArea(center: Coordinate, radius: Int) -> (Coordinate, Int) {
        func snap(_ value: Double) -> Double { (value / 0.005).rounded() * 0.005 }
        let snapped = Coordinate(latitude: snap(center.latitude), longitude: snap(center.longitude))
        let grown = radius + Int(snapped.distance(to: center).rounded(.up)) + 100
        return (snapped, (grown + 499) / 500 * 500)
    }
}
