import Foundation
import Observables
import TUI
import TestSupport
import Testing

@testable import Characters
@testable import Services

@MainActor
struct CharactersViewTests {
    /// The READMEs' Characters key table is the results' key table, key for key, in both languages.
    @Test func theReadmesKeyTables_areTheResultsKeys() async throws {
        let (shell, model, clock) = try setup()
        await search("he", shell, model, clock)
        let code = ReadmeKeyTables.helpLabels(shell.tabs[0].bindings)
        for file in ["README.md", "README.ko.md"] {
            #expect(ReadmeKeyTables.labels(.characters, in: file) == code, "\(file)")
        }
    }

    func setup(favorites: [Int] = []) throws -> (Shell, CharactersViewModel, VirtualClock) {
        let path = TemporaryDatabase.path()
        let store = FavoriteCharactersStore(database: try AppDatabase(path: path))
        for id in favorites {
            _ = try store.toggle(
                FavoriteCharacter(id: id, name: "Hero \(id)", description: "", thumbnailURL: "", savedAt: Date()))
        }
        let stub = StubTransport { request in
            let offset = Int(request.query["offset"] ?? "0")!
            let names = (offset + 1...min(offset + 10, 25)).map { ($0, "Hero \($0)") }
            return marvelPage(names, total: 25, offset: offset)
        }
        let clock = VirtualClock()
        let model = CharactersViewModel(
            client: MarvelClient(transport: stub, baseURL: URL(string: "https://x")!, credentials: nil),
            store: store, clock: clock)
        let shell = Shell(tabs: [CharactersView(model: model)])
        shell.start()
        return (shell, model, clock)
    }

    /// `/`, the query typed, the debounce passed, the answer in.
    func search(_ text: String, _ shell: Shell, _ model: CharactersViewModel, _ clock: VirtualClock) async {
        shell.handle(.char("/"))
        for ch in text { shell.handle(.char(ch)) }
        clock.advance(by: .milliseconds(300))
        await model.settle()
    }

    func screen(_ shell: Shell, _ w: Int = 100, _ h: Int = 30) -> [String] {
        var buffer = Buffer(size: Size(width: w, height: h))
        shell.render(into: &buffer)
        return buffer.trimmedLines()
    }

    @Test func typingInTheField_searches_andKeysLikeQTypeInsteadOfQuitting() async throws {
        let (shell, model, clock) = try setup()
        var quit = false
        shell.onQuit = { quit = true }
        #expect(screen(shell).joined().contains("type at least 2 letters"))
        shell.handle(.char("/"))  // a visit starts on the list: / focuses the field
        for ch in "hq" { shell.handle(.char(ch)) }
        #expect(!quit)
        shell.handle(.backspace)
        shell.handle(.char("e"))
        clock.advance(by: .milliseconds(300))
        await model.settle()
        #expect(model.query == "he")
        let lines = screen(shell)
        #expect(lines.contains { $0.contains("Hero 1 ") })
        #expect(lines.joined().contains("25 characters start with “he”"))
        #expect(lines.last!.contains("★ 0/5") || lines.joined().contains("★0"))
    }

    @Test func slash_alwaysGoesToTheField_andIsNeverTyped() async throws {
        let (shell, model, _) = try setup()
        shell.handle(.char("/"))  // to the field: nothing is typed
        shell.handle(.char("/"))  // the field already has focus: nothing is typed
        for ch in "sp" { shell.handle(.char(ch)) }
        #expect(model.query == "sp")
        shell.handle(.enter)  // to the list
        shell.handle(.char("/"))  // back to the field
        shell.handle(.char("i"))
        #expect(model.query == "spi")
        #expect(!model.query.contains("/"))
    }

    @Test func enterMovesFocusToTheList_whereFTogglesAFavourite_shownWithAStarAndReverse() async throws {
        let (shell, model, clock) = try setup()
        await search("he", shell, model, clock)
        shell.handle(.enter)
        shell.handle(.char("j"))
        // Drawn once before: the kept row must not linger.
        #expect(!screen(shell).contains { $0.hasPrefix("★") && $0.contains("Hero 2") })
        shell.handle(.char("f"))
        #expect(model.isFavorite(model.results.value[1]))
        var buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        let row = buffer.trimmedLines().firstIndex { $0.hasPrefix("★") && $0.contains("Hero 2") }!
        #expect(buffer[0, row].style.reverse)
        shell.handle(.char("f"))
        #expect(!screen(shell).contains { $0.hasPrefix("★") && $0.contains("Hero 2") })
        shell.handle(.char("f"))
        shell.handle(.char("/"))
        shell.handle(.char("x"))
        #expect(model.query == "hex")
    }

