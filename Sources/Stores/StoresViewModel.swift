import Foundation
import Localization
import Observables
import Services
import Synchronization
import TUI

/// The Stores tab's state and logic: search around the location, selection that centres the map,
/// radius steps, alerts for none found and for errors, retry. No terminal code here.
@MainActor
public final class StoresViewModel: TabModel, WalksLinesAbove {
    public enum Phase: Equatable {
        case idle
        case loading
        case loaded([ConvenienceStore])
        case failed(String)
    }

    /// Radius steps for `+` / `-`, in metres.
    public static let radiusSteps = RadiusSteps([500, 1000, 2000, 3000, 5000, 10_000, 20_000])

    /// The tab's own state: mode and the selection (see `StoresState`).
    public var state = StoresState()

    // Outputs
    public let phase = Observable<Phase>(.idle)
    public let mapCenter: Observable<Coordinate>
    public let alert = Observable<AlertMessage?>(nil)
    public let radius: Observable<Int>
    public let detail = Observable<ConvenienceStore?>(nil)
    public let location: Observable<ResolvedLocation>
    /// Named places (stations, districts) the map labels for orientation.
    public let landmarks: [Place]

    /// Where the stores shown came from, and why when it is not the source asked for ("no network — sample data").
    public let source: Observable<(StoreSource, String?)?>
    /// The last answer's age, and whether it is the copy kept for when the network is gone (set before `source`).
    public private(set) var origin: AnswerOrigin?
    /// The wall clock, for an offline copy's age ("2 h ago").
    public var now: @Sendable () -> Date = Date.init
    private let nearby: NearbyStores
    /// Named in failure sentences that have no service of their own, in the language in use when the tab is made.
    private let request = LatestRequest(service: L.storesServiceName)
    private var subscriptions = Set<Subscription>()
    private var loadedFor: (ResolvedLocation, Int)?

    /// `configuredSource`: what the run is set to use, named until the first answer says what it used.
    /// The streets, railways, water and coast under the map (see `GroundLoader`).
    public let groundLoader: GroundLoader
    public var ground: Observable<GroundAnswer?> { groundLoader.ground }
    public var groundNote: Observable<String?> { groundLoader.note }

    /// `ground`: where the map's streets come from (OpenStreetMap when the stores do; nil: none).
    public init(
        client: any StoreSearch, location: Observable<ResolvedLocation>, radius: Int, landmarks: [Place] = [],
        configuredSource: StoreSource? = nil, ground: (any GroundService)? = nil
    ) {
        groundLoader = GroundLoader(service: ground)
        nearby = NearbyStores(search: client)
        self.source = Observable(configuredSource.map { ($0, nil) })
        self.landmarks = landmarks
        self.location = location
        self.radius = Observable(Self.radiusSteps.clamp(radius))
        self.mapCenter = Observable(location.value.coordinate)
        // A new location recentres and searches again (only once the tab has loaded something).
        // The map follows "you" only if the user had not moved it away.
        var previous = location.value.coordinate
        location.sink { [weak self] newLocation in
            guard let self else { return }
            if self.mapCenter.value == previous { self.mapCenter.value = newLocation.coordinate }
            previous = newLocation.coordinate
            if self.phase.value != .idle { self.load() }
        }.store(in: &subscriptions)
    }

    /// The stores shown: all found, or with `o` only those open now. Kept, with what the view reads of the whole
    /// list (counts, the nearest, the longest name), from one answer or filter to the next — and, while only the
    /// open ones are shown, from one minute to the next (a store that closed leaves the list): a key never walks
    /// every store.
    public var stores: [ConvenienceStore] {
        keepCurrent()
        return shown
    }
    private var shown: [ConvenienceStore] = []
    /// The minute `shown` and `openCounts` were worked out for.
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
    public var allStores: [ConvenienceStore] {
        if case .loaded(let stores) = phase.value { return stores }
        return []
    }

    /// A store's UTC offset, for "open now" in its local time (Korea: +9; elsewhere the app's gazetteer decides).
    public var localOffset: @Sendable (Coordinate) -> Int = { $0.isInKorea ? 32_400 : 0 }

    /// `o`: only the stores open now, or all again; the selection goes to the first row.
    public func toggleOpenOnly() {
        state.openOnly.toggle()
        refreshShown()
        state.list = ListState(count: stores.count)
        if !stores.isEmpty { select(0) }
    }

    /// How many stores the walks over every store have visited (the work a key must not cost; counted by tests).
    public static let storesWalked = Atomic<Int>(0)

    /// Open now is open this minute: the filter is worked out again when the minute has changed since.
    private func keepCurrent() {
        if state.openOnly, Self.minute(now()) != shownMinute { refreshShown() }
    }

    /// The minute a date falls in: the open-now list and the rows' hours are said as of one.
    static func minute(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }

    /// `stores` and what is kept with it, from the answer and the filter: the one walk over every store.
    private func refreshShown() {
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
        self.shown = openOnly ? shown : all  // all: the answer's own array, not a copy
        state.list.count = self.shown.count  // a list that shrank with the minute keeps its selection on a row
        counted = counts
        self.nearest = nearestIndex.map { all[$0] }
        longestName = longest
        storesRevision += 1
    }

    /// The selected row, when there are stores.
    public var selectedIndex: Int? { stores.isEmpty ? nil : state.list.selected }

    public var isLoading: Bool { phase.value == .loading }
    public var changeSources: [ChangeSource] {
        [phase, mapCenter, alert, radius, detail, location, source, groundLoader]
    }
    public var isBusy: Bool { isLoading }

