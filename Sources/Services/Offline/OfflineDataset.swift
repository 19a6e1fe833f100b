import Foundation
import GRDB
import Synchronization

/// The bundled read-only dataset (`Resources/offline.sqlite`, built by `tools/make_offline_db.py`). Nothing is
/// opened or decoded at start: the file is opened on the first query of a simulator that needs it, and each
/// query reads only the rows it answers with, through an index.
public final class OfflineDataset: Sendable {
    public static let fileName = "offline.sqlite"
    private let path: String
    private let queue: Mutex<DatabaseQueue?> = Mutex(nil)

    public init(resources: ResourceLocator) throws {
        path = resources.directory.appendingPathComponent(Self.fileName).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw ResourceLocator.LookupError.missingFile(Self.fileName)
        }
    }

    /// Runs `body` on the dataset, opening it (read-only) the first time.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        let database = try queue.withLock { queue -> DatabaseQueue in
            if let queue { return queue }
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "offline dataset"  // not UI: SQLite's label for the connection
            let opened = try DatabaseQueue(path: path, configuration: configuration)
            queue = opened
            return opened
        }
        return try database.read(body)
    }

    /// Rows of `table` whose point lies within `radius` metres of `center`, with their distances: the R*Tree
    /// `areaTable` (keyed by the row's `id`) narrows to a bounding box, the exact distance decides.
    public func rows<Record: FetchableRecord>(
        _ type: Record.Type, of table: String, indexedBy areaTable: String,
        within radius: Double, of center: Coordinate,
        at point: (Record) -> Coordinate
    ) throws -> [(Record, Double)] {
        let candidates = try read { db in
            try Record.fetchAll(
                db,
                sql: """
                    SELECT t.* FROM \(areaTable) a JOIN \(table) t ON t.id = a.id
                    WHERE a.min_lat <= ? AND a.max_lat >= ? AND a.min_lon <= ? AND a.max_lon >= ?
                    """,
                arguments: Self.box(around: center, radius: radius))
        }
        return candidates.map { ($0, center.distance(to: point($0))) }.filter { $0.1 <= radius }
    }

    /// The nearest `limit` rows of `table` within `radius` metres, nearest first: the R*Tree's boxes alone are read
    /// to rank the candidates (a city's 1,000 toilets in 3 km cost no row decoding), then only the rows kept are
    /// read whole, their exact points deciding the distance.
    public func nearest<Record: FetchableRecord>(
        _ type: Record.Type, of table: String, indexedBy areaTable: String,
        within radius: Double, of center: Coordinate, limit: Int,
        at point: (Record) -> Coordinate
    ) throws -> [(Record, Double)] {
        let slack = 5.0  // the R*Tree keeps 32-bit coordinates: a metre or two off at most
        let records = try read { db -> [Record] in
            let candidates = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, min_lat, min_lon FROM \(areaTable)
                    WHERE min_lat <= ? AND max_lat >= ? AND min_lon <= ? AND max_lon >= ?
                    """,
                arguments: Self.box(around: center, radius: radius)
            ).map { row -> (Int64, Double) in
                (row[0], center.distance(to: Coordinate(latitude: row[1], longitude: row[2])))
            }.filter { $0.1 <= radius + slack }.sorted { $0.1 < $1.1 }.prefix(limit + 8)
            guard !candidates.isEmpty else { return [] }
            let ids = candidates.map { String($0.0) }.joined(separator: ",")
            return try Record.fetchAll(db, sql: "SELECT * FROM \(table) WHERE id IN (\(ids))")
        }
        let ranked = records.map { ($0, center.distance(to: point($0))) }.filter { $0.1 <= radius }
        return Array(ranked.sorted { $0.1 < $1.1 }.prefix(limit))
    }

    /// The R*Tree query's bounds (max lat, min lat, max lon, min lon) around a circle. A degree of latitude is
    /// 111,195 m on the sphere `distance` uses: the box must hold the whole circle (and the R*Tree's 32-bit points,
    /// a metre or two off).
    private static func box(around center: Coordinate, radius: Double) -> StatementArguments {
        let dLat = (radius + 5) / 111_000
        let dLon = (radius + 5) / (111_000 * max(0.01, cos(center.latitude * .pi / 180)))
        return [center.latitude + dLat, center.latitude - dLat, center.longitude + dLon, center.longitude - dLon]
    }
}
