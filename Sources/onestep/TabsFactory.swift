import Characters
import Foundation
import Observables
import Services
import Stores
import TUI
import Travel
import Weather

/// Builds the tabs in their fixed order and keys: 1 Stores, 2 Weather, 3 Characters, 4 Travel (as they land).
@MainActor
struct TabsFactory {
    nonisolated static let names = ["stores", "weather", "characters", "travel"]
    /// The tabs' kinds in the same order: their titles and numbers before any is built (the screen shown while
    /// starting).
    static let kinds: [any TabModelView.Type] = [
        StoresView.self, WeatherView.self, CharactersView.self, TravelView.self,
    ]
    static var titles: [String] { kinds.map { $0.tabTitle } }
    static var numbers: [Int] { kinds.map { $0.tabNumber } }

    let environment: AppEnvironment
    let location: Observable<ResolvedLocation>
    /// `c` in Stores and Weather: ask the location sources again.
    var relocate: (() -> Void)?

    /// The tabs; `subscriptions` keeps what they persist (the last units) alive.
    func makeTabs(subscriptions: inout Set<Subscription>) -> [TabScreen] {
        let radius = environment.config.storesRadius
        let landmarks = environment.gazetteer.places.filter { $0.country == "KR" }
        let stores = StoresViewModel(
            client: environment.storeSearch(), location: location, radius: radius, landmarks: landmarks,
            configuredSource: environment.storeSource, ground: environment.groundService())
        let characters = CharactersViewModel(
            client: environment.characterService(), store: environment.favoriteCharacters,
            clock: LiveClock(), attribution: environment.characterAttribution)
        // With a Kakao key, the user's location is named by Kakao's coord2address.
        var namer: (@Sendable (Coordinate) async -> String?)?
        if environment.kakaoIsLive {
            let kakao = environment.kakaoClient()
            namer = { point in try? await kakao.regionName(of: point) }
        }
        let weather = WeatherViewModel(
            client: environment.weatherService(), store: environment.favoriteCities, clock: LiveClock(),
            location: location,
            units: environment.settings?.value("weather_units").flatMap(WeatherUnits.init(rawValue:))
                ?? environment.weatherUnits,
            isSampleData: environment.weatherSource == .sample, namer: namer,
            airQuality: environment.airQualityService())
        stores.askWhereYouAre = relocate
        let gazetteer = environment.gazetteer
        stores.localOffset = { AppEnvironment.utcOffset(at: $0, gazetteer: gazetteer) }
        weather.askWhereYouAre = relocate
        // The last units chosen with `u` win over the config's default next time.
        let settings = environment.settings
        weather.saveUnits = { settings?.set("weather_units", $0.rawValue) }
        let travel = TravelViewModel(
            client: environment.travelService(), regions: environment.tourRegions,
            store: environment.travelBookmarks, clock: LiveClock(), location: location,
            landmarks: landmarks, ground: environment.groundService(), toilets: environment.toiletSearch(),
            chargers: environment.chargerSearch(), stations: environment.koreaAccess(),
            routes: { [wayThere = environment.wayThere()] from, to, profile in
                try await wayThere.find(from: from, to: to, rules: RouteRules(profile: profile), at: Date())
            },
            day: { [dayCheck = environment.dayCheck()] place, needs, from in
                let now = Date()
                return DayRules.verdict(await dayCheck.inputs(for: place, needs: needs, from: from, on: now, now: now))
            },
            needs: environment.travelNeeds, datesAreKnown: environment.tourIsLive,
            saveNeeds: { needs in
                settings?.set(
                    AppEnvironment.needsSetting,
                    TravelNeed.allCases.filter(needs.contains).map(\.rawValue).joined(separator: ","))
            })
        travel.utcOffset = { AppEnvironment.utcOffset(at: $0, gazetteer: gazetteer) }
        let tourRecords = environment.tourRecords
        travel.closestTitle = { tourRecords.closestTitle(toLatin: $0) }
        let tabs: [TabScreen] = [
            StoresView(model: stores), WeatherView(model: weather), CharactersView(model: characters),
            TravelView(model: travel),
        ]
        assert(tabs.map(\.title) == Self.titles && tabs.map(\.number) == Self.numbers, "the starting screen's tabs")
        return tabs
    }

    nonisolated static func index(of name: String) -> Int? {
        names.firstIndex(of: name.lowercased())
    }
}
