import Foundation
import GRDB

public struct TravelBookmark: Equatable, Sendable, Codable, FetchableRecord {
    public var contentID: String
    public var title: String
    public var typeID: Int?
    public var address: String
    public var latitude: Double?
    public var longitude: Double?
    public var addedAt: Date

    public init(
        contentID: String, title: String, typeID: Int?, address: String, latitude: Double?, longitude: Double?,
        addedAt: Date
    ) {
        self.contentID = contentID; self.title = title; self.typeID = typeID; self.address = address
        self.latitude = latitude; self.longitude = longitude; self.addedAt = addedAt
    }

    enum CodingKeys: String, CodingKey {
        case contentID = "content_id", title, typeID = "type_id", address, latitude = "lat", longitude = "lon",
            addedAt = "added_at"
    }

    public init(_ spot: Spot, addedAt: Date) {
        self.init(
            contentID: spot.id, title: spot.title, typeID: spot.typeID, address: spot.address,
            latitude: spot.latitude, longitude: spot.longitude, addedAt: addedAt)
    }

    public init(_ detail: SpotDetail, addedAt: Date) {
        self.init(
            contentID: detail.id, title: detail.title, typeID: detail.typeID, address: detail.address,
            latitude: detail.latitude, longitude: detail.longitude, addedAt: addedAt)
    }
}

/// Bookmarked spots in the order added.
public struct TravelBookmarksStore: Sendable {
    let database: AppDatabase
    public init(database: AppDatabase) { self.database = database }

    public func all() throws -> [TravelBookmark] {
        try database.writer.read { db in
            try TravelBookmark.fetchAll(
                db,
                sql: "SELECT content_id, title, type_id, address, lat, lon, added_at FROM travel_bookmark ORDER BY seq")
        }
    }

    /// Adds it, or removes it when already there. Returns true when it is now bookmarked.
    @discardableResult
    public func toggle(_ bookmark: TravelBookmark) throws -> Bool {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM travel_bookmark WHERE content_id = ?", arguments: [bookmark.contentID])
            if db.changesCount > 0 { return false }
            try Self.insert(db, bookmark)
            return true
        }
    }

    @discardableResult
    public func add(_ bookmark: TravelBookmark) throws -> Bool {
        try database.writer.write { db in
            if try Bool.fetchOne(
                db, sql: "SELECT EXISTS(SELECT 1 FROM travel_bookmark WHERE content_id = ?)",
                arguments: [bookmark.contentID]) == true
            {
                return false
            }
            try Self.insert(db, bookmark)
            return true
        }
    }

    @discardableResult
    public func remove(_ contentID: String) throws -> Bool {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM travel_bookmark WHERE content_id = ?", arguments: [contentID])
            return db.changesCount > 0
        }
    }

    private static func insert(_ db: Database, _ b: TravelBookmark) throws {
        try db.execute(
            sql:
                "INSERT INTO travel_bookmark(content_id, title, type_id, address, lat, lon, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            arguments: [
                b.contentID, b.title, b.typeID, b.address, b.latitude, b.longitude, b.addedAt.timeIntervalSince1970,
            ])
    }
}

/// A transport wrapper that keeps successful detail answers for 24 hours in SQLite, so the daily quota is
/// spent once per spot per day even across restarts. Lists are not cached (they page as the user scrolls).
public struct CachingTourTransport: Transport {
    public static let lifetime: TimeInterval = 24 * 3600
    let inner: Transport
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ inner: Transport, database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.inner = inner; self.database = database; self.now = now
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let op = request.url.lastPathComponent
        guard op == "detailCommon2" || op == "detailWithTour2", let id = request.query["contentId"] else {
            return try await inner.send(request)
        }
        let key = "\(op):\(id)"
        let limit = now().timeIntervalSince1970 - Self.lifetime
        let cached = try? await database.writer.read { db in
            try Data.fetchOne(
                db, sql: "SELECT body FROM tour_cache WHERE key = ? AND fetched_at > ?", arguments: [key, limit])
        }
        if let body = cached ?? nil {
            return HTTPResponse(status: 200, headers: ["X-Onestep-Cache": "hit"], body: body)
        }
        let response = try await inner.send(request)
        // Only real answers are kept: not gateway errors (XML) nor failures.
        if response.status == 200, response.body.first == UInt8(ascii: "{") {
            try? await database.writer.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO tour_cache(key, body, fetched_at) VALUES (?, ?, ?)",
                    arguments: [key, response.body, now().timeIntervalSince1970])
            }
        }
        return response
    }
}
