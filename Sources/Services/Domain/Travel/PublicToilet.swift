import Foundation
import Localization

/// Where a toilet's row comes from: OpenStreetMap (live), or one of Korea's bundled public files.
public enum ToiletSource: String, Sendable, Equatable, CaseIterable, Codable {
    case osm
    case seoulPublicToilets = "seoul_public_toilets"
    case koreaPublicToilets2018 = "kr_public_toilets_2018"
    case seoulMetroToilets = "seoul_metro_toilets"

    /// "OpenStreetMap", "Seoul public toilets", "public-toilet data 2018", "Seoul Metro" in the language in use.
    public var name: String {
        let words = L
        switch self {
        case .osm: return "OpenStreetMap"  // not UI: a source name
        case .seoulPublicToilets: return words.toiletSourceSeoulPublicToilets
        case .koreaPublicToilets2018: return words.toiletSourceKrPublicToilets2018
        case .seoulMetroToilets: return words.toiletSourceSeoulMetroToilets
        }
    }
}

/// A toilet near you: from OpenStreetMap (a public toilet, or a place whose own accessible toilet is tagged) or from
/// Korea's public files bundled offline; one row when both know the same toilet.
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
    /// Every source that knows this toilet (two when a bundled row and OpenStreetMap's are the same toilet).
    public var sources: [ToiletSource]
    /// The bundled row's hours as the file writes them, kept where they are not read as hours ("근무시간중 개방").
    public var writtenHours: String?
    /// The bundled row's reference date ("2018-08-28"): the 2018 survey's facts are old and say so.
    public var dataDate: String?
    /// Where, in the file's words (an address, "지하1층 2번출입구 부근").
    public var address: String?
    /// The bundled wheelchair fact, kept beside OpenStreetMap's when one row has both (nil otherwise).
    public var otherWheelchair: AccessFact?

    public init(
        id: String, name: String?, coordinate: Coordinate, distance: Double, wheelchair: AccessFact?,
        changingTable: AccessState, fee: String?, openingHours: String?, isPublicToilet: Bool,
        sources: [ToiletSource] = [.osm], writtenHours: String? = nil, dataDate: String? = nil, address: String? = nil
    ) {
        self.id = id; self.name = name; self.coordinate = coordinate; self.distance = distance
        self.wheelchair = wheelchair; self.changingTable = changingTable; self.fee = fee
        self.openingHours = openingHours; self.isPublicToilet = isPublicToilet
        self.sources = sources; self.writtenHours = writtenHours; self.dataDate = dataDate; self.address = address
        hours = openingHours.map(OpeningHours.init)
    }

    /// The wheelchair state, every source together: the more careful word wins where two disagree ("no" over
    /// "yes" is "limited", as for places), and unknown only when no source says anything.
    public var wheelchairState: AccessState {
        let states = [wheelchair, otherWheelchair].compactMap { $0?.state }
        guard states.count == 2 else { return states.first ?? .unknown }
        return AccessRecord(facts: states.map { AccessFact(.wheelchair, $0, source: .publicData) }).state(
            of: .wheelchair)
    }

    /// Its tagged hours at `date`, with the place's sun times and holidays; nil without hours understood.
    public func status(at date: Date, offset: Int) -> OpeningHours.Status? {
        guard let hours, hours.isUnderstood else { return nil }
        return hours.status(at: date, offset: offset, coordinate: coordinate)
    }

    /// "open · closes 18:00", "closed today (추석)", "open 24 hours"; the file's own words where its hours are not
    /// read as hours; "" when no hours are given.
    public func hoursText(at date: Date, offset: Int) -> String {
        status(at: date, offset: offset).map { OpeningHoursWords.now($0, at: date, offset: offset) }
            ?? writtenHours.map { L.toiletHoursAsWritten($0) } ?? ""
    }
}

/// The toilets of one search, nearest first, with when they were fetched, and a sentence when a source was missing
/// ("OpenStreetMap was not reached …; Korea's bundled files only").
public struct ToiletAnswer: Sendable, Equatable {
    public var toilets: [PublicToilet]
    public var origin: AnswerOrigin?
    public var notice: String?
    /// The radius the rows were found within when it is not the one asked (the bundled files searched further).
    public var radius: Int?
    public init(toilets: [PublicToilet], origin: AnswerOrigin? = nil, notice: String? = nil, radius: Int? = nil) {
        self.toilets = toilets; self.origin = origin; self.notice = notice; self.radius = radius
    }

    /// The sources the rows come from, in the order of `ToiletSource` (for the credit line).
    public var sources: [ToiletSource] {
        ToiletSource.allCases.filter { source in toilets.contains { $0.sources.contains(source) } }
    }
}

/// Where toilets come from (OpenStreetMap through Overpass, Korea's bundled files, or both merged).
public protocol ToiletSearch: Sendable {
    func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer
}
