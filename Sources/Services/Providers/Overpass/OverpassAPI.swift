import Foundation

/// OpenStreetMap's Overpass API: one query per store search, convenience shops (nodes, ways and relations, the
/// latter by their centre) around a point.
public enum OverpassAPI {
    public static let defaultBaseURL = URL(string: "https://overpass-api.de/api/interpreter")!
    /// The server's own limit for the query (seconds); the transport's deadline is separate.
    public static let queryTimeout = 25

    case convenienceStores(center: Coordinate, radius: Int)

    /// The Overpass QL text.
    public var query: String {
        switch self {
        case let .convenienceStores(center, radius):
            return "[out:json][timeout:\(Self.queryTimeout)];"
                + "nwr[\"shop\"=\"convenience\"](around:\(radius),\(String(format: "%.6f", center.latitude)),\(String(format: "%.6f", center.longitude)));"
                + "out center tags;"
        }
    }

    public func request(baseURL: URL) -> HTTPRequest {
        HTTPRequest(url: makeURL(base: baseURL, path: "", query: [("data", query)]))
    }
}
