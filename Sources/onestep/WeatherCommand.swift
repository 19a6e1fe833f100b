import ArgumentParser
import Foundation
import Localization
import Services
import Weather

/// `onestep weather [PLACE | --at LAT,LON] [--units metric|imperial] [--json]`, `weather favorites`,
/// `weather favorite add PLACE | remove PLACE`.
struct WeatherCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "weather", abstract: L.cmdWeatherAbstract,
            subcommands: [Show.self, Favorites.self, Favorite.self], defaultSubcommand: Show.self)
    }

    /// Finds a place by name through the geocoder (offline: the gazetteer), first match.
    @MainActor
    static func resolve(_ place: String, client: any WeatherService) async throws -> CityMatch {
        let matches: [CityMatch]
        do { matches = try await client.searchCity(place) } catch {
            throw CommandFailure(ServiceError.from(error, service: L.cmdWeatherServiceName).userMessage)
        }
        guard let first = matches.first else { throw CommandFailure(L.cmdWeatherCityNotFound(place)) }
        return first
    }

    struct Show: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "show", abstract: L.cmdWeatherShowAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdWeatherPlaceHelp)) var place: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdWeatherAtHelp)) var at: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdWeatherUnitsHelp)) var units: String?
        @Flag(name: .long, help: ArgumentHelp(L.cmdWeatherJSONHelp)) var json = false

        /// The air at `point`, or why not (nil: offline, nothing asked).
        static func airQuality(_ service: (any AirQualityService)?, at point: Coordinate) async -> Result<
            AirQuality, Error
        >? {
            guard let service else { return nil }
            do { return .success(try await service.airQuality(at: point)) } catch { return .failure(error) }
        }

        func validate() throws {
            if let units, WeatherUnits(rawValue: units) == nil {
                throw ValidationError(L.cmdWeatherUnitsInvalid)
            }
            if let at, Coordinate.parse(at) == nil { throw ValidationError(L.cmdWeatherAtInvalid) }
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let client = environment.weatherService()
            let chosenUnits = units.flatMap(WeatherUnits.init(rawValue:)) ?? environment.weatherUnits
            let name: String, country: String?, point: Coordinate
            if let c = at.flatMap(Coordinate.parse) {
                (name, country, point) = (environment.locationResolver().nameOf(c), nil, c)
            } else if let place {
                let match = try await WeatherCommand.resolve(place, client: client)
                (name, country, point) = (match.name, match.country, match.coordinate)
            } else {
                let here = try await environment.commandLocation(global.location)
                (name, country, point) = (here.name, nil, here.coordinate)
            }
            // The air beside the forecast, in parallel; its failure never hides the weather.
            let airService = environment.airQualityService()
            async let air = Self.airQuality(airService, at: point)
            let report: WeatherReport
            do { report = try await client.report(at: point, name: name) } catch {
                throw CommandFailure(ServiceError.from(error, service: L.cmdWeatherServiceName).userMessage)
            }
            var quality: AirQuality?
            switch await air {
            case .success(let value)?:
                // A kept answer older than 3 h is not the air now: said, not shown.
                tellIfOfflineCopy(value.origin, what: L.cmdWhatAirQuality, limit: WeatherViewModel.airQualityShelfLife)
                let tooOld = value.origin?.isTooOldToShow(now: Date(), limit: WeatherViewModel.airQualityShelfLife)
                quality = tooOld == true ? nil : value
            case .failure(let error)?:
                tell(
                    L.cmdWeatherAirQualityFailed(
                        ServiceError.from(error, service: OpenMeteoAirQualityClient.serviceName).userMessage))
            case nil: break
            }
            tellIfOfflineCopy(report.origin, what: L.cmdWhatForecast, limit: WeatherViewModel.reportShelfLife)
            if json {
                try printJSON(WeatherJSON(report, country: country, units: chosenUnits, air: quality))
            } else {
                WeatherTable.show(report, units: chosenUnits, sample: report.source == .sample, air: quality)
            }
            return false
        }
    }

    struct Favorites: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "favorites", abstract: L.cmdWeatherFavoritesAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = try environment.required(environment.favoriteCities)
            let cities = try store.all()
            if json {
                try printJSON(cities.map(FavoriteCityJSON.init))
            } else if cities.isEmpty {
                print(L.cmdWeatherNoFavorites)
            } else {
                printTable(
                    header: L.cmdWeatherFavoritesColumns,
                    rows: cities.map {
                        [
                            $0.name, $0.country, String(format: "%.3f", $0.latitude),
                            String(format: "%.3f", $0.longitude),
                        ]
                    })
            }
            return false
        }
    }

    struct Favorite: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "favorite", abstract: L.cmdWeatherFavoriteAbstract, subcommands: [Add.self, Remove.self])
        }

        struct Add: ParsableCommand, MainActorCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: L.cmdWeatherFavoriteAddAbstract)
            }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(L.cmdWeatherFavoritePlaceHelp)) var place: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.favoriteCities)
                let match = try await WeatherCommand.resolve(place, client: environment.weatherService())
                let added = try store.add(
                    FavoriteCity(
                        name: match.displayName,
                        country: match.country, latitude: match.coordinate.latitude,
                        longitude: match.coordinate.longitude, addedAt: Date()))
                try environment.requireKept()
                print(added ? L.cmdWeatherAdded(match.label) : L.cmdAlreadyFavorite(match.label))
                return false
            }
        }

        struct Remove: ParsableCommand, MainActorCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: L.cmdWeatherFavoriteRemoveAbstract)
            }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(L.cmdWeatherFavoritePlaceHelp)) var place: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.favoriteCities)
                // A saved name matches directly; otherwise geocode and remove by coordinate.
                if let saved = try store.all().first(where: { $0.name.localizedCaseInsensitiveContains(place) }) {
                    try store.remove(saved.coordinate)
                    try environment.requireKept()
                    print(L.cmdRemoved(saved.name))
                    return false
                }
                let match = try await WeatherCommand.resolve(place, client: environment.weatherService())
                guard try store.remove(match.coordinate) else {
                    throw CommandFailure(L.cmdNotFavorite(match.label))
                }
                try environment.requireKept()
                print(L.cmdRemoved(match.label))
                return false
            }
        }
    }
}

