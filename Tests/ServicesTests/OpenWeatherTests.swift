import Foundation
import TestSupport
import Testing

@testable import Services

struct OpenWeatherDecodingTests {
    func current(_ name: String) throws -> OpenWeatherWire.Current {
        try OpenWeatherClient.decode(OpenWeatherWire.Current.self, response: Fixture.response("openweather/" + name))
    }
    func forecast(_ name: String) throws -> OpenWeatherWire.Forecast {
        try OpenWeatherClient.decode(OpenWeatherWire.Forecast.self, response: Fixture.response("openweather/" + name))
    }

    @Test func modernCurrent_withNumericCod_severalConditions_andRainLastHour() throws {
        let c = try current("current-modern.json")
        #expect(c.cod == .int(200))
        #expect(c.weather.count == 2)
        #expect(c.rain?.oneHour == 0.42)
        #expect(c.snow == nil)
        #expect(c.timezone == 32400)
        let report = WeatherReport(
            current: c, forecast: try forecast("forecast-modern.json"), name: nil,
            coordinate: Coordinate(latitude: 37.5665, longitude: 126.978))
        #expect(report.current.condition.reported == "light rain")  // the first entry is shown
        #expect(report.current.condition.kind == .rain && report.current.condition.strength == .light)
        #expect(report.current.rainLastHour == 0.42)
        #expect(report.name == "Seoul")
        #expect(report.timezoneOffset == 32400)
    }

    @Test func oldCurrent_lacksVisibilityTimezoneAndFeelsLike_andHasDecimalInts() throws {
        let c = try current("current-old-2015.json")
        #expect(c.visibility == nil && c.timezone == nil && c.main.feelsLike == nil)
        #expect(c.main.pressure == 1008.62)
        #expect(c.wind?.deg == 32.5005)
        #expect(c.name == "Medveđa")
    }

    @Test func emptyPrecipitationObjects_meanNone() throws {
        let c = try current("current-empty-precipitation.json")
        #expect(c.rain?.oneHour == nil && c.snow?.oneHour == nil)
        let f = try forecast("forecast-old-2015.json")
        #expect(f.list[0].rain?.threeHours == nil)
        #expect(f.list[1].rain?.threeHours == 0.075)
    }

    @Test func forecast_withStringCod_integerZeroPop_andSnow() throws {
        let f = try forecast("forecast-modern.json")
        #expect(f.cod == .string("200"))
        #expect(f.list.map(\.pop) == [0.64, 0, 0.3])
        #expect(f.list[2].snow?.threeHours == 0.6)
        #expect(f.city?.timezone == 32400)
    }

    @Test func oldForecast_withoutPopOrTimezone_decodes_andFallsBackToUTC() throws {
        let f = try forecast("forecast-old-2015.json")
        #expect(f.list.allSatisfy { $0.pop == nil && $0.visibility == nil })
        #expect(f.city?.timezone == nil)
        let report = WeatherReport(
            current: try current("current-old-2015.json"), forecast: f, name: "x",
            coordinate: Coordinate(latitude: 0, longitude: 0))
        #expect(report.timezoneOffset == 0)
    }

    @Test func geocoder_returnsAnArray_possiblyEmpty() throws {
        let two = try OpenWeatherClient.decode(
            [OpenWeatherWire.GeoPlace].self, response: Fixture.response("openweather/geo-two-matches.json"))
        #expect(two.count == 2 && two[0].localNames?["ko"] == "서울" && two[1].state == "Ontario")
        #expect(
            try OpenWeatherClient.decode(
                [OpenWeatherWire.GeoPlace].self, response: Fixture.response("openweather/geo-none.json")
            ).isEmpty)
    }

    @Test func errors_401_404_429_mapToSentences() {
        #expect(throws: ServiceError.keyRejected(service: "OpenWeather", detail: nil)) {
            try OpenWeatherClient.decode(
                OpenWeatherWire.Current.self, response: Fixture.response("openweather/error-401.json", status: 401))
        }
        #expect(throws: ServiceError.notFound(service: "OpenWeather", what: "city")) {
            try OpenWeatherClient.decode(
                OpenWeatherWire.Current.self, response: Fixture.response("openweather/error-404.json", status: 404))
        }
        #expect(throws: ServiceError.rateLimited(service: "OpenWeather")) {
            try OpenWeatherClient.decode(
                OpenWeatherWire.Current.self, response: Fixture.response("openweather/error-429.json", status: 429))
        }
        // An error body behind a 200 status still counts as the error it says.
        #expect(throws: ServiceError.notFound(service: "OpenWeather", what: "city")) {
            try OpenWeatherClient.decode(
                OpenWeatherWire.Current.self, response: Fixture.response("openweather/error-404.json", status: 200))
        }
    }

    @Test func requests_askForStandardUnits_andCarryTheKey() {
        let request = OpenWeatherAPI.forecast(Coordinate(latitude: 37.5, longitude: 127)).request(
            baseURL: URL(string: "https://api.openweathermap.org")!, apiKey: "k")
        #expect(request.url.path == "/data/2.5/forecast")
        #expect(request.query["units"] == "standard" && request.query["appid"] == "k")
        let geo = OpenWeatherAPI.geocode(query: "서울", limit: 5).request(
            baseURL: URL(string: "https://api.openweathermap.org")!, apiKey: nil)
        #expect(geo.query["q"] == "서울" && geo.query["limit"] == "5" && geo.query["appid"] == nil)
    }
}

