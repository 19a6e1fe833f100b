import Foundation
import Localization
import Observables
import Services
import TUI

/// The Weather tab's state: the shown place and its report, units, city search with a picker for several
/// matches, favourites, and a 10-minute reuse of fetched places (the service updates every 10 minutes).
@MainActor
public final class WeatherViewModel: TabModel {
    public static let reuseInterval: TimeInterval = 600

    public enum Phase: Equatable {
        case idle
        case loading(String)
        case loaded
        case failed(String)
    }

    /// The air at the shown place: asked beside the forecast, and never hiding it when it fails.
    public enum AirQualityStatus: Equatable, Sendable {
        /// Offline: air quality needs the network, and no number is made up.
        case needsNetwork
        case loading
        case loaded(AirQuality)
        case failed(String)
    }

    /// What is shown: a name for the header and the point the weather is for.
    public struct ShownPlace: Equatable, Sendable {
        public var name: String
        public var coordinate: Coordinate
        public var isUserLocation: Bool
    }

    // Outputs
    public let phase = Observable<Phase>(.idle)
    public let place = Observable<ShownPlace?>(nil)
    public let report = Observable<WeatherReport?>(nil)
    public let fetchedAt = Observable<Date?>(nil)
    public let units: Observable<WeatherUnits>
    public let alert = Observable<AlertMessage?>(nil)
    public let matches = Observable<[CityMatch]?>(nil)
    public let airQuality = Observable<AirQualityStatus>(.needsNetwork)
    /// The tab's own state: mode and selections (see `WeatherState`).
    public private(set) var state = WeatherState()

    /// Lends the state to a stateful widget for one frame (a list keeps its scroll offset there): the one way the
    /// view writes it.
    public func lend<Result>(_ body: (inout WeatherState) -> Result) -> Result { body(&state) }
    public let favorites = Observable<[FavoriteCity]>([])
    public let message = Observable<String?>(nil)
    public let isSearching = Observable(false)
    /// Bumped every minute while a report is shown, so "updated N min ago" stays true on an idle screen.
    public let minuteTick = Observable(0)
    private var ticker: Subscription?

