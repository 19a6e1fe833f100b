import Foundation
import Localization

/// The air at a place: fine dust (PM10, PM2.5) now and hour by hour, ozone and nitrogen dioxide now, and the
/// European AQI. A value the service did not give is nil ("no data"), never a guess.
public struct AirQuality: Equatable, Sendable {
    public struct Hour: Equatable, Sendable {
        public var time: Date
        public var pm10: Double?
        public var pm2_5: Double?
        public var europeanAQI: Double?

        public init(time: Date, pm10: Double?, pm2_5: Double?, europeanAQI: Double?) {
            self.time = time; self.pm10 = pm10; self.pm2_5 = pm2_5; self.europeanAQI = europeanAQI
        }

        public var isEmpty: Bool { pm10 == nil && pm2_5 == nil && europeanAQI == nil }
    }

    /// The hour the "now" values are for.
    public var time: Date
    public var pm10: Double?
    public var pm2_5: Double?
    public var ozone: Double?
    public var nitrogenDioxide: Double?
    public var europeanAQI: Double?
    /// The hours with data, in order (padded nulls at the end of a series are no data, so no hour).
    public var hourly: [Hour]
    /// Who measured or modelled it, as its licence asks.
    public var source: String
    /// When it was fetched, and whether it is the last answer kept for when the network is gone (nil: sample).
    public var origin: AnswerOrigin?

    public init(
        time: Date, pm10: Double?, pm2_5: Double?, ozone: Double?, nitrogenDioxide: Double?, europeanAQI: Double?,
        hourly: [Hour], source: String
    ) {
        self.time = time; self.pm10 = pm10; self.pm2_5 = pm2_5; self.ozone = ozone
        self.nitrogenDioxide = nitrogenDioxide; self.europeanAQI = europeanAQI; self.hourly = hourly;
        self.source = source
    }

    public var hasData: Bool { pm10 != nil || pm2_5 != nil || europeanAQI != nil }

    /// The hour of the series that holds `time` (within half an hour of its start), if there is data for it.
    public func hour(at time: Date) -> Hour? { hourly.first { abs($0.time.timeIntervalSince(time)) < 1800 } }
}

/// How good the air is, on the scale people at that place read: in Korea the Ministry of Environment's four
/// grades for PM10 and PM2.5 (µg/m³); elsewhere the European AQI's six bands.
public enum AirGrade: String, Equatable, Sendable, CaseIterable {
    // Korea (환경부): 좋음, 보통, 나쁨, 매우나쁨.
    case good, moderate, bad, veryBad = "very_bad"
    // European AQI bands (fair, poor … extremely poor; "good" and "moderate" are shared words).
    case fair, poor, veryPoor = "very_poor", extremelyPoor = "extremely_poor"

    /// PM10 in µg/m³: 0–30 good, 31–80 moderate, 81–150 bad, 151+ very bad.
    public static func koreanPM10(_ value: Double) -> AirGrade { korean(value, upTo: (30, 80, 150)) }

    /// PM2.5 in µg/m³: 0–15 good, 16–35 moderate, 36–75 bad, 76+ very bad.
    public static func koreanPM2_5(_ value: Double) -> AirGrade { korean(value, upTo: (15, 35, 75)) }

    /// The ministry's four grades by their upper bounds. Values between the whole-number bands (30.4) round to the
    /// nearest microgram, as the ministry publishes whole numbers.
    private static func korean(_ value: Double, upTo bounds: (good: Double, moderate: Double, bad: Double)) -> AirGrade
    {
        let whole = value.rounded()
        if whole <= bounds.good { return .good }
        if whole <= bounds.moderate { return .moderate }
        return whole <= bounds.bad ? .bad : .veryBad
    }

    /// The European AQI (0–20 good, 20–40 fair, 40–60 moderate, 60–80 poor, 80–100 very poor, 100+ extremely poor).
    public static func european(_ index: Double) -> AirGrade {
        switch index {
        case ..<20: return .good
        case ..<40: return .fair
        case ..<60: return .moderate
        case ..<80: return .poor
        case ..<100: return .veryPoor
        default: return .extremelyPoor
        }
    }

    /// The grade in words (the interface's language).
    public var words: String {
        switch self {
        case .good: return L.weatherAirGood
        case .moderate: return L.weatherAirModerate
        case .bad: return L.weatherAirBad
        case .veryBad: return L.weatherAirVeryBad
        case .fair: return L.weatherAirFair
        case .poor: return L.weatherAirPoor
        case .veryPoor: return L.weatherAirVeryPoor
        case .extremelyPoor: return L.weatherAirExtremelyPoor
        }
    }

    /// Worse is larger, within each scale.
    public var severity: Int {
        switch self {
        case .good: return 0
        case .fair: return 1
        case .moderate: return 2
        case .bad, .poor: return 3
        case .veryBad, .veryPoor: return 4
        case .extremelyPoor: return 5
        }
    }
}

extension Coordinate {
    /// South Korea's land and near waters (a box: Jeju to the DMZ, Baengnyeong to Dokdo): where the Korean grades apply.
    public var isInKorea: Bool {
        (33.0...38.7).contains(latitude) && (124.5...131.9).contains(longitude)
    }
}

/// Where the air quality comes from (Open-Meteo's, keyless; CAMS data).
public protocol AirQualityService: Sendable {
    func airQuality(at point: Coordinate) async throws -> AirQuality
}
