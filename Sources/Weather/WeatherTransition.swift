import Foundation
import Localization
import Services
import TUI

/// A move of the focus in the report: down the lines above the forecast and on through its rows, and back.
public enum ReportMove: Equatable, Sendable {
    case down, up, pageDown, pageUp, first, last
}

/// The Weather tab's lists a key moves in (besides the report).
public enum WeatherList: Equatable, Sendable {
    case choices, favorites, hourLines

    var path: WritableKeyPath<WeatherState, ListState> {
        switch self {
        case .choices: return \.choices
        case .favorites: return \.favorites
        case .hourLines: return \.hourLines
        }
    }
}

/// Everything that changes the Weather tab: a key, or the world answering. Applied by `WeatherState.apply(_:)`.
public enum WeatherAction: Equatable, Sendable {
    // Keys
    /// `j`/`k`, PgDn/PgUp, `g`/Home, `G`/End in the report; `lines`: how many lines are above the forecast now
    /// (the place line and the report's, as the view lays them out).
    case move(ReportMove, lines: Int)
    /// Enter on a forecast step (or a day's heading): that hour's values.
    case openSelectedHour
    case closeHour
    /// A move in the city picker, the favourites or an hour's lines.
    case moved(WeatherList, ListState)
    /// `k`/`j` in the city picker: up onto its title line, down back to its rows.
    case choiceUp, choiceDown
    case openCitySearch
    /// A key typed in the city search field (Enter searches, Esc cancels).
    case citySearchKey(Key)
    /// A city's name searched (the field's Enter).
    case search(String)
    case choose(CityMatch)
    case cancelChoice
    case toggleFavoritesView
    case toggleUnits
    /// `f`: the place shown saved as a favourite, or removed.
    case toggleFavorite
    case openFavorite(FavoriteCity)
    case deleteFavorite(FavoriteCity)
    /// `r`: the place shown fetched again now.
    case refresh
    /// `c`: back to you (and where you are asked again).
    case returnToYou
    /// The shell's accessible mode; `lines` as in `move`.
    case accessibleMode(Bool, lines: Int)
    // The world
    case activated
    case youMoved(ResolvedLocation)
    /// Your place's name, found for the point it was asked for.
    case youNamed(String, at: Coordinate)
    /// A report is being fetched for the place named.
    case reportAsked(String)
    case reportAnswered(WeatherReport, fetchedAt: Date)
    case reportFailed(String)
    case airAnswered(WeatherState.AirQualityStatus)
    case citiesFound([CityMatch], name: String)
    case citySearchFailed(String)
    case favoritesLoaded([FavoriteCity])
    /// A sentence for the news line.
    case said(String)
}

/// Work a transition asks for; the view model runs it and answers with actions.
public enum WeatherEffect: Equatable, Sendable {
    /// The report for the place (a copy fetched less than 10 minutes ago reused unless `force`).
    case fetchReport(WeatherState.ShownPlace, force: Bool)
    case fetchAir(Coordinate, force: Bool)
    /// Your place's name from the point (Kakao's coord2address, where it is set up).
    case nameYou(Coordinate)
    case searchCity(String)
    /// Save or remove the favourite (the model's clock dates it); answered with the list and a sentence.
    case toggleFavorite(name: String, country: String, coordinate: Coordinate)
    case removeFavorite(FavoriteCity)
    case saveUnits(WeatherUnits)
    case askWhereYouAre
    case alert(AlertMessage)
}

