import Foundation
import Localization
import Observables
import Services
import TUI

/// The Weather tab's coordinator: a key or an answer becomes a `WeatherAction` applied to the one `WeatherState`;
/// the effects it returns (the report and the air with their 10-minute reuse, naming your place, the city search,
/// the favourites' store, the units kept) run here and answer with actions.
@MainActor
public final class WeatherViewModel: TabModel, HoldsTabTransitions {
    public static let reuseInterval: TimeInterval = 600
    public typealias AirQualityStatus = WeatherState.AirQualityStatus
    public typealias ShownPlace = WeatherState.ShownPlace

    /// The tab's state and its one transition: `send` changes it, `lend` gives a list's part to its widget.
    public let transitions: TabTransitions<WeatherState>
    public let alert = Observable<AlertMessage?>(nil)
    /// Bumped every minute while a report is shown, so "updated N min ago" stays true on an idle screen.
    public let minuteTick = Observable(0)
    private var ticker: Subscription?
    /// The last units chosen with `u`, kept for the next run (set by the app).
    public var saveUnits: ((WeatherUnits) -> Void)?

    private let configuredSample: Bool
    private let client: any WeatherService
    private let store: FavoriteCitiesStore?
    private let clock: SchedulingClock
    private let location: Observable<ResolvedLocation>
    private let namer: (@Sendable (Coordinate) async -> String?)?
    private var cache: [String: (report: WeatherReport, fetchedAt: Date)] = [:]
    private let airService: (any AirQualityService)?
    private var airCache: [String: (quality: AirQuality, fetchedAt: Date)] = [:]
    private let airRequest = LatestRequest(service: OpenMeteoAirQualityClient.serviceName)
    /// Named in failure sentences, in the language in use when the tab is made.
    private let reportRequest = LatestRequest(service: L.weatherServiceName)
    private let cityRequest = LatestRequest(service: L.weatherServiceName)
    private let nameRequest = LatestRequest(service: L.weatherServiceName)
    private var subscriptions = Set<Subscription>()

    /// `namer` names the user's location (Kakao coord2address when live); nil keeps the app's place name.
    public init(
        client: any WeatherService, store: FavoriteCitiesStore?, clock: SchedulingClock,
        location: Observable<ResolvedLocation>, units: WeatherUnits, isSampleData: Bool,
        namer: (@Sendable (Coordinate) async -> String?)? = nil, airQuality: (any AirQualityService)? = nil
    ) {
        self.client = client
        self.airService = airQuality
        self.store = store
        self.clock = clock
        self.location = location
        self.configuredSample = isSampleData
        self.namer = namer
        transitions = TabTransitions(WeatherState(you: location.value, units: units))
        transitions.run = { [weak self] in self?.run($0) }
        reloadFavorites()
        location.sink { [weak self] place in
            guard let self, place != self.state.you else { return }
            self.send(.youMoved(place))
        }.store(in: &subscriptions)
    }

    public var changeSources: [ChangeSource] { [transitions, alert, minuteTick, location] }

    public var isBusy: Bool {
        if case .loading = state.phase { return true }
        return state.isSearching
    }

    // MARK: What the view reads

    /// Sample data: the report shown says so (the live source fell back), else the run is set to the sample.
    public var isSampleData: Bool { state.report.map { $0.source == .sample } ?? configuredSample }
    public var isFavorite: Bool { state.isFavorite }

    /// How long a kept report and a kept air-quality answer may be shown as current when the network is gone.
    public static let reportShelfLife: TimeInterval = 12 * 3600
    public static let airQualityShelfLife: TimeInterval = 3 * 3600

    public var now: Date { clock.now }

    /// The report shown is the last one kept on disk, fetched before the network went away.
    public var isOfflineCopy: Bool { state.report?.origin?.isOfflineCopy ?? false }

    /// An offline copy older than 12 hours: its "now" is not now.
    public var isOutOfDate: Bool {
        state.report?.origin?.isTooOldToShow(now: clock.now, limit: Self.reportShelfLife) ?? false
    }

    /// Minutes since the shown report was fetched.
    public var minutesSinceUpdate: Int? {
        state.fetchedAt.map { max(0, Int(clock.now.timeIntervalSince($0) / 60)) }
    }

    /// Where "you" came from (GPS, the network, a guess…), for the header.
    public var userLocationOrigin: LocationOrigin? { state.you.origin }

    public var selectedFavorite: FavoriteCity? { state.favoriteCities[safe: state.favorites.selected] }
    public var selectedMatch: CityMatch? { state.matches?[safe: state.choices.selected] }

    /// The lines above the forecast, as the focus walks them (the view draws the same).
    var reportLines: [ReportLine] { reportLines(accessible: state.accessible) }

    private func reportLines(accessible: Bool) -> [ReportLine] {
        guard let report = state.report else { return [] }
        return ReportLines.lines(
            ReportLines.Input(
                report: report, units: state.units, air: state.air, now: now, isOutOfDate: isOutOfDate,
                accessible: accessible))
    }

    /// The lines the focus walks above the forecast: the place line (the header), then the report's lines.
    var walkedLineCount: Int { reportLines.count + 1 }

    // MARK: Keys (each one action)

