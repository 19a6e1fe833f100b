import Foundation

/// Whole-frame golden files: `Goldens/NAME.txt` beside the test file, one screen row per line.
/// `ONESTEP_RECORD_GOLDENS=1 swift test` writes them anew (read the diff before committing);
/// otherwise a missing file is a failure, never a silent recording.
public enum Golden {
    /// Row-by-row differences between `lines` and the golden file (empty when they match).
    public static func compare(_ lines: [String], named name: String, testFile: String = #filePath) -> [String] {
        let url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name + ".txt")
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["ONESTEP_RECORD_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
                return ["could not record \(url.path)"]
            }
            return []
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return ["no golden file at \(url.path); record it with ONESTEP_RECORD_GOLDENS=1"]
        }
        var rows = expected.components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return differences(expected: rows, actual: lines)
    }
}
