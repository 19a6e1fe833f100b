import Foundation
import TestSupport
import Testing

@testable import Services

@MainActor
struct StateFileTests {
    func temporaryPath() -> String {
        TemporaryFolder.path("state") + "/onestep/state.json"
    }

    @Test func valuesSurviveAReopen_andTheFileIsCreatedWithItsDirectory() {
        let path = temporaryPath()
        let state = StateFile(path: path)
        #expect(state.value(StateFile.lastTab) == nil)
        state.set(StateFile.lastTab, "2")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(StateFile(path: path).value(StateFile.lastTab) == "2")
    }

    @Test func aDamagedFile_readsAsEmpty_andIsReplacedOnTheNextWrite() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("{\"last_tab\": 3,".utf8).write(to: URL(fileURLWithPath: path))
        let state = StateFile(path: path)
        #expect(state.value(StateFile.lastTab) == nil)
        state.set(StateFile.lastTab, "1")
        #expect(StateFile(path: path).value(StateFile.lastTab) == "1")
    }

    @Test func aValueThatIsNotText_isLeftOut_andTheOthersAreRead() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(#"{"last_tab": 3, "last_location": "잠실", "network_location": null}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let state = StateFile(path: path)
        #expect(state.value(StateFile.lastTab) == nil)
        #expect(state.value(StateFile.lastLocation) == "잠실")
        #expect(state.value(StateFile.networkLocation) == nil)
        try Data(#"["last_tab", "1"]"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(StateFile(path: path).value(StateFile.lastTab) == nil)
    }

    @Test func valuesFromTheDatabase_areCarriedOverOnce_andRemovedThere() throws {
        let settings = SettingsStore(database: try TemporaryDatabase.open())
        settings.set(StateFile.lastTab, "3")
        settings.set(StateFile.lastLocation, "{\"name\":\"잠실\"}")
        settings.set("weather_units", "imperial")
        let path = temporaryPath()
        StateFile(path: path).carryOver([StateFile.lastTab, StateFile.lastLocation], from: settings)
        let state = StateFile(path: path)
        #expect(state.value(StateFile.lastTab) == "3")
        #expect(state.value(StateFile.lastLocation) == "{\"name\":\"잠실\"}")
        #expect(settings.value(StateFile.lastTab) == nil && settings.value(StateFile.lastLocation) == nil)
        #expect(settings.value("weather_units") == "imperial")  // a choice of the user's stays where it was
        // A later value in the state file is never overwritten by an old one left in a database.
        state.set(StateFile.lastTab, "0")
        settings.set(StateFile.lastTab, "2")
        state.carryOver([StateFile.lastTab], from: settings)
        #expect(StateFile(path: path).value(StateFile.lastTab) == "0")
    }
}
