import Foundation
import Localization
import Observables
import Services
import TUI

/// Search as you type (2+ letters, 300 ms after the last keystroke, the request in flight cancelled),
/// pages of 10 fetched before the end is reached, favourites capped at 5 with the oldest evicted. The coordinator
/// of the one `CharactersState`: a key or an answer becomes a `CharactersAction`; the effects run here (the
/// debounce, the first page and the paging room, the details, the favourites' store) and answer with actions.
@MainActor
public final class CharactersViewModel: TabModel, HoldsTabTransitions, WalksLinesAbove {
    public static let debounce: Duration = .milliseconds(300)
    /// Fetch the next page when the selection is this close to the last row.
    public static let prefetchDistance = 3
    public typealias Phase = CharactersState.Phase
    public typealias Detail = CharactersState.Detail

    /// The tab's state and its one transition: `send` changes it, `lend` gives a list's part to its widget.
    public let transitions: TabTransitions<CharactersState>
    public let alert = Observable<AlertMessage?>(nil)
    /// Each edit of the query, for the debounce.
    private let edits = Observable("")
    public var now: Date { clock.now }
    /// The results so far, page by page (the paging room: its counts are sent to the state as they change).
    public let paged: PagedList<ComicCharacter, Int>
    public var results: Observable<[ComicCharacter]> { paged.items }
    public var total: Observable<Int> { paged.total }
    public var isLoadingMore: Observable<Bool> { paged.isLoadingMore }

    private let client: any CharacterService
    /// The favourites' store, each change answered with actions.
    private let favorites: FavoriteCharactersRoom
    private let clock: SchedulingClock
    private let firstPage: LatestRequest
    private let detailRequest: LatestRequest
    private var subscriptions = Set<Subscription>()

    /// `attribution`: the credit to show before the first answer brings the service's own (the offline catalogue's
    /// CC BY credit, so it is on screen from the start).
    public init(
        client: any CharacterService, store: FavoriteCharactersStore?, clock: SchedulingClock, attribution: String = ""
    ) {
        self.client = client
        paged = PagedList(service: client.serviceName, prefetchDistance: Self.prefetchDistance, id: \.id)
        firstPage = LatestRequest(service: client.serviceName)
        detailRequest = LatestRequest(service: client.serviceName)
        transitions = TabTransitions(CharactersState(attribution: attribution))
        favorites = FavoriteCharactersRoom(store: store)
        self.clock = clock
        transitions.run = { [weak self] in self?.run($0) }
        favorites.send = { [weak self] in self?.send($0) }
        paged.onMoreFailed = { [weak self] failure in
            self?.send(.moreFailed(failure.userMessage))
        }
        edits.debounce(for: Self.debounce, clock: clock)
            .sink { [weak self] text in self?.send(.settled(text)) }
            .store(in: &subscriptions)
        // The lists' row counts follow the answers, so moves between frames are clamped to what is there.
        paged.items.sink { [weak self] items in
            guard let self else { return }
            self.send(.listed(count: items.count, hasMore: self.paged.hasMore))
        }.store(in: &subscriptions)
        reloadFavorites()
    }

    /// Comic Vine matches anywhere in the name; the Marvel contract (and the offline catalogue) at its start.
    public var matchesAnywhere: Bool { client.matchesAnywhere }
    public var changeSources: [ChangeSource] { [transitions, edits, alert, paged] }

    public var isBusy: Bool {
        if case .loading = state.detail { return true }
        return state.phase == .searching || isLoadingMore.value
    }
    public func isFavorite(_ character: ComicCharacter) -> Bool {
        isFavorite(id: character.id, in: character.catalogue)
    }

    /// By id: a row drawn asks this of every character shown, and a whole character is a copy of a dozen texts.
    public func isFavorite(id: Int, in catalogue: ComicCharacter.Catalogue) -> Bool {
        state.favoriteCharacters.contains { $0.isCharacter(id: id, in: catalogue) }
    }

    /// The query: the search field's text.
    public var query: String { state.field.text }
    public var selectedCharacter: ComicCharacter? { results.value[safe: state.results.selected] }
    public var selectedFavorite: FavoriteCharacter? { state.favoriteCharacters[safe: state.favorites.selected] }

    // MARK: Keys (each one action)

    /// Nothing to load until the user types. Every visit starts on the list: until `/` focuses the field, `1`…`4`,
    /// `q` and `?` act (also right after a start that restored this tab).
    public func activate() { send(.activated) }
    public func focusField() { send(.focusField) }
    public func leaveField() { send(.leaveField) }
    public func switchList() { send(.switchList) }
    public func moveUp() { send(.moveUp) }
    public func moveDown() { send(.moveDown) }
    public func toTop() { send(.toTop) }
    public func toFirstRow() { send(.toFirstRow) }
    /// `G`/End: the last character of the whole list; the rest is fetched page by page, the selection following.
    public func toLast() { send(.toLast) }
    public func closeDetail() { send(.closeDetail) }
    public func retry() { send(.retry) }

