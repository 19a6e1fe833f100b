import Foundation
import Places

/// Reads an `opening_hours` value into rules, following the OSM wiki's specification
/// (Key:opening_hours/specification), plus the lenient spellings mappers write and maps show anyway, each
/// accepted on purpose (and listed in OpeningHoursParserTests):
/// - one-digit hours and a dot for the colon: `8:00-17:00`, `10.30-22.30`;
/// - spaces around a range's dash, and other dashes for it: `09:00 - 18:00`, `Mo - Fr`, `09:00–18:00`, `09:00~18:00`;
/// - any letter case: `mo-fr`, `MO-FR`, `Off`, `Closed`, `Ph`; three-letter and whole English day and month names
///   (`Mon-Fri`, `Monday`, `Sept`) and Korean day names (`월-금`);
/// - `24/7` after a selector (`Mo-Su 24/7`, `Jan-Dec: 24/7`);
/// - a `;` at the end, or two in a row.
/// (`Apr 01-May 31, 08:00-19:00` is not lenient: by the specification `, ` adds a rule, and it is read so.)
/// Anything else makes the whole value not understood (nil): shown as written, never guessed.
struct OpeningHoursParser {
    private let tokens: [OHToken]
    private var i = 0

    static func parse(_ text: String) -> [OHRule]? {
        guard let tokens = OHToken.tokens(text), !tokens.isEmpty else { return nil }
        var parser = OpeningHoursParser(tokens: tokens)
        return parser.rules()
    }

    private init(tokens: [OHToken]) { self.tokens = tokens }

    // MARK: Rules

    private mutating func rules() -> [OHRule]? {
        var rules: [OHRule] = []
        var join = OHJoin.normal
        while i < tokens.count {
            if isSign(";") { i += 1; continue }  // ";;" and a leading ";"
            guard var rule = rule() else { return nil }
            rule.join = join
            rules.append(rule)
            guard i < tokens.count else { break }
            switch tokens[i].kind {
            case .sign(UInt8(ascii: ";")): join = .normal
            case .sign(UInt8(ascii: ",")): join = .additional
            case .fallback: join = .fallback
            default: return nil
            }
            i += 1
        }
        return rules.isEmpty ? nil : rules
    }

    private mutating func rule() -> OHRule? {
        var rule = OHRule()
        var selected = false
        if twentyFourSeven() {
            rule.spans = []
            selected = true
        } else {
            // Wide ranges: years, dates or months, weeks, then an optional ":".
            guard years(&rule), dates(&rule), weeks(&rule) else { return nil }
            let wide = !rule.years.isEmpty || !rule.dates.isEmpty || !rule.weeks.isEmpty
            if wide {
                if isSign(":") { i += 1 }
            }
            guard weekdays(&rule) else { return nil }
            if twentyFourSeven() {
                rule.spans = []
            } else {
                guard times(&rule) else { return nil }
            }
            selected = wide || !rule.weekdays.isEmpty || !rule.holidays.isEmpty || !rule.spans.isEmpty
        }
        // Modifier and comment, in either order.
        var modifier: OHState?
        for _ in 0..<2 {
            guard i < tokens.count else { break }
            if case .word(let w) = tokens[i].kind, modifier == nil, let state = Self.modifiers[w] {
                modifier = state; i += 1
            } else if case .comment(let text) = tokens[i].kind, rule.comment == nil {
                rule.comment = text; i += 1
            }
        }
        guard selected || modifier != nil || rule.comment != nil else { return nil }
        // A comment with neither times nor a modifier ("by appointment", `Sa "on request"`) says nothing certain.
        rule.state = modifier ?? (rule.comment != nil && rule.spans.isEmpty ? .unknown : .open)
        return rule
    }

    private static let modifiers: [String: OHState] = [
        "open": .open, "closed": .closed, "off": .closed, "unknown": .unknown,
    ]

    // MARK: Wide ranges

