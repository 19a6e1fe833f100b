import Foundation
import Observables
import Services
import TUI
import TestSupport

@testable import Weather

/// The Weather tab in a shell over the offline OpenWeather simulator at a fixed time (1_790_000_000), with a
/// temporary favourites database: the sample report every view test and golden frame starts from.
@MainActor
func makeSampleWeatherShell(airQuality: (any AirQualityService)? = nil) throws -> (Shell, WeatherViewModel) {
    let gazetteer = try Gazetteer.load(
        from: ResourceLocator(
            directory: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL))
    let simulator = OpenWeatherSimulator(gazetteer: gazetteer, now: { Date(timeIntervalSince1970: 1_790_000_000) })
    let store = FavoriteCitiesStore(database: try TemporaryDatabase.open())
    let model = WeatherViewModel(
        client: OpenWeatherClient(
            transport: OfflineTransport(responders: [simulator.responder]),
            baseURL: URL(string: "https://x")!, apiKey: nil),
        store: store, clock: VirtualClock(), location: Observable(.pangyo), units: .metric, isSampleData: true,
        airQuality: airQuality)
    let shell = Shell(tabs: [WeatherView(model: model)])
    shell.start()
    return (shell, model)
}
