import Foundation
import Localization
import Observables
import Services
import TUI

/// Accessible travel: nearby / region / keyword lists that page as the user scrolls, sort and category,
/// barrier-free details fetched lazily (each at most once), a needs filter over them, and bookmarks.
@MainActor
public final class TravelViewModel: TabModel {
    public static let pageSize = SpotSearch.pageSize
    public static let radiusSteps = RadiusSteps([1000, 2000, 5000, 10_000, 20_000])
    public static let prefetchDistance = 3

    /// What the list shows: spots near you, in a region, by keyword, or the bookmarks.
    public enum Listing: Equatable, Sendable {
        case nearby
        case region(code: String, district: String?)
        case keyword(String)
        case bookmarks
    }

    public enum Phase: Equatable { case idle, loading, loaded, failed(String) }

    public enum Detail: Equatable {
        case loading(title: String)
        case loaded(SpotDetail, BarrierFreeInfo?, distance: Double?)
        case failed(String)
    }

    /// The tab's own state: mode, selections, the details' focused line and open groups (see `TravelState`).
    /// Changed by keys and clicks, after which the shell draws anyway, so it needs no observation.
    public var state = TravelState()

    // Outputs
    public let listing = Observable<Listing>(.nearby)
    public let radius = Observable(5000)
    public let sort = Observable<TourSort>(.distance)
    public let category = Observable<TourCategory?>(nil)
    public let needs = Observable<Set<TravelNeed>>([])
    public let phase = Observable<Phase>(.idle)
    /// The list so far, page by page.
    /// The list so far, page by page.
    public let paged: PagedList<Spot, String>
    public var spots: Observable<[Spot]> { paged.items }
    public var total: Observable<Int> { paged.total }
    public var isLoadingMore: Observable<Bool> { paged.isLoadingMore }
    public let barrierFree = Observable<[String: BarrierFreeInfo]>([:])
    public let bookmarks = Observable<[TravelBookmark]>([])
    public let detail = Observable<Detail?>(nil)
    public let alert = Observable<AlertMessage?>(nil)
    public let message = Observable<String?>(nil)

    public let regions: TourRegions
    public let location: Observable<ResolvedLocation>
    /// Named places (stations, districts) the map labels for orientation.
    public let landmarks: [Place]
    private let client: any TravelService
    private let store: TravelBookmarksStore?
    private let clock: SchedulingClock
    private let firstPage: LatestRequest
    /// The first page's age, and whether it is the last answer kept for when the network is gone.
    public private(set) var origin: AnswerOrigin?
    /// The wall clock, for an offline copy's age.
    public var now: @Sendable () -> Date = Date.init
    private let detailRequest: LatestRequest
    /// Barrier-free records fetched one at a time, through the shared request type: a new list cancels it.
    private let barrierFreeRequest: LatestRequest
    private var detailQueue: [String] = []
    private var detailInFlight: String?
    /// Records fetched but not yet shown: they are published a few at a time (one frame each), so the rows' marks
    /// do not repaint the list, and move a braille display's cursor, once per record.
    private var unpublished: [String: BarrierFreeInfo] = [:]
    static let recordsPerUpdate = 5
    /// Ids asked for (answered or in flight): never fetched twice in a session.
    private var requestedDetails = Set<String>()
    private var subscriptions = Set<Subscription>()

    /// The streets, water and coast under the map (see `GroundLoader`).
    public let groundLoader: GroundLoader

    /// `ground`: where the map's ground comes from (nil: none).
    public init(
        client: any TravelService, regions: TourRegions, store: TravelBookmarksStore?, clock: SchedulingClock,
        location: Observable<ResolvedLocation>, landmarks: [Place] = [], ground: (any GroundService)? = nil
    ) {
        groundLoader = GroundLoader(service: ground)
        self.client = client
        paged = PagedList(service: client.serviceName, prefetchDistance: Self.prefetchDistance, id: \.id)
        firstPage = LatestRequest(service: client.serviceName)
        detailRequest = LatestRequest(service: client.serviceName)
        barrierFreeRequest = LatestRequest(service: client.serviceName)
        self.landmarks = landmarks
        self.regions = regions
        self.store = store
        self.clock = clock
        self.location = location
        paged.onAppended = { [weak self] fresh in self?.afterNewSpots(fresh) }
        paged.onMoreFailed = { [weak self] failure in
            self?.message.value = L.travelCouldNotLoadMore(failure.userMessage)
        }
        reloadBookmarks()
        location.sink { [weak self] _ in
            guard let self, self.listing.value == .nearby, self.phase.value != .idle else { return }
            self.load()
        }.store(in: &subscriptions)
    }

