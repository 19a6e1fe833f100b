import Foundation
import Localization
import Observables
import Services
import TUI

/// Accessible travel: nearby / region / keyword lists that page as the user scrolls, sort and category, access
/// records fetched lazily (each at most once) and merged with what the list carried, the needs filter (remembered),
/// bookmarks, and the toilets near you. Every key of the tab calls one of its methods; the view only draws.
@MainActor
public final class TravelViewModel: TabModel, WalksLinesAbove {
    public typealias Listing = TravelState.Listing
    public static let pageSize = SpotSearch.pageSize
    public static let radiusSteps = RadiusSteps([1000, 2000, 5000, 10_000, 20_000])
    public static let toiletRadius = 1000
    public static let prefetchDistance = 3

    public enum Phase: Equatable { case idle, loading, loaded, failed(String) }

    public enum Detail: Equatable {
        case loading(title: String)
        case loaded(SpotDetail, AccessRecord?, distance: Double?)
        case failed(String)
    }

    public enum Toilets: Equatable {
        case idle, loading
        case loaded(ToiletAnswer)
        case failed(String)
        /// No source of toilets in this run (--offline): why, in words.
        case unavailable(String)
    }

    public enum Stations: Equatable {
        case idle
        /// The stations near you, each with its card (for the row's counts).
        case loaded([NearbyStation], cards: [String: StationCard])
        case failed(String)
    }

    /// The way there: asked, found (its lines), or why not.
    public enum RouteState: Equatable {
        case idle, loading
        /// The route, and where the network came from (a kept copy, its age).
        case found(Route, AnswerOrigin?)
        case failed(String)
    }

    public enum Chargers: Equatable {
        case idle
        case loaded([WheelchairCharger])
        case failed(String)
    }

    /// The tab's own state: listing, mode, selections, the details' focused line and open groups (`TravelState`).
    /// Changed by the methods below (keys and clicks call them), after which the shell draws anyway.
    public private(set) var state = TravelState()

    /// Lends one list's state to a stateful widget for one frame (it keeps its scroll offset there): the one way the
    /// view writes the state. A copy, put back after: what the widget's rows read of the model meanwhile is the
    /// state as it was (no overlapping access).
    public func lend<Part, Result>(_ part: WritableKeyPath<TravelState, Part>, _ body: (inout Part) -> Result) -> Result
    {
        var lent = state[keyPath: part]
        defer { state[keyPath: part] = lent }
        return body(&lent)
    }

    // Outputs
    public let radius = Observable(5000)
    public let sort = Observable<TourSort>(.distance)
    public let category = Observable<TourCategory?>(nil)
    public let needs = Observable<Set<TravelNeed>>([])
    public let phase = Observable<Phase>(.idle)
    /// The list so far, page by page.
    public let paged: PagedList<Spot, String>
    public var spots: Observable<[Spot]> { paged.items }
    public var total: Observable<Int> { paged.total }
    public var isLoadingMore: Observable<Bool> { paged.isLoadingMore }
    /// Tourism records fetched so far, by spot id (an OpenStreetMap place's facts come with the list).
    public let records = Observable<[String: AccessRecord]>([:])
    public let bookmarks = Observable<[TravelBookmark]>([])
    public let detail = Observable<Detail?>(nil)
    public let toilets = Observable<Toilets>(.idle)
    /// `e`: the power-wheelchair chargers near you (Korea's national data, bundled).
    public let chargers = Observable<Chargers>(.idle)
    /// `w`: the way there to the selected spot.
    public let route = Observable<RouteState>(.idle)
    /// The day card at the top of the details: being checked, or the verdict (nil: not asked in this run).
    public let day = Observable<DayCard?>(nil)
    public enum DayCard: Equatable {
        case checking
        case ready(DayVerdict)
    }
    /// `u`: the subway stations near you; Enter: one station's card.
    public let stations = Observable<Stations>(.idle)
    public let stationCard = Observable<StationCard?>(nil)
    public let alert = Observable<AlertMessage?>(nil)
    public let message = Observable<String?>(nil)
    /// What the list could not include ("OpenStreetMap not reached …"), from the last first page.
    public let note = Observable<String?>(nil)

    public let regions: TourRegions
    public let location: Observable<ResolvedLocation>
    /// Named places (stations, districts) the map labels for orientation.
    public let landmarks: [Place]
    private let client: any TravelService
    private let toiletSearch: (any ToiletSearch)?
    private let chargerSearch: (@Sendable (Coordinate, Double) throws -> [WheelchairCharger])?
    private let stationDirectory: (any StationDirectory)?
    /// Finds the way from a point to another for a profile (nil: no source in this run, --offline).
    public typealias RouteSearch = @Sendable (Coordinate, Coordinate, RouteProfile) async throws -> WayThere.Answer
    private let routeSearch: RouteSearch?
    private let routeRequest = LatestRequest(service: "OpenStreetMap")  // not UI: a source name
    /// "Can I go today?" for a place, from your location (nil: not asked in this run).
    public typealias DayCheckSearch = @Sendable (DayPlace, Set<TravelNeed>, Coordinate?) async -> DayVerdict
    private let dayCheck: DayCheckSearch?
    private let dayRequest = LatestRequest(service: "onestep")  // not UI: several sources, each said on the card
    /// Records that could not be fetched since the list was loaded (said in the message line).
    private var recordFailures = 0
    /// Spots whose record could not be fetched for this list (their rows say so; a later try may bring it).
    public private(set) var unavailableRecords = Set<String>()
    private let store: TravelBookmarksStore?
    private let saveNeeds: (Set<TravelNeed>) -> Void
    private let clock: SchedulingClock
    private let firstPage: LatestRequest
    private let toiletRequest: LatestRequest
    /// The first page's age, and whether it is the last answer kept for when the network is gone.
    public private(set) var origin: AnswerOrigin?
    /// The wall clock, for an offline copy's age and "open now".
    public var now: @Sendable () -> Date = Date.init
    private let detailRequest: LatestRequest
    /// Records fetched one at a time, through the shared request type: a new list cancels it.
    private let recordRequest: LatestRequest
    private var recordQueue: [String] = []
    private var recordInFlight: String?
    /// Records fetched but not yet shown: published a few at a time (one frame each), so the rows do not repaint,
    /// and move a braille display's cursor, once per record.
    private var unpublished: [String: AccessRecord] = [:]
    static let recordsPerUpdate = 5
    /// Ids asked for (answered or in flight): never fetched twice in a session.
    private var requested = Set<String>()
    private var subscriptions = Set<Subscription>()

