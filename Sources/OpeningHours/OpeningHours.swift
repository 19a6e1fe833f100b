import Foundation
import Places

/// OpenStreetMap's `opening_hours`, the whole grammar of the wiki's specification (years, months and dates, weeks,
/// weekdays with `[n]` and day offsets, `PH`/`SH`, times past midnight and up to 48:00, open ends, sun times,
/// `open`/`off`/`closed`/`unknown`, comments, the `;`, `,` and `||` separators) and the lenient spellings mappers
/// write (see `OpeningHoursParser`). Parsed once; `evaluate` answers many times. What cannot be decided (`SH`, `PH`
/// where the country's holidays are not known, a sun time without a place) is unknown, never guessed.
public struct OpeningHours: Sendable, Equatable {
    public let text: String
    let program: OHProgram?

    /// Whether the value was read at all (else every answer is unknown and the text is shown as written).
    public var isUnderstood: Bool { program != nil }

    /// Whether the answer depends on where the place is beyond its time zone and country (sun times): otherwise
    /// stores that write the same hours, in one country at one instant, share one answer.
    public var dependsOnThePlace: Bool { program?.rules.contains { $0.usesSun } ?? false }

    public init(_ text: String) {
        self.text = text
        program = OpeningHoursParser.parse(text).map(OHProgram.init)
    }

    public enum State: Sendable, Equatable {
        case open, closed, unknown

        /// true open, false closed, nil not known.
        public var isOpen: Bool? {
            switch self {
            case .open: return true
            case .closed: return false
            case .unknown: return nil
            }
        }
    }

    public struct Status: Sendable, Equatable {
        public var state: State
        /// The next instant the state changes, within about a year (nil: none, or not decidable).
        public var nextChange: Date?
        /// The comment of the rule that applies (`"by appointment"`), if it has one.
        public var comment: String?
        /// Today's public holiday, when a `PH` rule decided the state.
        public var holiday: Holiday?
        /// Open now and for the next year without a break (`24/7`, `Mo-Su 00:00-24:00`).
        public var isAlwaysOpen: Bool

        public var isOpen: Bool? { state.isOpen }

        static let unknown = Status(state: .unknown, nextChange: nil, comment: nil, holiday: nil, isAlwaysOpen: false)
    }

    /// The state at `date` and when it next changes, in the place's local time (`utcOffset` seconds east of UTC).
    /// `coordinate` places sun times; `holidays` are the place's public holidays (nil: `PH` unknown).
    public func evaluate(
        at date: Date, utcOffset: Int, coordinate: Coordinate? = nil, holidays: (any HolidayCalendar)? = nil
    ) -> Status {
        guard let program else { return .unknown }
        let context = OHContext(utcOffset: utcOffset, coordinate: coordinate, holidays: holidays)
        let (day, minute) = Self.local(date, utcOffset: utcOffset)
        let value = program.value(at: day, minute: minute, context)
        let next = program.nextChange(after: day, minute: minute, from: value.state, context)
        let nextDate = next.map { Self.instant(day: $0.day, minute: $0.minute, utcOffset: utcOffset) }
        return Status(
            state: State(value.state), nextChange: nextDate, comment: comment(of: value),
            holiday: holiday(of: value, day: day.number, holidays), isAlwaysOpen: value.state == .open && next == nil)
    }

    /// At `date` for a place at `coordinate`: its sun times and, where the place is in Korea, Korea's holidays.
    public func status(at date: Date, offset: Int, coordinate: Coordinate?) -> Status {
        evaluate(at: date, utcOffset: offset, coordinate: coordinate, holidays: HolidayCalendars.forPlace(coordinate))
    }

    /// Only open, closed or unknown at `date`, the cheapest question (the open-now filter over many stores).
    public func state(
        at date: Date, utcOffset: Int, coordinate: Coordinate? = nil, holidays: (any HolidayCalendar)? = nil
    )
        -> State
    {
        guard let program else { return .unknown }
        let (day, minute) = Self.local(date, utcOffset: utcOffset)
        let context = OHContext(utcOffset: utcOffset, coordinate: coordinate, holidays: holidays)
        return State(program.value(at: day, minute: minute, context).state)
    }

    /// One day of the week ahead: its local midnight, its stretches (minutes from that midnight), its holiday.
    public struct Day: Sendable, Equatable {
        public var day: Date
        public var intervals: [Interval]
        public var holiday: Holiday?
    }

    public struct Interval: Sendable, Equatable {
        public var start: Int  // minutes from the day's midnight
        public var end: Int  // 1440 at the most
        public var state: State
        public var comment: String?
    }

    /// The 7 days from `date`'s local day: each day's open and unknown stretches (closed ones left out).
    /// The week ahead for a place at `coordinate`: its sun times and, where it is in Korea, Korea's holidays.
    public func weekAhead(from date: Date, offset: Int, coordinate: Coordinate?) -> [Day] {
        weekAhead(
            from: date, utcOffset: offset, coordinate: coordinate, holidays: HolidayCalendars.forPlace(coordinate))
    }

    public func weekAhead(
        from date: Date, utcOffset: Int, coordinate: Coordinate? = nil, holidays: (any HolidayCalendar)? = nil
    ) -> [Day] {
        let (today, _) = Self.local(date, utcOffset: utcOffset)
        let context = OHContext(utcOffset: utcOffset, coordinate: coordinate, holidays: holidays)
        return (0..<7).map { d in
            let day = OHDay(today.number + d)
            let midnight = Self.instant(day: day.number, minute: 0, utcOffset: utcOffset)
            let intervals =
                program?.segments(of: day, context).filter { $0.value.state != .closed }.map {
                    Interval(start: $0.start, end: $0.end, state: State($0.value.state), comment: comment(of: $0.value))
                } ?? [Interval(start: 0, end: 1440, state: .unknown, comment: nil)]
            var holiday: Holiday?
            if case .holiday(let h)? = holidays?.lookup(day: day.number) { holiday = h }
            return Day(day: midnight, intervals: intervals, holiday: holiday)
        }
    }

    // MARK: Helpers

    private func comment(of value: OHProgram.Value) -> String? {
        guard let program, value.painted, value.rule >= 0 else { return nil }
        return program.rules[Int(value.rule)].comment
    }

    private func holiday(of value: OHProgram.Value, day: Int, _ holidays: (any HolidayCalendar)?) -> Holiday? {
        guard let program, value.rule >= 0, program.rules[Int(value.rule)].usesHolidays,
            case .holiday(let h)? = holidays?.lookup(day: day)
        else { return nil }
        return h
    }

    static func local(_ date: Date, utcOffset: Int) -> (OHDay, Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        return (OHDay(days), (seconds - days * 86_400) / 60)
    }

    static func instant(day: Int, minute: Int, utcOffset: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day * 86_400 + minute * 60 - utcOffset))
    }
}

extension OpeningHours.State {
    init(_ state: OHState) {
        switch state {
        case .open: self = .open
        case .closed: self = .closed
        case .unknown: self = .unknown
        }
    }
}
