import Foundation
import Localization

/// A named place from the bundled gazetteer (Korean places, world cities).
public struct Place: Equatable, Sendable, Codable {
    public var nameKo: String
    public var nameEn: String
    /// The name in the language in use: 베를린 on a Korean screen, Berlin on an English one.
    public var localizedName: String { Localization.language == .korean ? nameKo : nameEn }
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
    /// Each place's names as `normalize` makes them, made once (every lookup compares against all of them).
    private let keys: [(ko: String, en: String)]

    public init(places: [Place]) {
        self.places = places
        keys = places.map { (Gazetteer.normalize($0.nameKo), Gazetteer.normalize($0.nameEn)) }
    }

    public static func load(from resources: ResourceLocator) throws -> Gazetteer {
        let data = try resources.data(named: "gazetteer.json")
        return Gazetteer(places: try JSONDecoder().decode([Place].self, from: data))
    }

    /// NFC (only where it can change something: below the combining marks and Hangul syllables are already
    /// composed), lower case, no spaces or hyphens.
    static func normalize(_ name: String) -> String {
        let composed =
            name.unicodeScalars.allSatisfy { $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }
            ? name : name.precomposedStringWithCanonicalMapping
        var result = String.UnicodeScalarView()
        for scalar in composed.lowercased().unicodeScalars where scalar != " " && scalar != "-" {
            result.append(scalar)
        }
        return String(result)
    }

    /// Exact match on either name (case, spaces and hyphens ignored), else a unique prefix match.
    public func lookup(_ name: String) -> Place? {
        matches(name).first
    }

    /// Every place whose name matches: exact matches first, then prefix matches.
    public func matches(_ name: String) -> [Place] {
        let key = Gazetteer.normalize(name)
        guard !key.isEmpty else { return [] }
        let exact = places.indices.filter { keys[$0].ko == key || keys[$0].en == key }
        if !exact.isEmpty { return exact.map { places[$0] } }
        return places.indices.filter { keys[$0].ko.hasPrefix(key) || keys[$0].en.hasPrefix(key) }.map { places[$0] }
    }

    public func nearest(to point: Coordinate, country: String? = nil) -> Place? {
        places.filter { country == nil || $0.country == country }
            .min { $0.coordinate.distance(to: point) < $1.coordinate.distance(to: point) }
    }
}