struct WeatherFormattingTests {
    @Test func celsius_convertsAndRounds() {
        #expect(WeatherUnits.metric.formatTemperature(0) == "0°C")
        #expect(WeatherUnits.metric.formatTemperature(-0.25) == "0°C")  // never "-0"
        #expect(WeatherUnits.metric.formatTemperature(10.5) == "11°C")  // 10.5 rounds away from zero
        #expect(WeatherUnits.metric.formatTemperature(-9.5) == "-10°C")  // -9.5 too
        #expect(WeatherUnits.imperial.formatTemperature(0) == "32°F")
        #expect(WeatherUnits.imperial.formatTemperature(37) == "99°F")
        #expect(WeatherUnits.imperial.formatSpeed(10) == "22.4 mph")
        #expect(
            WeatherUnits.metric.formatSpeed(3.25) == "3.2 m/s" || WeatherUnits.metric.formatSpeed(3.25) == "3.3 m/s")
    }

    @Test func localTimes_useTheCitysOffset() {
        let instant = Date(timeIntervalSince1970: 1_763_780_400)  // 2025-11-22 03:00 UTC
        #expect(LocalTimeFormatter(offset: 32400).time(instant) == "12:00")
        #expect(LocalTimeFormatter(offset: 32400).iso8601(instant) == "2025-11-22T12:00:00+09:00")
        #expect(LocalTimeFormatter(offset: -18000).iso8601(instant) == "2025-11-21T22:00:00-05:00")
        #expect(LocalTimeFormatter(offset: 19800).time(instant) == "08:30")
        #expect(LocalTimeFormatter(offset: 19800).label == "UTC+5:30")
        #expect(LocalTimeFormatter(offset: -10800).label == "UTC−3")
    }

    @Test func forecastSteps_groupByLocalDay() throws {
        let f = try OpenWeatherClient.decode(
            OpenWeatherWire.Forecast.self, response: Fixture.response("openweather/forecast-modern.json"))
        let c = try OpenWeatherClient.decode(
            OpenWeatherWire.Current.self, response: Fixture.response("openweather/current-modern.json"))
        // In Seoul (UTC+9) 03:00, 06:00 and 12:00 UTC are 12:00, 15:00 and 21:00 on the 22nd: one day.
        var report = WeatherReport(
            current: c, forecast: f, name: nil, coordinate: Coordinate(latitude: 37.5, longitude: 127))
        #expect(report.stepsByLocalDay().map(\.steps.count) == [3])
        // In Honolulu (UTC−10) they fall on the 21st (17:00, 20:00) and the 22nd (02:00).
        report.timezoneOffset = -36000
        #expect(report.stepsByLocalDay().map(\.steps.count) == [2, 1])
    }

    @Test func windArrows_pointWhereTheWindBlows() {
        #expect(windArrow(degrees: 0) == ("↓", "N"))
        #expect(windArrow(degrees: 90) == ("←", "E"))
        #expect(windArrow(degrees: 230) == ("↗", "SW"))
        #expect(windArrow(degrees: 359) == ("↓", "N"))
    }
}

struct OpenWeatherSimulatorTests {
    let gazetteer = try! Gazetteer.load(from: Fixture.resources)
    let fixedNow = Date(timeIntervalSince1970: 1_795_000_000)

    func client(now: Date) -> OpenWeatherClient {
        let simulator = OpenWeatherSimulator(gazetteer: gazetteer, now: { now })
        return OpenWeatherClient(
            transport: OfflineTransport(responders: [simulator.responder]),
            baseURL: URL(string: "https://api.openweathermap.org")!, apiKey: nil)
    }

    @Test func gazetteer_hasAtLeast30WorldCitiesWithOffsets() {
        let world = gazetteer.places.filter { $0.country != "KR" }
        #expect(world.count >= 30)
        #expect(gazetteer.lookup("Tokyo")?.utcOffset == 32400)
        #expect(gazetteer.lookup("Mumbai")?.utcOffset == 19800)
    }

