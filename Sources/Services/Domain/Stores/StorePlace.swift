import Foundation
import Localization

/// A convenience store as any provider answers it (Kakao Local, OpenStreetMap, the bundled sample).
public struct StorePlace: Equatable, Sendable {
    public var id: String
    public var name: String
    public var category: String
    public var phone: String
    public var address: String
    public var roadAddress: String
    public var coordinate: Coordinate
    /// Metres from the searched point.
    public var distance: Double?
    /// The place's page (Kakao's place page, the OSM object's page). An OpenStreetMap store keeps none of its own:
    /// its page follows from its id, so 40,000 stores do not hold 40,000 links.
    public var url: String {
        let osm = "https://www.openstreetmap.org/"  // not UI: a link
        return page.isEmpty && PlaceID.isOSM(id) ? osm + id.dropFirst(4) : page
    }
    private let page: String
    /// As tagged in OpenStreetMap ("24/7", "Mo-Su 07:00-23:00"); Kakao has none.
    public var openingHours: String?

    public init(
        id: String, name: String, category: String, phone: String, address: String, roadAddress: String,
        coordinate: Coordinate, distance: Double?, url: String, openingHours: String? = nil
    ) {
        self.id = id; self.name = name; self.category = category; self.phone = phone; self.address = address
        self.roadAddress = roadAddress; self.coordinate = coordinate; self.distance = distance; self.page = url
        self.openingHours = openingHours
    }
}

/// Where store answers come from, as the status bar and JSON name it.
public enum StoreSource: String, Sendable, Equatable {
    case kakao, openStreetMap = "openstreetmap", sample

    public var displayName: String {
        switch self {
        case .kakao: return "Kakao"
        case .openStreetMap: return "OpenStreetMap"
        case .sample: return "sample"
        }
    }

    /// The credit the source asks to be shown with its data (empty when none is asked).
    public var credit: String {
        switch self {
        case .kakao: return ""
        case .openStreetMap: return L.openStreetMapCredit
        case .sample: return L.storesCreditSample
        }
    }
}

/// What a store search answered and where the answer came from.
public struct StoreAnswer: Sendable, Equatable {
    public var places: [StorePlace]
    public var source: StoreSource
    /// Why the answer is not from the source asked for ("no network — sample data").
    public var note: String?
    /// When it was fetched, and whether it is the last answer kept for when the network is gone (nil: sample).
    public var origin: AnswerOrigin?

    public init(places: [StorePlace], source: StoreSource, note: String? = nil) {
        self.places = places; self.source = source; self.note = note
    }
}

/// Finds convenience stores around a point, nearest first.
public protocol StoreSearch: Sendable {
    func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer
}
