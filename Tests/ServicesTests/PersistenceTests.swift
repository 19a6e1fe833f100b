import Foundation
import Testing
import TestSupport
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
