import Foundation
import Services

/// The air and the rain to come as sentences: the line under the current conditions, the accessible mode's
/// words, the command's text. Grades in words and numbers beside them, never colour alone.
public enum AirQualityInWords {
    /// "PM10 moderate (42 µg/m³) · PM2.5 bad (38 µg/m³) · O₃ 60 µg/m³ · NO₂ 12 µg/m³" in Korea (the ministry's
    /// grades); elsewhere "air fair (European AQI 32) · PM10 20 µg/m³ · PM2.5 12 µg/m³ · …".
    public static func sentence(_ status: WeatherViewModel.AirQualityStatus, at point: Coordinate) -> String {
        switch status {
        case .needsNetwork: return "air quality needs the network (none is shown offline)"
        case .loading: return "air quality: loading…"
        case .failed(let message): return "air quality could not be loaded: \(message)"
        case .loaded(let air): return sentence(air, at: point)
        }
    }

    public static func sentence(_ air: AirQuality, at point: Coordinate) -> String {
        guard air.hasData else { return "air quality: no data for this place" }
        func µg(_ v: Double) -> String { "\(Int(v.rounded())) µg/m³" }
        var parts: [String] = []
        if point.isInKorea {
            if let pm10 = air.pm10 { parts.append("PM10 \(AirGrade.koreanPM10(pm10).words) (\(µg(pm10)))") }
            if let pm25 = air.pm2_5 { parts.append("PM2.5 \(AirGrade.koreanPM2_5(pm25).words) (\(µg(pm25)))") }
        } else {
            if let aqi = air.europeanAQI {
                parts.append("air \(AirGrade.european(aqi).words) (European AQI \(Int(aqi.rounded())))")
            }
            if let pm10 = air.pm10 { parts.append("PM10 \(µg(pm10))") }
            if let pm25 = air.pm2_5 { parts.append("PM2.5 \(µg(pm25))") }
        }
        if let ozone = air.ozone { parts.append("O₃ \(µg(ozone))") }
        if let no2 = air.nitrogenDioxide { parts.append("NO₂ \(µg(no2))") }
        return parts.joined(separator: " · ")
    }

    /// "rain from 18:15 for about 45 min, 1.2 mm", "no rain in the next 2 hours"; from hourly data, said so.
    public static func nowcast(_ cast: Nowcast, local: LocalTimeFormatter) -> String {
        let basis = cast.stepMinutes >= 60 ? " (from hourly data)" : ""
        guard let start = cast.start else { return "no rain in the next 2 hours" + basis }
        let amount = String(format: cast.millimetres < 10 ? "%.1f" : "%.0f", cast.millimetres)
        return "rain from \(local.time(start)) for about \(cast.minutes) min, \(amount) mm" + basis
    }

    /// "UV max 6 at 13:00".
    public static func uv(_ peak: UVPeak, local: LocalTimeFormatter) -> String {
        "UV max \(Int(peak.index.rounded())) at \(local.time(peak.time))"
    }
}
