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
    /// A file stands where one of the folders on the way should be (`~/.local` a file): that path.
    case fileInFolderPlace(String)
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
        case .fileInFolderPlace(let path): return L.storageFileInFolderPlace(path)
        case .ioError: return L.storageIOError
        case .locked: return L.storageBusy
        case .other(let code): return L.storageOther(code: code)
        }
    }

    public static func of(_ error: Error) -> StorageProblem {
        if let problem = error as? StorageProblemError { return problem.problem }
        if let cocoa = error as? CocoaError, cocoa.code == .fileWriteFileExists || cocoa.code == .fileNoSuchFile,
            let path = cocoa.filePath
        {
            return of(StorageProblemError(.missingFolder), at: path + "/.")
        }
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
    /// SQLite's "cannot open" likewise says nothing of why: the place is looked at (a folder in the file's place, a
    /// read-only file system, no permission, no folder).
    public static func of(_ error: Error, at path: String) -> StorageProblem {
        let problem = of(error)
        guard [.ioError, .notAFile, .readOnly, .missingFolder, .permission].contains(problem) else { return problem }
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .notAFile
        }
        guard FileManager.default.fileExists(atPath: folder) else {
            // The first folder on the way that is a file instead, if any; else the folder is simply missing.
            var prefix = ""
            for part in folder.split(separator: "/") {
                prefix += "/" + part
                if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return .fileInFolderPlace(prefix)
                }
            }
            return .missingFolder
        }
        var stats = statvfs()
        if statvfs(folder, &stats) == 0 {
            if stats.f_flag & UInt(ST_RDONLY) != 0 { return .readOnly }
            if stats.f_bavail == 0 { return .diskFull }
        }
        if access(folder, W_OK) != 0 { return .permission }
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
