import Foundation
import GRDB
import Localization
import TestSupport
import Testing

@testable import Services

/// A fault is not damage: each SQLite result code and system error number read as one or the other, and what the
/// database does with each — a damaged file moved aside and refilled from the backup; a fault leaves the file as it
/// is, the person's data read from the backup into memory, and a change written to the file once it can be.
struct StorageProblemTests {
    @Test func sqliteCodes_damageOnlyForCorruptAndNotADatabase() {
        let cases: [(ResultCode, StorageProblem)] = [
            (.SQLITE_CORRUPT, .damaged), (.SQLITE_NOTADB, .damaged), (.SQLITE_FULL, .diskFull),
            (.SQLITE_READONLY, .readOnly), (.SQLITE_PERM, .permission), (.SQLITE_AUTH, .permission),
            (.SQLITE_CANTOPEN, .notAFile), (.SQLITE_BUSY, .locked), (.SQLITE_LOCKED, .locked),
            (.SQLITE_IOERR, .ioError), (ResultCode(rawValue: 10 | (18 << 8)), .ioError),  // SQLITE_IOERR_SHORT_READ
            (ResultCode(rawValue: 11 | (1 << 8)), .damaged),  // SQLITE_CORRUPT_VTAB
            (ResultCode(rawValue: 8 | (1 << 8)), .readOnly),  // SQLITE_READONLY_RECOVERY
            (.SQLITE_MISUSE, .other(21)),
        ]
        for (code, expected) in cases {
            #expect(StorageProblem.of(sqlite: code) == expected, "\(code)")
            #expect(StorageProblem.of(DatabaseError(resultCode: code)) == expected, "\(code)")
            #expect(StorageProblem.of(sqlite: code).isDamage == (expected == .damaged))
        }
    }

    @Test func errnos_areFaults_neverDamage() {
        let cases: [(Int32, StorageProblem)] = [
            (ENOSPC, .diskFull), (EDQUOT, .diskFull), (EROFS, .readOnly), (EACCES, .permission), (EPERM, .permission),
            (EISDIR, .notAFile), (ENOTDIR, .notAFile), (ENOENT, .missingFolder), (EIO, .ioError), (EBUSY, .locked),
        ]
        for (code, expected) in cases {
            #expect(StorageProblem.of(errno: code) == expected, "\(code)")
            #expect(StorageProblem.of(POSIXError(POSIXErrorCode(rawValue: code)!)) == expected)
            #expect(!expected.isDamage)
        }
        // Foundation's wrapping: the underlying error decides, never the wrapper's text.
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: 256,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(StorageProblem.of(wrapped) == .diskFull)
        #expect(StorageProblem.of(CocoaError(.fileWriteOutOfSpace)) == .diskFull)
        #expect(StorageProblem.of(CocoaError(.fileWriteVolumeReadOnly)) == .readOnly)
    }

    @Test func everyProblem_saysItsReason_inBothLanguages_withoutErrorText() {
        let all: [StorageProblem] = [
            .damaged, .diskFull, .readOnly, .permission, .notAFile, .missingFolder, .ioError, .locked, .other(21),
        ]
        for language in [Language.english, .korean] {
            Localization.with(language) {
                let reasons = all.map(\.reason)
                #expect(Set(reasons).count == all.count)
                #expect(reasons.allSatisfy { !$0.contains("Error Domain") && !$0.contains("SQLITE") })
            }
        }
    }
}

