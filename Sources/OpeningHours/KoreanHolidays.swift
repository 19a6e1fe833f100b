import Foundation
import Places

/// South Korea's public holidays (관공서의 공휴일에 관한 규정 and, since 2022, 공휴일에 관한 법률), 2020–2035:
/// - fixed: 신정 1/1, 삼일절 3/1, 어린이날 5/5, 현충일 6/6, 광복절 8/15, 개천절 10/3, 한글날 10/9, 기독탄신일 12/25;
///   from 2026 also 노동절 5/1 and 제헌절 7/17 (as PyPI `holidays` 0.109 lists them: the amendments of 2025);
/// - lunar (`KoreanLunarDates`, generated from KASI's tables): 설날 and 추석 with the days before and after,
///   부처님오신날;
/// - 대체공휴일 (substitute holidays): since 2014 for 설날 and 추석 (a day on a Sunday or on another holiday) and
///   어린이날 (on a Saturday, Sunday or another holiday); from the amendment of August 2021 also 삼일절, 광복절,
///   개천절, 한글날; from May 2023 also 부처님오신날 and 기독탄신일; from 2026 노동절 and 제헌절. The substitute is the
///   first weekday after that is not a holiday; holidays on one date share one substitute (5 May 2025);
/// - election days, which the regulation makes holidays (공직선거법 §34: the National Assembly's the first Wednesday
///   from 50 days before its term ends, local elections' from 30 days before 30 June, the president's from 70 days
///   before the term ends, a week later next to a holiday), and the days the cabinet designated (임시공휴일).
///   Future ones are the dates §34 gives today; an early election or a new designation changes them.
/// Dates outside 2020–2035 are unknown (`PH` there stays unknown).
public struct KoreanHolidays: HolidayCalendar {
    public static let shared = KoreanHolidays()
    public static let years = 2020...2035

    private let days: [Int: Holiday]
    private let first: Int
    private let last: Int

    public init() {
        var all: [Int: Holiday] = [:]
        for year in Self.years { all.merge(Self.holidays(in: year)) { a, _ in a } }
        days = all
        first = CivilTime.days(year: Self.years.lowerBound, month: 1, day: 1)
        last = CivilTime.days(year: Self.years.upperBound, month: 12, day: 31)
    }

    public func lookup(day: Int) -> HolidayLookup {
        guard day >= first, day <= last else { return .unknown }
        return days[day].map { .holiday($0) } ?? .workday
    }