    private mutating func years(_ rule: inout OHRule) -> Bool {
        while let year = yearNumber(at: i) {
            i += 1
            var range = OHNumberRange(from: year, to: year)
            if isSign("-"), let to = yearNumber(at: i + 1) {
                range.to = to; i += 2
                if isSign("/"), case .number(let step, _) = kind(at: i + 1), step > 0 { range.step = step; i += 2 }
            } else if isSign("+"), !startsOffset(at: i) {
                range.to = Int.max; i += 1
            }
            guard range.from <= range.to else { return false }
            rule.years.append(range)
            guard isSign(","), yearNumber(at: i + 1) != nil else { break }
            i += 1
        }
        return true
    }

    private func yearNumber(at j: Int) -> Int? {
        guard case .number(let n, digits: 4) = kind(at: j), n >= 1900, !isSign(":", at: j + 1), !isSign(".", at: j + 1)
        else { return nil }
        return n
    }

    private mutating func dates(_ rule: inout OHRule) -> Bool {
        guard startsDate(at: i) else { return true }
        var lastMonth: Int?
        while true {
            guard let from = date(lastMonth: &lastMonth) else { return false }
            var range = OHDateRange(from: from)
            if isSign("-") {
                if from.day != nil, !from.easter, case .number(let d, _) = kind(at: i + 1), d <= 31,
                    !isTime(at: i + 1)
                {
                    // "Dec 24-26": the same month.
                    range.to = OHDate(year: from.year, month: from.month, day: d)
                    i += 2
                    range.to?.offset = offset()
                } else if startsDate(at: i + 1) {
                    i += 1
                    guard let to = date(lastMonth: &lastMonth) else { return false }
                    range.to = to
                } else {
                    return false
                }
            } else if isSign("+"), !startsOffset(at: i) {
                range.onwards = true; i += 1
            }
            rule.dates.append(range)
            // "Dec 15,22" (a day of the same month) or ",Feb 12" continue the list.
            guard isSign(",") else { break }
            if startsDate(at: i + 1) {
                i += 1
            } else if let month = lastMonth, case .number(let d, _) = kind(at: i + 1), d <= 31, !isTime(at: i + 1) {
                i += 2
                var day = OHDate(month: month, day: d)
                day.offset = offset()
                var next = OHDateRange(from: day)
                if isSign("-"), case .number(let e, _) = kind(at: i + 1), e <= 31, !isTime(at: i + 1) {
                    next.to = OHDate(month: month, day: e); i += 2
                }
                rule.dates.append(next)
                guard isSign(","), startsDate(at: i + 1) else { break }
                i += 1
            } else {
                break
            }
        }
        return true
    }

    private func startsDate(at j: Int) -> Bool {
        if yearNumber(at: j) != nil { return month(at: j + 1) != nil || word(at: j + 1) == "easter" }
        return month(at: j) != nil || word(at: j) == "easter"
    }

    private mutating func date(lastMonth: inout Int?) -> OHDate? {
        var result = OHDate(month: 1)
        if let year = yearNumber(at: i) { result.year = year; i += 1 }
        if word(at: i) == "easter" {
            result.easter = true; i += 1
        } else if let m = month(at: i) {
            result.month = m; lastMonth = m; i += 1
            if case .number(let d, _) = kind(at: i), (1...31).contains(d), !isTime(at: i) {
                result.day = d; i += 1
            }
        } else {
            return nil
        }
        result.offset = offset()
        return result
    }

    private func month(at j: Int) -> Int? {
        guard let w = word(at: j) else { return nil }
        return Self.months[w]
    }

    private static let months: [String: Int] = {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        var map: [String: Int] = [:]
        for (n, name) in names.enumerated() {
            map[name] = n + 1
            map[String(name.prefix(3))] = n + 1
        }
        map["sept"] = 9
        return map
    }()