/// `weather --json`: the report in the chosen units, times in the place's local time, null where unknown.
struct WeatherJSON: Encodable {
    struct Current: Encodable {
        let time, description, icon: String
        let temp, feelsLike, tempMin, tempMax, humidity, pressure, windSpeed, windDeg, rain1h, snow1h: Nullable<Double>
        let sunrise, sunset: Nullable<String>
        enum CodingKeys: String, CodingKey {
            case time, description, icon, temp, feelsLike = "feels_like", tempMin = "temp_min", tempMax = "temp_max",
                humidity
            case pressure, windSpeed = "wind_speed", windDeg = "wind_deg", rain1h = "rain_1h", snow1h = "snow_1h",
                sunrise, sunset
        }
    }

    struct Step: Encodable {
        let time, description, icon: String
        let temp, pop, rain3h, snow3h: Nullable<Double>
        enum CodingKeys: String, CodingKey {
            case time, description, icon, temp, pop, rain3h = "rain_3h", snow3h = "snow_3h"
        }
    }

    /// `air_quality`: null offline or when it could not be loaded (no number is made up).
    struct Air: Encodable {
        struct Hour: Encodable {
            let time: String
            let pm10, pm2_5, europeanAQI: Nullable<Double>
            enum CodingKeys: String, CodingKey { case time, pm10, pm2_5, europeanAQI = "european_aqi" }
        }
        let source: String
        let fetchedAt: Nullable<String>
        let offlineCopy: Bool
        let pm10, pm2_5, ozone, nitrogenDioxide, europeanAQI: Nullable<Double>
        let gradePM10, gradePM2_5: Nullable<String>
        let hourly: [Hour]
        enum CodingKeys: String, CodingKey {
            case source, fetchedAt = "fetched_at", offlineCopy = "offline_copy", pm10, pm2_5, ozone, nitrogenDioxide =
                "nitrogen_dioxide", europeanAQI = "european_aqi"
            case gradePM10 = "grade_pm10", gradePM2_5 = "grade_pm2_5", hourly
        }

