import Foundation
import Localization
import Observables
import Services

/// The composition root's shared pieces: config, paths, dataset, database, log and one transport per
/// service (live when it has a key and `--offline` was not given, otherwise the offline simulator).
@MainActor
final class AppEnvironment {
    nonisolated static let version = "0.1.0"

    let paths: AppPaths
    let config: AppConfig
    let resources: ResourceLocator
    let gazetteer: Gazetteer
    let log: RequestLog
    let database: AppDatabase?
    let settings: SettingsStore?
    /// Last tab and last place (XDG_STATE_HOME).
    let state: StateFile
    let forcedOffline: Bool
    let tourRegions: TourRegions
    /// The bundled tourism records, for the closest title to a Latin keyword that found none.
    let tourRecords: TourSimulator
    /// The process environment (TZ for the time-zone guess).
    let processEnvironment: [String: String]
    private(set) var notes: [String] = []
    /// What happened to a damaged database at start (moved aside, data restored): said in full, on screen and in
    /// the log.
    private(set) var databaseNote: String?
    /// Whether the database could not be opened at all (said once, at start).
    private(set) var databaseOpenFailed = false
    private let offlineTransport: OfflineTransport
    private lazy var liveTransport: Transport = LiveTransport(userAgent: "onestep/\(AppEnvironment.version)")

    /// `interactive`: the app shows its notes in the status bar; every other command tells them on stderr.
    /// `config`: already read for `environment` (the app reads it before the terminal is set up), else read here.
    init(
        offline: Bool, interactive: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment,
        config: AppConfig? = nil
    ) throws {
        paths = AppPaths(environment: environment)
        processEnvironment = environment
        // Opening on another core while the bundled files are read here.
        let opening = InBackground { [path = paths.database] in try AppDatabase(path: path) }
        self.config = config ?? AppConfig.load(paths: paths, environment: environment)
        // What can fail before the database is taken; an exit in the middle of putting a damaged one right would leave
        // it half done, so a failure here waits for it.
        let (bundled, kakao, marvel, tour): (BundledFiles, KakaoLocalSimulator, MarvelSimulator, TourSimulator)
        do {
            bundled = try EarlyStart.bundledFiles(for: environment)
            kakao = try KakaoLocalSimulator.load(from: bundled.resources, gazetteer: bundled.gazetteer)
            marvel = try MarvelSimulator.load(from: bundled.resources)
            tour = try TourSimulator.load(from: bundled.resources)
        } catch {
            _ = try? opening.result()
            throw error
        }
        resources = bundled.resources
        gazetteer = bundled.gazetteer
        log = RequestLog(path: paths.log)
        forcedOffline = offline
        state = StateFile(path: paths.stateFile)
        let weather = OpenWeatherSimulator(gazetteer: gazetteer)
        tourRegions = bundled.tourRegions
        tourRecords = tour
        offlineTransport = OfflineTransport(responders: [
            kakao.responder, weather.responder, marvel.responder, tour.responder,
        ])
        // The config's problems: one line each on stderr for every command; the app shows them in a box at start.
        if !interactive { self.config.warnings.forEach(tell) }
        do {
            let db = try opening.result()
            database = db
            settings = SettingsStore(database: db)
            state.carryOver([StateFile.lastTab, StateFile.lastLocation], from: SettingsStore(database: db))
            if let note = db.recoveryNote {
                databaseNote = note
                log.write("database: " + note)
                if !interactive { FileHandle.standardError.write(Data("onestep: \(note)\n".utf8)) }
            }
        } catch {
            database = nil
            settings = nil
            databaseOpenFailed = true
            let note =
                StorageFailure.sentence(L.actionOpenDatabase(path: paths.database), error) + L.nothingWillBeKept
            notes.append(note)
            if !interactive { FileHandle.standardError.write(Data("onestep: \(note)\n".utf8)) }
        }
    }

    // MARK: Services

    var kakaoIsLive: Bool { !forcedOffline && config.kakaoKey != nil }

    /// The last good answer of each live request, for when the network is gone (XDG_CACHE_HOME).
    lazy var answerCache: AnswerCache = { [log] in
        AnswerCache(directory: paths.cacheDirectory + "/answers", log: { log.write($0) })
    }()

    /// Live: logged, probed first for a keyless public host (`probing`), and behind the last-answer cache;
    /// offline: the bundled simulators, logged.
    private func transport(live: Bool, label: String, probing: Bool = false) -> Transport {
        guard live else { return LoggingTransport(offlineTransport, log: log, label: label + " offline") }
        let logged = LoggingTransport(liveTransport, log: log, label: label)
        return LastAnswerTransport(probing ? ProbingTransport(logged) : logged, cache: answerCache)
    }

