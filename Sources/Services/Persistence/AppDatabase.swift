import Foundation
import GRDB
import Localization

/// The app's SQLite database (WAL, migrations). Features keep their tables here through their own stores.
///
/// A fault is not damage (`StorageProblem`): only a file SQLite calls "not a database" or "corrupt", or one whose
/// `quick_check` fails, is moved aside (never deleted) and replaced. When the place it lives is at fault — a full disk,
/// a read-only or missing folder, no permission, an I/O error, a lock — the file is left alone and the app works on a
/// database in memory filled from the backup: nothing saved before is lost, a change is kept until onestep closes,
/// and each change tries the file again, so it is written as soon as a write succeeds. Whenever the file opens
/// healthy but holds none of the person's data while the backup does (new, or emptied by an earlier fault), the
/// backup is put back.
public final class AppDatabase: Sendable {
    public let writer: any DatabaseWriter
    /// What was done when a damaged file was moved aside and a new database started. Kept as facts and said when
    /// asked, in the language in use then (the database opens on another thread, and once opened before the language
    /// was chosen).
    private let recovery: Recovery?

    /// Set when a damaged file was moved aside and a new database started: tell the user (in the language in use).
    public var recoveryNote: String? { recovery?.sentence }

    /// Set while the file cannot be written (the app works in memory): why. Nil once a change reached the file.
    public var heldInMemory: StorageProblem? { memory.flatMap { $0.isWritten ? nil : $0.problem } }
    private let memory: HeldInMemory?

    /// What the backup gave back: counts and when it was written.
    struct Restored {
        var characters: Int, cities: Int, bookmarks: Int
        var savedAt: CivilTime

        init(_ contents: UserDataBackup.Contents) {
            characters = contents.count("favorite_character"); cities = contents.count("favorite_city")
            bookmarks = contents.count("travel_bookmark")
            savedAt = CivilTime(contents.savedAt, offset: TimeZone.current.secondsFromGMT(for: contents.savedAt))
        }

        var savedAtText: String { savedAt.dateText + " " + savedAt.hourMinuteText }
    }

    /// A damaged file moved aside (`aside`), a healthy but empty one refilled, or a fault worked around in memory;
    /// and what became of the user's data.
    private enum Recovery {
        case restored(aside: String, Restored)
        case backupUnreadable(aside: String, backup: String)
        case noBackup(aside: String)
        case refilled(Restored)
        case inMemory(StorageProblem, Restored?)

