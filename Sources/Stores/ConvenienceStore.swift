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

    public func status(at date: Date, offset: Int) -> OpeningHours.Status? {
        guard let hours, hours.isUnderstood else { return nil }
        return hours.status(at: date, offset: offset)
    }

    /// "open", "closes 23:00", "closed · opens 07:00" (a later day named: "closed · opens Mon 07:00"); "" unknown.
    /// In the language in use (`L.storesHours…`): ask `status` whether it is open, never this text.
    public func hoursText(at date: Date, offset: Int) -> String {
        func time(_ minute: Int) -> String {
            minute == 0 ? "24:00" : CivilTime.two(minute / 60) + ":" + CivilTime.two(minute % 60)
        }
        switch status(at: date, offset: offset) {
        case .open(let closes)?: return closes.map { L.storesHoursCloses(at: time($0)) } ?? L.storesHoursOpen
        case .closed(let next)?:
            guard let next else { return L.storesHoursClosed }
            let today = CivilTime(date, offset: offset).weekdayFromMonday
            let day: String? = next.days == 0 ? nil : L.weekdayShort(((today + next.days) % 7 + 1) % 7 + 1)
            return L.storesHoursClosedOpens(
                day: day, time: CivilTime.two(next.minute / 60) + ":" + CivilTime.two(next.minute % 60))
        case .unknown?, nil: return ""
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
