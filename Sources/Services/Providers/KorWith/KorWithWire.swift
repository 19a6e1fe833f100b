import Foundation
import Localization

/// A spot in a list answer. Every value arrives as a string (coordinates, `dist`, times); empty means none.
struct TourSpot: Decodable, Equatable, Sendable {
    public var id: String
    public var typeID: Int?
    public var title: String
    public var address: String
    public var latitude: Double?
    public var longitude: Double?
    /// Metres from the query point (location search only).
    public var distance: Double?
    public var tel: String
    public var modified: String
    public var created: String
    public var regionCode: String
    public var districtCode: String

    enum CodingKeys: String, CodingKey {
        case contentid, contenttypeid, title, addr1, addr2, mapx, mapy, dist, tel, modifiedtime, createdtime,
            lDongRegnCd, lDongSignguCd
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeLossyString(.contentid)
        typeID = c.decodeOptionalLossyString(.contenttypeid).flatMap { Int($0) }
        title = (try? c.decode(String.self, forKey: .title)) ?? ""
        let addr2 = c.decodeOptionalLossyString(.addr2) ?? ""
        address = [c.decodeOptionalLossyString(.addr1) ?? "", addr2].filter { !$0.isEmpty }.joined(separator: " ")
        longitude = try c.decodeOptionalNumberOrString(.mapx)
        latitude = try c.decodeOptionalNumberOrString(.mapy)
        distance = try c.decodeOptionalNumberOrString(.dist)
        tel = c.decodeOptionalLossyString(.tel) ?? ""
        modified = c.decodeOptionalLossyString(.modifiedtime) ?? ""
        created = c.decodeOptionalLossyString(.createdtime) ?? ""
        regionCode = c.decodeOptionalLossyString(.lDongRegnCd) ?? ""
        districtCode = c.decodeOptionalLossyString(.lDongSignguCd) ?? ""
    }

    /// The spot in our own terms.
    var spot: Spot {
        Spot(
            id: id, category: KorWithCodes.category(contentType: typeID), title: title, address: address,
            latitude: latitude, longitude: longitude,
            distance: distance,
            tel: tel, modified: modified, created: created, regionCode: regionCode, districtCode: districtCode)
    }
}

/// `detailCommon2`: the descriptive fields. `homepage` is an HTML fragment, `overview` has `<br>` and newlines.
struct TourCommonDetail: Decodable, Equatable, Sendable {
    public var id: String
    public var title: String
    public var typeID: Int?
    public var address: String
    public var tel: String
    public var telName: String
    public var homepageHTML: String
    public var overviewHTML: String
    public var latitude: Double?
    public var longitude: Double?

    enum CodingKeys: String, CodingKey {
        case contentid, title, contenttypeid, addr1, addr2, tel, telname, homepage, overview, mapx, mapy
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeLossyString(.contentid)
        title = c.decodeOptionalLossyString(.title) ?? ""
        typeID = c.decodeOptionalLossyString(.contenttypeid).flatMap { Int($0) }
        address = [c.decodeOptionalLossyString(.addr1) ?? "", c.decodeOptionalLossyString(.addr2) ?? ""].filter {
            !$0.isEmpty
        }.joined(separator: " ")
        tel = c.decodeOptionalLossyString(.tel) ?? ""
        telName = c.decodeOptionalLossyString(.telname) ?? ""
        homepageHTML = c.decodeOptionalLossyString(.homepage) ?? ""
        overviewHTML = c.decodeOptionalLossyString(.overview) ?? ""
        longitude = try c.decodeOptionalNumberOrString(.mapx)
        latitude = try c.decodeOptionalNumberOrString(.mapy)
    }

    /// The homepage as plain text: the link's URL (or its text).
    var homepage: String { HTMLText.firstLink(in: homepageHTML) ?? HTMLText.plain(homepageHTML) }
    /// The overview with tags removed and line breaks kept.
    var overview: String { HTMLText.plain(overviewHTML) }

    /// The details in our own terms.
    var detail: SpotDetail {
        SpotDetail(
            id: id, title: title, category: KorWithCodes.category(contentType: typeID), address: address, tel: tel,
            homepage: homepage, overview: overview,
            latitude: latitude, longitude: longitude)
    }
}

