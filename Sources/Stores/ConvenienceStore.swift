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
    public var url: String

    public init(place: KakaoPlace) {
        id = place.id
        name = place.name
        category = place.categoryName
        phone = place.phone
        address = place.address
        roadAddress = place.roadAddress
        coordinate = place.coordinate
        distance = place.distance
        url = place.url
    }

    /// Road address when there is one, else the lot address.
    public var displayAddress: String { roadAddress.isEmpty ? address : roadAddress }
    public var distanceText: String { distance.map(formatDistance) ?? "" }
}
