import Foundation
import Localization

/// Metric (°C, m/s) or imperial (°F, mph). Data stays in °C and m/s; views convert.
public enum WeatherUnits: String, Sendable, Equatable, CaseIterable {
    case metric, imperial

    public func temperature(_ celsius: Double) -> Double {
        self == .metric ? celsius : celsius * 9 / 5 + 32
    }
    public func speed(_ metresPerSecond: Double) -> Double {
        self == .metric ? metresPerSecond : metresPerSecond * 2.236936
    }
    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    public var speedSymbol: String { self == .metric ? "m/s" : "mph" }
    /// "12°C": rounded half away from zero, and never "-0".
    public func formatTemperature(_ celsius: Double) -> String {
        "\(WeatherUnits.roundedInt(temperature(celsius)))\(temperatureSymbol)"
    }
    public func formatSpeed(_ metresPerSecond: Double) -> String {
        String(format: "%.1f %@", speed(metresPerSecond), speedSymbol)
    }
    public static func roundedInt(_ value: Double) -> Int {
        let r = Int(value.rounded(.toNearestOrAwayFromZero))
        return r == 0 ? 0 : r
    }
    public var toggled: WeatherUnits { self == .metric ? .imperial : .metric }
}

/// A place's weather: current conditions and the 3-hour forecast, in °C, m/s and the app's condition classes.
public struct WeatherReport: Equatable, Sendable {
    public struct Current: Equatable, Sendable {
        public var time: Date
        public var temperature: Double  // °C
        public var feelsLike: Double?
        public var minimum: Double?
        public var maximum: Double?
        public var humidity: Double?
        public var pressure: Double?
        public var windSpeed: Double?  // m/s
        public var windDegrees: Double?
        public var visibility: Double?  // m
        public var clouds: Double?
        public var condition: WeatherCondition
        public var rainLastHour: Double?
        public var snowLastHour: Double?
        public var sunrise: Date?
        public var sunset: Date?
    }

    public struct Step: Equatable, Sendable {
        public var time: Date
        public var temperature: Double  // °C
        public var condition: WeatherCondition
        public var precipitationChance: Double?  // 0…1
        public var rain: Double?  // mm in 3 h
        public var snow: Double?
        /// The strongest wind in the step, m/s (nil: the source gives none).
        public var windSpeed: Double? = nil
    }

    public var name: String
    public var country: String
    public var coordinate: Coordinate
    public var timezoneOffset: Int
    public var current: Current
    public var forecast: [Step]
    /// Which service answered.
    public var source: WeatherSource
    /// Why the answer is not from the source asked for ("no network — sample data").
    public var note: String?
    /// Rain in the next two hours, where the source has a short-term series (nil: not known).
    public var nowcast: Nowcast?
    /// Today's highest UV index and when, where the source has it.
    public var uvPeak: UVPeak?
    /// When it was fetched, and whether it is the last answer kept for when the network is gone (nil: sample).
    public var origin: AnswerOrigin?

    public init(
        name: String, country: String, coordinate: Coordinate, timezoneOffset: Int, current: Current, forecast: [Step],
        source: WeatherSource = .openWeather, note: String? = nil, nowcast: Nowcast? = nil, uvPeak: UVPeak? = nil
    ) {
        self.name = name; self.country = country; self.coordinate = coordinate
        self.timezoneOffset = timezoneOffset; self.current = current; self.forecast = forecast
        self.source = source; self.note = note; self.nowcast = nowcast; self.uvPeak = uvPeak
    }

    /// Forecast steps grouped by the city's local calendar day, in order.
    public func stepsByLocalDay() -> [(day: DateComponents, steps: [Step])] {
        var groups: [(day: DateComponents, steps: [Step])] = []
        for step in forecast {
            // By arithmetic: a Calendar in a fixed-offset TimeZone loads ICU's time zone data.
            let t = CivilTime(step.time, offset: timezoneOffset)
            var day = DateComponents()
            (day.year, day.month, day.day, day.weekday) = (t.year, t.month, t.day, t.weekday)
            if groups.last?.day == day {
                groups[groups.count - 1].steps.append(step)
            } else {
                groups.append((day, [step]))
            }
        }
        return groups
    }
}

/// Formats instants in a city's own UTC offset, by arithmetic (`CivilTime`): cheap to make, so a view may make
/// one per frame.
public struct LocalTimeFormatter {
    public let offset: Int

    public init(offset: Int) { self.offset = offset }

    /// "14:05"
    public func time(_ date: Date) -> String { CivilTime(date, offset: offset).hourMinuteText }
    /// "Mon 24 Nov"
    public func day(_ date: Date) -> String {
        let t = CivilTime(date, offset: offset)
        return L.dayAndDate(weekday: t.weekday, day: t.day, month: t.month)
    }
    /// "2026-11-22T09:00:00+09:00"
    public func iso8601(_ date: Date) -> String {
        let t = CivilTime(date, offset: offset)
        let sign = offset < 0 ? "-" : "+"
        return t.dateText + "T" + t.timeText + sign + CivilTime.two(abs(offset) / 3600) + ":"
            + CivilTime.two(abs(offset) % 3600 / 60)
    }
    /// "UTC+9", "UTC+5:30", "UTC−3"
    public var label: String {
        let sign = offset < 0 ? "−" : "+"
        let h = abs(offset) / 3600, m = (abs(offset) % 3600) / 60
        return "UTC" + sign + (m == 0 ? "\(h)" : String(format: "%d:%02d", h, m))
    }
}

/// Compass arrow for where the wind blows *to* (the data gives where it comes from) and its name.
public func windArrow(degrees: Double) -> (arrow: String, from: String) {
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]  // wind from N blows southward: ↓
    let names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let index =
        Int(((degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) + 22.5) / 45) % 8
    return (arrows[index], names[index])
}
