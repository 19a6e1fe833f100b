import Foundation
import GRDB

/// The coast and the rivers of Korea from the bundled GSHHG shorelines and rivers (`ground_line` in
/// `Resources/offline.sqlite`; LGPL-3+): under the maps at every radius, offline and live.
public struct BundledGround: GroundService {
    public static let credit = "Shorelines and rivers: GSHHG (LGPL-3+, © the GMT team)"  // not UI: credit
    let dataset: OfflineDataset

    public init(dataset: OfflineDataset) { self.dataset = dataset }

    public func ground(around center: Coordinate, radius: Int) async throws -> GroundAnswer {
        let dLat = Double(radius) / 110_540
        let dLon = Double(radius) / (111_320 * max(0.01, cos(center.latitude * .pi / 180)))
        let rows = try dataset.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT l.kind, l.points FROM ground_line_area a JOIN ground_line l ON l.id = a.id
                    WHERE a.min_lat <= ? AND a.max_lat >= ? AND a.min_lon <= ? AND a.max_lon >= ?
                    ORDER BY l.id
                    """,
                arguments: [
                    center.latitude + dLat, center.latitude - dLat, center.longitude + dLon, center.longitude - dLon,
                ])
        }
        let ways = rows.compactMap { row -> MapWay? in
            let kind: String = row["kind"]
            let blob: Data = row["points"]
            let points = Self.points(blob)
            guard points.count >= 2 else { return nil }
            return MapWay(kind: kind == "coast" ? .coast : .water, name: nil, points: points)
        }
        return GroundAnswer(ways: ways)
    }

    /// Little-endian int32 pairs (latitude, longitude) in microdegrees.
    static func points(_ blob: Data) -> [Coordinate] {
        let count = blob.count / 8
        var result: [Coordinate] = []
        result.reserveCapacity(count)
        blob.withUnsafeBytes { raw in
            for i in 0..<count {
                let lat = Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: Int32.self))
                let lon = Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8 + 4, as: Int32.self))
                result.append(Coordinate(latitude: Double(lat) / 1e6, longitude: Double(lon) / 1e6))
            }
        }
        return result
    }
}

/// The bundled coast and rivers with the live streets over them: the bundled part always answers; the live part,
/// when there is one, adds its ways (its failure is the answer's failure, so the view can say so — the bundled
/// ground is then given by `bundledOnly`).
public struct LayeredGround: GroundService {
    let bundled: BundledGround
    let live: (any GroundService)?

    public init(bundled: BundledGround, live: (any GroundService)?) { self.bundled = bundled; self.live = live }

    public func ground(around center: Coordinate, radius: Int) async throws -> GroundAnswer {
        let base = try await bundled.ground(around: center, radius: radius)
        guard let live else { return base }
        do {
            var answer = try await live.ground(around: center, radius: radius)
            answer.ways = base.ways + answer.ways
            return answer
        } catch {
            throw GroundFailure(bundled: base, underlying: error)
        }
    }
}

/// A live ground request that failed, carrying the bundled ground to draw anyway.
public struct GroundFailure: Error {
    public let bundled: GroundAnswer
    public let underlying: Error
}
