import Foundation
import Localization
import Services

/// The air and the rain to come as sentences: the line under the current conditions, the accessible mode's
/// words, the command's text. Grades in words and numbers beside them, never colour alone.
public enum AirQualityInWords {
    /// "PM10 moderate (42 µg/m³) · PM2.5 bad (38 µg/m³) · O₃ 60 µg/m³ · NO₂ 12 µg/m³" in Korea (the ministry's
    /// grades); elsewhere "air fair (European AQI 32) · PM10 20 µg/m³ · PM2.5 12 µg/m³ · …".
    /// `now` dates an offline copy ("fetched 40 min ago").
    public static func sentence(_ status: WeatherViewModel.AirQualityStatus, at point: Coordinate, now: Date = Date())
        -> String
    {
        parts(status, at: point, now: now).joined(separator: " · ")
    }

    /// The same, a part for each pollutant (the accessible mode's lines); an offline copy's age ends the last.
    public static func parts(_ status: WeatherViewModel.AirQualityStatus, at point: Coordinate, now: Date = Date())
        -> [String]
    {
        switch status {
        case .needsNetwork: return [L.weatherAirNeedsNetwork]
        case .loading: return [L.weatherAirLoading]
        case .failed(let message): return [L.weatherAirFailed(message)]
        case .loaded(let air):
            var parts = parts(air, at: point)
            if let origin = air.origin, origin.isOfflineCopy, let last = parts.popLast() {
                parts.append(last + L.weatherAirOfflineFetched(age: origin.age(now: now)))
            }
            return parts
        }
    }

    public static func sentence(_ air: AirQuality, at point: Coordinate) -> String {
        parts(air, at: point).joined(separator: " · ")
    }

    private static func parts(_ air: AirQuality, at point: Coordinate) -> [String] {
        guard air.hasData else { return [L.weatherAirNoData] }
        return parts(
            pm10: air.pm10, pm2_5: air.pm2_5, europeanAQI: air.europeanAQI, ozone: air.ozone,
            nitrogenDioxide: air.nitrogenDioxide, at: point)
    }

    /// One hour of the series (what `Enter` on a forecast step shows).
    public static func sentence(_ hour: AirQuality.Hour, at point: Coordinate) -> String {
        parts(
            pm10: hour.pm10, pm2_5: hour.pm2_5, europeanAQI: hour.europeanAQI, ozone: nil, nitrogenDioxide: nil,
            at: point
        ).joined(separator: " · ")
    }

    private static func parts(
        pm10: Double?, pm2_5: Double?, europeanAQI: Double?, ozone: Double?, nitrogenDioxide: Double?,
        at point: Coordinate
    ) -> [String] {
        func µg(_ v: Double) -> String { "\(Int(v.rounded())) µg/m³" }  // not UI: a unit
        var parts: [String] = []
        if point.isInKorea {
            if let pm10 {
                parts.append(L.weatherAirPM10Graded(grade: AirGrade.koreanPM10(pm10).words, amount: µg(pm10)))
            }
            if let pm2_5 {
                parts.append(L.weatherAirPM2_5Graded(grade: AirGrade.koreanPM2_5(pm2_5).words, amount: µg(pm2_5)))
            }
        } else {
            if let europeanAQI {
                parts.append(
                    L.weatherAirEuropean(
                        grade: AirGrade.european(europeanAQI).words, index: Int(europeanAQI.rounded())))
            }
            if let pm10 { parts.append(L.weatherAirPM10(µg(pm10))) }
            if let pm2_5 { parts.append(L.weatherAirPM2_5(µg(pm2_5))) }
        }
        if let ozone { parts.append("O₃ \(µg(ozone))") }
        if let nitrogenDioxide { parts.append("NO₂ \(µg(nitrogenDioxide))") }
        return parts
    }

    /// "fine dust, worst each day: Sun 22 moderate · Mon 23 bad …" (Korea: the worse of PM10 and PM2.5's
    /// grades; elsewhere the European AQI's band): the row under the chart. Nil without hours.
    public static func worstPerDay(_ air: AirQuality, at point: Coordinate, local: LocalTimeFormatter) -> String? {
        var days: [(day: String, grade: AirGrade)] = []
        for hour in air.hourly {
            guard let worst = hour.worstGrade(inKorea: point.isInKorea) else { continue }
            let day = local.shortDay(hour.time)
            if days.last?.day == day {
                if worst.severity > days[days.count - 1].grade.severity { days[days.count - 1].grade = worst }
            } else {
                days.append((day, worst))
            }
        }
        guard !days.isEmpty else { return nil }
        let label = point.isInKorea ? L.weatherAirWorstPerDayKorea : L.weatherAirWorstPerDay
        return label + days.map { "\($0.day) \($0.grade.words)" }.joined(separator: " · ")
    }

    /// "rain from 18:15 for about 45 min, 1.2 mm", "no rain in the next 2 hours"; from hourly data, said so.
    public static func nowcast(_ cast: Nowcast, local: LocalTimeFormatter) -> String {
        let basis = cast.stepMinutes >= 60 ? L.weatherNowcastHourlyBasis : ""
        guard let start = cast.start else { return L.weatherNowcastDry + basis }
        let amount = String(format: cast.millimetres < 10 ? "%.1f" : "%.0f", cast.millimetres)
        return L.weatherNowcastRain(start: local.time(start), minutes: cast.minutes, amount: amount) + basis
    }

    /// "UV max 6 at 13:00".
    public static func uv(_ peak: UVPeak, local: LocalTimeFormatter) -> String {
        L.weatherUVMax(index: Int(peak.index.rounded()), time: local.time(peak.time))
    }
}

extension LocalTimeFormatter {
    /// A short day for the chart's axis and the air's row: "Wed 23" / "23일(수)".
    func shortDay(_ date: Date) -> String {
        let t = CivilTime(date, offset: offset)
        return L.weatherShortDay(weekday: t.weekday, day: t.day, month: t.month)
    }
}
