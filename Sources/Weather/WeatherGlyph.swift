import Services

/// One-column glyphs for the app's weather classes (emoji are avoided: terminals disagree on their width).
enum WeatherGlyph {
    static func glyph(for condition: WeatherCondition) -> String {
        switch condition.kind {
        case .clear: return condition.isDay ? "☀" : "☾"
        case .mainlyClear: return condition.isDay ? "☼" : "☾"
        case .partlyCloudy, .mostlyCloudy, .overcast: return "☁"
        case .drizzle, .freezingDrizzle, .rain, .rainShowers: return "☂"
        case .thunderstorm, .thunderstormWithHail: return "ϟ"  // not UI: a glyph
        case .freezingRain, .sleet, .snow, .snowGrains, .snowShowers: return "❄"
        case .mist, .fog, .rimeFog, .haze: return "≡"
        case .squalls, .tornado: return "≋"
        case .unknown: return "·"
        }
    }
}