    /// Every line reachable with the app's keys: `k` from the first row goes on to the summary line, then to the
    /// search row (the cursor on each, highlighted); Enter there goes into the field; `j` comes back down; Home is
    /// the top and `g` the first row.
    @Test func kFromTheFirstRow_reachesTheSummaryAndTheSearchRow() async throws {
        let (shell, model, clock) = try setup()
        await search("he", shell, model, clock)
        shell.handle(.enter)  // to the list, on its first row
        func cursorLine() -> (text: String, reversed: Bool) {
            let buffer = frameBuffer(of: shell)
            return (buffer.cursorLine, buffer.cursor.map { buffer[$0.x, $0.y].style.reverse } ?? false)
        }
        let firstRow = cursorLine().text
        shell.handle(.char("k"))
        #expect(model.state.above.focused == 1 && cursorLine().text.contains("“he”") && cursorLine().reversed)
        // The count and the place first, then where the focus is.
        #expect(
            shell.tabs[0].viewDescription.hasPrefix("Characters — results “he”, 1 of 25 selected, above the list"))
        shell.handle(.char("k"))
        #expect(model.state.above.focused == 0 && cursorLine().text.hasPrefix("Search"))
        shell.handle(.char("k"))  // the top: it stays
        #expect(model.state.above.focused == 0)
        shell.handle(.char("j"))
        shell.handle(.char("j"))
        #expect(model.state.above.focused == nil && cursorLine().text == firstRow)
        shell.handle(.home)
        #expect(model.state.above.focused == 0)
        shell.handle(.char("g"))
        #expect(model.state.above.focused == nil && model.state.results.selected == 0)
        shell.handle(.home)
        shell.handle(.enter)
        #expect(model.state.mode == .searchField)
    }

    @Test func scrollingNearTheEnd_showsLoadingMore_thenTheNextPage() async throws {
        let (shell, model, clock) = try setup()
        await search("he", shell, model, clock)
        shell.handle(.down)
        for _ in 0..<7 { shell.handle(.char("j")) }
        #expect(model.isLoadingMore.value)
        #expect(screen(shell).joined().contains("loading more…"))
        await model.settle()
        #expect(model.results.value.count == 20)
    }

    @Test func theEmptyFavouritesView_showsACentredMessage() async throws {
        let (shell, _, _) = try setup()
        shell.handle(.escape)
        shell.handle(.char("v"))
        let lines = screen(shell)
        let line = lines.first { $0.contains("no favourites yet") }!
        let leading = line.prefix { $0 == " " }.count
        #expect(abs(leading - (100 - line.trimmingCharacters(in: .whitespaces).displayWidth) / 2) <= 1)
    }

    @Test func escInTheFavourites_goesBackToTheResults() async throws {
        let (shell, model, _) = try setup(favorites: [5])
        shell.handle(.escape)
        shell.handle(.char("v"))
        #expect(model.state.pane == .favorites)
        shell.handle(.escape)
        #expect(model.state.pane == .results)
    }

    @Test func favouritesView_listsInOrderSaved_andDRemoves() async throws {
        let (shell, model, _) = try setup(favorites: [5, 3, 9])
        shell.handle(.escape)
        shell.handle(.char("v"))
        let rows = screen(shell).filter { $0.hasPrefix("★") && $0.contains("Hero") }
        #expect(rows.map { $0.contains("Hero 5") } == [true, false, false])
        #expect(rows[2].contains("Hero 9"))
        shell.handle(.char("d"))
        #expect(model.state.favoriteCharacters.map(\.id) == [3, 9])
    }

    @Test func goldenFrames_100x30_and80x24() async throws {
        let (shell, model, clock) = try setup(favorites: [3])
        shell.handle(.char("/"))
        for ch in "hero" { shell.handle(.char(ch)) }
        clock.advance(by: .milliseconds(300))
        await model.settle()
        shell.handle(.down)
        shell.handle(.down)
        for (w, h) in [(100, 30), (80, 24)] {
            let diff = Golden.compare(screen(shell, w, h), named: "characters-\(w)x\(h)")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    /// Started again on Characters (the last tab), number keys switch tabs: the field is not focused by itself.
    @Test func afterARestartOnCharacters_4OpensTravel_andQQuits_untilSlashFocusesTheField() throws {
        let (_, model, _) = try setup()
        let others = [1, 2, 4].map { number in OtherTab(number: number) }
        let shell = Shell(tabs: [others[0], others[1], CharactersView(model: model), others[2]], selectedTab: 2)
        var quit = false
        shell.onQuit = { quit = true }
        shell.start()
        shell.handle(.char("4"))
        #expect(shell.selectedTab == 3 && model.query.isEmpty)
        shell.handle(.char("3"))
        shell.handle(.char("q"))
        #expect(quit && model.query.isEmpty)
        shell.handle(.char("/"))
        for ch in "4q" { shell.handle(.char(ch)) }
        #expect(model.query == "4q" && shell.selectedTab == 2)
        shell.handle(.tab)  // Tab still leaves; the next visit starts on the list
        shell.handle(.char("3"))
        shell.handle(.char("2"))
        #expect(shell.selectedTab == 1)
    }

    /// The cursor is the focus: on the caret while typing, on the selected row in the list, on the details' title.
    @Test func theCursor_isOnTheCaret_theSelectedRow_andTheDetailsTitle() async throws {
        let (shell, model, clock) = try setup()
        shell.handle(.char("/"))
        for ch in "he" { shell.handle(.char(ch)) }
        var buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        #expect(buffer.cursor == Point(x: 9, y: 1))  // "Search " then "he": the caret after the e
        clock.advance(by: .milliseconds(300))
        await model.settle()
        shell.handle(.enter)
        shell.handle(.char("j"))
        buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        #expect(buffer.trimmedLines()[buffer.cursor!.y].contains("Hero 2"))
        shell.handle(.enter)
        await model.settle()
        buffer = Buffer(size: Size(width: 100, height: 30))
        shell.render(into: &buffer)
        let titleRow = buffer.trimmedLines()[buffer.cursor!.y]
        guard case .loaded(let character)? = model.state.detail else { Issue.record("no details"); return }
        #expect(!titleRow.contains("┌") && titleRow.contains(character.name))
        #expect(buffer[buffer.cursor!.x, buffer.cursor!.y].symbol == "H")
    }

    /// The details cover the tab: a click where the search field is behind them does not focus it.
    @Test func aClickOnTheDetails_neverReachesTheFieldBehindThem() async throws {
        let (shell, model, clock) = try setup()
        await search("he", shell, model, clock)
        shell.handle(.enter)
        shell.handle(.enter)
        await model.settle()
        _ = screen(shell)
        shell.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 10, y: 1))))
        shell.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 10, y: 5))))
        #expect(model.state.mode == .detail(over: .results) && model.state.results.selected == 0)
        shell.handle(.escape)
        #expect(model.state.mode == .results)
    }
}

