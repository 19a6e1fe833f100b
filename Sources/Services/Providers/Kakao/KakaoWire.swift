import Foundation

/// `{meta, documents}` of Kakao's keyword and category searches.
struct KakaoPlacesResponse: Decodable, Equatable, Sendable {
    public struct Meta: Decodable, Equatable, Sendable {
        public var totalCount: Int
        public var pageableCount: Int
        public var isEnd: Bool
        enum CodingKeys: String, CodingKey {
            case totalCount = "total_count", pageableCount = "pageable_count", isEnd = "is_end"
        }
    }
    public var meta: Meta
    public var documents: [KakaoPlace]
}

/// One place. Kakao sends coordinates and distance as strings; `distance` is "" without x/y, and
/// category fields, phone and road address may be "".
struct KakaoPlace: Decodable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var categoryName: String
    public var categoryGroupCode: String
    public var phone: String
    public var address: String
    public var roadAddress: String
    public var longitude: Double
    public var latitude: Double
    public var url: String
    /// Metres from the query point; nil when none was sent.
    public var distance: Double?

    enum CodingKeys: String, CodingKey {
        case id, name = "place_name", categoryName = "category_name", categoryGroupCode = "category_group_code"
        case phone, address = "address_name", roadAddress = "road_address_name", x, y, url = "place_url", distance
    }

    public init(
        id: String, name: String, categoryName: String, categoryGroupCode: String, phone: String,
        address: String, roadAddress: String, longitude: Double, latitude: Double, url: String, distance: Double?
    ) {
        self.id = id; self.name = name; self.categoryName = categoryName; self.categoryGroupCode = categoryGroupCode
        self.phone = phone; self.address = address; self.roadAddress = roadAddress
        self.longitude = longitude; self.latitude = latitude; self.url = url; self.distance = distance
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeLossyString(.id)
        name = try c.decode(String.self, forKey: .name)
        categoryName = try c.decodeIfPresent(String.self, forKey: .categoryName) ?? ""
        categoryGroupCode = try c.decodeIfPresent(String.self, forKey: .categoryGroupCode) ?? ""
        phone = try c.decodeIfPresent(String.self, forKey: .phone) ?? ""
        address = try c.decodeIfPresent(String.self, forKey: .address) ?? ""
        roadAddress = try c.decodeIfPresent(String.self, forKey: .roadAddress) ?? ""
        longitude = try c.decodeNumberOrString(.x)
        latitude = try c.decodeNumberOrString(.y)
        url = try c.decodeIfPresent(String.self, forKey: .url) ?? ""
        distance = try c.decodeOptionalNumberOrString(.distance)
    }

    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
    /// Road address when there is one, else the lot address.
    public var displayAddress: String { roadAddress.isEmpty ? address : roadAddress }
}

/// Kakao Local's error body: `{errorType, message}`.
struct KakaoErrorBody: Decodable, Sendable {
    public var errorType: String
    public var message: String
}

/// `coord2address`: the region names of a point.
struct KakaoAddressResponse: Decodable, Sendable {
    public struct Document: Decodable, Sendable {
        public struct Address: Decodable, Sendable {
            public var addressName: String
            public var region1: String
            public var region2: String
            public var region3: String
            enum CodingKeys: String, CodingKey {
                case addressName = "address_name", region1 = "region_1depth_name", region2 = "region_2depth_name"
                case region3 = "region_3depth_name"
            }
        }
        public var address: Address?
        public var roadAddress: Address?
        enum CodingKeys: String, CodingKey { case address, roadAddress = "road_address" }
    }
    public var documents: [Document]
}
