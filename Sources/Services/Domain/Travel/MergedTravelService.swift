import Foundation
import Localization

/// Travel's one source: the tourism records (KorWithService2 with a key, else its bundled records) and OpenStreetMap
/// (keyless, anywhere; not with --offline), merged. Nearby and keyword lists are read whole once per query (one
/// OpenStreetMap request, up to `tourPages` pages of the tourism service) and paged from memory; a tourism record and
/// an OpenStreetMap place within `matchDistance` with similar names are one spot with the facts of both.
public struct MergedTravelService: TravelService {
    public static let matchDistance = 60.0
    static let tourPages = 3
    static let tourRows = 100

    let tour: any TravelService
    let osm: OverpassPlaces?
    /// Why OpenStreetMap is not asked (nil when it is): said once on every list.
    let osmAbsence: String?
    private let memo = Memo()

    public init(tour: any TravelService, osm: OverpassPlaces?, osmAbsence: String? = nil) {
        self.tour = tour; self.osm = osm; self.osmAbsence = osmAbsence
    }

    public var serviceName: String {
        osm == nil ? tour.serviceName : tour.serviceName + " + OpenStreetMap"  // not UI: names
    }

    /// The last lists read whole, by query, and every OpenStreetMap place seen (for details and records).
    actor Memo {
        var lists: [String: (spots: [Spot], origin: AnswerOrigin?, note: String?)] = [:]
        var places: [String: Spot] = [:]
        var matches: [String: Spot] = [:]

        func list(_ key: String) -> (spots: [Spot], origin: AnswerOrigin?, note: String?)? { lists[key] }
        func keep(_ key: String, _ list: (spots: [Spot], origin: AnswerOrigin?, note: String?)) {
            if lists.count > 8 { lists = [:] }
            lists[key] = list
            for spot in list.spots where spot.osmID != nil {
                if spot.hasTourismRecord { matches[spot.id] = spot } else { places[spot.id] = spot }
            }
        }
        func place(_ id: String) -> Spot? { places[id] }
        func match(_ id: String) -> Spot? { matches[id] }
    }

    public func spots(_ query: SpotQuery, page: Int, rows: Int) async throws -> SpotPage {
        let center: Coordinate, radius: Int, keyword: String?
        switch query.scope {
        case .region:
            var result = try await tour.spots(query, page: page, rows: rows)
            result.note = osmAbsence ?? L.travelRegionTourismOnly
            return result
        case let .nearby(at, r): (center, radius, keyword) = (at, r, nil)
        case let .keyword(text, near):
            guard let near else {
                var result = try await tour.spots(query, page: page, rows: rows)
                result.note = osmAbsence
                return result
            }
            (center, radius, keyword) = (near, OverpassPlaces.maxRadius, text)
        }
        let key = "\(query)"
        let whole: (spots: [Spot], origin: AnswerOrigin?, note: String?)
        if let kept = await memo.list(key) {
            whole = kept
        } else {
            whole = try await readWhole(query, center: center, radius: radius, keyword: keyword)
            await memo.keep(key, whole)
        }
        let start = (page - 1) * rows
        let slice = start < whole.spots.count ? Array(whole.spots[start..<min(whole.spots.count, start + rows)]) : []
        var result = SpotPage(spots: slice, page: page, rows: rows, total: whole.spots.count)
        result.origin = whole.origin
        result.note = whole.note
        return result
    }

    private func readWhole(_ query: SpotQuery, center: Coordinate, radius: Int, keyword: String?) async throws -> (
        spots: [Spot], origin: AnswerOrigin?, note: String?
    ) {
        async let places = readOSM(center: center, radius: radius, keyword: keyword, category: query.category)
        var tourSpots: [Spot] = [], origin: AnswerOrigin?, tourFailure: Error?
        do {
            for number in 1...Self.tourPages {
                let page = try await tour.spots(query, page: number, rows: Self.tourRows)
                if number == 1 { origin = page.origin }
                tourSpots += page.spots
                if page.isLast { break }
            }
        } catch {
            tourFailure = error
        }
        let (osmSpots, osmNote) = await places
        if let tourFailure, osmSpots == nil { throw tourFailure }
        var merged = Self.merge(tour: tourSpots, osm: osmSpots ?? [])
        if query.sort == .distance {
            merged.sort { ($0.distance ?? .infinity) < ($1.distance ?? .infinity) }
        } else if query.sort == .title {
            // As the tourism service orders titles; the date sorts keep its order, the undated places after it.
            merged.sort { ($0.title, $0.id) < ($1.title, $1.id) }
        }
        let tourNote = tourFailure.map { ServiceError.from($0, service: tour.serviceName).userMessage }
        let note = [tourNote, osmNote].compactMap { $0 }.joined(separator: "; ")
        return (merged, origin, note.isEmpty ? nil : note)
    }

