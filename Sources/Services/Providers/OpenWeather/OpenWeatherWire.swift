import Foundation

/// Wire shapes of OpenWeatherMap, decoded leniently: every number as Double (old data sends decimals
/// where the docs say Int), `rain`/`snow` absent, `{}` or with `1h`/`3h`, optional `visibility`,
/// `timezone`, `feels_like`, several `weather` entries, `cod` a number or a string.
enum OpenWeatherWire {
    public struct Condition: Decodable, Equatable, Sendable {
        public var id: Double?
        public var main: String?
        public var description: String
        public var icon: String
    }

    public struct Main: Decodable, Equatable, Sendable {
        public var temp: Double
        public var feelsLike: Double?
        public var tempMin: Double?
        public var tempMax: Double?
        public var pressure: Double?
        public var humidity: Double?
        enum CodingKeys: String, CodingKey {
            case temp, feelsLike = "feels_like", tempMin = "temp_min", tempMax = "temp_max", pressure, humidity
        }
    }

    public struct Wind: Decodable, Equatable, Sendable {
        public var speed: Double?
        public var deg: Double?
        public var gust: Double?
    }

    /// `{"1h": 0.3}`, `{"3h": 1.2}` or `{}`.
    public struct Precipitation: Decodable, Equatable, Sendable {
        public var oneHour: Double?
        public var threeHours: Double?
        enum CodingKeys: String, CodingKey { case oneHour = "1h", threeHours = "3h" }
    }

    public struct Clouds: Decodable, Equatable, Sendable { public var all: Double? }

    public struct Sys: Decodable, Equatable, Sendable {
        public var country: String?
        public var sunrise: Double?
        public var sunset: Double?
    }

    public struct Coord: Decodable, Equatable, Sendable { public var lat: Double; public var lon: Double }

    /// `/data/2.5/weather`
    public struct Current: Decodable, Equatable, Sendable {
        public var coord: Coord?
        public var weather: [Condition]
        public var main: Main
        public var visibility: Double?
        public var wind: Wind?
        public var rain: Precipitation?
        public var snow: Precipitation?
        public var clouds: Clouds?
        public var dt: Double
        public var sys: Sys?
        public var timezone: Double?
        public var name: String?
        public var cod: IntOrString?
    }

    public struct ForecastItem: Decodable, Equatable, Sendable {
        public var dt: Double
        public var main: Main
        public var weather: [Condition]
        public var clouds: Clouds?
        public var wind: Wind?
        public var visibility: Double?
        public var pop: Double?
        public var rain: Precipitation?
        public var snow: Precipitation?
    }

    public struct City: Decodable, Equatable, Sendable {
        public var name: String?
        public var coord: Coord?
        public var country: String?
        public var timezone: Double?
        public var sunrise: Double?
        public var sunset: Double?
    }

    /// `/data/2.5/forecast`
    public struct Forecast: Decodable, Equatable, Sendable {
        public var cod: IntOrString?
        public var cnt: Double?
        public var list: [ForecastItem]
        public var city: City?
    }

    /// `/geo/1.0/direct`: a top-level array.
    public struct GeoPlace: Decodable, Equatable, Sendable {
        public var name: String
        public var localNames: [String: String]?
        public var lat: Double
        public var lon: Double
        public var country: String?
        public var state: String?
        enum CodingKeys: String, CodingKey { case name, localNames = "local_names", lat, lon, country, state }
    }

    /// `{cod, message}`
    public struct ErrorBody: Decodable, Sendable {
        public var cod: IntOrString?
        public var message: String?
    }
}
