import Foundation
import GRDB
import Localization

/// A local failure (the user's own database) as the sentence a user reads: what could not be done and
/// why in plain words, never a raw error dump. The sibling of `ServiceError` for the disk.
public enum StorageFailure {
    /// For example "could not save the favourite: the disk is full".
    public static func sentence(_ action: String, _ error: Error) -> String {
        L.storageCouldNot(action: action, reason: reason(error))
    }

    static func reason(_ error: Error) -> String {
        // The folder could not be made or written (a home that is not writable, a file where a folder should be).
        if let file = error as? CocoaError, let path = file.filePath ?? (file.userInfo["NSFilePath"] as? String) {
            return L.storageFolderUnwritable(path)
        }
        guard let db = error as? DatabaseError else { return L.storageUnusable }
        switch db.resultCode {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
            return L.storageReadOnly
        case .SQLITE_FULL: return L.storageDiskFull
        case .SQLITE_BUSY, .SQLITE_LOCKED: return L.storageBusy
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return L.storageDamaged
        case .SQLITE_IOERR: return L.storageIOError
        default: return L.storageOther(code: db.resultCode.rawValue)
        }
    }
}
