import ArgumentParser
import Foundation
import Localization
import Services
import Stores

/// `onestep stores --near LAT,LON|PLACE [--radius M] [--json]`
struct StoresCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stores", abstract: L.cmdStoresAbstract)
    }

    @OptionGroup var global: GlobalOptions
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdStoresNearHelp)) var near: String?
    // `.unconditional`: "--radius -5" is a radius out of range, not "missing value".
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdStoresRadiusHelp)) var radius: Int?
    @Flag(name: .long, help: ArgumentHelp(L.cmdStoresJSONHelp)) var json = false

    func validate() throws {
        // The range the help gives and the tab's steps span (Kakao refuses past 20 km).
        if let radius, !(500...20_000).contains(radius) {
            throw ValidationError(L.cmdStoresRadiusRange)
        }
    }

    @MainActor
    func execute() async throws -> Bool {
        let environment = try AppEnvironment(offline: global.offline)
        let place = try await environment.commandLocation(near ?? global.location)
        let meters = radius ?? environment.config.storesRadius
        let answer: NearbyStores.Result
        do {
            answer = try await NearbyStores(search: environment.storeSearch()).stores(
                around: place.coordinate, radius: meters)
        } catch {
            throw CommandFailure(ServiceError.from(error, service: environment.storeSource.displayName).userMessage)
        }
        let stores = answer.stores
        if let note = answer.note { tell(note) }
        tellIfOfflineCopy(answer.origin, what: L.cmdWhatStores)
        if json {
            // Every row says where it came from (offline stores are made up).
            let now = Date(), gazetteer = environment.gazetteer
            try printJSONArray(stores) {
                StoreJSON(
                    $0, source: answer.source.rawValue, origin: answer.origin,
                    at: now, offset: AppEnvironment.utcOffset(at: $0.coordinate, gazetteer: gazetteer))
            }
        } else {
            print(
                L.cmdStoresHeading(radius: formatDistance(Double(meters)), place: place.name, count: stores.count)
                    + (answer.source == .sample ? L.cmdStoresSampleSuffix : "")
                    + (answer.source.credit.isEmpty || answer.source == .sample ? "" : " — " + answer.source.credit))
            let rows = stores.enumerated().map { index, store in
                [String(index + 1), store.name, store.distanceText, store.displayAddress, store.phone]
            }
            printTable(header: L.cmdStoresColumns, rows: rows, rightAligned: [0, 2])
        }
        return false
    }
}

/// One store as `stores --json` prints it.
struct StoreJSON: Encodable {
    let id, name, phone, address, roadAddress, url, source: String
    let lat, lon: Double
    let distanceM: Nullable<Int>
    let openingHours: Nullable<String>
    let bearingDeg: Nullable<Double>
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    /// From `opening_hours` in the store's local time; null when the source has no hours or they were not understood.
    let openNow: Nullable<Bool>
    /// When `open_now` next changes (ISO 8601 in the store's local time); null when not within about a year or not
    /// known.
    let nextChange: Nullable<String>

    enum CodingKeys: String, CodingKey {
        case id, name, phone, address, roadAddress = "road_address", url, source, lat, lon, distanceM = "distance_m"
        case openingHours = "opening_hours", bearingDeg = "bearing_deg", fetchedAt = "fetched_at"
        case offlineCopy = "offline_copy", openNow = "open_now", nextChange = "next_change"
    }

    init(_ store: ConvenienceStore, source: String, origin: AnswerOrigin?, at date: Date, offset: Int) {
        (openNow, nextChange) = hoursNowJSON(store.status(at: date, offset: offset), offset: offset)
        fetchedAt = fetchedAtJSON(origin); offlineCopy = origin?.isOfflineCopy ?? false
        id = store.id; name = store.name; phone = store.phone; address = store.address; roadAddress = store.roadAddress
        url = store.url; self.source = source; lat = store.coordinate.latitude; lon = store.coordinate.longitude
        distanceM = Nullable(store.distance.map { Int($0.rounded()) })
        openingHours = Nullable(store.openingHours)
        bearingDeg = Nullable(store.bearing.map { ($0 * 10).rounded() / 10 })
    }
}
