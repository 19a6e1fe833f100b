import Foundation

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
public struct TourGatewayError: Equatable, Sendable {
    public var code: String
    public var reason: String

    /// A sentence that says what to do.
    public var advice: String {
        switch reason {
        case "SERVICE_KEY_IS_NOT_REGISTERED_ERROR":
            return
                "the data.go.kr key is not registered for KorWithService2 — apply for this dataset (활용신청) or check TOUR_API_KEY"
        case "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR":
            return "today's quota (1,000 calls per operation) is used up — try again tomorrow or run with --offline"
        case "DEADLINE_HAS_EXPIRED_ERROR": return "the data.go.kr key has expired — renew it on data.go.kr"
        case "UNREGISTERED_IP_ERROR": return "this machine's IP is not registered for the key on data.go.kr"
        case "SERVICE_ACCESS_DENIED_ERROR": return "access denied — the key is not approved for KorWithService2"
        case "NO_OPENAPI_SERVICE_ERROR": return "no such service — check ONESTEP_TOUR_BASE_URL"
        case "INVALID_REQUEST_PARAMETER_ERROR": return "the service rejected a request parameter"
        default: return "the tour service failed (\(reason.isEmpty ? "code \(code)" : reason))"
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

/// KorWithService2 through a transport.
public struct TourClient: TravelService {
    public static let serviceName = "Tour API"
    public let transport: Transport
    public let baseURL: URL
    public let serviceKey: String?

    public init(transport: Transport, baseURL: URL, serviceKey: String?) {
        self.transport = transport; self.baseURL = baseURL; self.serviceKey = serviceKey
    }

    public var serviceName: String { Self.serviceName }

    public func spots(_ query: SpotQuery, page: Int, rows: Int) async throws -> SpotPage {
        let answer = try await list(Self.endpoint(query, page: page, rows: rows))
        return SpotPage(spots: answer.spots.map(\.spot), page: answer.page, rows: answer.rows, total: answer.total)
    }

    public func detail(_ id: String) async throws -> SpotDetail { try await common(id).detail }

    static func endpoint(_ query: SpotQuery, page: Int, rows: Int) -> KorWithAPI {
        switch query.scope {
        case let .nearby(center, radius):
            return .locationBasedList(
                center: center, radius: radius, sort: query.sort, category: query.category, page: page, rows: rows)
        case let .region(code, district):
            return .areaBasedList(
                regionCode: code, districtCode: district, sort: query.sort, category: query.category, page: page,
                rows: rows)
        case .keyword(let text):
            return .searchKeyword(
                keyword: text, regionCode: nil, districtCode: nil, sort: query.sort, category: query.category,
                page: page, rows: rows)
        }
    }

    func list(_ endpoint: KorWithAPI) async throws -> TourPage {
        let envelope: TourEnvelope<TourSpot> = try await send(endpoint)
        return TourPage(
            spots: envelope.items, page: max(1, envelope.pageNo), rows: max(1, envelope.numOfRows),
            total: envelope.totalCount)
    }

    func common(_ id: String) async throws -> TourCommonDetail {
        let envelope: TourEnvelope<TourCommonDetail> = try await send(.detailCommon(contentID: id))
        guard let first = envelope.items.first else {
            throw ServiceError.notFound(service: Self.serviceName, what: "spot \(id)")
        }
        return first
    }

    public func barrierFree(_ id: String) async throws -> BarrierFreeInfo {
        let envelope: TourEnvelope<BarrierFreeInfo> = try await send(.detailWithTour(contentID: id))
        // No barrier-free record is an answer too: nothing known.
        return envelope.items.first ?? .noRecord(id: id)
    }

    private func send<T: Decodable & Sendable>(_ endpoint: KorWithAPI) async throws -> TourEnvelope<T> {
        let response: HTTPResponse
        do {
            response = try await transport.send(endpoint.request(baseURL: baseURL, serviceKey: serviceKey))
        } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(response)
    }

    /// Sniffs gateway XML first (any status), then the JSON envelope and its `resultCode`.
    static func decode<T: Decodable & Sendable>(_ response: HTTPResponse) throws -> TourEnvelope<T> {
        if let gateway = TourGatewayError.parse(response.body) {
            if gateway.reason == "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR" {
                throw ServiceError.rateLimited(service: serviceName)
            }
            throw ServiceError.badRequest(service: serviceName, detail: gateway.advice)
        }
        guard (200..<300).contains(response.status) else {
            if response.status == 403 {
                throw ServiceError.keyRejected(
                    service: serviceName, detail: "the key may not be approved for KorWithService2 (활용신청)")
            }
            throw ServiceError.from(status: response.status, service: serviceName)
        }
        let envelope: TourEnvelope<T>
        do { envelope = try RemoteText.decode(TourEnvelope<T>.self, from: response.body) } catch {
            throw ServiceError.undecodable(service: serviceName)
        }
        switch envelope.resultCode {
        case "0000", "00", "0": return envelope
        case "03": return TourEnvelope(empty: envelope)  // NO_DATA: an empty answer
        default:
            throw ServiceError.badRequest(
                service: serviceName, detail: "\(envelope.resultMessage) (\(envelope.resultCode))")
        }
    }
}

extension TourEnvelope {
    init(empty other: TourEnvelope) {
        resultCode = other.resultCode; resultMessage = other.resultMessage; items = []
        numOfRows = other.numOfRows; pageNo = other.pageNo; totalCount = 0
    }
}
