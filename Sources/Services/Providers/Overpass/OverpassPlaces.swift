import Foundation
import Localization

/// Travel's places and toilets from OpenStreetMap (keyless, anywhere): one request per view, each place with the
/// access facts its tags carry.
public struct OverpassPlaces: ToiletSearch, Sendable {
    public static let serviceName = OverpassClient.serviceName
    /// The widest circle asked (a keyword search around you uses it).
    public static let maxRadius = 20_000
    let transport: Transport
    let baseURL: URL

    public init(transport: Transport, baseURL: URL = OverpassAPI.defaultBaseURL) {
        self.transport = transport; self.baseURL = baseURL
    }

    /// Named places around `center` (names containing `keyword`, if given), nearest first, with their access facts.
    public func places(around center: Coordinate, radius: Int, keyword: String? = nil) async throws -> (
        [Spot], AnswerOrigin?
    ) {
        let (answer, origin) = try await fetch(.travelPlaces(center: center, radius: radius, keyword: keyword))
        let spots = answer.elements.compactMap { $0.travelSpot(from: center) }
            .filter { ($0.distance ?? 0) <= Double(radius) }
            .sorted { ($0.distance ?? .infinity) < ($1.distance ?? .infinity) }
        return (spots, origin)
    }

    /// One place by its id (`osm:node/123`), for details opened from a bookmark.
    public func place(_ id: String) async throws -> Spot? {
        guard let (type, number) = Self.parse(id) else { return nil }
        let (answer, _) = try await fetch(.element(type: type, id: number))
        return answer.elements.first.flatMap { $0.travelSpot(from: nil) }
    }

    /// A place's details by its id (address, phone, website and opening hours as tagged).
    public func placeDetail(_ id: String) async throws -> SpotDetail? {
        guard let (type, number) = Self.parse(id) else { return nil }
        let (answer, origin) = try await fetch(.element(type: type, id: number))
        var detail = answer.elements.first?.spotDetail
        detail?.origin = origin
        return detail
    }

    public func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer {
        let (answer, origin) = try await fetch(.toilets(center: center, radius: radius))
        let toilets = answer.elements.compactMap { $0.publicToilet(from: center) }
            .filter { $0.distance <= Double(radius) }
            .sorted { $0.distance < $1.distance }
        return ToiletAnswer(toilets: toilets, origin: origin)
    }

    /// "osm:node/123" → ("node", 123).
    static func parse(_ id: String) -> (String, Int64)? {
        let parts = id.dropFirst(4).split(separator: "/")
        guard PlaceID.isOSM(id), parts.count == 2, ["node", "way", "relation"].contains(parts[0]),
            let number = Int64(parts[1])
        else { return nil }
        return (String(parts[0]), number)
    }

    private func fetch(_ endpoint: OverpassAPI) async throws -> (OverpassResponse, AnswerOrigin?) {
        try await AnswerOrigin.collect {
            try await OverpassClient.answer(endpoint, transport: transport, baseURL: baseURL)
        }
    }
}

extension OverpassResponse.Element {
    /// The name in the language in use where the mapper gave one, else the local name.
    var localName: String? {
        (Localization.language == .korean ? tag("name:ko") : tag("name:en")) ?? tag("name") ?? tag("name:ko")
    }

    /// A Travel place: named, of a kind Travel lists, with a point.
    func travelSpot(from origin: Coordinate?) -> Spot? {
        guard let coordinate, let name = localName, let category = TourCategory(osmTags: tags ?? [:]) else {
            return nil
        }
        var spot = Spot(
            id: osmID, category: category, title: name, address: osmAddress, latitude: coordinate.latitude,
            longitude: coordinate.longitude, distance: origin.map { $0.distance(to: coordinate) },
            tel: osmPhone)
        spot.osmID = osmID
        spot.access = AccessRecord(facts: OverpassAccess.facts(tags ?? [:]), sources: [.osm])
        spot.otherNames = ["name", "name:ko", "name:en"].compactMap { tag($0) }
        return spot
    }

    /// Its details as far as the tags go (OpenStreetMap has no overview).
    var spotDetail: SpotDetail? {
        guard let spot = travelSpot(from: nil) else { return nil }
        var detail = SpotDetail(
            id: spot.id, title: spot.title, category: spot.category, address: spot.address, tel: spot.tel,
            homepage: tag("website") ?? tag("contact:website") ?? "", overview: tag("description") ?? "",
            latitude: spot.latitude, longitude: spot.longitude)
        detail.openingHours = tag("opening_hours")
        detail.osmID = osmID
        return detail
    }

    /// A toilet: `amenity=toilets`, or a place whose `toilets:wheelchair` is tagged.
    func publicToilet(from origin: Coordinate) -> PublicToilet? {
        guard let coordinate else { return nil }
        let isToilet = tag("amenity") == "toilets"
        guard isToilet || tag("toilets:wheelchair") != nil else { return nil }
        let facts = OverpassAccess.facts(tags ?? [:], isToilet: isToilet)
        return PublicToilet(
            id: osmID, name: localName, coordinate: coordinate, distance: origin.distance(to: coordinate),
            wheelchair: facts.first { $0.feature == .toilet },
            changingTable: facts.first { $0.feature == .changingTable }?.state ?? .unknown,
            fee: isToilet ? tag("fee") : tag("toilets:fee"),
            openingHours: tag("opening_hours"), isPublicToilet: isToilet)
    }
}