    // MARK: Derived

    public var hasMore: Bool { paged.hasMore }
    public var isBusy: Bool {
        phase.value == .loading || isLoadingMore.value
            || {
                if case .loading = detail.value { return true }; return false
            }()
    }

    /// The list after the needs filter: spots whose barrier-free detail has information for every need.
    public var visibleSpots: [Spot] {
        guard !needs.value.isEmpty else { return spots.value }
        return spots.value.filter { SpotSearch.meets(needs.value, barrierFree.value[$0.id]) }
    }

    /// Loaded spots whose detail is not known yet (hidden while a needs filter is on).
    public var unknownCount: Int { spots.value.filter { barrierFree.value[$0.id] == nil }.count }

    public func isBookmarked(_ id: String) -> Bool { bookmarks.value.contains { $0.contentID == id } }

    /// The needs a spot is known to meet (for the row marks).
    public func marks(for id: String) -> [TravelNeed]? {
        barrierFree.value[id].map { info in TravelNeed.allCases.filter { $0.isMet(by: info) } }
    }

    // MARK: Lists

    /// Coming back to the tab reads the bookmarks again: another window may have changed them.
    public func activate() {
        reloadBookmarks()
        if phase.value == .idle { load() }
    }

    public func setListing(_ newListing: Listing) {
        if newListing == .bookmarks {
            if listing.value != .bookmarks { listingBeforeBookmarks = listing.value }
            reloadBookmarks()
        }
        listing.value = newListing
        if newListing != .nearby && sort.value == .distance { sort.value = .title }
        if newListing == .nearby { sort.value = .distance }
        load()
    }

    /// The listing the bookmarks were opened from, for Esc.
    private var listingBeforeBookmarks: Listing = .nearby

    /// Esc in the bookmarks: back to the list they were opened from.
    public func leaveBookmarks() {
        guard listing.value == .bookmarks else { return }
        setListing(listingBeforeBookmarks)
    }

    /// `s`: distance → title → modified → created (distance only in Nearby).
    public func cycleSort() {
        let order: [TourSort] =
            listing.value == .nearby ? [.distance, .title, .modified, .created] : [.title, .modified, .created]
        let index = order.firstIndex(of: sort.value) ?? -1
        sort.value = order[(index + 1) % order.count]
        if listing.value != .bookmarks { load() }
    }

    public func setCategory(_ newCategory: TourCategory?) {
        category.value = newCategory
        if listing.value != .bookmarks { load() }
    }

    public func widen() { stepRadius(1) }
    public func narrow() { stepRadius(-1) }

    private func stepRadius(_ step: Int) {
        guard listing.value == .nearby else { return }
        let next = Self.radiusSteps.step(from: radius.value, by: step)
        guard next != radius.value else { return }
        radius.value = next
        load()
    }

    public func setNeeds(_ newNeeds: Set<TravelNeed>) {
        needs.value = newNeeds
        state.list = ListState()
        automaticPages = 0
        if !newNeeds.isEmpty { queueDetails(spots.value.map(\.id)) }
    }

    /// What the list shows now, as a search (nil for bookmarks, which are not fetched).
    private var search: SpotSearch? {
        let scope: SpotQuery.Scope
        switch listing.value {
        case .nearby: scope = .nearby(location.value.coordinate, radius: radius.value)
        case let .region(code, district): scope = .region(code: code, district: district)
        case .keyword(let text): scope = .keyword(text)
        case .bookmarks: return nil
        }
        return SpotSearch(service: client, query: SpotQuery(scope, sort: sort.value, category: category.value))
    }

