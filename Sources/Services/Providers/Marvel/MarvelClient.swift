import Foundation
import Localization

/// Calls the Marvel Comics API contract through a transport (live, offline catalogue or stub).
public struct MarvelClient: CharacterService {
    public static let serviceName = "Marvel"
    public let transport: Transport
    public let baseURL: URL
    public let credentials: MarvelCredentials?
    private let timestamp: @Sendable () -> String

    public init(
        transport: Transport, baseURL: URL, credentials: MarvelCredentials?,
        timestamp: @escaping @Sendable () -> String = { String(Int(Date().timeIntervalSince1970)) }
    ) {
        self.transport = transport; self.baseURL = baseURL; self.credentials = credentials; self.timestamp = timestamp
    }

    /// Marvel's `nameStartsWith` matches the start of a name.
    public var matchesAnywhere: Bool { false }
    public var serviceName: String { Self.serviceName }

    public func search(prefix: String, offset: Int) async throws -> CharacterPage {
        try await search(prefix: prefix, offset: offset, limit: MarvelAPI.pageSize)
    }

    public func search(prefix: String, offset: Int, limit: Int) async throws -> CharacterPage {
        let (envelope, origin) = try await AnswerOrigin.collect {
            try await send(.characters(nameStartsWith: prefix, limit: limit, offset: offset))
        }
        var page = CharacterPage(
            offset: envelope.data.offset, limit: envelope.data.limit, total: envelope.data.total,
            count: envelope.data.count, characters: envelope.data.results.map(\.character),
            attribution: envelope.attributionText ?? "")
        page.origin = origin
        return page
    }

    public func character(id: Int) async throws -> ComicCharacter {
        let envelope = try await send(.character(id: id))
        guard let first = envelope.data.results.first else {
            throw ServiceError.notFound(service: Self.serviceName, what: L.whatCharacterNumber(id))
        }
        return first.character
    }

    private func send(_ endpoint: MarvelAPI) async throws -> MarvelEnvelope<MarvelCharacter> {
        let response: HTTPResponse
        do {
            response = try await transport.send(
                endpoint.request(baseURL: baseURL, credentials: credentials, timestamp: timestamp()))
        } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(response)
    }

    static func decode(_ response: HTTPResponse) throws -> MarvelEnvelope<MarvelCharacter> {
        if (200..<300).contains(response.status) {
            do { return try RemoteText.decode(MarvelEnvelope<MarvelCharacter>.self, from: response.body) } catch {
                throw ServiceError.undecodable(service: serviceName)
            }
        }
        let body = try? RemoteText.decode(MarvelErrorBody.self, from: response.body)
        switch response.status {
        case 409: throw ServiceError.badRequest(service: serviceName, detail: body?.text ?? L.marvelMissingParameter)
        case 404: throw ServiceError.notFound(service: serviceName, what: L.whatCharacter)
        default: throw ServiceError.from(status: response.status, service: serviceName, detail: body?.text)
        }
    }
}
