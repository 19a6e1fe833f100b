import Foundation

/// Weather and city search from Open-Meteo (no key): the report keeps the shape OpenWeather gives — current
/// conditions, 40 three-hour steps built from the hourly series (temperature at the step, rain and snow summed
/// over the 3 hours, probability the highest of the 3), sunrise and sunset from the daily series.
public struct OpenMeteoClient: WeatherService {
    public static let serviceName = "Open-Meteo"
    let transport: Transport
    let forecastURL: URL
    let geocodingURL: URL

    public init(
        transport: Transport, forecastURL: URL = OpenMeteoAPI.forecastURL, geocodingURL: URL = OpenMeteoAPI.geocodingURL
    ) {
        self.transport = transport; self.forecastURL = forecastURL; self.geocodingURL = geocodingURL
    }

    public func report(at point: Coordinate, name: String?) async throws -> WeatherReport {
        let (forecast, origin) = try await AnswerOrigin.collect { () async throws -> OpenMeteoForecast in
            try await send(.forecast(point))
        }
        var report = try Self.report(forecast, name: name ?? "", coordinate: point)
        report.origin = origin
        return report
    }

    /// Korean names when the query is Korean, English otherwise; at most 5 places; none → [].
    public func searchCity(_ name: String) async throws -> [CityMatch] {
        let korean = name.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        let answer: OpenMeteoGeocoding = try await send(
            .geocoding(name: name, count: 5, language: korean ? "ko" : "en"))
        return (answer.results ?? []).map {
            CityMatch(
                name: $0.name, localName: nil, state: $0.admin1, country: $0.countryCode ?? "",
                coordinate: Coordinate(latitude: $0.latitude, longitude: $0.longitude))
        }
    }

    private func send<T: Decodable>(_ endpoint: OpenMeteoAPI) async throws -> T {
        let response: HTTPResponse
        do {
            response = try await transport.send(endpoint.request(forecastURL: forecastURL, geocodingURL: geocodingURL))
        } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(T.self, response)
    }

    public static func decode<T: Decodable>(_ type: T.Type, _ response: HTTPResponse) throws -> T {
        guard response.status == 200 else {
            let reason = (try? RemoteText.decode(OpenMeteoError.self, from: response.body))?.reason
            if response.status == 429 { throw ServiceError.busy(service: serviceName, retryAfter: nil) }
            throw ServiceError.from(status: response.status, service: serviceName, detail: reason)
        }
        do { return try RemoteText.decode(type, from: response.body) } catch {
            throw ServiceError.undecodable(service: serviceName)
        }
    }

    // MARK: Building the report

    /// Reads the answer's local times ("yyyy-MM-dd'T'HH:mm", or a day "yyyy-MM-dd") as instants with its UTC
    /// offset, by hand (`CivilTime`): a report reads some 150 timestamps, and DateFormatter loads ICU.
    struct LocalTimes {
        let offset: Int

        init(offset: Int) { self.offset = offset }

        func instant(_ text: String) -> Date? {
            let b = Array(text.utf8)
            guard b.count == 10 || b.count == 16, b[4] == 45, b[7] == 45, let year = CivilTime.number(b, 0..<4),
                let month = CivilTime.number(b, 5..<7), let day = CivilTime.number(b, 8..<10)
            else { return nil }
            guard b.count == 16 else { return CivilTime.validDate(year: year, month: month, day: day, offset: offset) }
            guard b[10] == 84, b[13] == 58, let hour = CivilTime.number(b, 11..<13),
                let minute = CivilTime.number(b, 14..<16)
            else { return nil }
            return CivilTime.validDate(year: year, month: month, day: day, hour: hour, minute: minute, offset: offset)
        }
    }

