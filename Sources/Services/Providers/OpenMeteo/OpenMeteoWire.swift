import Foundation

/// The forecast answer. Series values may be null (the last day of a block, days outside the data window), and
/// numbers may come as 90 or 90.0: every series is `[Double?]`. Times are local, without offset or seconds — or,
/// asked with `timeformat=unixtime`, seconds since 1970, which decoding turns into the same local text.
struct OpenMeteoForecast: Decodable, Sendable {
    public struct Current: Decodable, Sendable {
        public var time: TimeText
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
        public var time: TimeText
        public var temperature: Double?
        public var windspeed: Double?
        public var winddirection: Double?
        public var weathercode: Double?
        public var isDay: Double?
        enum CodingKeys: String, CodingKey {
            case time, temperature, windspeed, winddirection, weathercode, isDay = "is_day"
        }
    }

    /// A time as local text ("2026-11-23T18:15"), or seconds since 1970 until the answer's offset makes it text.
    public struct TimeText: Decodable, Sendable {
        public var text: String
        var unix: Double?

        public init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let text = try? c.decode(String.self) {
                self.text = text
            } else {
                unix = try c.decode(Double.self)
                text = ""
            }
        }

        mutating func localize(offset: Int) {
            if let unix { text = TimeText.local(unix, offset: offset) }
        }

        static func local(_ unix: Double, offset: Int) -> String {
            let t = CivilTime(Date(timeIntervalSince1970: unix), offset: offset)
            return t.dateText + "T" + t.hourMinuteText
        }
    }

    public struct Series: Decodable, Sendable {
        public var time: [String]
        /// The times as seconds since 1970, when the answer was asked in `unixtime`.
        var unixTimes: [Double]?
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
            if let texts = try? c.decode([String].self, forKey: Key(stringValue: "time")) {
                time = texts
            } else {
                unixTimes = try c.decode([Double].self, forKey: Key(stringValue: "time"))
                time = []
            }
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

        /// Unix times become local text; so do `sunrise`/`sunset`-style series sent as numbers.
        mutating func localize(offset: Int, timeSeries: Set<String> = ["sunrise", "sunset"]) {
            guard let unixTimes else { return }
            time = unixTimes.map { TimeText.local($0, offset: offset) }
            for name in timeSeries {
                if let numbers = values.removeValue(forKey: name) {
                    texts[name] = numbers.map { $0.map { TimeText.local($0, offset: offset) } }
                }
            }
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
    /// Precipitation every 15 minutes (where the model has it).
    public var minutely15: Series?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, utcOffsetSeconds = "utc_offset_seconds", timezone, current
        case currentWeather = "current_weather", hourly, daily, minutely15 = "minutely_15"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try c.decode(Double.self, forKey: .latitude)
        longitude = try c.decode(Double.self, forKey: .longitude)
        utcOffsetSeconds = try c.decode(Int.self, forKey: .utcOffsetSeconds)
        timezone = try c.decodeIfPresent(String.self, forKey: .timezone)
        current = try c.decodeIfPresent(Current.self, forKey: .current)
        currentWeather = try c.decodeIfPresent(CurrentWeather.self, forKey: .currentWeather)
        hourly = try c.decodeIfPresent(Series.self, forKey: .hourly)
        daily = try c.decodeIfPresent(Series.self, forKey: .daily)
        minutely15 = try? c.decodeIfPresent(Series.self, forKey: .minutely15)
        // Every time as local text, whichever format was asked.
        current?.time.localize(offset: utcOffsetSeconds)
        currentWeather?.time.localize(offset: utcOffsetSeconds)
        hourly?.localize(offset: utcOffsetSeconds)
        daily?.localize(offset: utcOffsetSeconds)
        minutely15?.localize(offset: utcOffsetSeconds)
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
