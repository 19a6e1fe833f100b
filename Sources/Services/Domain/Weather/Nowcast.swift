import Foundation

/// Rain in the next two hours: when it starts, for about how long, how much — read from a series of 15-minute
/// (or, where the service has no such series, hourly) precipitation amounts.
public struct Nowcast: Equatable, Sendable {
    public static let horizon: TimeInterval = 2 * 3600

    /// The first step with precipitation, within the horizon; nil: none expected.
    public var start: Date?
    /// Minutes from the start to the end of the last wet step that follows it without a dry one between.
    public var minutes: Int
    /// Millimetres over the whole horizon.
    public var millimetres: Double
    /// The series' step, in minutes (15, or 60 for hourly data).
    public var stepMinutes: Int

    public init(start: Date?, minutes: Int, millimetres: Double, stepMinutes: Int) {
        self.start = start; self.minutes = minutes; self.millimetres = millimetres; self.stepMinutes = stepMinutes
    }

    /// From `amounts` (mm per step) at `times` (each step's start): the steps from `now` to two hours later.
    /// A step counts as wet from 0.1 mm (less is what a model leaves behind, not rain anyone notices). Nil when
    /// the series does not cover now (nothing is said rather than a guess).
    public static func from(times: [Date?], amounts: [Double?], stepMinutes: Int, now: Date) -> Nowcast? {
        let step = TimeInterval(stepMinutes * 60)
        let window = zip(times, amounts).compactMap { time, amount -> (Date, Double?)? in
            guard let time, time.addingTimeInterval(step) > now, time < now.addingTimeInterval(horizon) else {
                return nil
            }
            return (time, amount)
        }
        guard !window.isEmpty, window.contains(where: { $0.1 != nil }) else { return nil }
        let wet = { (amount: Double?) in (amount ?? 0) >= 0.1 }
        let total = window.compactMap(\.1).reduce(0, +)
        guard let first = window.firstIndex(where: { wet($0.1) }) else {
            return Nowcast(start: nil, minutes: 0, millimetres: total, stepMinutes: stepMinutes)
        }
        var last = first
        while last + 1 < window.count, wet(window[last + 1].1) { last += 1 }
        let start = max(window[first].0, now)
        let end = window[last].0.addingTimeInterval(step)
        return Nowcast(
            start: start, minutes: Int(end.timeIntervalSince(start) / 60), millimetres: total, stepMinutes: stepMinutes)
    }
}

/// The day's highest UV index and when it comes.
public struct UVPeak: Equatable, Sendable {
    public var index: Double
    public var time: Date
    public init(index: Double, time: Date) { self.index = index; self.time = time }
}
