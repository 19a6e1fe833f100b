import Foundation
import Places

/// Where and with which holidays a value is read: the place's UTC offset (seconds), its coordinate (for sun
/// times) and its country's public holidays (nil: `PH` stays unknown).
struct OHContext {
    var utcOffset: Int
    var coordinate: Coordinate?
    var holidays: (any HolidayCalendar)?
}

/// The rules of one value, ready to be asked about any local day and minute. The state at a minute is found by
/// walking the rules in order, as the specification reads them:
/// - a normal rule (after `;`) whose days include today replaces today, the hours of yesterday's rules that run
///   past midnight included; an `off`/`closed` rule only closes the times it names (`Mo-Fr 12:00-13:00 off`);
/// - an additional rule (after `,`) lays its times over what is there;
/// - a fallback rule (after `||`) applies only where the rules before it leave the day without an open or unknown
///   time;
/// - a rule's times past midnight (`22:00-02:00`, `10:00-26:00`) hold on the next morning.
/// Where a rule's days or times cannot be known (`SH`, `PH` without a calendar, a sun time without a place), both
/// readings are followed and the minute is unknown where they differ: never guessed.
struct OHProgram: Sendable, Equatable {
    let rules: [OHRule]
    /// Per rule: whether its times can run past midnight (then yesterday matters).
    let passesMidnight: [Bool]

    init(_ rules: [OHRule]) {
        self.rules = rules
        passesMidnight = rules.map { rule in
            rule.spans.contains { span in
                guard span.start.event == nil, let end = span.end, end.event == nil else { return true }
                return span.openEnd || end.minutes <= span.start.minutes || end.minutes > 1440
            }
        }
    }

    /// The state at a minute and the rule that decided it (-1: none), whether that rule's own times said it.
    struct Value: Equatable {
        var state: OHState
        var rule: Int16
        var painted: Bool

        static let closed = Value(state: .closed, rule: -1, painted: false)

        func joined(_ other: Value) -> Value {
            if self == other { return self }
            let same = rule == other.rule
            return Value(
                state: state == other.state ? state : .unknown, rule: same ? rule : -1,
                painted: same && painted && other.painted)
        }
    }

    /// What a rule says of a minute of the day it is applied to (past 1440: the night after).
    private enum Paint: Equatable {
        case nothing, state(OHState), unsure
    }

    // MARK: State at a minute

    func value(at day: OHDay, minute m: Int, _ context: OHContext, upTo count: Int? = nil) -> Value {
        var value = Value.closed
        var yesterday: OHDay?
        for k in 0..<(count ?? rules.count) {
            let rule = rules[k]
            let today = rule.matches(day, calendar: context.holidays)
            let todayPaint = today == .no ? Paint.nothing : paint(rule, minute: m, day: day.number, context)
            var spillMatch = Tri.no
            var spillPaint = Paint.nothing
            if passesMidnight[k] {
                let before = yesterday ?? OHDay(day.number - 1)
                yesterday = before
                spillMatch = rule.matches(before, calendar: context.holidays)
                if spillMatch != .no { spillPaint = paint(rule, minute: m + 1440, day: before.number, context) }
            }
            let applies = rule.join == .fallback ? dayIsEmpty(day, before: k, context) : .yes
            // Follow every reading of what is unsure, and join them.
            let unsure =
                (today == .unknown ? 1 : 0) | (todayPaint == .unsure ? 2 : 0) | (spillMatch == .unknown ? 4 : 0)
                | (spillPaint == .unsure ? 8 : 0) | (applies == .unknown ? 16 : 0)
            var result: Value?
            for mask in 0..<32 where mask & ~unsure == 0 {
                let isToday = today == .unknown ? mask & 1 != 0 : today == .yes
                let paintToday = todayPaint == .unsure ? (mask & 2 != 0 ? .state(rule.state) : .nothing) : todayPaint
                let isSpill = spillMatch == .unknown ? mask & 4 != 0 : spillMatch == .yes
                let paintSpill = spillPaint == .unsure ? (mask & 8 != 0 ? .state(rule.state) : .nothing) : spillPaint
                let doesApply = applies == .unknown ? mask & 16 != 0 : applies == .yes
                let next =
                    doesApply
                    ? apply(
                        rule, Int16(k), to: value, today: isToday, paint: isToday ? paintToday : .nothing,
                        spill: isSpill ? paintSpill : .nothing) : value
                result = result.map { $0.joined(next) } ?? next
            }
            value = result ?? value
        }
        return value
    }

    private func apply(_ rule: OHRule, _ k: Int16, to value: Value, today: Bool, paint: Paint, spill: Paint) -> Value {
        var painted: OHState?
        if case .state(let s) = paint { painted = s } else if case .state(let s) = spill { painted = s }
        if let painted { return Value(state: painted, rule: k, painted: true) }
        // Not painted here: a normal open rule for today still replaces the day; anything else leaves it.
        if rule.join != .additional, rule.state != .closed, today {
            return Value(state: .closed, rule: k, painted: false)
        }
        return value
    }

