import Foundation
import Observables
import Services
import TUI

/// Search as you type (2+ letters, 300 ms after the last keystroke, the request in flight cancelled),
/// pages of 10 fetched before the end is reached, favourites capped at 5 with the oldest evicted.
@MainActor
public final class CharactersViewModel: TabModel {
    public static let debounce: Duration = .milliseconds(300)
    public static let minimumQuery = 2
    /// Fetch the next page when the selection is this close to the last row.
    public static let prefetchDistance = 3

    public enum Phase: Equatable {
        case prompt              // fewer than 2 letters
        case searching
        case loaded
        case failed(String)
    }

    public enum Detail: Equatable {
        case loading(name: String)
        case loaded(MarvelCharacter)
        case failed(String)
    }

    // Outputs
    public let query = Observable("")
    public let phase = Observable<Phase>(.prompt)
    public let results = Observable<[MarvelCharacter]>([])
    public let total = Observable(0)
    public let isLoadingMore = Observable(false)
    public let favorites = Observable<[FavoriteCharacter]>([])
    public let message = Observable<String?>(nil)
    public let alert = Observable<AlertMessage?>(nil)
    public let detail = Observable<Detail?>(nil)
    public let attribution = Observable("")

    private let client: MarvelClient
    private let store: FavoriteCharactersStore?
    private let clock: SchedulingClock
    private var generation = 0
    private var pendingSearch: Subscription?
    private var searchTask: Task<Void, Never>?
    private var moreTask: Task<Void, Never>?
    private var detailTask: Task<Void, Never>?
    private var lastPage: MarvelPage?

    public init(client: MarvelClient, store: FavoriteCharactersStore?, clock: SchedulingClock) {
        self.client = client
        self.store = store
        self.clock = clock
        reloadFavorites()
    }

    public var hasMore: Bool { lastPage.map { !$0.isLast } ?? false }
    public var isBusy: Bool { phase.value == .searching || isLoadingMore.value || { if case .loading = detail.value { return true }; return false }() }
    public func isFavorite(_ id: Int) -> Bool { favorites.value.contains { $0.id == id } }

    /// Nothing to load until the user types.
    public func activate() {}

    // MARK: Search

    /// Every edit of the search field. Searches 300 ms after the last one, if 2+ letters.
    public func setQuery(_ text: String) {
        guard text != query.value else { return }
        query.value = text
        generation += 1
        pendingSearch?.cancel()
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= Self.minimumQuery else {
            cancelRequests()
            results.value = []
            total.value = 0
            lastPage = nil
            phase.value = .prompt
            return
        }
        let mine = generation
        pendingSearch = clock.schedule(after: Self.debounce) { [weak self] in
            guard let self, mine == self.generation else { return }
            self.startSearch(trimmed, generation: mine)
        }
    }

    private func cancelRequests() {
        searchTask?.cancel()
        moreTask?.cancel()
        isLoadingMore.value = false
    }

    private func startSearch(_ prefix: String, generation mine: Int) {
        cancelRequests()
        phase.value = .searching
        results.value = []
        lastPage = nil
        searchTask = Task { [client] in
            do {
                let page = try await client.search(prefix: prefix, offset: 0)
                guard mine == self.generation, !Task.isCancelled else { return }
                self.lastPage = page
                self.total.value = page.total
                self.attribution.value = page.attribution
                self.results.value = page.results
                self.phase.value = .loaded
            } catch {
                guard mine == self.generation else { return }
                guard let failure = ServiceError.reportable(error, service: MarvelClient.serviceName) else { return }
                self.phase.value = .failed(failure.userMessage)
                self.alert.value = AlertMessage(title: "Search failed", message: failure.userMessage)
            }
        }
    }

    /// The list selection moved: fetch the next page when it is within 3 rows of the end.
    public func selectionChanged(to index: Int) {
        guard phase.value == .loaded, index >= results.value.count - 1 - Self.prefetchDistance else { return }
        loadMore()
    }

    /// Next page, never twice at once and never past the last page.
    public func loadMore() {
        guard phase.value == .loaded, hasMore, !isLoadingMore.value, let page = lastPage else { return }
        let mine = generation
        let prefix = query.value.trimmingCharacters(in: .whitespaces)
        let offset = page.offset + page.count
        isLoadingMore.value = true
        moreTask = Task { [client] in
            do {
                let next = try await client.search(prefix: prefix, offset: offset)
                guard mine == self.generation, !Task.isCancelled else { return }
                let known = Set(self.results.value.map(\.id))
                self.lastPage = next
                self.total.value = next.total
                self.results.value += next.results.filter { !known.contains($0.id) }
                self.isLoadingMore.value = false
            } catch {
                guard mine == self.generation else { return }
                self.isLoadingMore.value = false
                if let failure = ServiceError.reportable(error, service: MarvelClient.serviceName) { self.message.value = "could not load more: \(failure.userMessage)" }
            }
        }
    }

    /// Search again now (after an error).
    public func retry() {
        let trimmed = query.value.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= Self.minimumQuery else { return }
        generation += 1
        pendingSearch?.cancel()
        startSearch(trimmed, generation: generation)
    }

    // MARK: Favourites

    public func reloadFavorites() {
        do { favorites.value = try store?.all() ?? [] } catch {
            message.value = "favourites unavailable: \(error)"
        }
    }

    public func toggleFavorite(_ character: MarvelCharacter) {
        toggle(FavoriteCharacter(character, savedAt: clock.now))
    }

    public func toggle(_ favorite: FavoriteCharacter) {
        guard let store else { message.value = "favourites are unavailable (no database)"; return }
        do {
            let change = try store.toggle(favorite)
            favorites.value = change.favorites
            if let evicted = change.evicted.first {
                message.value = "removed \(evicted.name) to keep \(FavoriteCharactersStore.capacity) favourites"
            } else {
                message.value = change.added ? "saved \(favorite.name)" : "removed \(favorite.name)"
            }
        } catch {
            message.value = "could not save: \(error)"
        }
    }

    public func removeFavorite(id: Int) {
        guard let store, let existing = favorites.value.first(where: { $0.id == id }) else { return }
        do {
            try store.remove(id: id)
            reloadFavorites()
            message.value = "removed \(existing.name)"
        } catch {
            message.value = "could not remove: \(error)"
        }
    }

    // MARK: Detail

    public func openDetail(id: Int, name: String) {
        detailTask?.cancel()
        detail.value = .loading(name: name)
        detailTask = Task { [client] in
            do {
                let character = try await client.character(id: id)
                guard !Task.isCancelled else { return }
                self.detail.value = .loaded(character)
            } catch {
                guard let failure = ServiceError.reportable(error, service: MarvelClient.serviceName) else { return }
                self.detail.value = .failed(failure.userMessage)
            }
        }
    }

    public func closeDetail() {
        detailTask?.cancel()
        detail.value = nil
    }

    /// Waits for the requests started so far (snapshots and tests).
    public func settle() async {
        await searchTask?.value
        await moreTask?.value
        await detailTask?.value
    }
}
