import Foundation
import GRDB

/// Answers the Marvel Comics API contract from the real catalogue bundled offline (16,376 characters of the
/// Marvel Fandom wiki, via FiveThirtyEight, CC BY 4.0) in the real envelope: case-insensitive `nameStartsWith`
/// prefix sorted by name (ties: most appearances first), `limit` 1…100 (else 409), `offset`, `total`, `count`,
/// `/characters/{id}`, ETags (`If-None-Match` → 304). `comics.available` is the wiki's appearance count;
/// nothing Marvel's API would add and the wiki does not have (dates, series, images) is invented: `modified`
/// is null and the thumbnail is Marvel's own "image not available". The wiki's facts ride along in a `fandom`
/// object that Marvel's decoder ignores.
public struct MarvelSimulator: Sendable {
    /// One row of the catalogue: the character and what the wiki recorded (empty cells are nil).
    public struct Entry: Sendable, Equatable, FetchableRecord {
        public var id: Int
        public var name: String
        var facts: FandomFacts

        /// The columns every query selects, in the order `init(row:)` reads them: by position, not by name (a name
        /// is looked up among the row's columns, twelve times a row, ten rows a page, a page every tenth key).
        static let columns =
            "id, name, urlslug, identity, alignment, eyes, hair, sex, status, appearances, first_year, first_month"

        public init(row: Row) throws {
            id = row[0]; name = row[1]
            func text(_ column: Int) -> String? { (row[column] as String?).flatMap { $0.isEmpty ? nil : $0 } }
            facts = FandomFacts(
                slug: row[2], identity: text(3), alignment: text(4), eyes: text(5), hair: text(6), sex: text(7),
                status: text(8), appearances: row[9], firstYear: row[10], firstMonth: row[11])
        }
    }

    public static let attribution = "Marvel Fandom wiki via FiveThirtyEight (CC BY 4.0), collected 2014"
    let dataset: OfflineDataset

    public init(dataset: OfflineDataset) { self.dataset = dataset }

    public static func load(from resources: ResourceLocator) throws -> MarvelSimulator {
        MarvelSimulator(dataset: try OfflineDataset(resources: resources))
    }

    public var responder: OfflineTransport.Responder {
        { request in request.url.path.hasPrefix("/v1/public/characters") ? self.respond(to: request) : nil }
    }

    // MARK: Queries (each through the name index or the primary key)

