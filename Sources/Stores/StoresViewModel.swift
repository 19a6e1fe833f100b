import Foundation
import Localization
import Observables
import Services
import Synchronization
import TUI

/// The Stores tab's coordinator: a key or an answer becomes a `StoresAction` applied to the one `StoresState`; the
/// effects it returns (the search, the ground, the rows shown, asking where you are) run here and answer with
/// actions. No terminal code here, and no state of its own but what the effects keep (caches, requests in flight).
@MainActor
public final class StoresViewModel: TabModel, HoldsTabTransitions, WalksLinesAbove {
    /// The tab's state and its one transition: `send` changes it, `lend` gives a list's part to its widget.
    public let transitions: TabTransitions<StoresState>
    public let alert = Observable<AlertMessage?>(nil)
    /// Where you are, shared with the other tabs (a move searches again once the tab has searched).
    public let location: Observable<ResolvedLocation>
    /// Named places (stations, districts) the map labels for orientation.
    public let landmarks: [Place]
    /// The wall clock, for open now and an offline copy's age ("2 h ago").
    public var now: @Sendable () -> Date = Date.init
    private let nearby: NearbyStores
    /// Named in failure sentences that have no service of their own, in the language in use when the tab is made.
    private let request = LatestRequest(service: L.storesServiceName)
    private var subscriptions = Set<Subscription>()

    /// The streets, railways, water and coast under the map (see `GroundLoader`).
    public let groundLoader: GroundLoader
    public var ground: Observable<GroundAnswer?> { groundLoader.ground }
    public var groundNote: Observable<String?> { groundLoader.note }

    /// `configuredSource`: what the run is set to use, named until the first answer says what it used.
    /// `ground`: where the map's streets come from (OpenStreetMap when the stores do; nil: none).
    public init(
        client: any StoreSearch, location: Observable<ResolvedLocation>, radius: Int, landmarks: [Place] = [],
        configuredSource: StoreSource? = nil, ground: (any GroundService)? = nil
    ) {
        groundLoader = GroundLoader(service: ground)
        nearby = NearbyStores(search: client)
        var start = StoresState(location: location.value, radius: radius)
        start.source = configuredSource.map { StoresState.Source(source: $0, note: nil) }
        transitions = TabTransitions(start)
        self.landmarks = landmarks
        self.location = location
        transitions.run = { [weak self] in self?.run($0) }
        location.sink { [weak self] place in
            guard let self, place != self.state.location else { return }
            self.send(.moved(place))
        }.store(in: &subscriptions)
    }

    private func run(_ effect: StoresEffect) {
        switch effect {
        case .search(let place, let meters):
            request.start(
                { [nearby] in try await nearby.stores(around: place.coordinate, radius: meters) },
                onSuccess: { [weak self] answer in
                    self?.send(
                        .answered(
                            answer.stores,
                            source: StoresState.Source(source: answer.source, note: answer.note, origin: answer.origin),
                            place: place))
                },
                onFailure: { [weak self] failure in self?.send(.failed(failure.userMessage)) })
        case .drawGround(let center, let radius): groundLoader.load(around: center, radius: radius)
        case .listRows(let fresh): send(.listed(workOutRows(), fresh: fresh))
        case .askWhereYouAre: askWhereYouAre?()
        case .alert(let message): alert.value = message
        }
    }

    /// Set by the app: `c` asks the location sources again (nil in tests).
    public var askWhereYouAre: (() -> Void)?

    /// The stores shown: all found, or with `o` only those open now. Kept, with what the view reads of the whole
    /// list (counts, the nearest, the longest name), from one answer or filter to the next — and, while only the
    /// open ones are shown, from one minute to the next (a store that closed leaves the list): a key never walks
    /// every store.
    public var stores: [ConvenienceStore] {
        keepCurrent()
        return state.shown
    }
    /// The minute the rows and `openCounts` were worked out for.
    private var shownMinute = -1
    /// Counts the changes of `stores`, so the view knows when to project the map's pins again.
    public private(set) var storesRevision = 0
    /// How the filter stands: how many are open, closed and unknown (as of the last answer, `o`, or minute).
    public var openCounts: (open: Int, closed: Int, unknown: Int) {
        keepCurrent()
        return counted
    }
    private var counted: (open: Int, closed: Int, unknown: Int) = (0, 0, 0)
    /// The nearest store found (the summary's) among those whose distance is known, and the widest name shown, in
    /// cells.
    public private(set) var nearest: ConvenienceStore?
    public private(set) var longestName = 0

