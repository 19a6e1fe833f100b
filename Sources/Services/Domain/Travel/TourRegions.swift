import Foundation

/// The 17 provinces and their districts with legal-dong codes (`lDongRegnCd` / `lDongSignguCd`), bundled so
/// no request is spent on them.
public struct TourRegions: Sendable {
    public struct District: Decodable, Equatable, Sendable { public var code: String; public var name: String }
    public struct Province: Decodable, Equatable, Sendable {
        public var code: String
        public var name: String
        public var short: String
        public var english: String
        public var districts: [District]
    }

    public let provinces: [Province]
    public init(provinces: [Province]) { self.provinces = provinces }

    public static func load(from resources: ResourceLocator) throws -> TourRegions {
        TourRegions(
            provinces: try JSONDecoder().decode([Province].self, from: resources.data(named: "travel/regions.json")))
    }

    private static func key(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.lowercased().replacingOccurrences(of: " ", with: "")
            .replacingOccurrences(of: "-do", with: "")
    }

    /// A province by code (`51`), full name (`강원특별자치도`), short name (`강원`) or English (`Gangwon`).
    public func province(_ text: String) -> Province? {
        let k = Self.key(text)
        return provinces.first { [$0.code, $0.name, $0.short, $0.english].map(Self.key).contains(k) }
    }

    /// A district of `province` by code (`150`) or name (`강릉시`, `강릉`).
    public func district(_ text: String, in province: Province) -> District? {
        let k = Self.key(text)
        return province.districts.first { Self.key($0.code) == k || Self.key($0.name) == k }
            ?? province.districts.first { Self.key($0.name).hasPrefix(k) || Self.key($0.name).hasSuffix(k) }
    }

    public func name(region: String, district: String?) -> String {
        guard let p = provinces.first(where: { $0.code == region }) else { return region }
        guard let district, let d = p.districts.first(where: { $0.code == district }) else { return p.name }
        return "\(p.short) \(d.name)"
    }
}
