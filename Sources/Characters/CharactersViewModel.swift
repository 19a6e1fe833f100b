import Foundation
import Localization
import Observables
import Services
import TUI

/// Search as you type (2+ letters, 300 ms after the last keystroke, the request in flight cancelled),
/// pages of 10 fetched before the end is reached, favourites capped at 5 with the oldest evicted.
@MainActor
public final class CharactersViewModel: TabModel, WalksLinesAbove {
    public static let debounce: Duration = .milliseconds(300)
    public static let minimumQuery = 2
    /// Fetch the next page when the selection is this close to the last row.
    public static let prefetchDistance = 3

    public enum Phase: Equatable {
        case prompt  // fewer than 2 letters
        case searching
        case loaded
        case failed(String)
    }

    public enum Detail: Equatable {
        case loading(name: String)
        case loaded(ComicCharacter)
        case failed(String)
    }

    /// The tab's own state: mode, query, selections (see `CharactersState`). Changed by the methods below; every
    /// change comes from a key or a click, after which the shell draws anyway, so it needs no observation.
    public private(set) var state = CharactersState()

    /// Lends the state to a stateful widget for one frame (a list keeps its scroll offset there): the one way the
    /// view writes it.
    public func lend<Result>(_ body: (inout CharactersState) -> Result) -> Result { body(&state) }
    /// Each edit of the query, for the debounce.
    private let edits = Observable("")

    // Outputs
    public let phase = Observable<Phase>(.prompt)
    public let favorites = Observable<[FavoriteCharacter]>([])
    public let message = Observable<String?>(nil)
    public let alert = Observable<AlertMessage?>(nil)
    public let detail = Observable<Detail?>(nil)
    public let attribution = Observable("")
    /// The last page's age, and whether it is the copy kept for when the network is gone (set before `attribution`).
    public private(set) var origin: AnswerOrigin?
    public var now: Date { clock.now }
    /// The results so far, page by page.
    public let paged: PagedList<ComicCharacter, Int>
    public var results: Observable<[ComicCharacter]> { paged.items }
    public var total: Observable<Int> { paged.total }
    public var isLoadingMore: Observable<Bool> { paged.isLoadingMore }

