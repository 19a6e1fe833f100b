import Foundation

/// A named place from the bundled gazetteer (Korean places, world cities).
public struct Place: Equatable, Sendable, Codable {
    public var nameKo: String
    public var nameEn: String
    public var latitude: Double
    public var longitude: Double
    public var kind: String
    /// ISO country code ("KR", "JP" …).
    public var country: String
    /// Province or state, when known.
    public var region: String?
    /// Standard UTC offset in seconds.
    public var utcOffset: Int

    enum CodingKeys: String, CodingKey {
        case nameKo = "name_ko", nameEn = "name_en", latitude = "lat", longitude = "lon", kind, country, region
        case utcOffset = "utc_offset_s"
    }

    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
}

/// The bundled list of places: lookup by Korean or English name, and the nearest place to a point.
public struct Gazetteer: Sendable {
    public let places: [Place]

    public init(places: [Place]) { self.places = places }

    public static func load(from resources: ResourceLocator) throws -> Gazetteer {
        let data = try resources.data(named: "gazetteer.json")
        return Gazetteer(places: try JSONDecoder().decode([Place].self, from: data))
    }

    static func normalize(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
            .replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
    }

    /// Exact match on either name (case, spaces and hyphens ignored), else a unique prefix match.
    public func lookup(_ name: String) -> Place? {
        matches(name).first
    }

    /// Every place whose name matches: exact matches first, then prefix matches.
    public func matches(_ name: String) -> [Place] {
        let key = Gazetteer.normalize(name)
        guard !key.isEmpty else { return [] }
        let exact = places.filter { Gazetteer.normalize($0.nameKo) == key || Gazetteer.normalize($0.nameEn) == key }
        if !exact.isEmpty { return exact }
        return places.filter { Gazetteer.normalize($0.nameKo).hasPrefix(key) || Gazetteer.normalize($0.nameEn).hasPrefix(key) }
    }

    public func nearest(to point: Coordinate, country: String? = nil) -> Place? {
        places.filter { country == nil || $0.country == country }
            .min { $0.coordinate.distance(to: point) < $1.coordinate.distance(to: point) }
    }
}
