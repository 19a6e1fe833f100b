import Foundation

/// The forecast answer. Series values may be null (the last day of a block, days outside the data window), and
/// numbers may come as 90 or 90.0: every series is `[Double?]`. Times are local, without offset or seconds.
struct OpenMeteoForecast: Decodable, Sendable {
    public struct Current: Decodable, Sendable {
        public var time: String
        public var temperature: Double?
        public var humidity: Double?
        public var apparentTemperature: Double?
        public var isDay: Double?
        public var rain: Double?
        public var snowfall: Double?
        public var weatherCode: Double?
        public var cloudCover: Double?
        public var pressure: Double?
        public var windSpeed: Double?
        public var windDirection: Double?
        enum CodingKeys: String, CodingKey {
            case time, temperature = "temperature_2m", humidity = "relative_humidity_2m", apparentTemperature =
                "apparent_temperature"
            case isDay = "is_day", rain, snowfall, weatherCode = "weather_code", cloudCover = "cloud_cover", pressure =
                "pressure_msl"
            case windSpeed = "wind_speed_10m", windDirection = "wind_direction_10m"
        }
    }

    /// The old style (`current_weather=true`): other names, still answered.
    public struct CurrentWeather: Decodable, Sendable {
        public var time: String
        public var temperature: Double?
        public var windspeed: Double?
        public var winddirection: Double?
        public var weathercode: Double?
        public var isDay: Double?
        enum CodingKeys: String, CodingKey {
            case time, temperature, windspeed, winddirection, weathercode, isDay = "is_day"
        }
    }

    public struct Series: Decodable, Sendable {
        public var time: [String]
        public var values: [String: [Double?]]
        public var texts: [String: [String?]]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            time = try c.decode([String].self, forKey: Key(stringValue: "time"))
            var values: [String: [Double?]] = [:], texts: [String: [String?]] = [:]
            for key in c.allKeys where key.stringValue != "time" {
                if let numbers = try? c.decode([Double?].self, forKey: key) {
                    values[key.stringValue] = numbers
                } else if let strings = try? c.decode([String?].self, forKey: key) {
                    texts[key.stringValue] = strings
                }
            }
            self.values = values; self.texts = texts
        }

        public func value(_ name: String, _ index: Int) -> Double? {
            guard let series = values[name], series.indices.contains(index) else { return nil }
            return series[index]
        }
    }

    public var latitude: Double
    public var longitude: Double
    public var utcOffsetSeconds: Int
    public var timezone: String?
    public var current: Current?
    public var currentWeather: CurrentWeather?
    public var hourly: Series?
    public var daily: Series?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, utcOffsetSeconds = "utc_offset_seconds", timezone, current
        case currentWeather = "current_weather", hourly, daily
    }
}

/// `{"error": true, "reason": "…"}` (400 for a bad parameter, 429 for the rate limits).
struct OpenMeteoError: Decodable, Sendable {
    public var error: Bool?
    public var reason: String?
}

/// The geocoding answer: no `results` key at all when nothing matches.
struct OpenMeteoGeocoding: Decodable, Sendable {
    public struct Place: Decodable, Sendable {
        public var id: Int?
        public var name: String
        public var latitude: Double
        public var longitude: Double
        public var countryCode: String?
        public var country: String?
        public var admin1: String?
        public var timezone: String?
        enum CodingKeys: String, CodingKey {
            case id, name, latitude, longitude, countryCode = "country_code", country, admin1, timezone
        }
    }
    public var results: [Place]?
}