/// Another tab beside Characters, for tab switching.
@MainActor
final class OtherTab: TabScreen {
    let title = "Other"
    let number: Int
    init(number: Int) { self.number = number }
    func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {}
    var focus: FocusID? { nil }
    var bindings: [KeyBinding] { [] }
    var statusText: String { "" }
    var isBusy: Bool { false }
    var alert: AlertMessage? { nil }
    func dismissAlert() {}
    func activate() {}
    func settle() async {}
}

/// With nothing listed, the line that says why stands in for the list: the cursor rests on it, and `k` goes up to
/// the search row, never down to it (the walk under BRLTTY found `k` moving the cursor down a row).
@MainActor
struct CharactersEmptyListTests {
    @Test func withNothingListed_theCursorIsOnTheLineThatSaysWhy_andKGoesUp() throws {
        let (shell, model, _) = try CharactersViewTests().setup()
        shell.accessible = true
        func cursorRow() -> Int { frameBuffer(of: shell, 80, 24).cursor?.y ?? -1 }
        let start = cursorRow()
        #expect(model.results.value.isEmpty)
        // Highlighted as the list's row would be, so that the eye finds the focus where the cursor is.
        let frame = frameBuffer(of: shell, 80, 24)
        #expect(frame.cursor.map { frame[$0.x, $0.y].style.reverse } == true, "\(frame.cursorLine)")
        shell.handle(.char("k"))
        let afterK = cursorRow()
        #expect(afterK < start, "\(start) → \(afterK)")  // up, not down
        shell.handle(.char("j"))
        #expect(cursorRow() == start)
    }

    /// Under the list, the line that says where the characters come from is a line like the others: `j` from the
    /// last row (nothing more to load) reaches it, `k` goes back to the row; Enter there opens nothing.
    @Test func theCreditLine_isReachedFromTheLastRow() async throws {
        let (shell, model, clock) = try CharactersViewTests().setup()
        await CharactersViewTests().search("hero", shell, model, clock)
        shell.handle(.enter)  // from the field to the list
        for _ in 0..<40 where model.state.hasMore || model.state.results.selected < model.results.value.count - 1 {
            shell.handle(.char("j"))  // down to the last of the 25, the pages loaded on the way
            await model.settle()
        }
        #expect(
            !model.state.hasMore && model.results.value.count == 25 && !model.state.onCredit,
            "\(model.results.value.count) \(model.state.results.selected) \(model.state.hasMore)")
        let last = model.state.results.selected
        shell.handle(.char("j"))
        var buffer = frameBuffer(of: shell, 100, 30)
        #expect(model.state.onCredit && buffer.cursorLine.contains("Marvel"), "\(buffer.cursorLine)")
        shell.handle(.enter)
        #expect(model.state.detail == nil)
        shell.handle(.char("k"))
        buffer = frameBuffer(of: shell, 100, 30)
        #expect(!model.state.onCredit && model.state.results.selected == last)
    }
}