    /// The streets, water and coast under the map (see `GroundLoader`).
    public let groundLoader: GroundLoader

    /// `toilets`: where toilets come from (nil: none in this run, --offline); `needs`: the needs
    /// remembered, `saveNeeds` keeps a new choice.
    public init(
        client: any TravelService, regions: TourRegions, store: TravelBookmarksStore?, clock: SchedulingClock,
        location: Observable<ResolvedLocation>, landmarks: [Place] = [], ground: (any GroundService)? = nil,
        toilets: (any ToiletSearch)? = nil,
        chargers: (@Sendable (Coordinate, Double) throws -> [WheelchairCharger])? = nil,
        stations: (any StationDirectory)? = nil, routes: RouteSearch? = nil, day: DayCheckSearch? = nil,
        needs: Set<TravelNeed> = [],
        saveNeeds: @escaping (Set<TravelNeed>) -> Void = { _ in }
    ) {
        chargerSearch = chargers
        stationDirectory = stations
        routeSearch = routes
        dayCheck = day
        groundLoader = GroundLoader(service: ground)
        self.client = client
        paged = PagedList(service: client.serviceName, prefetchDistance: Self.prefetchDistance, id: \.id)
        firstPage = LatestRequest(service: client.serviceName)
        detailRequest = LatestRequest(service: client.serviceName)
        recordRequest = LatestRequest(service: client.serviceName)
        toiletRequest = LatestRequest(service: "OpenStreetMap")  // not UI: a source name
        toiletSearch = toilets
        self.landmarks = landmarks
        self.regions = regions
        self.store = store
        self.clock = clock
        self.location = location
        self.saveNeeds = saveNeeds
        self.needs.value = needs
        paged.onAppended = { [weak self] fresh in self?.afterNewSpots(fresh) }
        paged.onMoreFailed = { [weak self] failure in
            // `G` on its way to the end stops there: nothing more is loading.
            self?.goingToTheEnd = false
            self?.message.value = L.travelCouldNotLoadMore(failure.userMessage)
        }
        reloadBookmarks()
        location.sink { [weak self] _ in
            guard let self, self.phase.value != .idle else { return }
            if self.state.listing == .nearby { self.load() }
            if self.state.listing == .toilets { self.loadToilets() }
            if self.state.listing == .chargers { self.loadChargers() }
            if self.state.listing == .stations { self.loadStations() }
        }.store(in: &subscriptions)
    }

    // MARK: Derived

    public var listing: Listing { state.listing }
    public var hasMore: Bool { paged.hasMore }
    public var changeSources: [ChangeSource] {
        [
            radius, sort, category, needs, phase, paged, records, bookmarks, detail, toilets, chargers, stations, route,
            day,
            stationCard, alert, message, note,
            location, groundLoader,
        ]
    }

    public var isBusy: Bool {
        if phase.value == .loading || isLoadingMore.value || toilets.value == .loading || route.value == .loading {
            return true
        }
        if case .loading = detail.value { return true }
        return false
    }

    /// What is known of a spot's access: what its list carried, with its tourism record once fetched (nil while
    /// that record is still to come).
    public func record(for spot: Spot) -> AccessRecord? {
        guard spot.hasTourismRecord else { return spot.access ?? .nothingRecorded }
        guard let fetched = records.value[spot.id] else { return nil }
        return spot.access.map(fetched.merged(with:)) ?? fetched
    }

    /// Whether everything there is to know about the spot's access is in (an OpenStreetMap place: at once).
    public func isAnswered(_ spot: Spot) -> Bool { record(for: spot) != nil }

    /// The list after the needs filter: spots that meet every need, then (counted apart) those not known to.
    public var visibleSpots: [Spot] {
        let needs = needs.value
        guard !needs.isEmpty else { return spots.value }
        let all = spots.value
        let meeting = all.filter { TravelNeed.allMet(needs, record(for: $0)) }
        let unknown = all.filter { isAnswered($0) && TravelNeed.undecided(needs, record(for: $0)) }
        return meeting + unknown
    }

    /// Spots meeting every need (the first rows of `visibleSpots`).
    public var meetingCount: Int { spots.value.filter { TravelNeed.allMet(needs.value, record(for: $0)) }.count }
    /// Spots answered whose needs are not all known (no source refused any).
    public var undecidedCount: Int {
        spots.value.filter { isAnswered($0) && TravelNeed.undecided(needs.value, record(for: $0)) }.count
    }
    /// Of those, the spots some need of which is answered in words only (read them).
    public var describedCount: Int {
        spots.value.filter { isAnswered($0) && TravelNeed.described(needs.value, record(for: $0)) }.count
    }
    /// Spots whose tourism record is still being asked.
    public var pendingCount: Int { spots.value.filter { !isAnswered($0) }.count }

