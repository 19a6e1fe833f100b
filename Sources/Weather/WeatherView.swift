import Foundation
import Localization
import Observables
import Services
import TUI

/// The Weather tab: current conditions, a 5-day chart (temperature line, precipitation bars) and the
/// 3-hour forecast grouped by local day; a city search with a picker; a favourites list. This file: what the tab
/// says of itself and its keys; the drawing is in `WeatherView+Report` (the report), `+Chart`, `+Forecast` (the
/// list and an hour's values) and `+Pickers` (the city search, the choice of cities, the favourites).
@MainActor
public final class WeatherView: TabModelView {
    public static var tabTitle: String { L.weatherTabTitle }
    public static let tabNumber = 2

    public let model: WeatherViewModel

    public init(model: WeatherViewModel) {
        self.model = model
    }

    public func accessibleModeChanged(_ accessible: Bool) { model.setAccessible(accessible) }

    var state: WeatherState { model.state }

    public var focus: FocusID? { state.focus }
    public var isFocusOnTopLine: Bool { state.isOnTopLine }
    public var isFocusOnBottomLine: Bool { state.isOnBottomLine }

    public var viewDescription: String {
        switch state.mode {
        case .cityChoice:
            return L.weatherWhereChoosingCity(
                selected: state.choices.selected + 1, of: model.state.matches?.count ?? 0)
        case .citySearch: return L.weatherWhereCitySearch
        case .favorites:
            let count = model.state.favoriteCities.count
            return L.weatherWhereFavorites(count: count, selected: count > 0 ? state.favorites.selected + 1 : nil)
        case .hour(let time):
            let local = LocalTimeFormatter(offset: model.state.report?.timezoneOffset ?? 0)
            return L.weatherWhereHour("\(local.day(time)) \(local.time(time))")
        case .report: break
        }
        guard let place = model.state.place else { return L.weatherWhereLoading }
        guard let report = model.state.report else { return L.weatherWhereForecastLoading(place: place.name) }
        // The rain to come is the first thing said (where the source has it).
        let rain = report.nowcast.map {
            "; " + AirQualityInWords.nowcast($0, local: LocalTimeFormatter(offset: report.timezoneOffset))
        }
        return L.weatherWhereForecast(place: place.name) + (rain ?? "")
    }

    public var statusText: String {
        if let message = model.state.message { return message }
        if case .loading = model.state.phase { return L.loading }
        guard let report = model.state.report else { return model.isSampleData ? L.weatherStatusSample : "" }
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
            model.send(.citySearchKey(key))
            return true
        }
    }

    /// Which of the four tables: a city's choice, the favourites, an hour, or the report's (the city search's field
    /// takes its typing before them).
    public var bindingsBasis: Int? {
        let table: KeyTable =
            switch state.mode {
            case .cityChoice: .choice
            case .favorites: .favourites
            case .hour: .hour
            case .report, .citySearch: .report
            }
        return table.rawValue
    }
    private enum KeyTable: Int { case choice, favourites, hour, report }

    /// The key table of the current mode: every key calls a model method.
    public var bindings: [KeyBinding] {
        switch state.mode {
        case .cityChoice:
            // j/k first: from the first city up onto the picker's title line, and back down.
            return [
                KeyBinding([.char("j"), .down], label: "", "") { [weak self] in self?.model.send(.choiceDown) },
                KeyBinding([.char("k"), .up], label: "", "") { [weak self] in self?.model.send(.choiceUp) },
            ] + listKeys(.choices) + [
                KeyBinding([.enter], L.weatherKeyChooseCity, hint: L.hintChoose) { [weak self] in
                    guard let self, let match = self.model.selectedMatch else { return }
                    self.model.send(.choose(match))
                },
                KeyBinding([.escape], L.hintCancel, hint: L.hintCancel) { [weak self] in
                    self?.model.send(.cancelChoice)
                },
            ]
        case .favorites:
            return listKeys(.favorites) + [
                KeyBinding([.enter], L.weatherKeyShowFavorite, hint: L.weatherHintShow) { [weak self] in
                    guard let self, let city = self.model.selectedFavorite else { return }
                    self.model.send(.openFavorite(city))
                },
                KeyBinding([.char("d"), .delete], L.weatherKeyDeleteFavorite, hint: L.weatherHintDelete) {
                    [weak self] in
                    guard let self, let city = self.model.selectedFavorite else { return }
                    self.model.send(.deleteFavorite(city))
                },
                KeyBinding([.escape, .char("v")], label: "Esc/v", L.weatherKeyBackToForecast, hint: L.weatherHintBack) {
                    [weak self] in
                    self?.model.send(.toggleFavoritesView)
                },
            ]
        case .hour:
            return listKeys(.hourLines) + [
                KeyBinding(
                    [.escape, .enter, .char("q")], label: "Esc", L.weatherKeyCloseHour, hint: L.hintClose
                ) { [weak self] in self?.model.send(.closeHour) }
            ]
        case .report, .citySearch:
            break
        }
        return reportKeys + [
            KeyBinding([.enter], L.weatherKeyOpenHour) { [weak self] in self?.model.send(.openSelectedHour) },
            KeyBinding([.char("/")], L.weatherKeySearchCity, hint: L.weatherHintCity) { [weak self] in
                self?.model.send(.openCitySearch)
            },
            KeyBinding([.char("f")], L.weatherKeyToggleFavorite, hint: "★") { [weak self] in
                self?.model.send(.toggleFavorite)
            },
            KeyBinding([.char("v")], L.weatherKeyFavorites, hint: L.hintFavourites) { [weak self] in
                self?.model.send(.toggleFavoritesView)
            },
            KeyBinding([.char("u")], L.weatherKeyUnits, hint: L.weatherHintUnits) { [weak self] in
                self?.model.send(.toggleUnits)
            },
            KeyBinding([.char("c")], L.weatherKeyHere, hint: L.weatherHintHere) { [weak self] in
                self?.model.send(.returnToYou)
            },
            KeyBinding([.char("r")], L.weatherKeyRefresh) { [weak self] in self?.model.send(.refresh) },
        ]
    }

    /// A picker's (or the hour's) list keys, each move handed to the model.
    private func listKeys(_ list: WeatherList) -> [KeyBinding] {
        ListState.navigationBindings({ [weak self] in self?.state[keyPath: list.path] ?? ListState() }) {
            [weak self] in
            self?.model.send(.moved(list, $0))
        }
    }

    /// j/k walk the report one line at a time: the conditions now (a fact a line), the chart's words, then each
    /// forecast line.
    private var reportKeys: [KeyBinding] {
        func act(_ move: @escaping @MainActor (WeatherViewModel) -> Void) -> @MainActor () -> Void {
            { [weak self] in if let self { move(self.model) } }
        }
        return KeyBinding.walking(
            lines: L.weatherKeyLineByLine, firstLast: L.weatherKeyFirstLast, down: act { $0.lineDown() },
            up: act { $0.lineUp() }, pageDown: act { $0.pageDown() }, pageUp: act { $0.pageUp() },
            first: act { $0.lineFirst() }, last: act { $0.lineLast() })
    }
}
