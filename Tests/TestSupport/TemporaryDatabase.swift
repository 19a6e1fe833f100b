import Foundation
import Services

/// A database file of its own for one test, in a fresh temporary folder.
public enum TemporaryDatabase {
    public static func path(_ label: String = "test") -> String {
        TemporaryFolder.path(label) + "/onestep.sqlite"
    }

    public static func open(_ label: String = "test") throws -> AppDatabase {
        try AppDatabase(path: path(label))
    }
}
