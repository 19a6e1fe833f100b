import Foundation

/// With --offline: no request leaves the machine; behind a `LastAnswerTransport` the kept answer serves.
public struct NoNetworkTransport: Transport {
    public init() {}
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw TransportError.noNetwork("--offline")  // not UI: the reason logged, never shown
    }
}