    /// Sample data: the report shown says so (the live source fell back), else the run is set to the sample.
    public var isSampleData: Bool { report.value.map { $0.source == .sample } ?? configuredSample }
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
    private let reportRequest = LatestRequest(service: "Weather")
    private let cityRequest = LatestRequest(service: "Weather")
    private let nameRequest = LatestRequest(service: "Weather")
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
        self.units = Observable(units)
        self.configuredSample = isSampleData
        self.namer = namer
        reloadFavorites()
        location.sink { [weak self] _ in
            guard let self, self.place.value?.isUserLocation ?? false else { return }
            self.showUserLocation()
        }.store(in: &subscriptions)
    }

    public var changeSources: [ChangeSource] {
        [
            phase, place, report, fetchedAt, units, alert, matches, airQuality, favorites, message, isSearching,
            minuteTick, location,
        ]
    }

    public var isBusy: Bool {
        if case .loading = phase.value { return true }
        return isSearching.value
    }

    public var isFavorite: Bool {
        guard let shown = place.value else { return false }
        return favorites.value.contains { $0.matches(shown.coordinate) }
    }

    /// How long a kept report and a kept air-quality answer may be shown as current when the network is gone.
    public static let reportShelfLife: TimeInterval = 12 * 3600
    public static let airQualityShelfLife: TimeInterval = 3 * 3600

    public var now: Date { clock.now }

    /// The report shown is the last one kept on disk, fetched before the network went away.
    public var isOfflineCopy: Bool { report.value?.origin?.isOfflineCopy ?? false }

    /// An offline copy older than 12 hours: its "now" is not now.
    public var isOutOfDate: Bool {
        report.value?.origin?.isTooOldToShow(now: clock.now, limit: Self.reportShelfLife) ?? false
    }

    /// Minutes since the shown report was fetched.
    public var minutesSinceUpdate: Int? {
        fetchedAt.value.map { max(0, Int(clock.now.timeIntervalSince($0) / 60)) }
    }

    // MARK: Inputs

    public func activate() {
        if place.value == nil { showUserLocation() }
    }

    /// Where "you" came from (GPS, the network, a guess…), for the header.
    public var userLocationOrigin: LocationOrigin? { location.value.origin }

    /// `c`: back to your location, and the location sources asked again (set by the app; nil in tests).
    public var askWhereYouAre: (() -> Void)?

    public func returnToUserLocation() {
        showUserLocation()
        askWhereYouAre?()
    }

    public func showUserLocation() {
        let here = location.value
        show(ShownPlace(name: here.name, coordinate: here.coordinate, isUserLocation: true))
        if let namer {
            let point = here.coordinate
            nameRequest.start(
                { await namer(point) },
                onSuccess: { [weak self] name in
                    if let name, self?.place.value?.coordinate == point { self?.place.value?.name = name }
                }, onFailure: { _ in })
        }
    }

    /// Shows a place, reusing a report fetched less than 10 minutes ago unless `force`.
    public func show(_ shown: ShownPlace, force: Bool = false) {
        if shown.coordinate != place.value?.coordinate {
            // Another place's report opens on its first line.
            state.above.top()
            state.forecast = ListState()
        }
        place.value = shown
        let key = Self.key(shown.coordinate)
        showAirQuality(at: shown.coordinate, key: key, force: force)
        if !force, let cached = cache[key], clock.now.timeIntervalSince(cached.fetchedAt) < Self.reuseInterval {
            reportRequest.cancel()
            report.value = cached.report
            fetchedAt.value = cached.fetchedAt
            phase.value = .loaded
            return
        }
        phase.value = .loading(shown.name)
        reportRequest.start(
            { [client] in
                try await client.report(at: shown.coordinate, name: shown.name)
            },
            onSuccess: { [weak self] fetched in
                guard let self else { return }
                // An offline copy is as old as when it was fetched, and is not reused: the next look asks again.
                let now = fetched.origin?.fetchedAt ?? self.clock.now
                if fetched.origin?.isOfflineCopy != true { self.cache[key] = (fetched, now) }
                self.report.value = fetched
                self.fetchedAt.value = now
                self.phase.value = .loaded
                self.startTicker()
            },
            onFailure: { [weak self] failure in
                self?.phase.value = .failed(failure.userMessage)
                self?.alert.value = AlertMessage(title: L.weatherAlertUnavailable, message: failure.userMessage)
            })
    }

    /// One request for the air beside the one for the forecast, cached 10 minutes like it.
    private func showAirQuality(at point: Coordinate, key: String, force: Bool) {
        guard let airService else {
            airQuality.value = .needsNetwork
            return
        }
        if !force, let cached = airCache[key], clock.now.timeIntervalSince(cached.fetchedAt) < Self.reuseInterval {
            airRequest.cancel()
            airQuality.value = .loaded(cached.quality)
            return
        }
        airQuality.value = .loading
        airRequest.start(
            { try await airService.airQuality(at: point) },
            onSuccess: { [weak self] quality in
                guard let self else { return }
                if let origin = quality.origin, origin.isOfflineCopy {
                    // The last answer kept on disk: shown while it can still be the air now, else said to be old.
                    self.airQuality.value =
                        origin.isStale(now: self.clock.now, limit: Self.airQualityShelfLife)
                        ? .failed(L.weatherAirTooOld(age: origin.age(now: self.clock.now)))
                        : .loaded(quality)
                    return
                }
                self.airCache[key] = (quality, self.clock.now)
                self.airQuality.value = .loaded(quality)
            },
            onFailure: { [weak self] failure in self?.airQuality.value = .failed(failure.userMessage) })
    }

    private func startTicker() {
        ticker = clock.schedule(after: .seconds(60)) { [weak self] in
            self?.minuteTick.value += 1
            self?.startTicker()
        }
    }

    /// `r`: fetch the shown place again now.
    public func refresh() {
        guard let shown = place.value else { return }
        show(shown, force: true)
    }

    /// `/`: find a city by name. Empty → alert; none → alert; one → shown; several → a picker.
    public func search(_ text: String) {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            message.value = L.weatherEnterCityName
            return
        }
        isSearching.value = true
        cityRequest.start(
            { [client] in try await client.searchCity(name) },
            onSuccess: { [weak self] found in
                guard let self else { return }
                self.isSearching.value = false
                switch found.count {
                case 0: self.message.value = L.weatherCityNotFound(name)
                case 1: self.choose(found[0])
                default:
                    // The answer waits for nobody: if the user has moved on (a new search, the favourites), it is
                    // said, not forced on them.
                    guard self.state.mode == .report else {
                        self.message.value = L.weatherPlacesMatch(count: found.count, name: name)
                        return
                    }
                    self.state.mode = .cityChoice
                    self.state.choices = ListState(count: found.count)
                    self.state.choicesTitleFocused = false
                    self.matches.value = found
                }
            },
            onFailure: { [weak self] failure in
                self?.isSearching.value = false
                if case .notFound = failure {
                    self?.message.value = L.weatherCityNotFound(name)
                } else {
                    self?.alert.value = AlertMessage(title: L.weatherAlertCitySearch, message: failure.userMessage)
                }
            })
    }

    public func choose(_ match: CityMatch) {
        if state.mode == .cityChoice { state.mode = .report }
        matches.value = nil
        show(
            ShownPlace(
                name: match.displayName, coordinate: match.coordinate,
                isUserLocation: false))
    }

    public func cancelChoice() {
        state.mode = .report
        matches.value = nil
    }

    /// `/`: the city search field.
    public func openCitySearch() { state.mode = .citySearch(TextFieldState()) }

    /// A key in the city search field: Esc cancels, Enter searches, editing keys edit.
    public func citySearchKey(_ key: Key) {
        guard case .citySearch(var field) = state.mode else { return }
        switch key {
        case .escape: state.mode = .report
        case .enter:
            state.mode = .report
            search(field.text)
        default:
            if field.handle(key) { state.mode = .citySearch(field) }
        }
    }

    /// `v`: the favourite cities, or back to the report.
    public func toggleFavoritesView() {
        state.mode = state.mode == .favorites ? .report : .favorites
        state.favorites.count = favorites.value.count
    }

    public var selectedFavorite: FavoriteCity? { favorites.value[safe: state.favorites.selected] }
    public var selectedMatch: CityMatch? { matches.value?[safe: state.choices.selected] }

    public func toggleUnits() { units.value = units.value.toggled }

    // MARK: Favourites

    public func reloadFavorites() {
        do {
            favorites.value = try store?.all() ?? []
            state.favorites.count = favorites.value.count
        } catch {
            message.value = StorageFailure.sentence(L.weatherActionReadFavorites, error)
        }
    }

    public func toggleFavorite() {
        guard let shown = place.value else { return }
        guard let store else { message.value = L.favouritesUnavailable; return }
        let city = FavoriteCity(
            name: shown.name, country: report.value?.country ?? "", latitude: shown.coordinate.latitude,
            longitude: shown.coordinate.longitude, addedAt: clock.now)
        do {
            let added = try store.toggle(city)
            reloadFavorites()
            message.value =
                added ? L.weatherFavoriteAddedMessage(shown.name) : L.weatherFavoriteRemovedMessage(shown.name)
        } catch {
            message.value = StorageFailure.sentence(L.weatherActionSaveFavorite, error)
        }
    }

    public func openFavorite(_ city: FavoriteCity) {
        state.mode = .report
        show(ShownPlace(name: city.name, coordinate: city.coordinate, isUserLocation: false))
    }

    public func deleteFavorite(_ city: FavoriteCity) {
        guard let store else { return }
        do {
            _ = try store.remove(city.coordinate)
            reloadFavorites()
            message.value = L.weatherFavoriteRemovedMessage(city.name)
        } catch {
            message.value = StorageFailure.sentence(L.weatherActionRemoveFavorite, error)
        }
    }

    public func settle() async {
        await cityRequest.settle()
        await reportRequest.settle()
        await airRequest.settle()
        await nameRequest.settle()
    }

    static func key(_ c: Coordinate) -> String { String(format: "%.3f,%.3f", c.latitude, c.longitude) }

    /// Enter on a forecast step: that hour's values, opening on their first line.
    public func openHour(_ time: Date) {
        state.hourLines = ListState()
        state.mode = .hour(time)
    }

    public func closeHour() { state.mode = .report }

    /// A move in one of the pickers or the hour's lines (the list keys' new selection).
    public func moveList(_ list: WritableKeyPath<WeatherState, ListState>, to moved: ListState) {
        if list == \WeatherState.choices { state.choicesTitleFocused = false }
        state[keyPath: list] = moved
    }

    /// `k`/↑ in the city picker: up its rows, and from the first onto its title line (a braille display reads it).
    public func choiceUp() {
        guard !state.choicesTitleFocused else { return }
        if state.choices.selected == 0 {
            state.choicesTitleFocused = true
        } else {
            var moved = state.choices
            moved.moveUp()
            moveList(\.choices, to: moved)
        }
    }

    /// `j`/↓ in the city picker: from its title back to the first row, else down its rows.
    public func choiceDown() {
        if state.choicesTitleFocused {
            state.choicesTitleFocused = false
        } else {
            var moved = state.choices
            moved.moveDown()
            moveList(\.choices, to: moved)
        }
    }

    public func setAccessible(_ accessible: Bool) {
        state.accessible = accessible
        if report.value != nil { state.above.clamp(count: walkedLineCount) }
    }

    // MARK: The report, walked line by line

    /// The lines above the forecast, as the focus walks them (the view draws the same).
    var reportLines: [ReportLine] {
        guard let report = report.value else { return [] }
        return ReportLines.lines(
            ReportLines.Input(
                report: report, units: units.value, air: airQuality.value, now: now, isOutOfDate: isOutOfDate,
                accessible: state.accessible))
    }

    /// The lines the focus walks above the forecast: the place line (the header), then the report's lines.
    var walkedLineCount: Int { reportLines.count + 1 }

    var forecastRows: [ForecastRow] { ForecastRow.rows(report.value) }

    /// Brings the focus's bookkeeping up to the answers now shown (the air may have added a line, a new report
    /// other rows) before a key moves it.
    private func prepareReportMove() -> Int {
        let count = walkedLineCount
        state.above.clamp(count: count)
        state.forecast.count = forecastRows.count
        return count
    }

    /// `j`: the next line — a fact, a sentence, then the forecast's rows.
    public func lineDown() {
        guard report.value != nil else { return }
        let count = prepareReportMove()
        if !state.above.moveDown(count: count) { state.forecast.moveDown() }
    }

    /// `k`: the line before; from the forecast's first row up onto the report's last line.
    public func lineUp() {
        guard report.value != nil else { return }
        let count = prepareReportMove()
        if !state.above.moveUp(count: count, listAtItsTop: state.forecast.selected == 0) { state.forecast.moveUp() }
    }

    /// `PgDn`: from the report's lines into the forecast, then a page of it.
    public func pageDown() {
        guard report.value != nil else { return }
        _ = prepareReportMove()
        if state.above.focused == nil { state.forecast.pageDown() } else { state.above.focused = nil }
    }

    /// `PgUp`: a page up the forecast, then the top line (the place's).
    public func pageUp() {
        guard report.value != nil else { return }
        _ = prepareReportMove()
        if state.above.focused == nil, state.forecast.selected > 0 {
            state.forecast.pageUp()
        } else {
            state.above.top()
        }
    }

    /// `g`/`Home`: the top line, the place's.
    public func lineFirst() { state.above.top() }

    /// `G`/`End`: the forecast's last row.
    public func lineLast() {
        guard report.value != nil else { return }
        _ = prepareReportMove()
        state.above.focused = nil
        state.forecast.bottom()
    }

    /// `Enter` on a forecast step, or on a day's heading (that day's first step); not on the lines above.
    public func openSelectedHour() {
        guard state.mode == .report, state.above.focused == nil,
            let step = ForecastRow.step(at: state.forecast.selected, in: forecastRows)
        else { return }
        openHour(step.time)
    }
}
