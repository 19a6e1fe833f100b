import ArgumentParser
import Foundation
import Localization
import Services
import TUI

/// `onestep bench`: bytes the real ncurses backend writes per frame (first, idle, one selection move)
/// and the time to the first loaded frame. Output goes to a temporary file, not the terminal.
struct BenchCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "bench", abstract: L.cmdBenchAbstract, shouldDisplay: false)
    }

    @OptionGroup var global: GlobalOptions
    @Option(name: .long) var tab: String = "stores"
    @Option(name: .long) var size: String = "100x30"
    @Option(name: .long, help: ArgumentHelp(L.cmdBenchMovesHelp)) var moves: Int = 20
    @Option(name: .long, help: ArgumentHelp(L.cmdBenchQueryHelp)) var query: String = "ma"
    @Flag(name: .long, help: ArgumentHelp(L.cmdBenchPhasesHelp)) var phases = false
    @Flag(name: .long, help: ArgumentHelp(L.cmdBenchStreetsHelp)) var streets = false
    /// A file of `opening_hours` values (the differential test's TSV): time "open now" for 50,000 stores instead.
    @Option(name: .long, help: ArgumentHelp(L.cmdBenchOpeningHoursHelp)) var openingHours: String?
    /// The nearest toilets and chargers through the R*Tree beside a linear scan.
    @Flag(name: .long) var koreaAccess = false
    /// An Overpass answer of a walkable network: the route between its farthest corners, from the bytes.
    @Option(name: .long) var route: String?
    /// Lines of Korean read from standard input, each printed romanized (the peer check's side of the app).
    @Flag(name: .long) var romanize = false

    @MainActor
    func execute() async throws -> Bool {
        if let openingHours {
            try Self.benchOpenNow(valuesFile: openingHours)
            return false
        }
        if romanize {
            while let line = readLine() { print(Romanization.romanize(line)) }
            return false
        }
        if let route {
            try BenchRoute.run(answerFile: route)
            return false
        }
        if koreaAccess {
            try BenchKoreaAccess.run(resources: AppEnvironment(offline: true).resources)
            return false
        }
        let started = Date()
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, let index = TabsFactory.index(of: tab) else {
            throw CommandFailure("bad --size or --tab")
        }
        // When each start-up phase ended (--phases): where the time to the first frame goes.
        var phaseEnds: [String] = []
        func mark(_ what: String) {
            phaseEnds.append(String(format: "%@ %.1f", what, Date().timeIntervalSince(started) * 1000))
        }
        mark("parsed")
        let environment = try AppEnvironment(offline: !streets)
        mark("environment")
        let start = try await environment.commandLocation(global.location ?? "판교")
        mark("location")
        // Kept for the run's length: the shell's closures and the tabs' subscriptions refer to it weakly.
        let builder = ShellBuilder(environment: environment, location: start)
        defer { withExtendedLifetime(builder) {} }
        let shell = builder.makeShell(selectedTab: index)
        mark("shell built")
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else {
            throw CommandFailure("no temporary file")
        }
        let backend = try NcursesBackend(
            options: .init(
                output: output, input: input, terminalType: "xterm-256color",
                size: Size(width: parts[0], height: parts[1])),
            environment: ["NO_COLOR": ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""])
        let renderer = Renderer(backend: backend)
        func written() -> Int { fflush(output); return Int(ftell(output)) }

        mark("backend")
        shell.start()
        mark("shell started")
        await shell.activeTab?.settle()
        mark("settled")
        renderer.render { shell.render(into: &$0) }
        mark("rendered")
        let firstFrameSeconds = Date().timeIntervalSince(started)
        let first = written()
        if tab == "characters" {
            // A populated list: type the query, let the debounce pass, go to the list.
            shell.handle(.char("/"))  // a visit starts on the list: / focuses the field
            for ch in query { shell.handle(.char(ch)) }
            try await Task.sleep(for: .milliseconds(350))
            await shell.activeTab?.settle()
            shell.handle(.enter)
            renderer.render { shell.render(into: &$0) }
        }

        var idle: [Int] = []
        for _ in 0..<5 {
            let before = written()
            renderer.render { shell.render(into: &$0) }
            idle.append(written() - before)
        }
        // Downwards through the list (pages load on the way), each move's answer awaited before the frame.
        var move: [Int] = []
        let moveStarted = Date()
        for _ in 0..<moves {
            let before = written()
            shell.handle(.char("j"))
            await shell.activeTab?.settle()
            renderer.render { shell.render(into: &$0) }
            move.append(written() - before)
        }
        let moveSeconds = Date().timeIntervalSince(moveStarted)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        backend.close()
        let average = move.isEmpty ? 0 : move.reduce(0, +) / move.count
        print("tab \(tab) at \(size) through ncurses (xterm-256color)")
        print("first frame:            \(first) bytes")
        print("idle frame:             \(idle.max() ?? 0) bytes (max of \(idle.count))")
        print(
            "one selection move:     \(average) bytes on average (min \(move.min() ?? 0), max \(move.max() ?? 0), \(move.count) moves)"
        )
        print(
            String(
                format: "time to first frame:    %.1f ms (from command start to the first loaded frame, %@)",
                firstFrameSeconds * 1000, streets ? "live, from the loopback stand-in" : "offline"))
        print(
            String(
                format: "time per move:          %.2f ms (wall, \(moves) moves down, paging included)",
                moveSeconds * 1000 / Double(max(1, moves))))
        print("peak resident memory:   \(usage.ru_maxrss / 1024) MB")
        if phases { print("start-up phases (ms):   " + phaseEnds.joined(separator: " · ")) }
        return false
    }

    /// "Open now" for 50,000 stores: each value parsed once (as an answer's stores are), then asked at one instant
    /// in Seoul with Korea's holidays; the best of five runs.
    static func benchOpenNow(valuesFile: String) throws {
        let text = (try? String(contentsOfFile: valuesFile, encoding: .utf8)) ?? ""
        let written = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
            String($0.split(separator: "\t")[0])
        }
        guard !written.isEmpty else { throw CommandFailure(L.cmdBenchNoOpeningHours(valuesFile)) }
        let count = 50_000
        let parseStarted = Date()
        let values = (0..<count).map { OpeningHours(written[$0 % written.count]) }
        let parseSeconds = Date().timeIntervalSince(parseStarted)
        let seoul = Coordinate(latitude: 37.5665, longitude: 126.9780)
        let at = CivilTime.date(year: 2026, month: 9, day: 25, hour: 10, minute: 0, offset: 32_400)
        var best = Double.infinity
        var counts = (open: 0, closed: 0, unknown: 0)
        for _ in 0..<5 {
            let started = Date()
            counts = (0, 0, 0)
            for hours in values {
                switch hours.state(at: at, utcOffset: 32_400, coordinate: seoul, holidays: KoreanHolidays.shared) {
                case .open: counts.open += 1
                case .closed: counts.closed += 1
                case .unknown: counts.unknown += 1
                }
            }
            best = min(best, Date().timeIntervalSince(started))
        }
        print("opening_hours: \(written.count) real values cycled to \(count) stores (\(valuesFile))")
        print(String(format: "parsed once:            %.1f ms", parseSeconds * 1000))
        print(
            String(
                format:
                    "open now, 50,000:       %.1f ms (best of 5; target under 50 ms) — %d open, %d closed, %d unknown",
                best * 1000, counts.open, counts.closed, counts.unknown))
    }
}
