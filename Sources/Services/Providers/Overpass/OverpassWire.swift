import Foundation
import Localization

/// An Overpass JSON answer: `elements` (nodes with lat/lon, ways and relations with `center` when `out center`
/// was asked), and a `remark` that says when the server failed part-way ("runtime error: …").
struct OverpassResponse: Decodable, Sendable {
    public struct Element: Decodable, Sendable {
        public struct Point: Decodable, Sendable { public var lat: Double?; public var lon: Double? }
        public var type: String
        public var id: Int64
        public var lat: Double?
        public var lon: Double?
        public var center: Point?
        /// Absent on untagged elements; values are always strings.
        public var tags: [String: String]?
        /// A way's points (`out geom`).
        public var geometry: [Point?]?
        /// A way's node ids (`out body`, with the nodes sent after it: `>; out skel`).
        public var nodes: [Int64]?
        /// A way's or relation's box (`out geom` / `out bb`).
        public var bounds: Bounds?

        public struct Bounds: Decodable, Sendable {
            public var minlat: Double?
            public var minlon: Double?
            public var maxlat: Double?
            public var maxlon: Double?
        }

        /// The node's point, else the centre of a way's or relation's bounding box; nil when neither was sent or
        /// the numbers are not a place on Earth (a latitude of 999).
        public var coordinate: Coordinate? {
            func point(_ lat: Double?, _ lon: Double?) -> Coordinate? {
                guard let lat, let lon, (-90...90).contains(lat), (-180...180).contains(lon) else { return nil }
                return Coordinate(latitude: lat, longitude: lon)
            }
            if let here = point(lat, lon) ?? point(center?.lat, center?.lon) { return here }
            // `out geom` sends a way's box and points, not its centre: the middle of the box, else of the points.
            if let b = bounds, let a = b.minlat, let o = b.minlon, let z = b.maxlat, let w = b.maxlon {
                return point((a + z) / 2, (o + w) / 2)
            }
            let points = (geometry ?? []).compactMap { p in p.flatMap { point($0.lat, $0.lon) } }
            guard !points.isEmpty else { return nil }
            return point(
                points.map(\.latitude).reduce(0, +) / Double(points.count),
                points.map(\.longitude).reduce(0, +) / Double(points.count))
        }
    }

    /// Element by element: one that cannot be read (a latitude given as text, a tag that is not a string) is
    /// skipped and counted, never the whole answer.
    var elementList: LossyList<Element>
    public var remark: String?

    var elements: [Element] { elementList.items }

    enum CodingKeys: String, CodingKey { case elementList = "elements", remark }
}

extension OverpassResponse.Element {
    /// The store as the tab shows it, measured from `origin`: name from `name`, `name:ko`, then `brand`;
    /// the address from `addr:full` or street and house number with the city and district; the OSM page as URL.
    public func storePlace(from origin: Coordinate) -> StorePlace? {
        var strings = SharedStrings()
        return storePlace(from: origin, sharing: &strings)
    }

    /// `strings`: the texts the answer's stores repeat, kept once (see `SharedStrings`); the URL follows from the id.
    public func storePlace(from origin: Coordinate, sharing strings: inout SharedStrings) -> StorePlace? {
        guard let coordinate else { return nil }
        let brand = tag("brand") ?? tag("operator")
        let name = tag("name") ?? tag("name:ko") ?? brand ?? L.osmUnnamedStore
        // Each text taken from the answer's tags copied out of it (see `detachedCopy`): it is freed whole once read.
        return StorePlace(
            id: osmID, name: name.detachedCopy(),
            category: strings.shared("shop=convenience" + (brand.map { "; brand=\($0)" } ?? "")),
            phone: osmPhone.detachedCopy(), address: osmAddress.detachedCopy(), roadAddress: "",
            coordinate: coordinate, distance: origin.distance(to: coordinate),
            url: "", openingHours: tag("opening_hours").map { strings.shared($0) })
    }

    /// A tag's value; nil when absent or empty.
    func tag(_ key: String) -> String? { tags?[key].flatMap { $0.isEmpty ? nil : $0 } }

    /// `osm:node/123`.
    var osmID: String { "osm:\(type)/\(id)" }

    var osmPhone: String { tag("phone") ?? tag("contact:phone") ?? "" }

    /// `addr:full`, else the province (or state), city, district and suburb, then the street and house number.
    var osmAddress: String {
        if let full = tag("addr:full") { return full }
        let street = [tag("addr:street") ?? tag("addr:place"), tag("addr:housenumber")].compactMap { $0 }
            .joined(separator: " ")
        let area = [
            tag("addr:province") ?? tag("addr:state"), tag("addr:city"), tag("addr:district"), tag("addr:suburb"),
        ]
        .compactMap { $0 }.joined(separator: " ")
        return [area, street].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension OverpassResponse {
    /// The ways the map draws, each with its points from `out geom`, or from the nodes sent beside it (`out body;
    /// >; out skel`); a way with fewer than two readable points is left out.
    var mapWays: [MapWay] {
        var nodes: [Int64: Coordinate] = [:]
        for element in elements where element.type == "node" {
            if let point = element.coordinate { nodes[element.id] = point }
        }
        return elements.compactMap { element in
            guard element.type == "way", let tags = element.tags, let kind = MapWay.kind(tags: tags) else { return nil }
            let points: [Coordinate]
            if let geometry = element.geometry {
                points = geometry.compactMap { point in
                    guard let lat = point?.lat, let lon = point?.lon, (-90...90).contains(lat),
                        (-180...180).contains(lon)
                    else { return nil }
                    return Coordinate(latitude: lat, longitude: lon)
                }
            } else {
                points = (element.nodes ?? []).compactMap { nodes[$0] }
            }
            guard points.count >= 2 else { return nil }
            let name = tags["name"] ?? tags["name:ko"] ?? tags["ref"]
            return MapWay(kind: kind, name: name, englishName: tags["name:en"], points: points)
        }
    }
}