    /// Every store the search found, whatever the filter.
    public var allStores: [ConvenienceStore] { state.allStores }

    /// A store's UTC offset, for "open now" in its local time (Korea: +9; elsewhere the app's gazetteer decides).
    public var localOffset: @Sendable (Coordinate) -> Int = { $0.isInKorea ? 32_400 : 0 }

    /// How many stores the walks over every store have visited (the work a key must not cost; counted by tests).
    public static let storesWalked = Atomic<Int>(0)

    /// Open now is open this minute: the filter is worked out again when the minute has changed since.
    private func keepCurrent() {
        if state.openOnly, Self.minute(now()) != shownMinute { send(.listed(workOutRows(), fresh: false)) }
    }

    /// The minute a date falls in: the open-now list and the rows' hours are said as of one.
    static func minute(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }

    /// The rows shown and what is kept with them, from the answer and the filter: the one walk over every store.
    private func workOutRows() -> [ConvenienceStore] {
        let all = allStores
        let now = now()
        shownMinute = Self.minute(now)
        Self.storesWalked.add(all.count, ordering: .relaxed)
        var counts = (open: 0, closed: 0, unknown: 0)
        var shown: [ConvenienceStore] = []
        // One answer per written value, offset and country where the sun plays no part: a chain's 10,000 stores
        // that write the same hours are asked once.
        struct Asked: Hashable {
            let text: String
            let offset: Int
            let korea: Bool
        }
        var answered: [Asked: Bool?] = [:]
        let openOnly = state.openOnly
        var nearestIndex: Int?
        var nearestDistance = Double.infinity
        var longest = 0
        // Read in place, through `place` (not the dynamic member lookup, a key path applied at run time): a copy of
        // each store, or a key path per field, cost 40,000 stores some 35 ms.
        all.withUnsafeBufferPointer { stores in
            for index in stores.indices {
                var open: Bool?
                if let hours = stores[index].hours, hours.isUnderstood {
                    let coordinate = stores[index].place.coordinate
                    let offset = localOffset(coordinate)
                    let asked = Asked(
                        text: hours.text, offset: offset, korea: HolidayCalendars.forPlace(coordinate) != nil)
                    if !hours.dependsOnThePlace, let known = answered[asked] {
                        open = known
                    } else {
                        open = stores[index].openState(at: now, offset: offset)
                        if !hours.dependsOnThePlace { answered[asked] = open }
                    }
                }
                switch open {
                case true?: counts.open += 1
                case false?: counts.closed += 1
                case nil: counts.unknown += 1
                }
                // The nearest is one whose distance is known: none is named when no distance was recorded.
                let distance = stores[index].place.distance ?? .infinity
                if distance < nearestDistance {
                    (nearestIndex, nearestDistance) = (index, distance)
                }
                guard !openOnly || open == true else { continue }
                if openOnly { shown.append(stores[index]) }
                // A name is never wider than its UTF-8 bytes: most are skipped without being measured.
                let name = stores[index].place.name
                if name.utf8.count > longest { longest = max(longest, name.displayWidth) }
            }
        }
        counted = counts
        self.nearest = nearestIndex.map { all[$0] }
        longestName = longest
        storesRevision += 1
        return openOnly ? shown : all  // all: the answer's own array, not a copy
    }

    /// The selected row, when there are stores.
    public var selectedIndex: Int? { stores.isEmpty ? nil : state.list.selected }

    public var isLoading: Bool { state.phase == .loading }
    public var changeSources: [ChangeSource] { [transitions, alert, location, groundLoader] }
    public var isBusy: Bool { isLoading }

    /// First visit: search (again only when the location or radius changed since).
    public func activate() { send(.activated) }

    // MARK: Keys (each one action)

    public func moveUp() { send(.moveUp) }
    public func moveDown() { send(.moveDown) }
    public func toTop() { send(.toTop) }
    public func toFirstRow() { send(.toFirstRow) }

    /// Waits for the search in flight (snapshots and tests).
    public func settle() async {
        await request.settle()
        await groundLoader.settle()
    }
}