    /// Whether rule `k`'s time spans take in minute `m` of `day` (the rule's days already match).
    private func paint(_ rule: OHRule, minute m: Int, day: Int, _ context: OHContext) -> Paint {
        if rule.spans.isEmpty { return m < 1440 ? .state(rule.state) : .nothing }
        var sun: SunEvents?
        var unsure = false
        var tail = false
        for span in rule.spans {
            guard let b = bounds(span, day: day, context, sun: &sun) else {
                unsure = true
                continue
            }
            if b.point { if m < 1440 { return .state(.unknown) } else { continue } }
            if m >= b.start, m < b.end { return .state(rule.state) }
            if m >= b.end, m < b.tailEnd { tail = true }
        }
        if unsure { return .unsure }
        return tail ? .state(.unknown) : .nothing
    }

    struct Bounds {
        var start: Int
        var end: Int
        /// An open end: unknown from `end` to here (its closing time is not said).
        var tailEnd: Int
        /// A point in time (`Su 09:30`): the whole day is unknown.
        var point = false
    }

    /// A span's minutes on `day`: the end after the start (a wrap runs into the next day); nil for a sun time
    /// without a place, or where the sun does not rise or set that day.
    func bounds(_ span: OHSpan, day: Int, _ context: OHContext, sun: inout SunEvents?) -> Bounds? {
        func minutes(_ time: OHTime) -> Int? {
            guard let event = time.event else { return time.minutes }
            guard let coordinate = context.coordinate else { return nil }
            if sun == nil { sun = SunEvents(day: day, coordinate: coordinate, utcOffset: context.utcOffset) }
            return sun?.minutes(of: event).map { $0 + time.minutes }
        }
        guard let start = minutes(span.start) else { return nil }
        guard let endTime = span.end else {
            if span.openEnd {
                // "18:00+": open to midnight, then nobody knows until 04:00.
                let end = max(start + 1, 1440)
                return Bounds(start: start, end: end, tailEnd: end + 240)
            }
            return Bounds(start: start, end: start, tailEnd: start, point: true)
        }
        guard var end = minutes(endTime) else { return nil }
        if end <= start { end += 1440 }
        return Bounds(start: start, end: end, tailEnd: span.openEnd ? end + 120 : end)
    }

    // MARK: Days

    /// Whether rules `0..<k` leave `day` with no open or unknown minute (a fallback rule applies then).
    private func dayIsEmpty(_ day: OHDay, before k: Int, _ context: OHContext) -> Tri {
        var sawUnknown = false
        for minute in boundaries(of: day, upTo: k, context) {
            switch value(at: day, minute: minute, context, upTo: k).state {
            case .open: return .no
            case .unknown: sawUnknown = true
            case .closed: break
            }
        }
        return sawUnknown ? .unknown : .yes
    }

    /// The minutes of `day` (0 first, ascending) at which the state may change: each rule's span ends on that day,
    /// and those of yesterday's spans that run past midnight.
    func boundaries(of day: OHDay, upTo count: Int? = nil, _ context: OHContext) -> [Int] {
        var result = [0]
        var yesterday: OHDay?
        for k in 0..<(count ?? rules.count) where !rules[k].spans.isEmpty {
            let rule = rules[k]
            var sun: SunEvents?
            if rule.matches(day, calendar: context.holidays) != .no {
                for span in rule.spans {
                    guard let b = bounds(span, day: day.number, context, sun: &sun), !b.point else { continue }
                    for m in [b.start, b.end, b.tailEnd] where m > 0 && m < 1440 { result.append(m) }
                }
            }
            guard passesMidnight[k] else { continue }
            let before = yesterday ?? OHDay(day.number - 1)
            yesterday = before
            guard rule.matches(before, calendar: context.holidays) != .no else { continue }
            var sunBefore: SunEvents?
            for span in rule.spans {
                guard let b = bounds(span, day: before.number, context, sun: &sunBefore), !b.point else { continue }
                for m in [b.start, b.end, b.tailEnd] where m > 1440 && m < 2880 { result.append(m - 1440) }
            }
        }
        result.sort()
        var unique: [Int] = []
        unique.reserveCapacity(result.count)
        for m in result where unique.last != m { unique.append(m) }
        return unique
    }

    /// The stretches of `day` and their states, in order, adjacent equal ones merged.
    func segments(of day: OHDay, _ context: OHContext) -> [(start: Int, end: Int, value: Value)] {
        let cuts = boundaries(of: day, context)
        var result: [(start: Int, end: Int, value: Value)] = []
        for (n, start) in cuts.enumerated() {
            let end = n + 1 < cuts.count ? cuts[n + 1] : 1440
            let value = value(at: day, minute: start, context)
            if let last = result.last, last.value == value {
                result[result.count - 1].end = end
            } else {
                result.append((start, end, value))
            }
        }
        return result
    }

    /// The first minute after `minute` of `day` at which the state differs from `state`, within `horizon` days:
    /// (day number, minute), or nil.
    func nextChange(after day: OHDay, minute: Int, from state: OHState, _ context: OHContext, horizon: Int = 370)
        -> (day: Int, minute: Int)?
    {
        for d in 0...horizon {
            let current = d == 0 ? day : OHDay(day.number + d)
            for m in boundaries(of: current, context) where d > 0 || m > minute {
                if value(at: current, minute: m, context).state != state { return (current.number, m) }
            }
        }
        return nil
    }
}
