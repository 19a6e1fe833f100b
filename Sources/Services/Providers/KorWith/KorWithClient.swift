import Foundation
import Localization

/// KorWithService2 through a transport.
public struct TourClient: TravelService {
    public static let serviceName = "Tour API"  // not UI: a source name or the credit its licence asks for, as worded
    public let transport: Transport
    public let baseURL: URL
    public let serviceKey: String?

    public init(transport: Transport, baseURL: URL, serviceKey: String?) {
        self.transport = transport; self.baseURL = baseURL; self.serviceKey = serviceKey
    }

    public var serviceName: String { Self.serviceName }

    public func spots(_ query: SpotQuery, page: Int, rows: Int) async throws -> SpotPage {
        let (answer, origin) = try await AnswerOrigin.collect {
            try await list(Self.endpoint(query, page: page, rows: rows))
        }
        var result = SpotPage(
            spots: answer.spots.map(\.spot), page: answer.page, rows: answer.rows, total: answer.total)
        result.origin = origin
        return result
    }

    public func detail(_ id: String) async throws -> SpotDetail {
        let (record, origin) = try await AnswerOrigin.collect { try await self.common(id) }
        var detail = record.detail
        detail.origin = origin
        return detail
    }

    static func endpoint(_ query: SpotQuery, page: Int, rows: Int) -> KorWithAPI {
        switch query.scope {
        case let .nearby(center, radius):
            return .locationBasedList(
                center: center, radius: radius, sort: query.sort, category: query.category, page: page, rows: rows)
        case let .region(code, district):
            return .areaBasedList(
                regionCode: code, districtCode: district, sort: query.sort, category: query.category, page: page,
                rows: rows)
        case .keyword(let text, _):
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
            throw ServiceError.notFound(service: Self.serviceName, what: L.whatSpot(id))
        }
        return first
    }

    public func access(_ id: String) async throws -> AccessRecord {
        let envelope: TourEnvelope<TourBarrierFree> = try await send(.detailWithTour(contentID: id))
        // No barrier-free record is an answer too: nothing known.
        return envelope.items.first?.record() ?? .nothingRecorded
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
                    service: serviceName, detail: L.tourKeyNotApproved)
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
