import Foundation

/// What the Weather tab says: the report, the chart in words, the air, the city search, favourite cities, and the
/// words for the app's weather classes (`WeatherCondition`), whichever provider answered.
public protocol WeatherStrings {
    // MARK: The tab and where you are
    /// The tab's name: "Weather" / "날씨".
    var weatherTabTitle: String { get }
    /// "Weather — choose a city, 1 of 2 selected".
    func weatherWhereChoosingCity(selected: Int, of count: Int) -> String
    /// "Weather — city search field".
    var weatherWhereCitySearch: String { get }
    /// "Weather — favourite cities, 3, 1 of 3 selected" (`selected` nil: none, when there are none).
    func weatherWhereFavorites(count: Int, selected: Int?) -> String
    /// "Weather — the hour Tue 22 Sep 03:00" (`when`: a day and a time).
    func weatherWhereHour(_ when: String) -> String
    /// "Weather — loading".
    var weatherWhereLoading: String { get }
    /// "Weather — forecast for 판교, loading".
    func weatherWhereForecastLoading(place: String) -> String
    /// "Weather — forecast for 판교".
    func weatherWhereForecast(place: String) -> String

    // MARK: Status bar, header, sources
    /// "sample weather (offline)".
    var weatherStatusSample: String { get }
    /// "Weather: Open-Meteo" (`source`: the source's name, or its offline label).
    func weatherStatusSource(_ source: String) -> String
    /// Open-Meteo's credit, as its licence asks: "Weather data by Open-Meteo.com (CC BY 4.0)".
    var weatherCreditOpenMeteo: String { get }
    /// The header's badge: "SAMPLE DATA".
    var weatherSampleBadge: String { get }
    /// " (your location: GPS ±12 m)", " (your location)" (`origin`: where the location came from, in words).
    func weatherYourLocation(origin: String?) -> String
    /// "searching…".
    var weatherSearching: String { get }
    /// After an offline copy's label when it is too old: " — not current".
    var weatherNotCurrentSuffix: String { get }
    /// "updated just now", "updated 5 min ago" (minutes, never hours).
    func weatherUpdated(minutes: Int) -> String

    // MARK: Help
    /// "★ beside the name: … Glyphs: ☀ clear, ☼ mainly clear, …".
    var weatherHelpGlyphs: String { get }
    /// "Chart: temperature over 5 days …".
    var weatherHelpChart: String { get }
    /// "A place fetched less than 10 minutes ago is not fetched again (r forces it)."
    var weatherHelpReuse: String { get }

    // MARK: Keys (descriptions for help, hints for the status bar)
    /// "show the chosen city".
    var weatherKeyChooseCity: String { get }
    /// "show the selected favourite".
    var weatherKeyShowFavorite: String { get }
    /// "show".
    var weatherHintShow: String { get }
    /// "delete the selected favourite".
    var weatherKeyDeleteFavorite: String { get }
    /// "delete".
    var weatherHintDelete: String { get }
    /// "back to the forecast".
    var weatherKeyBackToForecast: String { get }
    /// "back".
    var weatherHintBack: String { get }
    /// "close the hour".
    var weatherKeyCloseHour: String { get }
    /// "the selected hour's values and its air".
    var weatherKeyOpenHour: String { get }
    /// "search a city (Korean or English name)".
    var weatherKeySearchCity: String { get }
    /// "city".
    var weatherHintCity: String { get }
    /// "add or remove the shown city as a favourite".
    var weatherKeyToggleFavorite: String { get }
    /// "favourite cities".
    var weatherKeyFavorites: String { get }
    /// "metric / imperial units".
    var weatherKeyUnits: String { get }
    /// "units".
    var weatherHintUnits: String { get }
    /// "back to your location".
    var weatherKeyHere: String { get }
    /// "here".
    var weatherHintHere: String { get }
    /// "fetch again now".
    var weatherKeyRefresh: String { get }
    /// "move line by line (now, then the forecast)".
    var weatherKeyLineByLine: String { get }
    /// "first / last line".
    var weatherKeyFirstLast: String { get }

