import Foundation

/// OpenStreetMap's `opening_hours` in its common forms: `24/7`; weekday ranges and lists (`Mo-Fr`, `Sa,Su`);
/// time ranges, several a day and past midnight (`18:00-02:00`, `10:00-26:00`); rules separated by `;` (a later
/// rule replaces the days it names) or by `, ` before a weekday (adds to them); `off`/`closed`. `PH` and `SH`
/// rules are left out (holidays are not known here). Anything else — months, dates, weeks, `sunrise`, open ends
/// (`18:00+`), comments — makes the whole value unknown: shown as written, never guessed.
public struct OpeningHours: Sendable, Equatable {
    public let text: String
    /// Per weekday (0 Monday … 6 Sunday), the open intervals in minutes from that day's midnight; an end past
    /// 1440 runs into the next day. nil: not understood.
    let week: [[Range<Int>]]?

    public var isUnderstood: Bool { week != nil }

    public init(_ text: String) {
        self.text = text
        week = Self.parse(text.trimmingCharacters(in: .whitespaces))
    }

    // MARK: Now

    public enum Status: Equatable, Sendable {
        /// Open; `closesAt` is minutes from midnight (nil: it does not close this week, e.g. 24/7).
        case open(closesAt: Int?)
        /// Closed; the next opening, `days` ahead (0 today) at `minute`, if it opens within a week.
        case closed(opensIn: (days: Int, minute: Int)?)
        case unknown

        public static func == (a: Status, b: Status) -> Bool {
            switch (a, b) {
            case (.open(let x), .open(let y)): return x == y
            case (.closed(let x), .closed(let y)): return x?.days == y?.days && x?.minute == y?.minute
            case (.unknown, .unknown): return true
            default: return false
            }
        }

        public var isOpen: Bool? {
            switch self {
            case .open: return true
            case .closed: return false
            case .unknown: return nil
            }
        }
    }

    /// At `date` in the place's local time (`offset` seconds from UTC).
    public func status(at date: Date, offset: Int) -> Status {
        let local = CivilTime(date, offset: offset)
        return status(weekday: local.weekdayFromMonday, minute: local.hour * 60 + local.minute)
    }

    /// At a local weekday (0 Monday) and minute of the day.
    public func status(weekday: Int, minute: Int) -> Status {
        guard let week else { return .unknown }
        // Minutes from this week's Monday 00:00, intervals laid out over two weeks so the search never wraps.
        let now = weekday * 1440 + minute
        var spans: [Range<Int>] = []
        for repeatWeek in 0..<3 {
            for (day, intervals) in week.enumerated() {
                for interval in intervals {
                    let base = (repeatWeek - 1) * 7 * 1440 + day * 1440
                    spans.append((base + interval.lowerBound)..<(base + interval.upperBound))
                }
            }
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        if spans.contains(where: { $0.contains(now) }) {
            // Follow the intervals that touch or overlap, to the real closing time.
            var end = now
            var moved = true
            while moved {
                moved = false
                for span in spans where span.lowerBound <= end && span.upperBound > end {
                    end = span.upperBound; moved = true
                }
                if end - now >= 7 * 1440 { return .open(closesAt: nil) }
            }
            return .open(closesAt: end % 1440)
        }
        guard let next = spans.first(where: { $0.lowerBound > now && $0.lowerBound - now < 7 * 1440 }) else {
            return .closed(opensIn: nil)
        }
        let days = next.lowerBound / 1440 - now / 1440
        return .closed(opensIn: (days, ((next.lowerBound % 1440) + 1440) % 1440))
    }

    // MARK: Parsing

    static let dayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    static func parse(_ text: String) -> [[Range<Int>]]? {
        guard !text.isEmpty else { return nil }
        if text == "24/7" { return Array(repeating: [0..<1440], count: 7) }
        var week: [[Range<Int>]] = Array(repeating: [], count: 7)
        var understoodAny = false
        for (rule, adds) in rules(text) {
            guard let (days, intervals) = parseRule(rule) else { return nil }
            guard let days else { continue }  // a holiday rule: left out
            for day in days { week[day] = adds ? week[day] + intervals : intervals }
            understoodAny = true
        }
        return understoodAny ? week : nil
    }

    /// The rules, each with whether it adds to the days it names (after ", ") or replaces them (after "; ").
    static func rules(_ text: String) -> [(String, adds: Bool)] {
        var result: [(String, adds: Bool)] = []
        for part in text.split(separator: ";") {
            // "Mo-Fr 08:00-12:00, We 14:00-18:00": a comma and a space before a weekday start another rule.
            var pieces: [String] = []
            var current = ""
            for chunk in part.components(separatedBy: ", ") {
                let startsWithDay = dayNames.contains { chunk.hasPrefix($0) } || chunk.hasPrefix("PH")
                if !current.isEmpty, startsWithDay, current.contains(":") {
                    pieces.append(current); current = chunk
                } else {
                    current = current.isEmpty ? chunk : current + "," + chunk
                }
            }
            pieces.append(current)
            for (m, piece) in pieces.enumerated() {
                result.append((piece.trimmingCharacters(in: .whitespaces), adds: m > 0))
            }
        }
        return result
    }

    /// (days, intervals): days nil for a holiday-only rule; nil when not understood.
    static func parseRule(_ rule: String) -> ([Int]?, [Range<Int>])? {
        var words = rule.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return nil }
        var days: [Int]? = Array(0..<7)
        if let selector = weekdays(words[0]) {
            days = selector
            words.removeFirst()
        }
        guard words.count == 1 else { return nil }
        let times = words[0]
        if times == "off" || times == "closed" { return (days, []) }
        var intervals: [Range<Int>] = []
        for range in times.split(separator: ",") {
            guard let interval = timeRange(String(range)) else { return nil }
            intervals.append(interval)
        }
        return (days, intervals)
    }

    /// "Mo-Fr", "Sa,Su", "Mo-We,Fr", "Su,PH" → the days (PH/SH left out); "PH" alone → nil days; not a
    /// selector → nil.
    static func weekdays(_ word: String) -> [Int]?? {
        var days: [Int] = []
        var holiday = false
        for item in word.split(separator: ",") {
            if item == "PH" || item == "SH" { holiday = true; continue }
            let ends = item.split(separator: "-").map(String.init)
            guard (1...2).contains(ends.count), let first = dayNames.firstIndex(of: ends[0]) else { return nil }
            guard ends.count == 2 else { days.append(first); continue }
            guard let last = dayNames.firstIndex(of: ends[1]) else { return nil }
            var day = first
            while true {  // "Sa-Mo" wraps over Sunday
                days.append(day)
                if day == last { break }
                day = (day + 1) % 7
            }
        }
        if days.isEmpty { return holiday ? .some(nil) : nil }
        return .some(days)
    }

    /// "08:00-12:30", "18:00-02:00" (past midnight), "10:00-26:00"; nil for anything else.
    static func timeRange(_ text: String) -> Range<Int>? {
        let ends = text.split(separator: "-").map(String.init)
        guard ends.count == 2, let start = minutes(ends[0]), let end = minutes(ends[1]), start < 1440 else {
            return nil
        }
        let close = end <= start ? end + 1440 : end
        guard close - start <= 1440 else { return nil }
        return start..<close
    }

    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2, let hour = Int(parts[0]),
            let minute = Int(parts[1]), (0...48).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}
