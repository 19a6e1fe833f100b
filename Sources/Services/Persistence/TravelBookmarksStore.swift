import Foundation
import GRDB

/// A place saved, in our words: its id (a tourism record's or an OpenStreetMap element's), title, category, address
/// and point, and when it was saved.
public struct TravelBookmark: Equatable, Sendable, Codable, FetchableRecord {
    public var placeID: String
    public var title: String
    public var category: TourCategory?
    public var address: String
    public var latitude: Double?
    public var longitude: Double?
    public var addedAt: Date

    public init(
        placeID: String, title: String, category: TourCategory?, address: String, latitude: Double?,
        longitude: Double?, addedAt: Date
    ) {
        self.placeID = placeID; self.title = title; self.category = category; self.address = address
        self.latitude = latitude; self.longitude = longitude; self.addedAt = addedAt
    }

    enum CodingKeys: String, CodingKey {
        case placeID = "place_id", title, category, address, latitude = "lat", longitude = "lon", addedAt = "added_at"
    }

    public init(_ spot: Spot, addedAt: Date) {
        self.init(
            placeID: spot.id, title: spot.title, category: spot.category, address: spot.address,
            latitude: spot.latitude, longitude: spot.longitude, addedAt: addedAt)
    }

    public init(_ detail: SpotDetail, addedAt: Date) {
        self.init(
            placeID: detail.id, title: detail.title, category: detail.category, address: detail.address,
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
                sql: "SELECT place_id, title, category, address, lat, lon, added_at FROM travel_bookmark ORDER BY seq")
        }
    }

    /// Adds it, or removes it when already there. Returns true when it is now bookmarked.
    @discardableResult
    public func toggle(_ bookmark: TravelBookmark) throws -> Bool {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM travel_bookmark WHERE place_id = ?", arguments: [bookmark.placeID])
            if db.changesCount > 0 { return false }
            try Self.insert(db, bookmark)
            return true
        }
    }

    @discardableResult
    public func add(_ bookmark: TravelBookmark) throws -> Bool {
        try database.writer.write { db in
            if try Bool.fetchOne(
                db, sql: "SELECT EXISTS(SELECT 1 FROM travel_bookmark WHERE place_id = ?)",
                arguments: [bookmark.placeID]) == true
            {
                return false
            }
            try Self.insert(db, bookmark)
            return true
        }
    }

    @discardableResult
    public func remove(_ placeID: String) throws -> Bool {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM travel_bookmark WHERE place_id = ?", arguments: [placeID])
            return db.changesCount > 0
        }
    }

    private static func insert(_ db: Database, _ b: TravelBookmark) throws {
        try db.execute(
            sql:
                "INSERT INTO travel_bookmark(place_id, title, category, address, lat, lon, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            arguments: [
                b.placeID, b.title, b.category?.rawValue, b.address, b.latitude, b.longitude,
                b.addedAt.timeIntervalSince1970,
            ])
    }
}
