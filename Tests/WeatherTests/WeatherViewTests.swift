import Foundation
import Observables
import Synchronization
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Weather

@MainActor
struct WeatherViewTests {
    /// The READMEs' Weather key table is the report's key table, key for key, in both languages.
    @Test func theReadmesKeyTables_areTheReportsKeys() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        let code = ReadmeKeyTables.helpLabels(shell.tabs[0].bindings)
        for file in ["README.md", "README.ko.md"] {
            #expect(ReadmeKeyTables.labels(.weather, in: file) == code, "\(file)")
        }
    }

    func makeShell() throws -> (Shell, WeatherViewModel) { try makeSampleWeatherShell() }

    func screen(_ shell: Shell) -> String {
        var buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    @Test func goldenFrames_100x30_and80x24() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        for (w, h) in [(100, 30), (80, 24)] {
            let diff = Golden.compare(frame(of: shell, w, h), named: "weather-\(w)x\(h)")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    @Test func theAccessibleMode_saysTheChartInSentences_withNoBraille() async throws {
        let (shell, model) = try makeShell()
        shell.accessible = true
        await model.settle()
        let lines = frame(of: shell, 100, 30)
        #expect(lines[0] == "Weather — forecast for 판교 · tab 2 of 1")
        let text = lines.joined(separator: "\n")
        #expect(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        #expect(text.contains("Next 5 days: 13°C to 24°C."))
        #expect(text.contains("\nWarmest 24°C, ") && text.contains("\nColdest 13°C, "))  // one fact a line
        #expect(text.contains("Expected: rain 4.9 mm, Tue 22 Sep 06:00–15:00"))
        #expect(lines[28] == "sample weather (offline)")  // the news line
    }

    @Test func showsCurrentConditions_theChart_andDays_labelledAsSampleData() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        let text = screen(shell)
        #expect(text.contains("☆ 판교, KR"))
        #expect(text.contains("SAMPLE DATA"))
        #expect(text.contains("feels like"))
        #expect(text.contains("sunrise") && text.contains("UTC+9"))
        #expect(text.contains("°C"))
        #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })  // braille chart
    }

    @Test func uSwitchesToFahrenheit_andFStarsTheCity() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("u"))
        #expect(screen(shell).contains("°F"))
        shell.handle(.char("f"))
        #expect(screen(shell).contains("★ 판교"))
    }

    @Test func slashOpensTheCitySearch_andTypingKoreanWorks() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("/"))
        for ch in "도쿄" { shell.handle(.char(ch)) }
        #expect(screen(shell).contains("도쿄"))
        shell.handle(.enter)
        await model.settle()
        await model.settle()
        #expect(screen(shell).contains("도쿄 (Tokyo), JP"))
    }

    @Test func favouritesView_listsCities_andEnterShowsOne() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("f"))
        model.send(.search("Lisbon"))
        await model.settle()
        await model.settle()
        shell.handle(.char("v"))
        let text = screen(shell)
        #expect(text.contains("Favourite cities"))
        #expect(text.contains("★ 판교"))
        shell.handle(.enter)
        await model.settle()
        #expect(model.state.place?.name == "판교")
    }

    /// The cursor is the focus in every mode: a forecast line, the city field's caret, a favourite's row.
    @Test func theCursor_followsTheFocus_inEveryMode() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        func frame() -> Buffer { frameBuffer(of: shell) }
        // The report opens on its top line, the place (where, which source, how old: the header, highlighted),
        // then j walks the conditions now and every fact one at a time (the cursor on its first letter, the fact
        // highlighted), the air, the chart's caption, then the forecast's days and steps; k comes back up.
        var buffer = frame()
        func line() -> String { buffer.cursorLine }
        func atCursor() -> String { buffer.textAtCursor }
        #expect(model.state.mode == .report && buffer.cursor == Point(x: 0, y: 1))
        #expect(line().hasPrefix("SAMPLE DATA  ☆ 판교, KR (your location)"))  // the warning first
        #expect(buffer[0, 1].style.reverse)
        shell.handle(.char("j"))
        buffer = frame()
        #expect(line().contains("17°C") && line().contains("mainly clear"))
        #expect(buffer[buffer.cursor!.x, buffer.cursor!.y].style.reverse)
        var walked: [String] = []
        while model.state.above.focused != nil {
            shell.handle(.char("j"))
            buffer = frame()
            walked.append(atCursor())
        }
        for _ in 0..<2 {
            shell.handle(.char("j"))
            buffer = frame()
            walked.append(atCursor())
        }
        let facts = ["feels like", "min ", "humidity", "wind", "pressure", "visibility", "clouds", "sunrise", "sunset"]
        for (fact, seen) in zip(facts, walked) { #expect(seen.hasPrefix(fact), "\(fact) vs \(seen)") }
        #expect(walked.contains { $0.hasPrefix("air quality needs the network") })  // offline: no number, and says so
        let caption = try #require(walked.firstIndex { $0.contains("13–24°C") })  // the chart's caption
        #expect(walked[caption + 1].hasPrefix("Tue 22 Sep") && walked[caption + 2].contains("00:00"))
        #expect(walked[caption + 3].contains("03:00"))
        #expect(model.state.above.focused == nil && model.state.forecast.selected == 2)
        for _ in 0..<3 { shell.handle(.char("k")) }
        buffer = frame()
        #expect(model.state.above.focused == caption + 2 && atCursor().contains("13–24°C"))
        shell.handle(.char("G"))
        buffer = frame()
        #expect(model.state.above.focused == nil && model.state.forecast.selected == model.state.forecast.count - 1)
        shell.handle(.char("g"))
        #expect(model.state.above.focused == 0)  // the place line
        #expect(frameBuffer(of: shell).cursor == Point(x: 0, y: 1))
        shell.handle(.char("/"))
        for ch in "도쿄" { shell.handle(.char(ch)) }
        buffer = frame()
        #expect(model.state.mode == .citySearch(TextFieldState(text: "도쿄")))
        #expect(buffer[buffer.cursor!.x - 2, buffer.cursor!.y].symbol == "쿄")
        shell.handle(.escape)
        shell.handle(.char("f"))
        shell.handle(.char("v"))
        buffer = frame()
        #expect(model.state.mode == .favorites && buffer.trimmedLines()[buffer.cursor!.y].contains("★ 판교"))
        shell.handle(.escape)
        #expect(model.state.mode == .report)
    }

    /// With the air known: the line under the conditions grades it in words, the row under the chart gives each
    /// day's worst grade, and Enter on a forecast step shows that hour's values and its air.
    @Test func theAir_isGradedInWords_perDayUnderTheChart_andPerHourOnEnter() async throws {
        let (shell, model) = try makeSampleWeatherShell(airQuality: SteadyAir())
        await model.settle()
        var text = screen(shell)
        #expect(text.contains("PM10 moderate (42 µg/m³) · PM2.5 bad (38 µg/m³) · O₃ 61 µg/m³ · NO₂ 12 µg/m³"))
        #expect(text.contains("fine dust, worst each day:") && text.contains("bad"))
        shell.handle(.char("G"))  // the last step of the forecast
        shell.handle(.enter)
        text = screen(shell)
        guard case .hour = model.state.mode else { Issue.record("no hour view: \(model.state.mode)"); return }
        #expect(text.contains("chance of rain or snow") && text.contains("PM10 moderate (42 µg/m³)"))
        shell.handle(.escape)
        #expect(model.state.mode == .report)
    }

    /// A key lands on the same line whatever was drawn last, or whether anything was: the report's lines are one
    /// fact each, counted from the report, not from the last frame's width. Drawn at 40 and at 200 columns, the
    /// cursor is on the same fact.
    @Test func keysLandOnTheSameLine_whateverTheWidth_andWithoutAFrame() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        let count = model.walkedLineCount
        #expect(count >= 13)  // the place, the headline, nine facts, the air, the chart's caption
        for _ in 0..<4 { model.lineDown() }  // no frame drawn yet
        #expect(model.state.above.focused == 4)
        for width in [40, 200] {
            let buffer = frameBuffer(of: shell, width, 30)
            #expect(buffer.textAtCursor.hasPrefix("humidity"), "\(width): \(buffer.cursorLine)")
        }
        for _ in 4..<count { model.lineDown() }
        #expect(model.state.above.focused == nil && model.state.forecast.selected == 0)
        model.lineUp()
        #expect(model.state.above.focused == count - 1)
    }

    /// Enter on a day's heading opens that day's first step (it did nothing).
    @Test func enterOnADayHeading_opensThatDaysFirstStep() async throws {
        let (shell, model) = try makeSampleWeatherShell(airQuality: SteadyAir())
        await model.settle()
        let rows = ForecastRow.rows(try #require(model.state.report))
        let heading = try #require(rows.indices.dropFirst().first { if case .day = rows[$0] { true } else { false } })
        guard case .step(let first) = rows[heading + 1] else { Issue.record("no step after the heading"); return }
        model.lineLast()
        while model.state.forecast.selected > heading { model.lineUp() }
        shell.handle(.enter)
        #expect(model.state.mode == .hour(first.time), "\(model.state.mode)")
    }
}

