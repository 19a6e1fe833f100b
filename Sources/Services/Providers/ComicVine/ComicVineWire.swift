import Foundation

/// Comic Vine's envelope: check `status_code` (1 = OK), not the HTTP status. `results` is an array for lists, an
/// object for a detail, and `[]` on errors.
struct ComicVineStatus: Decodable, Sendable {
    public var error: String?
    public var statusCode: Int
    enum CodingKeys: String, CodingKey { case error, statusCode = "status_code" }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        error = try? c.decodeIfPresent(String.self, forKey: .error)
        statusCode = try c.decodeIntOrString(.statusCode)
    }
}

struct ComicVineEnvelope<Results: Decodable & Sendable>: Decodable, Sendable {
    public var limit: Int
    public var offset: Int
    public var numberOfPageResults: Int
    public var numberOfTotalResults: Int
    public var results: Results
    enum CodingKeys: String, CodingKey {
        case limit, offset, numberOfPageResults = "number_of_page_results", numberOfTotalResults =
            "number_of_total_results", results
    }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        limit = try c.decodeIntOrString(.limit)
        offset = try c.decodeIntOrString(.offset)
        numberOfPageResults = try c.decodeIntOrString(.numberOfPageResults)
        numberOfTotalResults = try c.decodeIntOrString(.numberOfTotalResults)
        results = try c.decode(Results.self, forKey: .results)
    }
}

/// One character (list item or detail), every optional field optional: aliases, real name, deck, description,
/// birth and origin may be null; numbers may be strings.
struct ComicVineCharacter: Decodable, Sendable {
    public struct Named: Decodable, Sendable {
        public var name: String?; public var issueNumber: String?
        enum CodingKeys: String, CodingKey { case name, issueNumber = "issue_number" }
    }
    public struct Image: Decodable, Sendable {
        public var mediumURL: String?
        enum CodingKeys: String, CodingKey { case mediumURL = "medium_url" }
    }

    public var id: Int
    public var name: String
    public var realName: String?
    public var deck: String?
    public var description: String?
    public var issueAppearances: Int?
    public var firstAppearedIn: Named?
    public var publisher: Named?
    public var lastUpdated: String?
    public var pageURL: String?
    public var image: Image?

    enum CodingKeys: String, CodingKey {
        case id, name, realName = "real_name", deck, description, issueAppearances = "count_of_issue_appearances"
        case firstAppearedIn = "first_appeared_in_issue", publisher, lastUpdated = "date_last_updated"
        case pageURL = "site_detail_url", image, apiDetailURL = "api_detail_url"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // A field list without `id` still has the detail URL, which ends in "4005-<id>/".
        if let number = try? c.decodeIntOrString(.id) {
            id = number
        } else {
            let url = try c.decode(String.self, forKey: .apiDetailURL)
            guard let last = url.split(separator: "/").last,
                let value = last.split(separator: "-").last.flatMap({ Int($0) })
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .apiDetailURL, in: c, debugDescription: "no id in \(url)")
            }
            id = value
        }
        name = try c.decode(String.self, forKey: .name)
        realName = try? c.decodeIfPresent(String.self, forKey: .realName)
        deck = try? c.decodeIfPresent(String.self, forKey: .deck)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        // 1e300 or 2.5 is a number and no count: not recorded, never a trap.
        issueAppearances = try? c.decodeOptionalIntOrString(.issueAppearances)
        firstAppearedIn = try? c.decodeIfPresent(Named.self, forKey: .firstAppearedIn)
        publisher = try? c.decodeIfPresent(Named.self, forKey: .publisher)
        lastUpdated = try? c.decodeIfPresent(String.self, forKey: .lastUpdated)
        pageURL = try? c.decodeIfPresent(String.self, forKey: .pageURL)
        image = try? c.decodeIfPresent(Image.self, forKey: .image)
    }
}

/// HTML to plain text: tags dropped, a few entities decoded, whitespace folded (Comic Vine's descriptions).
enum PlainText {
    public static func fromHTML(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<br>", with: "\n").replacingOccurrences(of: "</p>", with: "\n")
            .replacingOccurrences(of: "</h2>", with: "\n")
        while let open = text.range(of: "<"), let close = text.range(of: ">", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        for (entity, character) in [
            ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#039;", "'"), ("&nbsp;", " "),
        ] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
