/// One-column glyphs for OpenWeather icon codes (emoji are avoided: terminals disagree on their width).
enum WeatherGlyph {
    static func glyph(for icon: String) -> String {
        let night = icon.hasSuffix("n")
        switch icon.prefix(2) {
        case "01": return night ? "☾" : "☀"
        case "02": return night ? "☾" : "☼"
        case "03", "04": return "☁"
        case "09", "10": return "☂"
        case "11": return "ϟ"  // not UI: a glyph
        case "13": return "❄"
        case "50": return "≡"
        default: return "·"
        }
    }
}
