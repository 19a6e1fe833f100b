import Foundation
import Localization
import Observables
import Services
import TUI

/// Accessible travel: nearby / region / keyword lists that page as the user scrolls, sort and category, access
/// records fetched lazily (each at most once) and merged with what the list carried, the needs filter (remembered),
/// bookmarks, the toilets, chargers and stations near you, the way there and the day. The coordinator of the one
/// `TravelState`: a key or an answer becomes a `TravelAction`; the effects run in their rooms (`TravelEffects`) and
/// answer with actions. It also reads what is words of the moment (a card's lines, the details' lines).
@MainActor
public final class TravelViewModel: TabModel, HoldsTabTransitions, WalksLinesAbove {
    public typealias Listing = TravelState.Listing
    public typealias Phase = TravelState.Phase
    public typealias Detail = TravelState.Detail
    public typealias RouteState = TravelState.RouteState
    /// Finds the way from a point to another for a profile (nil: no source in this run, --offline).
    public typealias RouteSearch = @Sendable (Coordinate, Coordinate, RouteProfile) async throws -> WayThere.Answer
    /// "Can I go today?" for a place, from your location (nil: not asked in this run).
    public typealias DayCheckSearch = @Sendable (DayPlace, Set<TravelNeed>, Coordinate?) async -> DayVerdict

    /// The tab's state and its one transition: `send` changes it, `lend` gives a list's part to its widget.
    public let transitions: TabTransitions<TravelState>
    private let effects: TravelEffects
    public let alert = Observable<AlertMessage?>(nil)
    public let regions: TourRegions
    /// The app's one location: followed into the state (`state.location`, what the tab reads) as it changes.
    private let location: Observable<ResolvedLocation>
    /// Named places (stations, districts) the map labels for orientation.
    public let landmarks: [Place]
    private let clock: SchedulingClock
    private var subscriptions = Set<Subscription>()
    /// The wall clock, for an offline copy's age and "open now".
    public var now: @Sendable () -> Date = Date.init
    /// A place's UTC offset, for "open now" (Korea's unless the composition root knows better).
    public var utcOffset: @Sendable (Coordinate) -> Int = { _ in 9 * 3600 }
    /// The closest bundled title to a Latin keyword that found none (set by the composition root; nil: none).
    public var closestTitle: (@Sendable (String) -> String?)?
    private var suggestion: (keyword: String, title: String?)?

    /// The streets, water and coast under the map (see `GroundLoader`), drawn by the effects' room.
    public let groundLoader: GroundLoader

    /// `toilets`: where toilets come from (nil: none in this run, --offline); `needs`: the needs remembered,
    /// `saveNeeds` keeps a new choice; `radius`: Nearby's to start with; `datesAreKnown`: the records carry their
    /// dates (the live service's do).
    public init(
        client: any TravelService, regions: TourRegions, store: TravelBookmarksStore?, clock: SchedulingClock,
        location: Observable<ResolvedLocation>, landmarks: [Place] = [], ground: (any GroundService)? = nil,
        toilets: (any ToiletSearch)? = nil,
        chargers: (@Sendable (Coordinate, Double) throws -> [WheelchairCharger])? = nil,
        stations: (any StationDirectory)? = nil, routes: RouteSearch? = nil, day: DayCheckSearch? = nil,
        needs: Set<TravelNeed> = [], radius: Int = 5000, datesAreKnown: Bool = true,
        saveNeeds: @escaping (Set<TravelNeed>) -> Void = { _ in }
    ) {
        var start = TravelState()
        start.needs = needs
        start.radius = radius
        start.location = location.value
        start.datesAreKnown = datesAreKnown
        start.routesAvailable = routes != nil
        start.dayAvailable = day != nil
        transitions = TabTransitions(start)
        self.landmarks = landmarks
        self.regions = regions
        self.clock = clock
        self.location = location
        groundLoader = GroundLoader(service: ground)
        effects = TravelEffects(
            .init(
                client: client, store: store, toilets: toilets, chargers: chargers, stations: stations, routes: routes,
                day: day, ground: groundLoader, saveNeeds: saveNeeds)
        )
        effects.send = { [weak self] in self?.send($0) }
        transitions.run = { [weak self] in self?.run($0) }
        // The list's rows follow the paging room's answers, so moves between frames are clamped to what is there.
        let paged = effects.paged
        paged.onChange { [weak self] in
            self?.send(
                .listed(
                    spots: paged.items.value, total: paged.total.value, hasMore: paged.hasMore,
                    loadingMore: paged.isLoadingMore.value))
        }.store(in: &subscriptions)
        effects.reloadBookmarks()
        location.sink { [weak self] in self?.send(.located($0)) }.store(in: &subscriptions)
    }

    public var changeSources: [ChangeSource] { [transitions, alert, location, groundLoader] }

    public var isBusy: Bool {
        if state.phase == .loading || state.isLoadingMore || state.toiletAnswer == .loading || state.route == .loading {
            return true
        }
        if case .loading? = state.detail { return true }
        return false
    }

    // MARK: Keys (each one action)