    /// First page for the current listing, sort and category; a newer load cancels the older.
    public func load() {
        // The ground around you, at the list's radius (the map is centred near you).
        groundLoader.load(around: location.value.coordinate, radius: radius.value * 3 / 2)
        firstPage.cancel()
        state.list = ListState()
        stopQueuedDetails()
        paged.reset()
        automaticPages = 0
        guard let search else {
            phase.value = .loaded
            return
        }
        // The query as it is now: a later change of listing, sort or place starts a new load, which replaces this one.
        let fetch: PagedList<Spot, String>.Fetch = { cursor in try await search.page(cursor.number).asPage }
        phase.value = .loading
        firstPage.start(
            {
                let first = try await search.page(PageCursor.first.number)
                return (first.asPage, first.origin)
            },
            onSuccess: { [weak self] page, origin in
                guard let self else { return }
                self.origin = origin
                self.paged.replace(with: page, fetch: fetch)
                self.phase.value = .loaded
                self.afterNewSpots(page.items)
            },
            onFailure: { [weak self] failure in
                self?.phase.value = .failed(failure.userMessage)
                self?.alert.value = AlertMessage(title: L.travelTitle, message: failure.userMessage)
            })
    }

    /// Selection moved to `index` of the visible list: page when near the end, and fetch nearby details.
    public func selectionChanged(to index: Int) {
        let visible = visibleSpots
        if phase.value == .loaded { paged.selectionChanged(to: index, visibleCount: visible.count) }
        // The rows around the selection are the ones on screen: their marks should appear.
        let window = max(0, index - 2)..<min(visible.count, index + 12)
        if !window.isEmpty { queueDetails(visible[window].map(\.id)) }
    }

    public func loadMore() {
        guard phase.value == .loaded else { return }
        paged.loadMore()
    }

    /// New rows: fetch their details (all of them while filtering, so hidden rows can qualify; otherwise the first screenful).
    private func afterNewSpots(_ new: [Spot]) {
        queueDetails(needs.value.isEmpty ? Array(new.prefix(12)).map(\.id) : new.map(\.id))
        // A filter that hides everything loaded still pages on, so matches further down are found.
        pageOnForMatches()
    }

    /// Pages fetched on the filter's behalf since the list or the needs last changed.
    private var automaticPages = 0
    /// Enough matches to fill a screen is the goal, but at most 3 extra pages: each page costs a detail call
    /// per spot against a daily quota. Scrolling asks for more as usual.
    private static let automaticPageLimit = 3

    private func pageOnForMatches() {
        guard !needs.value.isEmpty, visibleSpots.count < 8, hasMore, !isLoadingMore.value,
            automaticPages < Self.automaticPageLimit
        else { return }
        automaticPages += 1
        loadMore()
    }

    // MARK: Barrier-free details (lazy, each once)

    public func queueDetails(_ ids: [String]) {
        for id in ids where !requestedDetails.contains(id) {
            requestedDetails.insert(id)
            detailQueue.append(id)
        }
        fetchNextDetail()
    }

    private func fetchNextDetail() {
        guard detailInFlight == nil, !detailQueue.isEmpty else { return }
        let id = detailQueue.removeFirst()
        detailInFlight = id
        barrierFreeRequest.start(
            { [client] in
                do { return try await client.barrierFree(id) } catch  where !Task.isCancelled {
                    // Not cancelled here (a new list cancels through the request): whatever ended it below, even a
                    // cancellation, is a failure the queue must hear, or it would wait for this record for ever.
                    throw RecordUnavailable()
                }
            },
            onSuccess: { [weak self] info in
                guard let self else { return }
                self.detailInFlight = nil
                // A place without a record stays unknown (asked once), never "meets nothing".
                if info.isRecorded { self.unpublished[id] = info }
                if self.detailQueue.isEmpty || self.unpublished.count >= Self.recordsPerUpdate { self.publishRecords() }
                if self.detailQueue.isEmpty { self.pageOnForMatches() } else { self.fetchNextDetail() }
            },
            onFailure: { [weak self] _ in
                guard let self else { return }
                self.detailInFlight = nil
                self.requestedDetails.remove(id)  // a failure may be retried later
                if self.detailQueue.isEmpty { self.publishRecords() }
                self.fetchNextDetail()
            })
    }

    private func publishRecords() {
        guard !unpublished.isEmpty else { return }
        barrierFree.value.merge(unpublished) { _, new in new }
        unpublished = [:]
    }

    /// A new list: the records still queued (or on their way) for the old one are not fetched now, and may be later.
    private func stopQueuedDetails() {
        publishRecords()
        barrierFreeRequest.cancel()
        for id in detailQueue + [detailInFlight].compactMap({ $0 }) { requestedDetails.remove(id) }
        detailQueue = []
        detailInFlight = nil
    }

