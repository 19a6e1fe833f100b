import Localization

/// The weather at a time, in the app's own classes (those of the WMO weather codes), which every provider maps
/// into: the words a person reads, in either language, and the glyph come from the class, never from a
/// provider's text.
public struct WeatherCondition: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case clear, mainlyClear = "mainly-clear", partlyCloudy = "partly-cloudy", mostlyCloudy = "mostly-cloudy"
        case overcast, mist, fog, rimeFog = "rime-fog", haze
        case drizzle, freezingDrizzle = "freezing-drizzle", rain, freezingRain = "freezing-rain", sleet
        case snow, snowGrains = "snow-grains", rainShowers = "rain-showers", snowShowers = "snow-showers"
        case thunderstorm, thunderstormWithHail = "thunderstorm-hail", squalls, tornado
        /// A code the app has no class for (said with its number), or no code at all.
        case unknown
    }

    /// How strong the rain, snow or storm is, where the source says.
    public enum Strength: String, Sendable { case light, moderate, heavy }

    public var kind: Kind
    public var strength: Strength?
    /// Between sunrise and sunset (the glyph is the moon's at night).
    public var isDay: Bool
    /// The provider's own number for it when the app has no class for it (`kind == .unknown`).
    public var unknownCode: Int?
    /// The provider's own words for it (OpenWeather's description, the WMO name of an Open-Meteo code), carried
    /// as `description` in `--json` as it always was; the screen says the class in the catalogue's words.
    public var reported: String
    /// The provider's own icon code where it sends one (OpenWeather), kept as `--json` has always carried it.
    public var reportedIcon: String?

    public init(kind: Kind, strength: Strength? = nil, isDay: Bool = true, unknownCode: Int? = nil, reported: String) {
        self.kind = kind; self.strength = strength; self.isDay = isDay; self.unknownCode = unknownCode
        self.reported = reported
    }

    /// Said in the interface's language: "light rain", "약한 비", "weather code 42".
    public var words: String {
        if kind == .unknown { return unknownCode.map(L.weatherConditionCode) ?? L.weatherConditionUnknown }
        return L.weatherCondition(kind: kind.rawValue, strength: strength?.rawValue)
    }

    /// The icon code `--json` has always carried: the provider's own where it sent one, else the one of OpenWeather's
    /// set that Open-Meteo's answers were always given ("10d", "04n"); empty for an unknown condition.
    public var iconCode: String {
        if let reportedIcon { return reportedIcon }
        let base: String
        switch kind {
        case .clear: base = "01"
        case .mainlyClear: base = "02"
        case .partlyCloudy: base = "03"
        case .mostlyCloudy, .overcast: base = "04"
        case .drizzle, .freezingDrizzle, .rainShowers: base = "09"
        case .rain: base = "10"
        case .thunderstorm, .thunderstormWithHail: base = "11"
        case .freezingRain, .sleet, .snow, .snowGrains, .snowShowers: base = "13"
        case .mist, .fog, .rimeFog, .haze, .squalls, .tornado: base = "50"
        case .unknown: return ""
        }
        return base + (isDay ? "d" : "n")
    }
}
