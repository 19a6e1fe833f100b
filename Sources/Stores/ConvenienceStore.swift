import Foundation
import Localization
import Services

/// A convenience store as the tab shows it: what the provider answered (`StorePlace`, whose fields read through)
/// and which way it lies from the searched point.
@dynamicMemberLookup
public struct ConvenienceStore: Equatable, Sendable {
    public var place: StorePlace
    /// Degrees clockwise from north, from the searched point (nil when unknown).
    public var bearing: Double?

    /// OpenStreetMap's `opening_hours`, read (nil where the source has none: Kakao, the sample).
    public var hours: OpeningHours?

    /// `from` is the point searched around, so each row can say which way the store is.
    public init(place: StorePlace, from origin: Coordinate? = nil) {
        self.place = place
        bearing = origin.map { $0.bearing(to: place.coordinate) }
        hours = place.openingHours.map(OpeningHours.init)
    }

    /// Open or not at `date` in the store's local time (`offset` seconds from UTC); nil when its hours are not
    /// known or not understood.
    public func isOpen(at date: Date, offset: Int) -> Bool? { status(at: date, offset: offset)?.isOpen }

    /// The state, its next change, the rule's comment and today's holiday, in the store's local time (`offset`
    /// seconds from UTC), with Korea's public holidays where the store is in Korea; nil when not understood.
    public func status(at date: Date, offset: Int) -> OpeningHours.Status? {
        guard let hours, hours.isUnderstood else { return nil }
        return hours.evaluate(
            at: date, utcOffset: offset, coordinate: place.coordinate,
            holidays: HolidayCalendars.forPlace(place.coordinate))
    }

    /// "open", "closes 23:00", "closed · opens 07:00" (a later day named: "closed · opens Mon 07:00"); "" unknown.
    /// In the language in use (`L.storesHours…`): ask `status` whether it is open, never this text.
    public func hoursText(at date: Date, offset: Int) -> String {
        guard let status = status(at: date, offset: offset) else { return "" }
        let now = CivilTime(date, offset: offset)
        switch status.state {
        case .open:
            // Open around the clock, or not closing within a day: plain "open".
            guard !status.isAlwaysOpen, let next = status.nextChange, next.timeIntervalSince(date) < 86_400 else {
                return L.storesHoursOpen
            }
            let closes = CivilTime(next, offset: offset)
            return L.storesHoursCloses(at: closes.hour == 0 && closes.minute == 0 ? "24:00" : closes.hourMinuteText)
        case .closed:
            guard let next = status.nextChange else { return L.storesHoursClosed }
            let opens = CivilTime(next, offset: offset)
            let days =
                CivilTime.days(year: opens.year, month: opens.month, day: opens.day)
                - CivilTime.days(year: now.year, month: now.month, day: now.day)
            guard days < 7 else { return L.storesHoursClosed }
            return L.storesHoursClosedOpens(
                day: days == 0 ? nil : L.weekdayShort(opens.weekday), time: opens.hourMinuteText)
        case .unknown: return ""
        }
    }

    public subscript<Value>(dynamicMember field: KeyPath<StorePlace, Value>) -> Value { place[keyPath: field] }

    /// Road address when there is one, else the lot address.
    public var displayAddress: String { place.roadAddress.isEmpty ? place.address : place.roadAddress }
    /// "125 m ↗"
    public var distanceText: String { place.distance.map { formatDistance($0, bearing: bearing) } ?? "" }
    /// "125 m north-east ↗"
    public var distanceInWords: String {
        place.distance.map { formatDistance($0, bearing: bearing, inWords: true) } ?? ""
    }
}