    private let client: any CharacterService
    private let store: FavoriteCharactersStore?
    private let clock: SchedulingClock
    private let firstPage: LatestRequest
    private let detailRequest: LatestRequest
    /// The search whose results are shown or on their way ("" when none).
    private var searched = ""
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
        self.attribution.value = attribution
        self.store = store
        self.clock = clock
        paged.onMoreFailed = { [weak self] failure in
            self?.message.value = L.charactersCouldNotLoadMore(failure.userMessage)
        }
        edits.debounce(for: Self.debounce, clock: clock)
            .sink { [weak self] text in self?.querySettled(text) }
            .store(in: &subscriptions)
        // The lists' row counts follow the answers, so moves between frames are clamped to what is there.
        paged.items.sink { [weak self] items in self?.state.results.count = items.count }.store(in: &subscriptions)
        favorites.sink { [weak self] list in self?.state.favorites.count = list.count }.store(in: &subscriptions)
        reloadFavorites()
    }

    public var hasMore: Bool { paged.hasMore }
    /// Comic Vine matches anywhere in the name; the Marvel contract (and the offline catalogue) at its start.
    public var matchesAnywhere: Bool { client.matchesAnywhere }
    public var changeSources: [ChangeSource] {
        [edits, phase, favorites, message, alert, detail, attribution, paged]
    }

    public var isBusy: Bool {
        phase.value == .searching || isLoadingMore.value
            || {
                if case .loading = detail.value { return true }; return false
            }()
    }
    public func isFavorite(_ character: ComicCharacter) -> Bool {
        isFavorite(id: character.id, in: character.catalogue)
    }

    /// By id: a row drawn asks this of every character shown, and a whole character is a copy of a dozen texts.
    public func isFavorite(id: Int, in catalogue: ComicCharacter.Catalogue) -> Bool {
        favorites.value.contains { $0.isCharacter(id: id, in: catalogue) }
    }

    /// Nothing to load until the user types. Every visit starts on the list: until `/` focuses the field, `1`…`4`,
    /// `q` and `?` act (also right after a start that restored this tab).
    /// Coming back to the tab reads the favourites again: another window may have changed them.
    public func activate() {
        if state.mode == .searchField { state.mode = .results }
        reloadFavorites()
    }

    /// The query: the search field's text.
    public var query: String { state.field.text }

    // MARK: Focus and selection

    /// `/` or a click on the field: typed keys go to the query (from the favourites too).
    public func focusField() {
        state.above.focused = nil
        state.mode = .searchField
    }

    /// Enter, ↓ or Esc in the field: back to the results.
    public func leaveField() {
        if state.mode == .searchField { state.mode = .results }
    }

    /// An editing key in the field; false when it is not one.
    public func edit(_ key: Key) -> Bool {
        var field = state.field
        guard field.handle(key) else { return false }
        let changed = field.text != state.field.text
        state.field = field
        if changed { queryEdited() }
        return true
    }

    /// `v`: results ↔ favourites.
    public func switchList() {
        state.above.focused = nil
        state.mode = state.pane == .favorites ? .results : .favorites
        // Listed as they are in the database now (another window may have saved or removed some).
        if state.pane == .favorites { reloadFavorites() }
    }

    /// A move in the list shown; near the end of the results, the next page is fetched.
    public func moveSelection(_ move: (inout ListState) -> Void) {
        state.above.focused = nil
        state.onCredit = false
        if state.pane == .favorites {
            move(&state.favorites)
        } else {
            if state.mode == .searchField { state.mode = .results }
            move(&state.results)
            selectionChanged(to: state.results.selected)
        }
    }

    /// The list shown has pages still to load (the results; favourites are whole).
    var loadsMorePages: Bool { state.pane == .results && hasMore }

    /// The list shown (results or favourites) has no row.
    var shownListIsEmpty: Bool { state.pane == .favorites ? favorites.value.isEmpty : results.value.isEmpty }

    private var listAtItsTop: Bool {
        (state.pane == .favorites ? state.favorites.selected : state.results.selected) == 0
    }

    /// `k`/↑: up the list; from its first row on to the summary line and the search row above it.
    public func moveUp() {
        if state.onCredit {  // back to the row it left
            state.onCredit = false
            return
        }
        // Nothing listed: the summary line stands in for the list (its focus is drawn there), so up goes past it.
        if state.above.focused == nil, shownListIsEmpty { state.above.focused = CharactersState.linesAbove - 1 }
        if !state.above.moveUp(count: CharactersState.linesAbove, listAtItsTop: listAtItsTop) {
            moveSelection { $0.moveUp() }
        }
    }

    /// `j`/↓: down the list; from the lines above it back to its first row.
    public func moveDown() {
        // From the last row (nothing more to load), or from an empty list, on to the credit line under it.
        let lastRow = state.pane == .favorites ? state.favorites.isOnLastRow : state.results.isOnLastRow
        if state.above.focused == nil, lastRow, !loadsMorePages {
            state.onCredit = true
            return
        }
        if !state.above.moveDown(count: CharactersState.linesAbove) { moveSelection { $0.moveDown() } }
        // Nothing listed: the summary line and the (empty) list are one stop, not two on the same row.
        if shownListIsEmpty, state.above.focused == CharactersState.linesAbove - 1 { state.above.focused = nil }
    }

    /// `Home`: the top line (the search row); `g`: the first row.
    /// `Home`: the top line, the list's selection on its first row (so ↓ from the lines above comes to it).
    public func toTop() {
        state.onCredit = false
        moveSelection { $0.top() }
        state.above.top()
    }
    public func toFirstRow() { moveSelection { $0.top() } }

    /// Enter: on the search row, into the field; on a row, its details.
    public func enter() {
        guard !state.onCredit else { return }  // the credit line opens nothing
        switch state.above.focused {
        case 0?: focusField()
        case .some: break
        case nil: openSelected()
        }
    }

    /// A move of the details' focused line.
    public func moveDetailLine(_ move: (inout ListState) -> Void) { move(&state.details) }

    public var selectedCharacter: ComicCharacter? { results.value[safe: state.results.selected] }
    public var selectedFavorite: FavoriteCharacter? { favorites.value[safe: state.favorites.selected] }

    /// Enter on a row: the details of the selected character or favourite.
    public func openSelected() {
        if state.pane == .favorites {
            guard let favorite = selectedFavorite else { return }
            openDetail(id: favorite.id, name: favorite.name)
        } else {
            guard let character = selectedCharacter else { return }
            openDetail(id: character.id, name: character.name)
        }
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

    // MARK: Search

    /// Sets the query as if typed (the command line, tests). Searches 300 ms later, if 2+ letters.
    public func setQuery(_ text: String) {
        guard text != state.field.text else { return }
        state.field = TextFieldState(text: text)
        queryEdited()
    }

    /// Every edit of the search field. Searches 300 ms after the last one, if 2+ letters; fewer clears at once.
    private func queryEdited() {
        let text = state.field.text
        edits.value = text
        guard Self.searchable(text) == nil else { return }
        firstPage.cancel()
        searched = ""
        paged.reset()
        phase.value = .prompt
    }

    private static func searchable(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= minimumQuery ? trimmed : nil
    }

    /// 300 ms passed without an edit: search, unless these results are already shown or coming.
    private func querySettled(_ text: String) {
        guard let prefix = Self.searchable(text) else { return }
        if prefix == searched, phase.value == .searching || phase.value == .loaded { return }
        startSearch(prefix)
    }

    private func startSearch(_ prefix: String) {
        searched = prefix
        paged.reset()
        state.results = ListState()
        phase.value = .searching
        firstPage.start(
            { [client] in try await client.search(prefix: prefix, offset: 0) },
            onSuccess: { [weak self] page in
                guard let self else { return }
                self.origin = page.origin
                self.attribution.value = page.attribution
                self.paged.replace(with: page.asPage) { [client] cursor in
                    try await client.search(prefix: prefix, offset: cursor.offset).asPage
                }
                self.phase.value = .loaded
            },
            onFailure: { [weak self] failure in
                self?.phase.value = .failed(failure.userMessage)
                self?.alert.value = AlertMessage(title: L.charactersSearchFailed, message: failure.userMessage)
            })
    }

    /// The list selection moved: fetch the next page when it is within 3 rows of the end.
    public func selectionChanged(to index: Int) {
        guard phase.value == .loaded else { return }
        paged.selectionChanged(to: index)
    }

    /// Next page, never twice at once and never past the last page.
    public func loadMore() {
        guard phase.value == .loaded else { return }
        paged.loadMore()
    }

    /// Search again now (after an error).
    public func retry() {
        guard let prefix = Self.searchable(query) else { return }
        startSearch(prefix)
    }

    // MARK: Favourites

    public func reloadFavorites() {
        do { favorites.value = try store?.all() ?? [] } catch {
            message.value = StorageFailure.sentence(L.charactersActionReadFavourites, error)
        }
    }

    public func toggleFavorite(_ character: ComicCharacter) {
        toggle(FavoriteCharacter(character, savedAt: clock.now))
    }

    public func toggle(_ favorite: FavoriteCharacter) {
        guard let store else { message.value = L.favouritesUnavailable; return }
        do {
            let change = try store.toggle(favorite)
            favorites.value = change.favorites
            if let evicted = change.evicted.first {
                message.value = L.charactersEvicted(name: evicted.name, capacity: FavoriteCharactersStore.capacity)
            } else {
                message.value =
                    change.added ? L.charactersSaved(name: favorite.name) : L.charactersRemoved(name: favorite.name)
            }
        } catch {
            message.value = StorageFailure.sentence(L.charactersActionSaveFavourite, error)
        }
    }

    public func removeFavorite(_ favorite: FavoriteCharacter) {
        guard let store, let existing = favorites.value.first(where: { $0 == favorite }) else { return }
        do {
            try store.remove(id: existing.id, source: existing.source)
            reloadFavorites()
            message.value = L.charactersRemoved(name: existing.name)
        } catch {
            message.value = StorageFailure.sentence(L.charactersActionRemoveFavourite, error)
        }
    }

    // MARK: Detail

    public func openDetail(id: Int, name: String) {
        if !state.isDetail { state.mode = .detail(over: state.pane) }
        state.details = ListState()
        detail.value = .loading(name: name)
        detailRequest.start(
            { [client] in try await client.character(id: id) },
            onSuccess: { [weak self] in self?.detail.value = .loaded($0) },
            onFailure: { [weak self] in self?.detail.value = .failed($0.userMessage) })
    }

    public func closeDetail() {
        detailRequest.cancel()
        if case .detail(let over) = state.mode { state.mode = over }
        detail.value = nil
    }

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
