import Foundation
import Localization
import Observables
import Services
import TUI

/// The Weather tab: current conditions, a 5-day chart (temperature line, precipitation bars) and the
/// 3-hour forecast grouped by local day; a city search with a picker; a favourites list.
@MainActor
public final class WeatherView: TabModelView {
    public var title: String { L.weatherTabTitle }
    public let number = 2

    public let model: WeatherViewModel

    /// How many lines stand above the forecast list as last drawn (the conditions, the chart's words).
    private var leadCount = 0

    public init(model: WeatherViewModel) {
        self.model = model
    }

    private var state: WeatherState { model.state }

    public var focus: FocusID? { state.focus }

    public var viewDescription: String {
        switch state.mode {
        case .cityChoice:
            return L.weatherWhereChoosingCity(
                selected: state.choices.selected + 1, of: model.matches.value?.count ?? 0)
        case .citySearch: return L.weatherWhereCitySearch
        case .favorites:
            let count = model.favorites.value.count
            return L.weatherWhereFavorites(count: count, selected: count > 0 ? state.favorites.selected + 1 : nil)
        case .hour(let time):
            let local = LocalTimeFormatter(offset: model.report.value?.timezoneOffset ?? 0)
            return L.weatherWhereHour("\(local.day(time)) \(local.time(time))")
        case .report: break
        }
        guard let place = model.place.value else { return L.weatherWhereLoading }
        guard let report = model.report.value else { return L.weatherWhereForecastLoading(place: place.name) }
        // The rain to come is the first thing said (where the source has it).
        let rain = report.nowcast.map {
            "; " + AirQualityInWords.nowcast($0, local: LocalTimeFormatter(offset: report.timezoneOffset))
        }
        return L.weatherWhereForecast(place: place.name) + (rain ?? "")
    }

    public var statusText: String {
        if let message = model.message.value { return message }
        if case .loading = model.phase.value { return L.loading }
        guard let report = model.report.value else { return model.isSampleData ? L.weatherStatusSample : "" }
        if let origin = report.origin, origin.isOfflineCopy {
            return L.weatherStatusSource(origin.label(source: report.source.displayName, now: model.now))
        }
        let source =
            report.source == .sample
            ? L.weatherStatusSample : L.weatherStatusSource(report.source.displayName) + " ●"
        return source + (report.note.map { " (\($0))" } ?? "")
    }

    public var helpNotes: [String] {
        [L.weatherHelpGlyphs, L.weatherHelpChart, L.weatherHelpReuse]
    }

    // MARK: Keys

    public func captureKey(_ key: Key) -> Bool {
        guard case .citySearch = state.mode else { return false }
        switch key {
        case .tab, .backTab: return false
        case .char("/"): return true  // already in the field: `/` is never typed
        default:
            model.citySearchKey(key)
            return true
        }
    }

