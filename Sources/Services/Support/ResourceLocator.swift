import Foundation
import Localization

/// Finds the bundled offline dataset: `$ONESTEP_RESOURCES`, then `<prefix>/share/onestep/Resources` next to
/// an installed binary, then the source tree's `Resources/` (development builds and tests).
public struct ResourceLocator: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public enum LookupError: Error, CustomStringConvertible {
        case notFound([String])
        case missingFile(String)
        public var description: String {
            switch self {
            case .notFound(let tried):
                return L.datasetNotFound(looked: tried.joined(separator: ", "))
            case .missingFile(let name): return L.datasetMissing(name)
            }
        }
    }

    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String = ResourceLocator.runningExecutable
    ) throws -> ResourceLocator {
        var candidates: [URL] = []
        if let explicit = environment["ONESTEP_RESOURCES"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        let exe = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(exe.appendingPathComponent("../share/onestep/Resources").standardizedFileURL)
        candidates.append(exe.appendingPathComponent("Resources"))
        // Source tree: this file is Sources/Services/Support/ResourceLocator.swift.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Resources").standardizedFileURL
        candidates.append(source)
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("gazetteer.json").path) {
            return ResourceLocator(directory: candidate)
        }
        throw LookupError.notFound(candidates.map(\.path))
    }

    /// The program's own path (`/proc/self/exe`): `argv[0]` is only "onestep" when it was found on the PATH.
    public static var runningExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
            ?? ""
    }

    public func data(named name: String) throws -> Data {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw LookupError.missingFile(name) }
        return data
    }
}
