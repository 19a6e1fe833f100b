import Foundation
import TUI

/// Pretty, key-sorted JSON on stdout; non-ASCII kept as is.
func printJSON(_ object: Any) {
    guard let data = try? JSONSerialization.data(withJSONObject: object,
                                                 options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
          let text = String(data: data, encoding: .utf8) else {
        fail("could not encode the result as JSON")
    }
    print(text)
}

/// A plain table aligned by display width (Korean takes two columns), sanitised like the screen.
func printTable(header: [String], rows: [[String]], rightAligned: Set<Int> = []) {
    let all = [header] + rows.map { $0.map(\.terminalSafe) }
    let widths = header.indices.map { column in min(40, all.map { $0[column].displayWidth }.max() ?? 0) }
    for (n, row) in all.enumerated() {
        let cells = row.enumerated().map { column, text in
            text.padded(to: widths[column], alignment: rightAligned.contains(column) ? .right : .left)
        }
        var line = cells.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        print(line)
        if n == 0 { print(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
    }
}
