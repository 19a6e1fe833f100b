import Foundation
import Observables
import TUI
import TestSupport
import Testing

@testable import Characters
@testable import Services

@MainActor
struct CharactersViewModelTests {
    let base = URL(string: "https://gateway.marvel.com")!

    func makeModel(_ transport: Transport, store: FavoriteCharactersStore? = nil) -> (CharactersViewModel, VirtualClock)
    {
        let clock = VirtualClock()
        let client = MarvelClient(transport: transport, baseURL: base, credentials: nil, timestamp: { "1" })
        return (CharactersViewModel(client: client, store: store, clock: clock), clock)
    }

    func type(_ text: String, into model: CharactersViewModel, clock: VirtualClock, every gap: Duration) {
        var typed = ""
        for ch in text {
            typed.append(ch)
            model.setQuery(typed)
            clock.advance(by: gap)
        }
    }

    /// The shell redraws on a change of each part the model lists: the list is every observable it stores.
    @Test func theModelListsEveryObservableItStores() {
        let model = makeModel(StubTransport(body: "{}")).0
        #expect(StateChanges.listsEverySource(model.changeSources, of: model))
    }

    @Test func keystrokes100msApart_makeOneRequest_300msAfterTheLast() async {
        let stub = StubTransport { _ in marvelPage([(1, "Spider-Man")], total: 1) }
        let (model, clock) = makeModel(stub)
        type("spid", into: model, clock: clock, every: .milliseconds(100))  // keys at 0, 100, 200, 300 ms; now 400 ms
        await model.settle()
        #expect(stub.requests.isEmpty)
        clock.advance(by: .milliseconds(199))  // 599 ms
        await model.settle()
        #expect(stub.requests.isEmpty)
        clock.advance(by: .milliseconds(1))  // 600 ms = 300 ms after the last key
        #expect(model.state.phase == .searching)
        await model.settle()
        #expect(stub.requests.count == 1)
        #expect(stub.requests[0].query["nameStartsWith"] == "spid")
        #expect(stub.requests[0].query["limit"] == "10")
        #expect(stub.requests[0].query["offset"] == "0")
        #expect(model.state.phase == .loaded)
        #expect(model.results.value.map(\.name) == ["Spider-Man"])
        #expect(model.state.attribution == "Data provided by Marvel. © 2014 MARVEL")
    }

    @Test func aOneLetterQuery_makesNoRequest_andClearsResults() async {
        let stub = StubTransport { _ in marvelPage([(1, "Spider-Man")], total: 1) }
        let (model, clock) = makeModel(stub)
        model.setQuery("sp")
        clock.advance(by: .milliseconds(300))
        await model.settle()
        #expect(model.results.value.count == 1)
        model.setQuery("s")
        #expect(model.results.value.isEmpty)
        #expect(model.state.phase == .prompt)
        clock.advance(by: .seconds(2))
        await model.settle()
        #expect(stub.requests.count == 1)
    }

    @Test func aSlowOlderResponse_arrivingAfterANewerOne_isDropped_andItsTaskCancelled() async {
        let gate = Gate()
        let stub = StubTransport { _ in await gate.wait() }
        let (model, clock) = makeModel(stub)
        model.setQuery("sp")
        clock.advance(by: .milliseconds(300))
        await until { gate.isWaiting(0) }
        model.setQuery("spi")
        clock.advance(by: .milliseconds(300))
        await until { gate.isWaiting(1) }
        #expect(stub.requests.map { $0.query["nameStartsWith"]! } == ["sp", "spi"])
        gate.open(1, with: marvelPage([(2, "Spider-Woman")], total: 1))
        await until { model.state.phase == .loaded }
        gate.open(0, with: marvelPage([(1, "Spectrum"), (3, "Speed")], total: 2))
        await until { stub.cancelledURLs.count == 1 }
        await model.settle()
        #expect(model.results.value.map(\.name) == ["Spider-Woman"])
        #expect(stub.cancelledURLs.first?.absoluteString.contains("nameStartsWith=sp&") == true)
    }

