import Foundation
import Localization

/// Where the machine is by its network address (and nothing else: no Wi-Fi or cell scan is sent), from a keyless
/// geolocation service in the Mozilla Location Service format — BeaconDB by default. Asked only when the user
/// allowed it (`[location] network = true` or `--location network`), never with `--offline`.
public struct NetworkLocator: Sendable {
    public static let defaultURL = URL(string: "https://api.beacondb.net/v1/geolocate")!
    public static let serviceName = "BeaconDB geolocation"
    let transport: Transport
    let url: URL

    public init(transport: Transport, url: URL = NetworkLocator.defaultURL) {
        self.transport = transport; self.url = url
    }

    /// The request: an empty body asks for the position of the address the request comes from.
    public var request: HTTPRequest {
        HTTPRequest(
            method: "POST", url: url, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
    }

    public struct Answer: Equatable, Sendable {
        public var coordinate: Coordinate
        /// Metres.
        public var accuracy: Double?

        public init(coordinate: Coordinate, accuracy: Double?) {
            self.coordinate = coordinate; self.accuracy = accuracy
        }
    }

    public func locate() async throws -> Answer {
        let response: HTTPResponse
        do { response = try await transport.send(request) } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(response)
    }

    static func decode(_ response: HTTPResponse) throws -> Answer {
        struct Wire: Decodable {
            struct Location: Decodable { var lat: Double; var lng: Double }
            var location: Location
            var accuracy: Double?
        }
        // 404 is the format's "not found": the service does not know this address.
        guard response.status == 200 else {
            throw response.status == 404
                ? ServiceError.notFound(service: serviceName, what: L.networkLocationWhat)
                : ServiceError.from(status: response.status, service: serviceName)
        }
        guard let wire = try? JSONDecoder().decode(Wire.self, from: response.body),
            (-90...90).contains(wire.location.lat), (-180...180).contains(wire.location.lng)
        else { throw ServiceError.undecodable(service: serviceName) }
        return Answer(
            coordinate: Coordinate(latitude: wire.location.lat, longitude: wire.location.lng), accuracy: wire.accuracy)
    }
}
