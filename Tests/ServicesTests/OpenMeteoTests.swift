import Foundation
import TestSupport
import Testing

@testable import Services

/// The recorded Open-Meteo answers in Tests/Fixtures/recorded/openmeteo (read in place), the WMO table code by
/// code, the provider rule, and a report built the way the Weather tab shows it.
struct OpenMeteoTests {
    func response(_ file: String, status: Int = 200, headers: [String: String] = [:]) throws -> HTTPResponse {
        try RecordedAnswer.response("openmeteo", file, status: status, headers: headers)
    }

    @Test func everyRecordedForecast_decodes_nullsIncluded() throws {
        for file in [
            "forecast-current-daily-nulls-frederick-2026.json", "forecast-current-hourly-daily-zagreb-2026.json",
            "forecast-current-minutely15-hourly-daily-berlin-2023.json", "forecast-current-weather-darwin-2023.json",
            "forecast-current-weather-darwin-fahrenheit-mph-2023.json", "forecast-daily-past-dates-all-null-2023.json",
        ] {
            _ = try OpenMeteoClient.decode(OpenMeteoForecast.self, response(file))
        }
        let frederick = try OpenMeteoClient.decode(
            OpenMeteoForecast.self, response("forecast-current-daily-nulls-frederick-2026.json"))
        let daily = try #require(frederick.daily)
        #expect(daily.values.values.contains { $0.last == .some(nil) })  // the last day's nulls
        let empty = try OpenMeteoClient.decode(
            OpenMeteoForecast.self, response("forecast-daily-past-dates-all-null-2023.json"))
        #expect(empty.daily?.values.values.allSatisfy { $0.allSatisfy { $0 == nil } } == true)
    }

    @Test func aReport_keepsTheTabsShape_localTimesAndCelsius() throws {
        let zagreb = try OpenMeteoClient.decode(
            OpenMeteoForecast.self, response("forecast-current-hourly-daily-zagreb-2026.json"))
        let report = try OpenMeteoClient.report(
            zagreb, name: "Zagreb", coordinate: Coordinate(latitude: 45.81, longitude: 15.98))
        #expect(report.source == .openMeteo)
        #expect(report.timezoneOffset == 7200)
        #expect(abs(report.current.temperature - 12.5) < 0.001)
        #expect(report.current.humidity == 63)
        // Code 0 at night.
        #expect(report.current.condition == WeatherCondition(kind: .clear, isDay: false, reported: "clear sky"))
        #expect(report.current.condition.iconCode == "01n")
        // 2026-09-29T01:00 local (UTC+2) is 23:00 UTC the day before.
        #expect(report.current.time == Date(timeIntervalSince1970: 1_790_636_400))
        // 48 hours: steps every 3 hours after now, each with the following 3 hours.
        #expect(!report.forecast.isEmpty && report.forecast.count <= 16)
        let gaps = zip(report.forecast, report.forecast.dropFirst()).map { $1.time.timeIntervalSince($0.time) }
        #expect(gaps.allSatisfy { $0 == 3 * 3600 })
        #expect(report.forecast.allSatisfy { $0.time > report.current.time })
        #expect(report.current.sunrise != nil && report.current.sunset != nil)
        let darwin = try OpenMeteoClient.decode(
            OpenMeteoForecast.self, response("forecast-current-weather-darwin-2023.json"))
        let old = try OpenMeteoClient.report(
            darwin, name: "Darwin", coordinate: Coordinate(latitude: -12.46, longitude: 130.84))
        #expect(old.current.windSpeed != nil && old.forecast.isEmpty)  // the old style, no hourly asked
    }

