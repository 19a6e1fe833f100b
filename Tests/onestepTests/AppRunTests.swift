import Testing

@testable import onestep

/// The app's options read straight from the command line (`AppRun.read`) must be what the argument parser reads,
/// and anything else must be left to the parser.
struct AppRunTests {
    /// What the parser makes of `arguments` when it is the app, as `AppRun`; nil for an error or another command.
    private func parsed(_ arguments: [String]) -> AppRun? {
        let command = try? Onestep.parseAsRoot(GlobalOptions.movedAfterTheSubcommand(arguments))
        return (command as? AppCommand)?.app
    }

    @Test func theAppsOptions_areReadAsTheParserReadsThem() {
        let read: [[String]] = [
            [], ["--offline"], ["--accessible"], ["--offline", "--accessible"],
            ["--location", "잠실"], ["--location=37.51,127.10"], ["--location", "Gangnam Station", "--offline"],
            ["--lang", "ko"], ["--lang=en", "--accessible"], ["--lang", "en", "--location", "판교", "--offline"],
            ["--location", "a=b"], ["--location=x=y"],
        ]
        for arguments in read {
            let direct = AppRun.read(arguments)
            #expect(direct != nil, "\(arguments) should be read without the parser")
            #expect(direct == parsed(arguments), "\(arguments)")
        }
        #expect(
            AppRun.read(["--location", "잠실", "--offline", "--accessible"])
                == AppRun(offline: true, location: "잠실", accessible: true))
    }

    @Test func anythingElse_isLeftToTheParser() {
        let left: [[String]] = [
            ["--help"], ["-h"], ["--version"], ["stores"], ["--offline", "stores"], ["app"], ["app", "--offline"],
            ["--lang", "xx"], ["--lang"], ["--location"], ["--location="], ["--location", "-33.8,151.2"],
            ["--offline", "--offline"], ["--location", "a", "--location", "b"], ["--offline=true"], ["--unknown"],
            ["-"], ["--"], ["--offline", "--", "x"], ["snapshot", "--tab", "weather"], ["--location", "--help"],
            ["--lang", "--help"],
        ]
        for arguments in left {
            #expect(AppRun.read(arguments) == nil, "\(arguments) is the parser's to read")
        }
    }
}
