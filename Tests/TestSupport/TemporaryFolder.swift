import Foundation

/// A path for one test's files, inside a folder of the test process's own that is removed when the process exits:
/// a run leaves nothing in the temporary directory (each test used to leave its folder there).
public enum TemporaryFolder {
    /// A fresh path, not yet made (the code under test makes it, as it would the user's); `label` says what it is for.
    public static func path(_ label: String) -> String {
        root + "/\(label)-\(UUID().uuidString)"
    }

    /// Its removal is registered the first time a path is asked for.
    private static let root: String = {
        atexit { try? FileManager.default.removeItem(atPath: TemporaryFolder.rootPath) }
        return rootPath
    }()

    private static let rootPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("onestep-tests-\(getpid())").path
}