    /// The key table of the current mode.
    public var bindings: [KeyBinding] {
        switch state.mode {
        case .cityChoice:
            return ListState.navigationBindings({ [weak self] in self?.state.choices ?? ListState() }) { [weak self] in
                self?.model.state.choices = $0
            } + [
                KeyBinding([.enter], L.weatherKeyChooseCity, hint: L.hintChoose) { [weak self] in
                    guard let self, let match = self.model.selectedMatch else { return }
                    self.model.choose(match)
                },
                KeyBinding([.escape], L.hintCancel, hint: L.hintCancel) { [weak self] in
                    self?.model.cancelChoice()
                },
            ]
        case .favorites:
            return ListState.navigationBindings({ [weak self] in self?.state.favorites ?? ListState() }) {
                [weak self] in
                self?.model.state.favorites = $0
            } + [
                KeyBinding([.enter], L.weatherKeyShowFavorite, hint: L.weatherHintShow) { [weak self] in
                    guard let self, let city = self.model.selectedFavorite else { return }
                    self.model.openFavorite(city)
                },
                KeyBinding([.char("d"), .delete], L.weatherKeyDeleteFavorite, hint: L.weatherHintDelete) {
                    [weak self] in
                    guard let self, let city = self.model.selectedFavorite else { return }
                    self.model.deleteFavorite(city)
                },
                KeyBinding([.escape, .char("v")], label: "Esc/v", L.weatherKeyBackToForecast, hint: L.weatherHintBack) {
                    [weak self] in
                    self?.model.toggleFavoritesView()
                },
            ]
        case .hour:
            return ListState.navigationBindings({ [weak self] in self?.state.hourLines ?? ListState() }) {
                [weak self] in
                self?.model.state.hourLines = $0
            } + [
                KeyBinding(
                    [.escape, .enter, .char("q")], label: "Esc", L.weatherKeyCloseHour, hint: L.hintClose
                ) {
                    [weak self] in
                    self?.model.state.mode = .report
                }
            ]
        case .report, .citySearch:
            break
        }
        return reportNavigation + [
            KeyBinding([.enter], L.weatherKeyOpenHour) { [weak self] in
                self?.openSelectedHour()
            },
            KeyBinding([.char("/")], L.weatherKeySearchCity, hint: L.weatherHintCity) { [weak self] in
                self?.model.openCitySearch()
            },
            KeyBinding([.char("f")], L.weatherKeyToggleFavorite, hint: "★") { [weak self] in
                self?.model.toggleFavorite()
            },
            KeyBinding([.char("v")], L.weatherKeyFavorites, hint: L.hintFavourites) { [weak self] in
                self?.model.toggleFavoritesView()
            },
            KeyBinding([.char("u")], L.weatherKeyUnits, hint: L.weatherHintUnits) { [weak self] in
                self?.model.toggleUnits()
            },
            KeyBinding([.char("c")], L.weatherKeyHere, hint: L.weatherHintHere) { [weak self] in
                self?.model.returnToUserLocation()
            },
            KeyBinding([.char("r")], L.weatherKeyRefresh) { [weak self] in self?.model.refresh() },
        ]
    }

    // MARK: Drawing

    enum Row: Equatable {
        case day(String)
        case step(WeatherReport.Step)
    }

    static func rows(_ report: WeatherReport?) -> [Row] {
        guard let report else { return [] }
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        return report.stepsByLocalDay().flatMap { group in
            [Row.day(local.day(group.steps[0].time))] + group.steps.map { Row.step($0) }
        }
    }

