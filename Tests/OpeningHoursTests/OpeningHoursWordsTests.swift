import Foundation
import Localization
import Places
import Testing

@testable import OpeningHours

/// What a person reads of opening hours: the list's phrase, the details' lines and the week ahead, in both languages.
struct OpeningHoursWordsTests {
    static let korea = 32_400
    static let seoul = Coordinate(latitude: 37.5665, longitude: 126.9780)

    static func at(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        CivilTime.date(year: 2026, month: month, day: day, hour: hour, minute: minute, offset: korea)
    }

    func phrase(_ value: String, _ date: Date, _ language: Language) -> String {
        Localization.with(language) {
            let status = OpeningHours(value).status(at: date, offset: Self.korea, coordinate: Self.seoul)
            return OpeningHoursWords.now(status, at: date, offset: Self.korea)
        }
    }

    @Test func theListsPhrase_saysWhenItChanges() {
        let wednesdayNoon = Self.at(11, 18, 12)
        #expect(phrase("Mo-Su 07:00-23:00", wednesdayNoon, .english) == "open · closes 23:00")
        #expect(phrase("Mo-Su 07:00-23:00", wednesdayNoon, .korean) == "영업 중 · 23:00 마감")
        #expect(phrase("24/7", wednesdayNoon, .english) == "open 24 hours")
        #expect(phrase("24/7", wednesdayNoon, .korean) == "24시간 영업")
        #expect(phrase("Mo 09:00-18:00", wednesdayNoon, .english) == "closed · opens Mon 09:00")
        #expect(phrase("Mo 09:00-18:00", wednesdayNoon, .korean) == "영업 종료 · 월요일 09:00 시작")
        #expect(phrase("Mo-Su 10:00-02:00", wednesdayNoon, .english) == "open · closes 02:00")
        #expect(phrase("We 00:00-24:00", wednesdayNoon, .english) == "open · closes 24:00")
        #expect(phrase("\"by appointment\"", wednesdayNoon, .english) == "“by appointment”")
        #expect(phrase("Mo-Fr 09:00-18:00 unknown", wednesdayNoon, .english) == "")
        #expect(phrase("Jan 09:00-18:00", wednesdayNoon, .english) == "closed")
    }

    /// 추석 2026 is Friday 25 September: a `PH off` rule says so by name, in each language.
    @Test func aPublicHolidayClosure_isNamed() {
        let chuseok = Self.at(9, 25, 10)
        #expect(phrase("Mo-Fr 09:00-18:00; PH off", chuseok, .korean) == "오늘 휴무 (추석)")
        #expect(phrase("Mo-Fr 09:00-18:00; PH off", chuseok, .english) == "closed today (Chuseok)")
        // Without a PH rule the holiday is not the reason, so it is not named.
        #expect(phrase("Mo-Fr 09:00-18:00", chuseok, .english) == "open · closes 18:00")
    }

    @Test func theDetails_sayTheValue_theComment_andTheWeekAhead() {
        let lines = Localization.with(.english) {
            OpeningHoursWords.details(
                OpeningHours("Mo-Fr 09:00-12:00,13:00-18:00; Sa 10:00-14:00 \"call first\"; PH off"),
                at: Self.at(9, 23, 12, 30), offset: Self.korea, coordinate: Self.seoul)
        }
        #expect(
            lines == [
                "Mo-Fr 09:00-12:00,13:00-18:00; Sa 10:00-14:00 \"call first\"; PH off — closed · opens 13:00",
                "The week ahead:",
                "Wed 23 Sep: 09:00–12:00, 13:00–18:00",
                "Thu 24 Sep: closed (Chuseok)",
                "Fri 25 Sep: closed (Chuseok)",
                "Sat 26 Sep: closed (Chuseok)",
                "Sun 27 Sep: closed",
                "Mon 28 Sep: 09:00–12:00, 13:00–18:00",
                "Tue 29 Sep: 09:00–12:00, 13:00–18:00",
            ])
        let korean = Localization.with(.korean) {
            OpeningHoursWords.details(
                OpeningHours("Sa 10:00-14:00 \"call first\""), at: Self.at(9, 26, 11), offset: Self.korea,
                coordinate: Self.seoul)
        }
        #expect(korean[0] == "Sa 10:00-14:00 \"call first\" — 영업 중 · 14:00 마감")
        #expect(korean[1] == "메모: call first")
        #expect(korean[2] == "앞으로 7일:")
        // 26 September is the day after 추석: the day is named, open or not.
        #expect(korean[3] == "9월 26일 (토): 10:00–14:00 “call first” (추석)")
        #expect(korean[4] == "9월 27일 (일): 휴무")
    }

    @Test func noHours_andHoursNotUnderstood_areSaidSo() {
        Localization.with(.english) {
            #expect(
                OpeningHoursWords.details(nil, at: Self.at(9, 23, 12), offset: Self.korea, coordinate: nil)
                    == ["— (the source gives none)"])
            let unread = OpeningHoursWords.details(
                OpeningHours("ask the owner"), at: Self.at(9, 23, 12), offset: Self.korea, coordinate: nil)
            #expect(unread == ["ask the owner (as written; not understood, so not said to be open or closed)"])
            let unknown = OpeningHoursWords.details(
                OpeningHours("Mo-Fr 09:00-18:00 unknown"), at: Self.at(9, 23, 12), offset: Self.korea,
                coordinate: nil)
            #expect(unknown[0] == "Mo-Fr 09:00-18:00 unknown — not known whether open now")
            #expect(unknown[2] == "Wed 23 Sep: 09:00–18:00 (not known)")
        }
    }
}
