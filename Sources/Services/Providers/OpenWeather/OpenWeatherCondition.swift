/// OpenWeather's condition ids (https://openweathermap.org/weather-conditions) in the app's classes; whether it
/// is day comes from the icon's "d"/"n". Its description is kept as it was sent, for `--json`.
enum OpenWeatherCondition {
    typealias Kind = WeatherCondition.Kind

    static func condition(_ wire: OpenWeatherWire.Condition?) -> WeatherCondition {
        let isDay = !(wire?.icon.hasSuffix("n") ?? false)
        let reported = wire?.description ?? ""
        // A number that is no whole id (1e300 is valid JSON) is no id: never a trap converting it.
        let id = wire?.id.flatMap { Int(exactly: $0) }
        var condition: WeatherCondition
        if let id, let (kind, strength) = classify(id) {
            condition = WeatherCondition(kind: kind, strength: strength, isDay: isDay, reported: reported)
        } else {
            condition = WeatherCondition(kind: .unknown, isDay: isDay, unknownCode: id, reported: reported)
        }
        condition.reportedIcon = wire?.icon
        return condition
    }

    static func classify(_ id: Int) -> (Kind, WeatherCondition.Strength?)? {
        switch id {
        case 200, 210, 230: return (.thunderstorm, .light)
        case 201, 211, 231: return (.thunderstorm, .moderate)
        case 202, 212, 232: return (.thunderstorm, .heavy)
        case 221: return (.thunderstorm, nil)  // ragged: no strength said
        case 300, 310: return (.drizzle, .light)
        case 301, 311, 313, 321: return (.drizzle, .moderate)
        case 302, 312, 314: return (.drizzle, .heavy)
        case 500: return (.rain, .light)
        case 501: return (.rain, .moderate)
        case 502, 503, 504: return (.rain, .heavy)
        case 511: return (.freezingRain, nil)
        case 520: return (.rainShowers, .light)
        case 521, 531: return (.rainShowers, .moderate)
        case 522: return (.rainShowers, .heavy)
        case 600: return (.snow, .light)
        case 601: return (.snow, .moderate)
        case 602: return (.snow, .heavy)
        case 612, 615: return (.sleet, .light)
        case 611, 613, 616: return (.sleet, nil)
        case 620: return (.snowShowers, .light)
        case 621: return (.snowShowers, .moderate)
        case 622: return (.snowShowers, .heavy)
        case 701: return (.mist, nil)
        case 741: return (.fog, nil)
        case 711, 721, 731, 751, 761, 762: return (.haze, nil)
        case 771: return (.squalls, nil)
        case 781: return (.tornado, nil)
        case 800: return (.clear, nil)
        case 801: return (.mainlyClear, nil)
        case 802: return (.partlyCloudy, nil)
        case 803: return (.mostlyCloudy, nil)
        case 804: return (.overcast, nil)
        default: return nil
        }
    }
}