/// Removes HTML from the service's text fields, keeping line breaks.
enum HTMLText {
    public static func plain(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "\r\n", with: "\n")
        // A <br> that is followed by a newline in the source is one break, not two.
        text = text.replacingOccurrences(
            of: #"<br\s*/?>[ \t]*\n?"#, with: "\n", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: #"</p\s*>"#, with: "\n", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
        for (entity, char) in [
            ("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"),
            ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: entity, with: char)
        }
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // At most one blank line in a row.
        var result: [String] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) { result.append(line) }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }

    /// The first `href` in a fragment such as `<a href="https://…" target="_blank">…</a>`.
    public static func firstLink(in html: String) -> String? {
        guard
            let range = html.range(of: #"href\s*=\s*["']?([^"' >]+)"#, options: [.regularExpression, .caseInsensitive])
        else { return nil }
        let match = String(html[range])
        return match.replacingOccurrences(
            of: #"href\s*=\s*["']?"#, with: "", options: [.regularExpression, .caseInsensitive])
    }
}

/// The data.go.kr envelope: `response.header.resultCode/resultMsg`, `response.body.items` that is `""` when
/// empty or `{item: [...]}` / `{item: {...}}`, and numeric counters (strings tolerated).
struct TourEnvelope<Item: Decodable & Sendable>: Decodable, Sendable {
    public var resultCode: String
    public var resultMessage: String
    public var items: [Item]
    public var numOfRows: Int
    public var pageNo: Int
    public var totalCount: Int

    struct Root: Decodable { var response: Response }
    struct Response: Decodable { var header: Header; var body: Body? }
    struct Header: Decodable { var resultCode: String; var resultMsg: String? }
    struct Body: Decodable {
        var items: [Item]
        var numOfRows: Int
        var pageNo: Int
        var totalCount: Int

        enum CodingKeys: String, CodingKey { case items, numOfRows, pageNo, totalCount }
        struct ItemsBox: Decodable {
            var item: [Item]
            enum CodingKeys: String, CodingKey { case item }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                if let many = try? c.decode([Item].self, forKey: .item) {
                    item = many
                } else if let one = try? c.decode(Item.self, forKey: .item) {
                    item = [one]
                } else {
                    item = []
                }
            }
        }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            if (try? c.decode(String.self, forKey: .items)) != nil {
                items = []  // "" when there is nothing
            } else {
                items = (try c.decodeIfPresent(ItemsBox.self, forKey: .items))?.item ?? []
            }
            func int(_ key: CodingKeys) -> Int {
                (try? c.decode(Int.self, forKey: key)) ?? Int((try? c.decode(String.self, forKey: key)) ?? "") ?? 0
            }
            numOfRows = int(.numOfRows); pageNo = int(.pageNo); totalCount = int(.totalCount)
        }
    }

    public init(from decoder: Decoder) throws {
        let root = try Root(from: decoder)
        resultCode = root.response.header.resultCode
        resultMessage = root.response.header.resultMsg ?? ""
        items = root.response.body?.items ?? []
        numOfRows = root.response.body?.numOfRows ?? 0
        pageNo = root.response.body?.pageNo ?? 1
        totalCount = root.response.body?.totalCount ?? 0
    }
}

/// One page of spots as the service sent it.
struct TourPage: Equatable, Sendable {
    var spots: [TourSpot]
    var page: Int
    var rows: Int
    var total: Int
    var isLast: Bool { page * rows >= total || spots.count < rows }
}

/// A gateway error from data.go.kr (sent as XML even when JSON was asked for).
struct TourGatewayError: Equatable, Sendable {
    public var code: String
    public var reason: String

    /// A sentence that says what to do.
    public var advice: String {
        switch reason {
        case "SERVICE_KEY_IS_NOT_REGISTERED_ERROR":
            return L.tourKeyNotRegistered
        case "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR":
            return L.tourQuotaUsedUp
        case "DEADLINE_HAS_EXPIRED_ERROR": return L.tourKeyExpired
        case "UNREGISTERED_IP_ERROR": return L.tourIPNotRegistered
        case "SERVICE_ACCESS_DENIED_ERROR": return L.tourAccessDenied
        case "NO_OPENAPI_SERVICE_ERROR": return L.tourNoSuchService
        case "INVALID_REQUEST_PARAMETER_ERROR": return L.tourBadParameter
        default: return L.tourFailed(reason.isEmpty ? L.tourCode(code) : reason)
        }
    }

    /// Reads `<returnAuthMsg>`/`<returnReasonCode>` (in either order) or the JSON-wrapped form.
    public static func parse(_ body: Data) -> TourGatewayError? {
        guard let text = String(data: body, encoding: .utf8),
            text.contains("cmmMsgHeader") || text.contains("returnReasonCode")
        else { return nil }
        func tag(_ name: String) -> String? {
            let xml = text.range(of: "<\(name)>([^<]*)</\(name)>", options: .regularExpression).map {
                String(text[$0])
            }?
            .replacingOccurrences(of: "</?\(name)>", with: "", options: .regularExpression)
            let json = text.range(of: "\"\(name)\"\\s*:\\s*\"?([^\",}]*)", options: .regularExpression).map {
                String(text[$0])
            }?
            .replacingOccurrences(of: "\"\(name)\"\\s*:\\s*\"?", with: "", options: .regularExpression)
            return (xml ?? json)?.trimmingCharacters(in: .whitespaces)
        }
        return TourGatewayError(
            code: tag("returnReasonCode") ?? "", reason: tag("returnAuthMsg") ?? tag("errMsg") ?? "")
    }
}
