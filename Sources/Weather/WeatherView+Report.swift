import Foundation
import Localization
import Services
import TUI

/// The report: the header, the conditions now (a fact a line in the accessible mode, flowed in the default
/// mode), the chart and its words, the forecast list — and over them the mode's box, if any.
extension WeatherView {
    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (header, body) = area.splitTop(1)
        renderHeader(in: header, spinner: context.spinner, buffer: &buffer)
        if let report = model.state.report {
            renderReport(report, in: body, header: header, accessible: context.accessible, buffer: &buffer)
        } else {
            renderWaiting(in: body, context: context, buffer: &buffer)
        }
        renderOverlay(in: area, accessible: context.accessible, buffer: &buffer)
    }

    /// The report's lines above the list, the chart between them in the default mode, then the forecast (or the
    /// favourites). Each block of lines scrolls to keep the focused line in sight; the walk starts on the header.
    private func renderReport(
        _ report: WeatherReport, in body: Rect, header: Rect, accessible: Bool, buffer: inout Buffer
    ) {
        let lines = model.reportLines
        let walked = state.mode == .report ? state.above.focused.map { min($0, lines.count) } : nil
        // Line 0 of the walk is the header; the report's own lines follow it.
        let focused = walked.flatMap { $0 == 0 ? nil : $0 - 1 }
        // One column in, except in the accessible mode: there a braille display's first cell is the first letter.
        let margin = accessible ? 0 : 1
        let width = body.width - margin
        let wordsStart = accessible ? lines.count : (lines.firstIndex { $0.kind == .chartWords } ?? lines.count)
        let top = ReportLayout(lines[..<wordsStart], width: width, flowFacts: !accessible)
        // The accessible mode's lines (a fact each, the chart's sentences) may take all but 8 rows; the default
        // mode's half, the chart and its words below them.
        let topHeight = min(top.rowCount, max(2, accessible ? body.height - 8 : body.height / 2))
        var focusAt: Point? = top.render(
            lines, in: Rect(x: body.x + margin, y: body.y, width: width, height: topHeight),
            firstRow: top.firstRow(height: topHeight, focused: focused), focused: focused, buffer: &buffer)
        // A blank row under the conditions in the default mode (the forecast has its own above it).
        let gap = accessible ? 0 : 1
        var rest = Rect(
            x: body.x, y: body.y + topHeight + gap, width: body.width, height: body.height - topHeight - gap)
        if !accessible {
            let chartRows = rest.height >= 16 ? 7 : (rest.height >= 10 ? 4 : 0)
            if chartRows > 0 {
                renderChart(
                    report, in: Rect(x: rest.x, y: rest.y, width: rest.width, height: chartRows), buffer: &buffer)
            }
            // The chart's text equivalent, for everyone (in its place where the chart does not fit).
            let words = ReportLayout(lines[wordsStart...], width: width - 1, flowFacts: false)
            let wordsHeight = min(words.rowCount, max(0, rest.height - chartRows - 3))
            focusAt =
                words.render(
                    lines, in: Rect(x: rest.x + 1, y: rest.y + chartRows, width: width - 1, height: wordsHeight),
                    firstRow: words.firstRow(height: wordsHeight, focused: focused), focused: focused, buffer: &buffer)
                ?? focusAt
            rest = Rect(
                x: rest.x, y: rest.y + chartRows + wordsHeight, width: rest.width,
                height: rest.height - chartRows - wordsHeight)
        }
        if state.mode == .favorites {
            renderFavorites(in: rest, compact: accessible, buffer: &buffer)
        } else {
            renderForecast(
                report, in: Rect(x: rest.x, y: rest.y + 1, width: rest.width, height: rest.height - 1),
                focused: state.mode == .report && walked == nil, compact: accessible, buffer: &buffer)
            // The focused line above the list, reported after the list so it stands in for the list's row.
            if walked == 0 {
                buffer.reportLineFocus(header)
            } else if state.mode == .report, let focusAt {
                buffer.report(focus: .list, at: focusAt)
            }
        }
    }

    /// No report yet: the request in flight, or why it failed (the favourites still open).
    private func renderWaiting(in body: Rect, context: RenderContext, buffer: inout Buffer) {
        switch model.state.phase {
        case .failed(let message):
            MessageText(L.weatherFailed(message), style: .plain, top: 1).render(in: body, buffer: &buffer)
        default:
            MessageText(spinnerPrefixed(context.spinner, L.weatherLoading), top: 1, transient: true).render(
                in: body, buffer: &buffer)
        }
        if state.mode == .favorites {
            renderFavorites(
                in: Rect(x: body.x, y: body.y + 3, width: body.width, height: body.height - 3),
                compact: context.accessible, buffer: &buffer)
        }
    }

    /// The place, whether it is sample data, the source's credit, what is loading, the rain to come, the age.
    private func renderHeader(in row: Rect, spinner: String, buffer: inout Buffer) {
        var x = row.x
        // Sample data is said first, before the place, so a 40-cell display and a narrow header keep it.
        if model.isSampleData {
            x += buffer.write(L.weatherSampleBadge + "  ", x: x, y: row.y, style: .bold, maxWidth: row.width)
        }
        if let place = model.state.place {
            let star = model.isFavorite ? "★ " : "☆ "
            let country = model.state.report.map { $0.country.isEmpty ? "" : ", \($0.country)" } ?? ""
            x += buffer.write(star + place.name + country, x: x, y: row.y, style: .bold, maxWidth: row.maxX - x)
            if place.isUserLocation {
                // Where "you" came from: "GPS ±12 m", "a guess from your time zone — L to set".
                let origin = model.userLocationOrigin.flatMap { $0 == .named ? nil : $0.words }
                x += buffer.write(
                    L.weatherYourLocation(origin: origin), x: x, y: row.y, style: .dim, maxWidth: row.maxX - x)
            }
        }
        buffer.write(
            "  " + headerNotes(spinner: spinner).joined(separator: " · "), x: x, y: row.y, style: .dim,
            maxWidth: row.maxX - x)
    }

    private func headerNotes(spinner: String) -> [String] {
        var notes: [String] = []
        let report = model.state.report
        // The source's credit where it asks for one (Open-Meteo, CC BY 4.0).
        if let credit = report?.source.credit, !credit.isEmpty { notes.append(credit) }
        if case .loading = model.state.phase { notes.append(spinnerPrefixed(spinner, L.loading)) }
        if model.state.isSearching { notes.append(spinnerPrefixed(spinner, L.weatherSearching)) }
        if let report, let cast = report.nowcast {
            notes.append(AirQualityInWords.nowcast(cast, local: LocalTimeFormatter(offset: report.timezoneOffset)))
        }
        if let report, let origin = report.origin, origin.isOfflineCopy {
            notes.append(
                origin.label(source: report.source.displayName, now: model.now)
                    + (model.isOutOfDate ? L.weatherNotCurrentSuffix : ""))
        } else if let minutes = model.minutesSinceUpdate {
            notes.append(L.weatherUpdated(minutes: minutes))
        }
        return notes
    }

    /// The mode's box over the report: the cities to choose from, an hour's values, the city search field.
    private func renderOverlay(in area: Rect, accessible: Bool, buffer: inout Buffer) {
        switch state.mode {
        case .cityChoice:
            if let matches = model.state.matches { renderMatches(matches, in: area, bare: accessible, buffer: &buffer) }
        case .hour(let time):
            if let report = model.state.report {
                renderHour(time, report, in: area, bare: accessible, buffer: &buffer)
            }
        case .citySearch(let field):
            renderCitySearch(field, in: area, bare: accessible, buffer: &buffer)
        case .report, .favorites:
            break
        }
    }
}
