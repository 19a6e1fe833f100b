import Foundation

/// A need and the words of its verdict ("entrance limited: one step"), as the details say it.
public struct NeedReason: Sendable, Equatable {
    public var need: TravelNeed
    public var words: String
}

/// One fact the day card says, with the rule that reads it.
public enum DayFact: Sendable, Equatable {
    case closed(Holiday?)
    case pastClosing
    case open([DayStretch], Holiday?)
    case noHours
    /// Hours written that could not be read: the text, for the person to read.
    case hoursNotUnderstood(String)
    case noNeeds
    case accessMet([TravelNeed])
    case accessNotMet([NeedReason])
    case accessNotKnown([NeedReason])
    /// Wet stretches within the open hours (empty: dry).
    case rain([DayStretch])
    case weatherMissing(DayInputs.WeatherGap)
    case temperature(minimum: Double, maximum: Double)
    /// The strongest wind over the open hours (m/s), and the stretches where it is strong.
    case wind(strongest: Double, strong: [DayStretch])
    /// The worst grade over the open hours, and the hours it is very bad (removed from the window).
    case dust(AirGrade, veryBad: [DayStretch])
    case dustNotKnown
    case way(distance: Double, profile: RouteProfile, unknowns: Int)
    case noWay(profile: RouteProfile, block: String?, footDistance: Double?)
    case wayMissing(DayInputs.WayGap)
    case toilet(DayInputs.Toilet)
    case noToilet
    /// None other than the place itself (a toilet's own card).
    case noOtherToilet
    /// The toilets could not be asked: whether one is near is not known.
    case toiletNotKnown
}

/// The day's answer: go, go between two times, not today, or can't say — with the reasons that decide it first, then
/// every other input in the same words, each with its source.
public struct DayVerdict: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case go, goBetween = "go_between", notToday = "not_today", cannotSay = "cannot_say"
    }

    /// Each rule once, by its id (README lists them).
    public enum Rule: String, Sendable, Equatable, CaseIterable {
        case closed, pastClosing = "past_closing", accessNotMet = "access_not_met", noStepFreeWay = "no_step_free_way"
        case rainAllDay = "rain_all_day", dustAllDay = "dust_all_day"
        case noHours = "no_hours", accessNotKnown = "access_not_known", weatherMissing = "weather_missing"
        case wayNotKnown = "way_not_known"
        case rain, dust, open, accessMet = "access_met", temperature, wind, way, toilet

        /// A definite no: the place cannot be visited that day whatever else is known.
        public var isDefiniteNo: Bool {
            [.closed, .pastClosing, .accessNotMet, .noStepFreeWay, .rainAllDay, .dustAllDay].contains(self)
        }
        /// An input missing: nothing can be said until it is known.
        public var isMissingInput: Bool {
            [.noHours, .accessNotKnown, .weatherMissing, .wayNotKnown].contains(self)
        }
    }

    public struct Reason: Sendable, Equatable {
        public var rule: Rule
        public var fact: DayFact
        public var source: DaySource?
        /// Whether this reason decides the verdict (else it is said for the person to weigh).
        public var decides: Bool
    }

    public var kind: Kind
    /// The stretch to go in (go: the open hours from first to last; go between: the longest dry, breathable one).
    public var window: DayStretch?
    /// Every stretch to go in, in order: a go's open stretches (a midday closure between two), a go between's dry
    /// and breathable ones; `window` is the one of them (a go's only one, else the longest).
    public var windows: [DayStretch] = []
    public var reasons: [Reason]

    public var deciding: [Reason] { reasons.filter(\.decides) }
}

/// The rules, each written once: a definite no (closed, a need not met, no step-free way, rain or very bad air over
/// all the open hours) says not today; else a missing input (no hours, a need not known, no real weather) says
/// can't say; else the open hours less the wet and very-bad-air stretches give the window. Nothing is guessed:
/// sample weather is missing weather.
public enum DayRules {
    /// A 3-hour step is wet from this much rain or snow (less is what a model leaves, not rain anyone notices).
    public static let wetStepMillimetres = 0.5
    /// A window shorter than this is no window.
    public static let shortestWindow = 60
    /// Wind from this speed (m/s, Beaufort 6, a strong breeze) is said as strong: hard going in a wheelchair or
    /// with a white cane. Said, not deciding.
    public static let strongWind = 10.8

