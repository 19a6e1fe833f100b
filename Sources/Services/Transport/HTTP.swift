import Foundation

public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    /// Sent as is (a POST's JSON); nil for the GETs most services take.
    public var body: Data?

    public init(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method; self.url = url; self.headers = headers; self.body = body
    }

    /// Query items by name (first wins), for simulators and tests.
    public var query: [String: String] {
        var result: [String: String] = [:]
        for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        where result[item.name] == nil {
            result[item.name] = item.value ?? ""
        }
        return result
    }
}

public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status; self.headers = headers; self.body = body
    }

    /// A JSON body, as it stands.
    public static func json(_ status: Int, body: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json;charset=UTF-8"], body: body)
    }

    public static func json(_ status: Int, _ text: String) -> HTTPResponse { json(status, body: Data(text.utf8)) }

    /// A JSON body already written as bytes (`JSONBytes`: an answer made on every tenth key).
    static func json(_ status: Int, bytes: [UInt8]) -> HTTPResponse { json(status, body: Data(bytes)) }

    /// A JSON body serialised from dictionaries and arrays (the offline simulators' answers), keys sorted.
    public static func json(_ status: Int, object: Any) -> HTTPResponse {
        json(status, body: (try? JSONObjectWriter.data(object)) ?? Data("{}".utf8))
    }
}

/// Every HTTP request of the app goes through one of these: live, offline (bundled data) or a test stub.
/// Implementations honour task cancellation and throw `TransportError`.
public protocol Transport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Failures below HTTP: no answer at all.
public enum TransportError: Error, Equatable, Sendable {
    case noNetwork(String)
    case timeout
    case cancelled
    /// The answer was larger than the transport reads (`LiveTransport.answerLimit`): `bytes` when the server said
    /// how large, else nil (more than the limit). The network worked.
    case tooLarge(bytes: Int?)
}

/// Builds a URL from a base, a path and query items; percent-encodes each value once. An empty path leaves the
/// base as it is (no trailing slash is added).
public func makeURL(base: URL, path: String, query: [(String, String)]) -> URL {
    var components = URLComponents(
        url: path.isEmpty ? base : base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.percentEncodedQueryItems = query.map {
        URLQueryItem(name: $0.0, value: $0.1.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed))
    }
    return components.url!
}

extension CharacterSet {
    /// Unreserved characters only: `+`, `&`, `=`, `/` in a value are always encoded.
    public static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        set.insert(charactersIn: "-._~")
        return set
    }()
}
