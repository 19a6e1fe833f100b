import Foundation

/// A place in a Travel list, in our own terms (whatever service listed it). Values the service did not give are
/// empty strings or nil.
public struct Spot: Equatable, Sendable {
    public var id: String
    public var category: TourCategory?
    public var title: String
    public var address: String
    public var latitude: Double?
    public var longitude: Double?
    /// Metres from the point searched around (nearby lists only).
    public var distance: Double?
    public var tel: String
    /// As the service wrote them, "yyyyMMddHHmmss" in Korean time ("" when unknown).
    public var modified: String
    public var created: String
    public var regionCode: String
    public var districtCode: String
    /// Access facts the list answer itself carried (OpenStreetMap's tags); a tourism record is asked separately.
    public var access: AccessRecord?
    /// The OpenStreetMap element this place is (`osm:node/123`), alone or matched to a tourism record.
    public var osmID: String?
    /// The place's other names (OpenStreetMap's `name`, `name:ko`, `name:en`), for matching it to a tourism record.
    public var otherNames: [String] = []

    public init(
        id: String, category: TourCategory?, title: String, address: String, latitude: Double?, longitude: Double?,
        distance: Double? = nil, tel: String = "", modified: String = "", created: String = "", regionCode: String = "",
        districtCode: String = ""
    ) {
        self.id = id; self.category = category; self.title = title; self.address = address; self.latitude = latitude
        self.longitude = longitude; self.distance = distance; self.tel = tel; self.modified = modified;
        self.created = created
        self.regionCode = regionCode; self.districtCode = districtCode
    }

    public var coordinate: Coordinate? {
        guard let latitude, let longitude, latitude != 0 || longitude != 0 else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
    /// Its whole record: what its list carried (OpenStreetMap's tags) with its tourism record, once fetched.
    public func record(with fetched: AccessRecord) -> AccessRecord { access.map(fetched.merged(with:)) ?? fetched }
    /// A tourism record exists to ask for (OpenStreetMap-only places carry everything in `access`).
    public var hasTourismRecord: Bool { !PlaceID.isOSM(id) }
    /// Where the place's data came from.
    public var sources: [AccessSource] { PlaceID.sources(id: id, osmID: osmID) }

    /// "yyyyMMddHHmmss" → Date (Korean time).
    public var modifiedDate: Date? { Spot.parseTime(modified) }

    /// Read by hand (a DateFormatter per spot made sorting a list by date slow, and loads ICU).
    public static func parseTime(_ text: String) -> Date? {
        let b = Array(text.utf8)
        guard b.count == 14, let year = CivilTime.number(b, 0..<4), let month = CivilTime.number(b, 4..<6),
            let day = CivilTime.number(b, 6..<8), let hour = CivilTime.number(b, 8..<10),
            let minute = CivilTime.number(b, 10..<12), let second = CivilTime.number(b, 12..<14)
        else { return nil }
        return CivilTime.validDate(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: 9 * 3600)
    }
}

/// A spot's descriptive details: plain text (no HTML), empty where the service has nothing.
public struct SpotDetail: Equatable, Sendable {
    public var id: String
    public var title: String
    public var category: TourCategory?
    public var address: String
    public var tel: String
    public var homepage: String
    public var overview: String
    public var latitude: Double?
    public var longitude: Double?
    /// When it was fetched, and whether it is the last answer kept for when the network is gone (nil: sample).
    public var origin: AnswerOrigin?
    /// Opening hours as OpenStreetMap writes them, where it knows them.
    public var openingHours: String?
    /// The OpenStreetMap element matched to this place, if any.
    public var osmID: String?

    public init(
        id: String, title: String, category: TourCategory?, address: String, tel: String, homepage: String,
        overview: String,
        latitude: Double?, longitude: Double?
    ) {
        self.id = id; self.title = title; self.category = category; self.address = address; self.tel = tel
        self.homepage = homepage; self.overview = overview; self.latitude = latitude; self.longitude = longitude
    }

    /// Where it is, when the record gives both numbers.
    public var coordinate: Coordinate? {
        latitude.flatMap { lat in longitude.map { Coordinate(latitude: lat, longitude: $0) } }
    }

    public var hasTourismRecord: Bool { !PlaceID.isOSM(id) }
    /// Where the place's data came from.
    public var sources: [AccessSource] { PlaceID.sources(id: id, osmID: osmID) }
}

/// A Travel place's id: a tourism record's content id, or an OpenStreetMap element's (`osm:node/123`).
public enum PlaceID {
    public static func isOSM(_ id: String) -> Bool { id.hasPrefix("osm:") }  // not UI: an id prefix

    /// The tourism service for a content id, OpenStreetMap for an element or a matched one.
    static func sources(id: String, osmID: String?) -> [AccessSource] {
        (isOSM(id) ? [] : [.korwith]) + (osmID != nil ? [.osm] : [])
    }
}

/// One page of a list.
public struct SpotPage: Equatable, Sendable {
    public var spots: [Spot]
    public var page: Int
    public var rows: Int
    public var total: Int
    /// When it was fetched, and whether it is the last answer kept for when the network is gone (nil: sample).
    public var origin: AnswerOrigin?
    /// What the list could not include, in words ("OpenStreetMap was not reached: …"); nil when nothing is missing.
    public var note: String?

    public init(spots: [Spot], page: Int, rows: Int, total: Int) {
        self.spots = spots; self.page = page; self.rows = rows; self.total = total
    }

    public var isLast: Bool { page * rows >= total || spots.count < rows }
}

/// What a list is of: around a point, in a region, or by keyword; in which order; of which category.
public struct SpotQuery: Equatable, Sendable {
    public enum Scope: Equatable, Sendable {
        case nearby(Coordinate, radius: Int)
        case region(code: String, district: String?)
        /// Names containing the words; OpenStreetMap is searched around `near` (within 20 km) when it is given.
        case keyword(String, near: Coordinate? = nil)
    }

    public var scope: Scope
    public var sort: TourSort
    public var category: TourCategory?

    public init(_ scope: Scope, sort: TourSort, category: TourCategory? = nil) {
        self.scope = scope; self.sort = sort; self.category = category
    }
}

/// Where Travel's lists and details come from (KorWithService2, live or from its bundled records; OpenStreetMap;
/// or both merged).
public protocol TravelService: Sendable {
    var serviceName: String { get }
    func spots(_ query: SpotQuery, page: Int, rows: Int) async throws -> SpotPage
    func detail(_ id: String) async throws -> SpotDetail
    /// The access record; a place without one answers `.nothingRecorded`, not an error.
    func access(_ id: String) async throws -> AccessRecord
}
