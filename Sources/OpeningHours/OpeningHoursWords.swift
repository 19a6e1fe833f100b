import Foundation
import Localization
import Places

/// Opening hours said in the language in use: the short phrase a list shows ("open · closes 23:00", "closed today
/// (추석)"), the details line, and the week ahead. Ask `OpeningHours.Status` whether a place is open, never these.
public enum OpeningHoursWords {
    /// The list's phrase at `date` (`offset`: the place's seconds from UTC); "" when nothing is known and the
    /// rule has no comment to give.
    public static func now(_ status: OpeningHours.Status, at date: Date, offset: Int) -> String {
        switch status.state {
        case .open:
            if status.isAlwaysOpen { return L.hoursOpenAroundTheClock }
            guard let next = status.nextChange,
                let (day, time) = dayAndTime(next, from: date, offset: offset, closing: true)
            else {
                return L.hoursOpen
            }
            // Closing within a day reads as a time alone ("closes 02:00" after midnight, too).
            let withinADay = next.timeIntervalSince(date) < 86_400
            return L.hoursOpenCloses(day: withinADay ? nil : day, time: time)
        case .closed:
            if let holiday = status.holiday { return L.hoursClosedForHoliday(name(holiday)) }
            guard let next = status.nextChange,
                let (day, time) = dayAndTime(next, from: date, offset: offset, closing: false)
            else {
                return L.hoursClosed
            }
            return L.hoursClosedOpens(day: day, time: time)
        case .unknown:
            return status.comment.map(L.hoursAsTheSourceSays) ?? ""
        }
    }

    /// The details' lines: the value as written with what it means now, the rule's comment, then the week ahead.
    public static func details(
        _ hours: OpeningHours?, at date: Date, offset: Int, coordinate: Coordinate?
    ) -> [String] {
        guard let hours else { return [L.hoursNoneGiven] }
        guard hours.isUnderstood else { return [L.hoursNotUnderstood(hours.text)] }
        let status = hours.status(at: date, offset: offset, coordinate: coordinate)
        let phrase = now(status, at: date, offset: offset)
        var lines = [
            status.state == .unknown && status.comment == nil
                ? L.hoursWrittenUnknownNow(hours.text) : L.hoursWrittenAndNow(hours.text, now: phrase)
        ]
        if let comment = status.comment { lines.append(L.hoursComment(comment)) }
        let days = hours.weekAhead(from: date, offset: offset, coordinate: coordinate)
        return lines + [L.hoursWeekAhead] + days.map { week(day: $0, offset: offset) }
    }

    /// "Tue 24 Nov: 09:00–12:00, 13:00–18:00", "Fri 25 Sep: closed (Chuseok)".
    static func week(day: OpeningHours.Day, offset: Int) -> String {
        let date = CivilTime(day.day, offset: offset)
        let label = L.dayAndDate(weekday: date.weekday, day: date.day, month: date.month)
        let text: String
        if day.intervals.isEmpty {
            text = L.hoursDayClosed
        } else if day.intervals.count == 1, day.intervals[0].start == 0, day.intervals[0].end >= 1440,
            day.intervals[0].state == .open
        {
            text = L.hoursDayAllDay
        } else {
            text = day.intervals.map(stretch).joined(separator: ", ")
        }
        return L.hoursWeekDay(label, day.holiday.map { L.hoursDayHoliday(text, holiday: name($0)) } ?? text)
    }

    private static func stretch(_ interval: OpeningHours.Interval) -> String {
        let text = CivilTime.clockText(minutes: interval.start) + "–" + CivilTime.clockText(minutes: interval.end)
        let said = interval.state == .unknown ? L.hoursStretchUnknown(text) : text
        return interval.comment.map { said + " " + L.hoursAsTheSourceSays($0) } ?? said
    }

    static func name(_ holiday: Holiday) -> String { L.holidayName(korean: holiday.korean, english: holiday.english) }

    /// The weekday to name (nil for the same local day) and the time, for a change within a week; nil beyond.
    private static func dayAndTime(_ next: Date, from date: Date, offset: Int, closing: Bool) -> (String?, String)? {
        let now = CivilTime(date, offset: offset), then = CivilTime(next, offset: offset)
        let days =
            CivilTime.days(year: then.year, month: then.month, day: then.day)
            - CivilTime.days(year: now.year, month: now.month, day: now.day)
        guard days < 7 else { return nil }
        // A change at midnight reads as the end of the day before ("closes 24:00"), not "Tue 00:00".
        if closing, then.hour == 0, then.minute == 0, days >= 1 {
            return (days == 1 ? nil : L.weekdayShort((then.weekday + 5) % 7 + 1), "24:00")
        }
        return (days == 0 ? nil : L.weekdayShort(then.weekday), then.hourMinuteText)
    }
}