    func kakaoClient() -> KakaoLocalClient {
        KakaoLocalClient(
            transport: transport(live: kakaoIsLive, label: "kakao"), baseURL: config.kakaoBaseURL,
            apiKey: kakaoIsLive ? config.kakaoKey : nil)
    }

    /// The one rule for stores: Kakao with its key; OpenStreetMap without (sample when the network is not there);
    /// the sample with --offline. `[stores] provider` pins one.
    var storeSource: StoreSource {
        StoreSourceChoice.choose(
            hasKakaoKey: config.kakaoKey != nil, pinned: config.storesProvider, offline: forcedOffline)
    }

    /// The store search for this run (see `storeSource`); no HTTP client is made for a sample-only run.
    func storeSearch() -> any StoreSearch {
        let sample = KakaoLocalClient(
            transport: transport(live: false, label: "kakao"), baseURL: config.kakaoBaseURL, apiKey: nil)
        switch storeSource {
        case .kakao: return kakaoClient()
        case .sample: return sample
        case .openStreetMap:
            let overpass = OverpassClient(
                transport: transport(live: true, label: "overpass", probing: true), baseURL: config.overpassURL)
            return FallbackStoreSearch(live: CachingStoreSearch(overpass), sample: sample)
        }
    }

    /// The ground under the maps: the bundled coast and rivers (GSHHG) always; OpenStreetMap's streets over them
    /// whenever the network may be asked (not with --offline), a kept answer serving for a week.
    func groundService() -> (any GroundService)? {
        guard let dataset = try? OfflineDataset(resources: resources) else { return nil }
        let live: (any GroundService)? =
            forcedOffline
            ? nil
            : OverpassClient(
                transport: CacheFirstTransport(
                    transport(live: true, label: "overpass-ground", probing: true), cache: answerCache,
                    maxAge: OverpassClient.groundLifetime),
                baseURL: config.overpassURL)
        return LayeredGround(bundled: BundledGround(dataset: dataset), live: live)
    }

    /// Air quality comes from Open-Meteo (keyless) whatever the weather's source; with --offline there is none:
    /// no number is made up for it.
    func airQualityService() -> (any AirQualityService)? {
        guard !forcedOffline else { return nil }
        return OpenMeteoAirQualityClient(
            transport: transport(live: true, label: "open-meteo-aq", probing: true),
            url: config.openMeteoAirQualityURL)
    }

    /// Place names: the gazetteer, then Kakao with its key, else Open-Meteo's geocoding when it is the weather
    /// source (keyless); offline, the gazetteer only.
    func locationResolver() -> LocationResolver {
        var geocoder: (any WeatherService)?
        if !kakaoIsLive, weatherSource == .openMeteo {
            geocoder = OpenMeteoClient(
                transport: transport(live: true, label: "open-meteo", probing: true),
                forecastURL: config.openMeteoURL, geocodingURL: config.openMeteoGeocodingURL)
        }
        return LocationResolver(gazetteer: gazetteer, kakao: kakaoIsLive ? kakaoClient() : nil, geocoder: geocoder)
    }

    var marvelCredentials: MarvelCredentials? {
        guard let publicKey = config.marvelPublicKey, let privateKey = config.marvelPrivateKey else { return nil }
        return MarvelCredentials(publicKey: publicKey, privateKey: privateKey)
    }

    var marvelIsLive: Bool { characterSource == .marvel }

    /// The one rule for characters: Comic Vine with its key, the Marvel contract with Marvel's keys, else the
    /// bundled real catalogue. `[characters] provider` pins one.
    var characterSource: CharacterSource {
        CharacterSource.choose(
            hasComicVineKey: config.comicVineKey != nil, hasMarvelKeys: marvelCredentials != nil,
            pinned: config.charactersProvider, offline: forcedOffline)
    }

    func characterService() -> any CharacterService {
        switch characterSource {
        case .comicVine:
            return ComicVineClient(
                transport: transport(live: true, label: "comicvine"), baseURL: config.comicVineBaseURL,
                apiKey: config.comicVineKey ?? "")
        case .marvel, .bundled: return marvelClient()
        }
    }

    /// The credit shown before the first answer brings the service's own.
    var characterAttribution: String {
        switch characterSource {
        case .comicVine: return ComicVineClient.attribution
        case .marvel: return ""
        case .bundled: return MarvelSimulator.attribution
        }
    }