    /// OpenStreetMap's places, or nil and why not.
    private func readOSM(center: Coordinate, radius: Int, keyword: String?, category: TourCategory?) async -> (
        [Spot]?, String?
    ) {
        guard let osm else { return (nil, osmAbsence) }
        do {
            let (spots, _) = try await osm.places(around: center, radius: radius, keyword: keyword)
            return (spots.filter { category == nil || $0.category == category }, nil)
        } catch {
            return (
                nil, L.travelOSMNotReached(ServiceError.from(error, service: OverpassPlaces.serviceName).userMessage)
            )
        }
    }

    /// Each OpenStreetMap place matched to the nearest tourism record within `matchDistance` whose name is alike
    /// joins it (its facts and id); the rest are spots of their own.
    static func merge(tour: [Spot], osm: [Spot]) -> [Spot] {
        var merged = tour
        var rest: [Spot] = []
        for place in osm {
            guard let at = place.coordinate else { continue }
            let candidates = merged.indices.filter { i in
                merged[i].osmID == nil && merged[i].coordinate.map { $0.distance(to: at) <= matchDistance } == true
                    && NameMatch.alike(merged[i].title, [place.title] + place.otherNames)
            }
            if let best = candidates.min(by: {
                merged[$0].coordinate!.distance(to: at) < merged[$1].coordinate!.distance(to: at)
            }) {
                merged[best].osmID = place.osmID
                merged[best].access = place.access
            } else {
                rest.append(place)
            }
        }
        return merged + rest
    }

    public func detail(_ id: String) async throws -> SpotDetail {
        if !PlaceID.isOSM(id) {
            var detail = try await tour.detail(id)
            if let match = await memo.match(id) { detail.osmID = match.osmID }
            return detail
        }
        guard let osm else { throw ServiceError.notFound(service: OverpassPlaces.serviceName, what: L.whatSpot(id)) }
        let detail: SpotDetail?
        do { detail = try await osm.placeDetail(id) } catch {
            throw ServiceError.from(error, service: OverpassPlaces.serviceName)
        }
        guard let detail else { throw ServiceError.notFound(service: OverpassPlaces.serviceName, what: L.whatSpot(id)) }
        return detail
    }

    /// The tourism record, with the facts of the OpenStreetMap place matched to it in a list read before (`twin(of:)`
    /// asks around the record's point instead); for an OpenStreetMap place, its tags' facts.
    public func access(_ id: String) async throws -> AccessRecord {
        if PlaceID.isOSM(id) {
            if let kept = await memo.place(id) { return kept.access ?? .nothingRecorded }
            guard let osm, let place = try await osm.place(id) else { return .nothingRecorded }
            return place.access ?? .nothingRecorded
        }
        let record = try await tour.access(id)
        if let match = await memo.match(id) { return record.merged(with: match.access ?? .nothingRecorded) }
        return record
    }

    /// A tourism record's OpenStreetMap twin, asked around its point (the command line's details, where no list was
    /// read first). nil when OpenStreetMap is not asked, has none, or did not answer.
    public func twin(of detail: SpotDetail) async -> Spot? {
        guard let osm, let lat = detail.latitude, let lon = detail.longitude else { return nil }
        let at = Coordinate(latitude: lat, longitude: lon)
        guard let (near, _) = try? await osm.places(around: at, radius: Int(Self.matchDistance)) else { return nil }
        let probe = Spot(
            id: detail.id, category: detail.category, title: detail.title, address: detail.address, latitude: lat,
            longitude: lon)
        let merged = Self.merge(tour: [probe], osm: near)
        return merged.first?.osmID == nil ? nil : merged.first
    }
}

/// Two names for the same place: equal, or one inside the other, or sharing most of their letter pairs, ignoring
/// case, spaces and punctuation ("서울역사박물관" and "서울 역사 박물관"; "Royal Ontario Museum" and "ROM" are not).
enum NameMatch {
    static func key(_ text: String) -> [Character] {
        Array(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    static func alike(_ a: String, _ others: [String]) -> Bool {
        let left = key(a)
        return others.contains { other in
            let right = key(other)
            guard left.count >= 2, right.count >= 2 else { return left == right && !left.isEmpty }
            let (short, long) = left.count <= right.count ? (left, right) : (right, left)
            if short.count >= 3 && String(long).contains(String(short)) { return true }
            let pairs = { (k: [Character]) in Set((0..<(k.count - 1)).map { String(k[$0...$0 + 1]) }) }
            let x = pairs(left), y = pairs(right)
            return Double(2 * x.intersection(y).count) / Double(x.count + y.count) >= 0.6
        }
    }
}