/// With the network gone, the last forecast and air kept on disk are shown with their age, and not as current
/// once too old (12 h for the forecast, 3 h for the air).
@MainActor
struct OfflineCopyTests {
    /// The network: up until `down` is set.
    final class Network: Transport, Sendable {
        let inner: Transport
        let down = Mutex(false)
        init(_ inner: Transport) { self.inner = inner }
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if down.withLock({ $0 }) { throw TransportError.noNetwork("refused") }
            return try await inner.send(request)
        }
    }

    struct KeptAir: AirQualityService {
        let fetchedAt: Date
        func airQuality(at point: Coordinate) async throws -> AirQuality {
            var air = AirQuality(
                time: fetchedAt, pm10: 42, pm2_5: 38, ozone: nil, nitrogenDioxide: nil, europeanAQI: nil, hourly: [],
                source: "test")
            air.origin = AnswerOrigin(fetchedAt: fetchedAt, isOfflineCopy: true)
            return air
        }
    }

    @Test func theLastForecastKept_isShownWithItsAge_andPast12HoursIsSaidNotToBeCurrent() async throws {
        let gazetteer = try Gazetteer.load(
            from: ResourceLocator(
                directory: URL(fileURLWithPath: #filePath)
                    .deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL))
        let simulator = OpenWeatherSimulator(gazetteer: gazetteer, now: { Date(timeIntervalSince1970: 1_790_000_000) })
        let network = Network(OfflineTransport(responders: [simulator.responder]))
        let clock = VirtualClock()
        let wallClock = Mutex(clock.now)
        let cache = AnswerCache(directory: TemporaryFolder.path("weather-answers"))
        let transport = LastAnswerTransport(network, cache: cache, now: { wallClock.withLock { $0 } })
        func model(air: Date) -> WeatherViewModel {
            WeatherViewModel(
                client: OpenWeatherClient(transport: transport, baseURL: URL(string: "https://x")!, apiKey: "k"),
                store: nil, clock: clock, location: Observable(.pangyo), units: .metric, isSampleData: false,
                airQuality: KeptAir(fetchedAt: air))
        }
        // Fetched live once (kept), then the network goes.
        let first = model(air: clock.now)
        first.activate()
        await first.settle()
        #expect(first.state.report?.origin?.isOfflineCopy == false)
        network.down.withLock { $0 = true }
        clock.advance(by: .seconds(2 * 3600))
        func screen(airFetched: Date) async -> String {
            let shown = model(air: airFetched)
            let shell = Shell(tabs: [WeatherView(model: shown)])
            shell.start()
            await shown.settle()
            var buffer = Buffer(size: Size(width: 100, height: 30))
            shell.render(into: &buffer)
            return buffer.trimmedLines().joined(separator: "\n")
        }
        var text = await screen(airFetched: clock.now.addingTimeInterval(-3600))
        #expect(
            text.contains("OpenWeather · 2 h ago (offline)")
                && text.contains("Weather: OpenWeather · 2 h ago (offline)"))
        #expect(!text.contains("not current") && !text.contains("SAMPLE"))
        #expect(text.contains("PM10 moderate (42 µg/m³)") && text.contains("(offline, fetched 1 h ago)"))
        // Half a day later: the same forecast, said not to be now; air older than 3 h is not shown at all.
        clock.advance(by: .seconds(11 * 3600))
        text = await screen(airFetched: clock.now.addingTimeInterval(-4 * 3600))
        #expect(text.contains("OpenWeather · 13 h ago (offline) — not current"))
        #expect(text.contains("Not current: the last forecast kept, from 13 h ago (offline)"))
        #expect(!text.contains("PM10 moderate") && text.contains("(4 h ago) is too old to be current"), "\(text)")
    }
}

