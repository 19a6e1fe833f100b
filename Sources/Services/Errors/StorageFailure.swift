import GRDB

/// A local failure (the user's own database) as the sentence a user reads: what could not be done and
/// why in plain words, never a raw error dump. The sibling of `ServiceError` for the disk.
public enum StorageFailure {
    /// For example "could not save the favourite: the disk is full".
    public static func sentence(_ action: String, _ error: Error) -> String {
        "could not \(action): \(reason(error))"
    }

    static func reason(_ error: Error) -> String {
        guard let db = error as? DatabaseError else { return "the database could not be used" }
        switch db.resultCode {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
            return "the database file cannot be written (check its permissions)"
        case .SQLITE_FULL: return "the disk is full"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "the database is busy (is another onestep running?)"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "the database file is damaged (restart onestep to move it aside)"
        case .SQLITE_IOERR: return "the disk reported an input/output error"
        default: return "database error \(db.resultCode.rawValue)"
        }
    }
}
