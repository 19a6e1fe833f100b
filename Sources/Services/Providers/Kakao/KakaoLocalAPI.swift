import Foundation

/// Kakao Local's operations with their parameters, each building its request (one place for the contract).
public enum KakaoLocalAPI: Equatable, Sendable {
    public enum Sort: String, Sendable { case accuracy, distance }

    /// `GET /v2/local/search/category.json` around x/y within radius.
    case category(code: String, center: Coordinate, radius: Int, page: Int, size: Int, sort: Sort)
    /// `GET /v2/local/search/keyword.json`
    case keyword(query: String, center: Coordinate?, page: Int, size: Int)
    /// `GET /v2/local/geo/coord2address.json`
    case coordinateToAddress(Coordinate)

    public static let maxPage = 45
    public static let maxSize = 15
    /// Kakao never exposes more than 45 documents for one query (`pageable_count`).
    public static let pageableCap = 45

    public var path: String {
        switch self {
        case .category: return "/v2/local/search/category.json"
        case .keyword: return "/v2/local/search/keyword.json"
        case .coordinateToAddress: return "/v2/local/geo/coord2address.json"
        }
    }

    public var queryItems: [(String, String)] {
        switch self {
        case let .category(code, center, radius, page, size, sort):
            return [
                ("category_group_code", code), ("x", String(center.longitude)), ("y", String(center.latitude)),
                ("radius", String(radius)), ("page", String(page)), ("size", String(size)), ("sort", sort.rawValue),
            ]
        case let .keyword(query, center, page, size):
            var items = [("query", query), ("page", String(page)), ("size", String(size))]
            if let center { items += [("x", String(center.longitude)), ("y", String(center.latitude))] }
            return items
        case let .coordinateToAddress(point):
            return [("x", String(point.longitude)), ("y", String(point.latitude))]
        }
    }

    public func request(baseURL: URL, apiKey: String?) -> HTTPRequest {
        var headers: [String: String] = [:]
        if let apiKey { headers["Authorization"] = "KakaoAK \(apiKey)" }
        return HTTPRequest(url: makeURL(base: baseURL, path: path, query: queryItems), headers: headers)
    }
}