    /// Every holiday of the calendar, in date order (day numbers since 1970-01-01).
    public var all: [(day: Int, holiday: Holiday)] { days.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    /// Whether a point lies in South Korea (its land and islands, north up to the Military Demarcation Line,
    /// approximated by a broken line).
    /// The border's latitude along the longitude, west to east (asked once per store: made once).
    private static let border: [(lon: Double, lat: Double)] = [
        (124.5, 37.8), (126.1, 37.75), (126.7, 37.95), (127.1, 38.3), (128.0, 38.33), (128.4, 38.65), (132.0, 38.65),
    ]

    public static func covers(_ c: Coordinate) -> Bool {
        guard (33.0...38.7).contains(c.latitude), (124.5...132.0).contains(c.longitude) else { return false }
        for (a, b) in zip(border, border.dropFirst()) where c.longitude >= a.lon && c.longitude <= b.lon {
            let limit = a.lat + (b.lat - a.lat) * (c.longitude - a.lon) / (b.lon - a.lon)
            return c.latitude <= limit
        }
        return false
    }

    // MARK: Building one year

    private enum Kind {
        case fixed, lunarBlock, buddha, designated
    }

    /// Which holidays get a substitute, and since when (a Saturday does not count for 설날 and 추석).
    private static func substituted(_ key: String, year: Int) -> Bool {
        switch key {
        case "children", "seollal", "chuseok": return true
        case "march1", "liberation", "foundation", "hangul": return year >= 2021
        case "buddha", "christmas": return year >= 2023
        case "labour", "constitution": return year >= 2026
        default: return false
        }
    }

    static func holidays(in year: Int) -> [Int: Holiday] {
        struct Entry {
            var days: [Int]
            var key: String
            var holiday: Holiday
        }
        var entries: [Entry] = []
        func fixed(_ month: Int, _ day: Int, _ key: String, _ ko: String, _ en: String) {
            entries.append(
                Entry(
                    days: [CivilTime.days(year: year, month: month, day: day)], key: key,
                    holiday: Holiday(korean: ko, english: en)))
        }
        fixed(1, 1, "newyear", "신정", "New Year's Day")
        fixed(3, 1, "march1", "삼일절", "Independence Movement Day")
        if year >= 2026 { fixed(5, 1, "labour", "노동절", "Labour Day") }
        fixed(5, 5, "children", "어린이날", "Children's Day")
        fixed(6, 6, "memorial", "현충일", "Memorial Day")
        if year >= 2026 { fixed(7, 17, "constitution", "제헌절", "Constitution Day") }
        fixed(8, 15, "liberation", "광복절", "Liberation Day")
        fixed(10, 3, "foundation", "개천절", "National Foundation Day")
        fixed(10, 9, "hangul", "한글날", "Hangul Day")
        fixed(12, 25, "christmas", "기독탄신일", "Christmas Day")
        let lunar = KoreanLunarDates.table[year - KoreanLunarDates.firstYear]
        func day(_ md: Int) -> Int { CivilTime.days(year: year, month: md / 100, day: md % 100) }
        let seollal = day(lunar.seollal), chuseok = day(lunar.chuseok)
        entries.append(
            Entry(
                days: [seollal - 1, seollal, seollal + 1], key: "seollal",
                holiday: Holiday(korean: "설날", english: "Seollal")))
        entries.append(
            Entry(
                days: [day(lunar.buddha)], key: "buddha",
                holiday: Holiday(korean: "부처님오신날", english: "Buddha's Birthday")))
        entries.append(
            Entry(
                days: [chuseok - 1, chuseok, chuseok + 1], key: "chuseok",
                holiday: Holiday(korean: "추석", english: "Chuseok")))
        for (d, ko, en) in designated where CivilTime.civil(fromDays: d).0 == year {
            entries.append(Entry(days: [d], key: "designated", holiday: Holiday(korean: ko, english: en)))
        }

        var result: [Int: Holiday] = [:]
        var count: [Int: Int] = [:]
        for entry in entries {
            for d in entry.days {
                count[d, default: 0] += 1
                if let other = result[d] {
                    result[d] = Holiday(
                        korean: other.korean + " · " + entry.holiday.korean,
                        english: other.english + " · " + entry.holiday.english)
                } else {
                    result[d] = entry.holiday
                }
            }
        }
        // Substitutes, in date order; holidays on one date, or inside a 3-day block, share one.
        func weekday(_ d: Int) -> Int { OHDay(d).weekday }
        var handled = Set<Int>()
        var substitutes: [Int: Holiday] = [:]
        for entry in entries.sorted(by: { $0.days[0] < $1.days[0] }) where substituted(entry.key, year: year) {
            if entry.days.allSatisfy({ handled.contains($0) }) { continue }
            let block = entry.days.count > 1
            let triggered = entry.days.contains { d in
                count[d, default: 0] > 1 || weekday(d) == 6 || (!block && weekday(d) == 5)
            }
            // A single day inside a block (개천절 in 추석, 2028) is the block's.
            let blockDays = entries.filter { $0.days.count > 1 }.flatMap(\.days)
            if !block, blockDays.contains(entry.days[0]) { continue }
            entry.days.forEach { handled.insert($0) }
            guard triggered else { continue }
            var candidate = entry.days.last! + 1
            while weekday(candidate) >= 5 || result[candidate] != nil || substitutes[candidate] != nil {
                candidate += 1
            }
            let names = entry.days.compactMap { result[$0] }.first ?? entry.holiday
            substitutes[candidate] = Holiday(
                korean: "대체공휴일 (" + names.korean + ")", english: "Substitute holiday (" + names.english + ")")
        }
        result.merge(substitutes) { a, _ in a }
        return result
    }

    /// Election days and the days the cabinet designated, 2020–2035.
    private static let designated: [(Int, String, String)] = [
        (2020, 4, 15, "국회의원 선거일", "National Assembly election"),
        (2020, 8, 17, "임시공휴일", "Temporary holiday"),
        (2022, 3, 9, "대통령 선거일", "Presidential election"),
        (2022, 6, 1, "지방선거일", "Local elections"),
        (2023, 10, 2, "임시공휴일", "Temporary holiday"),
        (2024, 4, 10, "국회의원 선거일", "National Assembly election"),
        (2024, 10, 1, "국군의 날 (임시공휴일)", "Armed Forces Day (temporary holiday)"),
        (2025, 1, 27, "임시공휴일", "Temporary holiday"),
        (2025, 6, 3, "대통령 선거일", "Presidential election"),
        (2026, 6, 3, "지방선거일", "Local elections"),
        (2028, 4, 12, "국회의원 선거일", "National Assembly election"),
        (2030, 3, 27, "대통령 선거일", "Presidential election"),
        (2030, 6, 12, "지방선거일", "Local elections"),
        (2032, 4, 14, "국회의원 선거일", "National Assembly election"),
        (2034, 5, 31, "지방선거일", "Local elections"),
        (2035, 3, 28, "대통령 선거일", "Presidential election"),
    ].map { (CivilTime.days(year: $0.0, month: $0.1, day: $0.2), $0.3, $0.4) }
}