    public static func verdict(_ day: DayInputs) -> DayVerdict {
        var reasons: [DayVerdict.Reason] = []
        func add(_ rule: DayVerdict.Rule, _ fact: DayFact, _ source: DaySource?, decides: Bool) {
            reasons.append(DayVerdict.Reason(rule: rule, fact: fact, source: source, decides: decides))
        }

        // Hours: the open stretches still ahead.
        var open: [DayStretch] = []
        var hoursKnown = false
        switch day.hours {
        case .notRecorded:
            add(.noHours, .noHours, nil, decides: true)
        case .notUnderstood(let text):
            add(.noHours, .hoursNotUnderstood(text), nil, decides: true)
        case .closed(let holiday):
            add(.closed, .closed(holiday), nil, decides: true)
        case .open(let stretches, _, _, _) where stretches.isEmpty:
            add(.noHours, .noHours, nil, decides: true)  // only unknown stretches: the hours say nothing plain
        case .open(let stretches, _, let holiday, _):
            hoursKnown = true
            open = stretches
            if let now = day.minuteNow {
                open = stretches.flatMap { $0.removing([DayStretch(0, now)]) }
            }
            if open.isEmpty {
                add(.pastClosing, .pastClosing, nil, decides: true)
            } else {
                add(.open, .open(open, holiday), nil, decides: false)
            }
        }

        // Access for the needs chosen.
        let notMet = day.access.compactMap { a -> NeedReason? in
            if case .notMet(let why) = a.verdict { return NeedReason(need: a.need, words: why) }
            return nil
        }
        let notKnown = day.access.compactMap { a -> NeedReason? in
            if case .unknown(let why) = a.verdict { return NeedReason(need: a.need, words: why) }
            return nil
        }
        if day.access.isEmpty {
            add(.accessMet, .noNeeds, nil, decides: false)
        } else if !notMet.isEmpty {
            add(.accessNotMet, .accessNotMet(notMet), day.accessSource, decides: true)
        } else if !notKnown.isEmpty {
            add(.accessNotKnown, .accessNotKnown(notKnown), day.accessSource, decides: true)
        } else {
            add(.accessMet, .accessMet(day.access.map(\.need)), day.accessSource, decides: false)
        }

        // The way there: no step-free way for wheels is a definite no.
        switch day.way {
        case .found(let distance, let profile, let unknowns, let source):
            add(.way, .way(distance: distance, profile: profile, unknowns: unknowns), source, decides: false)
        case .none(let profile, let block, let foot, let source):
            add(
                .noStepFreeWay, .noWay(profile: profile, block: block, footDistance: foot), source,
                decides: profile != .foot && profile != .blind)
        case .missing(let why):
            // For wheels, a way asked and not found out (the map does not join the ends, or reach them, or did not
            // answer) is an input missing: a step may be on it. A way not asked (too far to walk, offline, no
            // location) is said, not deciding — on foot, every missing way is said.
            let profile = RoutePlanning.profile(for: Set(day.access.map(\.need)))
            let wheels = profile != .foot && profile != .blind
            let asked = [.notConnected, .offNetwork, .unavailable].contains(why)
            add(wheels && asked ? .wayNotKnown : .way, .wayMissing(why), nil, decides: wheels && asked)
        }

        // Weather: wet stretches within the open hours; missing weather is never a guess.
        var wet: [DayStretch] = []
        switch day.weather {
        case .missing(let gap):
            add(.weatherMissing, .weatherMissing(gap), nil, decides: true)
        case .known(let steps, let nowcast, let source):
            wet = steps.filter { $0.rainMillimetres + $0.snowMillimetres >= wetStepMillimetres }.map(\.stretch)
            if let nowcast, let start = nowcast.start, day.isToday {
                let from = Int(start.timeIntervalSince(day.midnight) / 60)
                wet.append(DayStretch(from, from + max(nowcast.minutes, nowcast.stepMinutes)))
            }
            let wetOpen = merged(open.flatMap { o in wet.filter { $0.overlaps(o) }.map { clip($0, to: o) } })
            add(.rain, .rain(wetOpen), source, decides: false)
            let during = steps.filter { s in open.contains { $0.overlaps(s.stretch) } }
            if let low = during.map(\.temperature).min(), let high = during.map(\.temperature).max() {
                add(.temperature, .temperature(minimum: low, maximum: high), source, decides: false)
            }
            if let strongest = during.compactMap(\.windSpeed).max() {
                let strong = during.filter { ($0.windSpeed ?? 0) >= strongWind }.map(\.stretch)
                add(.wind, .wind(strongest: strongest, strong: merged(strong)), source, decides: false)
            }
        }

        // Air: the worst grade over the open hours; very bad hours leave the window.
        var badAir: [DayStretch] = []
        if let air = day.air {
            let during = air.hours.filter { h in open.contains { $0.overlaps(h.stretch) } }
            if let worst = during.max(by: { $0.grade.severity < $1.grade.severity }) {
                badAir = during.filter { $0.grade.severity >= 4 }.map(\.stretch)
                add(.dust, .dust(worst.grade, veryBad: merged(badAir)), air.source, decides: false)
            } else {
                add(.dust, .dustNotKnown, nil, decides: false)
            }
        } else {
            add(.dust, .dustNotKnown, nil, decides: false)
        }

        if let toilet = day.toilet {
            add(.toilet, .toilet(toilet), toilet.source, decides: false)
        } else {
            let none: DayFact = day.placeIsToilet ? .noOtherToilet : .noToilet
            add(.toilet, day.toiletNotAsked ? .toiletNotKnown : none, nil, decides: false)
        }

        // The window: the open hours less the wet and the very bad air. What the weather took is measured against
        // the open stretches long enough for a visit (a half hour before a midday closure is short because of the
        // clock, not the weather), or all of them where none is.
        let left = open.flatMap { $0.removing(wet + badAir) }.filter { $0.minutes >= shortestWindow }
        let visitable = open.filter { $0.minutes >= shortestWindow }
        let reference = visitable.isEmpty ? open : visitable
        let longest = left.max { $0.minutes < $1.minutes }
        // Only hours long enough for a visit can be taken by rain or air (the last half hour before closing is short
        // because of the clock, not the weather).
        let longEnough = open.contains { $0.minutes >= shortestWindow }
        if hoursKnown, longEnough, longest == nil, case .known = day.weather {
            // Nothing dry and breathable is left: say which took it.
            let rainy = open.flatMap { $0.removing(wet) }.allSatisfy { $0.minutes < shortestWindow }
            let rule: DayVerdict.Rule = rainy ? .rainAllDay : .dustAllDay
            if let i = reasons.firstIndex(where: { $0.rule == (rainy ? .rain : .dust) }) {
                reasons[i].rule = rule
                reasons[i].decides = true
            }
        } else if longest != nil, left.map(\.minutes).reduce(0, +) < reference.map(\.minutes).reduce(0, +) {
            for i in reasons.indices where reasons[i].rule == .rain || reasons[i].rule == .dust {
                if case .rain(let w) = reasons[i].fact, !w.isEmpty { reasons[i].decides = true }
                if case .dust(_, let v) = reasons[i].fact, !v.isEmpty { reasons[i].decides = true }
            }
        }

        let kind: DayVerdict.Kind
        var window: DayStretch?
        var windows: [DayStretch] = []
        if reasons.contains(where: { $0.decides && $0.rule.isDefiniteNo }) {
            kind = .notToday
        } else if reasons.contains(where: { $0.decides && $0.rule.isMissingInput }) {
            kind = .cannotSay
        } else if let longest, left.map(\.minutes).reduce(0, +) < reference.map(\.minutes).reduce(0, +) {
            kind = .goBetween
            window = longest
            windows = left
        } else {
            kind = .go
            // One stretch from first to last only where the hours have no gap: a midday closure is not "go".
            windows = merged(reference)  // stretches the hours keep apart for their comments are one window
            window = windows.count == 1 ? windows.first : windows.max { $0.minutes < $1.minutes }
        }
        // The deciding reasons first, each group in the rules' order.
        let order = DayVerdict.Rule.allCases
        reasons.sort {
            $0.decides != $1.decides
                ? $0.decides : order.firstIndex(of: $0.rule)! < order.firstIndex(of: $1.rule)!
        }
        return DayVerdict(kind: kind, window: window, windows: windows, reasons: reasons)
    }

    static func clip(_ s: DayStretch, to o: DayStretch) -> DayStretch {
        DayStretch(max(s.start, o.start), min(s.end, o.end))
    }

    /// Overlapping or touching stretches made one, in order.
    static func merged(_ stretches: [DayStretch]) -> [DayStretch] {
        var out: [DayStretch] = []
        for s in stretches.sorted(by: { $0.start < $1.start }) {
            if let last = out.last, s.start <= last.end {
                out[out.count - 1].end = max(last.end, s.end)
            } else {
                out.append(s)
            }
        }
        return out
    }
}