    private mutating func weeks(_ rule: inout OHRule) -> Bool {
        guard word(at: i) == "week" else { return true }
        i += 1
        repeat {
            guard case .number(let from, _) = kind(at: i), (1...53).contains(from) else { return false }
            i += 1
            var range = OHNumberRange(from: from, to: from)
            if isSign("-"), case .number(let to, _) = kind(at: i + 1), (1...53).contains(to) {
                range.to = to; i += 2
                if isSign("/"), case .number(let step, _) = kind(at: i + 1), step > 0 { range.step = step; i += 2 }
            }
            rule.weeks.append(range)
            guard isSign(","), case .number = kind(at: i + 1), !isTime(at: i + 1) else { break }
            i += 1
        } while true
        return true
    }

    // MARK: Weekdays and holidays

    private mutating func weekdays(_ rule: inout OHRule) -> Bool {
        while true {
            let wasHoliday: Bool
            if let school = holiday(at: i) {
                i += 1
                rule.holidays.append(OHHoliday(school: school, offset: offset()))
                wasHoliday = true
            } else if let from = weekday(at: i) {
                i += 1
                var range = OHWeekdayRange(from: from, to: from)
                if isSign("[") {
                    guard let nth = nthList() else { return false }
                    range.nth = nth
                    range.offset = offset()
                } else if isSign("-"), let to = weekday(at: i + 1) {
                    range.to = to; i += 2
                }
                rule.weekdays.append(range)
                wasHoliday = false
            } else {
                break
            }
            // "Sa,PH" and "Mo, Th, Fr" go on (a list: either); "PH Mo" and "Mo PH" go on with a space (both).
            if isSign(","), weekday(at: i + 1) != nil || holiday(at: i + 1) != nil {
                i += 1
            } else if wasHoliday ? weekday(at: i) != nil : holiday(at: i) != nil {
                guard !rule.holidaysAndWeekdays else { return false }
                rule.holidaysAndWeekdays = true
            } else {
                break
            }
        }
        return true
    }

    /// `[1]`, `[-1]`, `[1,3]`, `[1-2]` → the bit set of `OHWeekdayRange.nth`.
    private mutating func nthList() -> UInt16? {
        i += 1  // [
        var bits: UInt16 = 0
        while true {
            let negative = isSign("-")
            if negative { i += 1 }
            guard case .number(let n, _) = kind(at: i), (1...5).contains(n) else { return nil }
            i += 1
            var last = n
            if !negative, isSign("-"), case .number(let m, _) = kind(at: i + 1), (n...5).contains(m) {
                last = m; i += 2
            }
            for k in n...last { bits |= negative ? 1 << (4 + k) : 1 << (k - 1) }
            if isSign(",") { i += 1; continue }
            guard isSign("]") else { return nil }
            i += 1
            return bits
        }
    }

    /// `+1 day`, `-2 days` after a date, weekday or holiday; 0 when there is none.
    private mutating func offset() -> Int {
        guard startsOffset(at: i), case .number(let n, _) = kind(at: i + 1) else { return 0 }
        let sign = isSign("-") ? -1 : 1
        i += 3
        return sign * n
    }

    private func startsOffset(at j: Int) -> Bool {
        guard isSign("+", at: j) || isSign("-", at: j), case .number = kind(at: j + 1), let w = word(at: j + 2)
        else { return false }
        return w == "day" || w == "days"
    }

    private func weekday(at j: Int) -> Int? {
        guard let w = word(at: j) else { return nil }
        return Self.weekdayNames[w]
    }

    private static let weekdayNames: [String: Int] = {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        let korean = ["월", "화", "수", "목", "금", "토", "일"]
        var map: [String: Int] = [:]
        for (n, name) in names.enumerated() {
            map[name] = n
            map[String(name.prefix(2))] = n
            map[String(name.prefix(3))] = n
            map[korean[n]] = n
            map[korean[n] + "요일"] = n
        }
        map["tues"] = 1; map["thur"] = 3; map["thurs"] = 3
        return map
    }()

    /// false for `PH`, true for `SH`, nil for anything else.
    private func holiday(at j: Int) -> Bool? {
        switch word(at: j) {
        case "ph": return false
        case "sh": return true
        default: return nil
        }
    }

    // MARK: Times

