import Foundation

/// OpenWeather's two answers (current and forecast) in our own terms.
extension WeatherReport {
    /// Builds a report from the two wire responses; the timezone comes from either (old data has none: UTC).
    init(
        current c: OpenWeatherWire.Current, forecast f: OpenWeatherWire.Forecast, name: String?, coordinate: Coordinate
    ) {
        let offset = Int(c.timezone ?? f.city?.timezone ?? 0)
        let first = c.weather.first
        func date(_ seconds: Double?) -> Date? { seconds.map { Date(timeIntervalSince1970: $0) } }
        self.init(
            name: name ?? c.name ?? f.city?.name ?? "",
            country: c.sys?.country ?? f.city?.country ?? "",
            coordinate: coordinate,
            timezoneOffset: offset,
            current: Current(
                time: Date(timeIntervalSince1970: c.dt), temperature: c.main.temp, feelsLike: c.main.feelsLike,
                minimum: c.main.tempMin, maximum: c.main.tempMax, humidity: c.main.humidity, pressure: c.main.pressure,
                windSpeed: c.wind?.speed, windDegrees: c.wind?.deg, visibility: c.visibility, clouds: c.clouds?.all,
                description: first?.description ?? "", icon: first?.icon ?? "",
                rainLastHour: c.rain?.oneHour, snowLastHour: c.snow?.oneHour,
                sunrise: date(c.sys?.sunrise ?? f.city?.sunrise), sunset: date(c.sys?.sunset ?? f.city?.sunset)),
            forecast: f.list.map { item in
                Step(
                    time: Date(timeIntervalSince1970: item.dt), temperature: item.main.temp,
                    description: item.weather.first?.description ?? "", icon: item.weather.first?.icon ?? "",
                    precipitationChance: item.pop, rain: item.rain?.threeHours, snow: item.snow?.threeHours)
            })
    }
}
