import Foundation

/// Answers the Marvel Comics API contract from the offline catalogue in the real envelope: case-insensitive
/// `nameStartsWith` prefix, `limit` 1…100 (else 409), `offset`, `total`, `count`, `/characters/{id}`, and
/// ETags (`If-None-Match` → 304 with an empty body).
public struct MarvelSimulator: Sendable {
    public struct Entry: Decodable, Sendable {
        var id: Int
        var name: String
        var description: String
        var modified: String
        var comics: Int
        var series: Int
        var stories: Int
        var events: Int
        var comic_items: [String]
        var series_items: [String]
        var event_items: [String]
        var has_image: Bool
    }

    public static let attribution = "Offline sample catalogue shaped like the Marvel API · names are Marvel's, descriptions ours"
    let entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted { $0.name.lowercased() < $1.name.lowercased() } }

    public static func load(from resources: ResourceLocator) throws -> MarvelSimulator {
        MarvelSimulator(entries: try JSONDecoder().decode([Entry].self, from: resources.data(named: "marvel/characters.json")))
    }

    public var responder: OfflineTransport.Responder {
        { request in request.url.path.hasPrefix("/v1/public/characters") ? self.respond(to: request) : nil }
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let q = request.query
        let parts = request.url.path.split(separator: "/")
        if parts.count == 4, let id = Int(parts[3]) {
            guard let entry = entries.first(where: { $0.id == id }) else {
                return HTTPResponse.json(404, object: ["code": 404, "status": "We couldn't find that character"])
            }
            return envelope([entry], offset: 0, limit: 20, total: 1, request: request)
        }
        guard parts.count == 3 else { return HTTPResponse.json(404, object: ["code": "ResourceNotFound", "message": "\(request.url.path) does not exist."]) }
        let limit = Int(q["limit"] ?? "20") ?? 0
        let offset = Int(q["offset"] ?? "0") ?? -1
        if limit > MarvelAPI.maxLimit { return HTTPResponse.json(409, object: ["code": 409, "status": "You may not request more than 100 items."]) }
        if limit < 1 { return HTTPResponse.json(409, object: ["code": 409, "status": "You must pass an integer limit greater than 0."]) }
        if offset < 0 { return HTTPResponse.json(409, object: ["code": 409, "status": "You must pass a positive integer offset."]) }
        if let prefix = q["nameStartsWith"], prefix.trimmingCharacters(in: .whitespaces).isEmpty {
            return HTTPResponse.json(409, object: ["code": 409, "status": "nameStartsWith cannot be blank if it is set."])
        }
        let prefix = q["nameStartsWith"]?.lowercased()
        let matches = entries.filter { prefix == nil || $0.name.lowercased().hasPrefix(prefix!) }
        let page = offset < matches.count ? Array(matches[offset..<min(matches.count, offset + limit)]) : []
        return envelope(page, offset: offset, limit: limit, total: matches.count, request: request)
    }

    private func envelope(_ page: [Entry], offset: Int, limit: Int, total: Int, request: HTTPRequest) -> HTTPResponse {
        let results = page.map(character)
        let data: [String: Any] = ["offset": offset, "limit": limit, "total": total, "count": page.count, "results": results]
        let resultsData = (try? JSONSerialization.data(withJSONObject: data, options: [.sortedKeys])) ?? Data()
        let etag = String(resultsData.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }, radix: 16)
        if request.headers["If-None-Match"] == etag {
            return HTTPResponse(status: 304, headers: ["ETag": etag], body: Data())
        }
        return HTTPResponse.json(200, object: [
            "code": 200, "status": "Ok", "copyright": "sample data", "attributionText": Self.attribution,
            "attributionHTML": "<a href=\"https://github.com\">\(Self.attribution)</a>", "etag": etag, "data": data,
        ])
    }

    private func character(_ e: Entry) -> [String: Any] {
        let base = "http://gateway.marvel.com/v1/public/characters/\(e.id)"
        func collection(_ available: Int, _ names: [String], _ kind: String) -> [String: Any] {
            let items = names.prefix(20).map { ["resourceURI": "\(base)/\(kind)", "name": $0] }
            return ["available": available, "collectionURI": "\(base)/\(kind)", "items": items, "returned": items.count]
        }
        let slug = e.name.lowercased().replacingOccurrences(of: " ", with: "_")
        return [
            "id": e.id, "name": e.name, "description": e.description, "modified": e.modified,
            "thumbnail": ["path": e.has_image ? "http://i.annihil.us/u/prod/marvel/i/mg/sample/\(e.id)"
                                               : "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available",
                          "extension": "jpg"],
            "resourceURI": base,
            "comics": collection(e.comics, e.comic_items, "comics"),
            "series": collection(e.series, e.series_items, "series"),
            "stories": collection(e.stories, [], "stories"),
            "events": collection(e.events, e.event_items, "events"),
            "urls": [["type": "detail", "url": "http://marvel.com/characters/\(e.id)/\(slug)?utm_campaign=apiRef&utm_source=offline"],
                     ["type": "wiki", "url": "http://marvel.com/universe/\(slug)?utm_campaign=apiRef&utm_source=offline"]],
        ]
    }

}
