import ArgumentParser
import Foundation
import Services

/// `onestep weather [PLACE | --at LAT,LON] [--units metric|imperial] [--json]`, `weather favorites`,
/// `weather favorite add PLACE | remove PLACE`.
struct WeatherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather", abstract: "Current weather and the 5-day / 3-hour forecast; favourite cities.",
        subcommands: [Show.self, Favorites.self, Favorite.self], defaultSubcommand: Show.self)

    /// Finds a place by name through the geocoder (offline: the gazetteer), first match.
    @MainActor
    static func resolve(_ place: String, client: any WeatherService) async -> CityMatch {
        let matches: [CityMatch]
        do { matches = try await client.searchCity(place) } catch {
            fail(ServiceError.from(error, service: "Weather").userMessage)
        }
        guard let first = matches.first else { fail("city not found: \(place)") }
        return first
    }

    struct Show: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Weather for a place (default: your location).")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "A city or place name, Korean or English.") var place: String?
        @Option(name: .long, help: "A coordinate instead of a name: LAT,LON.") var at: String?
        @Option(name: .long, help: "metric or imperial (default: config, else metric).") var units: String?
        @Flag(name: .long, help: "Print one JSON object.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let client = environment.weatherService()
            guard let chosenUnits = units.map({ WeatherUnits(rawValue: $0) }) ?? environment.weatherUnits else {
                fail("--units must be metric or imperial")
            }
            let name: String, country: String?, point: Coordinate
            if let at {
                guard let c = Coordinate.parse(at) else { fail("--at must be LAT,LON") }
                (name, country, point) = (environment.locationResolver().nameOf(c), nil, c)
            } else if let place {
                let match = await WeatherCommand.resolve(place, client: client)
                (name, country, point) = (match.name, match.country, match.coordinate)
            } else {
                let here = await environment.startLocationOrExit(global.location)
                (name, country, point) = (here.name, nil, here.coordinate)
            }
            let report: WeatherReport
            do { report = try await client.report(at: point, name: name) } catch {
                fail(ServiceError.from(error, service: "Weather").userMessage)
            }
            if json {
                printJSON(WeatherJSON.object(report, country: country, units: chosenUnits))
            } else {
                WeatherJSON.printTable(report, units: chosenUnits, sample: report.source == .sample)
            }
            return false
        }
    }

    struct Favorites: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "favorites", abstract: "Favourite cities, oldest first.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = environment.required(environment.favoriteCities)
            let cities = try store.all()
            if json {
                let formatter = ISO8601DateFormatter()
                printJSON(cities.map { ["name": $0.name, "country": $0.country, "lat": $0.latitude, "lon": $0.longitude,
                                        "added_at": formatter.string(from: $0.addedAt)] as [String: Any] })
            } else if cities.isEmpty {
                print("no favourite cities yet")
            } else {
                printTable(header: ["name", "country", "lat", "lon"], rows: cities.map {
                    [$0.name, $0.country, String(format: "%.3f", $0.latitude), String(format: "%.3f", $0.longitude)]
                })
            }
            return false
        }
    }

    struct Favorite: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "favorite", abstract: "Add or remove a favourite city.", subcommands: [Add.self, Remove.self])

        struct Add: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a favourite city.")
            @OptionGroup var global: GlobalOptions
            @Argument var place: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = environment.required(environment.favoriteCities)
                let match = await WeatherCommand.resolve(place, client: environment.weatherService())
                let added = try store.add(FavoriteCity(name: match.displayName,
                                                       country: match.country, latitude: match.coordinate.latitude,
                                                       longitude: match.coordinate.longitude, addedAt: Date()))
                print(added ? "added \(match.label)" : "\(match.label) is already a favourite")
                return false
            }
        }

        struct Remove: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a favourite city.")
            @OptionGroup var global: GlobalOptions
            @Argument var place: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = environment.required(environment.favoriteCities)
                // A saved name matches directly; otherwise geocode and remove by coordinate.
                if let saved = try store.all().first(where: { $0.name.localizedCaseInsensitiveContains(place) }) {
                    try store.remove(saved.coordinate)
                    print("removed \(saved.name)")
                    return false
                }
                let match = await WeatherCommand.resolve(place, client: environment.weatherService())
                guard try store.remove(match.coordinate) else { fail("\(match.label) is not a favourite") }
                print("removed \(match.label)")
                return false
            }
        }
    }
}

