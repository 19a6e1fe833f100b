import Foundation
import Testing

@testable import OpeningHours
@testable import Services

/// Korea's public holidays against two lists: PyPI `holidays` (Fixtures/opening_hours/kr_holidays_2024_2030.tsv,
/// written by tools/korean_holidays_fixture.py), day by day, and the days the government announced, as cited.
struct KoreanHolidaysTests {
    static func day(_ text: Substring) -> Int {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CivilTime.days(year: parts[0], month: parts[1], day: parts[2])
    }

    @Test func everyHoliday2024to2030_matchesPyPIHolidays() {
        let text = String(decoding: Fixture.data("opening_hours/kr_holidays_2024_2030.tsv"), as: UTF8.self)
        let expected = Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { Self.day($0.prefix(10)) })
        let first = CivilTime.days(year: 2024, month: 1, day: 1), last = CivilTime.days(year: 2030, month: 12, day: 31)
        let ours = Set(KoreanHolidays.shared.all.map(\.day).filter { $0 >= first && $0 <= last })
        #expect(ours == expected)
        #expect(expected.count == 143)
    }

    /// Days the Ministry of the Interior and Safety and the cabinet announced (관보; 인사혁신처 달력), as widely reported:
    /// the lunar holidays with their substitutes, the 2021 and 2023 extensions of 대체공휴일, election and
    /// designated days.
    @Test func announcedDays() {
        let cal = KoreanHolidays.shared
        func isHoliday(_ y: Int, _ m: Int, _ d: Int) -> Bool {
            if case .holiday = cal.lookup(year: y, month: m, day: d) { return true }
            return false
        }
        // 설날 2024 fell on Saturday 10 February; Sunday the 11th gave Monday the 12th as a substitute.
        #expect(isHoliday(2024, 2, 9) && isHoliday(2024, 2, 10) && isHoliday(2024, 2, 11) && isHoliday(2024, 2, 12))
        #expect(!isHoliday(2024, 2, 13))
        // 추석 2025 (5-7 October) with 개천절 on the 3rd, 한글날 on the 9th and a substitute on the 8th.
        for d in [3, 5, 6, 7, 8, 9] { #expect(isHoliday(2025, 10, d), "2025-10-\(d)") }
        // 2021 extension: 광복절 on Sunday 15 August 2021 gave Monday the 16th; before it, 2020's Saturday gave none.
        #expect(isHoliday(2021, 8, 16))
        // 2023 extension: 부처님오신날 on Saturday 27 May 2023 gave Monday the 29th.
        #expect(isHoliday(2023, 5, 29))
        // 5 May 2025 was both 어린이날 and 부처님오신날: one substitute, Tuesday the 6th.
        #expect(isHoliday(2025, 5, 6) && !isHoliday(2025, 5, 7))
        // Election days: 10 April 2024, 3 June 2025 (presidential), 3 June 2026 (local); designated: 1 October 2024,
        // 27 January 2025.
        #expect(isHoliday(2024, 4, 10) && isHoliday(2025, 6, 3) && isHoliday(2026, 6, 3))
        #expect(isHoliday(2024, 10, 1) && isHoliday(2025, 1, 27))
        // 어린이날 on Sunday 5 May 2024 gave Monday the 6th.
        #expect(isHoliday(2024, 5, 6))
        // Outside the years known: unknown, so PH stays unknown.
        #expect(cal.lookup(year: 2019, month: 1, day: 1) == .unknown)
        #expect(cal.lookup(year: 2036, month: 1, day: 1) == .unknown)
    }

    @Test func lunarTable_isWhatTheScriptWrites() {
        // `make opening-hours-diff` runs tools/korean_lunar_dates.py --check (the whole table against PyPI's
        // korean-lunar-calendar); here the anchors KASI publishes.
        let y2026 = KoreanLunarDates.table[2026 - KoreanLunarDates.firstYear]
        #expect(y2026.seollal == 217 && y2026.buddha == 524 && y2026.chuseok == 925)
        let y2030 = KoreanLunarDates.table[2030 - KoreanLunarDates.firstYear]
        #expect(y2030.seollal == 203 && y2030.buddha == 509 && y2030.chuseok == 912)
    }
}
