import ArgumentParser
import Foundation
import Services
import Stores

/// `onestep stores --near LAT,LON|PLACE [--radius M] [--json]`
struct StoresCommand: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(commandName: "stores", abstract: "List convenience stores near a place.")

    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: "LAT,LON or a place name (default: your last location).") var near: String?
    @Option(name: .long, help: "Search radius in metres (500 … 20000).") var radius: Int?
    @Flag(name: .long, help: "Print a JSON array instead of a table.") var json = false

    @MainActor
    func execute() async throws -> Bool {
        let environment = try AppEnvironment(offline: global.offline)
        let place = await environment.startLocationOrExit(near ?? global.location)
        let meters = radius ?? environment.config.storesRadius
        guard (1...20_000).contains(meters) else { fail("--radius must be between 1 and 20000 metres") }
        let answer: StoreAnswer
        do {
            answer = try await environment.storeSearch().search(around: place.coordinate, radius: meters)
        } catch {
            fail(ServiceError.from(error, service: environment.storeSource.displayName).userMessage)
        }
        let stores = answer.places.map { ConvenienceStore(place: $0, from: place.coordinate) }
        if let note = answer.note { FileHandle.standardError.write(Data("onestep: \(note)\n".utf8)) }
        // Every row says where it came from (offline stores are made up).
        let source = answer.source.rawValue
        if json {
            let array: [[String: Any]] = stores.map { store in
                [
                    "id": store.id, "name": store.name, "phone": store.phone, "address": store.address,
                    "road_address": store.roadAddress, "lat": store.coordinate.latitude, "lon": store.coordinate.longitude,
                    "distance_m": store.distance.map { Int($0.rounded()) as Any } ?? NSNull(), "url": store.url,
                    "opening_hours": store.openingHours.map { $0 as Any } ?? NSNull(),
                    "bearing_deg": store.bearing.map { ($0 * 10).rounded() / 10 as Any } ?? NSNull(),
                    "source": source,
                ]
            }
            printJSON(array)
        } else {
            print("convenience stores within \(formatDistance(Double(meters))) of \(place.name): \(stores.count)"
                  + (answer.source == .sample ? " — SAMPLE DATA (made-up stores)" : "")
                  + (answer.source.credit.isEmpty || answer.source == .sample ? "" : " — " + answer.source.credit))
            let rows = stores.enumerated().map { index, store in
                [String(index + 1), store.name, store.distanceText, store.displayAddress, store.phone]
            }
            printTable(header: ["#", "name", "distance", "address", "phone"], rows: rows, rightAligned: [0, 2])
        }
        return false
    }
}
