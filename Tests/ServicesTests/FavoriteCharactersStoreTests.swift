import Foundation
import Testing
import TestSupport
@testable import Services

struct FavoriteCharactersStoreTests {
    func tempPath() -> String {
        TemporaryDatabase.path()
    }

    func favorite(_ id: Int, at seconds: Double = 0) -> FavoriteCharacter {
        FavoriteCharacter(id: id, name: "Hero \(id)", description: "d\(id)", thumbnailURL: "http://x/\(id).jpg",
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
}