    static func report(_ f: OpenMeteoForecast, name: String, coordinate: Coordinate) throws -> WeatherReport {
        let offset = f.utcOffsetSeconds
        let times = LocalTimes(offset: offset)
        let hourly = f.hourly
        let hours = hourly?.time.map(times.instant) ?? []
        // The current conditions: the new style, else the old `current_weather`, else the first hour.
        let currentTime =
            f.current.flatMap { times.instant($0.time.text) } ?? f.currentWeather.flatMap {
                times.instant($0.time.text)
            }
            ?? hours.compactMap { $0 }.first
        guard let now = currentTime else { throw ServiceError.undecodable(service: serviceName) }
        let c = f.current
        let code = (c?.weatherCode ?? f.currentWeather?.weathercode).flatMap { Int(exactly: $0) }
        let isDay = (c?.isDay ?? f.currentWeather?.isDay ?? 1) >= 1
        guard let celsius = c?.temperature ?? f.currentWeather?.temperature else {
            throw ServiceError.undecodable(service: serviceName)
        }
        let daily = f.daily
        let today =
            daily.map { d in d.time.firstIndex { $0 == String((f.current?.time.text ?? "").prefix(10)) } ?? 0 } ?? 0
        func dayText(_ key: String) -> Date? {
            guard let text = daily?.texts[key]?[safe: today] ?? nil else { return nil }
            return times.instant(text)
        }
        let current = WeatherReport.Current(
            time: now, temperature: celsius, feelsLike: c?.apparentTemperature,
            minimum: daily?.value("temperature_2m_min", today), maximum: daily?.value("temperature_2m_max", today),
            humidity: c?.humidity, pressure: c?.pressure, windSpeed: c?.windSpeed ?? f.currentWeather?.windspeed,
            windDegrees: c?.windDirection ?? f.currentWeather?.winddirection,
            visibility: hourly.flatMap { h in
                hours.firstIndex { $0.map { $0 >= now } ?? false }.flatMap { h.value("visibility", $0) }
            },
            clouds: c?.cloudCover, condition: WMOWeatherCode.condition(code, isDay: isDay),
            rainLastHour: c?.rain.flatMap { $0 > 0 ? $0 : nil },
            snowLastHour: c?.snowfall.flatMap { $0 > 0 ? $0 * 10 / 7 : nil },
            sunrise: dayText("sunrise"), sunset: dayText("sunset"))
        return WeatherReport(
            name: name, country: "", coordinate: coordinate, timezoneOffset: offset, current: current,
            forecast: hourly.map { steps($0, hours: hours, after: now, offset: offset) } ?? [],
            source: .openMeteo, nowcast: nowcast(f, times: times, hours: hours, now: now),
            uvPeak: uvPeak(hourly, hours: hours, now: now, offset: offset))
    }

    /// Rain in the next two hours from the 15-minute series, else (said by the step) from the hourly one.
    static func nowcast(_ f: OpenMeteoForecast, times: LocalTimes, hours: [Date?], now: Date) -> Nowcast? {
        if let m = f.minutely15, let amounts = m.values["precipitation"],
            let cast = Nowcast.from(times: m.time.map(times.instant), amounts: amounts, stepMinutes: 15, now: now)
        {
            return cast
        }
        guard let amounts = f.hourly?.values["precipitation"] else { return nil }
        return Nowcast.from(times: hours, amounts: amounts, stepMinutes: 60, now: now)
    }

    /// The highest UV index of the local day of `now`, and its hour (the first, when several hours share it).
    static func uvPeak(_ hourly: OpenMeteoForecast.Series?, hours: [Date?], now: Date, offset: Int) -> UVPeak? {
        guard let hourly else { return nil }
        let today = CivilTime(now, offset: offset).dateText
        var peak: UVPeak?
        for (i, hour) in hours.enumerated() {
            guard let hour, CivilTime(hour, offset: offset).dateText == today, let index = hourly.value("uv_index", i)
            else { continue }
            if index > (peak?.index ?? -1) { peak = UVPeak(index: index, time: hour) }
        }
        return peak
    }

    /// 40 three-hour steps from the hourly series, starting at the first 3-hour boundary (local) after `now`.
    static func steps(_ h: OpenMeteoForecast.Series, hours: [Date?], after now: Date, offset: Int) -> [WeatherReport
        .Step]
    {
        var result: [WeatherReport.Step] = []
        var index = hours.firstIndex { date in
            guard let date, date > now else { return false }
            let localHour = Int((date.timeIntervalSince1970 + Double(offset)) / 3600) % 24
            return localHour % 3 == 0
        }
        while let i = index, i + 2 < hours.count, result.count < 40 {
            guard let time = hours[i], let celsius = h.value("temperature_2m", i) else { index = i + 3; continue }
            let window = i..<(i + 3)
            let rain = window.compactMap { h.value("rain", $0) }.reduce(0, +)
            let snow = window.compactMap { h.value("snowfall", $0) }.reduce(0, +) * 10 / 7  // cm of snow → mm of water
            let chance = window.compactMap { h.value("precipitation_probability", $0) }.max()
            let wind = window.compactMap { h.value("wind_speed_10m", $0) }.max()
            let code = h.value("weather_code", i).flatMap { Int(exactly: $0) }
            let isDay = (h.value("is_day", i) ?? 1) >= 1
            result.append(
                WeatherReport.Step(
                    time: time, temperature: celsius, condition: WMOWeatherCode.condition(code, isDay: isDay),
                    precipitationChance: chance.map { $0 / 100 },
                    rain: rain > 0 ? rain : nil, snow: snow > 0 ? snow : nil, windSpeed: wind))
            index = i + 3
        }
        return result
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
