import Services

/// A convenience store as the tab shows it: what the provider answered (`StorePlace`, whose fields read through)
/// and which way it lies from the searched point.
@dynamicMemberLookup
public struct ConvenienceStore: Equatable, Sendable {
    public var place: StorePlace
    /// Degrees clockwise from north, from the searched point (nil when unknown).
    public var bearing: Double?

    /// `from` is the point searched around, so each row can say which way the store is.
    public init(place: StorePlace, from origin: Coordinate? = nil) {
        self.place = place
        bearing = origin.map { $0.bearing(to: place.coordinate) }
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
