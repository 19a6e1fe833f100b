import Foundation
import GRDB

/// The user's own data — favourite characters and cities, travel bookmarks, settings such as the units — copied
/// beside the database after every change that touches it: a small JSON file, replaced at once (written whole to a
/// temporary file, then renamed), so a damaged database never costs them. `AppDatabase` puts it back into the new
/// database it makes when the old one cannot be opened.
public struct UserDataBackup: Sendable {
    /// The tables that hold what the user chose (not caches: those come back from the network).
    static let tables = ["setting", "favorite_character", "favorite_city", "travel_bookmark"]

    public let path: String

    public init(databasePath: String) { path = databasePath + ".backup.json" }

    /// What a backup held: when it was written, and its rows by table.
    public struct Contents {
        public var savedAt: Date
        var rows: [String: [[String: Any]]]

        public func count(_ table: String) -> Int { rows[table]?.count ?? 0 }
    }

    /// Writes the tables as they are in `db` (within the transaction that changed them, or after it).
    func write(from db: Database) throws {
        var tables: [String: Any] = [:]
        for table in Self.tables where try db.tableExists(table) {
            tables[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map { row in
                var values: [String: Any] = [:]
                for (column, value) in row {
                    switch value.storage {
                    case .int64(let n): values[column] = n
                    case .double(let d): values[column] = d
                    case .string(let s): values[column] = s
                    case .null, .blob: values[column] = NSNull()
                    }
                }
                return values
            }
        }
        let object: [String: Any] = ["saved_at": Date().timeIntervalSince1970, "tables": tables]
        try JSONObjectWriter.data(object).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The backup on disk; nil when there is none or it cannot be read.
    public func read() -> Contents? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let savedAt = (object["saved_at"] as? NSNumber)?.doubleValue,
            let tables = object["tables"] as? [String: [[String: Any]]]
        else { return nil }
        return Contents(savedAt: Date(timeIntervalSince1970: savedAt), rows: tables)
    }

    /// Puts the backup's rows into `db` (a new database, its tables made): each row as it was, order included.
    func restore(_ contents: Contents, into db: Database) throws {
        for table in Self.tables {
            guard let rows = contents.rows[table], try db.tableExists(table) else { continue }
            let columns = Set(try db.columns(in: table).map(\.name))
            for row in rows {
                let names = row.keys.filter { columns.contains($0) }.sorted()
                guard !names.isEmpty else { continue }
                let values: [(any DatabaseValueConvertible)?] = names.map { name in
                    switch row[name] {
                    case let number as NSNumber:
                        let whole = number.int64Value
                        return Double(whole) == number.doubleValue ? whole : number.doubleValue
                    case let text as String: return text
                    default: return nil
                    }
                }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO \(table) (\(names.joined(separator: ", "))) VALUES ("
                        + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")",
                    arguments: StatementArguments(values))
            }
        }
    }
}

/// Writes the backup after each transaction that changed the user's tables.
final class UserDataBackupObserver: TransactionObserver, @unchecked Sendable {
    let backup: UserDataBackup
    private var changed = false

    init(backup: UserDataBackup) { self.backup = backup }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        UserDataBackup.tables.contains(eventKind.tableName)
    }

    func databaseDidChange(with event: DatabaseEvent) { changed = true }

    func databaseDidCommit(_ db: Database) {
        guard changed else { return }
        changed = false
        // A backup that cannot be written leaves the database as it is; the next change tries again.
        try? backup.write(from: db)
    }

    func databaseDidRollback(_ db: Database) { changed = false }
}
