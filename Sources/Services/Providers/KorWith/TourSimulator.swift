import Foundation
import GRDB

/// Answers KorWithService2 from the bundled dataset in the real wire format: every item value a string,
/// `items: ""` when empty, counters as numbers, sorts A/C/D/E (and O/Q/R/S), radius ≤ 20000, region codes,
/// keyword search, and gateway errors as XML (e.g. `contentTypeId` sent to a detail operation).
/// The data: 481 real records for Seoul (their barrier-free texts exactly as the service wrote them) and places
/// elsewhere with names, addresses and coordinates only — for those, `detailWithTour2` answers no record, as
/// the service does for a place it has none for. No creation or modification time is known offline, so the
/// C/D sorts fall back to the title order.
public struct TourSimulator: Sendable {
    public struct Spot: Sendable, FetchableRecord {
        var contentid: String
        var contenttypeid: String
        var title: String
        var addr1: String
        var tel: String
        var lat: Double
        var lon: Double
        var firstimage: String
        var firstimage2: String
        var lDongRegnCd: String
        var lDongSignguCd: String
        var hasRecord: Bool

        public init(row: Row) throws {
            contentid = row["contentid"]; contenttypeid = row["contenttypeid"]; title = row["title"];
            addr1 = row["addr1"]
            tel = row["tel"]; lat = row["lat"]; lon = row["lon"]; firstimage = row["firstimage"];
            firstimage2 = row["firstimage2"]
            lDongRegnCd = row["regn_cd"]; lDongSignguCd = row["signgu_cd"]; hasRecord = row["has_record"]
        }
    }

    let dataset: OfflineDataset

    public init(dataset: OfflineDataset) { self.dataset = dataset }

    public static func load(from resources: ResourceLocator) throws -> TourSimulator {
        TourSimulator(dataset: try OfflineDataset(resources: resources))
    }

    // MARK: Queries

    /// Spots within `radius` metres of `center` (the R*Tree narrows to a box, the exact distance decides).
    public func spots(around center: Coordinate, radius: Double) throws -> [(Spot, Double)] {
        try dataset.rows(Spot.self, of: "tour_spot", indexedBy: "tour_spot_area", within: radius, of: center) {
            Coordinate(latitude: $0.lat, longitude: $0.lon)
        }
    }

    public func spots(region: String, district: String?) throws -> [Spot] {
        try dataset.read { db in
            if let district, !district.isEmpty {
                // A city with wards (수원시 110: 장안구 111, 팔달구 115 …) holds its wards' places too: city codes step
                // by ten, a ward's is its city's plus one to nine.
                if district.count == 3, district.hasSuffix("0") {
                    return try Spot.fetchAll(
                        db, sql: "SELECT * FROM tour_spot WHERE regn_cd = ? AND substr(signgu_cd, 1, 2) = ?",
                        arguments: [region, String(district.prefix(2))])
                }
                return try Spot.fetchAll(
                    db, sql: "SELECT * FROM tour_spot WHERE regn_cd = ? AND signgu_cd = ?",
                    arguments: [region, district])
            }
            return try Spot.fetchAll(db, sql: "SELECT * FROM tour_spot WHERE regn_cd = ?", arguments: [region])
        }
    }

    /// Titles containing `keyword`, ignoring case and spaces (2,491 titles: a scan costs less than an index would).
    /// Latin letters find Korean titles by their Revised Romanization ("Gyeongbokgung" → 경복궁).
    public func spots(matching keyword: String) throws -> [Spot] {
        if Romanization.isLatinQuery(keyword) {
            let key = Romanization.searchKey(keyword)
            guard !key.isEmpty else { return [] }
            return try allSpots().filter { Romanization.searchKey($0.title).contains(key) }
        }
        let key = keyword.lowercased().replacingOccurrences(of: " ", with: "")
        return try dataset.read { db in
            try Spot.fetchAll(
                db, sql: "SELECT * FROM tour_spot WHERE instr(replace(lower(title), ' ', ''), ?) > 0", arguments: [key])
        }
    }

