import Foundation
import Places

/// The walkable network of an area as OpenStreetMap gives it: nodes (a point and the tags that matter: a kerb, a
/// barrier, a crossing, an elevator) and ways (the nodes in order and their tags). `OverpassWalkNetwork` reads it
/// from Overpass's answers.
public struct WalkNetwork: Sendable {
    public struct Node: Sendable, Equatable {
        public var id: Int64
        public var coordinate: Coordinate
        public var tags: [String: String]

        public init(id: Int64, coordinate: Coordinate, tags: [String: String]) {
            self.id = id; self.coordinate = coordinate; self.tags = tags
        }
    }

    public struct Way: Sendable, Equatable {
        public var id: Int64
        public var nodes: [Int64]
        public var tags: [String: String]

        public init(id: Int64, nodes: [Int64], tags: [String: String]) {
            self.id = id; self.nodes = nodes; self.tags = tags
        }
    }

    public var nodes: [Int64: Node]
    public var ways: [Way]

    public init(nodes: [Int64: Node], ways: [Way]) { self.nodes = nodes; self.ways = ways }
}
