import Foundation
import Testing

@testable import Services

/// A charger's weekday / Saturday / holiday hours read into "open now" with Korea's holidays; 00:00–00:00 is no
/// hours for that day, never open all day.
struct ChargerHoursTests {
    /// 09:00–18:00 on weekdays, 10:00–14:00 on Saturdays, 10:00–17:00 on Sundays and holidays.
    let hours = ChargerHours(
        weekday: .init(open: "09:00", close: "18:00"), saturday: .init(open: "10:00", close: "14:00"),
        holiday: .init(open: "10:00", close: "17:00"))

    /// A Korean wall-clock time as an instant.
    func korea(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ minute: Int = 0) -> Date {
        Date(
            timeIntervalSince1970: Double(
                CivilTime.days(year: y, month: m, day: d) * 86_400 + h * 3600 + minute * 60 - 9 * 3600))
    }

    @Test func aWeekday_usesTheWeekdayWindow() {
        // Tuesday 1 December 2026.
        #expect(hours.status(at: korea(2026, 12, 1, 8, 59)).1 == .closed(hours.weekday!))
        #expect(hours.status(at: korea(2026, 12, 1, 9, 0)).1 == .open(hours.weekday!))
        #expect(hours.status(at: korea(2026, 12, 1, 18, 0)).1 == .closed(hours.weekday!))
    }

    @Test func aSaturday_usesTheSaturdayWindow() {
        let (moment, status) = hours.status(at: korea(2026, 11, 28, 13, 30))
        #expect(moment.day == .saturday && status == .open(hours.saturday!))
        #expect(hours.status(at: korea(2026, 11, 28, 15, 0)).1 == .closed(hours.saturday!))
    }

    @Test func aHolidayOnAWeekday_andASunday_useTheHolidayWindow() {
        // 한글날, Friday 9 October 2026, at 09:30: the weekday window would say open; the holiday's says closed.
        let (moment, status) = hours.status(at: korea(2026, 10, 9, 9, 30))
        #expect(moment.day == .holiday && moment.holiday?.korean == "한글날")
        #expect(status == .closed(hours.holiday!))
        #expect(hours.status(at: korea(2026, 10, 9, 10, 30)).1 == .open(hours.holiday!))
        // Sunday 29 November 2026.
        #expect(
            hours.status(at: korea(2026, 11, 29, 16, 0)) == (
                ChargerHours.Moment(day: .holiday, holiday: nil, minute: 16 * 60), .open(hours.holiday!)
            ))
    }

    @Test func midnightToMidnight_isNotRecorded_andTheWholeDayIsOpen() {
        #expect(ChargerHours.Window(open: "00:00", close: "00:00") == nil)
        #expect(ChargerHours.Window(open: "09:00", close: "09:00") == nil)  // opens and closes at once: not given
        #expect(ChargerHours.Window(open: "", close: "") == nil)
        let allDay = try! #require(ChargerHours.Window(open: "00:00", close: "23:59"))
        #expect(allDay.isWholeDay)
        let noSaturday = ChargerHours(weekday: allDay, saturday: nil, holiday: nil)
        #expect(noSaturday.status(at: korea(2026, 11, 28, 12)).1 == .notRecorded)
        #expect(noSaturday.status(at: korea(2026, 12, 1, 23, 59)).1 == .open(allDay))
    }

    @Test func aWindowPastMidnight_belongsToTheDayItStarts() {
        // Weekdays 05:45–00:45, Saturdays 05:45–23:45 (성신여대입구역's).
        let late = try! #require(ChargerHours.Window(open: "05:45", close: "00:45"))
        let saturday = try! #require(ChargerHours.Window(open: "05:45", close: "23:45"))
        let hours = ChargerHours(weekday: late, saturday: saturday, holiday: nil)
        #expect(hours.status(at: korea(2026, 12, 1, 23, 0)).1 == .open(late))  // Tuesday night
        #expect(hours.status(at: korea(2026, 12, 2, 0, 30)).1 == .open(late))  // Wednesday 00:30: Tuesday's window
        #expect(hours.status(at: korea(2026, 12, 2, 3, 0)).1 == .closed(late))
        #expect(hours.status(at: korea(2026, 11, 28, 0, 30)).1 == .open(late))  // Saturday 00:30: Friday's window
        // Monday 00:30 follows Sunday, whose hours are not recorded: not open by Monday's window.
        #expect(hours.status(at: korea(2026, 11, 30, 0, 30)).1 == .closed(late))
    }

    @Test func beyondTheHolidayCalendar_aWeekdayIsNotRecorded() {
        // 2036: the calendar cannot say whether a weekday is a holiday.
        #expect(hours.status(at: korea(2036, 3, 4, 10)).1 == .notRecorded)
    }
}
