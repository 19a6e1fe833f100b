import Foundation
import Localization

extension Coordinate {
    /// Initial great-circle bearing to `other`, in degrees clockwise from north (0 ..< 360).
    public func bearing(to other: Coordinate) -> Double {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let dλ = (other.longitude - longitude) * .pi / 180
        let y = sin(dλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }
}

/// One of eight directions, for "125 m ↗" in a row and "north-east" where words are wanted.
public enum CompassPoint: Int, CaseIterable, Sendable {
    case north, northEast, east, southEast, south, southWest, west, northWest

    public init(bearing: Double) {
        let normalized = (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        self = CompassPoint(rawValue: Int((normalized + 22.5) / 45) % 8)!
    }

    public var arrow: String { ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"][rawValue] }
    public var abbreviation: String { ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][rawValue] }
    public var words: String { L.compassWords(rawValue) }
}

/// "125 m ↗" (a row), "125 m north-east ↗" (a detail); just the distance when the place is where you are.
public func formatDistance(_ meters: Double, bearing: Double?, inWords: Bool = false) -> String {
    guard let bearing, meters >= 1, meters.isFinite else { return formatDistance(meters) }
    let point = CompassPoint(bearing: bearing)
    return formatDistance(meters) + " " + (inWords ? point.words + " " + point.arrow : point.arrow)
}
