import Foundation

/// What `make bench` times: "open now" for many stores whose values were parsed beforehand, at one instant.
public enum OpeningHoursBench {
    /// How many are open, closed and unknown at `date`.
    public static func openNow(
        _ values: [OpeningHours], at date: Date, utcOffset: Int, coordinate: Coordinate?,
        holidays: (any HolidayCalendar)?
    ) -> (open: Int, closed: Int, unknown: Int) {
        var counts = (open: 0, closed: 0, unknown: 0)
        for hours in values {
            switch hours.state(at: date, utcOffset: utcOffset, coordinate: coordinate, holidays: holidays) {
            case .open: counts.open += 1
            case .closed: counts.closed += 1
            case .unknown: counts.unknown += 1
            }
        }
        return counts
    }
}