    func marvelClient() -> MarvelClient {
        MarvelClient(
            transport: transport(live: marvelIsLive, label: "marvel"), baseURL: config.marvelBaseURL,
            credentials: marvelIsLive ? marvelCredentials : nil)
    }

    var favoriteCharacters: FavoriteCharactersStore? { database.map(FavoriteCharactersStore.init(database:)) }

    var openWeatherIsLive: Bool { !forcedOffline && config.openWeatherKey != nil }

    func openWeatherClient() -> OpenWeatherClient {
        OpenWeatherClient(
            transport: transport(live: openWeatherIsLive, label: "openweather"), baseURL: config.openWeatherBaseURL,
            apiKey: openWeatherIsLive ? config.openWeatherKey : nil)
    }

    /// The one rule for weather: OpenWeather with its key; Open-Meteo without (the sample model when the network
    /// is not there); the sample with --offline. `[weather] provider` pins one.
    var weatherSource: WeatherSource {
        WeatherSourceChoice.choose(
            hasOpenWeatherKey: config.openWeatherKey != nil, pinned: config.weatherProvider, offline: forcedOffline)
    }

    func weatherService() -> any WeatherService {
        let sample = OpenWeatherClient(
            transport: transport(live: false, label: "openweather"), baseURL: config.openWeatherBaseURL, apiKey: nil)
        switch weatherSource {
        case .openWeather: return openWeatherClient()
        case .sample: return sample
        case .openMeteo:
            let meteo = OpenMeteoClient(
                transport: transport(live: true, label: "open-meteo", probing: true),
                forecastURL: config.openMeteoURL, geocodingURL: config.openMeteoGeocodingURL)
            return FallbackWeatherService(live: meteo, sample: sample)
        }
    }

    /// A place's UTC offset for "open now": Korea's, else the nearest gazetteer city's.
    nonisolated static func utcOffset(at point: Coordinate, gazetteer: Gazetteer) -> Int {
        point.isInKorea ? 32_400 : gazetteer.nearest(to: point)?.utcOffset ?? 0
    }

    var favoriteCities: FavoriteCitiesStore? { database.map(FavoriteCitiesStore.init(database:)) }

    var tourIsLive: Bool { !forcedOffline && config.tourKey != nil }

    /// Details are cached for 24 h in the database (the development quota is 1,000 calls a day per operation).
    func tourClient() -> TourClient {
        var transport = transport(live: tourIsLive, label: "tour")
        if let database { transport = CachingTourTransport(transport, database: database) }
        return TourClient(
            transport: transport, baseURL: config.tourBaseURL, serviceKey: tourIsLive ? config.tourKey : nil)
    }

    /// OpenStreetMap for Travel (keyless, anywhere): places with their access tags and the toilets near you; nil
    /// with --offline (nothing is made up in its place).
    func osmPlaces() -> OverpassPlaces? {
        guard !forcedOffline else { return nil }
        return OverpassPlaces(
            transport: transport(live: true, label: "overpass-travel", probing: true), baseURL: config.overpassURL)
    }

    /// Korea's bundled accessibility files (toilets, chargers, stations); nil when the dataset is missing.
    func koreaAccess() -> BundledKoreaAccess? {
        (try? OfflineDataset(resources: resources)).map(BundledKoreaAccess.init(dataset:))
    }

    /// The toilets near you: Korea's bundled files merged with OpenStreetMap (not asked with --offline).
    func toiletSearch() -> MergedToiletSearch {
        var bundled: (@Sendable (Coordinate, Double) throws -> [PublicToilet])?
        if let access = koreaAccess() {
            bundled = { center, radius in try access.toilets(around: center, radius: radius) }
        }
        return MergedToiletSearch(bundled: bundled, osm: osmPlaces(), osmAbsence: L.toiletsBundledOnly)
    }

    /// The way there, for the tab and the command line alike: OpenStreetMap's walkable network behind the
    /// last-answer cache; with --offline nothing is asked and a kept answer serves, else `WayThere.NothingKept`.
    func wayThere() -> WayThere {
        let transport =
            forcedOffline
            ? LastAnswerTransport(
                LoggingTransport(NoNetworkTransport(), log: log, label: "overpass-route kept"),  // not UI: a log label
                cache: answerCache)
            : transport(live: true, label: "overpass-route", probing: true)
        let gazetteer = gazetteer
        return WayThere(
            source: OverpassWalkNetwork(transport: transport, baseURL: config.overpassURL), keptOnly: forcedOffline,
            utcOffset: { AppEnvironment.utcOffset(at: $0, gazetteer: gazetteer) })
    }

