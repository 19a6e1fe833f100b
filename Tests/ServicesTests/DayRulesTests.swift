import Foundation
import Testing

@testable import Services

/// The day's rules as a table: inputs in, the verdict, its window and the rules that decide it out. No clock, no
/// network: each row is a day built by hand.
struct DayRulesTests {
    static let midnight = CivilTime.date(year: 2026, month: 12, day: 1, hour: 0, minute: 0, offset: 32_400)
    static let live = DaySource(name: "Open-Meteo", kind: .live, fetchedAt: midnight)
    static let nineToSix = DayInputs.Hours.open(
        [DayStretch(540, 1080)], unknownStretches: [], holiday: nil, text: "Mo-Su 09:00-18:00")

    /// Three-hour steps over the day, wet where `rain` says (mm in the step, by its start hour).
    static func weather(rain: [Int: Double] = [:]) -> DayInputs.Weather {
        .known(
            steps: stride(from: 0, to: 24, by: 3).map { hour in
                DayInputs.WeatherStep(
                    stretch: DayStretch(hour * 60, hour * 60 + 180), rainMillimetres: rain[hour] ?? 0,
                    snowMillimetres: 0, temperature: 5 + Double(hour) / 3)
            }, nowcast: nil, source: live)
    }

    static func day(
        hours: DayInputs.Hours = nineToSix, access: [(TravelNeed, TravelNeed.Verdict)] = [(.wheelchair, .met)],
        weather: DayInputs.Weather = weather(), air: [DayInputs.AirHour]? = nil,
        way: DayInputs.Way = .found(distance: 800, profile: .wheelchair, unknowns: 2, source: live),
        minuteNow: Int? = nil
    ) -> DayInputs {
        DayInputs(
            midnight: midnight, utcOffset: 32_400, minuteNow: minuteNow, hours: hours,
            access: access.map { DayInputs.Need(need: $0.0, verdict: $0.1) }, accessSource: nil, weather: weather,
            air: air.map { DayInputs.Air(hours: $0, source: live) }, toilet: nil, way: way)
    }