    @Test func sameInputs_giveTheSameReport() async throws {
        let a = try await client(now: fixedNow).report(
            at: Coordinate(latitude: 37.5665, longitude: 126.978), name: "서울")
        let b = try await client(now: fixedNow).report(
            at: Coordinate(latitude: 37.5665, longitude: 126.978), name: "서울")
        #expect(a == b)
        #expect(a.forecast.count == 40)
        #expect(a.timezoneOffset == 32400)
        #expect(a.country == "KR")
    }

    /// Every condition id OpenWeather documents has a class, and the class's icon code is the one OpenWeather gives
    /// that id (so `--json`'s icon is what it was); day or night comes from the icon's letter.
    @Test func everyDocumentedOpenWeatherId_hasAClass_withOpenWeathersOwnIcon() {
        let documented: [(ClosedRange<Int>, String)] = [
            (200...202, "11"), (210...212, "11"), (221...221, "11"), (230...232, "11"),
            (300...302, "09"), (310...314, "09"), (321...321, "09"),
            (500...504, "10"), (511...511, "13"), (520...522, "09"), (531...531, "09"),
            (600...602, "13"), (611...613, "13"), (615...616, "13"), (620...622, "13"),
            (701...701, "50"), (711...711, "50"), (721...721, "50"), (731...731, "50"), (741...741, "50"),
            (751...751, "50"), (761...762, "50"), (771...771, "50"), (781...781, "50"),
            (800...800, "01"), (801...801, "02"), (802...802, "03"), (803...804, "04"),
        ]
        for (ids, icon) in documented {
            for id in ids {
                let wire = OpenWeatherWire.Condition(id: Double(id), main: nil, description: "x", icon: icon + "n")
                let condition = OpenWeatherCondition.condition(wire)
                #expect(condition.kind != .unknown && condition.iconCode == icon + "n" && !condition.isDay, "\(id)")
                // The class's own code (what Open-Meteo's answers carry) is OpenWeather's for that id too.
                var classOnly = condition
                classOnly.reportedIcon = nil
                #expect(classOnly.iconCode == icon + "n", "\(id): \(condition.kind)")
            }
        }
        // Some ids class by class and strength, exactly.
        let expected: [Int: (WeatherCondition.Kind, WeatherCondition.Strength?)] = [
            200: (.thunderstorm, .light), 221: (.thunderstorm, nil), 302: (.drizzle, .heavy), 500: (.rain, .light),
            502: (.rain, .heavy), 511: (.freezingRain, nil), 522: (.rainShowers, .heavy), 601: (.snow, .moderate),
            615: (.sleet, .light), 621: (.snowShowers, .moderate), 701: (.mist, nil), 741: (.fog, nil),
            762: (.haze, nil), 771: (.squalls, nil), 781: (.tornado, nil), 801: (.mainlyClear, nil),
            802: (.partlyCloudy, nil), 803: (.mostlyCloudy, nil), 804: (.overcast, nil),
        ]
        for (id, (kind, strength)) in expected {
            let condition = OpenWeatherCondition.condition(
                OpenWeatherWire.Condition(id: Double(id), main: nil, description: "x", icon: "01d"))
            #expect(condition.kind == kind && condition.strength == strength, "\(id): \(condition.kind)")
        }
        // A number that is no whole id is no id, never a trap.
        let huge = OpenWeatherCondition.condition(
            OpenWeatherWire.Condition(id: 1e300, main: nil, description: "odd", icon: "01d"))
        #expect(huge.kind == .unknown && huge.unknownCode == nil && huge.iconCode == "01d")
        let unclassed = OpenWeatherCondition.condition(
            OpenWeatherWire.Condition(id: 999, main: nil, description: "new", icon: "01d"))
        #expect(unclassed.kind == .unknown && unclassed.unknownCode == 999 && unclassed.reported == "new")
        // The same weather from either provider reads the same.
        let rain = OpenWeatherCondition.condition(
            OpenWeatherWire.Condition(id: 500, main: "Rain", description: "light rain", icon: "10d"))
        #expect(rain.kind == WMOWeatherCode.condition(61, isDay: true).kind)
        #expect(rain.strength == WMOWeatherCode.condition(61, isDay: true).strength)
    }