    // MARK: The report
    /// "loading the weather…".
    var weatherLoading: String { get }
    /// A failed report and what to do: "<message> — r retries, / searches a city".
    func weatherFailed(_ message: String) -> String
    /// The city search field's title: "City (Korean or English) — Enter searches, Esc cancels".
    var weatherCitySearchTitle: String { get }
    /// "feels like 17°C".
    func weatherFeelsLike(_ temperature: String) -> String
    /// "min 15°C / max 25°C".
    func weatherMinMax(min: String, max: String) -> String
    /// "humidity 59%".
    func weatherHumidity(_ value: String) -> String
    /// "wind 5.1 m/s ← from E" (`value`: the speed and direction).
    func weatherWind(_ value: String) -> String
    /// Where the wind comes from: "← from E" / "← 동풍" (`abbreviation`: N, NE, E, SE, S, SW, W, NW).
    func weatherWindDirection(arrow: String, from abbreviation: String) -> String
    /// "pressure 1018 hPa".
    func weatherPressure(_ value: String) -> String
    /// "visibility 10 km".
    func weatherVisibility(_ value: String) -> String
    /// "clouds 24%".
    func weatherClouds(_ value: String) -> String
    /// "rain 1.2 mm in the last hour" (`millimetres`: the number alone).
    func weatherRainLastHour(_ millimetres: String) -> String
    /// "snow 1.2 mm in the last hour".
    func weatherSnowLastHour(_ millimetres: String) -> String
    /// "sunrise 06:17".
    func weatherSunrise(_ time: String) -> String
    /// "sunset 18:31 (local time, UTC+9)".
    func weatherSunset(_ time: String, zone: String) -> String
    /// "Not current: the last forecast kept, from 13 h ago (offline)" (`age`: `ago(minutes:)`).
    func weatherNotCurrentLine(age: String) -> String
    /// "chance of rain or snow: 40%" (nil: "unknown").
    func weatherHourChance(_ percent: String?) -> String
    /// "rain: 1.2 mm · snow: none" (each nil: "none").
    func weatherHourAmounts(rain: String?, snow: String?) -> String
    /// The picker's title: "Several places match — Enter picks, Esc cancels".
    var weatherMatchesTitle: String { get }
    /// "Favourite cities (in the order added) — Enter shows, d deletes, Esc goes back".
    var weatherFavoritesHeader: String { get }
    /// "no favourite cities yet — press f on a city to add it".
    var weatherFavoritesEmpty: String { get }
    /// A favourite's row: "added 22 Sep 2026" (the date as the system writes it in English).
    func weatherFavoriteAdded(_ date: Date) -> String
    /// A short day for the chart's axis and the air's row: "Wed 23" / "23일(수)".
    func weatherShortDay(weekday: Int, day: Int, month: Int) -> String

    // MARK: Conditions (the app's classes, `WeatherCondition.Kind` and `.Strength` by their raw values)
    /// "light rain" / "약한 비", "clear sky" / "맑음".
    func weatherCondition(kind: String, strength: String?) -> String
    /// "weather code 42": a provider's code the app has no class for.
    func weatherConditionCode(_ code: Int) -> String
    /// "unknown": the provider gave no condition.
    var weatherConditionUnknown: String { get }

    // MARK: Messages and alerts
    /// An alert's title: "Weather unavailable".
    var weatherAlertUnavailable: String { get }
    /// The weather's requests, as failure sentences name them.
    var weatherServiceName: String { get }
    /// An alert's title: "City search".
    var weatherAlertCitySearch: String { get }
    /// "no network; the last answer (4 h ago) is too old to be current".
    func weatherAirTooOld(age: String) -> String
    /// "enter a city name".
    var weatherEnterCityName: String { get }
    /// "city not found: Atlantis".
    func weatherCityNotFound(_ name: String) -> String
    /// "2 places match “Springfield” — / to search again" (count is 2 or more).
    func weatherPlacesMatch(count: Int, name: String) -> String
    /// `StorageFailure` actions (a verb phrase in English, a noun phrase in Korean): "read the favourite cities".
    var weatherActionReadFavorites: String { get }
    /// "save the favourite city".
    var weatherActionSaveFavorite: String { get }
    /// "remove the favourite city".
    var weatherActionRemoveFavorite: String { get }
    /// "★ added 판교".
    func weatherFavoriteAddedMessage(_ name: String) -> String
    /// "removed 판교 from favourites".
    func weatherFavoriteRemovedMessage(_ name: String) -> String