    struct Row: CustomTestStringConvertible {
        var name: String
        var day: DayInputs
        var kind: DayVerdict.Kind
        var window: DayStretch?
        var deciding: [DayVerdict.Rule]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "open, needs met, dry: go, all the hours", day: day(), kind: .go, window: DayStretch(540, 1080),
            deciding: []),
        Row(
            name: "a holiday closes it: not today, the holiday named",
            day: day(hours: .closed(holiday: Holiday(korean: "추석", english: "Chuseok"))),  // not UI: a fixture holiday
            kind: .notToday, window: nil, deciding: [.closed]),
        Row(
            name: "rain from 15:00 splits the hours: go between 09:00 and 15:00",
            day: day(weather: weather(rain: [15: 2.4])), kind: .goBetween, window: DayStretch(540, 900),
            deciding: [.rain]),
        Row(
            name: "rain under the wet threshold is dry", day: day(weather: weather(rain: [12: 0.3])), kind: .go,
            window: DayStretch(540, 1080), deciding: []),
        Row(
            name: "rain over all the hours: not today",
            day: day(weather: weather(rain: [9: 3, 12: 5, 15: 1])), kind: .notToday, window: nil,
            deciding: [.rainAllDay]),
        Row(
            name: "very bad fine dust in the afternoon: go between in the morning",
            day: day(air: [
                DayInputs.AirHour(stretch: DayStretch(540, 780), grade: .moderate),
                DayInputs.AirHour(stretch: DayStretch(780, 1080), grade: .veryBad),
            ]), kind: .goBetween, window: DayStretch(540, 780), deciding: [.dust]),
        Row(
            name: "very bad fine dust all day: not today",
            day: day(air: [DayInputs.AirHour(stretch: DayStretch(0, 1440), grade: .veryBad)]), kind: .notToday,
            window: nil, deciding: [.dustAllDay]),
        Row(
            name: "no hours recorded: can't say", day: day(hours: .notRecorded), kind: .cannotSay, window: nil,
            deciding: [.noHours]),
        Row(
            name: "hours not understood: can't say, with their text",
            day: day(hours: .notUnderstood("ask the guard")), kind: .cannotSay, window: nil, deciding: [.noHours]),
        Row(
            name: "sample weather never makes a verdict: can't say", day: day(weather: .missing(.sample)),
            kind: .cannotSay, window: nil, deciding: [.weatherMissing]),
        Row(
            name: "a need not known: can't say",
            day: day(access: [(.wheelchair, .unknown("wheelchair not recorded"))]), kind: .cannotSay,
            window: nil, deciding: [.accessNotKnown]),
        Row(
            name: "a need not met: not today, even with no hours",
            day: day(hours: .notRecorded, access: [(.stepFree, .notMet("entrance limited: one step"))]),
            kind: .notToday, window: nil, deciding: [.accessNotMet, .noHours]),
        Row(
            name: "no step-free way: not today",
            day: day(way: .none(profile: .wheelchair, block: "highway=steps", footDistance: 700, source: live)),
            kind: .notToday, window: nil, deciding: [.noStepFreeWay]),
        Row(
            name: "no way on foot for a walker is said, not deciding",
            day: day(way: .none(profile: .foot, block: nil, footDistance: nil, source: live)), kind: .go,
            window: DayStretch(540, 1080), deciding: []),
        Row(
            name: "the way asked and not found out for a wheelchair: can't say (a step may be on it)",
            day: day(way: .missing(.unavailable)), kind: .cannotSay, window: nil, deciding: [.wayNotKnown]),
        Row(
            name: "the way not asked for a wheelchair (too far to walk): said, not deciding",
            day: day(way: .missing(.tooFar)), kind: .go, window: DayStretch(540, 1080), deciding: []),
        Row(
            name: "the way not asked for a wheelchair (offline): said, not deciding",
            day: day(way: .missing(.offline)), kind: .go, window: DayStretch(540, 1080), deciding: []),
        Row(
            name: "the way not known for a pushchair: can't say",
            day: day(access: [(.stroller, .met)], way: .missing(.notConnected)), kind: .cannotSay, window: nil,
            deciding: [.wayNotKnown]),
        Row(
            name: "the way not asked for a walker is said, not deciding",
            day: day(access: [], way: .missing(.offline)), kind: .go, window: DayStretch(540, 1080), deciding: []),
        Row(
            name: "today after closing: not today", day: day(minuteNow: 1100), kind: .notToday, window: nil,
            deciding: [.pastClosing]),
        Row(
            name: "today at 14:00: the window starts now", day: day(minuteNow: 840), kind: .go,
            window: DayStretch(840, 1080), deciding: []),
        Row(
            name: "today half an hour before closing, dry: go for that half hour (not 'rain all day')",
            day: day(minuteNow: 1050), kind: .go, window: DayStretch(1050, 1080), deciding: []),
        Row(
            name: "only unknown stretches: can't say",
            day: day(hours: .open([], unknownStretches: [DayStretch(540, 1080)], holiday: nil, text: "PH off")),
            kind: .cannotSay, window: nil, deciding: [.noHours]),
    ]

    @Test(arguments: rows) func eachRule(_ row: Row) {
        let verdict = DayRules.verdict(row.day)
        #expect(verdict.kind == row.kind)
        #expect(verdict.window == row.window)
        #expect(Set(verdict.deciding.map(\.rule)) == Set(row.deciding))
    }

    @Test func theDecidingReasonsComeFirst_andEveryInputIsSaid() {
        let verdict = DayRules.verdict(Self.day(weather: Self.weather(rain: [15: 2.4])))
        #expect(verdict.reasons.first?.rule == .rain)
        let said = Set(verdict.reasons.map(\.rule))
        #expect(said.isSuperset(of: [.open, .accessMet, .way, .rain, .temperature, .dust, .toilet]))
        // The temperature over the open hours (the steps from 09:00 to 18:00): 8 to 10 °C.
        #expect(verdict.reasons.contains { $0.fact == .temperature(minimum: 8, maximum: 10) })
    }

    /// A midday closure is not a window: "go" says each open stretch, and the one window is the longest of them.
    @Test func aMiddayClosure_isLeftOutOfTheWindow() {
        let hours = DayInputs.Hours.open(
            [DayStretch(540, 720), DayStretch(780, 1080)], unknownStretches: [], holiday: nil,
            text: "Mo-Su 09:00-12:00,13:00-18:00")
        let verdict = DayRules.verdict(Self.day(hours: hours))
        #expect(verdict.kind == .go)
        #expect(verdict.windows == [DayStretch(540, 720), DayStretch(780, 1080)])
        #expect(verdict.window == DayStretch(780, 1080))
    }

    /// Today at 11:30 with a midday closure: the half hour before it is short because of the clock, not the
    /// weather — a dry day is "go", not "go between" with no reason.
    @Test func aHalfHourBeforeAMiddayClosure_isNotTakenByTheWeather() {
        let hours = DayInputs.Hours.open(
            [DayStretch(540, 720), DayStretch(780, 1080)], unknownStretches: [], holiday: nil, text: "")
        let verdict = DayRules.verdict(Self.day(hours: hours, minuteNow: 690))
        #expect(verdict.kind == .go)
        #expect(verdict.window == DayStretch(780, 1080))
    }

    /// No toilet found is "none within 1 km" only when the toilets answered; a search that could not be made says
    /// the toilets are not known, in its words too.
    @Test func noToiletFound_isNoneOnlyWhenTheToiletsAnswered() {
        var day = Self.day()
        #expect(DayRules.verdict(day).reasons.contains { $0.rule == .toilet && $0.fact == .noToilet })
        day.toiletNotAsked = true
        let reasons = DayRules.verdict(day).reasons.filter { $0.rule == .toilet }
        #expect(reasons.map(\.fact) == [.toiletNotKnown])
    }

    /// Strong wind (from 10.8 m/s) is said with its hours, never deciding; without wind data, nothing is said of it.
    @Test func strongWind_isSaid_notDeciding() {
        guard case .known(var steps, _, let source) = Self.weather() else { return }
        for i in steps.indices { steps[i].windSpeed = steps[i].stretch.start == 900 ? 12.5 : 3 }
        let verdict = DayRules.verdict(Self.day(weather: .known(steps: steps, nowcast: nil, source: source)))
        #expect(verdict.kind == .go)
        #expect(verdict.reasons.contains { $0.fact == .wind(strongest: 12.5, strong: [DayStretch(900, 1080)]) })
        #expect(!DayRules.verdict(Self.day()).reasons.contains { $0.rule == .wind })
    }

    @Test func todaysRain_inTheNextTwoHours_countsFromTheNowcast() {
        let start = Self.midnight.addingTimeInterval(10 * 3600)
        let cast = Nowcast(start: start, minutes: 45, millimetres: 1.2, stepMinutes: 15)
        guard case .known(let steps, _, let source) = Self.weather() else { return }
        let verdict = DayRules.verdict(
            Self.day(weather: .known(steps: steps, nowcast: cast, source: source), minuteNow: 560))
        #expect(verdict.kind == .goBetween)
        #expect(verdict.window == DayStretch(645, 1080))
    }
}