    /// The bundled title whose romanization is closest to a Latin keyword that found none ("Gyeongbokgoong" →
    /// 경복궁): the fewest letters changed between the keyword and the romanized title, or a romanized stretch of it
    /// as long as the keyword; nil when none is within a third of the keyword's letters.
    public func closestTitle(toLatin keyword: String) -> String? {
        let key = Array(Romanization.searchKey(keyword))
        guard Romanization.isLatinQuery(keyword), key.count >= 3, let titles = try? allSpots().map(\.title) else {
            return nil
        }
        // The closest stretch first, then the closest whole title, then the title's order: the same answer each run.
        var best: (title: String, distance: Int, whole: Int)?
        for title in Set(titles).sorted() {
            let romanized = Array(Romanization.searchKey(title))
            let distance = Self.editDistance(key, romanized, withinLonger: true)
            guard distance <= (best?.distance ?? .max) else { continue }
            let whole = Self.editDistance(key, romanized, withinLonger: false)
            if let best, distance == best.distance, whole >= best.whole { continue }
            best = (title, distance, whole)
        }
        guard let best, best.distance * 3 <= key.count else { return nil }
        return best.title
    }

    /// Levenshtein's distance between `a` and `b`; `withinLonger`: between `a` and the closest stretch of `b` (a
    /// keyword matches a part of a longer title).
    static func editDistance(_ a: [Character], _ b: [Character], withinLonger: Bool) -> Int {
        guard !a.isEmpty else { return withinLonger ? 0 : b.count }
        var previous = Array(0...a.count)
        var best = previous[a.count]
        for (j, cb) in b.enumerated() {
            var current = [withinLonger ? 0 : j + 1]
            for (i, ca) in a.enumerated() {
                current.append(min(previous[i + 1] + 1, current[i] + 1, previous[i] + (ca == cb ? 0 : 1)))
            }
            previous = current
            best = min(best, current[a.count])
        }
        return withinLonger ? best : previous[a.count]
    }

    public func allSpots() throws -> [Spot] {
        try dataset.read { db in try Spot.fetchAll(db, sql: "SELECT * FROM tour_spot ORDER BY id") }
    }

    public func spot(id: String) throws -> Spot? {
        try dataset.read { db in
            try Spot.fetchOne(db, sql: "SELECT * FROM tour_spot WHERE contentid = ?", arguments: [id])
        }
    }

