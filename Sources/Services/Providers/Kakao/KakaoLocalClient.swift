import Foundation

/// Calls Kakao Local through a transport and turns every answer into places or a `ServiceError`.
public struct KakaoLocalClient: Sendable {
    public static let serviceName = "Kakao Local"  // not UI: source name
    public let transport: Transport
    public let baseURL: URL
    public let apiKey: String?

    public init(transport: Transport, baseURL: URL, apiKey: String?) {
        self.transport = transport; self.baseURL = baseURL; self.apiKey = apiKey
    }

    /// With a key the client speaks to Kakao; without one, to the bundled sample.
    public var isLive: Bool { apiKey != nil }

    /// Every page of a category search (up to Kakao's 45-document cap), nearest first, without duplicates.
    func searchCategory(_ code: String, around center: Coordinate, radius: Int) async throws -> [KakaoPlace] {
        var places: [KakaoPlace] = []
        var seen = Set<String>()
        for page in 1...(KakaoLocalAPI.pageableCap / KakaoLocalAPI.maxSize) {
            let endpoint = KakaoLocalAPI.category(
                code: code, center: center, radius: radius, page: page,
                size: KakaoLocalAPI.maxSize, sort: .distance)
            let response = try await decode(KakaoPlacesResponse.self, from: endpoint)
            for place in response.documents where seen.insert(place.id).inserted { places.append(place) }
            if response.meta.isEnd || response.documents.isEmpty { break }
        }
        return places.sorted { ($0.distance ?? .infinity) < ($1.distance ?? .infinity) }
    }

    /// First page of a keyword search (used to resolve place names the gazetteer does not know).
    func searchKeyword(_ query: String, near center: Coordinate? = nil) async throws -> [KakaoPlace] {
        try await decode(KakaoPlacesResponse.self, from: .keyword(query: query, center: center, page: 1, size: 15))
            .documents
    }

    /// "경기도 성남시 분당구 삼평동"-style name of a point, or nil when Kakao knows none.
    public func regionName(of point: Coordinate) async throws -> String? {
        let response = try await decode(KakaoAddressResponse.self, from: .coordinateToAddress(point))
        guard let address = response.documents.first?.address ?? response.documents.first?.roadAddress else {
            return nil
        }
        return [address.region2, address.region3].filter { !$0.isEmpty }.joined(separator: " ")
    }

    func decode<T: Decodable>(_ type: T.Type, from endpoint: KakaoLocalAPI) async throws -> T {
        let response: HTTPResponse
        do {
            response = try await transport.send(endpoint.request(baseURL: baseURL, apiKey: apiKey))
        } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(type, response: response)
    }

    /// Success shape first; otherwise Kakao's `{errorType, message}`; otherwise the status alone (HTML 5xx pages).
    public static func decode<T: Decodable>(_ type: T.Type, response: HTTPResponse) throws -> T {
        if (200..<300).contains(response.status) {
            do { return try RemoteText.decode(T.self, from: response.body) } catch {
                throw ServiceError.undecodable(service: serviceName)
            }
        }
        let body = try? RemoteText.decode(KakaoErrorBody.self, from: response.body)
        let quota = response.status == 400 && (body?.message.localizedCaseInsensitiveContains("limit") ?? false)
        if response.status == 429 || quota { throw ServiceError.rateLimited(service: serviceName) }
        throw ServiceError.from(status: response.status, service: serviceName, detail: body?.message)
    }
}
