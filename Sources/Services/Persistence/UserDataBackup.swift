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

        /// Any favourite, city or bookmark (settings alone are not the person's saved things).
        public var holdsData: Bool {
            ["favorite_character", "favorite_city", "travel_bookmark"].contains { count($0) > 0 }
        }
    }

    /// Writes the tables as they are in `db` (within the transaction that changed them, or after it): to a temporary
    /// file beside it, flushed to the disk, then renamed over the old one — a failed write (a full disk) leaves the
    /// previous backup whole.
    func write(from db: Database) throws {
        let object: [String: Any] = ["saved_at": Date().timeIntervalSince1970, "tables": try Self.snapshot(db)]
        try DurableFile.replace(path, with: JSONObjectWriter.data(object))
    }

    /// The person's tables as rows of plain values.
    static func snapshot(_ db: Database) throws -> [String: [[String: Any]]] {
        var tables: [String: [[String: Any]]] = [:]
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
        return tables
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
    /// `replacing`: the tables are emptied first (the file catching up with what was kept in memory).
    func restore(_ contents: Contents, into db: Database, replacing: Bool = false) throws {
        for table in Self.tables {
            if replacing, try db.tableExists(table) { try db.execute(sql: "DELETE FROM \(table)") }
            guard let rows = contents.rows[table], try db.tableExists(table) else { continue }
            let columns = Set(try db.columns(in: table).map(\.name))
            for saved in rows {
                let row = Self.inOurWords(saved, table: table)
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

extension UserDataBackup {
    /// A row of a backup written before the bookmarks were kept in our words (`content_id`, the tour service's
    /// `type_id`), as the table holds it now (`place_id`, the category's word), as the v6 migration turns them.
    static func inOurWords(_ row: [String: Any], table: String) -> [String: Any] {
        guard table == "travel_bookmark", row["place_id"] == nil, let id = row["content_id"] else { return row }
        var upgraded = row
        upgraded["place_id"] = id
        upgraded["category"] =
            (row["type_id"] as? NSNumber).flatMap { KorWithCodes.category(contentType: $0.intValue) }
            .map(\.rawValue) ?? NSNull()
        return upgraded
    }
}

/// Writes the backup after each transaction that changed the user's tables; while the database is held in memory,
/// also tries the file again, so the change is written there as soon as a write succeeds.
final class UserDataBackupObserver: TransactionObserver, @unchecked Sendable {
    let backup: UserDataBackup
    let memory: HeldInMemory?
    private var changed = false

    init(backup: UserDataBackup, memory: HeldInMemory? = nil) { self.backup = backup; self.memory = memory }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        UserDataBackup.tables.contains(eventKind.tableName)
    }

    func databaseDidChange(with event: DatabaseEvent) { changed = true }

    func databaseDidCommit(_ db: Database) {
        guard changed else { return }
        changed = false
        // A backup that cannot be written leaves the database as it is; the next change tries again.
        try? backup.write(from: db)
        if let memory, let rows = try? UserDataBackup.snapshot(db) {
            memory.tryWriting(UserDataBackup.Contents(savedAt: Date(), rows: rows), with: backup)
        }
    }

    func databaseDidRollback(_ db: Database) { changed = false }
}
