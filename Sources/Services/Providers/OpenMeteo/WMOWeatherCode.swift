/// WMO weather codes (Open-Meteo's `weather_code`) in the app's classes, and the WMO name of each code (what
/// `--json` has always carried as the description). One table, tested code by code.
public enum WMOWeatherCode {
    typealias Kind = WeatherCondition.Kind
    static let table: [Int: (name: String, kind: Kind, strength: WeatherCondition.Strength?)] = [
        0: ("clear sky", .clear, nil), 1: ("mainly clear", .mainlyClear, nil),
        2: ("partly cloudy", .partlyCloudy, nil), 3: ("overcast", .overcast, nil),
        45: ("fog", .fog, nil), 48: ("depositing rime fog", .rimeFog, nil),
        51: ("light drizzle", .drizzle, .light), 53: ("moderate drizzle", .drizzle, .moderate),
        55: ("dense drizzle", .drizzle, .heavy),
        56: ("light freezing drizzle", .freezingDrizzle, .light),
        57: ("dense freezing drizzle", .freezingDrizzle, .heavy),
        61: ("slight rain", .rain, .light), 63: ("moderate rain", .rain, .moderate), 65: ("heavy rain", .rain, .heavy),
        66: ("light freezing rain", .freezingRain, .light), 67: ("heavy freezing rain", .freezingRain, .heavy),
        71: ("slight snowfall", .snow, .light), 73: ("moderate snowfall", .snow, .moderate),
        75: ("heavy snowfall", .snow, .heavy), 77: ("snow grains", .snowGrains, nil),
        80: ("slight rain showers", .rainShowers, .light), 81: ("moderate rain showers", .rainShowers, .moderate),
        82: ("violent rain showers", .rainShowers, .heavy),
        85: ("slight snow showers", .snowShowers, .light), 86: ("heavy snow showers", .snowShowers, .heavy),
        95: ("thunderstorm", .thunderstorm, nil), 96: ("thunderstorm with slight hail", .thunderstormWithHail, .light),
        99: ("thunderstorm with heavy hail", .thunderstormWithHail, .heavy),
    ]

    /// A code the table does not know is kept by its number; a missing code is unknown, never a made-up number.
    public static func condition(_ code: Int?, isDay: Bool) -> WeatherCondition {
        guard let code else { return WeatherCondition(kind: .unknown, isDay: isDay, reported: "unknown") }
        guard let entry = table[code] else {
            return WeatherCondition(kind: .unknown, isDay: isDay, unknownCode: code, reported: "weather code \(code)")
        }
        return WeatherCondition(kind: entry.kind, strength: entry.strength, isDay: isDay, reported: entry.name)
    }
}