    /// "Can I go today?" for the tab and `travel today`: the weather and air at the place, the nearest accessible
    /// toilet, the way there (each with --offline as it is elsewhere: kept copies, bundled files, or said missing).
    func dayCheck() -> DayCheck {
        let gazetteer = gazetteer
        return DayCheck(
            weather: weatherService(), air: airQualityService(), toilets: toiletSearch(), way: wayThere(),
            utcOffset: { AppEnvironment.utcOffset(at: $0, gazetteer: gazetteer) })
    }

    /// The chargers near a point, from the bundled national data; nil when the dataset is missing.
    func chargerSearch() -> (@Sendable (Coordinate, Double) throws -> [WheelchairCharger])? {
        guard let access = koreaAccess() else { return nil }
        return { center, radius in try access.chargers(around: center, radius: radius) }
    }

    /// Travel's one source: the tourism records (live with a key, else the bundled ones) merged with OpenStreetMap.
    func travelService() -> MergedTravelService {
        let osm = osmPlaces()
        return MergedTravelService(tour: tourClient(), osm: osm, osmAbsence: osm == nil ? L.travelOSMOffline : nil)
    }

    /// The needs remembered: the last chosen (the database), else the config's `[travel] needs`.
    var travelNeeds: Set<TravelNeed> {
        TravelNeed.parse(settings?.value(Self.needsSetting) ?? config.travelNeeds ?? "").needs
    }
    nonisolated static let needsSetting = "travel_needs"

    var travelBookmarks: TravelBookmarksStore? { database.map(TravelBookmarksStore.init(database:)) }

    var weatherUnits: WeatherUnits { WeatherUnits(rawValue: config.units) ?? .metric }

    /// Each service and where its answers come from: as configured, and for Weather as its last answer was —
    /// sample data shown after the network failed is never marked live, a kept copy is marked as one
    /// (`weatherAnswer`: that answer's source and whether it is a kept copy, nil before one).
    private func serviceStates(weatherAnswer: (WeatherSource, keptCopy: Bool)? = nil) -> [(String, AnswerKind)] {
        // Live means an answer came: before the first one this session, "not asked yet".
        let weather: AnswerKind =
            (weatherAnswer?.0 ?? weatherSource) == .sample
            ? .sample
            : weatherAnswer == nil ? .notAskedYet : weatherAnswer?.keptCopy == true ? .keptCopy : .live
        // Named as the tabs are, in the interface's language (which service each uses: `doctor`).
        return [
            (L.serviceWeather, weather),
            (L.charactersTitle, characterSource == .bundled ? .bundled : .live),
            (L.travelTitle, tourIsLive ? .live : .bundled),
        ]
    }

    func serviceSummary(weatherAnswer: (WeatherSource, keptCopy: Bool)? = nil) -> String {
        serviceStates(weatherAnswer: weatherAnswer).map { "\($0.0)\($0.1.mark)" }.joined(separator: " ")
    }

    /// The same in words, for the accessible mode: "live: Weather; bundled data: Marvel, Tour; sample data: …".
    func serviceSummaryInWords(weatherAnswer: (WeatherSource, keptCopy: Bool)? = nil) -> String {
        let states = serviceStates(weatherAnswer: weatherAnswer)
        func names(_ state: AnswerKind) -> String? {
            let named = states.filter { $0.1 == state }.map(\.0)
            return named.isEmpty ? nil : named.joined(separator: ", ")
        }
        return [
            names(.live).map(L.statusLive), names(.notAskedYet).map(L.statusNotAskedYet),
            names(.keptCopy).map(L.statusKeptCopy),
            names(.bundled).map(L.statusBundled), names(.sample).map(L.statusSample),
        ].compactMap { $0 }.joined(separator: "; ")
    }

    // MARK: Location

    /// `--location network`: ask the geolocation service now, whatever the config says (never with --offline).
    nonisolated static let networkKeyword = "network"

