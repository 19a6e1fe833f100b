import Foundation

/// OpenWeatherMap operations. Always standard units (Kelvin, m/s): conversion happens locally, so
/// switching units is instant and costs no request.
public enum OpenWeatherAPI: Equatable, Sendable {
    case current(Coordinate)
    case forecast(Coordinate)
    case geocode(query: String, limit: Int)

    public var path: String {
        switch self {
        case .current: return "/data/2.5/weather"
        case .forecast: return "/data/2.5/forecast"
        case .geocode: return "/geo/1.0/direct"
        }
    }

    public var queryItems: [(String, String)] {
        switch self {
        case .current(let c), .forecast(let c):
            return [("lat", String(c.latitude)), ("lon", String(c.longitude)), ("units", "standard")]
        case let .geocode(query, limit):
            return [("q", query), ("limit", String(limit))]
        }
    }

    public func request(baseURL: URL, apiKey: String?) -> HTTPRequest {
        var items = queryItems
        if let apiKey { items.append(("appid", apiKey)) }
        return HTTPRequest(url: makeURL(base: baseURL, path: path, query: items))
    }
}
