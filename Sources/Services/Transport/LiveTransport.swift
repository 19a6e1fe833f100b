import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The network, through AsyncHTTPClient (URLSession on Linux burns a core while a request waits).
/// Uses the process-wide shared client (nothing to shut down); every request gets a whole-request deadline.
public struct LiveTransport: Transport {
    public static let timeout: TimeAmount = .seconds(10)
    /// The most an answer may hold. The largest any query asks for is Overpass's ground (`maxsize` 64 MiB) and a
    /// 20 km store search in Seoul (about 15 MB for 50,000 stores); past this the answer is refused as too large —
    /// never taken for a network that is down.
    public static let answerLimit = 80 << 20
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
            // Said before a byte is read when the server gives the length; else found while reading.
            if let length = response.headers.first(name: "Content-Length").flatMap(Int.init),
                length > Self.answerLimit
            {
                throw TransportError.tooLarge(bytes: length)
            }
            let body = try await response.body.collect(upTo: Self.answerLimit)
            var headers: [String: String] = [:]
            for header in response.headers { headers[header.name] = header.value }
            return HTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw LiveTransport.map(error)
        }
    }

    static func map(_ error: Error) -> Error {
        if error is CancellationError { return TransportError.cancelled }
        if let known = error as? TransportError { return known }
        if error is NIOTooManyBytesError { return TransportError.tooLarge(bytes: nil) }
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
