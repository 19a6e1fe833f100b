import Foundation
import GRDB

/// A saved character: what the favourites view needs without a request.
public struct FavoriteCharacter: Equatable, Sendable, Codable, FetchableRecord {
    public var id: Int
    /// The catalogue the id belongs to ("fandom", "marvel", "comicvine"): ids of two sources never collide.
    public var source: String
    public var name: String
    public var description: String
    public var thumbnailURL: String
    public var savedAt: Date

    public init(
        id: Int, source: String = "marvel", name: String, description: String, thumbnailURL: String, savedAt: Date
    ) {
        self.id = id; self.source = source; self.name = name; self.description = description
        self.thumbnailURL = thumbnailURL; self.savedAt = savedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, source, name, description, thumbnailURL = "thumbnail_url", savedAt = "saved_at"
    }

    /// What is kept of a character when it is saved.
    public init(_ character: ComicCharacter, savedAt: Date) {
        self.init(
            id: character.id, source: character.catalogue.rawValue, name: character.name,
            description: character.description,
            thumbnailURL: character.thumbnailURL, savedAt: savedAt)
    }

    /// Whether this is the character with `id` in `catalogue` (ids of two catalogues may be equal).
    public func isCharacter(id: Int, in catalogue: ComicCharacter.Catalogue) -> Bool {
        self.id == id && source == catalogue.rawValue
    }
}

/// Favourite characters in the order saved, at most `capacity`; saving one more removes the oldest.
/// Each change is one immediate transaction, so two running instances can never leave more than the cap.
public struct FavoriteCharactersStore: Sendable {
    public static let capacity = 5
    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func all() throws -> [FavoriteCharacter] {
        try database.writer.read { db in try Self.fetchAll(db) }
    }

    private static func fetchAll(_ db: Database) throws -> [FavoriteCharacter] {
        try FavoriteCharacter.fetchAll(
            db,
            sql: "SELECT id, source, name, description, thumbnail_url, saved_at FROM favorite_character ORDER BY seq")
    }

    public struct Change: Equatable, Sendable {
        public var added: Bool
        public var evicted: [FavoriteCharacter]
        public var favorites: [FavoriteCharacter]
    }

    /// Saves it (evicting the oldest beyond the cap) or, if already saved, removes it.
    public func toggle(_ favorite: FavoriteCharacter) throws -> Change {
        try immediate { db in
            if try Self.contains(db, favorite) {
                try db.execute(
                    sql: "DELETE FROM favorite_character WHERE source = ? AND id = ?",
                    arguments: [favorite.source, favorite.id])
                return Change(added: false, evicted: [], favorites: try Self.fetchAll(db))
            }
            return try Self.insert(db, favorite)
        }
    }

    /// Saves it unless already saved (then nothing changes).
    public func add(_ favorite: FavoriteCharacter) throws -> Change {
        try immediate { db in
            if try Self.contains(db, favorite) {
                return Change(added: false, evicted: [], favorites: try Self.fetchAll(db))
            }
            return try Self.insert(db, favorite)
        }
    }

    /// Removes the favourite with this id (of `source`, or of any source when nil).
    @discardableResult
    public func remove(id: Int, source: String? = nil) throws -> Bool {
        try immediate { db in
            if let source {
                try db.execute(
                    sql: "DELETE FROM favorite_character WHERE source = ? AND id = ?", arguments: [source, id])
            } else {
                try db.execute(sql: "DELETE FROM favorite_character WHERE id = ?", arguments: [id])
            }
            return db.changesCount > 0
        }
    }

    private static func contains(_ db: Database, _ f: FavoriteCharacter) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS(SELECT 1 FROM favorite_character WHERE source = ? AND id = ?)",
            arguments: [f.source, f.id]) ?? false
    }

    private static func insert(_ db: Database, _ f: FavoriteCharacter) throws -> Change {
        try db.execute(
            sql: """
                INSERT INTO favorite_character(source, id, name, description, thumbnail_url, saved_at) VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [f.source, f.id, f.name, f.description, f.thumbnailURL, f.savedAt.timeIntervalSince1970])
        let all = try fetchAll(db)
        let evicted = Array(all.dropLast(capacity))
        for old in evicted {
            try db.execute(
                sql: "DELETE FROM favorite_character WHERE source = ? AND id = ?", arguments: [old.source, old.id])
        }
        return Change(added: true, evicted: evicted, favorites: Array(all.suffix(capacity)))
    }

    /// BEGIN IMMEDIATE takes the write lock up front, so a concurrent instance waits instead of interleaving.
    private func immediate<T>(_ work: (Database) throws -> T) throws -> T {
        try database.writer.writeWithoutTransaction { db in
            var result: T?
            try db.inTransaction(.immediate) {
                result = try work(db)
                return .commit
            }
            return result!
        }
    }
}