struct StorageFaultTests {
    func saveTwo(_ database: AppDatabase) throws {
        let characters = FavoriteCharactersStore(database: database)
        for id in 1...2 {
            _ = try characters.add(
                FavoriteCharacter(
                    id: id, source: "fandom", name: "Hero \(id)", description: "", thumbnailURL: "",
                    savedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(id))))
        }
        _ = try TravelBookmarksStore(database: database).add(
            TravelBookmark(
                placeID: "126508", title: "경복궁", category: .attraction, address: "서울", latitude: 37.5, longitude: 126.9,
                addedAt: Date(timeIntervalSince1970: 1_790_000_100)))
    }

    func siblings(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    /// The file's place at fault (a folder where the file should be): nothing moved aside, the data read from the
    /// backup into memory and said so; a change is kept in memory, and written to the file once the fault clears.
    @Test func aFolderInTheFilesPlace_isAFault_theBackupIsReadIntoMemory_andTheChangeReachesTheFileLater() throws {
        let path = TemporaryDatabase.path("fault")
        try saveTwo(try AppDatabase(path: path))
        try FileManager.default.moveItem(atPath: path, toPath: path + ".kept")
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let database = try AppDatabase(path: path)
        #expect(database.heldInMemory == .notAFile)
        let note = try #require(Localization.with(.english) { database.recoveryNote })
        #expect(
            note.hasPrefix(
                "your saved data cannot be written (a folder or something else stands where the file should be"))
        #expect(note.contains("it is read from the backup of"))
        #expect(try FavoriteCharactersStore(database: database).all().map(\.name) == ["Hero 1", "Hero 2"])
        #expect(try siblings(of: path).allSatisfy { !$0.contains(".damaged-") })
        // A change while the folder is there stays in memory…
        _ = try FavoriteCharactersStore(database: database).toggle(
            FavoriteCharacter(
                id: 1, source: "fandom", name: "Hero 1", description: "", thumbnailURL: "", savedAt: Date()))
        #expect(database.heldInMemory == .notAFile)
        // …and once the fault clears, the next change reaches the file with everything memory holds.
        try FileManager.default.removeItem(atPath: path)
        _ = try TravelBookmarksStore(database: database).remove("126508")
        #expect(database.heldInMemory == nil)
        let reopened = try AppDatabase(path: path)
        #expect(reopened.heldInMemory == nil && reopened.recoveryNote == nil)
        #expect(try FavoriteCharactersStore(database: reopened).all().map(\.name) == ["Hero 2"])
        #expect(try TravelBookmarksStore(database: reopened).all().isEmpty)
    }

    /// A healthy file that holds none of the person's data (left empty by an earlier fault) while the backup holds it:
    /// the backup is put back, and said.
    @Test func anEmptyFile_withABackupHoldingData_isRefilled() throws {
        let path = TemporaryDatabase.path("refill")
        try saveTwo(try AppDatabase(path: path))
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        FileManager.default.createFile(atPath: path, contents: Data())  // the 0-byte file a fault once left
        let database = try AppDatabase(path: path)
        #expect(database.heldInMemory == nil)
        let note = try #require(Localization.with(.english) { database.recoveryNote })
        #expect(
            note.hasPrefix("the database held none of your saved things: 2 favourite characters, 0 cities, 1 bookmark"))
        #expect(try FavoriteCharactersStore(database: database).all().count == 2)
        #expect(try TravelBookmarksStore(database: database).all().count == 1)
    }

    /// A file whose pages fail `quick_check` is damage: moved aside, and the backup restored.
    @Test func aFailedQuickCheck_isDamage_movedAside_andRestored() throws {
        let path = TemporaryDatabase.path("quick-check")
        try saveTwo(try AppDatabase(path: path))
        // Scribble over the second page (the first table's b-tree) past the header: a valid header, damaged pages.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4096 + 8)
        handle.write(Data(repeating: 0xFF, count: 2000))
        try handle.close()
        let database = try AppDatabase(path: path)
        #expect(database.heldInMemory == nil)
        #expect(try siblings(of: path).contains { $0.contains(".damaged-") })
        #expect(try FavoriteCharactersStore(database: database).all().count == 2)
    }

    /// A start in memory with no change never writes the backup: it is the newest copy there is.
    @Test func aFault_neverReplacesTheBackup_withAnEmptierOne() throws {
        let path = TemporaryDatabase.path("backup-kept")
        try saveTwo(try AppDatabase(path: path))
        let backup = path + ".backup.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: backup))
        try FileManager.default.removeItem(atPath: path)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        _ = try AppDatabase(path: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == before)
    }

    /// The backup is replaced whole: a write that cannot finish leaves the old one as it was.
    @Test func aDurableFile_thatCannotBeWritten_leavesTheOldOne() throws {
        let folder = TemporaryFolder.path("durable")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/file.json"
        try DurableFile.replace(path, with: Data("one".utf8))
        chmod(folder, 0o500)  // read-only folder: no temporary file can be made
        defer { chmod(folder, 0o700) }
        if getuid() != 0 {  // root writes anywhere: the check means nothing there
            #expect(throws: (any Error).self) { try DurableFile.replace(path, with: Data("two".utf8)) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file.json"])
    }
}
