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
            return try WalkNetwork.decode(response)
        }
    }
}

extension WalkNetwork {
    /// An Overpass answer in either shape — ways listing node ids with the nodes as elements of their own
    /// (`out body; >; out body`), and ways carrying their points inline (`out geom`) — or both mixed; what is not
    /// used is ignored. Read as every Overpass answer is (the fast reader, its text cleaned where it enters); an
    /// error page, a busy server or an unreadable answer is thrown as the service's error.
    public static func decode(_ response: HTTPResponse) throws -> WalkNetwork {
        var nodes: [Int64: Node] = [:]
        var ways: [Way] = []
        let elements = try OverpassClient.read(response) { $0 }.items
        for element in elements where element.type == "node" {
            // The element's own point: a way's geometry may have given the node first, without its tags.
            guard let lat = element.lat, let lon = element.lon else { continue }
            let coordinate = Coordinate(latitude: lat, longitude: lon)
            guard coordinate.isValid else { continue }
            nodes[element.id] = Node(id: element.id, coordinate: coordinate, tags: element.tags ?? [:])
        }
        for element in elements where element.type == "way" {
            var wayNodes = element.nodes ?? []
            if let geometry = element.geometry, !geometry.isEmpty {
                // Inline points: with node ids, each point is its node; without, a point is a node of this way
                // alone (negative ids, made from the way's id and the point's place in it).
                if wayNodes.count != geometry.count {
                    wayNodes = geometry.indices.map { -(element.id * 10_000 + Int64($0)) }
                }
                for (nodeID, point) in zip(wayNodes, geometry) where nodes[nodeID] == nil {
                    guard let lat = point?.lat, let lon = point?.lon else { continue }
                    let coordinate = Coordinate(latitude: lat, longitude: lon)
                    guard coordinate.isValid else { continue }
                    nodes[nodeID] = Node(id: nodeID, coordinate: coordinate, tags: [:])
                }
            }
            guard wayNodes.count >= 2 else { continue }
            ways.append(Way(id: element.id, nodes: wayNodes, tags: element.tags ?? [:]))
        }
        return WalkNetwork(nodes: nodes, ways: ways)
    }

    /// The answer's bytes alone (a file, a test's fixture).
    public static func decode(_ data: Data) throws -> WalkNetwork {
        try decode(HTTPResponse(status: 200, headers: [:], body: data))
    }
}
