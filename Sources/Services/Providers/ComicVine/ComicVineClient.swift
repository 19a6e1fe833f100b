import Foundation
import Localization

/// Comic Vine with its key (`COMICVINE_API_KEY`): characters whose name contains the query, 10 a page, and one
/// by id. Failures come in the body's `status_code` (or, for a rate limit, HTTP 420; for an address blocked for
/// "velocity", an HTML page): each becomes a sentence.
public struct ComicVineClient: CharacterService {
    public static let serviceName = "Comic Vine"  // not UI: credit
    public static let attribution = "Data from Comic Vine (comicvine.gamespot.com)"  // not UI: credit
    let transport: Transport
    let baseURL: URL
    let apiKey: String

    public init(transport: Transport, baseURL: URL = ComicVineAPI.defaultBaseURL, apiKey: String) {
        self.transport = transport; self.baseURL = baseURL; self.apiKey = apiKey
    }

    public var matchesAnywhere: Bool { true }
    public var serviceName: String { Self.serviceName }

    public func search(prefix: String, offset: Int) async throws -> CharacterPage {
        // Result by result: one that cannot be read is left out, never the page.
        let (envelope, origin) = try await AnswerOrigin.collect {
            () async throws -> ComicVineEnvelope<LossyList<ComicVineCharacter>> in
            try await send(.characters(name: prefix, offset: offset))
        }
        var page = CharacterPage(
            offset: envelope.offset, limit: ComicVineAPI.pageSize, total: envelope.numberOfTotalResults,
            count: envelope.numberOfPageResults, characters: envelope.results.items.map(\.character),
            attribution: Self.attribution)
        page.origin = origin
        return page
    }

    public func character(id: Int) async throws -> ComicCharacter {
        let envelope: ComicVineEnvelope<ComicVineCharacter> = try await send(.character(id: id))
        return envelope.results.character
    }

    private func send<T: Decodable & Sendable>(_ endpoint: ComicVineAPI) async throws -> ComicVineEnvelope<T> {
        let response: HTTPResponse
        do { response = try await transport.send(endpoint.request(baseURL: baseURL, apiKey: apiKey)) } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        return try Self.decode(response)
    }

    static func decode<T: Decodable & Sendable>(_ response: HTTPResponse) throws -> ComicVineEnvelope<T> {
        let start = String(decoding: response.body.prefix(64), as: UTF8.self).drop { $0.isWhitespace }
        if response.status == 420 || response.status == 429 { throw ServiceError.rateLimited(service: serviceName) }
        if start.first == "<" {
            // A blocked address gets an HTML page, sometimes for days.
            throw ServiceError.badRequest(
                service: serviceName,
                detail: L.comicVineBlocked)
        }
        let status: ComicVineStatus
        do { status = try RemoteText.decode(ComicVineStatus.self, from: response.body) } catch {
            throw response.status == 200
                ? ServiceError.undecodable(service: serviceName)
                : ServiceError.from(status: response.status, service: serviceName)
        }
        switch status.statusCode {
        case 1: break
        case 100: throw ServiceError.keyRejected(service: serviceName, detail: status.error)
        case 101: throw ServiceError.notFound(service: serviceName, what: L.whatCharacter)
        case 107: throw ServiceError.rateLimited(service: serviceName)
        default:
            throw ServiceError.badRequest(service: serviceName, detail: status.error ?? "status \(status.statusCode)")
        }
        do { return try RemoteText.decode(ComicVineEnvelope<T>.self, from: response.body) } catch {
            throw ServiceError.undecodable(service: serviceName)
        }
    }
}
