import Foundation

/// A toilet near you, from OpenStreetMap: a public toilet, or a place whose own accessible toilet is tagged.
public struct PublicToilet: Sendable, Equatable {
    /// `osm:node/123`, `osm:way/45`.
    public var id: String
    public var name: String?
    public var coordinate: Coordinate
    /// Metres from the point searched around.
    public var distance: Double
    /// Whether a wheelchair user can use it: the toilet's own `wheelchair`, else `toilets:wheelchair`.
    public var wheelchair: AccessFact?
    public var changingTable: AccessState
    /// `fee`: "yes", "no", or an amount as written; nil when not recorded.
    public var fee: String?
    public var openingHours: String? { didSet { hours = openingHours.map(OpeningHours.init) } }
    /// `openingHours` read once.
    public private(set) var hours: OpeningHours?
    /// False for a place (a museum, a station) whose accessible toilet is tagged: the toilet is inside it.
    public var isPublicToilet: Bool

    public init(
        id: String, name: String?, coordinate: Coordinate, distance: Double, wheelchair: AccessFact?,
        changingTable: AccessState, fee: String?, openingHours: String?, isPublicToilet: Bool
    ) {
        self.id = id; self.name = name; self.coordinate = coordinate; self.distance = distance
        self.wheelchair = wheelchair; self.changingTable = changingTable; self.fee = fee
        self.openingHours = openingHours; self.isPublicToilet = isPublicToilet
        hours = openingHours.map(OpeningHours.init)
    }

    public var wheelchairState: AccessState { wheelchair?.state ?? .unknown }

    /// Its tagged hours at `date`, with the place's sun times and holidays; nil without hours understood.
    public func status(at date: Date, offset: Int) -> OpeningHours.Status? {
        guard let hours, hours.isUnderstood else { return nil }
        return hours.status(at: date, offset: offset, coordinate: coordinate)
    }

    /// "open · closes 18:00", "closed today (추석)", "open 24 hours"; "" without hours understood.
    public func hoursText(at date: Date, offset: Int) -> String {
        status(at: date, offset: offset).map { OpeningHoursWords.now($0, at: date, offset: offset) } ?? ""
    }
}

/// The toilets of one search, nearest first, with when they were fetched.
public struct ToiletAnswer: Sendable, Equatable {
    public var toilets: [PublicToilet]
    public var origin: AnswerOrigin?
    public init(toilets: [PublicToilet], origin: AnswerOrigin? = nil) { self.toilets = toilets; self.origin = origin }
}

/// Where toilets come from (OpenStreetMap through Overpass; nothing offline).
public protocol ToiletSearch: Sendable {
    func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer
}
