import Foundation

/// Open-Meteo: forecast and geocoding, no key. Everything is asked in °C and m/s (`u` converts locally, so it
/// costs no request) with `timezone=auto`, so times are the place's own.
public enum OpenMeteoAPI {
    public static let forecastURL = URL(string: "https://api.open-meteo.com/v1/forecast")!
    public static let geocodingURL = URL(string: "https://geocoding-api.open-meteo.com/v1/search")!

    case forecast(Coordinate)
    case geocoding(name: String, count: Int, language: String)

    static let current = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "rain", "snowfall",
        "weather_code", "cloud_cover", "pressure_msl", "wind_speed_10m", "wind_direction_10m",
    ]
    static let hourly = [
        "temperature_2m", "precipitation_probability", "precipitation", "rain", "snowfall", "weather_code", "is_day",
        "visibility", "uv_index", "wind_speed_10m",
    ]
    static let daily = ["temperature_2m_max", "temperature_2m_min", "sunrise", "sunset"]

    public func request(forecastURL: URL = OpenMeteoAPI.forecastURL, geocodingURL: URL = OpenMeteoAPI.geocodingURL)
        -> HTTPRequest
    {
        let (base, query): (URL, [(String, String)])
        switch self {
        case .forecast(let point):
            base = forecastURL
            query = [
                ("latitude", String(format: "%.4f", point.latitude)),
                ("longitude", String(format: "%.4f", point.longitude)),
                ("current", Self.current.joined(separator: ",")), ("hourly", Self.hourly.joined(separator: ",")),
                ("daily", Self.daily.joined(separator: ",")), ("timezone", "auto"), ("wind_speed_unit", "ms"),
                ("forecast_days", "6"),
                // Rain in the next two hours: 15-minute steps from now (where the model has them; elsewhere hourly).
                ("minutely_15", "precipitation"), ("forecast_minutely_15", "12"),
            ]
        case let .geocoding(name, count, language):
            base = geocodingURL
            query = [("name", name), ("count", String(count)), ("language", language), ("format", "json")]
        }
        return HTTPRequest(url: makeURL(base: base, path: "", query: query))
    }
}
