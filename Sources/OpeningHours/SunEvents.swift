import Foundation
import Places

/// Dawn, sunrise, sunset and dusk of one local date at a place, in minutes from that date's local midnight, from
/// NOAA's solar position equations (the ones of its sunrise/sunset spreadsheet): the sun's declination and the
/// equation of time at the event, the hour angle at which its centre is 0.833° below the horizon (sunrise, sunset:
/// refraction and the disc's radius) or 6° below (civil dawn and dusk). Good to about a minute between the polar
/// circles; nil where the sun does not cross that height that day (polar day or night).
struct SunEvents: Sendable, Equatable {
    var dawn: Int?
    var sunrise: Int?
    var sunset: Int?
    var dusk: Int?

    /// `day`: days since 1970-01-01 of the local date; `utcOffset`: seconds east of UTC.
    init(day: Int, coordinate: Coordinate, utcOffset: Int) {
        dawn = Self.event(day: day, coordinate, utcOffset, zenith: 96, rising: true)
        sunrise = Self.event(day: day, coordinate, utcOffset, zenith: 90.833, rising: true)
        sunset = Self.event(day: day, coordinate, utcOffset, zenith: 90.833, rising: false)
        dusk = Self.event(day: day, coordinate, utcOffset, zenith: 96, rising: false)
    }

    func minutes(of event: OHEvent) -> Int? {
        switch event {
        case .dawn: return dawn
        case .sunrise: return sunrise
        case .sunset: return sunset
        case .dusk: return dusk
        }
    }

    private static func event(day: Int, _ c: Coordinate, _ utcOffset: Int, zenith: Double, rising: Bool) -> Int? {
        // Two passes: the sun's position at local noon, then at the event found from it.
        var utcMinutes = 720.0 - Double(utcOffset) / 60
        for _ in 0..<2 {
            let julianDay = Double(day) + 2_440_587.5 + utcMinutes / 1440
            guard let at = eventMinutes(julianDay: julianDay, c, zenith: zenith, rising: rising) else { return nil }
            utcMinutes = at
        }
        return Int((utcMinutes + Double(utcOffset) / 60).rounded())
    }

    /// Minutes of the event after 00:00 UTC of the local date (may leave 0..<1440: Korea's sunrise is the UTC day
    /// before).
    private static func eventMinutes(julianDay: Double, _ c: Coordinate, zenith: Double, rising: Bool) -> Double? {
        let rad = Double.pi / 180
        let t = (julianDay - 2_451_545) / 36_525
        let meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let m = meanAnomaly * rad
        let centre =
            sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
            + sin(3 * m) * 0.000289
        let omega = (125.04 - 1934.136 * t) * rad
        let apparentLongitude = (meanLongitude + centre - 0.00569 - 0.00478 * sin(omega)) * rad
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = (meanObliquity + 0.00256 * cos(omega)) * rad
        let declination = asin(sin(obliquity) * sin(apparentLongitude))
        let y = pow(tan(obliquity / 2), 2)
        let l0 = meanLongitude * rad
        let equationOfTime =
            4 / rad
            * (y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0) - 0.5 * y * y
                * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))
        let latitude = c.latitude * rad
        let cosHourAngle =
            cos(zenith * rad) / (cos(latitude) * cos(declination)) - tan(latitude) * tan(declination)
        guard (-1...1).contains(cosHourAngle) else { return nil }
        let hourAngle = acos(cosHourAngle) / rad
        let solarNoon = 720 - 4 * c.longitude - equationOfTime
        return solarNoon + (rising ? -4 : 4) * hourAngle
    }
}
