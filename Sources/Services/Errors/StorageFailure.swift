import Foundation
import GRDB
import Localization

/// A local failure (the user's own database) as the sentence a user reads: what could not be done and
/// why in plain words, never a raw error dump. The sibling of `ServiceError` for the disk.
public enum StorageFailure {
    /// For example "could not save the favourite: the disk is full".
    public static func sentence(_ action: String, _ error: Error) -> String {
        L.storageCouldNot(action: action, reason: reason(error))
    }

    /// The same for a file at `path`: its place is looked at when the error alone does not say why.
    public static func sentence(_ action: String, _ error: Error, at path: String) -> String {
        L.storageCouldNot(action: action, reason: reason(error, at: path))
    }

    /// Why, in words: the problem's (`StorageProblem`), with the folder named where a folder was the trouble.
    static func reason(_ error: Error, at path: String? = nil) -> String {
        let problem = path.map { StorageProblem.of(error, at: $0) } ?? StorageProblem.of(error)
        if let file = error as? CocoaError, let path = file.filePath ?? (file.userInfo["NSFilePath"] as? String),
            [.permission, .readOnly, .notAFile, .missingFolder].contains(problem)
        {
            return L.storageFolderUnwritable(path) + " (" + problem.reason + ")"
        }
        return problem == .damaged ? L.storageDamaged : problem.reason
    }
}