        /// Grades as stable codes: the Korean scale in Korea, the European AQI's bands elsewhere.
        init(_ a: AirQuality, at point: Coordinate, local: LocalTimeFormatter) {
            source = a.source
            fetchedAt = fetchedAtJSON(a.origin); offlineCopy = a.origin?.isOfflineCopy ?? false
            pm10 = Nullable(a.pm10); pm2_5 = Nullable(a.pm2_5); ozone = Nullable(a.ozone)
            nitrogenDioxide = Nullable(a.nitrogenDioxide); europeanAQI = Nullable(a.europeanAQI)
            if point.isInKorea {
                gradePM10 = Nullable(a.pm10.map { AirGrade.koreanPM10($0).rawValue })
                gradePM2_5 = Nullable(a.pm2_5.map { AirGrade.koreanPM2_5($0).rawValue })
            } else {
                let band = a.europeanAQI.map { AirGrade.european($0).rawValue }
                gradePM10 = Nullable(band); gradePM2_5 = Nullable(band)
            }
            hourly = a.hourly.map {
                Hour(
                    time: local.iso8601($0.time), pm10: Nullable($0.pm10), pm2_5: Nullable($0.pm2_5),
                    europeanAQI: Nullable($0.europeanAQI))
            }
        }
    }

    /// `nowcast`: the rain in the next two hours, where the source has a short-term series.
    struct Rain: Encodable {
        let start: Nullable<String>
        let minutes: Int
        let millimetres: Double
        let stepMinutes: Int
        let text: String
        enum CodingKeys: String, CodingKey { case start, minutes, millimetres, stepMinutes = "step_minutes", text }
    }

    struct UV: Encodable {
        let index: Double
        let time: String
    }

    let name, country, units, source: String
    let lat, lon: Double
    let timezoneOffsetS: Int
    let current: Current
    let forecast: [Step]
    let airQuality: Nullable<Air>
    let nowcast: Nullable<Rain>
    let uvMax: Nullable<UV>
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    enum CodingKeys: String, CodingKey {
        case fetchedAt = "fetched_at", offlineCopy = "offline_copy"
        case name, country, units, source, lat, lon, timezoneOffsetS = "timezone_offset_s", current, forecast
        case airQuality = "air_quality", nowcast, uvMax = "uv_max"
    }

