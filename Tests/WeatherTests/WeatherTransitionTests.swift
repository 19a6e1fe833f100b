import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Weather

/// The Weather tab's one transition as a table: a state and an action in, the state and the effects out — no
/// clock, no network, no terminal. Every key of every mode's key table has a row (checked against the view's
/// bindings), and so has every answer from the world.
struct WeatherTransitionTests {
    static let you = ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341))
    static let here = WeatherState.ShownPlace(name: "판교", coordinate: you.coordinate, isUserLocation: true)
    static let busan = CityMatch(
        name: "Busan", localName: "부산", state: nil, country: "KR",
        coordinate: Coordinate(latitude: 35.1, longitude: 129))
    static let seoul = CityMatch(
        name: "Seoul", localName: "서울", state: nil, country: "KR",
        coordinate: Coordinate(latitude: 37.5, longitude: 127))
    static let saved = FavoriteCity(name: "부산", country: "KR", latitude: 35.1, longitude: 129, addedAt: .distantPast)
    static let noon = Date(timeIntervalSince1970: 1_790_000_000)
    /// A report with four steps on one local day: five forecast rows (the day's heading, then the steps).
    static let report: WeatherReport = {
        let clear = WeatherCondition(kind: .clear, reported: "clear")
        let current = WeatherReport.Current(
            time: noon, temperature: 10, feelsLike: nil, minimum: nil, maximum: nil, humidity: nil, pressure: nil,
            windSpeed: nil, windDegrees: nil, visibility: nil, clouds: nil, condition: clear, rainLastHour: nil,
            snowLastHour: nil, sunrise: nil, sunset: nil)
        let steps = (0..<4).map { i in
            WeatherReport.Step(
                time: noon.addingTimeInterval(Double(i) * 3600), temperature: 10, condition: clear,
                precipitationChance: nil, rain: nil, snow: nil)
        }
        return WeatherReport(
            name: "판교", country: "KR", coordinate: you.coordinate, timezoneOffset: 0, current: current,
            forecast: steps, source: .openMeteo)
    }()

    /// The report of your place shown, its place line focused (as it opens).
    static var shown: WeatherState {
        var state = WeatherState(you: you, units: .metric)
        state.place = here
        state.report = report
        state.fetchedAt = noon
        state.phase = .loaded
        state.favoriteCities = [saved]
        state.favorites = ListState(count: 1)
        return state
    }
    static func with(_ change: (inout WeatherState) -> Void) -> WeatherState {
        var state = shown
        change(&state)
        return state
    }
    /// The lines above the forecast in these rows: the place line and three of the report's.
    static let lines = 4
    static func showing(_ place: WeatherState.ShownPlace, force: Bool = false) -> [WeatherEffect] {
        [.fetchAir(place.coordinate, force: force), .fetchReport(place, force: force)]
    }

    typealias Row = TransitionRow<WeatherState>

    static let table: [Row] = [
        // The report, walked line by line.
        Row(
            key: "report: j/k ↑↓", start: shown, action: .move(.down, lines: lines),
            expected: with {
                $0.above.focused = 1
                $0.forecast.count = 5
            }),
        Row(
            key: "report: k from the forecast's first row onto the report's last line",
            start: with { $0.above.focused = nil }, action: .move(.up, lines: lines),
            expected: with {
                $0.above.focused = 3
                $0.forecast.count = 5
            }),
        Row(
            key: "report: PgUp/PgDn", start: shown, action: .move(.pageDown, lines: lines),
            expected: with {
                $0.above.focused = nil
                $0.forecast.count = 5
            }),
        Row(
            key: "report: g/G", start: shown, action: .move(.last, lines: lines),
            expected: with {
                $0.above.focused = nil
                $0.forecast.count = 5
                $0.forecast.bottom()
            }),
        Row(
            key: "report: Home", start: with { $0.above.focused = nil }, action: .move(.first, lines: lines),
            expected: shown),
        Row(
            key: "report: Enter", start: with { $0.above.focused = nil }, action: .openSelectedHour,
            expected: with {
                $0.above.focused = nil
                $0.mode = .hour(noon)
            }),
        Row(
            key: "report: Enter on the place line: nothing", start: shown, action: .openSelectedHour,
            expected: shown),
        Row(
            key: "report: /", start: shown, action: .openCitySearch,
            expected: with { $0.mode = .citySearch(TextFieldState()) }),
        Row(
            key: "report: f", start: shown, action: .toggleFavorite, expected: shown,
            effects: [.toggleFavorite(name: "판교", country: "KR", coordinate: you.coordinate)]),
        Row(
            key: "report: v", start: shown, action: .toggleFavoritesView, expected: with { $0.mode = .favorites }),
        Row(
            key: "report: u", start: shown, action: .toggleUnits, expected: with { $0.units = .imperial },
            effects: [.saveUnits(.imperial)]),
        Row(
            key: "report: c",
            start: with {
                $0.place = WeatherState.ShownPlace(
                    name: "부산", coordinate: busan.coordinate, isUserLocation: false)
            },
            action: .returnToYou, expected: shown,
            effects: showing(here) + [.nameYou(you.coordinate), .askWhereYouAre]),
        Row(key: "report: r", start: shown, action: .refresh, expected: shown, effects: showing(here, force: true)),
        // The city search field and the picker.
        Row(
            key: "search: a letter typed", start: with { $0.mode = .citySearch(TextFieldState()) },
            action: .citySearchKey(.char("b")), expected: with { $0.mode = .citySearch(TextFieldState(text: "b")) }),
        Row(
            key: "search: Enter", start: with { $0.mode = .citySearch(TextFieldState(text: " 부산 ")) },
            action: .citySearchKey(.enter), expected: with { $0.isSearching = true }, effects: [.searchCity("부산")]),
        Row(
            key: "search: Enter on nothing typed: said, not asked",
            start: with { $0.mode = .citySearch(TextFieldState()) }, action: .citySearchKey(.enter),
            expected: with { $0.message = L.weatherEnterCityName }),
        Row(
            key: "search: Esc", start: with { $0.mode = .citySearch(TextFieldState(text: "x")) },
            action: .citySearchKey(.escape), expected: shown),
        Row(
            key: "two cities found: the picker", start: with { $0.isSearching = true },
            action: .citiesFound([busan, seoul], name: "b"),
            expected: with {
                $0.mode = .cityChoice
                $0.matches = [busan, seoul]
                $0.choices = ListState(count: 2)
            }),
        Row(
            key: "two cities found after moving on: said",
            start: with {
                $0.isSearching = true
                $0.mode = .favorites
            }, action: .citiesFound([busan, seoul], name: "b"),
            expected: with {
                $0.mode = .favorites
                $0.message = L.weatherPlacesMatch(count: 2, name: "b")
            }),
        Row(
            key: "none found: said", start: with { $0.isSearching = true }, action: .citiesFound([], name: "zz"),
            expected: with { $0.message = L.weatherCityNotFound("zz") }),
        Row(
            key: "the search failed: a box", start: with { $0.isSearching = true },
            action: .citySearchFailed("timeout"),
            expected: shown,
            effects: [.alert(AlertMessage(title: L.weatherAlertCitySearch, message: "timeout"))]),
        Row(
            key: "choice: j/k ↑↓",
            start: with {
                $0.mode = .cityChoice
                $0.choices = ListState(count: 2)
            }, action: .choiceDown,
            expected: with {
                $0.mode = .cityChoice
                $0.choices = ListState(count: 2)
                $0.choices.moveDown()
            }),
        Row(
            key: "choice: k from the first city onto the title line",
            start: with {
                $0.mode = .cityChoice
                $0.choices = ListState(count: 2)
            }, action: .choiceUp,
            expected: with {
                $0.mode = .cityChoice
                $0.choices = ListState(count: 2)
                $0.choicesTitleFocused = true
            }),
        Row(
            key: "choice: PgUp/PgDn",
            start: with {
                $0.mode = .cityChoice
                $0.choicesTitleFocused = true
            }, action: .moved(.choices, ListState(count: 2)),
            expected: with {
                $0.mode = .cityChoice
                $0.choices = ListState(count: 2)
            }),
        Row(
            key: "choice: g/G", start: with { $0.mode = .cityChoice }, action: .moved(.choices, ListState(count: 3)),
            expected: with {
                $0.mode = .cityChoice
                $0.choices = ListState(count: 3)
            }),
        Row(
            key: "choice: Enter",
            start: with {
                $0.mode = .cityChoice
                $0.matches = [busan, seoul]
            }, action: .choose(busan),
            expected: with {
                $0.place = WeatherState.ShownPlace(
                    name: busan.displayName, coordinate: busan.coordinate, isUserLocation: false)
            },
            effects: showing(
                WeatherState.ShownPlace(name: busan.displayName, coordinate: busan.coordinate, isUserLocation: false))),
        Row(
            key: "choice: Esc",
            start: with {
                $0.mode = .cityChoice
                $0.matches = [busan]
            }, action: .cancelChoice, expected: shown),
        // The favourites.
        Row(
            key: "favourites: j/k ↑↓", start: with { $0.mode = .favorites },
            action: .moved(.favorites, ListState(count: 1)),
            expected: with { $0.mode = .favorites }),
        Row(
            key: "favourites: PgUp/PgDn", start: with { $0.mode = .favorites },
            action: .moved(.favorites, ListState(count: 1)), expected: with { $0.mode = .favorites }),
        Row(
            key: "favourites: g/G", start: with { $0.mode = .favorites },
            action: .moved(.favorites, ListState(count: 1)),
            expected: with { $0.mode = .favorites }),
        Row(
            key: "favourites: Enter", start: with { $0.mode = .favorites }, action: .openFavorite(saved),
            expected: with {
                $0.place = WeatherState.ShownPlace(name: "부산", coordinate: saved.coordinate, isUserLocation: false)
            },
            effects: showing(
                WeatherState.ShownPlace(name: "부산", coordinate: saved.coordinate, isUserLocation: false))),
        Row(
            key: "favourites: d/Del", start: with { $0.mode = .favorites }, action: .deleteFavorite(saved),
            expected: with { $0.mode = .favorites }, effects: [.removeFavorite(saved)]),
        Row(
            key: "favourites: Esc/v", start: with { $0.mode = .favorites }, action: .toggleFavoritesView,
            expected: shown),
        Row(
            key: "the favourites loaded", start: shown, action: .favoritesLoaded([]),
            expected: with {
                $0.favoriteCities = []
                $0.favorites.count = 0
            }),
        // An hour's values.
        Row(
            key: "hour: j/k ↑↓", start: with { $0.mode = .hour(noon) }, action: .moved(.hourLines, ListState(count: 6)),
            expected: with {
                $0.mode = .hour(noon)
                $0.hourLines = ListState(count: 6)
            }),
        Row(
            key: "hour: PgUp/PgDn", start: with { $0.mode = .hour(noon) },
            action: .moved(.hourLines, ListState(count: 7)),
            expected: with {
                $0.mode = .hour(noon)
                $0.hourLines = ListState(count: 7)
            }),
        Row(
            key: "hour: g/G", start: with { $0.mode = .hour(noon) }, action: .moved(.hourLines, ListState(count: 8)),
            expected: with {
                $0.mode = .hour(noon)
                $0.hourLines = ListState(count: 8)
            }),
        Row(key: "hour: Esc", start: with { $0.mode = .hour(noon) }, action: .closeHour, expected: shown),
        // The world.
        Row(
            key: "shown first: your place", start: WeatherState(you: you, units: .metric), action: .activated,
            expected: {
                var state = WeatherState(you: you, units: .metric)
                state.place = here
                return state
            }(), effects: showing(here) + [.nameYou(you.coordinate)]),
        Row(key: "shown again: nothing asked", start: shown, action: .activated, expected: shown),
        Row(
            key: "you moved, your place shown: it follows", start: shown,
            action: .youMoved(ResolvedLocation(name: "서울", coordinate: seoul.coordinate)),
            expected: with {
                $0.you = ResolvedLocation(name: "서울", coordinate: seoul.coordinate)
                $0.place = WeatherState.ShownPlace(name: "서울", coordinate: seoul.coordinate, isUserLocation: true)
                $0.forecast = ListState()
            },
            effects: showing(WeatherState.ShownPlace(name: "서울", coordinate: seoul.coordinate, isUserLocation: true))
                + [.nameYou(seoul.coordinate)]),
        Row(
            key: "your place named", start: shown, action: .youNamed("판교동", at: you.coordinate),
            expected: with { $0.place?.name = "판교동" }),
        Row(
            key: "a name for a place no longer shown: kept out", start: shown,
            action: .youNamed("부산진구", at: busan.coordinate), expected: shown),
        Row(
            key: "a report asked", start: shown, action: .reportAsked("판교"),
            expected: with { $0.phase = .loading("판교") }),
        Row(
            key: "the report answered", start: with { $0.phase = .loading("판교") },
            action: .reportAnswered(report, fetchedAt: noon), expected: shown),
        Row(
            key: "the report failed: a box", start: shown, action: .reportFailed("no network"),
            expected: with { $0.phase = .failed("no network") },
            effects: [.alert(AlertMessage(title: L.weatherAlertUnavailable, message: "no network"))]),
        Row(
            key: "the air answered", start: shown, action: .airAnswered(.loading), expected: with { $0.air = .loading }),
        Row(
            key: "the accessible mode: the focus kept on a line there is", start: with { $0.above.focused = 5 },
            action: .accessibleMode(true, lines: 4),
            expected: with {
                $0.accessible = true
                $0.above.focused = 3
            }),
        Row(key: "said", start: shown, action: .said("saved"), expected: with { $0.message = "saved" }),
    ]

    @Test(arguments: table) func theTransition(_ row: Row) {
        let out = row.applied()
        #expect(out.state == row.expected)
        #expect(out.effects == row.effects)
    }

    /// Every key each mode lists in help has a row above.
    @MainActor @Test func everyKeyOfTheTab_hasARow() async throws {
        let (shell, model) = try makeSampleWeatherShell()
        await model.settle()
        let rows = Set(Self.table.map(\.key))
        func expectRows(_ mode: String) {
            #expect(KeyTableCoverage.missing(shell.tabs[0].bindings, mode: mode, rows: rows) == [])
        }
        expectRows("report")
        model.send(.toggleFavoritesView)
        expectRows("favourites")
        model.send(.toggleFavoritesView)
        model.send(.citiesFound([Self.busan, Self.seoul], name: "b"))
        expectRows("choice")
        model.send(.cancelChoice)
        model.lineLast()
        model.send(.openSelectedHour)
        expectRows("hour")
    }

    /// Each key of every mode's table, pressed through the view's bindings, sends its row's action.
    @MainActor @Test func everyKey_sendsItsRowsAction() async throws {
        let actions = Dictionary(Self.table.map { ($0.key, $0.action) }, uniquingKeysWith: { first, _ in first })
        let modes: [(String, @MainActor (WeatherViewModel) -> Void)] = [
            ("report", { _ in }),
            // The city shown saved first, so the favourites have a row for Enter and d.
            (
                "favourites",
                { model in
                    model.send(.toggleFavorite)
                    model.send(.toggleFavoritesView)
                }
            ),
            ("choice", { $0.send(.citiesFound([Self.busan, Self.seoul], name: "b")) }),
            (
                "hour",
                { model in
                    model.lineLast()
                    model.send(.openSelectedHour)
                }
            ),
        ]
        for (mode, enter) in modes {
            let wrong = try await KeyPresses.mismatched(row: { actions["\(mode): \($0)"] }) {
                let (shell, model) = try makeSampleWeatherShell()
                await model.settle()
                enter(model)
                let view = shell.tabs[0]
                return KeyPresses.SetUp(
                    bindings: view.bindings, listen: { model.onSend($0) }, press: { _ = view.bindings.dispatch($0) })
            }
            #expect(wrong == [], "\(mode)")
        }
    }
}
