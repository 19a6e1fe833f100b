import Foundation
import Services
import TUI

/// Everything the Weather tab shows and a key can change, in one value: the place shown and its report and air,
/// the units, the city search and its matches, the favourite cities, the mode (the report, the city search field,
/// a choice between cities of the same name, the favourites, an hour's values) and each list's selection.
/// Changed only by `apply(_:)` (WeatherTransition.swift); the view model runs the effects it returns.
public struct WeatherState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case idle
        case loading(String)
        case loaded
        case failed(String)
    }

    /// The air at the shown place: asked beside the forecast, and never hiding it when it fails.
    public enum AirQualityStatus: Equatable, Sendable {
        /// Offline: air quality needs the network, and no number is made up.
        case needsNetwork
        case loading
        case loaded(AirQuality)
        case failed(String)
    }

    /// What is shown: a name for the header and the point the weather is for.
    public struct ShownPlace: Equatable, Sendable {
        public var name: String
        public var coordinate: Coordinate
        public var isUserLocation: Bool
        public init(name: String, coordinate: Coordinate, isUserLocation: Bool) {
            self.name = name; self.coordinate = coordinate; self.isUserLocation = isUserLocation
        }
    }

    /// You (the place `c` returns to, shown first).
    public var you: ResolvedLocation
    public var place: ShownPlace?
    public var phase: Phase = .idle
    public var report: WeatherReport?
    /// When the report shown was fetched (an offline copy: when it was fetched then).
    public var fetchedAt: Date?
    public var units: WeatherUnits
    public var air: AirQualityStatus = .needsNetwork
    /// Several places matched the name searched: the picker's rows.
    public var matches: [CityMatch]?
    public var isSearching = false
    public var favoriteCities: [FavoriteCity] = []
    /// What just happened, for the news line (a favourite saved, a city not found).
    public var message: String?

    public enum Mode: Equatable, Sendable {
        /// The current conditions and the forecast, whose lines are walked with j/k.
        case report
        case citySearch(TextFieldState)
        /// Several places matched the name: pick one.
        case cityChoice
        case favorites
        /// `Enter` on a forecast step: that step's values and the air at that hour.
        case hour(Date)
    }

    public var mode: Mode = .report
    /// In the report, the focused line above the forecast list — 0 the place line (the tab's header: where, which
    /// source, how old), then the report's lines (the conditions now, one fact a line, then the chart's words:
    /// `ReportLines`) — or none when the focus is in the forecast list. The report opens on its place line.
    public var above: LinesAbove = {
        var lines = LinesAbove()
        lines.top()
        return lines
    }()
    /// One fact a line and the chart in sentences (set from the shell's accessible mode).
    public var accessible = false
    public var forecast = ListState()
    public var choices = ListState()
    /// The focus on the city picker's title line, above its rows.
    public var choicesTitleFocused = false
    public var favorites = ListState()
    /// The focused line of an hour's values.
    public var hourLines = ListState()

    public init(you: ResolvedLocation, units: WeatherUnits) {
        self.you = you
        self.units = units
    }

    /// Whether the place shown is a favourite.
    public var isFavorite: Bool {
        guard let shown = place else { return false }
        return favoriteCities.contains { $0.matches(shown.coordinate) }
    }

    public var focus: FocusID {
        switch mode {
        case .report, .favorites: return .list
        case .citySearch: return .field
        case .cityChoice: return .picker
        case .hour: return .details
        }
    }

    /// The focus is on the view's top line (the shell's where-am-I line is the next one up).
    public var isOnTopLine: Bool {
        switch mode {
        case .report: return above.focused == 0
        case .favorites: return favorites.selected == 0
        case .cityChoice: return choicesTitleFocused  // the picker's title line is its top line
        case .hour: return hourLines.selected == 0
        case .citySearch: return false
        }
    }

    /// The focus is on the view's last line (the shell's news line is the next one down).
    public var isOnBottomLine: Bool {
        switch mode {
        case .report: return above.focused == nil && forecast.isOnLastRow
        case .favorites: return favorites.isOnLastRow
        case .cityChoice: return !choicesTitleFocused && choices.isOnLastRow
        case .hour: return hourLines.isOnLastRow
        case .citySearch: return false
        }
    }
}
