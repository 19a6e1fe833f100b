import Foundation
import Places

/// The parsed form of an `opening_hours` value: what the OSM wiki's specification calls rules, selectors and
/// modifiers. Plain values, built once by `OpeningHoursParser` and read by `OpeningHoursEvaluator` many times.
enum OHState: UInt8, Sendable, Equatable {
    case open, closed, unknown
}

/// How a rule is joined to the rules before it: `;` replaces the days it names, `,` adds to them, `||` applies
/// only where the rules before it leave the day without any open or unknown time.
enum OHJoin: UInt8, Sendable, Equatable {
    case normal, additional, fallback
}

/// A range of numbers with a step: years (`2020`, `2020-2025`, `2020+`, `2020-2030/2`) and ISO 8601 week numbers
/// (`week 05-10`, `week 01-53/2`).
struct OHNumberRange: Sendable, Equatable {
    var from: Int
    var to: Int  // Int.max for "2020+"
    var step: Int = 1

    func contains(_ number: Int) -> Bool { number >= from && number <= to && (number - from) % step == 0 }
}

/// One end of a date range: `Dec 25`, `Jan`, `2021 Apr 10`, `easter`, each with an optional `+2 days`.
struct OHDate: Sendable, Equatable {
    var year: Int?
    var month: Int  // 1...12; ignored for easter
    var day: Int?  // nil: the whole month (its first day at the start of a range, its last at the end)
    var easter = false
    var offset = 0  // days
}

/// A month or date range: `Jan-Mar`, `Nov-Feb` (wrapping), `Dec 25`, `Dec 24-26`, `Jul 23-Jan 3`, `Apr 1+`.
struct OHDateRange: Sendable, Equatable {
    var from: OHDate
    var to: OHDate?  // nil: a single date or month
    var onwards = false  // "Apr 1+": from that date to the end of its year
}

/// A weekday range with optional nth-in-month (`Mo[1]`, `Su[-1]`, `Th[1,3]`) and a day offset (`Sa[1] +1 day`).
struct OHWeekdayRange: Sendable, Equatable {
    var from: Int  // 0 Monday … 6 Sunday
    var to: Int
    /// Bit n-1 for `[n]` (1...5), bit 4+k for `[-k]` (1...5); 0: every week.
    var nth: UInt16 = 0
    var offset = 0

    func containsWeekday(_ weekday: Int) -> Bool {
        from <= to ? (weekday >= from && weekday <= to) : (weekday >= from || weekday <= to)
    }
}

/// `PH` or `SH`, with an optional day offset (`PH +1 day`: the day after a public holiday).
struct OHHoliday: Sendable, Equatable {
    var school: Bool
    var offset = 0
}

/// A time of day in minutes, fixed or relative to a sun event.
enum OHEvent: UInt8, Sendable, Equatable {
    case dawn, sunrise, sunset, dusk
}

struct OHTime: Sendable, Equatable {
    var minutes: Int  // from the day's midnight (may pass 1440 for an end), or the offset from `event`
    var event: OHEvent?

    static func fixed(_ minutes: Int) -> OHTime { OHTime(minutes: minutes, event: nil) }
}

/// A time span: `09:00-18:00`, `22:00-02:00`, `10:00-26:00`, `18:00+` (open end), `sunrise-sunset`, `09:30`.
struct OHSpan: Sendable, Equatable {
    var start: OHTime
    var end: OHTime?  // nil: a point in time (`Su 09:30`) or an open end with no end
    var openEnd = false
}

struct OHRule: Sendable, Equatable {
    var join: OHJoin = .normal
    var years: [OHNumberRange] = []
    var dates: [OHDateRange] = []
    var weeks: [OHNumberRange] = []
    var weekdays: [OHWeekdayRange] = []
    var holidays: [OHHoliday] = []
    /// `PH Mo`: a holiday that is also one of the weekdays (a space between them), not either of them (a comma).
    var holidaysAndWeekdays = false
    var spans: [OHSpan] = []  // empty: the whole day
    var state: OHState = .open
    var comment: String?

    var usesSun: Bool { spans.contains { $0.start.event != nil || $0.end?.event != nil } }
    var usesHolidays: Bool { !holidays.isEmpty }
}