    @Test func paging_asksForOffsets0_10_20_beforeTheEnd_neverTwice_andStopsAtTheLastPage() async throws {
        let simulator = try MarvelSimulator.load(
            from: ResourceLocator(
                directory: URL(fileURLWithPath: #filePath)
                    .deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL))
        let stub = StubTransport { simulator.respond(to: $0) }
        let (model, clock) = makeModel(stub)
        model.setQuery("mag")  // 30 characters in the real catalogue: three pages
        clock.advance(by: .milliseconds(300))
        await model.settle()
        let total = model.total.value
        #expect(total > 20 && total <= 30)
        model.selectionChanged(to: 5)  // 4 rows from the end: not yet
        #expect(!model.isLoadingMore.value)
        model.selectionChanged(to: 6)  // within 3 rows of the last (9): fetch now
        #expect(model.isLoadingMore.value)
        model.selectionChanged(to: 7)  // already loading: no second request
        model.loadMore()
        await model.settle()
        #expect(!model.isLoadingMore.value)
        #expect(model.results.value.count == 20)
        model.selectionChanged(to: 17)
        await model.settle()
        #expect(model.results.value.count == total)
        #expect(!model.state.hasMore)
        model.selectionChanged(to: total - 1)
        model.loadMore()
        await model.settle()
        #expect(stub.requests.map { $0.query["offset"]! } == ["0", "10", "20"])
        let ids = model.results.value.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func aShortPage_endsPaging() async {
        let stub = StubTransport { _ in marvelPage([(1, "A-Bomb"), (2, "Abyss")], total: 50) }
        let (model, clock) = makeModel(stub)
        model.setQuery("ab")
        clock.advance(by: .milliseconds(300))
        await model.settle()
        #expect(!model.state.hasMore)
        model.selectionChanged(to: 1)
        await model.settle()
        #expect(stub.requests.count == 1)
    }

    @Test func loadingStates_areShownForTheSearchAndForMore() async {
        let gate = Gate()
        let stub = StubTransport { _ in await gate.wait() }
        let (model, clock) = makeModel(stub)
        var phases: [CharactersViewModel.Phase] = []
        let token = model.revision.sink { [weak model] _ in
            if let phase = model?.state.phase, (phases.last ?? .prompt) != phase { phases.append(phase) }
        }
        model.setQuery("ma")
        clock.advance(by: .milliseconds(300))
        #expect(model.isBusy)
        await until { gate.isWaiting(0) }
        gate.open(0, with: marvelPage((1...10).map { ($0, "Ma \($0)") }, total: 15))
        await until { model.state.phase == .loaded }
        #expect(!model.isBusy)
        model.selectionChanged(to: 9)
        #expect(model.isLoadingMore.value && model.isBusy)
        await until { gate.isWaiting(1) }
        gate.open(1, with: marvelPage((11...15).map { ($0, "Ma \($0)") }, total: 15, offset: 10))
        await model.settle()
        #expect(!model.isLoadingMore.value)
        #expect(phases == [.searching, .loaded])
        _ = token
    }

    @Test func anError_isShownAndRetryable() async {
        let stub = StubTransport(
            status: 401,
            body: #"{"code":"InvalidCredentials","message":"That hash, timestamp and key combination is invalid."}"#)
        let (model, clock) = makeModel(stub)
        model.setQuery("ma")
        clock.advance(by: .milliseconds(300))
        await model.settle()
        guard case .failed(let message) = model.state.phase else { Issue.record("expected failure"); return }
        #expect(message.contains("rejected the API key"))
        #expect(model.alert.value != nil)
        model.retry()
        await model.settle()
        #expect(stub.requests.count == 2)
    }

    @Test func favourites_toggleFromResults_capAt5_andSayWhoWasEvicted() async throws {
        let path = TemporaryDatabase.path()
        let store = FavoriteCharactersStore(database: try AppDatabase(path: path))
        let stub = StubTransport { _ in marvelPage((1...8).map { ($0, "Hero \($0)") }, total: 8) }
        let (model, clock) = makeModel(stub, store: store)
        model.setQuery("he")
        clock.advance(by: .milliseconds(300))
        await model.settle()
        for character in model.results.value.prefix(6) {
            model.toggleFavorite(character)
            clock.advance(by: .seconds(1))
        }
        #expect(model.state.favoriteCharacters.map(\.id) == [2, 3, 4, 5, 6])
        #expect(model.state.message == "removed Hero 1 to keep 5 favourites")
        #expect(model.isFavorite(model.results.value[5]) && !model.isFavorite(model.results.value[0]))
        model.toggleFavorite(model.results.value[2])
        #expect(model.state.favoriteCharacters.map(\.id) == [2, 4, 5, 6])
        model.removeFavorite(model.state.favoriteCharacters.first { $0.id == 4 }!)
        #expect(model.state.favoriteCharacters.map(\.id) == [2, 5, 6])
        // A new view model over the same database sees the same favourites, in order.
        let (again, _) = makeModel(stub, store: FavoriteCharactersStore(database: try AppDatabase(path: path)))
        #expect(again.state.favoriteCharacters.map(\.id) == [2, 5, 6])
    }

    @Test func detail_loadsTheCharacterById() async {
        let stub = StubTransport { request in
            request.url.path.hasSuffix("/42") ? marvelPage([(42, "Forty-Two")], total: 1) : marvelPage([], total: 0)
        }
        let (model, _) = makeModel(stub)
        model.openDetail(id: 42, name: "Forty-Two")
        #expect(model.state.detail == .loading(name: "Forty-Two"))
        await model.settle()
        guard case .loaded(let character) = model.state.detail else { Issue.record("not loaded"); return }
        #expect(character.id == 42)
        model.closeDetail()
        #expect(model.state.detail == nil)
    }

    /// One state value: the mode says who has the focus; the query lives in the field only; details return to the
    /// list they were opened from; a new visit starts on the list.
    @Test func theTabState_isOneValue_whoseModeSaysWhereTheFocusIs() async {
        let stub = StubTransport { request in
            let offset = Int(request.query["offset"] ?? "0")!
            return marvelPage((offset + 1...min(offset + 10, 25)).map { ($0, "Hero \($0)") }, total: 25, offset: offset)
        }
        let (model, clock) = makeModel(stub)
        #expect(model.state.mode == .results && model.state.focus == .list)
        model.focusField()
        #expect(model.state.mode == .searchField && model.state.focus == .field)
        #expect(model.edit(.char("h")) && model.edit(.char("e")))
        #expect(!model.edit(.function(1)))  // not an editing key: left to the key table
        #expect(model.query == "he" && model.state.field.text == "he")
        clock.advance(by: .milliseconds(300))
        await model.settle()
        model.leaveField()
        #expect(model.state.mode == .results)
        model.moveSelection { $0.moveDown() }
        #expect(model.state.results.selected == 1 && model.selectedCharacter?.name == "Hero 2")
        model.openSelected()
        #expect(model.state.mode == .detail(over: .results) && model.state.focus == .details)
        await model.settle()
        model.moveDetailLine {
            $0.count = 5; $0.moveDown()
        }
        #expect(model.state.details.selected == 1)
        model.closeDetail()
        #expect(model.state.mode == .results && model.state.results.selected == 1)
        model.switchList()
        #expect(model.state.mode == .favorites && model.state.pane == .favorites)
        model.focusField()
        #expect(model.state.pane == .results)
        model.activate()  // the next visit of the tab
        #expect(model.state.mode == .results && model.query == "he")
    }
}
