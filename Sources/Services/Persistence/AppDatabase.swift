import Foundation
import GRDB

/// The app's SQLite database (WAL, migrations). Features keep their tables here through their own stores.
public final class AppDatabase: Sendable {
    public let writer: DatabasePool
    /// Set when a damaged file was moved aside and a new database started: tell the user.
    public let recoveryNote: String?

    /// Migrations are registered once, in order; features append theirs at the end.
    public static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-settings") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        for migration in extraMigrations { migration(&migrator) }
        return migrator
    }

    /// Feature modules' migrations, appended in registration order (see `AppDatabase.register`).
    nonisolated(unsafe) private static var extraMigrations: [(inout DatabaseMigrator) -> Void] = []

    /// Adds a feature's migrations. Call at startup, before opening.
    public static func register(_ migration: @escaping (inout DatabaseMigrator) -> Void) {
        extraMigrations.append(migration)
    }

    public init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var note: String?
        do {
            writer = try AppDatabase.open(path)
        } catch {
            // A damaged file: keep it for inspection, start a new one, and say so.
            let aside = path + ".damaged-\(Int(Date().timeIntervalSince1970))"
            try? FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            note = "database was damaged; moved it to \(aside) and started a new one"
            writer = try AppDatabase.open(path)
        }
        recoveryNote = note
    }

    private static func open(_ path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        try pool.read { db in _ = try db.tableExists("setting") }   // touches the file: fails if not a database
        try migrator().migrate(pool)
        return pool
    }
}

/// Small key/value settings: last location, last tab.
public struct SettingsStore: Sendable {
    let database: AppDatabase
    public init(database: AppDatabase) { self.database = database }

    public func value(_ key: String) -> String? {
        try? database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        }
    }

    public func set(_ key: String, _ value: String) {
        try? database.writer.write { db in
            try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
    }
}
