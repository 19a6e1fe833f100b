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

/// What blocks a way is said in the reader's words, never as an OpenStreetMap tag.
struct RouteBlockWordsTests {
    @Test func everyRulesBlock_hasWords_inBothLanguages() {
        let tags = [
            "wheelchair=no", "highway=steps", "incline=9%", "width=0.8 m", "smoothness=horrible",
            "barrier=kissing_gate", "barrier=stile", "barrier=turnstile", "barrier=full-height_turnstile",
            "barrier=step", "barrier=log", "kerb:height=5 cm", "kerb=raised", "kerb=rolled", "kerb=yes",
            "opening_hours=closed",
        ]
        for language in [Language.english, .korean] {
            Localization.with(language) {
                for tag in tags {
                    let words = RouteWords.block(tag)
                    #expect(!words.contains("=") && !words.contains("_"), "\(language) \(tag): \(words)")
                }
            }
        }
        Localization.with(.english) {
            #expect(RouteWords.block("highway=steps") == "steps")
            #expect(RouteWords.block("incline=9%") == "a slope of 9%")
            // Bare numbers, as mappers often write them, with the unit the rules read them in.
            #expect(RouteWords.block("incline=9") == "a slope of 9%")
            #expect(RouteWords.block("width=0.8") == "a way 0.8 m wide")
            #expect(RouteWords.block("kerb:height=5") == "a kerb 5 cm high")
            #expect(RouteWords.block("kerb:height=0.05") == "a kerb 0.05 m high")
        }
        Localization.with(.korean) { #expect(RouteWords.block("kerb=raised") == "높은 연석") }
    }

    /// A bundled toilet's hours as its file wrote them are the day's hours: quoted when they cannot be read, never
    /// "no hours recorded".
    @Test func aToiletsWrittenHours_areItsDaysHours() {
        let toilet = PublicToilet(
            id: "kr:seoul_public_toilets/1", name: "a toilet", coordinate: Coordinate(latitude: 37.5, longitude: 127),
            distance: 10, wheelchair: nil, changingTable: .unknown, fee: nil, openingHours: nil, isPublicToilet: true,
            sources: [.seoulPublicToilets], writtenHours: "(월 ~ 금) 9:30 ~ 17:30")
        #expect(ToiletWords.dayPlace(toilet).openingHours == "(월 ~ 금) 9:30 ~ 17:30")
        var tagged = toilet
        tagged.openingHours = "Mo-Fr 09:30-17:30"
        #expect(ToiletWords.dayPlace(tagged).openingHours == "Mo-Fr 09:30-17:30")
    }
}
