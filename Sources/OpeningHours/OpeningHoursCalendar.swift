import Foundation
import Places

/// The facts about one local date that the selectors ask: its civil date, weekday, ISO week, the days of its month.
struct OHDay: Sendable {
    let number: Int  // days since 1970-01-01
    let year: Int
    let month: Int
    let day: Int
    let weekday: Int  // 0 Monday … 6 Sunday

    init(_ number: Int) {
        self.number = number
        (year, month, day) = CivilTime.civil(fromDays: number)
        weekday = ((number % 7 + 7) % 7 + 3) % 7  // 1970-01-01 was a Thursday
    }

    var daysInMonth: Int { OHDay.daysIn(year: year, month: month) }

    /// ISO 8601 week number: the week of this date's Thursday, counted from that year's first Thursday.
    var isoWeek: Int {
        let thursday = number - weekday + 3
        let (y, _, _) = CivilTime.civil(fromDays: thursday)
        return (thursday - CivilTime.days(year: y, month: 1, day: 1)) / 7 + 1
    }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Easter Sunday (Gregorian, the anonymous algorithm of 1876) as days since 1970-01-01.
    static func easter(_ year: Int) -> Int {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilTime.days(year: year, month: month, day: day)
    }
}

/// Three-valued truth: a `PH` rule where the holidays are not known, `SH` anywhere, a sun time without a place.
enum Tri: UInt8, Sendable {
    case no, yes, unknown

    static func && (a: Tri, b: Tri) -> Tri {
        if a == .no || b == .no { return .no }
        return a == .yes && b == .yes ? .yes : .unknown
    }

    static func || (a: Tri, b: Tri) -> Tri {
        if a == .yes || b == .yes { return .yes }
        return a == .no && b == .no ? .no : .unknown
    }
}

extension OHRule {
    /// Whether the rule's date selectors take in `day`.
    func matches(_ day: OHDay, calendar: (any HolidayCalendar)?) -> Tri {
        if !years.isEmpty, !years.contains(where: { $0.contains(day.year) }) { return .no }
        if !weeks.isEmpty {
            let week = day.isoWeek
            if !weeks.contains(where: { $0.contains(week) }) { return .no }
        }
        if !dates.isEmpty, !dates.contains(where: { $0.contains(day) }) { return .no }
        var onWeekday: Tri?
        if !weekdays.isEmpty {
            onWeekday = .no
            for range in weekdays where range.contains(day) {
                onWeekday = .yes
                break
            }
        }
        var onHoliday: Tri?
        if !holidays.isEmpty {
            var result = Tri.no
            for holiday in holidays {
                result = result || holiday.contains(day.number, calendar: calendar)
                if result == .yes { break }
            }
            onHoliday = result
        }
        switch (onWeekday, onHoliday) {
        case (let w?, let h?):
            guard holidaysAndWeekdays else { return w || h }
            // "PH Fr": the specification means a holiday on a Friday, other readers read either; where the two
            // readings differ the answer is unknown.
            let both = w && h, either = w || h
            return both == either ? both : .unknown
        case (let w?, nil): return w
        case (nil, let h?): return h
        case (nil, nil): return .yes
        }
    }
}

extension OHHoliday {
    func contains(_ day: Int, calendar: (any HolidayCalendar)?) -> Tri {
        guard !school, let calendar else { return .unknown }
        switch calendar.lookup(day: day - offset) {
        case .holiday: return .yes
        case .workday: return .no
        case .unknown: return .unknown
        }
    }
}

extension OHWeekdayRange {
    func contains(_ day: OHDay) -> Bool {
        // "Sa[1] +1 day": the day after the first Saturday.
        let target = offset == 0 ? day : OHDay(day.number - offset)
        guard containsWeekday(target.weekday) else { return false }
        guard nth != 0 else { return true }
        let fromStart = (target.day - 1) / 7 + 1
        let fromEnd = (target.daysInMonth - target.day) / 7 + 1
        return nth & (1 << (fromStart - 1)) != 0 || nth & (1 << (4 + fromEnd)) != 0
    }
}

extension OHDateRange {
    func contains(_ day: OHDay) -> Bool {
        let plainMonths =
            from.day == nil && !from.easter && from.year == nil && from.offset == 0 && !onwards
            && (to.map { $0.day == nil && !$0.easter && $0.year == nil && $0.offset == 0 } ?? true)
        if plainMonths {
            let a = from.month, b = to?.month ?? from.month
            return a <= b ? day.month >= a && day.month <= b : day.month >= a || day.month <= b
        }
        // The range as it starts in this year or the one before (a range over New Year).
        for base in (from.year ?? day.year - 1)...(from.year ?? day.year) {
            let start = from.resolve(year: base, end: false)
            var end: Int
            if let to {
                let toYear = to.year ?? base
                end = to.resolve(year: toYear, end: true)
                if end < start, to.year == nil { end = to.resolve(year: toYear + 1, end: true) }
            } else if onwards {
                end = CivilTime.days(year: base, month: 12, day: 31)
            } else {
                end = from.resolve(year: base, end: true)
            }
            if day.number >= start, day.number <= end { return true }
        }
        return false
    }
}

extension OHDate {
    /// The date in `year`: a whole month starts on its first day and ends on its last; a day past the month's
    /// end (`Feb 30`) is its last day.
    func resolve(year: Int, end: Bool) -> Int {
        if easter { return OHDay.easter(year) + offset }
        let last = OHDay.daysIn(year: year, month: month)
        let d = min(day ?? (end ? last : 1), last)
        return CivilTime.days(year: year, month: month, day: d) + offset
    }
}
