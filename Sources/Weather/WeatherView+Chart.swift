import Foundation
import Services
import TUI

/// The 5-day chart: the temperature as a braille line, rain and snow as bars, the days on the axis, the focused
/// forecast step marked. Its words are report lines (`ReportLines.chartWords`), drawn under it.
extension WeatherView {
    func renderChart(_ report: WeatherReport, in area: Rect, buffer: inout Buffer) {
        let steps = report.forecast
        guard steps.count >= 2 else { return }
        let units = model.state.units
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        var labels: [(index: Int, text: String)] = []
        var seenDays = Set<String>()
        for (i, step) in steps.enumerated() {
            let day = local.day(step.time)
            if seenDays.insert(day).inserted, i > 0 { labels.append((i, local.shortDay(step.time))) }
        }
        let selectedStep = ForecastRow.rows(report)[safe: state.forecast.selected].flatMap { row -> Int? in
            if case .step(let s) = row { return steps.firstIndex(of: s) }
            return nil
        }
        LineChart(
            values: steps.map { units.temperature($0.temperature) },
            bars: steps.map { ($0.rain ?? 0) + ($0.snow ?? 0) },
            formatLabel: { "\(WeatherUnits.roundedInt($0))\(units.temperatureSymbol)" },
            axisLabels: labels, marker: selectedStep
        )
        .render(in: area, buffer: &buffer)
    }
}