    /// `08:00`, `8:00`, `10.30` at `j` (a day number followed by `:` and a word is not one: `Jan 01:off`).
    private func isTime(at j: Int) -> Bool {
        guard case .number(_, let digits) = kind(at: j), digits <= 2, isSign(":", at: j + 1) || isSign(".", at: j + 1),
            case .number(_, digits: 2) = kind(at: j + 2), !tokens[j + 1].spaced, !tokens[j + 2].spaced
        else { return false }
        return true
    }

    private func startsTime(at j: Int) -> Bool {
        switch kind(at: j) {
        case .number: return isTime(at: j)
        case .word(let w): return Self.events[w] != nil
        case .sign(UInt8(ascii: "(")): return true
        default: return false
        }
    }

    private mutating func times(_ rule: inout OHRule) -> Bool {
        guard startsTime(at: i) else { return true }
        while true {
            guard let span = span() else { return false }
            rule.spans.append(span)
            // "08:00-12:00,13:00-17:30" and "08:00-12:00, 13:00-17:30" continue; ", We 14:00" ends the rule.
            guard isSign(","), startsTime(at: i + 1) else { break }
            i += 1
        }
        return true
    }

    private mutating func span() -> OHSpan? {
        guard let start = time() else { return nil }
        var span = OHSpan(start: start)
        if isSign("-") {
            i += 1
            guard let end = time() else { return nil }
            span.end = end
            if isSign("+") { span.openEnd = true; i += 1 }
            if isSign("/") {
                // A repeat ("10:00-16:00/01:30", for service times): the whole range is what is open.
                i += 1
                guard case .number = kind(at: i) else { return nil }
                i += 1
                if isSign(":"), case .number = kind(at: i + 1) { i += 2 }
            }
        } else if isSign("+") {
            span.openEnd = true; i += 1
        }
        if span.start.event == nil, span.start.minutes >= 1440, span.end != nil { return nil }
        return span
    }

    private mutating func time() -> OHTime? {
        switch kind(at: i) {
        case .number(let h, let digits) where digits <= 2:
            guard isTime(at: i), case .number(let m, digits: 2) = kind(at: i + 2),
                h <= 48, m < 60,
                h * 60 + m <= 2880
            else { return nil }
            i += 3
            return .fixed(h * 60 + m)
        case .word(let w):
            guard let event = Self.events[w] else { return nil }
            i += 1
            return OHTime(minutes: 0, event: event)
        case .sign(UInt8(ascii: "(")):
            // "(sunset-00:30)", "(sunrise+01:00)"
            guard let event = word(at: i + 1).flatMap({ Self.events[$0] }),
                isSign("+", at: i + 2) || isSign("-", at: i + 2),
                case .number(let h, _) = kind(at: i + 3), isSign(":", at: i + 4),
                case .number(let m, _) = kind(at: i + 5),
                isSign(")", at: i + 6), m < 60
            else { return nil }
            let sign = isSign("-", at: i + 2) ? -1 : 1
            i += 7
            return OHTime(minutes: sign * (h * 60 + m), event: event)
        default:
            return nil
        }
    }

    private static let events: [String: OHEvent] = [
        "dawn": .dawn, "sunrise": .sunrise, "sunset": .sunset, "dusk": .dusk,
    ]

    /// `24/7`, alone or after a selector.
    private mutating func twentyFourSeven() -> Bool {
        guard case .number(24, _) = kind(at: i), isSign("/", at: i + 1), case .number(7, _) = kind(at: i + 2)
        else { return false }
        i += 3
        return true
    }

    // MARK: Tokens

    private func kind(at j: Int) -> OHToken.Kind? { j < tokens.count ? tokens[j].kind : nil }

    private func word(at j: Int) -> String? {
        if case .word(let w) = kind(at: j) { return w }
        return nil
    }

    private func isSign(_ c: Unicode.Scalar, at j: Int? = nil) -> Bool {
        if case .sign(let s) = kind(at: j ?? i) { return s == UInt8(ascii: c) }
        return false
    }
}
