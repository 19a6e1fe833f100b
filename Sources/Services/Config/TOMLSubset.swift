import Foundation
import Localization

/// Reads the small part of TOML a config file needs: `[section]` headers, `key = "string"`, numbers,
/// booleans and `#` comments. (TOMLKit would pull a dependency our package mirror cannot resolve.)
/// A line it cannot read is a problem of that line alone: the line is skipped, the rest of the file applies.
public enum TOMLSubset {
    /// One line that could not be read: where (1-based line and column), why, and the setting it would have set.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public let reason: String
        /// "stores.radius" when the key was read before the value failed; nil when the line has no key.
        public let key: String?

        public init(line: Int, column: Int = 1, reason: String, key: String? = nil) {
            self.line = line; self.column = column; self.reason = reason; self.key = key
        }

        public var description: String { L.configLine(line, reason) }
    }

    /// Values by dotted key ("kakao.api_key"), and the lines that could not be read. `text` is the file decoded line
    /// by line (a line of bytes that are not UTF-8 comes in as nil).
    public static func read(lines: [String?]) -> (values: [String: String], problems: [ParseError]) {
        var result: [String: String] = [:]
        var problems: [ParseError] = []
        var section = ""
        for (index, decoded) in lines.enumerated() {
            let number = index + 1
            guard let raw = decoded else {
                problems.append(ParseError(line: number, reason: L.configNotUTF8))
                continue
            }
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            let line = stripComment(raw).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    problems.append(ParseError(line: number, column: indent + 1, reason: L.configUnclosedSection))
                    section = "\u{0}"  // the keys under a broken header belong to no section we know
                    continue
                }
                section = String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let eq = line.firstIndex(of: "=") else {
                problems.append(ParseError(line: number, column: indent + 1, reason: L.configExpectedKeyValue))
                continue
            }
            let key = line[..<eq].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            let dotted = section.isEmpty ? key : "\(section).\(key)"
            guard section != "\u{0}" else {
                problems.append(ParseError(line: number, column: indent + 1, reason: L.configUnderBrokenSection))
                continue
            }
            let valueText = line[line.index(after: eq)...]
            let valueColumn =
                indent + line.distance(from: line.startIndex, to: line.index(after: eq)) + 1
                + valueText.prefix { $0 == " " || $0 == "\t" }.count
            do {
                result[dotted] = try parseValue(valueText.trimmingCharacters(in: .whitespaces))
            } catch let reason as ValueProblem {
                problems.append(ParseError(line: number, column: valueColumn, reason: reason.text, key: dotted))
            } catch {}
        }
        return (result, problems)
    }

    /// The whole text, for callers that only want the values (and tests).
    public static func parse(_ text: String) throws -> [String: String] {
        let (values, problems) = read(lines: text.components(separatedBy: .newlines))
        if let first = problems.first { throw first }
        return values
    }

    private struct ValueProblem: Error { let text: String }

    private static func stripComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        for (offset, ch) in line.enumerated() {
            if ch == "\"" && previous != "\\" { inString.toggle() }
            if ch == "#" && !inString { return String(line.prefix(offset)) }
            previous = ch
        }
        return line
    }

    private static func parseValue(_ text: String) throws -> String {
        if text.isEmpty { throw ValueProblem(text: L.configMissingValue) }
        if text.hasPrefix("\"") {
            guard text.count >= 2, text.hasSuffix("\"") else { throw ValueProblem(text: L.configUnterminatedString) }
            return String(text.dropFirst().dropLast())
                .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
        if text.hasPrefix("'") {
            guard text.count >= 2, text.hasSuffix("'") else { throw ValueProblem(text: L.configUnterminatedString) }
            return String(text.dropFirst().dropLast())
        }
        if text == "true" || text == "false" || Double(text.replacingOccurrences(of: "_", with: "")) != nil {
            return text.replacingOccurrences(of: "_", with: "")
        }
        throw ValueProblem(text: L.configUnsupportedValue(String(text.prefix(20))))
    }
}