    /// Characters whose name starts with `prefix` (any case), in catalogue order.
    public func search(prefix: String?, limit: Int, offset: Int) throws -> (total: Int, page: [Entry]) {
        try dataset.read { db in
            guard let prefix = prefix?.lowercased(), !prefix.isEmpty else {
                let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM marvel_character") ?? 0
                let page = try Entry.fetchAll(
                    db,
                    sql:
                        "SELECT \(Entry.columns) FROM marvel_character ORDER BY name_key, appearances DESC LIMIT ? OFFSET ?",
                    arguments: [limit, offset])
                return (total, page)
            }
            let (low, high) = Self.prefixRange(prefix)
            // Prepared once per connection (a page is asked on every tenth key while a list scrolls).
            let total =
                try Int.fetchOne(
                    db.cachedStatement(
                        sql: "SELECT count(*) FROM marvel_character WHERE name_key >= ? AND name_key < ?"),
                    arguments: [low, high]) ?? 0
            let page = try Entry.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(Entry.columns) FROM marvel_character WHERE name_key >= ? AND name_key < ?
                        ORDER BY name_key, appearances DESC LIMIT ? OFFSET ?
                        """), arguments: [low, high, limit, offset])
            return (total, page)
        }
    }

    public func entry(id: Int) throws -> Entry? {
        try dataset.read { db in
            try Entry.fetchOne(db, sql: "SELECT \(Entry.columns) FROM marvel_character WHERE id = ?", arguments: [id])
        }
    }

    public func count() throws -> Int {
        try dataset.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM marvel_character") ?? 0 }
    }

    /// Every name that starts with `prefix` sorts in [prefix, prefix + U+10FFFF).
    static func prefixRange(_ prefix: String) -> (String, String) { (prefix, prefix + "\u{10FFFF}") }

    // MARK: The wire format

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        do { return try answer(request) } catch {
            return HTTPResponse.json(500, object: ["code": 500, "status": "The offline catalogue could not be read."])
        }
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        let q = request.query
        let parts = request.url.path.split(separator: "/")
        if parts.count == 4, let id = Int(parts[3]) {
            guard let entry = try entry(id: id) else {
                return HTTPResponse.json(404, object: ["code": 404, "status": "We couldn't find that character"])
            }
            return envelope([entry], offset: 0, limit: 20, total: 1, request: request)
        }
        guard parts.count == 3 else {
            return HTTPResponse.json(
                404, object: ["code": "ResourceNotFound", "message": "\(request.url.path) does not exist."])
        }
        let limit = Int(q["limit"] ?? "20") ?? 0
        let offset = Int(q["offset"] ?? "0") ?? -1
        if limit > MarvelAPI.maxLimit {
            return HTTPResponse.json(409, object: ["code": 409, "status": "You may not request more than 100 items."])
        }
        if limit < 1 {
            return HTTPResponse.json(
                409, object: ["code": 409, "status": "You must pass an integer limit greater than 0."])
        }
        if offset < 0 {
            return HTTPResponse.json(409, object: ["code": 409, "status": "You must pass a positive integer offset."])
        }
        if let prefix = q["nameStartsWith"], prefix.trimmingCharacters(in: .whitespaces).isEmpty {
            return HTTPResponse.json(
                409, object: ["code": 409, "status": "nameStartsWith cannot be blank if it is set."])
        }
        let (total, page) = try search(prefix: q["nameStartsWith"], limit: limit, offset: offset)
        return envelope(page, offset: offset, limit: limit, total: total, request: request)
    }

    private func envelope(_ page: [Entry], offset: Int, limit: Int, total: Int, request: HTTPRequest) -> HTTPResponse {
        // The ETag names the answer (which rows, where, out of how many; the catalogue never changes), so
        // it costs a hash of a few numbers rather than a second serialisation of the page.
        let etag = String(
            ([offset, limit, total] + page.map(\.id)).reduce(UInt64(1469598103934665603)) {
                ($0 ^ UInt64(bitPattern: Int64($1))) &* 1099511628211
            }, radix: 16)
        if request.headers["If-None-Match"] == etag {
            return HTTPResponse(status: 304, headers: ["ETag": etag], body: Data())
        }
        return .json(200, bytes: Self.wireEnvelope(page, offset: offset, limit: limit, total: total, etag: etag))
    }

    /// The envelope as Marvel sends it, written straight into bytes (a page is answered on every tenth key press
    /// while scrolling: `JSONEncoder` cost a third of it, dictionaries for `JSONSerialization` more than drawing the
    /// frames). What the wiki does not have is null or Marvel's own placeholder, never invented.
    static func wireEnvelope(_ page: [Entry], offset: Int, limit: Int, total: Int, etag: String) -> [UInt8] {
        var json = JSONBytes()
        json.object { json in
            json.member("code", 200)
            json.member("status", "Ok")
            json.member("copyright", "offline catalogue")
            json.member("attributionText", attribution)
            json.member(
                "attributionHTML",
                "<a href=\"https://github.com/fivethirtyeight/data/tree/master/comic-characters\">\(attribution)</a>")
            json.member("etag", etag)
            json.key("data")
            json.object { json in
                json.member("offset", offset)
                json.member("limit", limit)
                json.member("total", total)
                json.member("count", page.count)
                json.key("results")
                json.array(page) { json, entry in writeCharacter(entry, into: &json) }
            }
        }
        return json.bytes
    }

    private static func writeCharacter(_ entry: Entry, into json: inout JSONBytes) {
        let uri = "http://gateway.marvel.com/v1/public/characters/\(entry.id)"
        json.object { json in
            json.member("id", entry.id)
            json.member("name", entry.name)
            json.member("description", "")
            json.key("modified")
            json.null()  // the wiki has no modification date: null, never an invented one
            json.key("thumbnail")
            json.object { json in
                json.member("path", "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available")
                json.member("extension", "jpg")
            }
            json.member("resourceURI", uri)
            json.key("urls")
            json.array([entry.facts.wikiURL]) { json, url in
                json.object { json in
                    json.member("type", "wiki")
                    json.member("url", url)
                }
            }
            if let appearances = entry.facts.appearances {
                json.key("comics")
                json.object { json in
                    json.member("available", appearances)
                    json.member("collectionURI", uri + "/comics")
                    json.key("items")
                    json.array([String]()) { _, _ in }
                    json.member("returned", 0)
                }
            }
            json.key("fandom")
            entry.facts.write(into: &json)
        }
    }
}
