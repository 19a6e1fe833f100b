import Foundation
import Localization

/// A line of the ground under a map's pins: a road, a path, a railway, water or the coast, with its name where it
/// has one. From OpenStreetMap (live) or the bundled shorelines and rivers (offline).
public struct MapWay: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// motorway … tertiary (and their links).
        case majorRoad
        /// Residential and other streets.
        case minorRoad
        /// Footways, paths, steps, cycleways.
        case path
        case rail
        /// A river, a canal, a lake's or reservoir's outline.
        case water
        case coast
    }

    public var kind: Kind
    /// The name as written locally (`name`, in Korea Korean).
    public var name: String?
    /// OpenStreetMap's `name:en`, where a mapper gave one.
    public var englishName: String?
    public var points: [Coordinate]

    public init(kind: Kind, name: String?, englishName: String? = nil, points: [Coordinate]) {
        self.kind = kind; self.name = name; self.englishName = englishName; self.points = points
    }

    /// The name in the language in use: `name:en` for an English reader where there is one, else the local name.
    public var shownName: String? {
        Localization.language == .english ? (englishName ?? name) : name
    }

    /// The kind of an OpenStreetMap way by its tags; nil for anything the map does not draw.
    public static func kind(tags: [String: String]) -> Kind? {
        if let highway = tags["highway"] {
            let major = ["motorway", "trunk", "primary", "secondary", "tertiary"]
            if major.contains(where: { highway == $0 || highway == $0 + "_link" }) { return .majorRoad }
            if ["footway", "path", "steps", "cycleway", "pedestrian", "track", "bridleway", "corridor"].contains(
                highway)
            {
                return .path
            }
            return .minorRoad
        }
        if tags["railway"] != nil { return .rail }
        if tags["natural"] == "coastline" { return .coast }
        if tags["natural"] == "water" || tags["waterway"] != nil { return .water }
        return nil
    }

    /// The way's distance in metres from a point (to its nearest vertex or segment, flat at city scale).
    public func distance(to point: Coordinate) -> Double {
        guard let first = points.first else { return .infinity }
        if points.count == 1 { return first.distance(to: point) }
        let metresPerLon = 111_320 * cos(point.latitude * .pi / 180), metresPerLat = 110_540.0
        func flat(_ c: Coordinate) -> (Double, Double) {
            ((c.longitude - point.longitude) * metresPerLon, (c.latitude - point.latitude) * metresPerLat)
        }
        var best = Double.infinity
        for (a, b) in zip(points, points.dropFirst()) {
            let (ax, ay) = flat(a), (bx, by) = flat(b)
            let dx = bx - ax, dy = by - ay
            let t = dx == 0 && dy == 0 ? 0 : max(0, min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)))
            best = min(best, hypot(ax + t * dx, ay + t * dy))
        }
        return best
    }
}

/// The ground under a map: its ways and where they came from.
public struct GroundAnswer: Sendable, Equatable {
    public var ways: [MapWay]
    /// When the live part was fetched (nil: bundled only).
    public var origin: AnswerOrigin?

    public init(ways: [MapWay], origin: AnswerOrigin? = nil) { self.ways = ways; self.origin = origin }

    /// The named road nearest to a point within `limit` metres ("on 판교역로"), if any.
    public func street(near point: Coordinate, within limit: Double = 40) -> String? {
        var best: (String, Double)?
        for way in ways where way.kind == .majorRoad || way.kind == .minorRoad {
            guard let name = way.shownName, !name.isEmpty else { continue }
            let d = way.distance(to: point)
            if d <= limit, d < (best?.1 ?? .infinity) { best = (name, d) }
        }
        return best?.0
    }
}

/// Where a map's ground comes from.
public protocol GroundService: Sendable {
    func ground(around center: Coordinate, radius: Int) async throws -> GroundAnswer
}