    public func isBookmarked(_ id: String) -> Bool { bookmarks.value.contains { $0.contentID == id } }

    // MARK: Lists

    /// Coming back to the tab reads the bookmarks again: another window may have changed them.
    public func activate() {
        reloadBookmarks()
        if phase.value == .idle { load() }
    }

    public func setListing(_ newListing: Listing) {
        goingToTheEnd = false
        state.above.focused = nil
        if newListing.isSideList {
            if !state.listing.isSideList {
                state.returnTo = TravelState.Left(listing: state.listing, row: state.list.selected)
            }
            if newListing == .bookmarks { reloadBookmarks() }
        }
        state.mode = .list
        state.listing = newListing
        if newListing == .toilets { return loadToilets() }
        if newListing == .chargers { return loadChargers() }
        if newListing == .stations { return loadStations() }
        if case .station(let name) = newListing { return loadStationCard(name) }
        // The bookmarks come from the database: the list behind them stays as it is (its sort, its pages, its row).
        // Their access records are asked as the list's are, so each row says its facts.
        if newListing == .bookmarks { return queueRecords(bookmarks.value.map(spot(of:))) }
        if newListing != .nearby && sort.value == .distance { sort.value = .title }
        if newListing == .nearby { sort.value = .distance }
        load()
    }

    /// Esc in the bookmarks or the toilets: back to the list they were opened from, on the row left.
    public func leaveSideList() {
        guard state.listing.isSideList else { return }
        if state.listing.isCard {
            // Back to the list the card was opened from, on the row left (the list is still loaded).
            switch state.listing {
            case .charger: state.listing = .chargers
            case .toilet:
                dayRequest.cancel()
                day.value = nil
                state.listing = .toilets
            default: state.listing = .stations
            }
            state.mode = .list
            return
        }
        let back = state.returnTo ?? TravelState.Left(listing: .nearby, row: 0)
        state.returnTo = nil
        state.listing = back.listing
        state.mode = .list
        // The list is still loaded: only the row is put back (a new load would lose it).
        if phase.value == .loaded && !spots.value.isEmpty {
            state.list.count = visibleSpots.count
            state.list.select(back.row)
        } else {
            load()
        }
    }

    /// Whether the records carry the dates they were made and changed (the live service does; the bundled records
    /// do not, so the date sorts would list them by title and say nothing). Set by the composition root.
    public var datesAreKnown = true

    /// `s`: distance → title → modified → created (distance only in Nearby; the date sorts only where the records
    /// carry dates, else skipped with the reason said).
    public func cycleSort() {
        var order: [TourSort] =
            state.listing == .nearby ? [.distance, .title, .modified, .created] : [.title, .modified, .created]
        if !datesAreKnown {
            order.removeAll { $0 == .modified || $0 == .created }
            message.value = L.travelDateSortsNeedTheLiveService
        }
        let index = order.firstIndex(of: sort.value) ?? -1
        sort.value = order[(index + 1) % order.count]
        if !state.listing.isSideList { load() }
    }

    public func setCategory(_ newCategory: TourCategory?) {
        category.value = newCategory
        state.mode = .list
        if !state.listing.isSideList { load() }
    }

    public func widen() { stepRadius(1) }
    public func narrow() { stepRadius(-1) }

    private func stepRadius(_ step: Int) {
        guard state.listing == .nearby else { return }
        let next = Self.radiusSteps.step(from: radius.value, by: step)
        guard next != radius.value else { return }
        radius.value = next
        load()
    }

    /// A new set of needs: applied to the list at once, and remembered for the next start.
    public func setNeeds(_ newNeeds: Set<TravelNeed>) {
        needs.value = newNeeds
        saveNeeds(newNeeds)
        state.mode = .list
        state.list = ListState()
        automaticPages = 0
        if !newNeeds.isEmpty { queueRecords(spots.value) }
        // Every record already in: too few matches page on now (else the last record's arrival does it).
        if recordQueue.isEmpty && recordInFlight == nil { pageOnForMatches() }
    }

    public func toggleMapInWords() { state.mapInWords.toggle() }

    /// What the list shows now, as a search (nil for bookmarks and toilets, which are not spots fetched).
    private var search: SpotSearch? {
        let scope: SpotQuery.Scope
        switch state.listing {
        case .nearby: scope = .nearby(location.value.coordinate, radius: radius.value)
        case let .region(code, district): scope = .region(code: code, district: district)
        case .keyword(let text): scope = .keyword(text, near: location.value.coordinate)
        case .bookmarks, .toilets, .chargers, .stations, .station, .charger, .toilet, .route: return nil
        }
        return SpotSearch(service: client, query: SpotQuery(scope, sort: sort.value, category: category.value))
    }

