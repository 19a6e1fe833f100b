import Foundation
import GRDB
import Localization

/// The app's SQLite database (WAL, migrations). Features keep their tables here through their own stores.
public final class AppDatabase: Sendable {
    public let writer: DatabasePool
    /// What was done when a damaged file was moved aside and a new database started. Kept as facts and said when
    /// asked, in the language in use then (the database opens on another thread, and once opened before the language
    /// was chosen).
    private let recovery: Recovery?

    /// Set when a damaged file was moved aside and a new database started: tell the user (in the language in use).
    public var recoveryNote: String? { recovery?.sentence }

    /// A damaged file moved aside (`aside`), and what became of the user's data.
    private enum Recovery {
        case restored(aside: String, characters: Int, cities: Int, bookmarks: Int, savedAt: CivilTime)
        case backupUnreadable(aside: String, backup: String)
        case noBackup(aside: String)

        var sentence: String {
            switch self {
            case .restored(let aside, let characters, let cities, let bookmarks, let savedAt):
                return L.databaseRestored(
                    aside: aside, characters: characters, cities: cities, bookmarks: bookmarks,
                    savedAt: savedAt.dateText + " " + savedAt.hourMinuteText)
            case .backupUnreadable(let aside, let backup):
                return L.databaseMovedAside(aside) + " — " + L.databaseBackupUnreadable(backup)
            case .noBackup(let aside):
                return L.databaseMovedAside(aside) + " — " + L.databaseNoBackup
            }
        }
    }

    /// Migrations, in order; each feature's tables are added at the end, never edited once released.
    public static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-settings") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2-favorite-characters") { db in
            try db.create(table: "favorite_character") { t in
                t.autoIncrementedPrimaryKey("seq")  // the order saved
                t.column("id", .integer).notNull().unique()
                t.column("name", .text).notNull()
                t.column("description", .text).notNull()
                t.column("thumbnail_url", .text).notNull()
                t.column("saved_at", .double).notNull()
            }
        }
        migrator.registerMigration("v3-favorite-cities") { db in
            try db.create(table: "favorite_city") { t in
                t.autoIncrementedPrimaryKey("seq")  // the order added
                t.column("name", .text).notNull()
                t.column("country", .text).notNull()
                t.column("lat", .double).notNull()
                t.column("lon", .double).notNull()
                t.column("added_at", .double).notNull()
                t.uniqueKey(["lat", "lon"])
            }
        }
        migrator.registerMigration("v4-travel") { db in
            try db.create(table: "travel_bookmark") { t in
                t.autoIncrementedPrimaryKey("seq")  // the order added
                t.column("content_id", .text).notNull().unique()
                t.column("title", .text).notNull()
                t.column("type_id", .integer)
                t.column("address", .text).notNull()
                t.column("lat", .double)
                t.column("lon", .double)
                t.column("added_at", .double).notNull()
            }
            // Tour API answers kept for 24 h to spare the daily quota.
            try db.create(table: "tour_cache") { t in
                t.primaryKey("key", .text)
                t.column("body", .blob).notNull()
                t.column("fetched_at", .double).notNull()
            }
        }
        // A favourite remembers which catalogue it came from (the offline wiki, Marvel, Comic Vine): their ids
        // are separate number spaces. Existing favourites keep their order and count as Marvel's.
        migrator.registerMigration("v5-favorite-character-source") { db in
            try db.execute(
                sql: """
                    CREATE TABLE favorite_character_new (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT,
                        source TEXT NOT NULL DEFAULT 'marvel',
                        id INTEGER NOT NULL,
                        name TEXT NOT NULL,
                        description TEXT NOT NULL,
                        thumbnail_url TEXT NOT NULL,
                        saved_at DOUBLE NOT NULL,
                        UNIQUE (source, id));
                    INSERT INTO favorite_character_new (seq, source, id, name, description, thumbnail_url, saved_at)
                        SELECT seq, 'marvel', id, name, description, thumbnail_url, saved_at FROM favorite_character ORDER BY seq;
                    DROP TABLE favorite_character;
                    ALTER TABLE favorite_character_new RENAME TO favorite_character;
                    """)
        }
        return migrator
    }

    public init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var recovery: Recovery?
        let backup = UserDataBackup(databasePath: path)
        do {
            writer = try AppDatabase.open(path)
        } catch {
            // A damaged file: keep it (moved aside, never deleted), start a new one, put the user's data back from
            // the backup, and say all of it.
            let aside = try Self.moveAside(path)
            for suffix in ["-wal", "-shm"] {
                try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            writer = try AppDatabase.open(path)
            if let contents = backup.read() {
                do {
                    try writer.write { db in try backup.restore(contents, into: db) }
                    let saved = CivilTime(
                        contents.savedAt, offset: TimeZone.current.secondsFromGMT(for: contents.savedAt))
                    recovery = .restored(
                        aside: aside, characters: contents.count("favorite_character"),
                        cities: contents.count("favorite_city"), bookmarks: contents.count("travel_bookmark"),
                        savedAt: saved)
                } catch {
                    recovery = .backupUnreadable(aside: aside, backup: Self.keepAside(backup.path))
                }
            } else if FileManager.default.fileExists(atPath: backup.path) {
                // A backup that cannot be read is the user's data all the same: kept, never overwritten below.
                recovery = .backupUnreadable(aside: aside, backup: Self.keepAside(backup.path))
            } else {
                recovery = .noBackup(aside: aside)
            }
        }
        self.recovery = recovery
        writer.add(transactionObserver: UserDataBackupObserver(backup: backup), extent: .databaseLifetime)
        if recovery != nil {
            // Just restored (or started anew): its data gets a backup now.
            try? writer.read { db in try backup.write(from: db) }
        } else {
            // A database from before backups (or whose backup cannot be read): its data gets one, on the writer's
            // queue — in order with the backup every later change writes — and not on the way to the first frame
            // (reading the backup to check it was a tenth of the open, perf). Unlike the restore above, this replaces
            // an unreadable backup: the database it would stand for is here and readable.
            writer.asyncWriteWithoutTransaction { db in
                if backup.read() == nil { try? backup.write(from: db) }
            }
        }
    }

    /// Moves a damaged file to a name not taken yet (`….damaged-<time>`, `-2` … when damaged twice in a second).
    private static func moveAside(_ path: String) throws -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        var aside = path + ".damaged-\(stamp)"
        var n = 1
        while FileManager.default.fileExists(atPath: aside) {
            n += 1
            aside = path + ".damaged-\(stamp)-\(n)"
        }
        try FileManager.default.moveItem(atPath: path, toPath: aside)
        return aside
    }

    /// The same for a file whose loss would cost the user (a backup that could not be read); where it cannot be
    /// moved, it stays where it is (and is named there).
    private static func keepAside(_ path: String) -> String { (try? moveAside(path)) ?? path }

    private static func open(_ path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        try pool.read { db in _ = try db.tableExists("setting") }  // touches the file: fails if not a database
        try migrator().migrate(pool)
        return pool
    }
}

/// Small key/value settings the user chose (the weather units). What the app merely remembers (last tab, last
/// place) is in `StateFile`.
public struct SettingsStore: Sendable {
    let database: AppDatabase
    public init(database: AppDatabase) { self.database = database }

    public func value(_ key: String) -> String? {
        try? database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        }
    }

    public func remove(_ key: String) {
        try? database.writer.write { db in try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key]) }
    }

    public func set(_ key: String, _ value: String) {
        try? database.writer.write { db in
            try db.execute(
                sql:
                    "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, value])
        }
    }
}
