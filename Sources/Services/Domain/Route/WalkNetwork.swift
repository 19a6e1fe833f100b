import Foundation

/// The walkable network of an area as OpenStreetMap gives it: nodes (a point and the tags that matter: a kerb, a
/// barrier, a crossing, an elevator) and ways (the nodes in order and their tags). Read from Overpass's two answer
/// shapes alike — ways listing node ids with the nodes as elements of their own (`out body; >; out body`), and ways
/// carrying their points inline (`out geom`) — and from both mixed; what is not used is ignored.
public struct WalkNetwork: Sendable {
    public struct Node: Sendable, Equatable {
        public var id: Int64
        public var coordinate: Coordinate
        public var tags: [String: String]
    }

    public struct Way: Sendable, Equatable {
        public var id: Int64
        public var nodes: [Int64]
        public var tags: [String: String]
    }

    public var nodes: [Int64: Node]
    public var ways: [Way]

    public init(nodes: [Int64: Node], ways: [Way]) { self.nodes = nodes; self.ways = ways }

    public struct Unreadable: Error {}

    /// An Overpass JSON answer (`elements`), either shape.
    public static func decode(_ data: Data) throws -> WalkNetwork {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let elements = root["elements"] as? [[String: Any]]
        else { throw Unreadable() }
        var nodes: [Int64: Node] = [:]
        var ways: [Way] = []
        func tags(_ element: [String: Any]) -> [String: String] {
            (element["tags"] as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
        }
        func number(_ value: Any?) -> Int64? { (value as? NSNumber)?.int64Value }
        for element in elements {
            guard let type = element["type"] as? String, let id = number(element["id"]) else { continue }
            switch type {
            case "node":
                guard let lat = (element["lat"] as? NSNumber)?.doubleValue,
                    let lon = (element["lon"] as? NSNumber)?.doubleValue
                else { continue }
                let coordinate = Coordinate(latitude: lat, longitude: lon)
                guard coordinate.isValid else { continue }
                // A node met first inside a way's geometry has no tags: its own element brings them.
                nodes[id] = Node(id: id, coordinate: coordinate, tags: tags(element))
            case "way":
                let ids = (element["nodes"] as? [Any])?.compactMap(number) ?? []
                let geometry = (element["geometry"] as? [[String: Any]]) ?? []
                var wayNodes = ids
                if !geometry.isEmpty {
                    // Inline points: with node ids, each point is its node; without, a point is a node of this way
                    // alone (negative ids, made from the way's id and the point's place in it).
                    if wayNodes.count != geometry.count {
                        wayNodes = geometry.indices.map { -(id * 10_000 + Int64($0)) }
                    }
                    for (nodeID, point) in zip(wayNodes, geometry) {
                        guard let lat = (point["lat"] as? NSNumber)?.doubleValue,
                            let lon = (point["lon"] as? NSNumber)?.doubleValue, nodes[nodeID] == nil
                        else { continue }
                        nodes[nodeID] = Node(
                            id: nodeID, coordinate: Coordinate(latitude: lat, longitude: lon), tags: [:])
                    }
                }
                guard wayNodes.count >= 2 else { continue }
                ways.append(Way(id: id, nodes: wayNodes, tags: tags(element)))
            default: continue
            }
        }
        return WalkNetwork(nodes: nodes, ways: ways)
    }
}
