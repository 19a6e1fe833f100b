import Foundation
import Localization
import Observables
import Services

/// The Travel tab's work, each kind in its room: the spots' pages (the first page and the paging room), the access
/// records (their queue), the side lists (toilets, chargers, stations), the way there, the day, the details, the
/// bookmarks. Every answer goes back to the state as an action; nothing here changes it.
@MainActor
final class TravelEffects {
    /// The sources of one run (nil: none in this run, --offline).
    struct Sources {
        var client: any TravelService
        var store: TravelBookmarksStore?
        var toilets: (any ToiletSearch)?
        var chargers: (@Sendable (Coordinate, Double) throws -> [WheelchairCharger])?
        var stations: (any StationDirectory)?
        var routes: TravelViewModel.RouteSearch?
        var day: TravelViewModel.DayCheckSearch?
        var ground: GroundLoader
        var saveNeeds: (Set<TravelNeed>) -> Void
    }

    /// The spots so far, page by page.
    let paged: PagedList<Spot, String>
    let groundLoader: GroundLoader
    private let sources: Sources
    /// Where the answers go (the model's `send`, set once it exists).
    var send: (TravelAction) -> Void = { _ in } {
        didSet { records.send = send }
    }
    private let records: AccessRecordQueue
    private let firstPage, detailRequest, dayRequest, toiletRequest, routeRequest: LatestRequest

    init(_ sources: Sources) {
        self.sources = sources
        let service = sources.client.serviceName
        paged = PagedList(service: service, prefetchDistance: TravelState.prefetchDistance, id: \.id)
        groundLoader = sources.ground
        records = AccessRecordQueue(client: sources.client)
        firstPage = LatestRequest(service: service)
        detailRequest = LatestRequest(service: service)
        dayRequest = LatestRequest(service: "onestep")  // not UI: several sources, each said on the card
        toiletRequest = LatestRequest(service: "OpenStreetMap")  // not UI: a source name
        routeRequest = LatestRequest(service: "OpenStreetMap")  // not UI: a source name
        paged.onAppended = { [weak self] in self?.send(.appended($0)) }
        paged.onMoreFailed = { [weak self] in self?.send(.moreFailed($0.userMessage)) }
    }

    func run(_ effect: TravelEffect) {
        switch effect {
        case let .drawGround(at, radius): groundLoader.load(around: at, radius: radius)
        case .fetchFirstPage(let query): fetchFirstPage(query)
        case .loadMore: paged.loadMore()
        case let .pageNear(index, rows): paged.selectionChanged(to: index, visibleCount: rows)
        case let .fetchRecords(ids, sayIfQuiet): records.fetch(ids, sayIfQuiet: sayIfQuiet)
        case .saveNeeds(let needs): sources.saveNeeds(needs)
        case .findToilets(let here): findToilets(around: here)
        case .findChargers(let here): findChargers(around: here, radius: Double(TravelState.chargerRadius))
        case .findStations(let here): findStations(around: here, radius: Double(TravelState.stationRadius))
        case .readStationCard(let name): readStationCard(name)
        case let .findRoute(from, to, profile): findRoute(from: from, to: to, profile: profile)
        case let .checkDay(place, needs, from): checkDay(place, needs: needs, from: from)
        case .cancelDay: dayRequest.cancel()
        case let .fetchDetail(id, distance, carried, known):
            fetchDetail(id, distance: distance, carried: carried, known: known)
        case .cancelDetail: detailRequest.cancel()
        case .reloadBookmarks: reloadBookmarks()
        case .toggleBookmark(let bookmark): toggleBookmark(bookmark)
        case .countDetailLines, .alert: break  // the view model's (they read what it shows)
        }
    }

    // MARK: The spots

    /// The old pages and the records queued for them dropped; the first page asked (nil: none to ask).
    private func fetchFirstPage(_ query: SpotQuery?) {
        firstPage.cancel()
        records.stop()
        paged.reset()
        guard let query else { return }
        let search = SpotSearch(service: sources.client, query: query)
        let fetch: PagedList<Spot, String>.Fetch = { cursor in try await search.page(cursor.number).asPage }
        firstPage.start(
            {
                let first = try await search.page(PageCursor.first.number)
                return (first.asPage, first.origin, first.note)
            },
            onSuccess: { [weak self] page, origin, note in
                guard let self else { return }
                self.paged.replace(with: page, fetch: fetch)
                self.send(.firstPage(origin: origin, note: note, spots: page.items))
            },
            onFailure: { [weak self] failure in self?.send(.firstPageFailed(failure.userMessage)) })
    }

    // MARK: The side lists

    /// `t`: the toilets near you (said plainly when there is no source in this run).
    private func findToilets(around here: Coordinate) {
        guard let search = sources.toilets else { return send(.toiletsAnswered(.unavailable(L.toiletsOffline))) }
        toiletRequest.start(
            { try await search.toilets(around: here, radius: TravelState.toiletRadius) },
            onSuccess: { [weak self] in self?.send(.toiletsAnswered(.loaded($0))) },
            onFailure: { [weak self] in self?.send(.toiletsAnswered(.failed($0.userMessage))) })
    }

