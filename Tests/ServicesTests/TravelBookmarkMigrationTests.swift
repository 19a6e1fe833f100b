import Foundation
import GRDB
import TestSupport
import Testing

@testable import Services

/// Bookmarks saved before they were kept in our words (`content_id` and the tour service's content type number) are
/// all there after the migration, in their order, each with its category's word.
struct TravelBookmarkMigrationTests {
    @Test func anOldDatabasesBookmarks_areKept_inOurWords() throws {
        let folder = TemporaryFolder.path("old-bookmarks")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/onestep.sqlite"
        // The database as the release before wrote it: migrated up to v5, three bookmarks.
        let old = try DatabaseQueue(path: path)
        try AppDatabase.migrator().migrate(old, upTo: "v5-favorite-character-source")
        try old.write { db in
            for (id, title, type) in [
                ("126508", "경복궁", 12 as Int?), ("osm:node/5", "a museum", 14), ("77", "a course", 25),
            ] {
                try db.execute(
                    sql: """
                        INSERT INTO travel_bookmark(content_id, title, type_id, address, lat, lon, added_at)
                        VALUES (?, ?, ?, '', 37.5, 127.0, 1000)
                        """, arguments: [id, title, type])
            }
        }
        try old.close()

        let store = TravelBookmarksStore(database: try AppDatabase(path: path))
        let kept = try store.all()
        #expect(kept.map(\.placeID) == ["126508", "osm:node/5", "77"])
        #expect(kept.map(\.category) == [.attraction, .culture, nil])
        #expect(kept.map(\.title) == ["경복궁", "a museum", "a course"])
        // Still one bookmark per place: saving it again removes it.
        #expect(try store.toggle(kept[0]) == false)
        #expect(try store.all().count == 2)
    }

    /// A backup written before the migration (`content_id`, `type_id`) restores its bookmarks into a new database
    /// in our words, none lost.
    @Test func anOldBackup_restoresItsBookmarks_inOurWords() throws {
        let path = TemporaryDatabase.path("old-backup")
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        let backup = #"""
            {"saved_at": 1000, "tables": {"travel_bookmark": [
              {"seq": 1, "content_id": "126508", "title": "경복궁", "type_id": 12, "address": "", "lat": 37.5,
               "lon": 127.0, "added_at": 1000},
              {"seq": 2, "content_id": "osm:node/5", "title": "a place", "type_id": null, "address": "", "lat": 37.5,
               "lon": 127.0, "added_at": 1001}]}}
            """#
        try Data(backup.utf8).write(to: URL(fileURLWithPath: UserDataBackup(databasePath: path).path))
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))  // a damaged database

        let reopened = try AppDatabase(path: path)
        #expect(reopened.recoveryNote?.contains("2 bookmarks restored") == true, "\(reopened.recoveryNote ?? "")")
        let kept = try TravelBookmarksStore(database: reopened).all()
        #expect(kept.map(\.placeID) == ["126508", "osm:node/5"] && kept.map(\.category) == [.attraction, nil])
    }
}