@MainActor
struct LineChartTests {
    @Test func drawsTheRangeLabels_aLine_andBars() {
        var buffer = Buffer(size: Size(width: 30, height: 6))
        LineChart(
            values: [0, 5, 10, 5, 0], bars: [0, 1, 0, 2, 0], formatLabel: { "\(Int($0))°" },
            axisLabels: [(2, "Tue")]
        ).render(in: buffer.area, buffer: &buffer)
        let lines = buffer.trimmedLines()
        #expect(lines[0].hasPrefix("10°"))
        #expect(lines[3].hasPrefix(" 0°"))
        // The peak is on the top row.
        #expect(lines[0].unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        #expect(lines[4].contains("█"))
        #expect(lines[5].contains("│Tue"))
    }

    @Test func tooFewValuesOrTooSmall_drawsNothing_andNeverCrashes() {
        for (w, h) in [(1, 1), (5, 2), (30, 6)] {
            var buffer = Buffer(size: Size(width: w, height: h))
            LineChart(values: [1], formatLabel: { "\($0)" }).render(in: buffer.area, buffer: &buffer)
            #expect(buffer.trimmedLines().allSatisfy { $0.isEmpty })
        }
        var flat = Buffer(size: Size(width: 20, height: 4))
        LineChart(values: [3, 3, 3], formatLabel: { "\(Int($0))" }).render(in: flat.area, buffer: &flat)
    }
}