    /// The service's barrier-free texts for a spot, by field name (empty when it has none).
    public func barrierFreeTexts(id: String) throws -> [String: String] {
        try dataset.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT field, text FROM tour_barrier_free WHERE contentid = ?", arguments: [id])
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["field"] as String, $0["text"] as String) })
        }
    }

    public var responder: OfflineTransport.Responder {
        { request in
            let op = request.url.lastPathComponent
            return ["locationBasedList2", "areaBasedList2", "searchKeyword2", "detailCommon2", "detailWithTour2"]
                .contains(op)
                ? self.respond(to: request) : nil
        }
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        do { return try answer(request) } catch {
            return Self.gatewayError("APPLICATION_ERROR", code: 1)
        }
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        let q = request.query
        let rows = max(1, min(100, Int(q["numOfRows"] ?? "10") ?? 10))
        let page = max(1, Int(q["pageNo"] ?? "1") ?? 1)
        let category = q["contentTypeId"].flatMap { $0.isEmpty ? nil : $0 }
        let district = q["lDongSignguCd"].flatMap { $0.isEmpty ? nil : $0 }
        switch request.url.lastPathComponent {
        case "locationBasedList2":
            guard let x = q["mapX"].flatMap(Double.init), let y = q["mapY"].flatMap(Double.init),
                let radius = q["radius"].flatMap(Int.init), radius <= KorWithAPI.maxRadius, radius > 0
            else {
                return Self.gatewayError("INVALID_REQUEST_PARAMETER_ERROR", code: 10)
            }
            let hits = try spots(around: Coordinate(latitude: y, longitude: x), radius: Double(radius))
                .filter { category == nil || $0.0.contenttypeid == category }
            return list(sorted(hits, arrange: q["arrange"] ?? "A"), rows: rows, page: page, withDistance: true)
        case "areaBasedList2":
            guard let region = q["lDongRegnCd"], !region.isEmpty else {
                return list([], rows: rows, page: page, withDistance: false)
            }
            let hits = try spots(region: region, district: district)
                .filter { category == nil || $0.contenttypeid == category }.map { ($0, 0.0) }
            return list(sorted(hits, arrange: q["arrange"] ?? "A"), rows: rows, page: page, withDistance: false)
        case "searchKeyword2":
            guard let keyword = q["keyword"]?.trimmingCharacters(in: .whitespaces), !keyword.isEmpty else {
                return Self.gatewayError("INVALID_REQUEST_PARAMETER_ERROR", code: 10)
            }
            let region = q["lDongRegnCd"].flatMap { $0.isEmpty ? nil : $0 }
            let hits = try spots(matching: keyword).filter {
                (region == nil || $0.lDongRegnCd == region) && (district == nil || $0.lDongSignguCd == district)
                    && (category == nil || $0.contenttypeid == category)
            }.map { ($0, 0.0) }
            return list(sorted(hits, arrange: q["arrange"] ?? "A"), rows: rows, page: page, withDistance: false)
        case "detailCommon2", "detailWithTour2":
            // Both reject contentTypeId (the real service answers INVALID_REQUEST_PARAMETER_ERROR).
            if q["contentTypeId"] != nil { return Self.gatewayError("INVALID_REQUEST_PARAMETER_ERROR", code: 10) }
            guard let id = q["contentId"], let spot = try spot(id: id) else {
                return envelope(items: nil, rows: 1, page: 1, total: 0)
            }
            if request.url.lastPathComponent == "detailCommon2" {
                return envelope(items: [common(spot)], rows: 1, page: 1, total: 1)
            }
            // No record offline: answered as the service answers a place it has none for.
            guard spot.hasRecord else { return envelope(items: nil, rows: 1, page: 1, total: 0) }
            return envelope(items: [try barrierFree(spot)], rows: 1, page: 1, total: 1)
        default:
            return Self.gatewayError("NO_OPENAPI_SERVICE_ERROR", code: 12)
        }
    }

    private func sorted(_ hits: [(Spot, Double)], arrange: String) -> [(Spot, Double)] {
        switch arrange {
        case "E", "S": return hits.sorted { $0.1 < $1.1 }
        default: return hits.sorted { ($0.0.title, $0.0.contentid) < ($1.0.title, $1.0.contentid) }
        }
    }

    private func list(_ hits: [(Spot, Double)], rows: Int, page: Int, withDistance: Bool) -> HTTPResponse {
        let start = (page - 1) * rows
        let slice = start < hits.count ? Array(hits[start..<min(hits.count, start + rows)]) : []
        let items = slice.map { spot, distance -> [String: Any] in
            var item = listItem(spot)
            if withDistance { item["dist"] = String(distance) }
            return item
        }
        return envelope(items: items.isEmpty ? nil : items, rows: rows, page: page, total: hits.count)
    }

    private func listItem(_ s: Spot) -> [String: Any] {
        [
            "addr1": s.addr1, "addr2": "", "areacode": "", "sigungucode": "", "cat1": "", "cat2": "", "cat3": "",
            "contentid": s.contentid, "contenttypeid": s.contenttypeid, "createdtime": "", "modifiedtime": "",
            "firstimage": s.firstimage, "firstimage2": s.firstimage2, "cpyrhtDivCd": "",
            "mapx": String(format: "%.10f", s.lon), "mapy": String(format: "%.10f", s.lat),
            "mlevel": "6", "tel": s.tel, "title": s.title, "zipcode": "", "lDongRegnCd": s.lDongRegnCd,
            "lDongSignguCd": s.lDongSignguCd,
            "lclsSystm1": "", "lclsSystm2": "", "lclsSystm3": "",
        ]
    }

    private func common(_ s: Spot) -> [String: Any] {
        var item = listItem(s)
        item["telname"] = s.tel.isEmpty ? "" : s.title
        // The collected records have no homepage or overview (SOURCES.md: the overview calls failed).
        item["homepage"] = ""
        item["overview"] = ""
        return item
    }

    private func barrierFree(_ s: Spot) throws -> [String: Any] {
        let texts = try barrierFreeTexts(id: s.contentid)
        var item: [String: Any] = ["contentid": s.contentid]
        for name in TourBarrierFree.fieldNames { item[name] = texts[name] ?? "" }
        return item
    }

    private func envelope(items: [[String: Any]]?, rows: Int, page: Int, total: Int) -> HTTPResponse {
        let body: [String: Any] = [
            "items": items.map { ["item": $0] as Any } ?? "", "numOfRows": rows, "pageNo": page, "totalCount": total,
        ]
        return HTTPResponse.json(
            200, object: ["response": ["header": ["resultCode": "0000", "resultMsg": "OK"], "body": body]])
    }

    /// The portal's XML error, sent with HTTP 200 even for `_type=json`.
    static func gatewayError(_ reason: String, code: Int) -> HTTPResponse {
        let xml =
            "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>\(reason)</returnAuthMsg>"
            + "<returnReasonCode>\(code)</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>"
        return HTTPResponse(status: 200, headers: ["Content-Type": "text/xml;charset=UTF-8"], body: Data(xml.utf8))
    }
}