extension WeatherState {
    /// The one transition: the state changed by `action`, and the work that follows. Pure: no clock, no network.
    public mutating func apply(_ action: WeatherAction) -> [WeatherEffect] {
        switch action {
        case .move(let move, let lines): moveInReport(move, lines: lines)
        case .openSelectedHour:
            guard mode == .report, above.focused == nil,
                let step = ForecastRow.step(at: forecast.selected, in: ForecastRow.rows(report))
            else { break }
            hourLines = ListState()
            mode = .hour(step.time)
        case .closeHour: mode = .report
        case .moved(let list, let moved):
            if list == .choices { choicesTitleFocused = false }
            self[keyPath: list.path] = moved
        case .choiceUp:
            guard !choicesTitleFocused else { break }
            if choices.selected == 0 { choicesTitleFocused = true } else { choices.moveUp() }
        case .choiceDown:
            if choicesTitleFocused { choicesTitleFocused = false } else { choices.moveDown() }
        case .openCitySearch: mode = .citySearch(TextFieldState())
        case .citySearchKey(let key):
            guard case .citySearch(var field) = mode else { break }
            switch key {
            case .escape: mode = .report
            case .enter:
                mode = .report
                return search(field.text)
            default:
                if field.handle(key) { mode = .citySearch(field) }
            }
        case .search(let text): return search(text)
        case .choose(let match): return choose(match)
        case .cancelChoice:
            mode = .report
            matches = nil
        case .toggleFavoritesView:
            mode = mode == .favorites ? .report : .favorites
            favorites.count = favoriteCities.count
        case .toggleUnits:
            units = units.toggled
            return [.saveUnits(units)]
        case .toggleFavorite:
            guard let shown = place else { break }
            return [.toggleFavorite(name: shown.name, country: report?.country ?? "", coordinate: shown.coordinate)]
        case .openFavorite(let city):
            mode = .report
            return show(ShownPlace(name: city.name, coordinate: city.coordinate, isUserLocation: false))
        case .deleteFavorite(let city): return [.removeFavorite(city)]
        case .refresh:
            guard let shown = place else { break }
            return show(shown, force: true)
        case .returnToYou: return showYou() + [.askWhereYouAre]
        case .accessibleMode(let on, let lines):
            accessible = on
            if report != nil { above.clamp(count: lines) }
        case .activated:
            if place == nil { return showYou() }
        case .youMoved(let location):
            you = location
            if place?.isUserLocation == true { return showYou() }
        case .youNamed(let name, let point):
            if place?.coordinate == point { place?.name = name }
        case .reportAsked(let name): phase = .loading(name)
        case .reportAnswered(let answer, let fetched):
            report = answer
            fetchedAt = fetched
            phase = .loaded
        case .reportFailed(let why):
            phase = .failed(why)
            return [.alert(AlertMessage(title: L.weatherAlertUnavailable, message: why))]
        case .airAnswered(let status): air = status
        case .citiesFound(let found, let name):
            isSearching = false
            switch found.count {
            case 0: message = L.weatherCityNotFound(name)
            case 1: return choose(found[0])
            default:
                // The answer waits for nobody: if the user has moved on (a new search, the favourites), it is said,
                // not forced on them.
                guard mode == .report else {
                    message = L.weatherPlacesMatch(count: found.count, name: name)
                    break
                }
                mode = .cityChoice
                choices = ListState(count: found.count)
                choicesTitleFocused = false
                matches = found
            }
        case .citySearchFailed(let why):
            isSearching = false
            return [.alert(AlertMessage(title: L.weatherAlertCitySearch, message: why))]
        case .favoritesLoaded(let cities):
            favoriteCities = cities
            favorites.count = cities.count
        case .said(let sentence): message = sentence
        }
        return []
    }

    /// `/`'s Enter: a name searched (an empty one is said, not asked).
    private mutating func search(_ text: String) -> [WeatherEffect] {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            message = L.weatherEnterCityName
            return []
        }
        isSearching = true
        return [.searchCity(name)]
    }

    private mutating func choose(_ match: CityMatch) -> [WeatherEffect] {
        if mode == .cityChoice { mode = .report }
        matches = nil
        return show(ShownPlace(name: match.displayName, coordinate: match.coordinate, isUserLocation: false))
    }

    private mutating func showYou() -> [WeatherEffect] {
        show(ShownPlace(name: you.name, coordinate: you.coordinate, isUserLocation: true)) + [.nameYou(you.coordinate)]
    }

    /// Another place's report opens on its first line; its air is asked beside it.
    private mutating func show(_ shown: ShownPlace, force: Bool = false) -> [WeatherEffect] {
        if shown.coordinate != place?.coordinate {
            above.top()
            forecast = ListState()
        }
        place = shown
        return [.fetchAir(shown.coordinate, force: force), .fetchReport(shown, force: force)]
    }

    /// The focus through the report's lines and on into the forecast's rows (the counts brought up to the answers
    /// shown first: the air may have added a line, a new report other rows).
    private mutating func moveInReport(_ move: ReportMove, lines: Int) {
        if move == .first { return above.top() }
        guard report != nil else { return }
        above.clamp(count: lines)
        forecast.count = ForecastRow.rows(report).count
        switch move {
        case .down: if !above.moveDown(count: lines) { forecast.moveDown() }
        case .up:
            if !above.moveUp(count: lines, listAtItsTop: forecast.selected == 0) { forecast.moveUp() }
        case .pageDown: if above.focused == nil { forecast.pageDown() } else { above.focused = nil }
        case .pageUp:
            if above.focused == nil, forecast.selected > 0 { forecast.pageUp() } else { above.top() }
        case .last:
            above.focused = nil
            forecast.bottom()
        case .first: break
        }
    }
}

extension WeatherState: TabTransition {}
