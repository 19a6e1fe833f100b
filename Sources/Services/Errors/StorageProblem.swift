import Foundation
import GRDB
import Localization

/// What went wrong with a file of ours, as one of the few things a person can act on. Only `damaged` means the file
/// itself is bad (SQLite's "not a database" and "corrupt", a failed `quick_check`): it alone is ever moved aside. A
/// full disk, a read-only or missing folder, a permission, an I/O error or a lock is a *fault* of the place the file
/// lives: the file is left as it is, and what the person has is kept in memory until the fault clears.
public enum StorageProblem: Equatable, Sendable {
    case damaged
    case diskFull
    case readOnly
    case permission
    /// A folder stands where the file should be, or a file where a folder should be.
    case notAFile
    case missingFolder
    case ioError
    case locked
    /// Anything else SQLite or the system said (its code, never its text).
    case other(Int32)

    /// The file itself is bad, not the place it is in.
    public var isDamage: Bool { self == .damaged }

    /// Why, in words ("the disk is full").
    public var reason: String {
        switch self {
        case .damaged: return L.storageDamagedFile
        case .diskFull: return L.storageDiskFull
        case .readOnly: return L.storageReadOnly
        case .permission: return L.storagePermission
        case .notAFile: return L.storageNotAFile
        case .missingFolder: return L.storageMissingFolder
        case .ioError: return L.storageIOError
        case .locked: return L.storageBusy
        case .other(let code): return L.storageOther(code: code)
        }
    }

    public static func of(_ error: Error) -> StorageProblem {
        if let problem = error as? StorageProblemError { return problem.problem }
        if let db = error as? DatabaseError { return of(sqlite: db.extendedResultCode) }
        if let posix = error as? POSIXError { return of(errno: posix.code.rawValue) }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return of(errno: Int32(ns.code)) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? Error { return of(underlying) }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteOutOfSpace: return .diskFull
            case .fileWriteVolumeReadOnly: return .readOnly
            case .fileWriteNoPermission, .fileReadNoPermission: return .permission
            case .fileNoSuchFile, .fileReadNoSuchFile: return .missingFolder
            default: return .other(Int32(cocoa.code.rawValue))
            }
        }
        return .other(Int32(ns.code))
    }

    /// The same, for a file at `path`: SQLite reports a full disk met while making its `-shm` or `-wal` file as an
    /// I/O error, so an I/O error where the folder has no space left is a full disk.
    public static func of(_ error: Error, at path: String) -> StorageProblem {
        let problem = of(error)
        guard problem == .ioError else { return problem }
        var stats = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        if statvfs(folder, &stats) == 0, stats.f_bavail == 0 { return .diskFull }
        return problem
    }

    /// SQLite's result code, primary or extended.
    public static func of(sqlite code: ResultCode) -> StorageProblem {
        switch code.primaryResultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged
        case .SQLITE_FULL: return .diskFull
        case .SQLITE_READONLY: return .readOnly
        case .SQLITE_PERM, .SQLITE_AUTH: return .permission
        case .SQLITE_CANTOPEN: return .notAFile
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked
        case .SQLITE_IOERR: return .ioError
        default: return .other(code.rawValue)
        }
    }

    /// A system error number.
    public static func of(errno code: Int32) -> StorageProblem {
        switch code {
        case ENOSPC, EDQUOT: return .diskFull
        case EROFS: return .readOnly
        case EACCES, EPERM: return .permission
        case EISDIR, ENOTDIR: return .notAFile
        case ENOENT: return .missingFolder
        case EIO: return .ioError
        case EAGAIN, EBUSY: return .locked
        default: return .other(code)
        }
    }
}

/// A problem already classified (a failed `quick_check`, a folder in the file's place), thrown as an error.
public struct StorageProblemError: Error, Equatable {
    public let problem: StorageProblem
    public init(_ problem: StorageProblem) { self.problem = problem }
}
