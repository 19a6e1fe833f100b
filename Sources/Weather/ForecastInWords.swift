import Foundation
import Localization
import Services

/// The 5-day chart in words, for the accessible mode (sentences) and as the chart's caption (one line):
/// the range, the warmest and coldest step, and when rain or snow is expected and how much.
struct ForecastInWords {
    let report: WeatherReport
    let units: WeatherUnits
    private let local: LocalTimeFormatter

    init(report: WeatherReport, units: WeatherUnits) {
        self.report = report; self.units = units
        local = LocalTimeFormatter(offset: report.timezoneOffset)
    }

    private func degrees(_ celsius: Double) -> String { units.formatTemperature(celsius) }
    private func when(_ date: Date) -> String { "\(local.day(date)) \(local.time(date))" }

    /// Runs of consecutive steps with rain (or snow): start, end (3 h after the last step) and the amount.
    func periods(of amount: (WeatherReport.Step) -> Double?) -> [(start: Date, end: Date, millimetres: Double)] {
        var result: [(start: Date, end: Date, millimetres: Double)] = []
        var current: (start: Date, end: Date, millimetres: Double)?
        for step in report.forecast {
            let mm = amount(step) ?? 0
            if mm > 0 {
                let end = step.time.addingTimeInterval(3 * 3600)
                if let open = current, open.end >= step.time {
                    current = (open.start, end, open.millimetres + mm)
                } else {
                    if let open = current { result.append(open) }
                    current = (step.time, end, mm)
                }
            } else if let open = current {
                result.append(open)
                current = nil
            }
        }
        if let open = current { result.append(open) }
        return result
    }

    private func describe(snow: Bool, _ runs: [(start: Date, end: Date, millimetres: Double)]) -> [String] {
        runs.map {
            L.weatherWetRun(
                snow: snow, from: when($0.start), to: local.time($0.end), amount: String(format: "%.1f", $0.millimetres)
            )
        }
    }

    /// Sentences for a screen reader.
    var sentences: [String] {
        let steps = report.forecast
        guard let warmest = steps.max(by: { $0.temperature < $1.temperature }),
            let coldest = steps.min(by: { $0.temperature < $1.temperature })
        else { return [L.weatherNoForecast] }
        var lines = [
            L.weatherNextDaysRange(low: degrees(coldest.temperature), high: degrees(warmest.temperature)),
            L.weatherWarmest(at: when(warmest.time), degrees(warmest.temperature)),
            L.weatherColdest(at: when(coldest.time), degrees(coldest.temperature)),
        ]
        let wet = describe(snow: false, periods { $0.rain }) + describe(snow: true, periods { $0.snow })
        // One run of rain or snow a line: one fact each, walked with j (two on a line wrapped past 40 cells).
        lines += wet.isEmpty ? [L.weatherNoWetExpected] : wet.map { L.weatherWetExpected([$0]) }
        return lines
    }

    /// One line under the chart: "13–24°C · rain Tue 22 Sep 06:00–15:00, 4.8 mm (+2 more)".
    var caption: String {
        let values = report.forecast.map(\.temperature)
        guard let low = values.min(), let high = values.max() else { return "" }
        let range = "\(WeatherUnits.roundedInt(units.temperature(low)))–\(degrees(high))"
        let wet = describe(snow: false, periods { $0.rain }) + describe(snow: true, periods { $0.snow })
        guard let first = wet.first else { return range + L.weatherCaptionDry }
        return range + " · " + first + (wet.count > 1 ? L.weatherCaptionMore(wet.count - 1) : "")
    }
}
