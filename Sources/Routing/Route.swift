import Foundation
import Places

/// A route found: its points in order (with their OSM node ids), the legs a person follows, what it does not know,
/// and how long it is; or why there is none.
public struct Route: Sendable, Equatable {
    /// One stretch along one way: its length, the way's name (or kind), the bearing it starts on, and the turn from
    /// the stretch before.
    public struct Leg: Sendable, Equatable {
        public enum Turn: String, Sendable, Equatable { case start, straight, bearLeft, bearRight, left, right, back }
        public var distance: Double
        public var bearing: Double
        public var wayID: Int64
        public var name: String?
        /// `highway` of the way: footway, steps, crossing, elevator …
        public var kind: String
        public var turn: Turn
        /// The way's tags, with a crossing's facts from its nodes where the way leaves them out (signals, sound,
        /// tactile paving, the kerb).
        public var tags: [String: String]
        /// A crossing: the street it crosses (nil: no named street meets it).
        public var crosses: String?
        /// An elevator: where it is — the subway exit beside it (its name, its number) or the elevator's own name —
        /// and whether its hours say open now (nil: not known or not recorded).
        public var place: String?
        public var exitNumber: String?
        public var open: Bool?

        public var isCrossing: Bool { kind == "crossing" || tags["footway"] == "crossing" }
    }

    /// Something the route crosses that the map does not record: what, where (an OSM node or way), and how far along.
    public struct Unknown: Sendable, Equatable {
        public var what: RouteRules.Unknown
        public var element: String
        public var along: Double
        public var length: Double
    }

    /// The nearest point that stops a route for this profile: what stops it, where, its OSM element.
    public struct Block: Sendable, Equatable {
        public var what: String
        public var element: String
        public var coordinate: Coordinate
    }

    public var profile: RouteProfile
    public var points: [Coordinate]
    public var nodeIDs: [Int64]
    public var legs: [Leg]
    public var unknowns: [Unknown]
    public var distance: Double
    public var duration: Double
}

/// No route for the profile: the point that blocks it, and the foot route's length beside it (nil: none on foot
/// either).
public struct NoRoute: Error, Sendable, Equatable {
    public var profile: RouteProfile
    public var block: Route.Block?
    public var footDistance: Double?
    /// The start or the end is not near any walkable way of the area (metres to the nearest, if any).
    public var offNetwork: Bool
}
