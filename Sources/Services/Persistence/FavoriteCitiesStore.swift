import Foundation
import GRDB

/// A favourite city, identified by its coordinate (rounded to ~100 m so the same city matches).
public struct FavoriteCity: Equatable, Sendable, Codable, FetchableRecord {
    public var name: String
    public var country: String
    public var latitude: Double
    public var longitude: Double
    public var addedAt: Date

    public init(name: String, country: String, latitude: Double, longitude: Double, addedAt: Date) {
        self.name = name; self.country = country
        self.latitude = FavoriteCity.round(latitude); self.longitude = FavoriteCity.round(longitude)
        self.addedAt = addedAt
    }

    enum CodingKeys: String, CodingKey { case name, country, latitude = "lat", longitude = "lon", addedAt = "added_at" }

    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
    static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    /// True when `point` is this city (same rounded coordinate).
    public func matches(_ point: Coordinate) -> Bool {
        latitude == Self.round(point.latitude) && longitude == Self.round(point.longitude)
    }
}

/// Favourite cities in the order added, kept in SQLite.
public struct FavoriteCitiesStore: Sendable {
    let database: AppDatabase
    public init(database: AppDatabase) { self.database = database }

    public func all() throws -> [FavoriteCity] {
        try database.writer.read { db in
            try FavoriteCity.fetchAll(
                db, sql: "SELECT name, country, lat, lon, added_at FROM favorite_city ORDER BY seq")
        }
    }

    public func contains(_ point: Coordinate) throws -> Bool {
        try database.writer.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS(SELECT 1 FROM favorite_city WHERE lat = ? AND lon = ?)",
                arguments: [FavoriteCity.round(point.latitude), FavoriteCity.round(point.longitude)]) ?? false
        }
    }

    /// Adds it, or removes it when already there. Returns true when it is now a favourite.
    @discardableResult
    public func toggle(_ city: FavoriteCity) throws -> Bool {
        try database.writer.write { db in
            try db.execute(
                sql: "DELETE FROM favorite_city WHERE lat = ? AND lon = ?", arguments: [city.latitude, city.longitude])
            if db.changesCount > 0 { return false }
            try Self.insert(db, city)
            return true
        }
    }

    /// Adds it unless there (returns false then).
    @discardableResult
    public func add(_ city: FavoriteCity) throws -> Bool {
        try database.writer.write { db in
            let exists =
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS(SELECT 1 FROM favorite_city WHERE lat = ? AND lon = ?)",
                    arguments: [city.latitude, city.longitude]) ?? false
            if exists { return false }
            try Self.insert(db, city)
            return true
        }
    }

    @discardableResult
    public func remove(_ point: Coordinate) throws -> Bool {
        try database.writer.write { db in
            try db.execute(
                sql: "DELETE FROM favorite_city WHERE lat = ? AND lon = ?",
                arguments: [FavoriteCity.round(point.latitude), FavoriteCity.round(point.longitude)])
            return db.changesCount > 0
        }
    }

    private static func insert(_ db: Database, _ city: FavoriteCity) throws {
        try db.execute(
            sql: "INSERT INTO favorite_city(name, country, lat, lon, added_at) VALUES (?, ?, ?, ?, ?)",
            arguments: [city.name, city.country, city.latitude, city.longitude, city.addedAt.timeIntervalSince1970])
    }
}
