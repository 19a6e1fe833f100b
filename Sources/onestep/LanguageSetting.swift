import ArgumentParser
import Foundation
import Localization
import Services

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
        for (english, korean) in [
            ("OVERVIEW: ", "개요: "), ("USAGE: ", "사용법: "), ("Usage: ", "사용법: "), ("ARGUMENTS:", "인자:"),
            ("OPTIONS:", "옵션:"), ("SUBCOMMANDS:", "하위 명령:"), ("Show help information.", "도움말을 보여 줘요."),
            ("Show the version.", "버전을 보여 줘요."), ("(default: ", "(기본값: "), ("Error: ", "오류: "),
            ("See 'onestep help <subcommand>' for detailed help.", "자세한 도움말: onestep help <하위 명령>"),
            ("Missing expected argument", "빠진 인자"), ("Unknown option", "모르는 옵션"),
            ("Unexpected argument", "예상하지 못한 인자"), ("The value ", "값 "),
            ("is invalid for", "은(는) 다음에 쓸 수 없어요:"), ("(default)", "(기본)"),
        ] {
            result = result.replacingOccurrences(of: english, with: korean)
        }
        return result
    }
}