    /// First page for the current listing, sort and category; a newer load cancels the older.
    public func load() {
        goingToTheEnd = false
        if state.listing == .toilets { return loadToilets() }
        if state.listing == .chargers { return loadChargers() }
        if state.listing == .stations { return loadStations() }
        if case .station(let name) = state.listing { return loadStationCard(name) }
        // The ground around you, at the list's radius (the map is centred near you).
        groundLoader.load(around: location.value.coordinate, radius: radius.value * 3 / 2)
        firstPage.cancel()
        recordFailures = 0
        unavailableRecords = []
        state.list = ListState()
        stopQueuedRecords()
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
                return (first.asPage, first.origin, first.note)
            },
            onSuccess: { [weak self] page, origin, note in
                guard let self else { return }
                self.origin = origin
                self.note.value = note
                self.paged.replace(with: page, fetch: fetch)
                self.phase.value = .loaded
                self.afterNewSpots(page.items)
            },
            onFailure: { [weak self] failure in
                self?.phase.value = .failed(failure.userMessage)
                self?.alert.value = AlertMessage(title: L.travelTitle, message: failure.userMessage)
            })
    }

    /// `t`: the toilets near you, from OpenStreetMap (said plainly when there is no source in this run).
    public func loadToilets() {
        state.toilets = ListState()
        guard let toiletSearch else {
            toilets.value = .unavailable(L.toiletsOffline)
            return
        }
        toilets.value = .loading
        let here = location.value.coordinate
        toiletRequest.start(
            { try await toiletSearch.toilets(around: here, radius: Self.toiletRadius) },
            onSuccess: { [weak self] answer in self?.toilets.value = .loaded(answer) },
            onFailure: { [weak self] failure in self?.toilets.value = .failed(failure.userMessage) })
    }

    /// The chargers' radius: they are sparser than toilets (4,016 sites in all of Korea).
    public static let chargerRadius = 3000

    /// `e`: the chargers near you, nearest first, from the bundled national data (a read of the offline database:
    /// no network, answered at once).
    public func loadChargers() {
        state.chargers = ListState()
        guard let chargerSearch else {
            chargers.value = .failed(L.koreaDataUnavailable)
            return
        }
        do {
            chargers.value = .loaded(try chargerSearch(location.value.coordinate, Double(Self.chargerRadius)))
        } catch {
            chargers.value = .failed(ServiceError.from(error, service: L.accessSourcePublicData).userMessage)
        }
    }

    /// `w`: the way there from your location to the toilet or charger selected, the spot whose details are open,
    /// or the selected spot, for the profile your needs give; its lines in the list, Esc back to where it was asked.
    public func openRoute() {
        guard let target = routeTarget else { return }
        if state.mode == .detail { closeDetail() }
        state.card = ListState()
        if !state.listing.isSideList {
            state.returnTo = TravelState.Left(listing: state.listing, row: state.list.selected)
        }
        state.listing = .route(target.title)
        state.mode = .list
        guard let routeSearch else {
            route.value = .failed(L.routeOffline)
            return
        }
        // A guess is not where you are: no way is drawn from it.
        if location.value.origin?.isGuess == true {
            route.value = .failed(L.routeFromAGuess(location.value.name))
            return
        }
        route.value = .loading
        let from = location.value.coordinate, to = target.at
        let profile = RoutePlanning.profile(for: needs.value)
        routeRequest.start(
            { () async throws -> RouteState in
                // No route, ends too far apart, or nothing kept offline is an answer in words, not a failure of
                // the service.
                do {
                    let answer = try await routeSearch(from, to, profile)
                    switch answer.outcome {
                    case .success(let found): return .found(found, answer.origin)
                    case .failure(let none): return .failed(RouteWords.none(none))
                    }
                } catch let far as OverpassWalkNetwork.TooFar {
                    return .failed(L.routeTooFar(formatDistance(far.metres)))
                } catch is WayThere.NothingKept {
                    return .failed(L.routeOffline)
                }
            },
            onSuccess: { [weak self] answer in self?.route.value = answer },
            onFailure: { [weak self] failure in self?.route.value = .failed(failure.userMessage) })
    }

    /// Where `w` leads: the toilet or charger selected in their lists, else the spot whose details are open, else
    /// the selected spot (nil: nothing with a place).
    var routeTarget: (title: String, at: Coordinate)? {
        switch state.listing {
        case .toilets:
            return selectedToilet.map { ($0.name ?? L.toiletUnnamed, $0.coordinate) }
        case .toilet:
            return openToilet.map { ($0.name ?? L.toiletUnnamed, $0.coordinate) }
        case .chargers:
            return selectedCharger.map { ($0.name, $0.coordinate) }
        default:
            if case .loaded(let common, _, _)? = detail.value, let at = common.coordinate {
                return (common.title, at)
            }
            if let spot = selectedSpot, let at = spot.coordinate { return (spot.title, at) }
            return nil
        }
    }

    /// The route's lines as the list shows them.
    public var routeLines: [String] {
        if case .found(let found, let origin) = route.value {
            return RouteWords.lines(found, origin: origin, now: now())
        }
        return []
    }

    /// The stations' radius: a walk to the nearest few.
    public static let stationRadius = 1500

    /// `u`: the subway stations near you from the bundled Seoul files, each with its card.
    public func loadStations() {
        state.stations = ListState()
        guard let stationDirectory else {
            stations.value = .failed(L.koreaDataUnavailable)
            return
        }
        do {
            let near = try stationDirectory.stations(
                around: location.value.coordinate, radius: Double(Self.stationRadius))
            var cards: [String: StationCard] = [:]
            for station in near { cards[station.name] = try stationDirectory.station(named: station.name) }
            stations.value = .loaded(near, cards: cards)
        } catch {
            stations.value = .failed(ServiceError.from(error, service: L.accessSourcePublicData).userMessage)
        }
    }

    /// Enter on a station: its card, a fact a line.
    func loadStationCard(_ name: String) {
        state.card = ListState()
        do {
            stationCard.value = try stationDirectory?.station(named: name)
        } catch {
            stationCard.value = nil
            message.value = ServiceError.from(error, service: L.accessSourcePublicData).userMessage
        }
    }

    /// The charger whose card is open, and its lines (one fact a line).
    public var openCharger: WheelchairCharger? {
        guard case .charger(let id) = state.listing else { return nil }
        return chargerList.first { $0.id == id }
    }
    public var chargerCardLines: [String] {
        openCharger.map { ChargerWords.details($0, from: location.value.coordinate, at: now()) } ?? []
    }

    public var stationList: [NearbyStation] {
        if case .loaded(let list, _) = stations.value { return list }
        return []
    }

    public func card(of station: NearbyStation) -> StationCard? {
        if case .loaded(_, let cards) = stations.value { return cards[station.name] }
        return nil
    }

    /// The card's lines, as the list shows them (one fact a line).
    public var stationCardLines: [String] { stationCard.value.map(StationCardLines.lines) ?? [] }

    public var chargerList: [WheelchairCharger] {
        if case .loaded(let list) = chargers.value { return list }
        return []
    }

    /// A place's UTC offset, for "open now" (Korea's unless the composition root knows better).
    public var utcOffset: @Sendable (Coordinate) -> Int = { _ in 9 * 3600 }

    /// Its tagged hours now in words ("open · closes 18:00", "closed today (추석)"); "" without hours understood.
    public func hoursNow(_ toilet: PublicToilet) -> String {
        toilet.hoursText(at: now(), offset: utcOffset(toilet.coordinate))
    }

    public var toiletList: [PublicToilet] {
        if case .loaded(let answer) = toilets.value { return answer.toilets }
        return []
    }

    /// Selection moved to `index` of the visible list: page when near the end, and fetch the records around it.
    public func selectionChanged(to index: Int) {
        let visible = visibleSpots
        if phase.value == .loaded { paged.selectionChanged(to: index, visibleCount: visible.count) }
        // The rows around the selection are the ones on screen: their marks should appear.
        let window = max(0, index - 2)..<min(visible.count, index + 12)
        if !window.isEmpty { queueRecords(Array(visible[window])) }
    }

    public func loadMore() {
        guard phase.value == .loaded else { return }
        paged.loadMore()
    }

    /// New rows: fetch every one's record, in the list's order (the rows on screen first), so no row stays blank.
    private func afterNewSpots(_ new: [Spot]) {
        queueRecords(new)
        if goingToTheEnd {
            // On towards the end: the selection follows each page, and rests on the last spot.
            state.list.count = visibleSpots.count
            state.list.bottom()
            if hasMore { loadMore() } else { goingToTheEnd = false }
            return
        }
        // A filter that hides everything loaded still pages on, so matches further down are found.
        pageOnForMatches()
    }

    /// Pages fetched on the filter's behalf since the list or the needs last changed.
    private var automaticPages = 0
    /// Enough matches to fill a screen is the goal, but at most 3 extra pages: each page costs a record call per
    /// spot against a daily quota. Scrolling asks for more as usual.
    private static let automaticPageLimit = 3

    private func pageOnForMatches() {
        guard !needs.value.isEmpty, meetingCount < 8, hasMore, !isLoadingMore.value,
            automaticPages < Self.automaticPageLimit
        else { return }
        automaticPages += 1
        loadMore()
    }

    // MARK: Records (lazy, each once)

    /// Asks for the tourism records of these spots (OpenStreetMap places need none: their facts came along).
    public func queueRecords(_ spots: [Spot]) {
        for spot in spots where spot.hasTourismRecord && !requested.contains(spot.id) {
            requested.insert(spot.id)
            recordQueue.append(spot.id)
        }
        fetchNextRecord()
    }

    private func fetchNextRecord() {
        guard recordInFlight == nil, !recordQueue.isEmpty else { return }
        let id = recordQueue.removeFirst()
        recordInFlight = id
        recordRequest.start(
            { [client] in
                do { return try await client.access(id) } catch  where !Task.isCancelled {
                    // Not cancelled here (a new list cancels through the request): whatever ended it below is a
                    // failure the queue must hear, or it would wait for this record for ever.
                    throw RecordUnavailable()
                }
            },
            onSuccess: { [weak self] record in
                guard let self else { return }
                self.recordInFlight = nil
                // A place without a record is answered too: nothing known (never "meets nothing").
                self.unpublished[id] = record
                self.unavailableRecords.remove(id)
                if self.recordQueue.isEmpty || self.unpublished.count >= Self.recordsPerUpdate { self.publishRecords() }
                if self.recordQueue.isEmpty { self.pageOnForMatches() } else { self.fetchNextRecord() }
            },
            onFailure: { [weak self] failure in
                guard let self else { return }
                self.recordInFlight = nil
                self.requested.remove(id)  // a failure may be retried later
                self.unavailableRecords.insert(id)
                // Said, never hidden: the rows keep their facts not recorded, and the list stands.
                self.recordFailures += 1
                self.message.value = L.travelRecordsNotFetched(self.recordFailures, reason: failure.userMessage)
                if self.recordQueue.isEmpty { self.publishRecords() }
                self.fetchNextRecord()
            })
    }

    private func publishRecords() {
        guard !unpublished.isEmpty else { return }
        records.value.merge(unpublished) { _, new in new }
        unpublished = [:]
    }

    /// A new list: the records still queued (or on their way) for the old one are not fetched now, and may be later.
    private func stopQueuedRecords() {
        publishRecords()
        recordRequest.cancel()
        for id in recordQueue + [recordInFlight].compactMap({ $0 }) { requested.remove(id) }
        recordQueue = []
        recordInFlight = nil
    }

    // MARK: Selection

    /// The closest bundled title to a Latin keyword that found none (set by the composition root; nil: none).
    public var closestTitle: (@Sendable (String) -> String?)?
    private var suggestion: (keyword: String, title: String?)?

    /// For an empty keyword list: the title to offer, found once per keyword.
    public func suggestion(for keyword: String) -> String? {
        if let suggestion, suggestion.keyword == keyword { return suggestion.title }
        let title = closestTitle?(keyword)
        suggestion = (keyword, title)
        return title
    }

    /// A bookmark as a spot: its id, title, type, address and point (its distance measured from where you are).
    public func spot(of bookmark: TravelBookmark) -> Spot {
        var spot = Spot(
            id: bookmark.contentID, typeID: bookmark.typeID, title: bookmark.title, address: bookmark.address,
            latitude: bookmark.latitude, longitude: bookmark.longitude)
        spot.distance = spot.coordinate.map { location.value.coordinate.distance(to: $0) }
        return spot
    }

    public var selectedSpot: Spot? { visibleSpots[safe: state.list.selected] }
    public var selectedBookmark: TravelBookmark? { bookmarks.value[safe: state.bookmarks.selected] }
    public var selectedToilet: PublicToilet? { toiletList[safe: state.toilets.selected] }
    public var selectedCharger: WheelchairCharger? { chargerList[safe: state.chargers.selected] }

    /// The selection of the list shown, its row count from what is loaded now (the list may have changed since) —
    /// read only: a move stores the whole selection back (`moveSelection`).
    public var shownSelection: ListState {
        var selection: ListState
        switch state.listing {
        case .bookmarks: selection = state.bookmarks
        case .toilets: selection = state.toilets
        case .chargers: selection = state.chargers
        case .stations: selection = state.stations
        case .station, .charger, .toilet, .route: selection = state.card
        default: selection = state.list
        }
        selection.count = shownCount
        return selection
    }

    /// How many rows the list shown has: spots loaded, bookmarks or toilets.
    private var shownCount: Int {
        switch state.listing {
        case .bookmarks: return bookmarks.value.count
        case .toilets: return toiletList.count
        case .chargers: return chargerList.count
        case .stations: return stationList.count
        case .station: return stationCardLines.count
        case .charger: return chargerCardLines.count
        case .toilet: return toiletCardLines.count
        case .route: return routeLines.count
        default: return visibleSpots.count
        }
    }

    /// The list shown has pages still to load (spots; bookmarks and toilets are whole).
    public var loadsMorePages: Bool { !state.listing.isSideList && hasMore }

    /// Whether `G` is fetching the rest of the list to land on its last spot.
    public private(set) var goingToTheEnd = false

    /// `G`/End: the last spot of the whole list, not only of the pages loaded — the rest is fetched page by page (the
    /// spinner says so), the selection following, and it rests on the last spot when the last page has come.
    public func selectLast() {
        moveSelection { $0.bottom() }
        guard loadsMorePages else { return }
        goingToTheEnd = true
        loadMore()
    }

    /// The lines above the list, top to bottom, as the view draws them: what `k` from the first row walks.
    public var linesAbove: [TravelState.LineAbove] {
        var lines: [TravelState.LineAbove] = [.modeBar]
        if !needs.value.isEmpty, !state.listing.isSideList { lines.append(.needs) }
        switch state.listing {
        case .nearby where state.accessible: lines.append(.summary)
        case .toilets:
            if case .loaded(let answer) = toilets.value {
                lines.append(.summary)
                if !(answer.notice ?? "").isEmpty { lines.append(.notice) }
            }
        case .chargers, .stations: lines.append(.summary)
        default: break
        }
        return lines
    }

    /// `k`/↑: up the list; from its first row on to the lines above it (the summary, the needs, the mode bar).
    public func moveUp() {
        if !state.above.moveUp(count: linesAbove.count, listAtItsTop: shownSelection.selected == 0) {
            moveSelection { $0.moveUp() }
        }
    }

    /// `j`/↓: down the list; from the lines above it back to its first row.
    public func moveDown() {
        if !state.above.moveDown(count: linesAbove.count) { moveSelection { $0.moveDown() } }
    }

    /// `Home`: the top line (the mode bar); `g`: the first row.
    /// `Home`: the top line, the list's selection on its first row (so ↓ from the lines above comes to it).
    public func toTop() {
        moveSelection { $0.top() }
        state.above.top()
    }
    public func toFirstRow() { moveSelection { $0.top() } }

    /// A move in the list shown (spots, bookmarks or toilets); near the end of the spots, the next page is fetched.
    public func moveSelection(_ move: (inout ListState) -> Void) {
        goingToTheEnd = false
        state.above.focused = nil
        var selection = shownSelection
        move(&selection)
        switch state.listing {
        case .bookmarks: state.bookmarks = selection
        case .toilets: state.toilets = selection
        case .chargers: state.chargers = selection
        case .stations: state.stations = selection
        case .station, .charger, .toilet, .route: state.card = selection
        default:
            state.list = selection
            selectionChanged(to: state.list.selected)
        }
    }

    /// Enter on a row: the spot's (or bookmark's) details; nothing on a line above the list.
    public func openSelected() {
        guard state.above.focused == nil else { return }
        switch state.listing {
        case .bookmarks:
            guard let b = selectedBookmark else { return }
            openDetail(id: b.contentID, title: b.title, distance: nil)
        case .stations:
            if let station = stationList[safe: state.stations.selected] { setListing(.station(station.name)) }
        case .chargers:
            if let charger = chargerList[safe: state.chargers.selected] {
                state.card = ListState()
                state.listing = .charger(charger.id)
            }
        case .toilets:
            if let toilet = selectedToilet { openToiletCard(toilet) }
        case .station, .charger, .toilet, .route: return
        default:
            if let spot = selectedSpot { openDetail(spot) }
        }
    }

    /// `b` on a row.
    public func toggleSelectedBookmark() {
        switch state.listing {
        case .bookmarks: if let b = selectedBookmark { toggleBookmark(b) }
        case .toilets, .chargers, .stations, .station, .charger, .toilet, .route: return
        default: if let spot = selectedSpot { toggleBookmark(spot) }
        }
    }

    // MARK: Pickers and the keyword field

    public func openRegionPicker() {
        state.picker = ListState(count: regions.provinces.count)
        state.mode = .provinces
    }
    public func openCategoryPicker() {
        state.picker = ListState(count: TourCategory.allCases.count + 1)
        state.picker.select(category.value.flatMap { TourCategory.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        state.mode = .categories
    }
    public func openNeedsPicker() {
        state.picker = ListState(count: TravelNeed.allCases.count)
        state.mode = .needs(needs.value)
    }
    public func openKeyword() { state.mode = .keyword(TextFieldState()) }
    public func cancelPicker() {
        state.mode = .list
        state.pickerTitleFocused = false
    }
    public func movePicker(_ move: (inout ListState) -> Void) {
        state.pickerTitleFocused = false
        move(&state.picker)
    }

    /// `k`/↑ in a picker: up its rows, and from the first onto its title line (what the keys do), which a braille
    /// display then reads.
    public func pickerUp() {
        guard !state.pickerTitleFocused else { return }
        if state.picker.selected == 0 { state.pickerTitleFocused = true } else { movePicker { $0.moveUp() } }
    }

    /// `j`/↓ in a picker: from its title back to the first row, else down its rows.
    public func pickerDown() {
        if state.pickerTitleFocused { state.pickerTitleFocused = false } else { movePicker { $0.moveDown() } }
    }

    /// Enter in a picker: a province opens its districts; a district, a category or the needs apply.
    public func choosePicked() {
        let row = state.picker.selected
        state.pickerTitleFocused = false
        switch state.mode {
        case .provinces:
            guard let province = regions.provinces[safe: row] else { return }
            state.picker = ListState(count: province.districts.count + 1)
            state.mode = .districts(province)
        case .districts(let province):
            let district = row == 0 ? nil : province.districts[safe: row - 1]?.code
            setListing(.region(code: province.code, district: district))
        case .categories:
            setCategory(row == 0 ? nil : TourCategory.allCases[safe: row - 1])
        case .needs(let chosen):
            setNeeds(chosen)
        case .list, .detail, .keyword: return
        }
    }

    /// Space in the needs picker: tick or untick the need on the selected row.
    public func toggleNeedPicked() {
        guard case .needs(var chosen) = state.mode, !state.pickerTitleFocused,
            let need = TravelNeed.allCases[safe: state.picker.selected]
        else { return }
        if chosen.contains(need) { chosen.remove(need) } else { chosen.insert(need) }
        state.mode = .needs(chosen)
    }

    public func clearNeedsPicked() {
        guard case .needs = state.mode else { return }
        state.mode = .needs([])
    }

    /// A key typed into the keyword field; Enter searches, Esc cancels. False when the field does not take it.
    public func typeKeyword(_ key: Key) -> Bool {
        guard case .keyword(var field) = state.mode else { return false }
        switch key {
        case .escape: state.mode = .list
        case .enter:
            state.mode = .list
            let text = field.text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { setListing(.keyword(text)) }
        case .tab, .backTab: return false
        case .char("/"): break  // already in the field: `/` is never typed
        default:
            _ = field.handle(key)
            state.mode = .keyword(field)
        }
        return true
    }

    // MARK: Detail

    public func openDetail(_ spot: Spot) {
        openDetail(id: spot.id, title: spot.title, distance: spot.distance, carried: spot.access)
    }

    /// The details open on their first line (the title), every group closed.
    public func openDetail(id: String, title: String, distance: Double?, carried: AccessRecord? = nil) {
        state.mode = .detail
        state.details = ListState()
        state.openGroups = []
        detail.value = .loading(title: title)
        let known = records.value[id]
        detailRequest.start(
            { [client] () async throws -> (SpotDetail, AccessRecord?) in
                let common = try await client.detail(id)
                // Without the access part the place is still worth showing: its absence is said in the detail.
                var record = known
                if record == nil { record = try? await client.access(id) }
                guard let carried else { return (common, record) }
                // Merging is idempotent: facts the record already holds are not added twice.
                return (common, record.map { $0.merged(with: carried) } ?? (PlaceID.isOSM(id) ? carried : nil))
            },
            onSuccess: { [weak self] common, record in
                guard let self else { return }
                if let record, !PlaceID.isOSM(id), self.records.value[id] == nil { self.records.value[id] = record }
                self.detail.value = .loaded(common, record, distance: distance)
                self.state.details.count = self.detailLines().count
                self.checkDay(common, record)
            },
            onFailure: { [weak self] failure in
                self?.detail.value = .failed(failure.userMessage)
            })
    }

    /// Enter on a toilet: its card — can I go today (its hours, your needs against its wheelchair state, the
    /// weather, the way there), then its facts.
    public func openToiletCard(_ toilet: PublicToilet) {
        state.card = ListState()
        state.listing = .toilet(toilet.id)
        checkDay(ToiletWords.dayPlace(toilet))
    }

    /// The toilet whose card is open, and its lines: the day card's, then the toilet's facts, a fact a line.
    public var openToilet: PublicToilet? {
        guard case .toilet(let id) = state.listing else { return nil }
        return toiletList.first { $0.id == id }
    }
    public var toiletCardLines: [String] {
        guard let toilet = openToilet else { return [] }
        let facts = ToiletWords.facts(toilet, from: location.value.coordinate, hoursNow: hoursNow(toilet))
        return (dayLines?.lines ?? []) + facts.filter { !$0.isEmpty }
    }

    /// The day card for the details just loaded: each input asked at once, the verdict when all have answered.
    func checkDay(_ common: SpotDetail, _ record: AccessRecord?) {
        guard let at = common.coordinate else { return }
        checkDay(
            DayPlace(
                name: common.title, coordinate: at, openingHours: common.openingHours, access: record,
                accessSource: DaySource(
                    name: common.sources.map(\.name).joined(separator: ", "), origin: common.origin)))
    }

    /// Each input of the place's day asked at once; the verdict when all have answered.
    func checkDay(_ place: DayPlace) {
        guard let dayCheck else { return }
        // From a guessed location the way there is not known ("no location"), never walked from the guess.
        let needs = needs.value, from = location.value.origin?.isGuess == true ? nil : location.value.coordinate
        day.value = .checking
        dayRequest.start(
            { await dayCheck(place, needs, from) },
            onSuccess: { [weak self] verdict in
                guard let self else { return }
                self.day.value = .ready(verdict)
                self.state.details.count = self.detailLines().count
            },
            onFailure: { [weak self] _ in self?.day.value = nil })
    }

    public func closeDetail() {
        detailRequest.cancel()
        dayRequest.cancel()
        day.value = nil
        if state.mode == .detail { state.mode = .list }
        detail.value = nil
    }

    /// The details' lines as they are now (the view adds the overview below them).
    func detailLines() -> [TravelDetailLines.Line] {
        guard case let .loaded(common, record, distance)? = detail.value else { return [] }
        let here = location.value.coordinate
        let at = common.coordinate
        return TravelDetailLines(
            detail: common, record: record,
            distance: distance.map { formatDistance($0, bearing: at.map { here.bearing(to: $0) }, inWords: true) },
            street: at.flatMap { groundLoader.ground.value?.street(near: $0) }, bookmarked: isBookmarked(common.id),
            hours: common.openingHours.map { written in
                OpeningHoursWords.details(
                    OpeningHours(written), at: now(), offset: at.map(utcOffset) ?? utcOffset(here), coordinate: at)
            }, openGroups: state.openGroups, needs: needs.value,
            accessible: state.accessible, day: dayLines
        ).lines
    }

    /// The day card's lines: checking, or the verdict, each input and the sources (nil: not asked in this run).
    var dayLines: DayWords.Card? {
        switch day.value {
        case nil: return nil
        case .checking?: return DayWords.Card(verdict: L.dayChecking, facts: [], sources: nil)
        case .ready(let verdict)?: return DayWords.card(verdict, now: now())
        }
    }

    /// The shell's accessible mode: the details are laid out for it (the keys act on the same lines).
    public func setAccessible(_ accessible: Bool) { state.accessible = accessible }

    /// A move of the details' focus (j/k/g/G/PgUp/PgDn).
    public func moveDetails(_ move: (inout ListState) -> Void) { move(&state.details) }

    /// The details' line count brought up to date after the groups changed (the view's overview may add more).
    private func recountDetails() {
        state.details.count = max(state.details.count, detailLines().count)
    }

    /// The group whose header is on the focused line, if any.
    private func focusedGroup(_ lines: [TravelDetailLines.Line]) -> AccessFeature.Group? {
        lines[safe: state.details.selected]?.header
    }

    /// Enter/Space on a group's header opens or closes it.
    public func toggleFocusedGroup() {
        guard let group = focusedGroup(detailLines()) else { return }
        if state.openGroups.contains(group) { state.openGroups.remove(group) } else { state.openGroups.insert(group) }
        recountDetails()
    }

    /// `J`/`K`: the next or previous group's header.
    public func jumpToGroup(by step: Int) {
        let headers = detailLines().enumerated().compactMap {
            $0.element.header == nil ? nil : $0.offset
        }
        let current = state.details.selected
        recountDetails()
        if let target = step > 0 ? headers.first(where: { $0 > current }) : headers.last(where: { $0 < current }) {
            state.details.select(target)
        }
    }

    /// `o`: every group open, the focus staying on the line it was on (lines opened above it move it down).
    public func openEveryGroup() {
        let before = detailLines()
        let focused = state.details.selected
        let header = before[...min(focused, before.count - 1)].lastIndex { $0.header != nil }
        state.openGroups = Set(AccessFeature.Group.allCases)
        recountDetails()
        guard let header, let group = before[header].header else { return }
        let after = detailLines()
        guard let newHeader = after.firstIndex(where: { $0.header == group }) else { return }
        recountDetails()
        state.details.select(newHeader + (focused - header))
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

    /// `b` in the details.
    public func toggleBookmarkOfDetail() {
        if case .loaded(let common, _, _)? = detail.value { toggleBookmark(common) }
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
        await dayRequest.settle()
        await toiletRequest.settle()
        await routeRequest.settle()
        // Records may page on for matches, and new pages queue records: wait until both are quiet.
        while true {
            await paged.settle()
            guard recordRequest.isRunning else { break }
            await recordRequest.settle()
        }
    }
}

/// A record that could not be had (reported as a failure, so the queue goes on).
struct RecordUnavailable: Error {}
