import Foundation
import Localization

/// Settings from the config file and the environment. Precedence: command line > environment > file > default.
public struct AppConfig: Sendable, Equatable {
    public var kakaoKey: String?
    public var kakaoBaseURL = URL(string: "https://dapi.kakao.com")!
    public var openWeatherKey: String?
    public var openWeatherBaseURL = URL(string: "https://api.openweathermap.org")!
    public var marvelPublicKey: String?
    public var marvelPrivateKey: String?
    public var marvelBaseURL = URL(string: "https://gateway.marvel.com")!
    public var tourKey: String?
    public var tourBaseURL = URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!
    /// "LAT,LON" or a place name.
    public var defaultLocation: String?
    /// `[location] network = true`: the user allows asking a geolocation service where this machine is (it sends
    /// the machine's address to that service). Never by default.
    public var networkLocation = false
    /// The geolocation service (`ONESTEP_GEOLOCATE_URL`; tests point it at a loopback stand-in).
    public var geolocateURL = NetworkLocator.defaultURL
    /// gpsd's address (`ONESTEP_GPSD=host:port`).
    public var gpsdHost = GPSD.defaultHost
    public var gpsdPort = GPSD.defaultPort
    public var storesRadius = 1000
    /// `[stores] provider`: "kakao", "openstreetmap" or "sample" (nil: Kakao with a key, else OpenStreetMap).
    public var storesProvider: String?
    /// The Overpass server (`ONESTEP_OVERPASS_URL`; tests point it at a loopback stand-in).
    public var overpassURL = OverpassAPI.defaultBaseURL
    /// Comic Vine (`COMICVINE_API_KEY`, `[comicvine] api_key`): Characters goes live.
    public var comicVineKey: String?
    public var comicVineBaseURL = ComicVineAPI.defaultBaseURL
    /// `[characters] provider`: "comicvine", "marvel" or "sample".
    public var charactersProvider: String?
    /// `[weather] provider`: "openweather", "open-meteo" or "sample" (nil: OpenWeather with a key, else Open-Meteo).
    public var weatherProvider: String?
    public var openMeteoURL = OpenMeteoAPI.forecastURL
    public var openMeteoGeocodingURL = OpenMeteoAPI.geocodingURL
    public var openMeteoAirQualityURL = OpenMeteoAirQualityClient.defaultURL
    public var units = "metric"
    /// `[travel] needs = "wheelchair,toilet"`: the needs filter's default until one is chosen in the app.
    public var travelNeeds: String?
    /// The accessible mode (`[ui] accessible = true`, `ONESTEP_ACCESSIBLE=1`, `--accessible`).
    public var accessible = false
    /// `[ui] language` ("ko", "en"); the language is chosen by `LanguageChoice` before the config is loaded.
    public var language: String?
    /// Problems worth telling the user (unreadable file, lines or values ignored, keys readable by others).
    public var warnings: [String] = []
    /// Of those, what is wrong with the file itself (`doctor` fails on them).
    public var problems: [String] = []

    public init() {}

    public static func load(paths: AppPaths, environment: [String: String]) -> AppConfig {
        var config = AppConfig()
        let path = paths.configFile
        switch ConfigFile.read(at: path) {
        case .none: break
        case .unreadable(let problem):
            config.problems.append(L.configUnreadable(path: path, reason: problem.reason))
        case .lines(let lines):
            // Only what is wrong is ignored: each line that cannot be read, each value out of range (said with the
            // value used instead), each setting we do not know; the rest of the file applies.
            let (values, problems) = TOMLSubset.read(lines: lines)
            for problem in problems {
                config.problems.append(
                    L.configProblem(
                        path: path, line: problem.line, column: problem.column, reason: problem.reason,
                        ignored: problem.key))
            }
            config.problems += config.apply(file: values).map { L.configValueProblem(path: path, $0) }
            config.warnings = config.problems
            if config.hasAnyKey, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0
            {
                config.warnings.append(L.configReadableByOthers(path: path))
            }
        }
        if config.warnings.isEmpty { config.warnings = config.problems }
        config.apply(environment: environment)
        for secret in [
            config.kakaoKey, config.openWeatherKey, config.marvelPublicKey, config.marvelPrivateKey, config.tourKey,
            config.comicVineKey,
        ] {
            Redactor.shared.register(secret)
        }
        return config
    }

