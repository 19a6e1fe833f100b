import Foundation

/// Answers KorWithService2 from the bundled spots in the real wire format: every item value a string,
/// `items: ""` when empty, counters as numbers, sorts A/C/D/E (and O/Q/R/S), radius ≤ 20000, region codes,
/// keyword search, and gateway errors as XML (e.g. `contentTypeId` sent to a detail operation).
public struct TourSimulator: Sendable {
    public struct Spot: Decodable, Sendable {
        var contentid: String
        var contenttypeid: String
        var title: String
        var addr1: String
        var addr2: String
        var lat: Double
        var lon: Double
        var tel: String
        var homepage: String
        var overview: String
        var lDongRegnCd: String
        var lDongSignguCd: String
        var createdtime: String
        var modifiedtime: String
        var barrier_free: [String: String]
    }

    let spots: [Spot]

    public init(spots: [Spot]) { self.spots = spots }

    public static func load(from resources: ResourceLocator) throws -> TourSimulator {
        TourSimulator(spots: try JSONDecoder().decode([Spot].self, from: resources.data(named: "travel/spots.json")))
    }

    public var responder: OfflineTransport.Responder {
        { request in
            let op = request.url.lastPathComponent
            return ["locationBasedList2", "areaBasedList2", "searchKeyword2", "detailCommon2", "detailWithTour2"].contains(op)
                ? self.respond(to: request) : nil
        }
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let q = request.query
        let rows = max(1, min(100, Int(q["numOfRows"] ?? "10") ?? 10))
        let page = max(1, Int(q["pageNo"] ?? "1") ?? 1)
        let category = q["contentTypeId"].flatMap { $0.isEmpty ? nil : $0 }
        switch request.url.lastPathComponent {
        case "locationBasedList2":
            guard let x = q["mapX"].flatMap(Double.init), let y = q["mapY"].flatMap(Double.init),
                  let radius = q["radius"].flatMap(Int.init), radius <= KorWithAPI.maxRadius, radius > 0 else {
                return Self.gatewayError("INVALID_REQUEST_PARAMETER_ERROR", code: 10)
            }
            let center = Coordinate(latitude: y, longitude: x)
            let hits = spots.map { ($0, center.distance(to: Coordinate(latitude: $0.lat, longitude: $0.lon))) }
                .filter { $0.1 <= Double(radius) && (category == nil || $0.0.contenttypeid == category) }
            return list(sorted(hits, arrange: q["arrange"] ?? "A"), rows: rows, page: page, withDistance: true)
        case "areaBasedList2":
            guard let region = q["lDongRegnCd"], !region.isEmpty else {
                return list([], rows: rows, page: page, withDistance: false)
            }
            let hits = spots.filter { $0.lDongRegnCd == region && (q["lDongSignguCd"].map { $0.isEmpty } ?? true || $0.lDongSignguCd == q["lDongSignguCd"])
                && (category == nil || $0.contenttypeid == category) }.map { ($0, 0.0) }
            return list(sorted(hits, arrange: q["arrange"] ?? "A"), rows: rows, page: page, withDistance: false)
        case "searchKeyword2":
            guard let keyword = q["keyword"]?.trimmingCharacters(in: .whitespaces), !keyword.isEmpty else {
                return Self.gatewayError("INVALID_REQUEST_PARAMETER_ERROR", code: 10)
            }
            let key = keyword.lowercased().replacingOccurrences(of: " ", with: "")
            let hits = spots.filter {
                $0.title.lowercased().replacingOccurrences(of: " ", with: "").contains(key)
                    && (q["lDongRegnCd"].map { $0.isEmpty } ?? true || $0.lDongRegnCd == q["lDongRegnCd"])
                    && (q["lDongSignguCd"].map { $0.isEmpty } ?? true || $0.lDongSignguCd == q["lDongSignguCd"])
                    && (category == nil || $0.contenttypeid == category)
            }.map { ($0, 0.0) }
            return list(sorted(hits, arrange: q["arrange"] ?? "A"), rows: rows, page: page, withDistance: false)
        case "detailCommon2", "detailWithTour2":
            // Both reject contentTypeId (the real service answers INVALID_REQUEST_PARAMETER_ERROR).
            if q["contentTypeId"] != nil { return Self.gatewayError("INVALID_REQUEST_PARAMETER_ERROR", code: 10) }
            guard let id = q["contentId"], let spot = spots.first(where: { $0.contentid == id }) else {
                return envelope(items: nil, rows: 1, page: 1, total: 0)
            }
            let item = request.url.lastPathComponent == "detailCommon2" ? common(spot) : barrierFree(spot)
            return envelope(items: [item], rows: 1, page: 1, total: 1)
        default:
            return Self.gatewayError("NO_OPENAPI_SERVICE_ERROR", code: 12)
        }
    }

    private func sorted(_ hits: [(Spot, Double)], arrange: String) -> [(Spot, Double)] {
        switch arrange {
        case "E", "S": return hits.sorted { $0.1 < $1.1 }
        case "C", "Q": return hits.sorted { $0.0.modifiedtime > $1.0.modifiedtime }
        case "D", "R": return hits.sorted { $0.0.createdtime > $1.0.createdtime }
        default: return hits.sorted { $0.0.title < $1.0.title }
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
            "addr1": s.addr1, "addr2": s.addr2, "areacode": "", "sigungucode": "", "cat1": "", "cat2": "", "cat3": "",
            "contentid": s.contentid, "contenttypeid": s.contenttypeid, "createdtime": s.createdtime, "modifiedtime": s.modifiedtime,
            "firstimage": "", "firstimage2": "", "cpyrhtDivCd": "", "mapx": String(format: "%.10f", s.lon), "mapy": String(format: "%.10f", s.lat),
            "mlevel": "6", "tel": s.tel, "title": s.title, "zipcode": "", "lDongRegnCd": s.lDongRegnCd, "lDongSignguCd": s.lDongSignguCd,
            "lclsSystm1": "", "lclsSystm2": "", "lclsSystm3": "",
        ]
    }

    private func common(_ s: Spot) -> [String: Any] {
        var item = listItem(s)
        item["telname"] = s.tel.isEmpty ? "" : s.title
        item["homepage"] = s.homepage.isEmpty ? "" : "<a href=\"\(s.homepage)\" target=\"_blank\" title=\"새창 : 홈페이지로 이동\">\(s.homepage)</a>"
        item["overview"] = s.overview
        return item
    }

    private func barrierFree(_ s: Spot) -> [String: Any] {
        var item: [String: Any] = ["contentid": s.contentid]
        for name in BarrierFreeInfo.fieldNames { item[name] = s.barrier_free[name] ?? "" }
        return item
    }

    private func envelope(items: [[String: Any]]?, rows: Int, page: Int, total: Int) -> HTTPResponse {
        let body: [String: Any] = [
            "items": items.map { ["item": $0] as Any } ?? "", "numOfRows": rows, "pageNo": page, "totalCount": total,
        ]
        return HTTPResponse.json(200, object: ["response": ["header": ["resultCode": "0000", "resultMsg": "OK"], "body": body]])
    }

    /// The portal's XML error, sent with HTTP 200 even for `_type=json`.
    static func gatewayError(_ reason: String, code: Int) -> HTTPResponse {
        let xml = "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>\(reason)</returnAuthMsg>"
            + "<returnReasonCode>\(code)</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>"
        return HTTPResponse(status: 200, headers: ["Content-Type": "text/xml;charset=UTF-8"], body: Data(xml.utf8))
    }
}
