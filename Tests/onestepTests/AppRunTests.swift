import XCTest

@testable import onestep

/// The app's options read straight from the command line (`AppRun.read`) must be what the argument parser reads,
/// and anything else must be left to the parser.
final class AppRunTests: XCTestCase {
    /// What the parser makes of `arguments` when it is the app, as `AppRun`; nil for an error or another command.
    private func parsed(_ arguments: [String]) -> AppRun? {
        let command = try? Onestep.parseAsRoot(GlobalOptions.movedAfterTheSubcommand(arguments))
        return (command as? AppCommand)?.app
    }

    func testTheAppsOptionsAreReadAsTheParserReadsThem() {
        let read: [[String]] = [
            [], ["--offline"], ["--accessible"], ["--offline", "--accessible"],
            ["--location", "잠실"], ["--location=37.51,127.10"], ["--location", "Gangnam Station", "--offline"],
            ["--lang", "ko"], ["--lang=en", "--accessible"], ["--lang", "en", "--location", "판교", "--offline"],
            ["--location", "a=b"], ["--location=x=y"],
        ]
        for arguments in read {
            let direct = AppRun.read(arguments)
            XCTAssertNotNil(direct, "\(arguments) should be read without the parser")
            XCTAssertEqual(direct, parsed(arguments), "\(arguments)")
        }
        XCTAssertEqual(
            AppRun.read(["--location", "잠실", "--offline", "--accessible"]),
            AppRun(offline: true, location: "잠실", accessible: true))
    }

    func testAnythingElseIsLeftToTheParser() {
        let left: [[String]] = [
            ["--help"], ["-h"], ["--version"], ["stores"], ["--offline", "stores"], ["app"], ["app", "--offline"],
            ["--lang", "xx"], ["--lang"], ["--location"], ["--location="], ["--location", "-33.8,151.2"],
            ["--offline", "--offline"], ["--location", "a", "--location", "b"], ["--offline=true"], ["--unknown"],
            ["-"], ["--"], ["--offline", "--", "x"], ["snapshot", "--tab", "weather"], ["--location", "--help"],
            ["--lang", "--help"],
        ]
        for arguments in left {
            XCTAssertNil(AppRun.read(arguments), "\(arguments) is the parser's to read")
        }
    }
}
