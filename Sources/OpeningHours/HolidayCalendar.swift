import Foundation
import Places

/// A public holiday's name, in Korean and in English ("추석", "Chuseok").
public struct Holiday: Equatable, Sendable {
    public var korean: String
    public var english: String

    public init(korean: String, english: String) {
        self.korean = korean
        self.english = english
    }
}

/// What a calendar knows of one date.
public enum HolidayLookup: Equatable, Sendable {
    case holiday(Holiday)
    case workday
    /// The calendar does not cover that date: a `PH` rule there stays unknown.
    case unknown
}

/// A country's public holidays, as `opening_hours`' `PH` needs them. `day` is a local date as days since
/// 1970-01-01 (`CivilTime.days(year:month:day:)`).
public protocol HolidayCalendar: Sendable {
    func lookup(day: Int) -> HolidayLookup
}

extension HolidayCalendar {
    public func lookup(year: Int, month: Int, day: Int) -> HolidayLookup {
        lookup(day: CivilTime.days(year: year, month: month, day: day))
    }
}

/// The calendar for a place: Korea's where the place is in Korea, else none (its `PH` rules stay unknown).
public enum HolidayCalendars {
    public static func forPlace(_ coordinate: Coordinate?) -> (any HolidayCalendar)? {
        guard let coordinate, KoreanHolidays.covers(coordinate) else { return nil }
        return KoreanHolidays.shared
    }
}