    @Test func anAnswerWithoutATemperature_isUnreadable_notAZero() throws {
        for file in [
            "forecast-daily-past-dates-all-null-2023.json", "forecast-current-minutely15-hourly-daily-berlin-2023.json",
        ] {
            let forecast = try OpenMeteoClient.decode(OpenMeteoForecast.self, response(file))
            #expect(throws: ServiceError.undecodable(service: OpenMeteoClient.serviceName)) {
                try OpenMeteoClient.report(forecast, name: "", coordinate: Coordinate(latitude: 0, longitude: 0))
            }
        }
    }

    @Test func errors_400_andRateLimits_becomeSentences_withTheReasonCleaned() throws {
        do {
            _ = try OpenMeteoClient.decode(
                OpenMeteoForecast.self, response("error-400-invalid-temperature-unit.json", status: 400))
            Issue.record("a 400 must fail")
        } catch let failure as ServiceError {
            guard case .badRequest(let service, let detail) = failure else { Issue.record("\(failure)"); return }
            #expect(service == "Open-Meteo" && detail.contains("temperature_unit"))
        }
        do {
            _ = try OpenMeteoClient.decode(
                OpenMeteoForecast.self, response("error-400-invalid-hourly-variable.json", status: 400))
            Issue.record("a 400 must fail")
        } catch let failure as ServiceError {
            guard case .badRequest(_, let detail) = failure else { Issue.record("\(failure)"); return }
            #expect(!detail.isEmpty)
        }
        #expect(throws: ServiceError.busy(service: "Open-Meteo", retryAfter: nil)) {
            try OpenMeteoClient.decode(
                OpenMeteoForecast.self,
                .json(429, #"{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}"#))
        }
        #expect(throws: ServiceError.undecodable(service: "Open-Meteo")) {
            try OpenMeteoClient.decode(OpenMeteoForecast.self, .json(200, #"{"latitude": 1"#))
        }
    }

    @Test func geocoding_findsPlaces_andNoResultsKeyMeansNone() async throws {
        let three = try OpenMeteoClient.decode(
            OpenMeteoGeocoding.self, response("geocoding-search-frederick-3results.json"))
        #expect(three.results?.count == 3 && three.results?.first?.name == "Frederick")
        let ten = try OpenMeteoClient.decode(
            OpenMeteoGeocoding.self, response("geocoding-search-hollywood-10results.json"))
        #expect(ten.results?.count == 10)
        let none = try OpenMeteoClient.decode(OpenMeteoGeocoding.self, response("geocoding-search-no-results.json"))
        #expect(none.results == nil)
        let stub = StubTransport { _ in try! self.response("geocoding-search-frederick-3results.json") }
        let matches = try await OpenMeteoClient(transport: stub).searchCity("Frederick")
        #expect(matches.first?.label == "Frederick, Maryland, US")
        #expect(stub.requests.first?.query["language"] == "en" && stub.requests.first?.query["count"] == "5")
        _ = try? await OpenMeteoClient(transport: stub).searchCity("서울")
        #expect(stub.requests.last?.query["language"] == "ko")
    }

    @Test func theForecastRequest_asksForCelsiusMetresPerSecondAndLocalTime() {
        let request = OpenMeteoAPI.forecast(Coordinate(latitude: 37.3942, longitude: 127.1103)).request()
        #expect(request.url.host == "api.open-meteo.com")
        #expect(request.query["timezone"] == "auto" && request.query["wind_speed_unit"] == "ms")
        #expect(request.query["temperature_unit"] == nil)  // °C is the default
        #expect(request.query["hourly"]?.contains("precipitation_probability") == true)
        #expect(request.query["daily"]?.contains("sunrise") == true)
    }

    /// Every WMO code Open-Meteo documents, one by one: its WMO name (`--json`'s description) and the icon code
    /// `--json` has always carried for it.
    @Test func wmoCodes_mapOneByOne() {
        let expected: [(Int, String, String)] = [
            (0, "clear sky", "01"), (1, "mainly clear", "02"), (2, "partly cloudy", "03"), (3, "overcast", "04"),
            (45, "fog", "50"), (48, "depositing rime fog", "50"),
            (51, "light drizzle", "09"), (53, "moderate drizzle", "09"), (55, "dense drizzle", "09"),
            (56, "light freezing drizzle", "09"), (57, "dense freezing drizzle", "09"),
            (61, "slight rain", "10"), (63, "moderate rain", "10"), (65, "heavy rain", "10"),
            (66, "light freezing rain", "13"), (67, "heavy freezing rain", "13"),
            (71, "slight snowfall", "13"), (73, "moderate snowfall", "13"), (75, "heavy snowfall", "13"),
            (77, "snow grains", "13"),
            (80, "slight rain showers", "09"), (81, "moderate rain showers", "09"), (82, "violent rain showers", "09"),
            (85, "slight snow showers", "13"), (86, "heavy snow showers", "13"),
            (95, "thunderstorm", "11"), (96, "thunderstorm with slight hail", "11"),
            (99, "thunderstorm with heavy hail", "11"),
        ]
        #expect(expected.count == WMOWeatherCode.table.count)
        for (code, description, icon) in expected {
            #expect(WMOWeatherCode.condition(code, isDay: true).reported == description, "\(code)")
            #expect(WMOWeatherCode.condition(code, isDay: true).iconCode == icon + "d", "\(code)")
            #expect(WMOWeatherCode.condition(code, isDay: false).iconCode == icon + "n", "\(code)")
        }
        let unclassed = WMOWeatherCode.condition(42, isDay: true)
        #expect(unclassed.kind == .unknown && unclassed.unknownCode == 42 && unclassed.iconCode.isEmpty)
        #expect(unclassed.reported == "weather code 42")
    }

    @Test func oneRule_choosesTheWeatherSource() {
        #expect(WeatherSourceChoice.choose(hasOpenWeatherKey: true, pinned: nil, offline: false) == .openWeather)
        #expect(WeatherSourceChoice.choose(hasOpenWeatherKey: false, pinned: nil, offline: false) == .openMeteo)
        #expect(WeatherSourceChoice.choose(hasOpenWeatherKey: true, pinned: nil, offline: true) == .sample)
        #expect(WeatherSourceChoice.choose(hasOpenWeatherKey: true, pinned: "open-meteo", offline: false) == .openMeteo)
        #expect(WeatherSourceChoice.choose(hasOpenWeatherKey: false, pinned: "openweather", offline: false) == .sample)
        #expect(WeatherSourceChoice.choose(hasOpenWeatherKey: false, pinned: "sample", offline: false) == .sample)
    }

    /// Series of unequal length: the steps use what every series has, and a missing weather code is "unknown",
    /// never "weather code -1".
    @Test func unequalSeries_useTheCommonPrefix_andAMissingCodeIsUnknown() throws {
        let hours = (0..<12).map { String(format: "\"2026-11-23T%02d:00\"", $0) }.joined(separator: ",")
        let body = #"""
            {"latitude":37.4,"longitude":127.1,"utc_offset_seconds":32400,"timezone":"Asia/Seoul",
             "current":{"time":"2026-11-23T00:00","temperature_2m":5.0,"is_day":0},
             "hourly":{"time":[\#(hours)],"temperature_2m":[5,5,5,6,6,6,7,7,7],"weather_code":[3,3,3,61]}}
            """#
        let forecast = try OpenMeteoClient.decode(OpenMeteoForecast.self, .json(200, body))
        let report = try OpenMeteoClient.report(
            forecast, name: "판교", coordinate: Coordinate(latitude: 37.4, longitude: 127.1))
        #expect(report.current.condition.kind == .unknown && report.current.condition.unknownCode == nil)
        #expect(report.current.condition.reported == "unknown" && report.current.condition.iconCode.isEmpty)
        // 00:00 is now: steps start at 03:00 and need three hours of temperatures: 03:00 and 06:00 (the series ends at 08:00).
        #expect(report.forecast.count == 2)
        #expect(report.forecast.map(\.condition.reported) == ["slight rain", "unknown"])
        #expect(report.forecast.map(\.condition.kind) == [.rain, .unknown])
    }
}