    /// j/k walk the report one line at a time: the conditions now, the chart's words, then each forecast line.
    private var reportNavigation: [KeyBinding] {
        func act(_ change: @escaping @MainActor (WeatherView) -> Void) -> @MainActor () -> Void {
            { [weak self] in if let self { change(self) } }
        }
        return [
            KeyBinding(
                [.char("j"), .down], label: "j/k ↑↓", L.weatherKeyLineByLine,
                action: act {
                    if let lead = $0.state.lead {
                        guard $0.leadCount > 0 else { return }  // not drawn yet: the report opens on its first line
                        $0.model.state.lead = lead + 1 < $0.leadCount ? lead + 1 : nil
                    } else {
                        $0.model.state.forecast.moveDown()
                    }
                }),
            KeyBinding(
                [.char("k"), .up], label: "", "",
                action: act {
                    if let lead = $0.state.lead {
                        $0.model.state.lead = max(0, lead - 1)
                    } else if $0.state.forecast.selected == 0, $0.leadCount > 0 {
                        $0.model.state.lead = $0.leadCount - 1
                    } else {
                        $0.model.state.forecast.moveUp()
                    }
                }),
            KeyBinding(
                [.pageDown, .ctrl("f")], label: "PgUp/PgDn", L.keyPageUpDown,
                action: act {
                    if $0.state.lead == nil { $0.model.state.forecast.pageDown() } else { $0.model.state.lead = nil }
                }),
            KeyBinding(
                [.pageUp, .ctrl("b")], label: "", "",
                action: act {
                    if $0.state.lead == nil, $0.state.forecast.selected > 0 {
                        $0.model.state.forecast.pageUp()
                    } else {
                        $0.model.state.lead = 0
                    }
                }),
            KeyBinding(
                [.char("g"), .home], label: "g/G", L.weatherKeyFirstLast, action: act { $0.model.state.lead = 0 }),
            KeyBinding(
                [.char("G"), .end], label: "", "",
                action: act {
                    $0.model.state.lead = nil
                    $0.model.state.forecast.bottom()
                }),
        ]
    }

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let units = model.units.value
        var lead: [(text: String, at: Point)] = []
        let (header, body) = area.splitTop(1)
        renderHeader(in: header, spinner: context.spinner, buffer: &buffer)
        if let report = model.report.value {
            // One column in, except in the accessible mode: there a braille display's first cell is the first letter.
            let margin = context.accessible ? 0 : 1
            let lines = currentLines(report, units: units, width: body.width - margin, glyph: !context.accessible)
            let (currentArea, rest) = body.splitTop(min(lines.count + 1, max(2, body.height / 2)))
            for (i, line) in lines.prefix(currentArea.height).enumerated() {
                buffer.write(
                    line.0, x: currentArea.x + margin, y: currentArea.y + i, style: line.1,
                    maxWidth: currentArea.width - margin)
                lead.append((line.0, Point(x: currentArea.x + margin, y: currentArea.y + i)))
            }
            let words = ForecastInWords(report: report, units: units)
            var chartHeight: Int
            if context.accessible {
                // No chart: sentences say what it showed.
                let sentences = words.sentences.flatMap { $0.wrapped(to: max(1, rest.width)) }
                chartHeight = min(sentences.count, max(0, rest.height - 3))
                for (i, line) in sentences.prefix(chartHeight).enumerated() {
                    buffer.write(line, x: rest.x, y: rest.y + i, maxWidth: rest.width)
                    lead.append((line, Point(x: rest.x, y: rest.y + i)))
                }
            } else {
                chartHeight = rest.height >= 16 ? 8 : (rest.height >= 10 ? 5 : 0)
                if chartHeight > 0 {
                    renderChart(
                        report, units: units,
                        in: Rect(x: rest.x, y: rest.y, width: rest.width, height: chartHeight - 1), buffer: &buffer)
                    // The chart's text equivalent, for everyone.
                    buffer.write(
                        words.caption, x: rest.x + 1, y: rest.y + chartHeight - 1, style: .dim, maxWidth: rest.width - 1
                    )
                    lead.append((words.caption, Point(x: rest.x + 1, y: rest.y + chartHeight - 1)))
                    // The air's worst grade each day, in words, under the chart (and the caption).
                    if case .loaded(let air) = model.airQuality.value,
                        let row = AirQualityInWords.worstPerDay(
                            air, at: report.coordinate, local: LocalTimeFormatter(offset: report.timezoneOffset)),
                        rest.height > chartHeight + 2
                    {
                        buffer.write(row, x: rest.x + 1, y: rest.y + chartHeight, style: .dim, maxWidth: rest.width - 1)
                        lead.append((row, Point(x: rest.x + 1, y: rest.y + chartHeight)))
                        chartHeight += 1
                    }
                }
            }
            let (_, listArea) = rest.splitTop(chartHeight)
            if state.mode == .favorites {
                renderFavorites(in: listArea, compact: context.accessible, buffer: &buffer)
            } else {
                renderForecast(
                    report, units: units,
                    in: Rect(x: listArea.x, y: listArea.y + 1, width: listArea.width, height: listArea.height - 1),
                    focused: state.mode == .report && state.lead == nil, compact: context.accessible,
                    buffer: &buffer)
                renderLeadFocus(lead, width: body.width - 1, buffer: &buffer)
            }
        } else {
            switch model.phase.value {
            case .failed(let message):
                MessageText(L.weatherFailed(message), style: .plain, top: 1).render(
                    in: body, buffer: &buffer)
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
        if state.mode == .cityChoice, let matches = model.matches.value {
            renderMatches(matches, in: area, bare: context.accessible, buffer: &buffer)
        }
        if case .hour(let time) = state.mode, let report = model.report.value {
            renderHour(time, report, units: units, in: area, bare: context.accessible, buffer: &buffer)
        }
        if case .citySearch(let field) = state.mode {
            let inner = ModalBox(title: L.weatherCitySearchTitle, width: 60, height: 3, bare: context.accessible)
                .render(in: area, buffer: &buffer)
            TextField(state: field).render(in: inner, buffer: &buffer)
        }
    }

    private func renderHeader(in row: Rect, spinner: String, buffer: inout Buffer) {
        var x = row.x
        if let place = model.place.value {
            let star = model.isFavorite ? "★ " : "☆ "
            let country = model.report.value.map { $0.country.isEmpty ? "" : ", \($0.country)" } ?? ""
            x += buffer.write(star + place.name + country, x: x, y: row.y, style: .bold, maxWidth: row.width)
            if place.isUserLocation {
                // Where "you" came from: "GPS ±12 m", "a guess from your time zone — L to set".
                let origin = model.userLocationOrigin.flatMap { $0 == .named ? nil : $0.words }
                x += buffer.write(
                    L.weatherYourLocation(origin: origin), x: x, y: row.y, style: .dim, maxWidth: row.maxX - x)
            }
        }
        // Sample data is said first, so even a narrow header keeps it.
        var notes: [String] = model.isSampleData ? [L.weatherSampleBadge] : []
        // The source's credit where it asks for one (Open-Meteo, CC BY 4.0).
        if let credit = model.report.value?.source.credit, !credit.isEmpty { notes.append(credit) }
        if case .loading = model.phase.value { notes.append(spinnerPrefixed(spinner, L.loading)) }
        if model.isSearching.value { notes.append(spinnerPrefixed(spinner, L.weatherSearching)) }
        if let cast = model.report.value?.nowcast, let report = model.report.value {
            notes.append(AirQualityInWords.nowcast(cast, local: LocalTimeFormatter(offset: report.timezoneOffset)))
        }
        if let origin = model.report.value?.origin, origin.isOfflineCopy {
            let source = model.report.value?.source.displayName ?? ""
            notes.append(
                origin.label(source: source, now: model.now) + (model.isOutOfDate ? L.weatherNotCurrentSuffix : ""))
        } else if let minutes = model.minutesSinceUpdate {
            notes.append(L.weatherUpdated(minutes: minutes))
        }
        buffer.write("  " + notes.joined(separator: " · "), x: x, y: row.y, style: .dim, maxWidth: row.maxX - x)
    }

    /// The current conditions as lines for `width`: a bold headline, then the facts flowed so none is cut.
    private func currentLines(
        _ report: WeatherReport, units: WeatherUnits, width: Int, glyph: Bool
    ) -> [(String, Style)] {
        let c = report.current
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        func t(_ k: Double?) -> String { k.map(units.formatTemperature) ?? "—" }
        var wind = "—"
        if let speed = c.windSpeed {
            wind = units.formatSpeed(speed)
            if let deg = c.windDegrees {
                let w = windArrow(degrees: deg)
                wind += " " + L.weatherWindDirection(arrow: w.arrow, from: w.from)
            }
        }
        var facts = [
            L.weatherFeelsLike(t(c.feelsLike)), L.weatherMinMax(min: t(c.minimum), max: t(c.maximum)),
            L.weatherHumidity(c.humidity.map { "\(Int($0))%" } ?? "—"), L.weatherWind(wind),
            L.weatherPressure(c.pressure.map { "\(Int($0)) hPa" } ?? "—"),
            L.weatherVisibility(c.visibility.map { formatDistance($0) } ?? "—"),
            L.weatherClouds(c.clouds.map { "\(Int($0))%" } ?? "—"),
        ]
        if let rain = c.rainLastHour { facts.append(L.weatherRainLastHour(format(rain))) }
        if let snow = c.snowLastHour { facts.append(L.weatherSnowLastHour(format(snow))) }
        facts.append(L.weatherSunrise(c.sunrise.map(local.time) ?? "—"))
        facts.append(L.weatherSunset(c.sunset.map(local.time) ?? "—", zone: local.label))
        if let peak = report.uvPeak { facts.append(AirQualityInWords.uv(peak, local: local)) }
        var lines: [(String, Style)] = []
        if model.isOutOfDate, let origin = report.origin {
            lines.append((L.weatherNotCurrentLine(age: origin.age(now: model.now)), .bold))
        }
        let description = report.source.conditionWords(c.description)
        // No glyph in the accessible mode: a braille display shows ☁ as a full cell before the temperature.
        let icon = glyph ? WeatherGlyph.glyph(for: c.icon) + " " : ""
        lines.append(("\(icon)\(t(c.temperature))  \(description)", .bold))
        var line = ""
        for fact in facts {
            let candidate = line.isEmpty ? fact : line + "   " + fact
            if candidate.displayWidth <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append((line, .plain)); line = fact
            }
        }
        if !line.isEmpty { lines.append((line, .plain)) }
        // The rain to come and the air, each a sentence of its own (grades in words, numbers beside them).
        if let cast = report.nowcast { lines.append((AirQualityInWords.nowcast(cast, local: local), .bold)) }
        for piece in AirQualityInWords.sentence(model.airQuality.value, at: report.coordinate, now: model.now).wrapped(
            to: max(1, width))
        {
            lines.append((piece, .plain))
        }
        return lines
    }

