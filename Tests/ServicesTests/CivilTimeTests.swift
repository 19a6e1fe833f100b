import Foundation
import Testing

@testable import Services

/// The arithmetic clock agrees with Foundation's Gregorian calendar and formatters, for every offset the app
/// meets, across leap days, year ends and the far past and future.
struct CivilTimeTests {
    static let offsets = [0, 9 * 3600, -4 * 3600, 5 * 3600 + 1800, -(9 * 3600 + 1800), 14 * 3600, -12 * 3600]

    @Test func components_matchTheGregorianCalendar() {
        var instants: [TimeInterval] = [0, -1, 86_399, 951_782_400, 1_798_938_245, -2_208_988_800, 4_102_444_799]
        var seed: UInt64 = 42
        for _ in 0..<300 {  // a spread of instants from 1900 to 2100
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            instants.append(-2_208_988_800 + TimeInterval(seed % 6_311_433_600))
        }
        for offset in Self.offsets {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: offset)!
            for t in instants {
                let date = Date(timeIntervalSince1970: t)
                let ours = CivilTime(date, offset: offset)
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
                let mine: [Int] = [ours.year, ours.month, ours.day, ours.hour, ours.minute, ours.second, ours.weekday]
                let theirs: [Int] = [c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!, c.weekday!]
                #expect(mine == theirs, "\(t) at \(offset)")
                #expect(ours.dayOfYear == calendar.ordinality(of: .day, in: .year, for: date))
                #expect(
                    CivilTime.date(
                        year: ours.year, month: ours.month, day: ours.day, hour: ours.hour, minute: ours.minute,
                        second: ours.second, offset: offset) == Date(timeIntervalSince1970: t.rounded(.down)))
            }
        }
    }

    @Test func localTimeFormatter_writesWhatDateFormatterWrites() {
        for offset in Self.offsets {
            func formatter(_ format: String) -> DateFormatter {
                let f = DateFormatter()
                f.locale = Locale(identifier: "en_US_POSIX")
                f.timeZone = TimeZone(secondsFromGMT: offset)
                f.dateFormat = format
                return f
            }
            let (clock, weekday, stamp) = (
                formatter("HH:mm"), formatter("EEE d MMM"), formatter("yyyy-MM-dd'T'HH:mm:ssxxx")
            )
            let local = LocalTimeFormatter(offset: offset)
            for t in stride(from: 1_700_000_000.0, to: 1_800_000_000, by: 987_654.3) {
                let date = Date(timeIntervalSince1970: t)
                #expect(local.time(date) == clock.string(from: date))
                #expect(local.day(date) == weekday.string(from: date))
                #expect(local.iso8601(date) == stamp.string(from: date))
            }
        }
    }

    @Test func openMeteoLocalTimes_readAsDateFormatterReadsThem() {
        for offset in Self.offsets {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = TimeZone(secondsFromGMT: 0)
            let times = OpenMeteoClient.LocalTimes(offset: offset)
            for text in ["2026-11-22T09:00", "2024-02-29T23:00", "1999-12-31T00:30", "2026-11-22", "2024-02-29"] {
                f.dateFormat = text.count > 10 ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd"
                #expect(
                    times.instant(text) == f.date(from: text).map { $0.addingTimeInterval(TimeInterval(-offset)) },
                    "\(text)")
            }
            for bad in ["", "2026-13-01", "2026-02-30", "2026-11-22T24:00", "2026-11-22 09:00", "2026-11-22T09:00:00"] {
                #expect(times.instant(bad) == nil, "\(bad)")
            }
        }
    }

    @Test func tourTimestamps_readAsKoreanTime() {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        f.dateFormat = "yyyyMMddHHmmss"
        for text in ["20250912140127", "20240229000000", "19991231235959", "20260101090000"] {
            #expect(Spot.parseTime(text) == f.date(from: text), "\(text)")
        }
        for bad in ["", "2025091214012", "20251312140127", "20250230120000", "2025-09-12 14:01", "20250912250000"] {
            #expect(Spot.parseTime(bad) == nil, "\(bad)")
        }
    }
}