    // MARK: The air in words
    /// "air quality needs the network (none is shown offline)".
    var weatherAirNeedsNetwork: String { get }
    /// "air quality: loading…".
    var weatherAirLoading: String { get }
    /// "air quality could not be loaded: <message>".
    func weatherAirFailed(_ message: String) -> String
    /// After the air's sentence for an offline copy: " (offline, fetched 40 min ago)".
    func weatherAirOfflineFetched(age: String) -> String
    /// "air quality: no data for this place".
    var weatherAirNoData: String { get }
    /// Korea's grade: "PM10 moderate (42 µg/m³)" / "미세먼지 보통 (42 µg/m³)".
    func weatherAirPM10Graded(grade: String, amount: String) -> String
    /// "PM2.5 bad (38 µg/m³)" / "초미세먼지 나쁨 (38 µg/m³)".
    func weatherAirPM2_5Graded(grade: String, amount: String) -> String
    /// Elsewhere: "air fair (European AQI 32)".
    func weatherAirEuropean(grade: String, index: Int) -> String
    /// "PM10 20 µg/m³".
    func weatherAirPM10(_ amount: String) -> String
    /// "PM2.5 12 µg/m³".
    func weatherAirPM2_5(_ amount: String) -> String
    /// The row under the chart, in Korea: "fine dust, worst each day: ".
    var weatherAirWorstPerDayKorea: String { get }
    /// Elsewhere: "air, worst each day: ".
    var weatherAirWorstPerDay: String { get }
    /// Korea's four grades (환경부): "good", "moderate", "bad", "very bad".
    var weatherAirGood: String { get }
    var weatherAirModerate: String { get }
    var weatherAirBad: String { get }
    var weatherAirVeryBad: String { get }
    /// The European AQI's other bands: "fair", "poor", "very poor", "extremely poor".
    var weatherAirFair: String { get }
    var weatherAirPoor: String { get }
    var weatherAirVeryPoor: String { get }
    var weatherAirExtremelyPoor: String { get }

    // MARK: Rain to come, UV
    /// After a nowcast read from hourly data: " (from hourly data)".
    var weatherNowcastHourlyBasis: String { get }
    /// "no rain in the next 2 hours".
    var weatherNowcastDry: String { get }
    /// "rain from 18:15 for about 45 min, 1.2 mm" (`amount`: the number alone).
    func weatherNowcastRain(start: String, minutes: Int, amount: String) -> String
    /// "UV max 6 at 13:00".
    func weatherUVMax(index: Int, time: String) -> String

    // MARK: The chart in words
    /// "rain Tue 22 Sep 06:00–15:00, 4.8 mm" (`from`: day and time; `to`: a time; `amount`: the number alone).
    func weatherWetRun(snow: Bool, from: String, to: String, amount: String) -> String
    /// "no forecast".
    var weatherNoForecast: String { get }
    /// "Next 5 days: 13°C to 24°C."
    func weatherNextDaysRange(low: String, high: String) -> String
    /// "Warmest 24°C, Wed 23 Sep 15:00." (one fact a line: the coldest is its own).
    func weatherWarmest(at time: String, _ degrees: String) -> String
    /// "Coldest 13°C, Tue 22 Sep 03:00."
    func weatherColdest(at time: String, _ degrees: String) -> String
    /// "No rain or snow expected."
    var weatherNoWetExpected: String { get }
    /// "Expected: rain …; snow …." (`runs`: `weatherWetRun`s).
    func weatherWetExpected(_ runs: [String]) -> String
    /// After the caption's range: " · no rain or snow expected".
    var weatherCaptionDry: String { get }
    /// After the caption's first run: " (+2 more)".
    func weatherCaptionMore(_ count: Int) -> String
}