    private func renderChart(_ report: WeatherReport, units: WeatherUnits, in area: Rect, buffer: inout Buffer) {
        let steps = report.forecast
        guard steps.count >= 2 else { return }
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        var labels: [(index: Int, text: String)] = []
        var seenDays = Set<String>()
        for (i, step) in steps.enumerated() {
            let day = local.day(step.time)
            if seenDays.insert(day).inserted, i > 0 { labels.append((i, local.shortDay(step.time))) }
        }
        let selectedStep = WeatherView.rows(report)[safe: state.forecast.selected].flatMap { row -> Int? in
            if case .step(let s) = row { return steps.firstIndex(of: s) }
            return nil
        }
        LineChart(
            values: steps.map { units.temperature($0.temperature) },
            bars: steps.map { ($0.rain ?? 0) + ($0.snow ?? 0) },
            formatLabel: { "\(WeatherUnits.roundedInt($0))\(units.temperatureSymbol)" },
            axisLabels: labels, marker: selectedStep
        )
        .render(in: Rect(x: area.x, y: area.y, width: area.width, height: area.height), buffer: &buffer)
    }

    /// The focused line above the list, highlighted and reported as the report's focus (after the list, so it
    /// replaces the list's row).
    private func renderLeadFocus(_ lead: [(text: String, at: Point)], width: Int, buffer: inout Buffer) {
        leadCount = lead.count
        if let index = state.lead, index >= lead.count { model.state.lead = lead.isEmpty ? nil : lead.count - 1 }
        guard state.mode == .report, let index = state.lead, let line = lead[safe: index] else { return }
        buffer.restyle(Rect(x: line.at.x, y: line.at.y, width: min(max(1, line.text.displayWidth), width), height: 1)) {
            $0.reverse = true
        }
        buffer.report(focus: .list, at: line.at)
    }