    /// `[ui] language` alone, read before anything else (the language must be known before `--help`); nil when
    /// the file is missing or unreadable (the full load reports that).
    public static func readLanguage(paths: AppPaths) -> String? {
        guard case .lines(let lines) = ConfigFile.read(at: paths.configFile) else { return nil }
        return TOMLSubset.read(lines: lines).values["ui.language"].flatMap { $0.isEmpty ? nil : $0 }
    }

    var hasAnyKey: Bool {
        [kakaoKey, openWeatherKey, marvelPublicKey, marvelPrivateKey, tourKey, comicVineKey].contains { $0 != nil }
    }

    /// The settings the file may hold; any other is said and ignored (a typo never passes silently).
    static let knownKeys: Set<String> = [
        "kakao.api_key", "kakao.base_url", "openweather.api_key", "openweather.base_url", "marvel.public_key",
        "marvel.private_key", "marvel.base_url", "tour.api_key", "tour.base_url", "location.default",
        "location.network",
        "stores.radius", "stores.provider", "stores.overpass_url", "travel.needs", "weather.provider", "weather.units",
        "comicvine.api_key", "comicvine.base_url", "characters.provider", "ui.language", "ui.accessible",
    ]
    static let radiusRange = 500...20_000

    /// Applies the file's values; returns what was wrong with any of them (the setting ignored, or the value used
    /// instead), in words.
    @discardableResult
    mutating func apply(file values: [String: String]) -> [String] {
        var problems: [String] = []
        func nonEmpty(_ key: String) -> String? { values[key].flatMap { $0.isEmpty ? nil : $0 } }
        func oneOf(_ key: String, _ allowed: [String], _ aliases: [String] = []) -> String? {
            guard let value = nonEmpty(key) else { return nil }
            if (allowed + aliases).contains(value.lowercased()) { return value }
            problems.append(L.configNotOneOf(key: key, value: value, allowed: allowed.joined(separator: ", ")))
            return nil
        }
        func flag(_ key: String) -> Bool? {
            guard let value = nonEmpty(key) else { return nil }
            switch value.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default:
                problems.append(L.configNotOneOf(key: key, value: value, allowed: "true, false"))
                return nil
            }
        }
        func url(_ key: String) -> URL? {
            guard let value = nonEmpty(key) else { return nil }
            if let url = URL(string: value), url.scheme == "http" || url.scheme == "https" { return url }
            problems.append(L.configNotAnAddress(key: key, value: value))
            return nil
        }
        for key in values.keys.sorted() where !Self.knownKeys.contains(key) {
            problems.append(L.configUnknownSetting(key))
        }
        kakaoKey = nonEmpty("kakao.api_key") ?? kakaoKey
        kakaoBaseURL = url("kakao.base_url") ?? kakaoBaseURL
        openWeatherKey = nonEmpty("openweather.api_key") ?? openWeatherKey
        openWeatherBaseURL = url("openweather.base_url") ?? openWeatherBaseURL
        marvelPublicKey = nonEmpty("marvel.public_key") ?? marvelPublicKey
        marvelPrivateKey = nonEmpty("marvel.private_key") ?? marvelPrivateKey
        marvelBaseURL = url("marvel.base_url") ?? marvelBaseURL
        tourKey = nonEmpty("tour.api_key") ?? tourKey
        tourBaseURL = url("tour.base_url") ?? tourBaseURL
        defaultLocation = nonEmpty("location.default") ?? defaultLocation
        if let text = nonEmpty("stores.radius") {
            if let radius = Double(text), radius.isFinite {
                let used = min(Self.radiusRange.upperBound, max(Self.radiusRange.lowerBound, Int(radius.rounded())))
                if Double(used) != radius {
                    problems.append(
                        L.configOutOfRange(
                            key: "stores.radius", value: text,
                            range: "\(Self.radiusRange.lowerBound)–\(Self.radiusRange.upperBound)", used: String(used)))
                }
                storesRadius = used
            } else {
                problems.append(L.configNotANumber(key: "stores.radius", value: text))
            }
        }
        storesProvider =
            oneOf("stores.provider", ["kakao", "openstreetmap", "sample"], ["osm", "overpass"])
            ?? storesProvider
        travelNeeds = nonEmpty("travel.needs")
        weatherProvider =
            oneOf("weather.provider", ["openweather", "open-meteo", "sample"], ["openmeteo", "openweathermap"])
            ?? weatherProvider
        comicVineKey = nonEmpty("comicvine.api_key") ?? comicVineKey
        comicVineBaseURL = url("comicvine.base_url") ?? comicVineBaseURL
        charactersProvider =
            oneOf("characters.provider", ["comicvine", "marvel", "sample"], ["bundled"])
            ?? charactersProvider
        overpassURL = url("stores.overpass_url") ?? overpassURL
        if let units = oneOf("weather.units", ["metric", "imperial"]) { self.units = units.lowercased() }
        if let network = flag("location.network") { networkLocation = network }
        let languages = ["kr", "korean", "english", "한국어"]  // not UI: the values `[ui] language` accepts
        language = oneOf("ui.language", ["ko", "en"], languages) ?? language
        if let accessible = flag("ui.accessible") { self.accessible = accessible }
        return problems
    }

    mutating func apply(environment env: [String: String]) {
        func nonEmpty(_ key: String) -> String? { env[key].flatMap { $0.isEmpty ? nil : $0 } }
        kakaoKey = nonEmpty("KAKAO_REST_API_KEY") ?? kakaoKey
        kakaoBaseURL = nonEmpty("ONESTEP_KAKAO_BASE_URL").flatMap(URL.init(string:)) ?? kakaoBaseURL
        openWeatherKey = nonEmpty("OPENWEATHER_API_KEY") ?? openWeatherKey
        openWeatherBaseURL = nonEmpty("ONESTEP_OPENWEATHER_BASE_URL").flatMap(URL.init(string:)) ?? openWeatherBaseURL
        marvelPublicKey = nonEmpty("MARVEL_PUBLIC_KEY") ?? marvelPublicKey
        marvelPrivateKey = nonEmpty("MARVEL_PRIVATE_KEY") ?? marvelPrivateKey
        marvelBaseURL = nonEmpty("ONESTEP_MARVEL_BASE_URL").flatMap(URL.init(string:)) ?? marvelBaseURL
        tourKey = nonEmpty("TOUR_API_KEY") ?? tourKey
        tourBaseURL = nonEmpty("ONESTEP_TOUR_BASE_URL").flatMap(URL.init(string:)) ?? tourBaseURL
        if let flag = nonEmpty("ONESTEP_ACCESSIBLE") { accessible = ["1", "true", "yes"].contains(flag.lowercased()) }
        overpassURL = nonEmpty("ONESTEP_OVERPASS_URL").flatMap(URL.init(string:)) ?? overpassURL
        geolocateURL = nonEmpty("ONESTEP_GEOLOCATE_URL").flatMap(URL.init(string:)) ?? geolocateURL
        (gpsdHost, gpsdPort) = GPSD.endpoint(environment: env)
        comicVineKey = nonEmpty("COMICVINE_API_KEY") ?? comicVineKey
        comicVineBaseURL = nonEmpty("ONESTEP_COMICVINE_BASE_URL").flatMap(URL.init(string:)) ?? comicVineBaseURL
        openMeteoURL = nonEmpty("ONESTEP_OPEN_METEO_URL").flatMap(URL.init(string:)) ?? openMeteoURL
        openMeteoGeocodingURL =
            nonEmpty("ONESTEP_OPEN_METEO_GEOCODING_URL").flatMap(URL.init(string:)) ?? openMeteoGeocodingURL
        openMeteoAirQualityURL =
            nonEmpty("ONESTEP_OPEN_METEO_AIR_QUALITY_URL").flatMap(URL.init(string:)) ?? openMeteoAirQualityURL
        storesRadius = min(Self.radiusRange.upperBound, max(Self.radiusRange.lowerBound, storesRadius))
    }
}