    /// An editing key in the field; false when it is not one.
    public func edit(_ key: Key) -> Bool {
        var field = state.field
        guard field.handle(key) else { return false }
        send(.typed(field))
        return true
    }

    /// Sets the query as if typed (the command line, tests). Searches 300 ms later, if 2+ letters.
    public func setQuery(_ text: String) {
        guard text != state.field.text else { return }
        send(.typed(TextFieldState(text: text)))
    }

    /// A move in the list shown; near the end of the results, the next page is fetched.
    public func moveSelection(_ move: (inout ListState) -> Void) {
        var list = state.shownList
        move(&list)
        send(.moved(list))
    }

    /// A move of the details' focused line.
    public func moveDetailLine(_ move: (inout ListState) -> Void) {
        var lines = state.details
        move(&lines)
        send(.detailMoved(lines))
    }

    /// Enter: on the search row, into the field; on a row, its details.
    public func enter() {
        let (id, name) = selectedRow
        send(.enter(id: id, name: name))
    }

    /// Enter on a row: the details of the selected character or favourite.
    public func openSelected() {
        let (id, name) = selectedRow
        if let id { send(.openDetail(id: id, name: name)) }
    }

    public func openDetail(id: Int, name: String) { send(.openDetail(id: id, name: name)) }

    private var selectedRow: (Int?, String) {
        if state.pane == .favorites { return (selectedFavorite?.id, selectedFavorite?.name ?? "") }
        return (selectedCharacter?.id, selectedCharacter?.name ?? "")
    }

    /// `f`/Space on a row: save or remove it.
    public func toggleSelectedFavorite() {
        if state.pane == .favorites {
            if let favorite = selectedFavorite { toggle(favorite) }
        } else if let character = selectedCharacter {
            toggleFavorite(character)
        }
    }

    public func removeSelectedFavorite() {
        if let favorite = selectedFavorite { removeFavorite(favorite) }
    }

    public func toggleFavorite(_ character: ComicCharacter) { toggle(FavoriteCharacter(character, savedAt: clock.now)) }
    public func toggle(_ favorite: FavoriteCharacter) { send(.toggleFavorite(favorite)) }
    public func removeFavorite(_ favorite: FavoriteCharacter) { send(.removeFavorite(favorite)) }

    /// The list selection moved: fetch the next page when it is within 3 rows of the end.
    public func selectionChanged(to index: Int) {
        guard state.phase == .loaded else { return }
        paged.selectionChanged(to: index)
    }

    /// Next page, never twice at once and never past the last page.
    public func loadMore() {
        guard state.phase == .loaded else { return }
        paged.loadMore()
    }

    // MARK: Effects

    private func run(_ effect: CharactersEffect) {
        switch effect {
        case .debounce(let text): edits.value = text
        case .clearSearch:
            firstPage.cancel()
            paged.reset()
        case .search(let prefix):
            paged.reset()
            firstPage.start(
                { [client] in try await client.search(prefix: prefix, offset: 0) },
                onSuccess: { [weak self] page in
                    guard let self else { return }
                    self.paged.replace(with: page.asPage) { [client] cursor in
                        try await client.search(prefix: prefix, offset: cursor.offset).asPage
                    }
                    self.send(.searched(attribution: page.attribution, origin: page.origin))
                },
                onFailure: { [weak self] failure in self?.send(.searchFailed(failure.userMessage)) })
        case .selectionChanged(let index): selectionChanged(to: index)
        case .loadMore: loadMore()
        case .fetchDetail(let id):
            detailRequest.start(
                { [client] in try await client.character(id: id) },
                onSuccess: { [weak self] in self?.send(.detailAnswered(.loaded($0))) },
                onFailure: { [weak self] in self?.send(.detailAnswered(.failed($0.userMessage))) })
        case .cancelDetail: detailRequest.cancel()
        case .toggleFavorite(let favorite): favorites.saveOrRemove(favorite)
        case .removeFavorite(let favorite): favorites.remove(favorite, from: state.favoriteCharacters)
        case .reloadFavorites: reloadFavorites()
        case .alert(let message): alert.value = message
        }
    }

    /// The favourites read again from the database (another window may have changed them).
    public func reloadFavorites() { favorites.reload() }

    /// Waits for the requests started so far (snapshots and tests).
    public func settle() async {
        await firstPage.settle()
        await paged.settle()
        await detailRequest.settle()
    }
}

extension CharacterPage {
    var asPage: Page<ComicCharacter> { Page(items: characters, total: total, isLast: isLast) }
}
