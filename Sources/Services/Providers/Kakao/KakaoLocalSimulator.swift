import Foundation
import GRDB

/// Answers Kakao Local requests from the bundled SAMPLE stores in Kakao's wire format, computing what Kakao
/// computes: haversine `distance` from x/y, `radius`, `sort`, `size` ≤ 15, `page` ≤ 45,
/// `pageable_count` capped at 45 and `is_end`; parameter errors as `{errorType, message}` with 400.
/// Stores are found through an R*Tree around the point; at least 10 lie within 1 km of every Korean place.
public struct KakaoLocalSimulator: Sendable {
    public struct Store: Sendable, FetchableRecord {
        var id: String
        var name: String
        var category_name: String
        var phone: String
        var address: String
        var road_address: String
        var lat: Double
        var lon: Double

        public init(row: Row) throws {
            id = row["place_id"]; name = row["name"]; category_name = row["category_name"]; phone = row["phone"]
            address = row["address"]; road_address = row["road_address"]; lat = row["lat"]; lon = row["lon"]
        }
    }

    let dataset: OfflineDataset
    let gazetteer: Gazetteer

    public init(dataset: OfflineDataset, gazetteer: Gazetteer) {
        self.dataset = dataset; self.gazetteer = gazetteer
    }

    public static func load(from resources: ResourceLocator, gazetteer: Gazetteer) throws -> KakaoLocalSimulator {
        KakaoLocalSimulator(dataset: try OfflineDataset(resources: resources), gazetteer: gazetteer)
    }

    /// Stores within `radius` metres of `center`, with their distances (the R*Tree narrows to a box).
    public func stores(around center: Coordinate, radius: Double) throws -> [(store: Store, distance: Double)] {
        try dataset.rows(Store.self, of: "kakao_store", indexedBy: "kakao_store_area", within: radius, of: center) {
            Coordinate(latitude: $0.lat, longitude: $0.lon)
        }.map { (store: $0.0, distance: $0.1) }
    }

    func stores(named key: String) throws -> [Store] {
        try dataset.read { db in
            try Store.fetchAll(
                db,
                sql:
                    "SELECT * FROM kakao_store WHERE instr(replace(replace(lower(name), ' ', ''), '-', ''), ?) > 0 ORDER BY place_id",
                arguments: [key])
        }
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        do { return try answer(request) } catch {
            return Self.error(500, "InternalError", "the offline store list could not be read")
        }
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        let q = request.query
        switch request.url.path {
        case "/v2/local/search/category.json": return try category(q)
        case "/v2/local/search/keyword.json": return try keyword(q)
        case "/v2/local/geo/coord2address.json": return coordinateToAddress(q)
        default: return Self.error(404, "NotFound", "no such API: \(request.url.path)")
        }
    }

    private struct Paging { var page: Int; var size: Int }

    /// The paging parameters, or Kakao's 400 answer when they are out of range.
    private func paging(_ q: [String: String]) -> (Paging?, HTTPResponse?) {
        let page = Int(q["page"] ?? "1") ?? -1
        let size = Int(q["size"] ?? "15") ?? -1
        if page < 1 || page > KakaoLocalAPI.maxPage {
            return (nil, Self.error(400, "InvalidArgument", "page is more than max"))
        }
        if size < 1 || size > KakaoLocalAPI.maxSize {
            return (nil, Self.error(400, "InvalidArgument", "size is more than max"))
        }
        return (Paging(page: page, size: size), nil)
    }

    private func center(_ q: [String: String]) -> Coordinate? {
        guard let x = q["x"].flatMap(Double.init), let y = q["y"].flatMap(Double.init) else { return nil }
        return Coordinate(latitude: y, longitude: x)
    }

    private func category(_ q: [String: String]) throws -> HTTPResponse {
        guard let code = q["category_group_code"], !code.isEmpty else {
            return Self.error(400, "MissingParameter", "category_group_code parameter required")
        }
        guard let center = center(q) else {
            return Self.error(400, "MissingParameter", "x, y or rect parameter required")
        }
        let radius = Int(q["radius"] ?? "20000") ?? -1
        guard (0...20_000).contains(radius) else { return Self.error(400, "InvalidArgument", "radius is out of range") }
        let (checked, failure) = self.paging(q)
        guard let paging = checked else { return failure! }
        var hits = code == "CS2" ? try stores(around: center, radius: Double(radius)) : []
        if q["sort"] == "distance" {
            hits.sort { $0.distance < $1.distance }
        } else {
            hits.sort { $0.store.id < $1.store.id }
        }
        return page(hits.map { document($0.store, distance: $0.distance) }, paging: paging, sameName: nil)
    }

