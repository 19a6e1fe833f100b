import Foundation
import Localization

/// A city match from the geocoder.
public struct CityMatch: Equatable, Sendable {
    public var name: String
    public var localName: String?
    public var state: String?
    public var country: String
    public var coordinate: Coordinate
    /// "서울 (Seoul)": the one form a city is named in, everywhere (screen, messages, favourites, JSON).
    public var displayName: String {
        guard let localName, localName != name else { return name }
        return "\(localName) (\(name))"
    }

    /// "서울 (Seoul), KR" (with the state when there is one): a picker row.
    public var label: String {
        var text = displayName
        if let state, !state.isEmpty { text += ", \(state)" }
        return text + (country.isEmpty ? "" : ", \(country)")
    }
}

/// OpenWeatherMap through a transport: current + forecast as one report, and city search.
public struct OpenWeatherClient: Sendable {
    public static let serviceName = "OpenWeather"
    public let transport: Transport
    public let baseURL: URL
    public let apiKey: String?

    public init(transport: Transport, baseURL: URL, apiKey: String?) {
        self.transport = transport; self.baseURL = baseURL; self.apiKey = apiKey
    }

    /// Current conditions and the 5-day forecast, fetched together.
    public func report(at point: Coordinate, name: String?) async throws -> WeatherReport {
        let ((now, later), origin) = try await AnswerOrigin.collect {
            async let current: OpenWeatherWire.Current = send(.current(point))
            async let forecast: OpenWeatherWire.Forecast = send(.forecast(point))
            return (try await current, try await forecast)
        }
        var report = WeatherReport(current: now, forecast: later, name: name, coordinate: point)
        report.origin = origin
        // Without a key this client speaks to the bundled sample model.
        report.source = apiKey == nil ? .sample : .openWeather
        return report
    }

    /// Up to 5 places by name (Korean or English); empty when none.
    public func searchCity(_ name: String) async throws -> [CityMatch] {
        let places: [OpenWeatherWire.GeoPlace] = try await send(.geocode(query: name, limit: 5))
        return places.map {
            CityMatch(
                name: $0.name, localName: $0.localNames?["ko"], state: $0.state, country: $0.country ?? "",
                coordinate: Coordinate(latitude: $0.lat, longitude: $0.lon))
        }
    }

    private func send<T: Decodable>(_ endpoint: OpenWeatherAPI) async throws -> T {
        let response: HTTPResponse
        do {
            response = try await transport.send(endpoint.request(baseURL: baseURL, apiKey: apiKey))
        } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(T.self, response: response)
    }

    public static func decode<T: Decodable>(_ type: T.Type, response: HTTPResponse) throws -> T {
        let body = try? RemoteText.decode(OpenWeatherWire.ErrorBody.self, from: response.body)
        // The body's `cod` can disagree with a 200 status in old proxies; trust an error `cod` when present.
        let code = body?.cod?.intValue
        if (200..<300).contains(response.status), code == nil || code == 200 {
            do { return try RemoteText.decode(T.self, from: response.body) } catch {
                throw ServiceError.undecodable(service: serviceName)
            }
        }
        let status = (200..<300).contains(response.status) ? (code ?? 500) : response.status
        switch status {
        case 401: throw ServiceError.keyRejected(service: serviceName, detail: nil)
        case 404: throw ServiceError.notFound(service: serviceName, what: L.whatCity)
        case 429: throw ServiceError.rateLimited(service: serviceName)
        default: throw ServiceError.from(status: status, service: serviceName, detail: body?.message)
        }
    }
}

extension OpenWeatherClient: WeatherService {}
