import Foundation
import Localization

/// Reads the small part of TOML a config file needs: `[section]` headers, `key = "string"`, numbers,
/// booleans and `#` comments. (TOMLKit would pull a dependency our package mirror cannot resolve.)
public enum TOMLSubset {
    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { L.configLine(line, reason) }
    }

    /// Values by dotted key ("kakao.api_key").
    public static func parse(_ text: String) throws -> [String: String] {
        var result: [String: String] = [:]
        var section = ""
        for (index, raw) in text.components(separatedBy: .newlines).enumerated() {
            let line = stripComment(raw).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw ParseError(line: index + 1, reason: L.configUnclosedSection) }
                section = String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let eq = line.firstIndex(of: "=") else {
                throw ParseError(line: index + 1, reason: L.configExpectedKeyValue)
            }
            let key = line[..<eq].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            let value = try parseValue(
                line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces), line: index + 1)
            result[section.isEmpty ? key : "\(section).\(key)"] = value
        }
        return result
    }

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

    private static func parseValue(_ text: String, line: Int) throws -> String {
        if text.hasPrefix("\"") {
            guard text.count >= 2, text.hasSuffix("\"") else {
                throw ParseError(line: line, reason: L.configUnterminatedString)
            }
            return String(text.dropFirst().dropLast())
                .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
        if text.hasPrefix("'") {
            guard text.count >= 2, text.hasSuffix("'") else {
                throw ParseError(line: line, reason: L.configUnterminatedString)
            }
            return String(text.dropFirst().dropLast())
        }
        if text == "true" || text == "false" || Double(text.replacingOccurrences(of: "_", with: "")) != nil {
            return text.replacingOccurrences(of: "_", with: "")
        }
        throw ParseError(line: line, reason: L.configUnsupportedValue(String(text.prefix(20))))
    }
}
