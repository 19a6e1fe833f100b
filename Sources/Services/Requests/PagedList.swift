import Observables

/// One page of a paged answer, in the service's order.
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    /// How many items the service says there are in all.
    public var total: Int
    public var isLast: Bool

    public init(items: [Item], total: Int, isLast: Bool) {
        self.items = items
        self.total = total
        self.isLast = isLast
    }
}

/// Where the next page starts: by page number (1-based) or by offset (items received so far, duplicates included).
public struct PageCursor: Equatable, Sendable {
    public var number: Int
    public var offset: Int

    public init(number: Int, offset: Int) {
        self.number = number
        self.offset = offset
    }

    public static let first = PageCursor(number: 1, offset: 0)
}

/// A list that grows a page at a time as the selection nears its end: the next page is fetched when the
/// selection is within `prefetchDistance` rows of the last one, never twice at once, never past the last
/// page; items already listed (same id) are not added again; an answer for a list that was replaced
/// since is dropped.
@MainActor
public final class PagedList<Item: Sendable, ID: Hashable>: ChangeSource {
    public typealias Fetch = @MainActor (PageCursor) async throws -> Page<Item>

    public let items = Observable<[Item]>([])
    public let total = Observable(0)
    public let isLoadingMore = Observable(false)
    public let prefetchDistance: Int
    /// A next page failed (the list stays as it was; scrolling asks again).
    public var onMoreFailed: @MainActor (ServiceError) -> Void = { _ in }
    /// Items a next page added (after de-duplication).
    public var onAppended: @MainActor ([Item]) -> Void = { _ in }

    private let id: (Item) -> ID
    private let more: LatestRequest
    private var fetch: Fetch?
    private var next = PageCursor(number: 1, offset: 0)
    public private(set) var hasMore = false
    /// The ids of `items`, kept as they are added: a page is checked against them without going over the list.
    private var listedIDs: Set<ID> = []

    public init(service: String, prefetchDistance: Int, id: @escaping (Item) -> ID) {
        self.more = LatestRequest(service: service)
        self.prefetchDistance = prefetchDistance
        self.id = id
        super.init()
    }

    /// Empties the list and forgets how to fetch more (a request in flight is dropped).
    public func reset() {
        more.cancel()
        fetch = nil
        hasMore = false
        next = PageCursor(number: 1, offset: 0)
        isLoadingMore.value = false
        total.value = 0
        listedIDs = []
        items.value = []
    }

    /// Starts a new list from its first page; `fetch` brings the pages after it.
    public func replace(with first: Page<Item>, fetch: @escaping Fetch) {
        reset()
        self.fetch = fetch
        accept(first)
        items.value = unlisted(first.items)
    }

    /// The selection moved to `index` of `visibleCount` rows: fetch the next page when near the end.
    public func selectionChanged(to index: Int, visibleCount: Int? = nil) {
        if index >= (visibleCount ?? items.value.count) - 1 - prefetchDistance { loadMore() }
    }

    /// The next page, unless one is on its way or the last one is here.
    public func loadMore() {
        guard hasMore, !isLoadingMore.value, let fetch else { return }
        let cursor = next
        isLoadingMore.value = true
        more.start(
            { try await fetch(cursor) },
            onSuccess: { [weak self] page in
                guard let self else { return }
                self.accept(page)
                let fresh = self.unlisted(page.items)
                self.isLoadingMore.value = false
                self.items.value += fresh
                self.onAppended(fresh)
            },
            onFailure: { [weak self] failure in
                self?.isLoadingMore.value = false
                self?.onMoreFailed(failure)
            })
    }

    public func settle() async { await more.settle() }

    public override func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription {
        Subscription.combining([items.onChange(handler), total.onChange(handler), isLoadingMore.onChange(handler)])
    }

    private func accept(_ page: Page<Item>) {
        total.value = page.total
        hasMore = !page.isLast
        next = PageCursor(number: next.number + 1, offset: next.offset + page.items.count)
    }

    /// The candidates not listed yet (each id once), counted as listed from now on.
    private func unlisted(_ candidates: [Item]) -> [Item] {
        candidates.filter { listedIDs.insert(id($0)).inserted }
    }
}