    /// The sources of "you" in their one order (see `LocationSources`); gpsd is asked even with --offline (it is
    /// on this machine), the network only when allowed and not offline.
    func locationSources(networkAllowed: Bool? = nil) -> LocationSources {
        let host = config.gpsdHost, port = config.gpsdPort
        let resolver = locationResolver()
        let state = state, gazetteer = gazetteer, configured = config.defaultLocation
        let zone = TimeZoneGuess.zoneName(environment: processEnvironment)
        let allowed = (networkAllowed ?? config.networkLocation) && !forcedOffline
        return LocationSources(
            // A receiver reports about once a second: a second and a half catches one whenever the connection opens.
            gps: { await GPSD.firstFix(host: host, port: port, within: 1.5) },
            network: allowed ? { [self] in await networkAnswer() } : nil,
            lastUsed: {
                guard let saved = state.value(StateFile.lastLocation) else { return nil }
                return try? JSONDecoder().decode(ResolvedLocation.self, from: Data(saved.utf8))
            },
            configured: {
                guard let configured else { return nil }
                return try? await resolver.resolve(configured)
            },
            timeZone: { zone.flatMap { TimeZoneGuess.place(zone: $0, gazetteer: gazetteer) } },
            name: { resolver.nameOf($0) })
    }

    /// The network's answer, kept for an hour (it rarely changes, and each request tells a third party where the
    /// machine is).
    func networkAnswer() async -> NetworkLocator.Answer? {
        struct Kept: Codable {
            var lat, lon: Double
            var accuracy: Double?
            var at: Double
        }
        let now = Date().timeIntervalSince1970
        if let text = state.value(StateFile.networkLocation),
            let kept = try? JSONDecoder().decode(Kept.self, from: Data(text.utf8)), now - kept.at < 3600, now >= kept.at
        {
            return NetworkLocator.Answer(
                coordinate: Coordinate(latitude: kept.lat, longitude: kept.lon), accuracy: kept.accuracy)
        }
        let locator = NetworkLocator(
            transport: LoggingTransport(liveTransport, log: log, label: "geolocate"), url: config.geolocateURL)
        do {
            let answer = try await locator.locate()
            let kept = Kept(
                lat: answer.coordinate.latitude, lon: answer.coordinate.longitude, accuracy: answer.accuracy, at: now)
            if let data = try? JSONEncoder().encode(kept) {
                state.set(StateFile.networkLocation, String(decoding: data, as: UTF8.self))
            }
            return answer
        } catch {
            log.write("network location: \(error)")
            return nil
        }
    }

    /// A named place (`--location`, `--near`; "network" asks the geolocation service), else the sources in order.
    func startLocation(commandLine: String?) async throws -> ResolvedLocation {
        if let commandLine, commandLine.lowercased() == Self.networkKeyword {
            guard !forcedOffline else {
                throw CommandFailure(L.networkLocationOffline)
            }
            guard let located = await networkAnswer() else {
                throw CommandFailure(L.networkLocationNoAnswer(host: config.geolocateURL.host ?? ""))
            }
            return ResolvedLocation(
                name: locationResolver().nameOf(located.coordinate), coordinate: located.coordinate,
                origin: .network(accuracy: located.accuracy))
        }
        if let commandLine { return try await locationResolver().resolve(commandLine) }
        return await locationSources().locate()
    }

    /// For commands: the start location, or the sentence that says why not.
    func commandLocation(_ commandLine: String?) async throws -> ResolvedLocation {
        do {
            return try await startLocation(commandLine: commandLine)
        } catch let failure as LocationResolver.Failure {
            throw CommandFailure(failure.description)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(ServiceError.from(error, service: KakaoLocalClient.serviceName).userMessage)
        }
    }

    /// For commands, after a change: when the file could not take it (the change lives in memory only, and the
    /// command is ending), the sentence that says it was not kept (the command exits 1).
    func requireKept() throws {
        if let problem = database?.heldInMemory { throw CommandFailure(L.changeNotKept(reason: problem.reason)) }
    }

    /// For commands: a store that needs the database, or the sentence that says it is unavailable.
    func required<Store>(_ store: Store?) throws -> Store {
        // When the database could not be opened, that was said (with its folder) when the command started; the log
        // may be in the same unwritable place, so it is not pointed at.
        guard let store else {
            throw CommandFailure(databaseOpenFailed ? L.nothingWasSaved : L.databaseUnavailable(log: paths.log))
        }
        return store
    }

    /// Remembers a place a person chose (a found or guessed one is found again next time, not remembered).
    func remember(location: ResolvedLocation) {
        guard location.origin == nil || location.origin == .named else { return }
        if let data = try? JSONEncoder().encode(location), let text = String(data: data, encoding: .utf8) {
            state.set(StateFile.lastLocation, text)
        }
    }
}
