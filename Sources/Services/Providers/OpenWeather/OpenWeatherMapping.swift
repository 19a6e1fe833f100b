import Foundation

/// OpenWeather's two answers (current and forecast, asked in Kelvin) in our own terms: °C and the app's classes.
extension WeatherReport {
    /// Builds a report from the two wire responses; the timezone comes from either (old data has none: UTC).
    init(
        current c: OpenWeatherWire.Current, forecast f: OpenWeatherWire.Forecast, name: String?, coordinate: Coordinate
    ) {
        let offset = Int(c.timezone ?? f.city?.timezone ?? 0)
        func celsius(_ kelvin: Double) -> Double { kelvin - 273.15 }
        func date(_ seconds: Double?) -> Date? { seconds.map { Date(timeIntervalSince1970: $0) } }
        self.init(
            name: name ?? c.name ?? f.city?.name ?? "",
            country: c.sys?.country ?? f.city?.country ?? "",
            coordinate: coordinate,
            timezoneOffset: offset,
            current: Current(
                time: Date(timeIntervalSince1970: c.dt), temperature: celsius(c.main.temp),
                feelsLike: c.main.feelsLike.map(celsius), minimum: c.main.tempMin.map(celsius),
                maximum: c.main.tempMax.map(celsius), humidity: c.main.humidity, pressure: c.main.pressure,
                windSpeed: c.wind?.speed, windDegrees: c.wind?.deg, visibility: c.visibility, clouds: c.clouds?.all,
                condition: OpenWeatherCondition.condition(c.weather.first),
                rainLastHour: c.rain?.oneHour, snowLastHour: c.snow?.oneHour,
                sunrise: date(c.sys?.sunrise ?? f.city?.sunrise), sunset: date(c.sys?.sunset ?? f.city?.sunset)),
            forecast: f.list.map { item in
                Step(
                    time: Date(timeIntervalSince1970: item.dt), temperature: celsius(item.main.temp),
                    condition: OpenWeatherCondition.condition(item.weather.first),
                    precipitationChance: item.pop, rain: item.rain?.threeHours, snow: item.snow?.threeHours,
                    windSpeed: item.wind?.speed)
            })
    }
}
