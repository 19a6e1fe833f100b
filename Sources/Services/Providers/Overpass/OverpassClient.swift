import Foundation
import Localization

/// Convenience stores from OpenStreetMap through the Overpass API: no key, one request per search, errors
/// (busy server, rate limit, runtime failures reported in `remark`, HTML error pages even with status 200,
/// malformed JSON) as sentences that say what to do. A failure is never an empty result.
public struct OverpassClient: StoreSearch {
    public static let serviceName = "OpenStreetMap (Overpass)"
    let transport: Transport
    let baseURL: URL

    public init(transport: Transport, baseURL: URL = OverpassAPI.defaultBaseURL) {
        self.transport = transport; self.baseURL = baseURL
    }

    public func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
        let ((places, unreadable), origin) = try await AnswerOrigin.collect {
            try await storesAndUnreadable(around: center, radius: radius)
        }
        var answer = StoreAnswer(
            places: places, source: .openStreetMap,
            note: unreadable == 0 ? nil : L.overpassUnreadable(unreadable))
        answer.origin = origin
        return answer
    }

    /// The stores, and how many elements of the answer could not be used (unreadable, or with no place on Earth).
    func storesAndUnreadable(around center: Coordinate, radius: Int) async throws -> (
        places: [StorePlace], unreadable: Int
    ) {
        var (places, unusable) = try await located(around: center, radius: radius)
        // In place: at 40,000 stores each copy of the list is 7 MB more at the peak.
        places.removeAll { ($0.distance ?? 0) > Double(radius) }
        places.sort { ($0.distance ?? .infinity) < ($1.distance ?? .infinity) }
        // The answer's bytes and its reading are gone by now: what stays resident is the stores.
        if places.count > 2_000 { FreedMemory.returnToTheSystem() }
        return (places, unusable)
    }

    /// The answer's stores, each made as its element is read: the elements (with their tags) are never all held at
    /// once, and the answer's bytes are gone when this returns.
    private func located(around center: Coordinate, radius: Int) async throws -> (items: [StorePlace], unusable: Int) {
        let response = try await Self.send(
            .convenienceStores(center: center, radius: radius), transport: transport, baseURL: baseURL)
        var strings = SharedStrings()
        let read = try Self.read(response) { $0.storePlace(from: center, sharing: &strings) }
        return (read.items, read.unusable)
    }

    /// One Overpass query sent and its answer read: every Overpass request of the app goes through here (or through
    /// `send` and `read`), so a transport failure and an error answer become the same sentences everywhere.
    static func answer(_ endpoint: OverpassAPI, transport: Transport, baseURL: URL) async throws -> OverpassResponse {
        try decode(await send(endpoint, transport: transport, baseURL: baseURL))
    }

    static func send(_ endpoint: OverpassAPI, transport: Transport, baseURL: URL) async throws -> HTTPResponse {
        do { return try await transport.send(endpoint.request(baseURL: baseURL)) } catch {
            throw ServiceError.from(error, service: serviceName)
        }
    }

    static func decode(_ response: HTTPResponse) throws -> OverpassResponse {
        let read = try read(response) { $0 }
        return OverpassResponse(elementList: LossyList(items: read.items, skipped: read.unusable), remark: read.remark)
    }

    /// The answer's elements, each made into what the caller keeps as it is read (nil: not usable), how many were
    /// unreadable or unusable, and the server's remark; a busy server, an error page or a runtime error in the answer
    /// is thrown.
    static func read<Item>(
        _ response: HTTPResponse, making make: (OverpassResponse.Element) -> Item?
    ) throws -> (items: [Item], unusable: Int, remark: String?) {
        try check(response)
        let read: (items: [Item], unusable: Int, remark: String?)
        // Read straight from the bytes where no text needs cleaning; the general decoder otherwise.
        if !RemoteText.mayContainForbidden(response.body),
            let fast = OverpassElementReader.read(response.body, making: make)
        {
            read = fast
        } else {
            let answer: OverpassResponse
            do { answer = try RemoteText.decode(OverpassResponse.self, from: response.body) } catch {
                throw ServiceError.undecodable(service: serviceName)
            }
            let items = answer.elements.compactMap(make)
            read = (items, answer.elementList.skipped + answer.elements.count - items.count, answer.remark)
        }
        if let remark = read.remark, remark.hasPrefix("runtime error") {  // not UI: the server's words, matched
            // Partial or empty elements: not "nothing here". Out of memory is said as what it is: too large an area.
            if remark.contains("out of memory") {  // not UI: the server's words, matched
                throw ServiceError.badRequest(service: serviceName, detail: L.overpassRuntimeError)
            }
            throw ServiceError.busy(service: serviceName, retryAfter: nil)
        }
        return read
    }

    /// The status and the page: a busy server, a refused query or an error page (even with status 200) is thrown.
    private static func check(_ response: HTTPResponse) throws {
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self)
        let isPage = text.drop { $0.isWhitespace }.first == "<"
        let retryAfter = response.headers.first { $0.key.lowercased() == "retry-after" }.flatMap {
            Int($0.value.trimmingCharacters(in: .whitespaces))
        }
        switch response.status {
        case 429: throw ServiceError.busy(service: serviceName, retryAfter: retryAfter)
        case 502, 503, 504: throw ServiceError.busy(service: serviceName, retryAfter: retryAfter)
        case 400 where isPage:
            throw ServiceError.badRequest(service: serviceName, detail: pageError(text) ?? L.overpassQueryRefused)
        case 200: break
        default:
            throw ServiceError.from(
                status: response.status, service: serviceName, detail: isPage ? pageError(text) : nil)
        }
        if isPage {
            // An error page with status 200: a busy or rate-limited server says so in the page.
            let message = pageError(text) ?? ""
            let busy = ["rate_limited", "timeout", "too busy"]  // not UI: the server's words, matched
            if busy.contains(where: message.contains) {
                throw ServiceError.busy(service: serviceName, retryAfter: retryAfter)
            }
            throw ServiceError.badRequest(
                service: serviceName, detail: message.isEmpty ? L.overpassErrorPage : message)
        }
    }

    /// The text after "Error</strong>:" in an OSM3S page, cleaned.
    static func pageError(_ page: String) -> String? {
        guard let range = page.range(of: "Error</strong>:") else { return nil }
        let rest = page[range.upperBound...]
        let end = rest.range(of: "</p>")?.lowerBound ?? rest.endIndex
        return RemoteText.clean(String(rest[..<end])).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
