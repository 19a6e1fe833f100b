import Foundation
import Localization

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
