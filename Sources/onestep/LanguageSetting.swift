import ArgumentParser
import Foundation
import Localization
import Services
import TUI

/// Chooses the language before anything is parsed or shown: `--help` itself must be in it.
enum LanguageSetting {
    /// `--lang X` or `--lang=X` anywhere before a `--` (the option is also declared in `GlobalOptions`, so the
    /// parser accepts it and `--help` lists it).
    static func flag(in arguments: [String]) -> String? {
        var found: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--lang", index + 1 < arguments.count {
                found = arguments[index + 1]; index += 1
            } else if argument.hasPrefix("--lang=") {
                found = String(argument.dropFirst("--lang=".count))
            }
            index += 1
        }
        return found
    }

    static func choose(arguments: [String], environment: [String: String]) -> LanguageChoice {
        let configured = AppConfig.readLanguage(paths: AppPaths(environment: environment))
        return LanguageChoice.resolve(flag: flag(in: arguments), environment: environment, configured: configured)
    }

    /// argument-parser writes its own headings and a few sentences in English; in Korean they are replaced
    /// here, on the finished text (the layout is the library's; only words change).
    static func localizedHelp(_ text: String) -> String {
        guard Localization.language == .korean else { return text }
        var result = text
        // Sentences with a value inside: "The value 'abc' is invalid for '--radius <radius>'".
        for (pattern, korean) in [
            (#"The value '([^']*)' is invalid for '([^']*)'"#, "'$2'에 쓸 수 없는 값이에요: '$1'"),
            (#"The value '([^']*)' is invalid\."#, "쓸 수 없는 값이에요: '$1'"),
            (#"See '([^']+)' for detailed help\."#, "자세한 도움말: $1"),
            (#"See '([^']+)' for more information\."#, "자세한 내용: $1"),
            (#"(\d+) unexpected arguments:"#, "예상하지 못한 인자 $1개:"),
            (#"Did you mean '([^']+)'\?"#, "'$1'을(를) 쓰려던 건가요?"),
        ] {
            result = result.replacingOccurrences(of: pattern, with: korean, options: .regularExpression)
        }
        for (english, korean) in [
            ("OVERVIEW: ", "개요: "), ("USAGE: ", "사용법: "), ("Usage: ", "사용법: "), ("ARGUMENTS:", "인자:"),
            ("OPTIONS:", "옵션:"), ("SUBCOMMANDS:", "하위 명령:"), ("Show help information.", "도움말을 보여 줘요."),
            ("Show the version.", "버전을 보여 줘요."), ("(default: ", "(기본값: "), ("Error: ", "오류: "),
            ("Missing expected argument", "빠진 인자"), ("Missing value for", "값이 빠진 옵션"),
            ("Missing required subcommand.", "하위 명령이 필요해요."), ("Please provide one of", "다음 중 하나를 주세요:"),
            ("Unknown option", "모르는 옵션"), ("Unexpected argument", "예상하지 못한 인자"), ("Help: ", "도움말: "),
        ] {
            result = result.replacingOccurrences(of: english, with: korean)
        }
        // "(default)" beside a subcommand's name is inside the name column: keep the column's width.
        result = result.replacingOccurrences(of: "(default)   ", with: "(기본)      ")
        result = result.replacingOccurrences(of: "(default)", with: "(기본)")
        return rewrapped(result, width: terminalWidth())
    }

    /// argument-parser wraps at a count of characters; Hangul takes two columns, so Korean help is wrapped again
    /// by display width: an option's description under its column, a paragraph as a paragraph.
    static func rewrapped(_ text: String, width: Int) -> String {
        var out: [String] = []
        var lines = text.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            if line.displayWidth <= width && (lines.first.map { !isContinuation($0, of: line) } ?? true) {
                out.append(line); continue
            }
            // An entry: "  --name <v>   description" (or a paragraph, indent 0), then its continuation lines.
            let indent = descriptionColumn(line)
            var text = String(line.dropFirst(indent))
            while let next = lines.first, isContinuation(next, of: line) {
                text += " " + next.trimmingCharacters(in: .whitespaces); lines.removeFirst()
            }
            let pieces = text.wrapped(to: max(10, width - indent))
            out += pieces.enumerated().map { i, piece in
                (i == 0 ? String(line.prefix(indent)) : String(repeating: " ", count: indent)) + piece
            }
        }
        return out.joined(separator: "\n")
    }

    /// Where a help line's text starts: after the name column of an option ("  --x <v>   text"), else 0.
    private static func descriptionColumn(_ line: String) -> Int {
        guard line.hasPrefix("  "), let gap = line.dropFirst(2).range(of: "  ") else { return 0 }
        let afterGap = line[gap.upperBound...].prefix { $0 == " " }
        return line.distance(from: line.startIndex, to: gap.upperBound) + afterGap.count
    }

    /// A line argument-parser wrapped out of `line`: indented exactly to `line`'s description column (an option),
    /// or, for a paragraph (no indent), an unindented line that is not a heading.
    private static func isContinuation(_ next: String, of line: String) -> Bool {
        guard !next.isEmpty, !line.isEmpty else { return false }
        let column = descriptionColumn(line)
        if column == 0 {
            return !line.hasPrefix(" ") && !next.hasPrefix(" ") && !next.hasSuffix(":") && !line.hasSuffix(":")
                && !["사용법:", "오류:", "도움말:", "개요:"].contains { next.hasPrefix($0) }
        }
        let lead = next.prefix { $0 == " " }.count
        return lead == column && next.count > column
    }

    private static func terminalWidth() -> Int {
        NcursesBackend.terminalSize(fd: 1).map { max(40, $0.width) } ?? 80
    }
}
