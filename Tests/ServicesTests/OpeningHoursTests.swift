import Foundation
import Testing

@testable import OpeningHours
@testable import Services

/// `opening_hours` as mappers write them. Sources: the OpenStreetMap wiki's Key:opening_hours page and its
/// tutorial ("wiki"), values in the recorded Overpass answers of Tests/Fixtures/recorded/overpass ("recorded"),
/// the common forms listed by the simple-opening-hours package's README and Organic Maps' editing help ("editors").
/// Times are Korean (UTC+9), in the week of Monday 16 November 2026, which has no public holiday.
struct OpeningHoursTests {
    static let korea = 32_400

    /// Day 0 Monday 16 November 2026 … 6 Sunday, at a local time.
    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        CivilTime.date(year: 2026, month: 11, day: 16 + day, hour: hour, minute: minute, offset: korea)
    }

    /// "open until 17:00", "open until +1d 02:00", "open" (no change within a year), "closed until +2d 08:00",
    /// "closed", "unknown".
    func says(_ text: String, _ when: Date) -> String {
        let status = OpeningHours(text).evaluate(at: when, utcOffset: Self.korea, holidays: KoreanHolidays.shared)
        let word = status.state == .open ? "open" : status.state == .closed ? "closed" : "unknown"
        guard let next = status.nextChange else { return word }
        let now = CivilTime(when, offset: Self.korea), then = CivilTime(next, offset: Self.korea)
        let days =
            CivilTime.days(year: then.year, month: then.month, day: then.day)
            - CivilTime.days(year: now.year, month: now.month, day: now.day)
        return word + " until " + (days == 0 ? "" : "+\(days)d ") + then.hourMinuteText
    }

    @Test func commonValues_sayOpenClosesAndOpensAsThePlaceDoes() {
        // wiki
        #expect(says("24/7", Self.at(2, 3)) == "open")
        #expect(OpeningHours("24/7").evaluate(at: Self.at(2, 3), utcOffset: Self.korea).isAlwaysOpen)
        #expect(says("Mo-Fr 08:00-17:00", Self.at(0, 9)) == "open until 17:00")
        #expect(says("Mo-Fr 08:00-17:00", Self.at(5, 9)) == "closed until +2d 08:00")
        #expect(says("Mo-Fr 08:00-12:00,13:00-17:30", Self.at(1, 12, 30)) == "closed until 13:00")
        #expect(says("Mo-Fr 08:00-12:00,13:00-17:30", Self.at(1, 13, 5)) == "open until 17:30")
        #expect(says("Mo,We 08:00-12:00", Self.at(1, 9)) == "closed until +1d 08:00")
        #expect(says("Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00", Self.at(5, 11)) == "open until 12:00")
        #expect(
            says("Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00; PH off", Self.at(6, 11)) == "closed until +1d 08:00")
        // recorded (Overpass answers)
        #expect(says("Mo-Su 09:00-23:00", Self.at(6, 22)) == "open until 23:00")
        #expect(says("Mo-Su 08:00-19:00", Self.at(3, 7)) == "closed until 08:00")
        #expect(says("Mo-Su 06:00-24:00", Self.at(4, 23, 59)) == "open until +1d 00:00")
        #expect(says("Mo-Su 06:00-24:00", Self.at(4, 2)) == "closed until 06:00")
        // editors
        #expect(says("Mo-Sa 06:00-22:00", Self.at(6, 10)) == "closed until +1d 06:00")
        #expect(says("Mo-Fr 08:00-18:00; Sa,Su 10:00-20:00", Self.at(6, 19)) == "open until 20:00")
        // ", We 14:00-18:00" adds an afternoon to Wednesday's morning.
        #expect(says("Mo-Fr 08:00-12:00, We 14:00-18:00", Self.at(2, 15)) == "open until 18:00")
        #expect(says("Mo-Fr 08:00-12:00, We 14:00-18:00", Self.at(2, 9)) == "open until 12:00")
        // "; We off" replaces Wednesday.
        #expect(says("Mo-Fr 08:00-18:00; We off", Self.at(2, 9)) == "closed until +1d 08:00")
        #expect(says("Mo-Fr 09:00-20:00; Sa-Su 10:00-19:00", Self.at(5, 9, 59)) == "closed until 10:00")
        // Past midnight: Friday's night runs into Saturday morning; Sunday's into Monday's.
        #expect(says("Mo-Th 10:00-24:00; Fr,Sa 10:00-02:00", Self.at(5, 1)) == "open until 02:00")
        #expect(says("Tu-Su 18:00-02:00", Self.at(0, 1, 30)) == "open until 02:00")
        #expect(says("Tu-Su 18:00-02:00", Self.at(0, 3)) == "closed until +1d 18:00")
        #expect(says("Mo-Su 10:00-26:00", Self.at(2, 1)) == "open until 02:00")
        #expect(says("Mo-Su 00:00-24:00", Self.at(6, 23, 59)) == "open")
        #expect(says("Sa-Mo 10:00-16:00", Self.at(0, 11)) == "open until 16:00")
        #expect(says("off", Self.at(0, 12)) == "closed")
    }

    /// The forms that used to be unknown, now read (issue 30), each with the answer it must give.
    @Test func datesMonthsWeeksNthAndModifiers() {
        #expect(
            says(
                "Mo-Su 09:00-18:00; Dec 25 off",
                CivilTime.date(year: 2026, month: 12, day: 25, hour: 12, offset: Self.korea))
                == "closed until +1d 09:00")
        #expect(says("Nov-Mar Mo-Fr 10:00-16:00; Apr-Oct Mo-Fr 08:00-18:00", Self.at(0, 9)) == "closed until 10:00")
        #expect(says("May 01-Sep 15: 00:00-24:00", Self.at(0, 9)) == "closed until +166d 00:00")
        #expect(says("Mo[3] 10:00-12:00", Self.at(0, 11)) == "open until 12:00")  // 16 Nov: the third Monday
        #expect(says("Mo[1] 10:00-12:00", Self.at(0, 11)) == "closed until +21d 10:00")
        #expect(says("Su[-1] 10:00-12:00", Self.at(6, 11)) == "closed until +7d 10:00")  // 29 Nov is the last
        #expect(says("week 47 Mo 10:00-12:00", Self.at(0, 11)) == "open until 12:00")  // ISO week 47
        #expect(says("week 48 Mo 10:00-12:00", Self.at(0, 11)).hasPrefix("closed until +7d"))
        #expect(says("Mo-Fr 09:00-17:00; Mo-Fr 12:00-13:00 off", Self.at(0, 12, 30)) == "closed until 13:00")
        #expect(says("Mo-Fr 09:00-17:00; Mo-Fr 12:00-13:00 off", Self.at(0, 13, 30)) == "open until 17:00")
        #expect(says("Mo-Fr 10:00-18:00 unknown", Self.at(0, 12)) == "unknown until 18:00")
        #expect(says("2026 Nov 16-18 off; Mo-Fr 09:00-17:00", Self.at(0, 12)) == "open until 17:00")
        #expect(says("Mo-Fr 09:00-17:00; 2026 Nov 16-18 off", Self.at(0, 12)) == "closed until +3d 09:00")
        #expect(
            says(
                "Sa[1],Sa[1] +1 day 10:00-12:00",
                CivilTime.date(year: 2026, month: 10, day: 4, hour: 11, offset: Self.korea)) == "open until 12:00")
    }

    @Test func commentsFallbackAndOpenEnds() {
        let comment = OpeningHours("\"by appointment\"").evaluate(at: Self.at(0, 12), utcOffset: Self.korea)
        #expect(comment.state == .unknown && comment.comment == "by appointment")
        let call = OpeningHours("Mo-Fr 10:00-18:00 \"call first\"").evaluate(at: Self.at(0, 12), utcOffset: Self.korea)
        #expect(call.state == .open && call.comment == "call first")
        // "||" applies only on days the rules before it leave without open time.
        #expect(says("Mo-Fr 08:00-12:00 || Sa 10:00-11:00", Self.at(5, 10, 30)) == "open until 11:00")
        #expect(says("Mo-Fr 08:00-12:00 || Tu-Th 14:00-16:00", Self.at(1, 15)) == "closed until +1d 08:00")
        #expect(says("Mo-Fr 08:00-12:00 || \"by appointment\"", Self.at(5, 12)) == "unknown until +2d 00:00")
        // An open end: open to midnight, then not known until 04:00.
        #expect(says("Fr 22:00+", Self.at(4, 23)) == "open until +1d 00:00")
        #expect(says("Fr 22:00+", Self.at(5, 1)) == "unknown until 04:00")
        #expect(says("Mo-Fr 10:00-16:00+", Self.at(0, 17)) == "unknown until 18:00")
        #expect(says("unknown", Self.at(0, 17)) == "unknown")
    }

    @Test func sunTimes_needThePlace() {
        let seoul = Coordinate(latitude: 37.5665, longitude: 126.9780)
        let noon = OpeningHours("sunrise-sunset").evaluate(at: Self.at(0, 12), utcOffset: Self.korea, coordinate: seoul)
        #expect(noon.state == .open)
        // Sunset in Seoul on 16 November 2026 is about 17:22 (KASI: 17:21).
        let sunset = CivilTime(noon.nextChange!, offset: Self.korea)
        #expect(sunset.hour == 17 && (18...25).contains(sunset.minute))
        #expect(OpeningHours("sunrise-sunset").evaluate(at: Self.at(0, 12), utcOffset: Self.korea).state == .unknown)
        // Without the place even 03:00 is unknown: where dusk falls is not known, so neither is where the span ends.
        #expect(says("Mo-Su 08:00-dusk", Self.at(0, 3)) == "unknown")
        let night = OpeningHours("Mo-Su 08:00-dusk").evaluate(
            at: Self.at(0, 3), utcOffset: Self.korea, coordinate: seoul)
        #expect(night.state == .closed && CivilTime(night.nextChange!, offset: Self.korea).hourMinuteText == "08:00")
    }

    @Test func publicHolidays_inKorea_andUnknownElsewhere() {
        let chuseok = CivilTime.date(year: 2026, month: 9, day: 25, hour: 12, offset: Self.korea)
        let hours = OpeningHours("Mo-Su 09:00-18:00; PH off")
        let status = hours.evaluate(at: chuseok, utcOffset: Self.korea, holidays: KoreanHolidays.shared)
        #expect(status.state == .closed && status.holiday?.korean == "추석" && status.holiday?.english == "Chuseok")
        // Closed 24 to 26 September; open again on Sunday the 27th.
        #expect(CivilTime(status.nextChange!, offset: Self.korea).dateText == "2026-09-27")
        #expect(hours.evaluate(at: chuseok, utcOffset: Self.korea, holidays: nil).state == .unknown)
        // A substitute holiday (부처님오신날 falls on Sunday 24 May 2026).
        let substitute = CivilTime.date(year: 2026, month: 5, day: 25, hour: 12, offset: Self.korea)
        #expect(hours.evaluate(at: substitute, utcOffset: Self.korea, holidays: KoreanHolidays.shared).state == .closed)
        // Outside Korea no calendar is known.
        #expect(HolidayCalendars.forPlace(Coordinate(latitude: 48.85, longitude: 2.35)) == nil)
        #expect(HolidayCalendars.forPlace(Coordinate(latitude: 37.39, longitude: 127.11)) != nil)
        #expect(HolidayCalendars.forPlace(Coordinate(latitude: 39.03, longitude: 125.75)) == nil)  // Pyongyang
    }

    @Test func weekAhead_listsEachDaysOpenTimes() {
        let week = OpeningHours("Mo-Fr 09:00-18:00; PH off").weekAhead(
            from: CivilTime.date(year: 2026, month: 9, day: 21, hour: 8, offset: Self.korea), utcOffset: Self.korea,
            holidays: KoreanHolidays.shared)
        #expect(week.count == 7)
        #expect(week[0].intervals == [OpeningHours.Interval(start: 540, end: 1080, state: .open, comment: nil)])
        #expect(week[3].intervals.isEmpty && week[3].holiday?.korean == "추석")  // Thursday 24 September
        #expect(week[5].intervals.isEmpty && week[5].holiday?.korean == "추석")  // Saturday
    }

    @Test func notUnderstood_isUnknown_shownAsWritten_neverGuessed() {
        for text in ["summer", "", "closed on Mondays", "Mo-Fr 08:00-25:00:00", "Mo-Fr 9am-6pm", "Mo-Fr 9h-18h"] {
            let hours = OpeningHours(text)
            #expect(!hours.isUnderstood, "\(text)")
            #expect(hours.evaluate(at: Self.at(0, 10), utcOffset: Self.korea).state == .unknown)
            #expect(hours.text == text)
        }
    }
}
