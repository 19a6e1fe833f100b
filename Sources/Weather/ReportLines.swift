import Foundation
import Localization
import Services
import TUI

/// One line of the report above the forecast list: one fact or one sentence, a stop for the focus.
struct ReportLine: Equatable {
    enum Kind: Equatable {
        /// The conditions now in a few words, the rain to come, a warning that the report is not current.
        case headline
        /// One value ("feels like 3°C"); the default mode flows several on a row, the accessible mode one a line.
        case fact
        /// A sentence (the air), wrapped at words where it is wider than the screen.
        case sentence
        /// What the chart shows, in words (under it, or in its place in the accessible mode).
        case chartWords
    }

    var text: String
    var kind: Kind

    var style: Style {
        switch kind {
        case .headline: .bold
        case .fact, .sentence: .plain
        case .chartWords: .dim
        }
    }
}

/// The lines above the forecast list, as the focus walks them with j/k. Built from the report, the units and the
/// air alone — never from the terminal's width — so a key lands where it would whatever was drawn last.
enum ReportLines {
    struct Input {
        var report: WeatherReport
        var units: WeatherUnits
        var air: WeatherViewModel.AirQualityStatus
        var now: Date
        var isOutOfDate: Bool
        /// One fact a line, no glyph, the chart said in sentences (a braille display shows 40 cells).
        var accessible: Bool
    }

    static func lines(_ input: Input) -> [ReportLine] {
        conditions(input) + chartWords(input)
    }

    /// The conditions now: a headline, then one line per fact, the rain to come and the air.
    static func conditions(_ input: Input) -> [ReportLine] {
        let report = input.report, units = input.units
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        var lines: [ReportLine] = []
        if input.isOutOfDate, let origin = report.origin {
            lines.append(ReportLine(text: L.weatherNotCurrentLine(age: origin.age(now: input.now)), kind: .headline))
        }
        let c = report.current
        let description = c.condition.words
        // No glyph in the accessible mode: a braille display shows ☁ as a full cell before the temperature.
        let icon = input.accessible ? "" : WeatherGlyph.glyph(for: c.condition) + " "
        lines.append(ReportLine(text: "\(icon)\(temperature(c.temperature, units))  \(description)", kind: .headline))
        lines += facts(report, units: units, local: local).map { ReportLine(text: $0, kind: .fact) }
        if let cast = report.nowcast {
            lines.append(ReportLine(text: AirQualityInWords.nowcast(cast, local: local), kind: .headline))
        }
        // In the accessible mode each pollutant is a line of its own ("PM10 moderate (42 µg/m³)").
        let air = AirQualityInWords.parts(input.air, at: report.coordinate, now: input.now)
        let parts = input.accessible ? air : [air.joined(separator: " · ")]
        lines += parts.map { ReportLine(text: $0, kind: .sentence) }
        return lines
    }

    /// "feels like 3°C", "min 3°C / max 12°C", "humidity 81%", the wind, … , sunrise, sunset, the UV peak.
    private static func facts(_ report: WeatherReport, units: WeatherUnits, local: LocalTimeFormatter) -> [String] {
        let c = report.current
        var wind = "—"
        if let speed = c.windSpeed {
            wind = units.formatSpeed(speed)
            if let degrees = c.windDegrees {
                let w = windArrow(degrees: degrees)
                wind += " " + L.weatherWindDirection(arrow: w.arrow, from: w.from)
            }
        }
        var facts = [
            L.weatherFeelsLike(temperature(c.feelsLike, units)),
            L.weatherMinMax(min: temperature(c.minimum, units), max: temperature(c.maximum, units)),
            L.weatherHumidity(c.humidity.map { "\(Int($0))%" } ?? "—"), L.weatherWind(wind),
            L.weatherPressure(c.pressure.map { "\(Int($0)) hPa" } ?? "—"),  // not UI: a unit
            L.weatherVisibility(c.visibility.map { formatDistance($0) } ?? "—"),
            L.weatherClouds(c.clouds.map { "\(Int($0))%" } ?? "—"),
        ]
        if let rain = c.rainLastHour { facts.append(L.weatherRainLastHour(millimetres(rain))) }
        if let snow = c.snowLastHour { facts.append(L.weatherSnowLastHour(millimetres(snow))) }
        facts.append(L.weatherSunrise(c.sunrise.map(local.time) ?? "—"))
        facts.append(L.weatherSunset(c.sunset.map(local.time) ?? "—", zone: local.label))
        if let peak = report.uvPeak { facts.append(AirQualityInWords.uv(peak, local: local)) }
        return facts
    }

    /// The chart's words: its caption (or, in the accessible mode, its sentences), then each day's worst air.
    static func chartWords(_ input: Input) -> [ReportLine] {
        let words = ForecastInWords(report: input.report, units: input.units)
        var texts = input.accessible ? words.sentences : [words.caption]
        if case .loaded(let air) = input.air,
            let row = AirQualityInWords.worstPerDay(
                air, at: input.report.coordinate, local: LocalTimeFormatter(offset: input.report.timezoneOffset))
        {
            texts.append(row)
        }
        return texts.map { ReportLine(text: $0, kind: .chartWords) }
    }

    static func temperature(_ celsius: Double?, _ units: WeatherUnits) -> String {
        celsius.map(units.formatTemperature) ?? "—"
    }

    static func millimetres(_ mm: Double) -> String { String(format: mm < 10 ? "%.1f" : "%.0f", mm) }
}
