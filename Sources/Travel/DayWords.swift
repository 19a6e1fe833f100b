import Foundation
import Localization
import Services

/// "Can I go today?" in words, the same for the tab and the command line: the verdict in at most two lines, then
/// each input a line (the fact first), then where each came from and how old it is.
public enum DayWords {
    /// "09:00–18:00" (1440 is "24:00").
    public static func stretch(_ s: DayStretch) -> String { "\(clock(s.start))–\(clock(s.end))" }
    public static func clock(_ minute: Int) -> String { String(format: "%02d:%02d", minute / 60, minute % 60) }
    static func stretches(_ list: [DayStretch]) -> String { list.map(stretch).joined(separator: ", ") }

    /// The verdict: its opening words and the reasons that decide it (else the plain facts of a good day).
    public static func verdict(_ v: DayVerdict) -> String {
        let opening: String
        switch v.kind {
        case .go where v.windows.count > 1:
            opening = L.dayGoIn(stretches(v.windows))  // each open stretch, the closure between them left out
        case .go:
            opening = v.window.map { L.dayGo(from: clock($0.start), to: clock($0.end)) } ?? L.dayGo(from: "", to: "")
        case .goBetween:
            opening = v.window.map { L.dayGoBetween(from: clock($0.start), to: clock($0.end)) } ?? L.dayNotToday
        case .notToday: opening = L.dayNotToday
        case .cannotSay: opening = L.dayCannotSay
        }
        // The reasons of the verdict's own kind: a definite no says only what rules the day out.
        let shown: [DayVerdict.Reason]
        switch v.kind {
        case .go: shown = v.reasons.filter { [.accessMet, .rain, .dust].contains($0.rule) }
        case .notToday: shown = v.deciding.filter(\.rule.isDefiniteNo)
        case .cannotSay: shown = v.deciding.filter(\.rule.isMissingInput)
        case .goBetween: shown = v.deciding
        }
        let facts = shown.map { fact($0.fact) }
        return facts.isEmpty ? opening : opening + ": " + facts.joined(separator: ", ")
    }

    /// One input in words, as its line on the card says it.
    public static func fact(_ fact: DayFact) -> String {
        switch fact {
        case .closed(let holiday): return L.dayClosed(holiday: holiday.map(holidayName))
        case .pastClosing: return L.dayPastClosing
        case .open(let list, let holiday): return L.dayOpen(stretches(list), holiday: holiday.map(holidayName))
        case .noHours: return L.dayNoHours
        case .hoursNotUnderstood(let text): return L.dayHoursNotUnderstood(text)
        case .noNeeds: return L.dayNoNeeds
        case .accessMet(let needs): return L.dayAccessMet(needs.map(\.localizedLabel).joined(separator: ", "))
        case .accessNotMet(let reasons): return L.dayAccessNotMet(reasons.map(\.words).joined(separator: ", "))
        case .accessNotKnown(let reasons): return L.dayAccessNotKnown(reasons.map(\.words).joined(separator: ", "))
        case .rain(let wet): return wet.isEmpty ? L.dayDry : L.dayRain(stretches(wet))
        case .weatherMissing(let gap): return L.dayWeatherMissing(gap.rawValue)
        case .temperature(let low, let high):
            let units = WeatherUnits.metric
            return L.dayTemperature(low: units.formatTemperature(low), high: units.formatTemperature(high))
        case .wind(let strongest, let strong):
            return L.dayWind(
                strongest: WeatherUnits.metric.formatSpeed(strongest), strong: strong.isEmpty ? nil : stretches(strong))
        case .dust(let grade, let veryBad):
            return L.dayDust(grade: grade.words, veryBad: veryBad.isEmpty ? nil : stretches(veryBad))
        case .dustNotKnown: return L.dayDustNotKnown
        case .way(let distance, let profile, let unknowns):
            return L.dayWay(distance: formatDistance(distance), profile: profile.rawValue, unknowns: unknowns)
        case .noWay(let profile, let block, let foot):
            return L.dayNoWay(
                profile: profile.rawValue, block: block.map(RouteWords.block), footDistance: foot.map(formatDistance))
        case .wayMissing(let gap): return L.dayWayMissing(gap.rawValue)
        case .toilet(let t):
            return L.dayToilet(
                distance: formatDistance(t.distance), name: t.name, wheelchair: t.wheelchair.word, open: t.openThen)
        case .noToilet: return L.dayNoToilet(radius: formatDistance(Double(DayCheck.toiletRadius)))
        case .toiletNotKnown: return L.dayToiletNotKnown
        case .noOtherToilet: return L.dayNoOtherToilet(radius: formatDistance(Double(DayCheck.toiletRadius)))
        }
    }

    static func holidayName(_ h: Holiday) -> String { L.holidayName(korean: h.korean, english: h.english) }

    /// The input a rule reads, for the sources line.
    static func input(_ rule: DayVerdict.Rule) -> String {
        switch rule {
        case .closed, .pastClosing, .open, .noHours: return "hours"
        case .accessMet, .accessNotMet, .accessNotKnown: return "needs"
        case .rain, .rainAllDay, .weatherMissing, .temperature, .wind: return "weather"
        case .dust, .dustAllDay: return "air"
        case .toilet: return "toilet"
        case .way, .noStepFreeWay, .wayNotKnown: return "way"
        }
    }

    /// "sources: weather Open-Meteo, 5 min ago; air CAMS …; way OpenStreetMap, kept copy 2 h ago" — each input once.
    public static func sources(_ v: DayVerdict, now: Date) -> String? {
        var seen = Set<String>()
        let parts = v.reasons.compactMap { reason -> String? in
            guard let source = reason.source, seen.insert(input(reason.rule)).inserted else { return nil }
            var part = L.dayInput(input(reason.rule)) + " " + source.name
            switch source.kind {
            case .live: break
            case .keptCopy, .bundled, .sample: part += ", " + L.daySourceKind(source.kind.rawValue)
            }
            if let at = source.fetchedAt { part += " " + AnswerOrigin.age(seconds: now.timeIntervalSince(at)) }
            return part
        }
        return parts.isEmpty ? nil : L.daySources(parts)
    }

    /// The card: the verdict, each input a line (deciding first), where they came from.
    public struct Card: Equatable {
        public var verdict: String
        public var facts: [String]
        public var sources: String?
        public var lines: [String] { [verdict] + facts + [sources].compactMap { $0 } }
    }

    public static func card(_ v: DayVerdict, now: Date) -> Card {
        Card(verdict: verdict(v), facts: v.reasons.map { fact($0.fact) }, sources: sources(v, now: now))
    }

    /// Every line of the card, as the command line prints it.
    public static func lines(_ v: DayVerdict, now: Date) -> [String] { card(v, now: now).lines }
}
