import Foundation

extension English: WeatherStrings {
    public var weatherTabTitle: String { "Weather" }
    public func weatherWhereChoosingCity(selected: Int, of count: Int) -> String {
        "Weather — choose a city, \(selected) of \(count) selected"
    }
    public var weatherWhereCitySearch: String { "Weather — city search field" }
    public func weatherWhereFavorites(count: Int, selected: Int?) -> String {
        "Weather — favourite cities, \(count)" + (selected.map { ", \($0) of \(count) selected" } ?? "")
    }
    public func weatherWhereHour(_ when: String) -> String { "Weather — the hour \(when)" }
    public var weatherWhereLoading: String { "Weather — loading" }
    public func weatherWhereForecastLoading(place: String) -> String { "Weather — forecast for \(place), loading" }
    public func weatherWhereForecast(place: String) -> String { "Weather — forecast for \(place)" }

    public var weatherStatusSample: String { "sample weather (offline)" }
    public func weatherStatusSource(_ source: String) -> String { "Weather: \(source)" }
    public var weatherCreditOpenMeteo: String { "Weather data by Open-Meteo.com (CC BY 4.0)" }
    public var weatherSampleBadge: String { "SAMPLE DATA" }
    public func weatherYourLocation(origin: String?) -> String {
        " (your location" + (origin.map { ": " + $0 } ?? "") + ")"
    }
    public var weatherSearching: String { "searching…" }
    public var weatherNotCurrentSuffix: String { " — not current" }
    public func weatherUpdated(minutes: Int) -> String {
        minutes == 0 ? "updated just now" : "updated \(minutes) min ago"
    }

    public var weatherHelpGlyphs: String {
        "★ beside the name: the city is a favourite. Glyphs: ☀ clear, ☼ mainly clear, ☁ clouds, ☂ rain, ❄ snow, ϟ thunder, ≡ mist or fog, ≋ squalls, ☾ clear night."
    }
    public var weatherHelpChart: String {
        "Chart: temperature over 5 days (range on the left), precipitation as bars underneath; times are the city's local time."
    }
    public var weatherHelpReuse: String {
        "A place fetched less than 10 minutes ago is not fetched again (r forces it)."
    }

    public var weatherKeyChooseCity: String { "show the chosen city" }
    public var weatherKeyShowFavorite: String { "show the selected favourite" }
    public var weatherHintShow: String { "show" }
    public var weatherKeyDeleteFavorite: String { "delete the selected favourite" }
    public var weatherHintDelete: String { "delete" }
    public var weatherKeyBackToForecast: String { "back to the forecast" }
    public var weatherHintBack: String { "back" }
    public var weatherKeyCloseHour: String { "close the hour" }
    public var weatherKeyOpenHour: String { "the selected hour's values and its air" }
    public var weatherKeySearchCity: String { "search a city (Korean or English name)" }
    public var weatherHintCity: String { "city" }
    public var weatherKeyToggleFavorite: String { "add or remove the shown city as a favourite" }
    public var weatherKeyFavorites: String { "favourite cities" }
    public var weatherKeyUnits: String { "metric / imperial units" }
    public var weatherHintUnits: String { "units" }
    public var weatherKeyHere: String { "back to your location" }
    public var weatherHintHere: String { "here" }
    public var weatherKeyRefresh: String { "fetch again now" }
    public var weatherKeyLineByLine: String { "move line by line (now, then the forecast)" }
    public var weatherKeyFirstLast: String { "first / last line" }

