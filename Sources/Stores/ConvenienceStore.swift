import Services

/// A convenience store as the tab shows it: list-row data and a map point, from a Kakao document.
public struct ConvenienceStore: Equatable, Sendable {
    public var id: String
    public var name: String
    public var category: String
    public var phone: String
    public var address: String
    public var roadAddress: String
    public var coordinate: Coordinate
    public var distance: Double?
    /// Degrees clockwise from north, from the searched point (nil when unknown).
    public var bearing: Double?
    public var url: String
    /// As tagged in OpenStreetMap; nil from Kakao.
    public var openingHours: String?

    /// `from` is the point searched around, so each row can say which way the store is.
    public init(place: StorePlace, from origin: Coordinate? = nil) {
        id = place.id
        name = place.name
        category = place.category
        phone = place.phone
        address = place.address
        roadAddress = place.roadAddress
        coordinate = place.coordinate
        distance = place.distance
        url = place.url
        openingHours = place.openingHours
        bearing = origin.map { $0.bearing(to: place.coordinate) }
    }

    /// Road address when there is one, else the lot address.
    public var displayAddress: String { roadAddress.isEmpty ? address : roadAddress }
    /// "125 m ↗"
    public var distanceText: String { distance.map { formatDistance($0, bearing: bearing) } ?? "" }
    /// "125 m north-east ↗"
    public var distanceInWords: String { distance.map { formatDistance($0, bearing: bearing, inWords: true) } ?? "" }
}
