import Foundation
import Localization

/// The walkable network between two points from OpenStreetMap: one Overpass request for the box around both with
/// a margin, through the transport given (the last-answer cache keeps it for offline use).
public struct OverpassWalkNetwork: Sendable {
    /// Metres added around the box of the two ends; and the longest straight line a route is asked for.
    public static let margin = 250.0
    public static let longest = 5000.0

    let transport: Transport
    let baseURL: URL

    public init(transport: Transport, baseURL: URL = OverpassAPI.defaultBaseURL) {
        self.transport = transport; self.baseURL = baseURL
    }

    public struct TooFar: Error, Equatable { public let metres: Double }

    /// The box the request asks for: both ends with `margin` metres around (south, west, north, east).
    public static func box(_ a: Coordinate, _ b: Coordinate) -> (Double, Double, Double, Double) {
        let dLat = margin / 111_000
        let dLon = margin / (111_000 * max(0.01, cos((a.latitude + b.latitude) / 2 * .pi / 180)))
        return (
            min(a.latitude, b.latitude) - dLat, min(a.longitude, b.longitude) - dLon,
            max(a.latitude, b.latitude) + dLat, max(a.longitude, b.longitude) + dLon
        )
    }

    /// The network around `from` and `to`, and where the answer came from (a kept copy offline).
    public func network(from: Coordinate, to: Coordinate) async throws -> (WalkNetwork, AnswerOrigin?) {
        let straight = from.distance(to: to)
        guard straight <= Self.longest else { throw TooFar(metres: straight) }
        let (s, w, n, e) = Self.box(from, to)
        return try await AnswerOrigin.collect {
            let response = try await OverpassClient.send(
                .walkNetwork(south: s, west: w, north: n, east: e), transport: transport, baseURL: baseURL)
            try OverpassClient.checkAnswer(response)
            do { return try WalkNetwork.decode(response.body) } catch {
                throw ServiceError.undecodable(service: OverpassClient.serviceName)
            }
        }
    }
}
