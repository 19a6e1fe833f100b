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
    /// Problems worth telling the user (unreadable file, keys readable by others).
    public var warnings: [String] = []

    public init() {}

    public static func load(paths: AppPaths, environment: [String: String]) -> AppConfig {
        var config = AppConfig()
        let path = paths.configFile
        do {
            if let values = try fileValues(at: path) {
                config.apply(file: values)
                if config.hasAnyKey, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                    let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0
                {
                    config.warnings.append(L.configReadableByOthers(path: path))
                }
            }
        } catch {
            config.warnings.append(L.configIgnored("\(error)"))
        }
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
        guard let values = (try? fileValues(at: paths.configFile)) ?? nil else { return nil }
        return values["ui.language"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The file's values; nil when there is no file. Most runs have none: it is asked about first, so no error is
    /// made and dropped on the way to the first frame (about 0.2 ms there: perf). Throws when it cannot be read or
    /// parsed.
    static func fileValues(at path: String) throws -> [String: String]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try TOMLSubset.parse(try String(contentsOfFile: path, encoding: .utf8))
    }

    var hasAnyKey: Bool {
        [kakaoKey, openWeatherKey, marvelPublicKey, marvelPrivateKey, tourKey, comicVineKey].contains { $0 != nil }
    }

    mutating func apply(file values: [String: String]) {
        func nonEmpty(_ key: String) -> String? { values[key].flatMap { $0.isEmpty ? nil : $0 } }
        kakaoKey = nonEmpty("kakao.api_key") ?? kakaoKey
        kakaoBaseURL = nonEmpty("kakao.base_url").flatMap(URL.init(string:)) ?? kakaoBaseURL
        openWeatherKey = nonEmpty("openweather.api_key") ?? openWeatherKey
        openWeatherBaseURL = nonEmpty("openweather.base_url").flatMap(URL.init(string:)) ?? openWeatherBaseURL
        marvelPublicKey = nonEmpty("marvel.public_key") ?? marvelPublicKey
        marvelPrivateKey = nonEmpty("marvel.private_key") ?? marvelPrivateKey
        marvelBaseURL = nonEmpty("marvel.base_url").flatMap(URL.init(string:)) ?? marvelBaseURL
        tourKey = nonEmpty("tour.api_key") ?? tourKey
        tourBaseURL = nonEmpty("tour.base_url").flatMap(URL.init(string:)) ?? tourBaseURL
        defaultLocation = nonEmpty("location.default") ?? defaultLocation
        if let radius = nonEmpty("stores.radius").flatMap({ Double($0) }) { storesRadius = Int(radius) }
        storesProvider = nonEmpty("stores.provider") ?? storesProvider
        travelNeeds = nonEmpty("travel.needs")
        weatherProvider = nonEmpty("weather.provider") ?? weatherProvider
        comicVineKey = nonEmpty("comicvine.api_key") ?? comicVineKey
        comicVineBaseURL = nonEmpty("comicvine.base_url").flatMap(URL.init(string:)) ?? comicVineBaseURL
        charactersProvider = nonEmpty("characters.provider") ?? charactersProvider
        overpassURL = nonEmpty("stores.overpass_url").flatMap(URL.init(string:)) ?? overpassURL
        if let units = nonEmpty("weather.units"), ["metric", "imperial"].contains(units) { self.units = units }
        if let flag = nonEmpty("location.network") {
            networkLocation = ["true", "1", "yes"].contains(flag.lowercased())
        }
        language = nonEmpty("ui.language") ?? language
        if let flag = nonEmpty("ui.accessible") { accessible = ["true", "1", "yes"].contains(flag.lowercased()) }
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
        storesRadius = min(20_000, max(500, storesRadius))
    }
}