    /// `e`: the chargers near you, nearest first, from the bundled national data (a read of the offline database: no
    /// network, answered at once).
    private func findChargers(around here: Coordinate, radius: Double) {
        guard let search = sources.chargers else { return send(.chargersAnswered(.failed(L.koreaDataUnavailable))) }
        do { send(.chargersAnswered(.loaded(try search(here, radius)))) } catch {
            send(.chargersAnswered(.failed(ServiceError.from(error, service: L.accessSourcePublicData).userMessage)))
        }
    }

    /// `u`: the subway stations near you, each with its card.
    private func findStations(around here: Coordinate, radius: Double) {
        guard let directory = sources.stations else {
            return send(.stationsAnswered(.failed(L.koreaDataUnavailable)))
        }
        do {
            let near = try directory.stations(around: here, radius: radius)
            var cards: [String: StationCard] = [:]
            for station in near { cards[station.name] = try directory.station(named: station.name) }
            send(.stationsAnswered(.loaded(near, cards: cards)))
        } catch {
            send(.stationsAnswered(.failed(ServiceError.from(error, service: L.accessSourcePublicData).userMessage)))
        }
    }

    /// Enter on a station: its card, a fact a line.
    private func readStationCard(_ name: String) {
        do { send(.stationCardAnswered(try sources.stations?.station(named: name))) } catch {
            send(.stationCardAnswered(nil))
            send(.said(ServiceError.from(error, service: L.accessSourcePublicData).userMessage))
        }
    }

    // MARK: The way there and the day

    private func findRoute(from: Coordinate, to: Coordinate, profile: RouteProfile) {
        guard let search = sources.routes else { return send(.routeAnswered(.failed(L.routeOffline))) }
        routeRequest.start(
            { () async throws -> TravelState.RouteState in
                // No route, ends too far apart, or nothing kept offline is an answer in words, not a failure of
                // the service.
                do {
                    let answer = try await search(from, to, profile)
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
            onSuccess: { [weak self] in self?.send(.routeAnswered($0)) },
            onFailure: { [weak self] in self?.send(.routeAnswered(.failed($0.userMessage))) })
    }

    private func checkDay(_ place: DayPlace, needs: Set<TravelNeed>, from: Coordinate?) {
        guard let check = sources.day else { return send(.dayAnswered(nil)) }  // not asked: `dayAvailable`
        dayRequest.start(
            { await check(place, needs, from) },
            onSuccess: { [weak self] in self?.send(.dayAnswered(.ready($0))) },
            onFailure: { [weak self] _ in self?.send(.dayAnswered(nil)) })
    }

    // MARK: The details

    private func fetchDetail(_ id: String, distance: Double?, carried: AccessRecord?, known: AccessRecord?) {
        detailRequest.start(
            { [client = sources.client] () async throws -> (SpotDetail, AccessRecord?) in
                let common = try await client.detail(id)
                // Without the access part the place is still worth showing: its absence is said in the detail.
                var record = known
                if record == nil { record = try? await client.access(id) }
                guard let carried else { return (common, record) }
                // Merging is idempotent: facts the record already holds are not added twice.
                return (common, record.map { $0.merged(with: carried) } ?? (PlaceID.isOSM(id) ? carried : nil))
            },
            onSuccess: { [weak self] common, record in
                self?.send(.detailAnswered(id: id, common, record, distance: distance))
            },
            onFailure: { [weak self] in self?.send(.detailFailed($0.userMessage)) })
    }

    // MARK: Bookmarks

    func reloadBookmarks() {
        do { send(.bookmarksLoaded(try sources.store?.all() ?? [])) } catch {
            send(.said(StorageFailure.sentence(L.travelActionReadBookmarks, error)))
        }
    }

    private func toggleBookmark(_ bookmark: TravelBookmark) {
        guard let store = sources.store else { return send(.said(L.travelBookmarksUnavailable)) }
        do {
            let added = try store.toggle(bookmark)
            reloadBookmarks()
            send(.said(added ? L.travelBookmarked(bookmark.title) : L.travelUnbookmarked(bookmark.title)))
        } catch {
            send(.said(StorageFailure.sentence(L.travelActionSaveBookmark, error)))
        }
    }

    /// Waits for the requests started so far (snapshots and tests).
    func settle() async {
        await groundLoader.settle()
        await firstPage.settle()
        await detailRequest.settle()
        await dayRequest.settle()
        await toiletRequest.settle()
        await routeRequest.settle()
        // Records may page on for matches, and new pages queue records: wait until both are quiet.
        while true {
            await paged.settle()
            guard records.isRunning else { break }
            await records.settle()
        }
    }
}