    public var weatherLoading: String { "loading the weather…" }
    public func weatherFailed(_ message: String) -> String { message + " — r retries, / searches a city" }
    public var weatherCitySearchTitle: String { "City (Korean or English) — Enter searches, Esc cancels" }
    public func weatherFeelsLike(_ temperature: String) -> String { "feels like \(temperature)" }
    public func weatherMinMax(min: String, max: String) -> String { "min \(min) / max \(max)" }
    public func weatherHumidity(_ value: String) -> String { "humidity \(value)" }
    public func weatherWind(_ value: String) -> String { "wind \(value)" }
    public func weatherWindDirection(arrow: String, from abbreviation: String) -> String {
        "\(arrow) from \(abbreviation)"
    }
    public func weatherPressure(_ value: String) -> String { "pressure \(value)" }
    public func weatherVisibility(_ value: String) -> String { "visibility \(value)" }
    public func weatherClouds(_ value: String) -> String { "clouds \(value)" }
    public func weatherRainLastHour(_ millimetres: String) -> String { "rain \(millimetres) mm in the last hour" }
    public func weatherSnowLastHour(_ millimetres: String) -> String { "snow \(millimetres) mm in the last hour" }
    public func weatherSunrise(_ time: String) -> String { "sunrise \(time)" }
    public func weatherSunset(_ time: String, zone: String) -> String { "sunset \(time) (local time, \(zone))" }
    public func weatherNotCurrentLine(age: String) -> String {
        "Not current: the last forecast kept, from \(age) (offline)"
    }
    public func weatherHourChance(_ percent: String?) -> String { "chance of rain or snow: \(percent ?? "unknown")" }
    public func weatherHourAmounts(rain: String?, snow: String?) -> String {
        "rain: \(rain ?? "none") · snow: \(snow ?? "none")"
    }
    public var weatherMatchesTitle: String { "Several places match — Enter picks, Esc cancels" }
    public var weatherFavoritesHeader: String {
        "Favourite cities (in the order added) — Enter shows, d deletes, Esc goes back"
    }
    public var weatherFavoritesEmpty: String { "no favourite cities yet — press f on a city to add it" }
    public func weatherFavoriteAdded(_ date: Date) -> String {
        "added " + DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none)
    }
    public func weatherShortDay(weekday: Int, day: Int, month: Int) -> String {
        // The first six characters of "Wed 23 Sep", as the chart has always labelled its days.
        String(dayAndDate(weekday: weekday, day: day, month: month).prefix(6))
    }

    public func weatherCondition(kind: String, strength: String?) -> String {
        let name: String
        switch kind {
        case "clear": name = "clear sky"
        case "mainly-clear": name = "mainly clear"
        case "partly-cloudy": name = "partly cloudy"
        case "mostly-cloudy": name = "mostly cloudy"
        case "rime-fog": name = "freezing fog"
        case "haze": name = "haze, smoke or dust"
        case "freezing-drizzle": name = "freezing drizzle"
        case "freezing-rain": name = "freezing rain"
        case "sleet": name = "rain and snow"
        case "snow-grains": name = "snow grains"
        case "rain-showers": name = "rain showers"
        case "snow-showers": name = "snow showers"
        case "thunderstorm-hail": name = "thunderstorm with hail"
        default: name = kind  // overcast, mist, fog, drizzle, rain, snow, thunderstorm, squalls, tornado
        }
        if kind == "thunderstorm-hail", let strength, strength != "moderate" {
            return "thunderstorm with \(strength == "light" ? "light" : "heavy") hail"  // the hail's strength
        }
        switch strength {
        case "light": return "light " + name
        case "heavy": return "heavy " + name
        default: return name
        }
    }
    public func weatherConditionCode(_ code: Int) -> String { "weather code \(code)" }
    public var weatherConditionUnknown: String { "unknown" }

    public var weatherServiceName: String { "Weather" }
    public var weatherAlertUnavailable: String { "Weather unavailable" }
    public var weatherAlertCitySearch: String { "City search" }
    public func weatherAirTooOld(age: String) -> String {
        "no network; the last answer (\(age)) is too old to be current"
    }
    public var weatherEnterCityName: String { "enter a city name" }
    public func weatherCityNotFound(_ name: String) -> String { "city not found: \(name)" }
    public func weatherPlacesMatch(count: Int, name: String) -> String {
        "\(count) places match “\(name)” — / to search again"
    }
    public var weatherActionReadFavorites: String { "read the favourite cities" }
    public var weatherActionSaveFavorite: String { "save the favourite city" }
    public var weatherActionRemoveFavorite: String { "remove the favourite city" }
    public func weatherFavoriteAddedMessage(_ name: String) -> String { "★ added \(name)" }
    public func weatherFavoriteRemovedMessage(_ name: String) -> String { "removed \(name) from favourites" }

    public var weatherAirNeedsNetwork: String { "air quality needs the network (none is shown offline)" }
    public var weatherAirLoading: String { "air quality: loading…" }
    public func weatherAirFailed(_ message: String) -> String { "air quality could not be loaded: \(message)" }
    public func weatherAirOfflineFetched(age: String) -> String { " (offline, fetched \(age))" }
    public var weatherAirNoData: String { "air quality: no data for this place" }
    public func weatherAirPM10Graded(grade: String, amount: String) -> String { "PM10 \(grade) (\(amount))" }
    public func weatherAirPM2_5Graded(grade: String, amount: String) -> String { "PM2.5 \(grade) (\(amount))" }
    public func weatherAirEuropean(grade: String, index: Int) -> String { "air \(grade) (European AQI \(index))" }
    public func weatherAirPM10(_ amount: String) -> String { "PM10 \(amount)" }
    public func weatherAirPM2_5(_ amount: String) -> String { "PM2.5 \(amount)" }
    public var weatherAirWorstPerDayKorea: String { "fine dust, worst each day: " }
    public var weatherAirWorstPerDay: String { "air, worst each day: " }
    public var weatherAirGood: String { "good" }
    public var weatherAirModerate: String { "moderate" }
    public var weatherAirBad: String { "bad" }
    public var weatherAirVeryBad: String { "very bad" }
    public var weatherAirFair: String { "fair" }
    public var weatherAirPoor: String { "poor" }
    public var weatherAirVeryPoor: String { "very poor" }
    public var weatherAirExtremelyPoor: String { "extremely poor" }

    public var weatherNowcastHourlyBasis: String { " (from hourly data)" }
    public var weatherNowcastDry: String { "no rain in the next 2 hours" }
    public func weatherNowcastRain(start: String, minutes: Int, amount: String) -> String {
        "rain from \(start) for about \(minutes) min, \(amount) mm"
    }
    public func weatherUVMax(index: Int, time: String) -> String { "UV max \(index) at \(time)" }

    public func weatherWetRun(snow: Bool, from: String, to: String, amount: String) -> String {
        "\(snow ? "snow" : "rain") \(amount) mm, \(from)–\(to)"  // the amount before the dates: both are facts
    }
    public var weatherNoForecast: String { "no forecast" }
    public func weatherNextDaysRange(low: String, high: String) -> String { "Next 5 days: \(low) to \(high)." }
    public func weatherWarmest(at time: String, _ degrees: String) -> String { "Warmest \(degrees), \(time)." }
    public func weatherColdest(at time: String, _ degrees: String) -> String { "Coldest \(degrees), \(time)." }
    public var weatherNoWetExpected: String { "No rain or snow expected." }
    public func weatherWetExpected(_ runs: [String]) -> String { "Expected: " + runs.joined(separator: "; ") + "." }
    public var weatherCaptionDry: String { " · no rain or snow expected" }
    public func weatherCaptionMore(_ count: Int) -> String { " (+\(count) more)" }
}
