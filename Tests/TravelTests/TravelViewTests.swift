import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Travel

@MainActor
struct TravelViewTests {
    /// The READMEs' Travel key table is the list's key table, key for key, in both languages.
    @Test func theReadmesKeyTables_areTheListsKeys() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        let code = ReadmeKeyTables.helpLabels(shell.tabs[0].bindings)
        for file in ["README.md", "README.ko.md"] {
            #expect(ReadmeKeyTables.labels(.travel, in: file) == code, "\(file)")
        }
    }

    func makeShell() throws -> (Shell, TravelViewModel) {
        let resources = TravelViewModelTests.resources
        let simulator = try TourSimulator.load(from: resources)
        let client = TourClient(
            transport: OfflineTransport(responders: [simulator.responder]), baseURL: URL(string: "https://x/K")!,
            serviceKey: nil)
        let store = TravelBookmarksStore(database: try TemporaryDatabase.open())
        let model = TravelViewModel(
            client: client, regions: try TourRegions.load(from: resources), store: store, clock: VirtualClock(),
            location: Observable(
                ResolvedLocation(
                    name: "경복궁", coordinate: Coordinate(latitude: 37.5760836609, longitude: 126.9767375783))))
        let shell = Shell(tabs: [TravelView(model: model)])
        shell.start()
        return (shell, model)
    }

    func screen(_ shell: Shell, _ w: Int = 100, _ h: Int = 30) -> String {
        var buffer = Buffer(size: Size(width: w, height: h))
        shell.render(into: &buffer)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    @Test func nearbyRows_showTitleCategoryDistanceAddress_andMarks_andTheMap() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        let text = screen(shell)
        #expect(text.contains("Nearby 5 km of 경복궁"))
        let row = try #require(text.split(separator: "\n").first { $0.contains("경복궁") && $0.contains("attraction") })
        #expect(row.contains("0 m"))
        // Unknown is "not recorded", never "no": 경복궁 has no record in the bundled data.
        #expect(row.contains("wheelchair not recorded, toilet not recorded"))
        #expect(text.contains("▶1"))  // the selected spot's pin (it sits on the user here)
        #expect(text.contains("N↑"))
    }

    /// The details of a spot with a record (국립현대미술관 서울 in the bundled Seoul records), opened with Enter.
    func openARecordedSpot() async throws -> (Shell, TravelViewModel) {
        let (shell, model) = try makeShell()
        await model.settle()
        let index = try #require(model.state.visibleSpots.firstIndex { $0.title == "국립현대미술관 서울" })
        model.moveSelection { $0.select(index) }
        shell.handle(.enter)
        await model.settle()
        return (shell, model)
    }

    @Test func detail_showsTheAccessGroups_andEnterOpensThem_unknownIsNotRecorded() async throws {
        let (shell, model) = try await openARecordedSpot()
        var text = screen(shell)
        #expect(text.contains("Address: 서울특별시 종로구 삼청로 30"))
        #expect(text.contains("Sources: Korea Tourism Organization"))
        #expect(
            text.range(of: #"▸ \d+ of 12 known, closed: Getting in and around"#, options: .regularExpression) != nil)
        shell.handle(.char("J"))  // the details open on the title: J goes to the first group
        shell.handle(.enter)  // open it
        shell.handle(.char("J"))
        shell.handle(.char(" "))  // open Seeing
        text = screen(shell, 100, 60)
        #expect(text.contains("open: Getting in and around") && text.contains("open: Seeing"))
        #expect(text.contains("elevator: ") && text.contains("Korea Tourism Organization"))
        #expect(text.contains("not recorded: "))
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix("none") || $0.hasSuffix("없음") })
        shell.handle(.char("b"))
        #expect(model.state.bookmarkList.count == 1)
        shell.handle(.escape)
        #expect(model.state.detail == nil)
    }

    /// At 60 columns the details' lines wrap to their box: no line is cut, Korean words included (they were wrapped
    /// at 60 cells whatever the box, and cut where it was narrower).
    @Test func atSixtyColumns_theDetailsWrapToTheirBox_andNoLineIsCut() async throws {
        let (shell, model) = try await openARecordedSpot()
        shell.handle(.char("o"))  // every group open
        _ = screen(shell, 60, 20)  // drawn once: the box's width is kept
        #expect(model.state.detailsWidth < 60)
        let lines = model.linesNow.details()
        #expect(lines.allSatisfy { $0.text.displayWidth <= model.state.detailsWidth }, "\(lines.map(\.text))")
        for _ in lines {
            let boxRows = screen(shell, 60, 20).split(separator: "\n").filter { $0.hasPrefix("│") || $0.contains(" │") }
            #expect(!boxRows.contains { $0.contains("…") }, "\(boxRows)")
            shell.handle(.char("j"))
        }
    }

    /// A record that could not be fetched is said as such, never as "no record".
    @Test func aRecordThatCouldNotBeLoaded_isNotCalledNotRecorded() async throws {
        let resources = TravelViewModelTests.resources
        let simulator = try TourSimulator.load(from: resources)
        let stub = StubTransport { request in
            if request.url.lastPathComponent == "detailWithTour2" { throw TransportError.noNetwork("offline") }
            return simulator.respond(to: request)
        }
        let model = TravelViewModel(
            client: TourClient(transport: stub, baseURL: URL(string: "https://x/K")!, serviceKey: nil),
            regions: try TourRegions.load(from: resources), store: nil, clock: VirtualClock(),
            location: Observable(
                ResolvedLocation(
                    name: "경복궁", coordinate: Coordinate(latitude: 37.5760836609, longitude: 126.9767375783))))
        let shell = Shell(tabs: [TravelView(model: model)])
        shell.start()
        await model.settle()
        shell.handle(.char("j"))  // 광화문, which has a record in the bundled data
        shell.handle(.enter)
        await model.settle()
        let text = screen(shell)
        #expect(text.contains("could not be loaded"))
        #expect(!text.contains("Not recorded"))
    }

    /// A record refused by the service is said with the service's reason, not as "no network".
    @Test func aRecordRefused_isSaidWithItsReason() async throws {
        let resources = TravelViewModelTests.resources
        let simulator = try TourSimulator.load(from: resources)
        let stub = StubTransport { request in
            if request.url.lastPathComponent == "detailWithTour2" {
                return HTTPResponse(status: 429, headers: [:], body: Data("{}".utf8))
            }
            return simulator.respond(to: request)
        }
        let client = TourClient(transport: stub, baseURL: URL(string: "https://x/K")!, serviceKey: nil)
        let model = TravelViewModel(
            client: client, regions: try TourRegions.load(from: resources), store: nil, clock: VirtualClock(),
            location: Observable(
                ResolvedLocation(
                    name: "경복궁", coordinate: Coordinate(latitude: 37.5760836609, longitude: 126.9767375783))))
        model.activate()
        await model.settle()
        let said = try #require(model.state.message)
        #expect(!said.contains(ServiceError.noNetwork(service: client.serviceName).userMessage), "\(said)")
        #expect(said.contains(ServiceError.rateLimited(service: client.serviceName).userMessage), "\(said)")
    }

    /// The shell's accessible mode reaches the tab, so its keys act on the lines it draws (38-cell wrapping).
    @Test func theAccessibleMode_isTheTabsToo() async throws {
        let (shell, model) = try makeShell()
        #expect(!model.state.accessible)
        shell.accessible = true
        #expect(model.state.accessible)
    }

    @Test func aSpotWithoutARecord_saysSoInOneLine_neverNone() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        let index = try #require(model.state.visibleSpots.firstIndex { $0.title == "경복궁" })
        model.moveSelection { $0.select(index) }
        shell.handle(.enter)
        await model.settle()
        let text = screen(shell)
        #expect(text.contains("Not recorded: no access record for this place from Korea"))
        #expect(!text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("none") })
        #expect(!text.contains("▸ "))
    }

    @Test func escInTheBookmarks_goesBackToTheListTheyWereOpenedFrom() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("/"))
        shell.handle(.char("궁"))
        shell.handle(.enter)
        await model.settle()
        #expect(model.state.listing == .keyword("궁"))
        shell.handle(.char("B"))
        #expect(model.state.listing == .bookmarks)
        shell.handle(.escape)
        await model.settle()
        #expect(model.state.listing == .keyword("궁"))
        shell.handle(.escape)  // nothing to leave in a list: it stays
        #expect(model.state.listing == .keyword("궁"))
    }

    @Test func categoryPicker_andNeedsPicker_apply() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("c"))
        #expect(screen(shell).contains("culture"))
        shell.handle(.char("j"))
        shell.handle(.char("j"))
        shell.handle(.enter)
        await model.settle()
        #expect(model.state.category == .culture)
        shell.handle(.char("n"))
        shell.handle(.char(" "))  // wheelchair
        shell.handle(.enter)
        await model.settle()
        await model.settle()
        #expect(model.state.needs == [.wheelchair])
        #expect(screen(shell).contains(" meet your needs (wheelchair access)"))
        // The needs are remembered by whoever keeps them (the config in the app).
        #expect(model.state.mode == .list)
    }

    @Test func regionPicker_goesProvinceThenDistrict() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("r"))
        #expect(screen(shell).contains("11 서울특별시 (Seoul)"))
        shell.handle(.char("G"))  // last: 전북
        shell.handle(.enter)
        shell.handle(.enter)  // all of the province
        await model.settle()
        #expect(model.state.listing == .region(code: "52", district: nil))
        #expect(screen(shell).contains("Region 전북특별자치도"))
    }

    @Test func keywordPrompt_takesKorean() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("/"))
        for ch in "박물관" { shell.handle(.char(ch)) }
        shell.handle(.enter)
        await model.settle()
        #expect(model.state.listing == .keyword("박물관"))
        #expect(screen(shell).contains("Keyword “박물관”"))
    }

    @Test func goldenFrames_100x30_and80x24() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        for (w, h) in [(100, 30), (80, 24)] {
            let diff = Golden.compare(frame(of: shell, w, h), named: "travel-\(w)x\(h)")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    /// A list with needs set, in English, at 80×24 and 120×40: the filter line's four counts, "of 20 loaded", and
    /// the rows that meet first (the Korean frames are TravelKoreanFrameTests' `needs-applied`).
    @Test func goldenFrames_withNeedsSet_80x24_and120x40() async throws {
        try await Localization.with(.english) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("n"))
            shell.handle(.char(" "))  // wheelchair access
            shell.handle(.enter)
            await model.settle()
            await model.settle()
            #expect(model.state.needs == [.wheelchair])
            for (w, h) in [(80, 24), (120, 40)] {
                let diff = Golden.compare(frame(of: shell, w, h), named: "travel-needs-applied-\(w)x\(h)")
                #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
            }
            #expect(screen(shell).contains("\(model.state.meetingCount) meet your needs (wheelchair access)"))
        }
    }

    /// The cursor is the focus, in every mode: the selected row, a picker's row, the keyword's caret, the details'
    /// title (its first letter, not the border), and every line of the details in turn.
    @Test func theCursor_followsTheFocus_inEveryMode() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        func frame() -> Buffer { frameBuffer(of: shell) }
        func cursorLine(_ buffer: Buffer) -> String { buffer.cursorLine }
        shell.handle(.char("j"))
        #expect(model.state.mode == .list && model.state.list.selected == 1)
        #expect(cursorLine(frame()).contains(model.state.visibleSpots[1].title))
        shell.handle(.char("r"))
        #expect(model.state.focus == .picker && cursorLine(frame()).contains(model.regions.provinces[0].name))
        shell.handle(.char("j"))
        #expect(cursorLine(frame()).contains(model.regions.provinces[1].name))
        shell.handle(.escape)
        shell.handle(.char("/"))
        for ch in "궁" { shell.handle(.char(ch)) }
        var buffer = frame()
        #expect(model.state.focus == .field && buffer[buffer.cursor!.x - 2, buffer.cursor!.y].symbol == "궁")
        shell.handle(.escape)
        // A spot with a record (광화문, the second row), so its groups have lines to walk.
        #expect(model.state.selectedSpot?.title == "광화문")
        shell.handle(.enter)
        await model.settle()
        buffer = frame()
        let title = model.state.selectedSpot!.title
        #expect(model.state.mode == .detail && cursorLine(buffer).contains(title) && !cursorLine(buffer).contains("┌"))
        #expect(buffer[buffer.cursor!.x, buffer.cursor!.y].symbol == String(title.first!))
        shell.handle(.char("o"))  // every group open: more lines than the box
        var seen = [cursorLine(frame())]
        for _ in 0..<200 {
            shell.handle(.char("j"))
            let line = cursorLine(frame())
            if model.state.details.selected == seen.count - 1 { break }
            seen.append(line)
        }
        #expect(seen.count > 20)
        #expect(model.state.details.selected == model.state.details.count - 1)
        // The last `j` went on to the news line under the details; Esc comes back, then closes them.
        #expect(frame().cursor?.y == 28)
        shell.handle(.escape)
        #expect(model.state.mode == .detail && frame().cursor?.y != 28)
        shell.handle(.escape)
        #expect(model.state.mode == .list && cursorLine(frame()).contains(title))
    }

    /// `o` opens every group and the focus stays on its line (the items opened above move it down, not away).
    @Test func openingEveryGroup_keepsTheFocusedLine() async throws {
        let (shell, model) = try makeShell()
        await model.settle()
        shell.handle(.char("j"))  // 광화문: a spot with a record
        shell.handle(.enter)
        await model.settle()
        _ = screen(shell)
        for _ in 0..<3 { shell.handle(.char("J")) }  // the third group's header
        var buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        let header = buffer.trimmedLines()[buffer.cursor!.y]
        #expect(header.contains("Hearing"))
        shell.handle(.char("o"))
        buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        #expect(buffer.trimmedLines()[buffer.cursor!.y].contains("Hearing"))
    }
}