/// The JSON and table forms of a report for the command line.
enum WeatherJSON {
    static func object(_ r: WeatherReport, country: String?, units: WeatherUnits) -> [String: Any] {
        let local = LocalTimeFormatter(offset: r.timezoneOffset)
        func temp(_ k: Double?) -> Any { k.map { (units.temperature($0) * 10).rounded() / 10 } ?? NSNull() }
        func num(_ v: Double?) -> Any { v ?? NSNull() }
        func time(_ d: Date?) -> Any { d.map(local.iso8601) ?? NSNull() }
        let c = r.current
        return [
            "name": r.name, "country": country ?? r.country, "lat": r.coordinate.latitude, "lon": r.coordinate.longitude,
            "timezone_offset_s": r.timezoneOffset, "units": units.rawValue, "source": r.source.rawValue,
            "current": [
                "time": local.iso8601(c.time), "temp": temp(c.temperature), "feels_like": temp(c.feelsLike),
                "temp_min": temp(c.minimum), "temp_max": temp(c.maximum), "humidity": num(c.humidity), "pressure": num(c.pressure),
                "wind_speed": c.windSpeed.map { (units.speed($0) * 100).rounded() / 100 } ?? NSNull(), "wind_deg": num(c.windDegrees),
                "description": c.description, "icon": c.icon, "rain_1h": num(c.rainLastHour), "snow_1h": num(c.snowLastHour),
                "sunrise": time(c.sunrise), "sunset": time(c.sunset),
            ] as [String: Any],
            "forecast": r.forecast.map { s -> [String: Any] in
                ["time": local.iso8601(s.time), "temp": temp(s.temperature), "description": s.description, "icon": s.icon,
                 "pop": num(s.precipitationChance), "rain_3h": num(s.rain), "snow_3h": num(s.snow)]
            },
        ]
    }

    static func printTable(_ r: WeatherReport, units: WeatherUnits, sample: Bool) {
        let local = LocalTimeFormatter(offset: r.timezoneOffset)
        let c = r.current
        print("\(r.name)\(r.country.isEmpty ? "" : ", \(r.country)") — \(units.formatTemperature(c.temperature)), \(c.description)"
              + (sample ? "  [sample data]" : ""))
        print("feels like \(c.feelsLike.map(units.formatTemperature) ?? "—"), min \(c.minimum.map(units.formatTemperature) ?? "—"), "
              + "max \(c.maximum.map(units.formatTemperature) ?? "—"), humidity \(c.humidity.map { "\(Int($0))%" } ?? "—"), "
              + "wind \(c.windSpeed.map(units.formatSpeed) ?? "—"); sunrise \(c.sunrise.map(local.time) ?? "—"), "
              + "sunset \(c.sunset.map(local.time) ?? "—") (\(local.label))")
        print("")
        printTable(header: ["day", "time", "temp", "weather", "pop", "rain/snow"], rows: r.forecast.map { s in
            [local.day(s.time), local.time(s.time), units.formatTemperature(s.temperature), s.description,
             s.precipitationChance.map { "\(Int(($0 * 100).rounded()))%" } ?? "",
             [s.rain.map { "\($0) mm" }, s.snow.map { "\($0) mm snow" }].compactMap { $0 }.joined(separator: " ")]
        }, rightAligned: [2, 4])
    }

    private static func printTable(header: [String], rows: [[String]], rightAligned: Set<Int>) {
        onestep.printTable(header: header, rows: rows, rightAligned: rightAligned)
    }
}
