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

    /// Places Travel lists (attractions, museums, historic sites, parks, theatres …), named, with their tags and
    /// a centre; `keyword` narrows them to names containing it.
    case travelPlaces(center: Coordinate, radius: Int, keyword: String?)
    /// Public toilets, and any place whose own accessible toilet is tagged.
    case toilets(center: Coordinate, radius: Int)
    /// One element by type and id (`node`, 123), with its tags and centre.
    case element(type: String, id: Int64)
    /// The walkable network in a box (south, west, north, east): every way with a `highway`, its nodes with their
    /// tags (kerbs, barriers, crossings).
    case walkNetwork(south: Double, west: Double, north: Double, east: Double)

    /// The answer's bound in bytes for a store search: 20 km around the densest city is about 15 MB.
    public static let storesMaxSize = 32 << 20

    /// The answer's bound in bytes for places and toilets (the server refuses beyond it rather than run away).
    public static let placesMaxSize = 16 << 20

    /// The answer's bound in bytes for a ground query (the server refuses beyond it rather than run away).
    public static let groundMaxSize = 64 << 20

    /// The Overpass QL text.
    public var query: String {
        switch self {
        case let .convenienceStores(center, radius):
            return "[out:json][timeout:\(Self.queryTimeout)][maxsize:\(Self.storesMaxSize)];"
                + "nwr[\"shop\"=\"convenience\"](around:\(radius),\(String(format: "%.6f", center.latitude)),\(String(format: "%.6f", center.longitude)));"
                + "out center tags;"  // not UI: Overpass QL
        case let .travelPlaces(center, radius, keyword):
            let around = Self.around(radius, center)
            let name = keyword.map { "[\"name\"~\"\(Self.regexLiteral($0))\",i]" } ?? "[\"name\"]"
            let selectors = [
                "nwr[\"tourism\"~\"^(attraction|museum|gallery|viewpoint|zoo|theme_park|artwork|aquarium)$\"]",
                "nwr[\"historic\"]", "nwr[\"leisure\"~\"^(park|garden|nature_reserve)$\"]",
                "nwr[\"amenity\"~\"^(theatre|arts_centre|library|place_of_worship)$\"]",
            ]
            return "[out:json][timeout:\(Self.queryTimeout)][maxsize:\(Self.placesMaxSize)];("
                + selectors.map { $0 + name + around + ";" }.joined() + ");out center tags;"  // not UI: Overpass QL
        case let .toilets(center, radius):
            let around = Self.around(radius, center)
            return "[out:json][timeout:\(Self.queryTimeout)][maxsize:\(Self.placesMaxSize)];("
                + "nwr[\"amenity\"=\"toilets\"]" + around + ";nwr[\"toilets:wheelchair\"]" + around + ";"
                + ");out center tags;"  // not UI: Overpass QL
        case let .walkNetwork(south, west, north, east):
            let box = [south, west, north, east].map { String(format: "%.6f", $0) }.joined(separator: ",")
            return "[out:json][timeout:\(Self.queryTimeout)][maxsize:\(Self.placesMaxSize)];"
                + "(way[\"highway\"](\(box)););(._;>;);out body qt;"  // not UI: Overpass QL
        case let .element(type, id):
            return "[out:json][timeout:\(Self.queryTimeout)];\(type)(\(id));out center tags;"  // not UI: Overpass QL
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

    static func around(_ radius: Int, _ center: Coordinate) -> String {
        "(around:\(radius),\(String(format: "%.6f", center.latitude)),\(String(format: "%.6f", center.longitude)))"
    }

    /// Words as a literal inside an Overpass regular expression in double quotes: metacharacters and quotes escaped.
    static func regexLiteral(_ text: String) -> String {
        var out = ""
        for ch in text.trimmingCharacters(in: .whitespaces) {
            if "\\^$.|?*+()[]{}".contains(ch) {
                out += "\\\\" + String(ch)
            } else if ch == "\"" {
                out += "\\\""
            } else {
                out.append(ch)
            }
        }
        return out
    }

    public func request(baseURL: URL) -> HTTPRequest {
        HTTPRequest(url: makeURL(base: baseURL, path: "", query: [("data", query)]))
    }
}
