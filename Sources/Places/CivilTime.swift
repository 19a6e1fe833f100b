import Foundation

/// A moment read on a clock at a fixed UTC offset: the proleptic Gregorian date and time of day, by arithmetic
/// (Howard Hinnant's days-from-civil algorithms). The app only ever needs fixed offsets (a city's offset from the
/// weather service, Korea's +9), and this spares it Calendar and DateFormatter, whose first use loads ICU's data:
/// several milliseconds and megabytes before a tab's first frame.
public struct CivilTime: Equatable, Sendable {
    public var year: Int
    public var month: Int  // 1...12
    public var day: Int  // 1...31
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// 1 = Sunday … 7 = Saturday (as Calendar numbers them).
    public var weekday: Int
    /// 1 = 1 January.
    public var dayOfYear: Int

    public init(_ date: Date, offset: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - days * 86_400
        (year, month, day) = CivilTime.civil(fromDays: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        weekday = ((days % 7 + 7) % 7 + 4) % 7 + 1  // 1970-01-01 was a Thursday
        dayOfYear = days - CivilTime.days(year: year, month: 1, day: 1) + 1
    }

    /// The instant of a local date and time at `offset` seconds from UTC.
    public static func date(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, offset: Int
    ) -> Date {
        Date(
            timeIntervalSince1970: TimeInterval(
                days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset))
    }

    /// Days since 1970-01-01.
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The instant of a local date and time, or nil when the fields name no real moment (month 13, 30 February,
    /// hour 24): the check every hand-read timestamp makes.
    public static func validDate(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, offset: Int
    ) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0..<24).contains(hour), (0..<60).contains(minute),
            (0..<61).contains(second)
        else { return nil }
        let date = CivilTime.date(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
        return CivilTime(date, offset: offset).day == day ? date : nil
    }

    /// The number written in ASCII digits at `range` of `bytes`; nil if the range runs past them or holds anything else.
    public static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.upperBound <= bytes.count, bytes[range].allSatisfy({ (48...57).contains($0) })
        else { return nil }
        return bytes[range].reduce(0) { $0 * 10 + Int($1 - 48) }
    }

    /// "2026-11-22"
    public var dateText: String { CivilTime.four(year) + "-" + CivilTime.two(month) + "-" + CivilTime.two(day) }
    /// "09:15"
    public var hourMinuteText: String { CivilTime.two(hour) + ":" + CivilTime.two(minute) }
    /// "09:15:02"
    public var timeText: String { hourMinuteText + ":" + CivilTime.two(second) }

    /// "2026-11-22T09:15:02Z": UTC, whole seconds (log lines).
    public static func utcStamp(_ date: Date) -> String {
        let t = CivilTime(date, offset: 0)
        return t.dateText + "T" + t.timeText + "Z"
    }

    /// "2026-09-25T18:00:00+09:00": local time at `offset` seconds east of UTC, with that offset (`next_change`).
    public static func localStamp(_ date: Date, offset: Int) -> String {
        let t = CivilTime(date, offset: offset)
        let sign = offset < 0 ? "-" : "+", o = abs(offset)
        return t.dateText + "T" + t.timeText + sign + two(o / 3600) + ":" + two(o % 3600 / 60)
    }

    /// `localStamp`'s inverse: "2026-09-25T10:00:00+09:00", "2026-09-25T10:00+09:00", "2026-09-25T01:00:00Z" → the
    /// instant and the offset (seconds east of UTC) it was written in.
    public static func parseStamp(_ text: String) -> (Date, Int)? {
        let b = Array(text.utf8)
        guard b.count >= 17, let year = number(b, 0..<4), b[4] == 45, let month = number(b, 5..<7),
            b[7] == 45, let day = number(b, 8..<10), b[10] == 84 || b[10] == 32,
            let hour = number(b, 11..<13), b[13] == 58, let minute = number(b, 14..<16)
        else { return nil }
        var i = 16
        var second = 0
        if i < b.count, b[i] == 58 {
            guard let s = number(b, 17..<19) else { return nil }
            second = s
            i = 19
        }
        var offset = 0
        if i < b.count, b[i] == 90 {  // Z
            i += 1
        } else if i < b.count, b[i] == 43 || b[i] == 45 {
            guard let h = number(b, (i + 1)..<(i + 3)), i + 3 < b.count, b[i + 3] == 58,
                let m = number(b, (i + 4)..<(i + 6))
            else { return nil }
            offset = (h * 3600 + m * 60) * (b[i] == 45 ? -1 : 1)
            i += 6
        }
        guard i == b.count,
            let date = validDate(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
        else { return nil }
        return (date, offset)
    }

    /// 0 Monday … 6 Sunday (as `opening_hours` counts them).
    public var weekdayFromMonday: Int { (weekday + 5) % 7 }

    /// "09:30", "24:00": minutes from a day's midnight as a clock reads them.
    public static func clockText(minutes: Int) -> String { two(minutes / 60) + ":" + two(minutes % 60) }

    public static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    static func four(_ n: Int) -> String {
        n < 0 ? String(n) : String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n)
    }
}
