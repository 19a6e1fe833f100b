import Foundation
import TUI

/// The key tables of README.md and README.ko.md, read as a person reads them: every table headed `| key | does |`
/// (`| 키 | 하는 일 |`), in order — Stores, Weather, Characters, Travel, then the keys that work everywhere — each as
/// its first column with the backticks taken away ("`j`/`k` `↑↓`" is the label "j/k ↑↓"). A test compares them with
/// the key tables in code, so the READMEs cannot promise a key the app does not have or leave one out.
public enum ReadmeKeyTables {
    public enum Table: Int, CaseIterable, Sendable { case stores, weather, characters, travel, everywhere }

    /// The labels of `table` in `file` ("README.md" or "README.ko.md" at the top of the tree).
    public static func labels(_ table: Table, in file: String, testFile: String = #filePath) -> [String] {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
            return ["no \(file) at \(root.path)"]
        }
        let tables = keyTables(text)
        return table.rawValue < tables.count ? tables[table.rawValue] : []
    }

    static func keyTables(_ text: String) -> [[String]] {
        var tables: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if cells.count >= 4, ["key", "키"].contains(cells[1]), ["does", "하는 일"].contains(cells[2]) {
                current = []
                continue
            }
            guard var rows = current else { continue }
            guard line.hasPrefix("|") else {
                tables.append(rows)
                current = nil
                continue
            }
            if cells[1].allSatisfy({ $0 == "-" }) { continue }
            rows.append(cells[1].replacingOccurrences(of: "`", with: ""))
            current = rows
        }
        if let current { tables.append(current) }
        return tables
    }
}

extension ReadmeKeyTables {
    /// The labels a tab's help lists (a binding without words is not listed: `2`–`4` ride on `1`'s row).
    @MainActor public static func helpLabels(_ bindings: [KeyBinding]) -> [String] {
        bindings.filter { !$0.summary.isEmpty }.map(\.keyLabel)
    }
}
