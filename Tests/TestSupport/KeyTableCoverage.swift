import TUI

/// For a tab's transition table: the keys a mode lists in help that have no row named "<mode>: <label>" (a table
/// must cover every key of every mode).
public enum KeyTableCoverage {
    @MainActor public static func missing(_ bindings: [KeyBinding], mode: String, rows: Set<String>) -> [String] {
        ReadmeKeyTables.helpLabels(bindings).map { "\(mode): \($0)" }.filter { !rows.contains($0) }
    }
}
