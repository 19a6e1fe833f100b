import Localization
import Testing

@testable import Services
@testable import Travel

/// The verdict's opening words: one stretch, or each open stretch where the hours have a gap.
struct DayWordsTests {
    @Test func aGoWithAMiddayClosure_saysEachStretch() {
        let verdict = DayVerdict(
            kind: .go, window: DayStretch(780, 1080), windows: [DayStretch(540, 720), DayStretch(780, 1080)],
            reasons: [])
        let single = DayVerdict(kind: .go, window: DayStretch(540, 1080), windows: [DayStretch(540, 1080)], reasons: [])
        Localization.with(.english) {
            #expect(DayWords.verdict(verdict) == "Good to go 09:00–12:00, 13:00–18:00")
            #expect(DayWords.verdict(single) == "Good to go 09:00–18:00")
        }
        Localization.with(.korean) {
            #expect(DayWords.verdict(verdict) == "가도 좋아요 09:00–12:00, 13:00–18:00")
        }
    }

    /// Hours written but not read are quoted, never "no hours recorded".
    @Test func hoursNotUnderstood_areQuoted() {
        let verdict = DayRules.verdict(
            DayInputs(
                midnight: .now, utcOffset: 32_400, minuteNow: nil, hours: .notUnderstood("ask the guard"), access: [],
                accessSource: nil, weather: .missing(.unavailable), air: nil, toilet: nil, way: .missing(.offline)))
        Localization.with(.english) {
            #expect(DayWords.verdict(verdict).contains("hours not understood: “ask the guard”"))
            #expect(!DayWords.verdict(verdict).contains("no hours recorded"))
        }
    }
}
