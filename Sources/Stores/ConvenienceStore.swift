import Foundation
import Localization
import Services
import Synchronization

/// A convenience store as the tab shows it: what the provider answered (`StorePlace`, whose fields read through)
/// and which way it lies from the searched point.
@dynamicMemberLookup
public struct ConvenienceStore: Equatable, Sendable {
    public var place: StorePlace
    /// Degrees clockwise from north, from the searched point (nil when unknown).
    public var bearing: Double?

    /// OpenStreetMap's `opening_hours`, read (nil where the source has none: Kakao, the sample).
    public var hours: OpeningHours?

    /// How many times any store's hours were asked (the work a key costs, counted by the tests and `make bench`).
    public static let hoursAsked = Atomic<Int>(0)

    /// `from` is the point searched around, so each row can say which way the store is.
    public init(place: StorePlace, from origin: Coordinate? = nil) {
        var parsed: [String: OpeningHours] = [:]
        self.init(place: place, from: origin, parsed: &parsed)
    }

    /// `parsed`: the hours already read for this answer, by their text — stores that write the same hours (most of
    /// a chain) share one reading, parsed once.
    public init(place: StorePlace, from origin: Coordinate?, parsed: inout [String: OpeningHours]) {
        self.place = place
        bearing = origin.map { $0.bearing(to: place.coordinate) }
        hours = place.openingHours.map { text in
            if let known = parsed[text] { return known }
            let read = OpeningHours(text)
            parsed[text] = read
            return read
        }
    }

    /// Open (true), closed (false) or not known (nil) at `date` in the store's local time (`offset` seconds from
    /// UTC), with Korea's holidays where it is in Korea: the cheapest question, for the open-now filter.
    public func openState(at date: Date, offset: Int) -> Bool? {
        guard let hours, hours.isUnderstood else { return nil }
        Self.hoursAsked.add(1, ordering: .relaxed)
        return hours.state(
            at: date, utcOffset: offset, coordinate: place.coordinate,
            holidays: HolidayCalendars.forPlace(place.coordinate)
        ).isOpen
    }

    /// The state, its next change, the rule's comment and today's holiday, in the store's local time (`offset`
    /// seconds from UTC), with Korea's public holidays where the store is in Korea; nil when not understood.
    public func status(at date: Date, offset: Int) -> OpeningHours.Status? {
        guard let hours, hours.isUnderstood else { return nil }
        Self.hoursAsked.add(1, ordering: .relaxed)
        return hours.status(at: date, offset: offset, coordinate: place.coordinate)
    }

    /// "open · closes 23:00", "closed · opens Mon 07:00", "closed today (추석)", "open 24 hours"; "" unknown. In the
    /// language in use: ask `status` whether it is open, never this text.
    public func hoursText(at date: Date, offset: Int) -> String { hoursNow(at: date, offset: offset).text }

    /// The same words, and whether it is closed now (a row dims then): asked of the hours, never read from the
    /// words, which are in the language in use.
    public func hoursNow(at date: Date, offset: Int) -> (text: String, closed: Bool) {
        guard let status = status(at: date, offset: offset) else { return ("", false) }
        return (OpeningHoursWords.now(status, at: date, offset: offset), status.isOpen == false)
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
