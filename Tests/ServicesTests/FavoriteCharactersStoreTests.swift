import Foundation
import GRDB
import TestSupport
import Testing

@testable import Services

struct FavoriteCharactersStoreTests {
    func tempPath() -> String {
        TemporaryDatabase.path()
    }

    func favorite(_ id: Int, at seconds: Double = 0) -> FavoriteCharacter {
        FavoriteCharacter(
            id: id, name: "Hero \(id)", description: "d\(id)", thumbnailURL: "http://x/\(id).jpg",
            savedAt: Date(timeIntervalSince1970: 1_700_000_000 + seconds))
    }

    @Test func favorites_keepTheOrderSaved_andASixthEvictsTheOldest() throws {
        let store = FavoriteCharactersStore(database: try AppDatabase(path: tempPath()))
        for id in 1...5 { #expect(try store.toggle(favorite(id, at: Double(id))).evicted.isEmpty) }
        let change = try store.toggle(favorite(6, at: 6))
        #expect(change.added)
        #expect(change.evicted.map(\.id) == [1])
        #expect(try store.all().map(\.id) == [2, 3, 4, 5, 6])
        #expect(try store.all().first?.savedAt == Date(timeIntervalSince1970: 1_700_000_002))
    }

    @Test func toggle_removesAFavorite_andAddingAgainPutsItLast() throws {
        let store = FavoriteCharactersStore(database: try AppDatabase(path: tempPath()))
        for id in 1...3 { _ = try store.toggle(favorite(id)) }
        let removed = try store.toggle(favorite(2))
        #expect(!removed.added)
        #expect(try store.all().map(\.id) == [1, 3])
        _ = try store.toggle(favorite(2))
        #expect(try store.all().map(\.id) == [1, 3, 2])
        #expect(try store.remove(id: 1))
        #expect(try !store.remove(id: 99))
        #expect(try store.add(favorite(3)).added == false)
    }

    @Test func favorites_surviveAReopen() throws {
        let path = tempPath()
        do {
            let store = FavoriteCharactersStore(database: try AppDatabase(path: path))
            for id in [7, 8, 9] { _ = try store.toggle(favorite(id)) }
        }
        let reopened = FavoriteCharactersStore(database: try AppDatabase(path: path))
        #expect(try reopened.all().map(\.id) == [7, 8, 9])
        #expect(try reopened.all().map(\.name) == ["Hero 7", "Hero 8", "Hero 9"])
    }

    @Test func twoConnectionsRacing_neverLeaveMoreThanFive() async throws {
        let path = tempPath()
        let a = FavoriteCharactersStore(database: try AppDatabase(path: path))
        let b = FavoriteCharactersStore(database: try AppDatabase(path: path))
        await withTaskGroup(of: Void.self) { group in
            for n in 0..<40 {
                let store = n % 2 == 0 ? a : b
                group.addTask { _ = try? store.add(self.favorite(100 + n, at: Double(n))) }
            }
        }
        #expect(try a.all().count == 5)
        #expect(try b.all().count == 5)
    }

    @Test func theSameIdFromTwoCatalogues_isTwoFavourites_andOldFavouritesKeepTheirOrder() throws {
        // A database as the previous release left it (migrations up to v4), with two favourites.
        let path = TemporaryDatabase.path()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: path)
        try AppDatabase.migrator().migrate(old, upTo: "v4-travel")
        try old.write { db in
            try db.execute(
                sql:
                    "INSERT INTO favorite_character(id, name, description, thumbnail_url, saved_at) VALUES (9, 'Older', '', '', 1)"
            )
            try db.execute(
                sql:
                    "INSERT INTO favorite_character(id, name, description, thumbnail_url, saved_at) VALUES (3, 'Newer', '', '', 2)"
            )
        }
        try old.close()
        let store = FavoriteCharactersStore(database: try AppDatabase(path: path))
        #expect(try store.all().map(\.name) == ["Older", "Newer"])
        #expect(try store.all().allSatisfy { $0.source == "marvel" })
        _ = try store.add(
            FavoriteCharacter(
                id: 9, source: "fandom", name: "Wiki nine", description: "", thumbnailURL: "", savedAt: Date()))
        #expect(try store.all().map(\.name) == ["Older", "Newer", "Wiki nine"])
        #expect(try store.remove(id: 9, source: "fandom"))
        #expect(try store.all().map(\.name) == ["Older", "Newer"])
    }
}