    /// Coming back to the tab reads the bookmarks again: another window may have changed them.
    public func activate() { send(.activated) }
    public func setListing(_ listing: Listing) { send(.show(listing)) }
    public func leaveSideList() { send(.leaveSideList) }
    public func cycleSort() { send(.cycleSort) }
    public func setCategory(_ category: TourCategory?) { send(.chooseCategory(category)) }
    public func widen() { send(.stepRadius(1)) }
    public func narrow() { send(.stepRadius(-1)) }
    public func setNeeds(_ needs: Set<TravelNeed>) { send(.chooseNeeds(needs)) }
    public func toggleMapInWords() { send(.toggleMapInWords) }
    public func load() { send(.reload) }
    public func openRoute() { send(.openRoute) }
    public func moveUp() { send(.up(shownSelection)) }
    public func moveDown() { send(.down(shownSelection)) }
    public func toTop() { send(.toTop(shownSelection)) }
    public func toFirstRow() { send(.toFirstRow(shownSelection)) }
    /// `G`/End: the last spot of the whole list, not only of the pages loaded.
    public func selectLast() { send(.toLast(shownSelection)) }
    public func openSelected() { send(.enter) }
    public func toggleSelectedBookmark() { send(.bookmarkSelected(at: clock.now)) }
    public func toggleBookmarkOfDetail() { send(.bookmarkDetail(at: clock.now)) }
    public func toggleBookmark(_ spot: Spot) { send(.toggleBookmark(TravelBookmark(spot, addedAt: clock.now))) }
    public func openRegionPicker() { send(.openRegionPicker(provinces: regions.provinces.count)) }
    public func openCategoryPicker() { send(.openCategoryPicker) }
    public func openNeedsPicker() { send(.openNeedsPicker) }
    /// `/`: after a Latin keyword that found nothing, the field holds the closest title the list offers ("/
    /// searches it"); else it is empty.
    public func openKeyword() {
        var offered = ""
        if case .keyword(let keyword) = state.listing, state.phase == .loaded, state.spots.isEmpty {
            offered = suggestion(for: keyword) ?? ""
        }
        send(.openKeyword(offered))
    }
    public func cancelPicker() { send(.cancelPicker) }
    public func pickerUp() { send(.pickerUp) }
    public func pickerDown() { send(.pickerDown) }
    public func toggleNeedPicked() { send(.toggleNeedPicked) }
    public func clearNeedsPicked() { send(.clearNeedsPicked) }
    public func closeDetail() { send(.closeDetail) }
    public func setAccessible(_ accessible: Bool) { send(.setAccessible(accessible)) }
    public func openDetail(_ spot: Spot) {
        send(.openDetail(id: spot.id, title: spot.title, distance: spot.distance, carried: spot.access))
    }

    /// A move in the list shown (spots, bookmarks, a side list or a card).
    public func moveSelection(_ move: (inout ListState) -> Void) {
        var selection = shownSelection
        move(&selection)
        send(.moved(selection))
    }
    public func movePicker(_ move: (inout ListState) -> Void) {
        var picker = state.picker
        move(&picker)
        send(.pickerMoved(picker))
    }
    /// A move of the details' focus (j/k/g/G/PgUp/PgDn).
    public func moveDetails(_ move: (inout ListState) -> Void) {
        var details = state.details
        move(&details)
        send(.detailsMoved(details))
    }

    /// Enter in a picker: the province on the row selected goes with it (the regions are the model's).
    public func choosePicked() {
        let province = state.mode == .provinces ? regions.provinces[safe: state.picker.selected] : nil
        send(.choosePicked(province: province))
    }

    /// A key typed into the keyword field; Enter searches, Esc cancels. False when the field does not take it.
    public func typeKeyword(_ key: Key) -> Bool {
        guard case .keyword(var field) = state.mode else { return false }
        switch key {
        case .escape: send(.cancelPicker)
        case .enter: send(.searchKeyword)
        case .tab, .backTab: return false
        case .char("/"): break  // already in the field: `/` is never typed
        default: if field.handle(key) { send(.typed(field)) }
        }
        return true
    }

    /// Enter/Space on a group's header opens or closes it.
    public func toggleFocusedGroup() {
        if let group = linesNow.details()[safe: state.details.selected]?.header { send(.toggleGroup(group)) }
    }

    /// `J`/`K`: the next or previous group's header.
    public func jumpToGroup(by step: Int) {
        let lines = linesNow.details()
        let headers = lines.indices.filter { lines[$0].header != nil }
        send(.jumpToGroup(by: step, headers: headers, lines: lines.count))
    }

    /// `o`: every group open, the focus staying on the line it was on.
    public func openEveryGroup() {
        let lines = linesNow
        let after = lines.details(open: Set(AccessFeature.Group.allCases))
        send(.openEveryGroup(before: lines.details().map(\.header), after: after.map(\.header)))
    }

    // MARK: Effects

    private func run(_ effect: TravelEffect) {
        switch effect {
        case .countDetailLines: send(.detailsCounted(linesNow.details().count))
        case .alert(let message): alert.value = message
        default: effects.run(effect)
        }
    }

    /// Waits for the requests started so far (snapshots and tests).
    public func settle() async { await effects.settle() }

    // MARK: Words of the moment

    /// The selection of the list shown, its row count from what is loaded now (the list may have changed since).
    public var shownSelection: ListState {
        var selection = state.storedSelection
        switch state.listing {
        case .bookmarks: selection.count = state.bookmarkList.count
        case .toilets: selection.count = state.toiletList.count
        case .chargers: selection.count = state.chargerList.count
        case .stations: selection.count = state.stationList.count
        case .station: selection.count = linesNow.stationCard.count
        case .charger: selection.count = linesNow.chargerCard.count
        case .toilet: selection.count = linesNow.toiletCard.count
        case .route: selection.count = linesNow.route.count
        default: selection.count = state.visibleSpots.count
        }
        return selection
    }

    /// The tab's words of the moment (the clock, the place's offset, the streets drawn, with the state).
    public var linesNow: TravelLinesNow {
        TravelLinesNow(state: state, now: now(), utcOffset: utcOffset, ground: groundLoader.ground.value)
    }

    /// For an empty keyword list: the title to offer, found once per keyword.
    public func suggestion(for keyword: String) -> String? {
        if let suggestion, suggestion.keyword == keyword { return suggestion.title }
        let title = closestTitle?(keyword)
        suggestion = (keyword, title)
        return title
    }
}
