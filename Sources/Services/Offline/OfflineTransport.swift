import Foundation

/// Answers the app's requests from the bundled dataset, in each service's real wire format, so offline
/// mode runs the same request building and decoding as live. Each service registers a responder by path.
public struct OfflineTransport: Transport {
    public typealias Responder = @Sendable (HTTPRequest) -> HTTPResponse?

    private let responders: [Responder]

    public init(responders: [Responder]) { self.responders = responders }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        for responder in responders {
            if let response = responder(request) { return response }
        }
        return .json(404, #"{"message":"offline dataset has no answer for this request"}"#)
    }
}

extension KakaoLocalSimulator {
    /// Answers Kakao Local paths only.
    public var responder: OfflineTransport.Responder {
        { request in request.url.path.hasPrefix("/v2/local/") ? self.respond(to: request) : nil }
    }
}