    /// Enter on a step of the forecast, or on a day's heading (that day's first step); not on the lines above the
    /// list.
    private func openSelectedHour() {
        guard state.lead == nil, let report = model.report.value else { return }
        let rows = WeatherView.rows(report)
        let selected = state.forecast.selected
        guard rows.indices.contains(selected),
            case .step(let step)? = rows[selected...].first(where: { if case .step = $0 { true } else { false } })
        else { return }
        model.openHour(step.time)
    }

    /// The hour's values, one per line (walked with j/k like any details view), and the air at that hour.
    private func renderHour(
        _ time: Date, _ report: WeatherReport, units: WeatherUnits, in area: Rect, bare: Bool, buffer: inout Buffer
    ) {
        guard let step = report.forecast.first(where: { $0.time == time }) else { return }
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        var lines = [
            TextLine("\(local.day(time)) \(local.time(time))", style: .bold),
            TextLine(
                "\(WeatherGlyph.glyph(for: step.icon)) \(units.formatTemperature(step.temperature))  "
                    + report.source.conditionWords(step.description)),
            TextLine(L.weatherHourChance(step.precipitationChance.map { "\(Int(($0 * 100).rounded()))%" })),
            TextLine(
                L.weatherHourAmounts(
                    rain: step.rain.map { "\(format($0)) mm" }, snow: step.snow.map { "\(format($0)) mm" })),
        ]
        // The air's sentence wrapped at words to the box (it was cut at the border).
        let air =
            if case .loaded(let air) = model.airQuality.value, let hour = air.hour(at: time) {
                AirQualityInWords.sentence(hour, at: report.coordinate)
            } else {
                AirQualityInWords.sentence(model.airQuality.value, at: report.coordinate, now: model.now)
            }
        let width = bare ? max(10, area.width) : max(10, min(70, area.width) - 4)
        lines += air.wrapped(to: width).map { TextLine($0) }
        lines += [TextLine(""), TextLine(L.escCloses, style: .dim)]
        let inner = ModalBox(
            title: "\(local.day(time)) \(local.time(time))", width: 70, height: lines.count + 2, bare: bare,
            titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        ScrollText(lines).render(in: inner, state: &model.state.hourLines, buffer: &buffer)
    }

    private func renderForecast(
        _ report: WeatherReport, units: WeatherUnits, in area: Rect, focused: Bool, compact: Bool, buffer: inout Buffer
    ) {
        let rows = WeatherView.rows(report)
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        let source = report.source
        model.state.forecast.count = rows.count
        ListView(focused: focused) { index, rect, buffer in
            switch rows[index] {
            case .day(let day):
                buffer.write(day, x: rect.x, y: rect.y, style: Style(bold: true, underline: true), maxWidth: rect.width)
            case .step(let step):
                let pop = step.precipitationChance.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
                var amount = ""
                if let rain = step.rain { amount += "☂ \(self.format(rain)) mm" }
                if let snow = step.snow { amount += (amount.isEmpty ? "" : " ") + "❄ \(self.format(snow)) mm" }
                if compact {
                    // The accessible mode: "12:00, 13°C, cloudy, 0%" from the first column, no glyph, no padding.
                    let facts = [
                        local.time(step.time), units.formatTemperature(step.temperature),
                        source.conditionWords(step.description), pop, amount,
                    ]
                    buffer.write(
                        facts.rowSentence, x: rect.x, y: rect.y, maxWidth: rect.width
                    )
                    return
                }
                let text =
                    "  " + local.time(step.time) + "  " + WeatherGlyph.glyph(for: step.icon) + " "
                    + units.formatTemperature(step.temperature).padded(to: 6, alignment: .right) + "  "
                    + source.conditionWords(step.description).padded(to: 18) + " "
                    + pop.padded(to: 4, alignment: .right) + "  " + amount
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
            }
        }.render(in: area, state: &model.state.forecast, buffer: &buffer)
    }

    private func renderMatches(_ matches: [CityMatch], in area: Rect, bare: Bool, buffer: inout Buffer) {
        let inner = ModalBox(title: L.weatherMatchesTitle, width: 64, height: matches.count + 3, bare: bare)
            .render(in: area, buffer: &buffer)
        ListView(focused: true, id: .picker) { index, rect, buffer in
            buffer.write((bare ? "" : " ") + matches[index].label, x: rect.x, y: rect.y, maxWidth: rect.width)
        }.render(in: inner, state: &model.state.choices, buffer: &buffer)
    }

    private func renderFavorites(in area: Rect, compact: Bool, buffer: inout Buffer) {
        let favorites = model.favorites.value
        buffer.write(
            L.weatherFavoritesHeader, x: area.x, y: area.y, style: Style(bold: true, underline: true),
            maxWidth: area.width)
        let listArea = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        guard !favorites.isEmpty else {
            return MessageText(L.weatherFavoritesEmpty, top: 1).render(
                in: listArea, buffer: &buffer)
        }
        ListView(focused: state.mode == .favorites) { index, rect, buffer in
            let city = favorites[index]
            if compact {  // the accessible mode: one sentence from the first column, no padding
                let text = [
                    "★ " + city.name, city.country, String(format: "%.3f, %.3f", city.latitude, city.longitude),
                    L.weatherFavoriteAdded(city.addedAt),
                ].rowSentence
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
                return
            }
            buffer.write(
                "★ " + city.name.padded(to: 28) + " " + city.country.padded(to: 3)
                    + String(format: " %8.3f %9.3f  ", city.latitude, city.longitude)
                    + L.weatherFavoriteAdded(city.addedAt),
                x: rect.x, y: rect.y, maxWidth: rect.width)
        }.render(in: listArea, state: &model.state.favorites, buffer: &buffer)
    }

    private func format(_ mm: Double) -> String { String(format: mm < 10 ? "%.1f" : "%.0f", mm) }
}