    private func keyword(_ q: [String: String]) throws -> HTTPResponse {
        guard let query = q["query"]?.trimmingCharacters(in: .whitespaces), !query.isEmpty else {
            return Self.error(400, "MissingParameter", "query parameter required")
        }
        let (checked, failure) = self.paging(q)
        guard let paging = checked else { return failure! }
        let origin = center(q)
        let key = Gazetteer.normalize(query)
        var docs: [[String: Any]] = gazetteer.matches(query).filter { $0.country == "KR" }.map { place in
            let distance = origin.map { $0.distance(to: place.coordinate) }
            let id = String(abs(place.nameEn.hashValueStable) % 90_000_000 + 10_000_000)
            return [
                "id": id, "place_name": place.nameKo,
                "category_name": "지명 > \(place.kind)", "category_group_code": "", "category_group_name": "",
                "phone": "", "address_name": [place.region ?? "", place.nameKo].joined(separator: " "),
                "road_address_name": "", "x": String(place.longitude), "y": String(place.latitude),
                "place_url": "http://place.map.kakao.com/\(id)", "distance": distance.map { String(Int($0)) } ?? "",
            ]
        }
        docs += try stores(named: key).map { store in
            document(
                store, distance: origin.map { $0.distance(to: Coordinate(latitude: store.lat, longitude: store.lon)) })
        }
        let sameName: [String: Any] = ["region": [], "keyword": query, "selected_region": ""]
        return page(docs, paging: paging, sameName: sameName)
    }

    private func coordinateToAddress(_ q: [String: String]) -> HTTPResponse {
        guard let point = center(q) else { return Self.error(400, "MissingParameter", "x, y parameter required") }
        guard let place = gazetteer.nearest(to: point, country: "KR"), place.coordinate.distance(to: point) < 50_000
        else {
            return HTTPResponse.json(200, object: ["meta": ["total_count": 0], "documents": []])
        }
        let address: [String: Any] = [
            "address_name": "\(place.region ?? "") \(place.nameKo)", "region_1depth_name": place.region ?? "",
            "region_2depth_name": place.nameKo, "region_3depth_name": "", "mountain_yn": "N",
            "main_address_no": "", "sub_address_no": "", "zip_code": "",
        ]
        return HTTPResponse.json(
            200, object: ["meta": ["total_count": 1], "documents": [["road_address": NSNull(), "address": address]]])
    }

    private func document(_ store: Store, distance: Double?) -> [String: Any] {
        [
            "id": store.id, "place_name": store.name, "category_name": store.category_name,
            "category_group_code": "CS2", "category_group_name": "편의점", "phone": store.phone,
            "address_name": store.address, "road_address_name": store.road_address,
            "x": String(store.lon), "y": String(store.lat),
            "place_url": "http://place.map.kakao.com/\(store.id)",
            "distance": distance.map { String(Int($0.rounded())) } ?? "",
        ]
    }

    private func page(_ documents: [[String: Any]], paging: Paging, sameName: [String: Any]?) -> HTTPResponse {
        let pageable = min(KakaoLocalAPI.pageableCap, documents.count)
        let start = (paging.page - 1) * paging.size
        let slice = start < pageable ? Array(documents[start..<min(pageable, start + paging.size)]) : []
        let meta: [String: Any] = [
            "total_count": documents.count, "pageable_count": pageable,
            "is_end": paging.page * paging.size >= pageable, "same_name": sameName ?? NSNull(),
        ]
        return HTTPResponse.json(200, object: ["meta": meta, "documents": slice])
    }

    static func error(_ status: Int, _ type: String, _ message: String) -> HTTPResponse {
        HTTPResponse.json(status, object: ["errorType": type, "message": message])
    }
}

extension String {
    /// A hash that is the same on every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        var h: UInt64 = 1469598103934665603
        for byte in utf8 { h = (h ^ UInt64(byte)) &* 1099511628211 }
        return Int(truncatingIfNeeded: h & 0x7fff_ffff_ffff_ffff)
    }
}
