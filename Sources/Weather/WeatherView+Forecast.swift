import Foundation
import Localization
import Services
import TUI

/// The forecast list (a heading per local day, a row per 3-hour step) and one step's values (`Enter`).
extension WeatherView {
    func renderForecast(
        _ report: WeatherReport, in area: Rect, focused: Bool, compact: Bool, buffer: inout Buffer
    ) {
        let rows = ForecastRow.rows(report)
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        let units = model.state.units
        var widget = ListView(focused: focused, count: rows.count) { index, rect, buffer in
            switch rows[index] {
            case .day(let day):
                buffer.write(day, x: rect.x, y: rect.y, style: Style(bold: true, underline: true), maxWidth: rect.width)
            case .step(let step):
                let pop = step.precipitationChance.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
                var amount = ""
                if let rain = step.rain { amount += "☂ \(ReportLines.millimetres(rain)) mm" }
                if let snow = step.snow {
                    amount += (amount.isEmpty ? "" : " ") + "❄ \(ReportLines.millimetres(snow)) mm"
                }
                let condition = step.condition.words
                let temperature = units.formatTemperature(step.temperature)
                let text =
                    compact
                    // The accessible mode: "12:00, 13°C, cloudy, 0%" from the first column, no glyph, no padding.
                    ? [local.time(step.time), temperature, condition, pop, amount].rowSentence
                    : "  " + local.time(step.time) + "  " + WeatherGlyph.glyph(for: step.condition) + " "
                        + temperature.padded(to: 6, alignment: .right) + "  " + condition.padded(to: 18) + " "
                        + pop.padded(to: 4, alignment: .right) + "  " + amount
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
            }
        }
        model.lend(\.forecast) { widget.render(in: area, state: &$0, buffer: &buffer) }
    }

    /// The hour's values, one per line (walked with j/k like any details view), and the air at that hour.
    func renderHour(_ time: Date, _ report: WeatherReport, in area: Rect, bare: Bool, buffer: inout Buffer) {
        guard let step = report.forecast.first(where: { $0.time == time }) else { return }
        let units = model.state.units
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        var lines = [
            TextLine("\(local.day(time)) \(local.time(time))", style: .bold),
            TextLine(
                "\(WeatherGlyph.glyph(for: step.condition)) \(units.formatTemperature(step.temperature))  "
                    + step.condition.words),
            TextLine(L.weatherHourChance(step.precipitationChance.map { "\(Int(($0 * 100).rounded()))%" })),
            TextLine(
                L.weatherHourAmounts(
                    rain: step.rain.map { "\(ReportLines.millimetres($0)) mm" },
                    snow: step.snow.map { "\(ReportLines.millimetres($0)) mm" })),
        ]
        // The air's sentence wrapped at words to the box (it was cut at the border).
        let air =
            if case .loaded(let air) = model.state.air, let hour = air.hour(at: time) {
                AirQualityInWords.sentence(hour, at: report.coordinate)
            } else {
                AirQualityInWords.sentence(model.state.air, at: report.coordinate, now: model.now)
            }
        let width = bare ? max(10, area.width) : max(10, min(70, area.width) - 4)
        lines += air.wrapped(to: width).map { TextLine($0) }
        lines += [TextLine(""), TextLine(L.escCloses, style: .dim)]
        let inner = ModalBox(
            title: "\(local.day(time)) \(local.time(time))", width: 70, height: lines.count + 2, bare: bare,
            titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        var widget = ScrollText(lines)
        model.lend(\.hourLines) { widget.render(in: inner, state: &$0, buffer: &buffer) }
    }
}