    @Test func timestampsStartAfterNow_inThreeHourSteps_andCurrentAgreesWithTheForecast() async throws {
        let report = try await client(now: fixedNow).report(
            at: Coordinate(latitude: 48.8566, longitude: 2.3522), name: "Paris")
        #expect(report.forecast.first!.time > fixedNow)
        #expect(report.forecast.first!.time.timeIntervalSince(fixedNow) <= 3 * 3600)
        let gaps = zip(report.forecast.dropFirst(), report.forecast).map { $0.time.timeIntervalSince($1.time) }
        #expect(Set(gaps) == [10_800])
        let firstStep = report.forecast[0].temperature
        #expect(abs(firstStep - report.current.temperature) < 8)
        #expect(
            report.current.minimum! <= report.current.temperature
                && report.current.temperature <= report.current.maximum!)
    }

    @Test func seasons_followLatitudeAndHemisphere() {
        let model = SampleWeatherModel()
        let july = Date(timeIntervalSince1970: 1_783_000_000)  // July 2026
        let january = Date(timeIntervalSince1970: 1_767_500_000)  // January 2026
        func mean(_ lat: Double, _ lon: Double, _ date: Date) -> Double {
            (0..<8).map {
                model.sample(
                    at: Coordinate(latitude: lat, longitude: lon), time: date.addingTimeInterval(Double($0) * 10_800),
                    utcOffset: 0
                ).temperature
            }
            .reduce(0, +) / 8 - 273.15
        }
        #expect(mean(37.5, 127, july) > mean(37.5, 127, january) + 10)  // Seoul: hot summer, cold winter
        #expect(mean(-33.9, 151.2, january) > mean(-33.9, 151.2, july))  // Sydney: the other way round
        #expect(abs(mean(1.35, 103.8, july) - mean(1.35, 103.8, january)) < 6)  // Singapore: no real seasons
        #expect(mean(1.35, 103.8, january) > 20)
    }

    @Test func sunrise_isMorning_andSunsetEvening_inLocalTime() async throws {
        let report = try await client(now: fixedNow).report(
            at: Coordinate(latitude: 37.5665, longitude: 126.978), name: "서울")
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        let rise = Int(local.time(report.current.sunrise!).prefix(2))!
        let set = Int(local.time(report.current.sunset!).prefix(2))!
        #expect((5...8).contains(rise))
        #expect((17...20).contains(set))
    }

    @Test func geocoder_findsKoreanAndEnglishNames_andAnswersEmptyForUnknown() async throws {
        let c = client(now: fixedNow)
        #expect(try await c.searchCity("서울").first?.name == "Seoul")
        #expect(try await c.searchCity("Lisbon").first?.country == "PT")
        #expect(try await c.searchCity("Atlantis").isEmpty)
    }

    @Test func anyLatLon_getsWeather_evenFarFromAnyPlace() async throws {
        let report = try await client(now: fixedNow).report(at: Coordinate(latitude: -45, longitude: -140), name: nil)
        #expect(report.name == "")
        #expect(report.timezoneOffset == -9 * 3600)
        #expect(report.forecast.count == 40)
    }
}

struct FavoriteCitiesStoreTests {
    @Test func favourites_keepTheOrderAdded_toggle_andSurviveAReopen() throws {
        let path = TemporaryDatabase.path()
        do {
            let store = FavoriteCitiesStore(database: try AppDatabase(path: path))
            #expect(
                try store.toggle(
                    FavoriteCity(
                        name: "서울", country: "KR", latitude: 37.5665, longitude: 126.978,
                        addedAt: Date(timeIntervalSince1970: 1))))
            #expect(
                try store.toggle(
                    FavoriteCity(
                        name: "Lisbon", country: "PT", latitude: 38.7223, longitude: -9.1393,
                        addedAt: Date(timeIntervalSince1970: 2))))
            #expect(
                try store.toggle(
                    FavoriteCity(
                        name: "Tokyo", country: "JP", latitude: 35.6762, longitude: 139.6503,
                        addedAt: Date(timeIntervalSince1970: 3))))
            #expect(
                try !store.toggle(
                    FavoriteCity(
                        name: "Lisbon", country: "PT", latitude: 38.72231, longitude: -9.13929, addedAt: Date())))
            #expect(
                try !store.add(
                    FavoriteCity(
                        name: "Seoul again", country: "KR", latitude: 37.5665, longitude: 126.978, addedAt: Date())))
        }
        let reopened = FavoriteCitiesStore(database: try AppDatabase(path: path))
        #expect(try reopened.all().map(\.name) == ["서울", "Tokyo"])
        #expect(try reopened.contains(Coordinate(latitude: 35.6762, longitude: 139.6503)))
        #expect(try reopened.remove(Coordinate(latitude: 37.5665, longitude: 126.978)))
        #expect(try reopened.all().map(\.name) == ["Tokyo"])
    }
}