    init(_ r: WeatherReport, country: String?, units: WeatherUnits, air: AirQuality?) {
        let local = LocalTimeFormatter(offset: r.timezoneOffset)
        func temp(_ celsius: Double?) -> Nullable<Double> {
            Nullable(celsius.map { (units.temperature($0) * 10).rounded() / 10 })
        }
        let c = r.current
        name = r.name; self.country = country ?? r.country; self.units = units.rawValue; source = r.source.rawValue
        fetchedAt = fetchedAtJSON(r.origin); offlineCopy = r.origin?.isOfflineCopy ?? false
        lat = r.coordinate.latitude; lon = r.coordinate.longitude; timezoneOffsetS = r.timezoneOffset
        current = Current(
            time: local.iso8601(c.time), description: c.condition.reported, icon: c.condition.iconCode,
            temp: temp(c.temperature),
            feelsLike: temp(c.feelsLike), tempMin: temp(c.minimum), tempMax: temp(c.maximum),
            humidity: Nullable(c.humidity),
            pressure: Nullable(c.pressure),
            windSpeed: Nullable(c.windSpeed.map { (units.speed($0) * 100).rounded() / 100 }),
            windDeg: Nullable(c.windDegrees), rain1h: Nullable(c.rainLastHour), snow1h: Nullable(c.snowLastHour),
            sunrise: Nullable(c.sunrise.map(local.iso8601)), sunset: Nullable(c.sunset.map(local.iso8601)))
        airQuality = Nullable(air.map { Air($0, at: r.coordinate, local: local) })
        nowcast = Nullable(
            r.nowcast.map {
                Rain(
                    start: Nullable($0.start.map(local.iso8601)), minutes: $0.minutes,
                    millimetres: ($0.millimetres * 10).rounded() / 10, stepMinutes: $0.stepMinutes,
                    text: AirQualityInWords.nowcast($0, local: local))
            })
        uvMax = Nullable(r.uvPeak.map { UV(index: $0.index, time: local.iso8601($0.time)) })
        forecast = r.forecast.map { s in
            Step(
                time: local.iso8601(s.time), description: s.condition.reported, icon: s.condition.iconCode,
                temp: temp(s.temperature),
                pop: Nullable(s.precipitationChance), rain3h: Nullable(s.rain), snow3h: Nullable(s.snow))
        }
    }
}

/// One city of `weather favorites --json`.
struct FavoriteCityJSON: Encodable {
    let name, country, addedAt: String
    let lat, lon: Double
    enum CodingKeys: String, CodingKey { case name, country, lat, lon, addedAt = "added_at" }

    init(_ city: FavoriteCity) {
        name = city.name; country = city.country; lat = city.latitude; lon = city.longitude
        addedAt = ISO8601DateFormatter().string(from: city.addedAt)
    }
}

/// The plain-text form of a report.
enum WeatherTable {
    static func show(_ r: WeatherReport, units: WeatherUnits, sample: Bool, air: AirQuality?) {
        let local = LocalTimeFormatter(offset: r.timezoneOffset)
        let c = r.current
        print(
            "\(r.name)\(r.country.isEmpty ? "" : ", \(r.country)") — \(units.formatTemperature(c.temperature)), \(c.condition.words)"
                + (sample ? "  [\(L.sampleData)]" : ""))
        print(
            L.cmdWeatherDetails(
                feelsLike: c.feelsLike.map(units.formatTemperature) ?? "—",
                minimum: c.minimum.map(units.formatTemperature) ?? "—",
                maximum: c.maximum.map(units.formatTemperature) ?? "—",
                humidity: c.humidity.map { "\(Int($0))%" } ?? "—", wind: c.windSpeed.map(units.formatSpeed) ?? "—",
                sunrise: c.sunrise.map(local.time) ?? "—", sunset: c.sunset.map(local.time) ?? "—", zone: local.label))
        if let cast = r.nowcast { print(AirQualityInWords.nowcast(cast, local: local)) }
        if let peak = r.uvPeak { print(AirQualityInWords.uv(peak, local: local)) }
        print(
            air.map { AirQualityInWords.sentence($0, at: r.coordinate) }
                ?? L.cmdWeatherAirQualityUnavailable)
        print("")
        printTable(
            header: L.cmdWeatherForecastColumns,
            rows: r.forecast.map { s in
                [
                    local.day(s.time), local.time(s.time), units.formatTemperature(s.temperature),
                    s.condition.words,
                    s.precipitationChance.map { "\(Int(($0 * 100).rounded()))%" } ?? "",
                    [s.rain.map { "\($0) mm" }, s.snow.map { L.cmdWeatherSnow($0) }].compactMap { $0 }.joined(
                        separator: " "),
                ]
            }, rightAligned: [2, 4])
    }

    private static func printTable(header: [String], rows: [[String]], rightAligned: Set<Int>) {
        onestep.printTable(header: header, rows: rows, rightAligned: rightAligned)
    }
}
