import Foundation

/// OpenStreetMap's Overpass API: one query per store search, convenience shops (nodes, ways and relations, the
/// latter by their centre) around a point.
public enum OverpassAPI {
    public static let defaultBaseURL = URL(string: "https://overpass-api.de/api/interpreter")!
    /// The server's own limit for the query (seconds); the transport's deadline is separate.
    public static let queryTimeout = 25

    case convenienceStores(center: Coordinate, radius: Int)
    /// Roads and paths (from 5 km only motorway … tertiary), railways, water and the coast in a circle, as ways
    /// with their geometry; `maxsize` keeps a dense city's answer bounded.
    case ground(center: Coordinate, radius: Int)

    /// The answer's bound in bytes for a ground query (the server refuses beyond it rather than run away).
    public static let groundMaxSize = 64 << 20

    /// The Overpass QL text.
    public var query: String {
        switch self {
        case let .convenienceStores(center, radius):
            return "[out:json][timeout:\(Self.queryTimeout)];"
                + "nwr[\"shop\"=\"convenience\"](around:\(radius),\(String(format: "%.6f", center.latitude)),\(String(format: "%.6f", center.longitude)));"
                + "out center tags;"  // not UI: Overpass QL
        case let .ground(center, radius):
            let around =
                "(around:\(radius),\(String(format: "%.5f", center.latitude)),\(String(format: "%.5f", center.longitude)))"
            let roads =
                radius >= 5000
                ? "way[\"highway\"~\"^(motorway|trunk|primary|secondary|tertiary)(_link)?$\"]" : "way[\"highway\"]"
            return "[out:json][timeout:\(Self.queryTimeout)][maxsize:\(Self.groundMaxSize)];("
                + roads + around + ";"
                + "way[\"railway\"~\"^(rail|subway|light_rail|tram|narrow_gauge)$\"]" + around + ";"
                + "way[\"natural\"=\"water\"]" + around + ";"
                + "way[\"waterway\"~\"^(river|canal)$\"]" + around + ";"
                + "way[\"natural\"=\"coastline\"]" + around + ";"
                + ");out geom qt;"  // not UI: Overpass QL
        }
    }

    public func request(baseURL: URL) -> HTTPRequest {
        HTTPRequest(url: makeURL(base: baseURL, path: "", query: [("data", query)]))
    }
}
