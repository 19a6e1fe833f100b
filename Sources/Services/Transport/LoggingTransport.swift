import Foundation

/// Writes every request and its outcome to the log (keys redacted there), then passes it on.
public struct LoggingTransport: Transport {
    public let inner: Transport
    public let log: RequestLog
    public let label: String

    public init(_ inner: Transport, log: RequestLog, label: String) {
        self.inner = inner; self.log = log; self.label = label
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let started = Date()
        do {
            let response = try await inner.send(request)
            log.write(
                "[\(label)] \(request.method) \(request.url.absoluteString) → \(response.status) in \(Self.ms(since: started)) ms"
            )
            return response
        } catch {
            log.write(
                "[\(label)] \(request.method) \(request.url.absoluteString) → failed (\(error)) after \(Self.ms(since: started)) ms"
            )
            throw error
        }
    }

    private static func ms(since date: Date) -> Int { Int(Date().timeIntervalSince(date) * 1000) }
}
