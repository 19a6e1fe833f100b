import Crypto
import Foundation

/// The keys of a Marvel developer account; requests are signed with md5(ts + private + public).
public struct MarvelCredentials: Sendable, Equatable {
    public var publicKey: String
    public var privateKey: String
    public init(publicKey: String, privateKey: String) { self.publicKey = publicKey; self.privateKey = privateKey }

    /// Lowercase hex md5 of `ts + privateKey + publicKey` (Marvel's documented scheme).
    public func hash(timestamp: String) -> String {
        Insecure.MD5.hash(data: Data((timestamp + privateKey + publicKey).utf8))
            .map { String(format: "%02x", $0) }.joined()
    }
}

/// The Marvel Comics API operations we use, each building its request.
public enum MarvelAPI: Equatable, Sendable {
    case characters(nameStartsWith: String, limit: Int, offset: Int)
    case character(id: Int)

    public static let pageSize = CharacterPage.size
    public static let maxLimit = 100

    public var path: String {
        switch self {
        case .characters: return "/v1/public/characters"
        case .character(let id): return "/v1/public/characters/\(id)"
        }
    }

    public var queryItems: [(String, String)] {
        switch self {
        case let .characters(prefix, limit, offset):
            return [
                ("nameStartsWith", prefix), ("orderBy", "name"), ("limit", String(limit)), ("offset", String(offset)),
            ]
        case .character:
            return []
        }
    }

    /// Signed when there are credentials (live); the offline catalogue needs none.
    public func request(baseURL: URL, credentials: MarvelCredentials?, timestamp: String) -> HTTPRequest {
        var items = queryItems + [("ts", timestamp)]
        if let credentials {
            items += [("apikey", credentials.publicKey), ("hash", credentials.hash(timestamp: timestamp))]
        }
        return HTTPRequest(url: makeURL(base: baseURL, path: path, query: items))
    }
}
