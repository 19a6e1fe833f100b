import Foundation
import Localization
import TestSupport
import Testing

@testable import Services

struct PersistenceTests {
    func tempPath() -> String {
        TemporaryDatabase.path()
    }

    @Test func settings_surviveAReopen() throws {
        let path = tempPath()
        do {
            let store = SettingsStore(database: try AppDatabase(path: path))
            store.set("last_tab", "2")
            store.set("last_tab", "3")
        }
        let reopened = SettingsStore(database: try AppDatabase(path: path))
        #expect(reopened.value("last_tab") == "3")
        #expect(reopened.value("missing") == nil)
    }

    @Test func aDamagedFile_isMovedAside_andANewDatabaseStarts() throws {
        let path = tempPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
        let database = try AppDatabase(path: path)
        #expect(database.recoveryNote?.contains("damaged") == true)
        SettingsStore(database: database).set("k", "v")
        #expect(SettingsStore(database: database).value("k") == "v")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(siblings.contains { $0.contains(".damaged-") })
    }
}

/// A damaged database gives the user's data back: the favourites, cities, bookmarks and settings are kept in a
/// backup beside it after every change, and put into the new database; the damaged file is kept, and the note says
/// all of it.
struct DamagedDatabaseTests {
    @Test func aDamagedHeader_movesTheFileAside_andRestoresFiveFavouritesAndTwoBookmarks() throws {
        let path = TemporaryDatabase.path("damaged")
        do {
            let database = try AppDatabase(path: path)
            let characters = FavoriteCharactersStore(database: database)
            for id in 1...5 {
                _ = try characters.add(
                    FavoriteCharacter(
                        id: id, source: "fandom", name: "Hero \(id)", description: "", thumbnailURL: "",
                        savedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(id))))
            }
            let bookmarks = TravelBookmarksStore(database: database)
            for id in ["126508", "264337"] {
                _ = try bookmarks.add(
                    TravelBookmark(
                        placeID: id, title: "Spot \(id)", category: .attraction, address: "서울", latitude: 37.5,
                        longitude: 126.9, addedAt: Date(timeIntervalSince1970: 1_790_000_100)))
            }
            SettingsStore(database: database).set("units", "imperial")
            #expect(database.recoveryNote == nil)
        }
        // The first 100 bytes overwritten: SQLite no longer knows the file.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data(repeating: 0x41, count: 100))
        try handle.close()

        let reopened = try AppDatabase(path: path)
        let note = try #require(reopened.recoveryNote)
        #expect(note.contains("the database was damaged: moved to \(path).damaged-"), "\(note)")
        #expect(
            note.contains("5 favourite characters, 0 cities, 2 bookmarks restored from the backup of"), "\(note)")
        let characters = try FavoriteCharactersStore(database: reopened).all()
        #expect(characters.map(\.id) == [1, 2, 3, 4, 5] && characters.allSatisfy { $0.source == "fandom" })
        #expect(try TravelBookmarksStore(database: reopened).all().map(\.placeID) == ["126508", "264337"])
        #expect(SettingsStore(database: reopened).value("units") == "imperial")
        // The damaged file is kept, never deleted.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.contains { $0.contains(".damaged-") }, "\(files)")
    }

    /// Damaged twice within a second: both files are kept, and the second time is recovered like the first.
    @Test func damagedTwiceInASecond_keepsBothFiles() throws {
        let path = TemporaryDatabase.path("twice")
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        for _ in 0..<2 {
            try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
            #expect(try AppDatabase(path: path).recoveryNote != nil)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".damaged-") }.count == 2)
    }

    /// A backup that cannot be read is not "no backup", and is never overwritten: it is kept beside the damaged
    /// database and the note names where.
    @Test func anUnreadableBackup_isSaidSo_andKept() throws {
        let path = TemporaryDatabase.path("badbackup")
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let backupPath = UserDataBackup(databasePath: path).path
        try Data("{\"favorite_character\": [".utf8).write(to: URL(fileURLWithPath: backupPath))
        let note = try #require(try AppDatabase(path: path).recoveryNote)
        #expect(note.contains("the backup \(backupPath).damaged-"), "\(note)")
        #expect(!note.contains("there was no backup"), "\(note)")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix(URL(fileURLWithPath: backupPath).lastPathComponent + ".damaged-")
        }
        #expect(kept.count == 1)
        let keptData = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(kept[0]))
        #expect(String(decoding: keptData, as: UTF8.self) == "{\"favorite_character\": [")
    }

    /// The database opens before the language is chosen (at start, beside the bundled files): its note is worded
    /// when it is read, in the language in use then.
    @Test func theNote_isWordedWhenRead_inTheLanguageInUseThen() throws {
        let path = TemporaryDatabase.path("worded")
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let database = try Localization.with(.english) { try AppDatabase(path: path) }
        let korean = try #require(Localization.with(.korean) { database.recoveryNote })
        #expect(korean.hasSuffix("되살릴 백업이 없어요"), "\(korean)")
        let english = try #require(Localization.with(.english) { database.recoveryNote })
        #expect(english.hasSuffix("there was no backup to restore favourites from"), "\(english)")
    }

    /// A database with no backup beside it (made before backups, or the backup lost) gets one when it opens: on the
    /// writer's queue after start, before any change that queue runs next.
    @Test func aDatabaseWithoutABackup_getsOneWhenItOpens() throws {
        let path = TemporaryDatabase.path("firstbackup")
        let backupPath = UserDataBackup(databasePath: path).path
        do {
            let database = try AppDatabase(path: path)
            SettingsStore(database: database).set("units", "imperial")
        }
        try FileManager.default.removeItem(atPath: backupPath)
        let database = try AppDatabase(path: path)
        try database.writer.writeWithoutTransaction { _ in }  // queued behind the check
        let contents = try #require(UserDataBackup(databasePath: path).read())
        #expect(contents.rows["setting"]?.count == 1)
    }

    @Test func withoutABackup_theNoteSaysNothingCouldBeRestored() throws {
        let path = TemporaryDatabase.path("nobackup")
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let database = try AppDatabase(path: path)
        #expect(database.recoveryNote?.hasSuffix("there was no backup to restore favourites from") == true)
    }
}