    // MARK: Selection

    public var selectedSpot: Spot? { visibleSpots[safe: state.list.selected] }
    public var selectedBookmark: TravelBookmark? { bookmarks.value[safe: state.bookmarks.selected] }

    /// The selection of the list shown, its row count brought up to date (the list may have changed since the
    /// last frame).
    public func currentSelection() -> ListState {
        if listing.value == .bookmarks {
            state.bookmarks.count = bookmarks.value.count
            return state.bookmarks
        }
        state.list.count = visibleSpots.count
        return state.list
    }

    /// A move in the list shown (spots or bookmarks); near the end of the spots, the next page is fetched.
    public func moveSelection(_ move: (inout ListState) -> Void) {
        var selection = currentSelection()
        move(&selection)
        if listing.value == .bookmarks {
            state.bookmarks = selection
        } else {
            state.list = selection
            selectionChanged(to: state.list.selected)
        }
    }

    /// Enter on a row: the spot's (or bookmark's) details.
    public func openSelected() {
        if listing.value == .bookmarks {
            guard let b = selectedBookmark else { return }
            openDetail(id: b.contentID, title: b.title, distance: nil)
        } else if let spot = selectedSpot {
            openDetail(id: spot.id, title: spot.title, distance: spot.distance)
        }
    }

    /// `b` on a row.
    public func toggleSelectedBookmark() {
        if listing.value == .bookmarks {
            if let b = selectedBookmark { toggleBookmark(b) }
        } else if let spot = selectedSpot {
            toggleBookmark(spot)
        }
    }

    // MARK: Detail

    /// The details open on their first line (the title), every group closed.
    public func openDetail(id: String, title: String, distance: Double?) {
        state.mode = .detail
        state.details = ListState()
        state.openGroups = []
        detail.value = .loading(title: title)
        detailRequest.start(
            { [client, weak self] () async throws -> (SpotDetail, BarrierFreeInfo?) in
                let common = try await client.detail(id)
                var info = self?.barrierFree.value[id]
                if info == nil {
                    self?.requestedDetails.insert(id)
                    // Without the barrier-free part the place is still worth showing: its absence is said in the detail.
                    info = try? await client.barrierFree(id)
                    if let info, info.isRecorded { self?.barrierFree.value[id] = info }
                }
                return (common, info)
            },
            onSuccess: { [weak self] common, info in
                self?.detail.value = .loaded(common, info, distance: distance)
            },
            onFailure: { [weak self] failure in
                self?.detail.value = .failed(failure.userMessage)
            })
    }

    public func closeDetail() {
        detailRequest.cancel()
        if state.mode == .detail { state.mode = .list }
        detail.value = nil
    }

    // MARK: Bookmarks

    public func reloadBookmarks() {
        do {
            bookmarks.value = try store?.all() ?? []
            state.bookmarks.count = bookmarks.value.count
        } catch {
            message.value = StorageFailure.sentence(L.travelActionReadBookmarks, error)
        }
    }

    public func toggleBookmark(_ spot: Spot) {
        toggleBookmark(TravelBookmark(spot, addedAt: clock.now))
    }

    public func toggleBookmark(_ detail: SpotDetail) {
        toggleBookmark(TravelBookmark(detail, addedAt: clock.now))
    }

    public func toggleBookmark(_ bookmark: TravelBookmark) {
        guard let store else { message.value = L.travelBookmarksUnavailable; return }
        do {
            let added = try store.toggle(bookmark)
            reloadBookmarks()
            message.value = added ? L.travelBookmarked(bookmark.title) : L.travelUnbookmarked(bookmark.title)
        } catch {
            message.value = StorageFailure.sentence(L.travelActionSaveBookmark, error)
        }
    }

    public func settle() async {
        await groundLoader.settle()
        await firstPage.settle()
        await detailRequest.settle()
        // Details may page on for matches, and new pages queue details: wait until both are quiet.
        while true {
            await paged.settle()
            guard barrierFreeRequest.isRunning else { break }
            await barrierFreeRequest.settle()
        }
    }
}

/// A barrier-free record that could not be had (reported as a failure, so the queue goes on).
struct RecordUnavailable: Error {}
