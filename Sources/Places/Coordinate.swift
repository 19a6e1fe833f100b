import Foundation

public struct Coordinate: Equatable, Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude; self.longitude = longitude
    }

    public var isValid: Bool { (-90...90).contains(latitude) && (-180...180).contains(longitude) }

    /// Great-circle distance in metres (haversine, mean Earth radius), as Kakao computes `distance`.
    public func distance(to other: Coordinate) -> Double {
        let r = 6_371_008.8
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let dφ = (other.latitude - latitude) * .pi / 180
        let dλ = (other.longitude - longitude) * .pi / 180
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * r * atan2(sqrt(a), sqrt(1 - a))
    }

    /// "37.394225,127.110341"
    public var text: String { String(format: "%.6f,%.6f", latitude, longitude) }

    /// Two numbers separated by a comma, whether or not they are a point on Earth ("91,200").
    public static func looksLikeNumbers(_ text: String) -> Bool {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count == 2 && parts.allSatisfy { Double($0) != nil }
    }

    /// Parses "LAT,LON" (spaces allowed); nil when not two numbers in range.
    public static func parse(_ text: String) -> Coordinate? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else { return nil }
        let c = Coordinate(latitude: lat, longitude: lon)
        return c.isValid ? c : nil
    }
}

/// The Earth's circumference at the equator: no distance or accuracy on it is longer.
public let earthCircumferenceMetres = 40_075_000.0

/// "850 m", "1.2 km"
public func formatDistance(_ meters: Double) -> String {
    // No distance on Earth (not a number, below zero, past its circumference): nothing said, nothing made up — and
    // never a trap turning 1e300 into an `Int`.
    guard meters.isFinite, meters >= 0, meters <= earthCircumferenceMetres else { return "" }
    // Never "1000 m": from 999.5 m on it is kilometres (999.5 is "1.0 km", 1000 itself "1 km").
    let wholeMetres = meters.rounded()
    if wholeMetres < 1000 { return "\(Int(wholeMetres)) m" }
    let km = meters / 1000
    // One decimal: the metres to the nearest 100 (a half up). Built from integers, not `String(format:)`: every
    // row of the stores list says its distance on every frame, and Foundation's formatting was a tenth of a key.
    let tenths = Int((meters / 100).rounded())
    if km.rounded() == km || tenths >= 100 { return "\(Int(km.rounded())) km" }
    return "\(tenths / 10).\(tenths % 10) km"
}

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
