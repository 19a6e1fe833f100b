import Foundation

/// A charger's hours as the national standard data gives them: one window for weekdays, one for Saturdays and one for
/// holidays. Sundays are read with the holiday window (the data has no Sunday column; its holiday hours are the days
/// offices are shut). A window that opens and closes at the same time (00:00–00:00, 09:00–09:00), or none, means the
/// file gives no hours for that day: "not recorded", never open all day and never closed. A window past midnight
/// (05:45–00:45) is open after midnight by the day it started on.
public struct ChargerHours: Sendable, Equatable {
    /// Minutes from midnight; `close` ≤ `open` runs past midnight, and 00:00–23:59 is the whole day.
    public struct Window: Sendable, Equatable {
        public var open: Int
        public var close: Int

        /// "09:00", "18:00" → a window; nil for none or for 00:00–00:00.
        public init?(open: String, close: String) {
            guard let o = Self.minutes(open), let c = Self.minutes(close), o != c else { return nil }
            self.open = o; self.close = c
        }

        static func minutes(_ text: String) -> Int? {
            let parts = text.split(separator: ":")
            guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...24).contains(h),
                (0..<60).contains(m)
            else { return nil }
            return h * 60 + m
        }

        public var isWholeDay: Bool { open == 0 && close >= 23 * 60 + 59 }

        /// Whether `minute` of the day it starts on falls inside (23:59 counts as the day's end).
        func contains(_ minute: Int) -> Bool {
            if isWholeDay { return true }
            if close > open { return minute >= open && minute < close }
            return minute >= open  // past midnight: the small hours belong to the next day (`continues`)
        }

        /// Whether a window that runs past midnight is still open at `minute` of the next day.
        func continues(_ minute: Int) -> Bool { close < open && !isWholeDay && minute < close }

        /// "09:00–18:00", "24 hours" is the caller's word.
        public var text: String {
            CivilTime.clockText(minutes: open) + "–" + CivilTime.clockText(minutes: close % 1440)
        }
    }

    public enum Day: String, Sendable, Equatable { case weekday, saturday, holiday }

    public var weekday: Window?
    public var saturday: Window?
    public var holiday: Window?

    public init(weekday: Window?, saturday: Window?, holiday: Window?) {
        self.weekday = weekday; self.saturday = saturday; self.holiday = holiday
    }

    public func window(for day: Day) -> Window? {
        switch day {
        case .weekday: return weekday
        case .saturday: return saturday
        case .holiday: return holiday
        }
    }

    /// What a moment is: a holiday (its name), a Sunday, a Saturday or a weekday, in Korea's time; `known` is false
    /// where the holiday calendar does not reach (then a weekday may be a holiday nobody can name).
    public struct Moment: Sendable, Equatable {
        public var day: Day
        public var holiday: Holiday?
        public var minute: Int
        public var known = true
    }

    public static func moment(at date: Date, holidays: any HolidayCalendar = KoreanHolidays.shared) -> Moment {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + 9 * 3600
        let dayNumber = Int((Double(local) / 86_400).rounded(.down))
        return moment(day: dayNumber, minute: (local - dayNumber * 86_400) / 60, holidays: holidays)
    }

    static func moment(day dayNumber: Int, minute: Int, holidays: any HolidayCalendar) -> Moment {
        let weekday = ((dayNumber % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday: 0 = Sunday
        let lookup = holidays.lookup(day: dayNumber)
        if case .holiday(let holiday) = lookup { return Moment(day: .holiday, holiday: holiday, minute: minute) }
        switch weekday {
        case 0: return Moment(day: .holiday, holiday: nil, minute: minute)
        case 6: return Moment(day: .saturday, holiday: nil, minute: minute, known: lookup != .unknown)
        default: return Moment(day: .weekday, holiday: nil, minute: minute, known: lookup != .unknown)
        }
    }

    /// Open, closed, or not recorded for that day.
    public enum Status: Sendable, Equatable {
        case open(Window), closed(Window), notRecorded
    }

    public func status(at date: Date, holidays: any HolidayCalendar = KoreanHolidays.shared) -> (Moment, Status) {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + 9 * 3600
        let dayNumber = Int((Double(local) / 86_400).rounded(.down))
        let minute = (local - dayNumber * 86_400) / 60
        let moment = Self.moment(day: dayNumber, minute: minute, holidays: holidays)
        // The small hours first: yesterday's window may still be open (a weekday's 05:45–00:45 on Saturday 00:30).
        let yesterday = Self.moment(day: dayNumber - 1, minute: minute, holidays: holidays)
        if yesterday.known, let late = window(for: yesterday.day), late.continues(minute) {
            return (moment, .open(late))
        }
        guard moment.known else { return (moment, .notRecorded) }
        guard let window = window(for: moment.day) else { return (moment, .notRecorded) }
        return (moment, window.contains(moment.minute) ? .open(window) : .closed(window))
    }
}
