import Foundation
import Localization

/// Where a weather report came from, as the status bar, the header and JSON name it.
public enum WeatherSource: String, Sendable, Equatable {
    case openWeather = "openweather", openMeteo = "open-meteo", sample

    public var displayName: String {
        switch self {
        case .openWeather: return "OpenWeather"
        case .openMeteo: return "Open-Meteo"
        case .sample: return "sample"
        }
    }

    /// The credit the source asks for (empty when none), in the interface's language (the source's name as it is).
    public var credit: String {
        switch self {
        case .openMeteo: return L.weatherCreditOpenMeteo
        default: return ""
        }
    }
}

/// Current conditions with the 5-day / 3-hour forecast, and city search.
public protocol WeatherService: Sendable {
    func report(at point: Coordinate, name: String?) async throws -> WeatherReport
    func searchCity(_ name: String) async throws -> [CityMatch]
}

/// A keyless live source with the bundled sample model behind it: when the network is not there, the sample
/// answers at once and says so; the next request tries the live source again.
public struct FallbackWeatherService: WeatherService {
    let live: any WeatherService
    let sample: any WeatherService

    public init(live: any WeatherService, sample: any WeatherService) { self.live = live; self.sample = sample }

    public func report(at point: Coordinate, name: String?) async throws -> WeatherReport {
        do { return try await live.report(at: point, name: name) } catch let failure as ServiceError
            where failure.isNoNetwork
        {
            var report = try await sample.report(at: point, name: name)
            report.note = L.noNetworkSampleData
            return report
        }
    }

    public func searchCity(_ name: String) async throws -> [CityMatch] {
        do { return try await live.searchCity(name) } catch let failure as ServiceError where failure.isNoNetwork {
            return try await sample.searchCity(name)
        }
    }
}

extension ServiceError {
    /// The network is not there (no route, refused, timed out): a keyless service falls back to the sample.
    public var isNoNetwork: Bool {
        switch self {
        case .noNetwork, .timeout: return true
        default: return false
        }
    }
}

/// Which weather source a run uses (the README's table). `pinned` is `[weather] provider`.
public enum WeatherSourceChoice {
    public static func choose(hasOpenWeatherKey: Bool, pinned: String?, offline: Bool) -> WeatherSource {
        if offline { return .sample }
        switch pinned?.lowercased() {
        case "sample": return .sample
        case "open-meteo", "openmeteo": return .openMeteo
        case "openweather", "openweathermap": return hasOpenWeatherKey ? .openWeather : .sample
        default: return hasOpenWeatherKey ? .openWeather : .openMeteo
        }
    }
}
