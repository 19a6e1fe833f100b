import Foundation
import Localization

/// Where the user is (no GPS on a terminal): "LAT,LON", a gazetteer name, or — with a Kakao key — any
/// name Kakao's keyword search knows.
public struct ResolvedLocation: Equatable, Sendable, Codable {
    public var name: String
    public var coordinate: Coordinate
    /// Where "you" came from (GPS, the network, a guess…); nil for a place a person named.
    public var origin: LocationOrigin?
    public init(name: String, coordinate: Coordinate, origin: LocationOrigin? = nil) {
        self.name = name; self.coordinate = coordinate; self.origin = origin
    }

    public static let pangyo = ResolvedLocation(
        name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341))  // not UI: a place's own name
}

public struct LocationResolver: Sendable {
    public let gazetteer: Gazetteer
    /// Kakao, used only when it is live (has a key).
    public let kakao: KakaoLocalClient?
    /// Without Kakao, a keyless geocoder (Open-Meteo) after the gazetteer; when it cannot be reached the name is
    /// simply unknown.
    public let geocoder: (any WeatherService)?

    public init(gazetteer: Gazetteer, kakao: KakaoLocalClient?, geocoder: (any WeatherService)? = nil) {
        self.gazetteer = gazetteer; self.kakao = kakao; self.geocoder = geocoder
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case empty
        case unknown(String)
        /// Two numbers, but not a point on Earth ("91,200").
        case outOfRange(String)
        public var description: String {
            switch self {
            case .empty: return L.locationEmpty
            case .unknown(let name): return L.locationUnknown(name)
            case .outOfRange(let text): return L.locationOutOfRange(text)
            }
        }
    }

    public func resolve(_ text: String) async throws -> ResolvedLocation {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw Failure.empty }
        if let coordinate = Coordinate.parse(trimmed) {
            return ResolvedLocation(name: nameOf(coordinate), coordinate: coordinate)
        }
        if Coordinate.looksLikeNumbers(trimmed) { throw Failure.outOfRange(trimmed) }
        if let place = gazetteer.lookup(trimmed) {
            // Echoed as typed: "Jamsil" stays Jamsil, "잠실" stays 잠실 (the gazetteer's spelling of the one typed).
            let typedEnglish = Gazetteer.normalize(trimmed) == Gazetteer.normalize(place.nameEn)
            return ResolvedLocation(name: typedEnglish ? place.nameEn : place.nameKo, coordinate: place.coordinate)
        }
        if let kakao, let first = try await kakao.searchKeyword(trimmed).first {
            return ResolvedLocation(name: first.name, coordinate: first.coordinate)
        }
        if kakao == nil, let geocoder, let first = try? await geocoder.searchCity(trimmed).first {
            return ResolvedLocation(name: first.displayName, coordinate: first.coordinate)
        }
        throw Failure.unknown(trimmed)
    }

    /// The known place within 1.5 km of a coordinate ("판교"), else the coordinate itself. Not "판교 근처": the
    /// views already say "near" ("편의점 near 판교", "판교 근처 편의점"), and said it twice with that name.
    public func nameOf(_ coordinate: Coordinate) -> String {
        if let place = gazetteer.nearest(to: coordinate), place.coordinate.distance(to: coordinate) < 1500 {
            return place.localizedName
        }
        return String(format: "%.4f, %.4f", coordinate.latitude, coordinate.longitude)
    }
}
