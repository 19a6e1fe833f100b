/// WMO weather codes (Open-Meteo's `weather_code`) as a description and the OpenWeather icon of the same
/// condition, so both providers draw the same glyphs. One table, tested code by code.
public enum WMOWeatherCode {
    /// (description, OpenWeather icon base; "d"/"n" is added for day or night).
    static let table: [Int: (String, String)] = [
        0: ("clear sky", "01"), 1: ("mainly clear", "02"), 2: ("partly cloudy", "03"), 3: ("overcast", "04"),
        45: ("fog", "50"), 48: ("depositing rime fog", "50"),
        51: ("light drizzle", "09"), 53: ("moderate drizzle", "09"), 55: ("dense drizzle", "09"),
        56: ("light freezing drizzle", "09"), 57: ("dense freezing drizzle", "09"),
        61: ("slight rain", "10"), 63: ("moderate rain", "10"), 65: ("heavy rain", "10"),
        66: ("light freezing rain", "13"), 67: ("heavy freezing rain", "13"),
        71: ("slight snowfall", "13"), 73: ("moderate snowfall", "13"), 75: ("heavy snowfall", "13"),
        77: ("snow grains", "13"),
        80: ("slight rain showers", "09"), 81: ("moderate rain showers", "09"), 82: ("violent rain showers", "09"),
        85: ("slight snow showers", "13"), 86: ("heavy snow showers", "13"),
        95: ("thunderstorm", "11"), 96: ("thunderstorm with slight hail", "11"),
        99: ("thunderstorm with heavy hail", "11"),
    ]

    /// A code the table does not know is named by its number; a missing code is "unknown", never a made-up number.
    public static func description(_ code: Int?) -> String {
        guard let code else { return "unknown" }
        return table[code]?.0 ?? "weather code \(code)"
    }

    public static func icon(_ code: Int?, isDay: Bool) -> String {
        guard let code, let base = table[code]?.1 else { return "" }
        return base + (isDay ? "d" : "n")
    }
}