    public func activate() { send(.activated) }
    /// `c`: the location sources asked again (set by the app; nil in tests).
    public var askWhereYouAre: (() -> Void)?
    public func lineDown() { send(.move(.down, lines: walkedLineCount)) }
    public func lineUp() { send(.move(.up, lines: walkedLineCount)) }
    public func pageDown() { send(.move(.pageDown, lines: walkedLineCount)) }
    public func pageUp() { send(.move(.pageUp, lines: walkedLineCount)) }
    public func lineFirst() { send(.move(.first, lines: walkedLineCount)) }
    public func lineLast() { send(.move(.last, lines: walkedLineCount)) }
    /// The shell's accessible mode, with the count of the report's lines as that mode lays them out.
    public func setAccessible(_ accessible: Bool) {
        send(.accessibleMode(accessible, lines: reportLines(accessible: accessible).count + 1))
    }

    // MARK: Effects

    private func run(_ effect: WeatherEffect) {
        switch effect {
        case .fetchReport(let shown, let force): fetchReport(shown, force: force)
        case .fetchAir(let point, let force): fetchAir(at: point, force: force)
        case .nameYou(let point):
            guard let namer else { return }
            nameRequest.start(
                { await namer(point) },
                onSuccess: { [weak self] name in if let name { self?.send(.youNamed(name, at: point)) } },
                onFailure: { _ in })
        case .searchCity(let name):
            cityRequest.start(
                { [client] in try await client.searchCity(name) },
                onSuccess: { [weak self] found in self?.send(.citiesFound(found, name: name)) },
                onFailure: { [weak self] failure in
                    if case .notFound = failure {
                        self?.send(.citiesFound([], name: name))
                    } else {
                        self?.send(.citySearchFailed(failure.userMessage))
                    }
                })
        case .toggleFavorite(let name, let country, let point):
            guard let store else { return send(.said(L.favouritesUnavailable)) }
            let city = FavoriteCity(
                name: name, country: country, latitude: point.latitude, longitude: point.longitude, addedAt: clock.now)
            do {
                let added = try store.toggle(city)
                reloadFavorites()
                send(.said(added ? L.weatherFavoriteAddedMessage(name) : L.weatherFavoriteRemovedMessage(name)))
            } catch {
                send(.said(StorageFailure.sentence(L.weatherActionSaveFavorite, error)))
            }
        case .removeFavorite(let city):
            guard let store else { return }
            do {
                _ = try store.remove(city.coordinate)
                reloadFavorites()
                send(.said(L.weatherFavoriteRemovedMessage(city.name)))
            } catch {
                send(.said(StorageFailure.sentence(L.weatherActionRemoveFavorite, error)))
            }
        case .saveUnits(let units): saveUnits?(units)
        case .askWhereYouAre: askWhereYouAre?()
        case .alert(let message): alert.value = message
        }
    }

    /// A report fetched less than 10 minutes ago is shown again; else asked (an offline copy is never reused).
    private func fetchReport(_ shown: ShownPlace, force: Bool) {
        let key = Self.key(shown.coordinate)
        if !force, let cached = cache[key], clock.now.timeIntervalSince(cached.fetchedAt) < Self.reuseInterval {
            reportRequest.cancel()
            return send(.reportAnswered(cached.report, fetchedAt: cached.fetchedAt))
        }
        send(.reportAsked(shown.name))
        reportRequest.start(
            { [client] in try await client.report(at: shown.coordinate, name: shown.name) },
            onSuccess: { [weak self] fetched in
                guard let self else { return }
                // An offline copy is as old as when it was fetched, and is not reused: the next look asks again.
                let at = fetched.origin?.fetchedAt ?? self.clock.now
                if fetched.origin?.isOfflineCopy != true { self.cache[key] = (fetched, at) }
                self.send(.reportAnswered(fetched, fetchedAt: at))
                self.startTicker()
            },
            onFailure: { [weak self] failure in self?.send(.reportFailed(failure.userMessage)) })
    }

    /// One request for the air beside the one for the forecast, cached 10 minutes like it.
    private func fetchAir(at point: Coordinate, force: Bool) {
        guard let airService else { return send(.airAnswered(.needsNetwork)) }
        let key = Self.key(point)
        if !force, let cached = airCache[key], clock.now.timeIntervalSince(cached.fetchedAt) < Self.reuseInterval {
            airRequest.cancel()
            return send(.airAnswered(.loaded(cached.quality)))
        }
        send(.airAnswered(.loading))
        airRequest.start(
            { try await airService.airQuality(at: point) },
            onSuccess: { [weak self] quality in
                guard let self else { return }
                if let origin = quality.origin, origin.isOfflineCopy {
                    // The last answer kept on disk: shown while it can still be the air now, else said to be old.
                    return self.send(
                        .airAnswered(
                            origin.isStale(now: self.clock.now, limit: Self.airQualityShelfLife)
                                ? .failed(L.weatherAirTooOld(age: origin.age(now: self.clock.now))) : .loaded(quality)))
                }
                self.airCache[key] = (quality, self.clock.now)
                self.send(.airAnswered(.loaded(quality)))
            },
            onFailure: { [weak self] failure in self?.send(.airAnswered(.failed(failure.userMessage))) })
    }

    private func startTicker() {
        ticker = clock.schedule(after: .seconds(60)) { [weak self] in
            self?.minuteTick.value += 1
            self?.startTicker()
        }
    }

    public func reloadFavorites() {
        do {
            send(.favoritesLoaded(try store?.all() ?? []))
        } catch {
            send(.said(StorageFailure.sentence(L.weatherActionReadFavorites, error)))
        }
    }

    public func settle() async {
        await cityRequest.settle()
        await reportRequest.settle()
        await airRequest.settle()
        await nameRequest.settle()
    }

    static func key(_ c: Coordinate) -> String { String(format: "%.3f,%.3f", c.latitude, c.longitude) }
}