        var sentence: String {
            switch self {
            case .restored(let aside, let r):
                return L.databaseRestored(
                    aside: aside, characters: r.characters, cities: r.cities, bookmarks: r.bookmarks,
                    savedAt: r.savedAtText)
            case .backupUnreadable(let aside, let backup):
                return L.databaseMovedAside(aside) + " — " + L.databaseBackupUnreadable(backup)
            case .noBackup(let aside):
                return L.databaseMovedAside(aside) + " — " + L.databaseNoBackup
            case .refilled(let r):
                return L.databaseRefilled(
                    characters: r.characters, cities: r.cities, bookmarks: r.bookmarks, savedAt: r.savedAtText)
            case .inMemory(let problem, let r):
                return L.databaseHeldInMemory(reason: problem.reason, backupSavedAt: r?.savedAtText)
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
        // Bookmarks in our words: `place_id` (a tourism record's content id or an OpenStreetMap element's) and the
        // category's word, where the tour service's `content_id` and its content type number were stored. Every
        // bookmark is kept, in its order; a number no category has becomes no category. The words are written out:
        // a migration says what it did the day it was released, whatever the enums become.
        migrator.registerMigration("v6-travel-bookmark-words") { db in
            try db.execute(
                sql: """
                    CREATE TABLE travel_bookmark_new (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT,
                        place_id TEXT NOT NULL UNIQUE,
                        title TEXT NOT NULL,
                        category TEXT,
                        address TEXT NOT NULL,
                        lat DOUBLE,
                        lon DOUBLE,
                        added_at DOUBLE NOT NULL);
                    INSERT INTO travel_bookmark_new (seq, place_id, title, category, address, lat, lon, added_at)
                        SELECT seq, content_id, title,
                            CASE type_id WHEN 12 THEN 'attraction' WHEN 14 THEN 'culture' WHEN 15 THEN 'festival'
                                WHEN 28 THEN 'leisure' WHEN 32 THEN 'lodging' WHEN 38 THEN 'shopping'
                                WHEN 39 THEN 'restaurant' END,
                            address, lat, lon, added_at
                        FROM travel_bookmark ORDER BY seq;
                    DROP TABLE travel_bookmark;
                    ALTER TABLE travel_bookmark_new RENAME TO travel_bookmark;
                    """)
        }
        return migrator
    }

    public init(path: String) throws {
        var recovery: Recovery?
        let backup = UserDataBackup(databasePath: path)
        var opened: DatabasePool?
        var fault: StorageProblem?
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            opened = try AppDatabase.open(path)
        } catch {
            let problem = StorageProblem.of(error, at: path)
            if problem.isDamage {
                // A damaged file: keep it (moved aside, never deleted), start a new one, put the user's data back
                // from the backup, and say all of it.
                do {
                    let aside = try Self.moveAside(path)
                    for suffix in ["-wal", "-shm"] {
                        try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
                    }
                    let pool = try AppDatabase.open(path)
                    opened = pool
                    recovery = Self.restore(backup, into: pool, aside: aside)
                } catch {
                    fault = StorageProblem.of(error, at: path)
                }
            } else {
                fault = problem
            }
        }
        if let pool = opened {
            writer = pool
            memory = nil
            if recovery == nil, let contents = backup.read(), contents.holdsData, (try? Self.isEmpty(pool)) == true {
                // Healthy but empty (new, or left empty by an earlier fault) while the backup holds data: put it back.
                if (try? pool.write({ db in try backup.restore(contents, into: db) })) != nil {
                    recovery = .refilled(Restored(contents))
                }
            }
        } else {
            // A fault: the file stays as it is; the person's data comes from the backup into memory.
            let problem = fault ?? .other(0)
            let queue = try DatabaseQueue()
            try AppDatabase.migrator().migrate(queue)
            var restored: Restored?
            if let contents = backup.read(), (try? queue.write({ db in try backup.restore(contents, into: db) })) != nil
            {
                restored = Restored(contents)
            }
            writer = queue
            memory = HeldInMemory(problem: problem, path: path)
            recovery = .inMemory(problem, restored)
        }
        self.recovery = recovery
        writer.add(
            transactionObserver: UserDataBackupObserver(backup: backup, memory: memory), extent: .databaseLifetime)
        if memory != nil { return }  // the backup stays as it is: it is the newest copy there is
        if recovery != nil {
            // Just restored: its data gets a backup now.
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

    /// The backup put into a new database after a damaged one was moved aside, said as a recovery.
    private static func restore(_ backup: UserDataBackup, into pool: DatabasePool, aside: String) -> Recovery {
        if let contents = backup.read() {
            do {
                try pool.write { db in try backup.restore(contents, into: db) }
                return .restored(aside: aside, Restored(contents))
            } catch {
                return .backupUnreadable(aside: aside, backup: keepAside(backup.path))
            }
        } else if FileManager.default.fileExists(atPath: backup.path) {
            // A backup that cannot be read is the user's data all the same: kept, never overwritten below.
            return .backupUnreadable(aside: aside, backup: keepAside(backup.path))
        }
        return .noBackup(aside: aside)
    }

    /// None of the person's tables holds a row.
    private static func isEmpty(_ pool: DatabasePool) throws -> Bool {
        try pool.read { db in
            try UserDataBackup.tables.allSatisfy { table in
                try !db.tableExists(table) || (Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0) == 0
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

    /// The file opened, checked and migrated (`HeldInMemory` tries it again after a fault).
    static func openFile(_ path: String) throws -> DatabasePool { try open(path) }

    private static func open(_ path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw StorageProblemError(.notAFile)
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        // Touches the file (fails if it is not a database) and checks its pages: a failed check is damage.
        let check = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else { throw StorageProblemError(.damaged) }
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