    /// First visit: search (again only when the location or radius changed since).
    public func activate() { loadIfNeeded() }

    // MARK: Inputs

    /// Loads if nothing was loaded yet for this location and radius.
    public func loadIfNeeded() {
        if let (loc, r) = loadedFor, loc == location.value, r == radius.value, phase.value != .idle { return }
        load()
    }

    /// Searches around the current location; a newer search cancels the one in flight.
    public func load() {
        let place = location.value
        let meters = radius.value
        loadedFor = (place, meters)
        phase.value = .loading
        refreshShown()
        if case .detail(let over) = state.mode { state.mode = over }  // a new search closes the details
        detail.value = nil
        loadGround(around: place.coordinate, radius: meters)
        request.start(
            { [nearby] in
                try await nearby.stores(around: place.coordinate, radius: meters)
            },
            onSuccess: { [weak self] answer in
                self?.origin = answer.origin
                self?.source.value = (answer.source, answer.note)
                self?.finish(with: answer.stores, place: place, radius: meters)
            },
            onFailure: { [weak self] failure in
                guard let self else { return }
                self.phase.value = .failed(failure.userMessage)
                self.refreshShown()
                self.state.list = ListState()
                self.alert.value = AlertMessage(
                    title: L.storesAlertLoadFailedTitle, message: L.storesAlertLoadFailed(failure.userMessage))
            })
    }

    private func finish(with found: [ConvenienceStore], place: ResolvedLocation, radius: Int) {
        phase.value = .loaded(found)
        refreshShown()
        state.list = ListState(count: stores.count)
        // A new search shows the map around you (an empty result is said in place, without a modal alert).
        mapCenter.value = place.coordinate
        if !stores.isEmpty { select(0) }
    }

    public func retry() { load() }

    /// The ground for the map's view: a little wider than the search circle.
    private func loadGround(around center: Coordinate, radius: Int) {
        groundLoader.load(around: center, radius: radius * 3 / 2)
    }

    /// Selects a row; the map follows the store when it would otherwise sit near the map's edge (beyond three
    /// quarters of the radius from the centre). A map that jumps on every `j` is hard to follow, and redrawing a
    /// whole street map for each move costs the terminal ten times the bytes.
    public func select(_ index: Int) {
        guard stores.indices.contains(index) else { return }
        state.above.focused = nil
        state.list.count = stores.count
        state.list.select(index)
        let store = stores[index].coordinate
        if !Self.isWellInView(store, around: mapCenter.value, radius: Double(radius.value)) {
            mapCenter.value = store
        }
    }

    /// Within three quarters of the radius of the map's centre, north–south and east–west.
    static func isWellInView(_ point: Coordinate, around center: Coordinate, radius: Double) -> Bool {
        let north = (point.latitude - center.latitude) * 110_540
        let east = (point.longitude - center.longitude) * 111_320 * cos(center.latitude * .pi / 180)
        return abs(north) <= radius * 0.75 && abs(east) <= radius * 0.75
    }

    /// The store nearest to a map point, selected (a click on a pin).
    public func selectNearest(to point: Coordinate) {
        guard
            let index = stores.indices.min(by: {
                stores[$0].coordinate.distance(to: point) < stores[$1].coordinate.distance(to: point)
            })
        else { return }
        select(index)
    }

    /// `c`: the map back on you, and the location sources asked again (set by the app; nil in tests).
    public func centerOnUser() {
        mapCenter.value = location.value.coordinate
        askWhereYouAre?()
    }

    public var askWhereYouAre: (() -> Void)?

    public func widen() { stepRadius(by: 1) }
    public func narrow() { stepRadius(by: -1) }

    private func stepRadius(by step: Int) {
        let next = Self.radiusSteps.step(from: radius.value, by: step)
        guard next != radius.value else { return }
        radius.value = next
        load()
    }

    /// The shell's accessible mode: the lines above the list are laid out for it.
    public func setAccessible(_ accessible: Bool) {
        state.accessible = accessible
        state.above.clamp(count: state.leadCount)
    }

    /// `k`/↑: up the list; from its first row on to the summary and the header above it (every line reachable).
    public func moveUp() {
        if !state.above.moveUp(count: state.leadCount, listAtItsTop: state.list.selected == 0) {
            select(state.list.selected - 1)
        }
    }

    /// `j`/↓: down the list; from the lines above it back to its first row.
    public func moveDown() {
        if !state.above.moveDown(count: state.leadCount) { select(state.list.selected + 1) }
    }

    /// `Home`: the top line (the header); `g`: the first row.
    /// `Home`: the top line, the list's selection on its first row (so ↓ from the lines above comes to it).
    public func toTop() {
        select(0)
        state.above.top()
    }
    public func toFirstRow() { select(0) }

    /// `m`: the map in words, or back to the map.
    public func toggleMapInWords() {
        state.mode = state.mode == .mapInWords ? .list : .mapInWords
    }

    /// Enter: the selected store's details, opening on their first line.
    public func openDetail() {
        guard state.above.focused == nil, let index = selectedIndex, stores.indices.contains(index) else { return }
        if !state.isDetail { state.mode = .detail(over: state.mode) }
        state.details = ListState()
        detail.value = stores[index]
    }

    /// A move among the details' lines (the list keys' new selection).
    public func moveInDetail(to moved: ListState) { state.details = moved }

    public func closeDetail() {
        if case .detail(let over) = state.mode { state.mode = over }
        detail.value = nil
    }
    /// Waits for the search in flight (snapshots and tests).
    public func settle() async {
        await request.settle()
        await groundLoader.settle()
    }
}
