import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The network, through AsyncHTTPClient (URLSession on Linux burns a core while a request waits).
/// Uses the process-wide shared client (nothing to shut down); every request gets a whole-request deadline.
public struct LiveTransport: Transport {
    public static let timeout: TimeAmount = .seconds(10)
    private let client = HTTPClient.shared
    private let userAgent: String
    private let deadline: TimeAmount

    public init(userAgent: String, timeout: TimeAmount = LiveTransport.timeout) {
        self.userAgent = userAgent
        self.deadline = timeout
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        outgoing.headers.add(name: "User-Agent", value: userAgent)
        outgoing.headers.add(name: "Accept", value: "application/json")
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        do {
            let response = try await client.execute(outgoing, timeout: deadline)
            let body = try await response.body.collect(upTo: 8 * 1024 * 1024)
            var headers: [String: String] = [:]
            for header in response.headers { headers[header.name] = header.value }
            return HTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw LiveTransport.map(error)
        }
    }

    static func map(_ error: Error) -> Error {
        if error is CancellationError { return TransportError.cancelled }
        if let client = error as? HTTPClientError {
            switch client {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout: return TransportError.timeout
            case .cancelled: return TransportError.cancelled
            default: return TransportError.noNetwork(String(describing: client))
            }
        }
        if Task.isCancelled { return TransportError.cancelled }
        return TransportError.noNetwork(String(describing: error))
    }
}
