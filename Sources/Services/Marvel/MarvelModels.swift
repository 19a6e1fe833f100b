import Foundation

/// Marvel's response envelope: `{code, status, attributionText, etag, data{offset,limit,total,count,results}}`.
public struct MarvelEnvelope<Item: Decodable & Sendable>: Decodable, Sendable {
    public struct Container: Decodable, Sendable {
        public var offset: Int
        public var limit: Int
        public var total: Int
        public var count: Int
        public var results: [Item]
    }
    public var code: IntOrString
    public var status: String?
    public var attributionText: String?
    public var etag: String?
    public var data: Container
}

/// One character, tolerant of what the real catalogue sends: empty descriptions, the placeholder
/// `modified` date with a colon-less offset, thumbnails as `path` + `extension`.
public struct MarvelCharacter: Decodable, Equatable, Sendable {
    public struct Thumbnail: Decodable, Equatable, Sendable {
        public var path: String
        public var `extension`: String
        /// `path/variant.extension`; Marvel's placeholder path ends in `image_not_available`.
        public func url(variant: String = "standard_medium") -> String { "\(path)/\(variant).\(`extension`)" }
        public var isPlaceholder: Bool { path.hasSuffix("image_not_available") }
    }
    public struct Resource: Decodable, Equatable, Sendable { public var name: String }
    public struct Collection: Decodable, Equatable, Sendable {
        public var available: Int
        public var returned: Int
        public var items: [Resource]
        public init(available: Int, returned: Int, items: [Resource]) { self.available = available; self.returned = returned; self.items = items }
    }
    public struct Link: Decodable, Equatable, Sendable { public var type: String; public var url: String }

    public var id: Int
    public var name: String
    public var description: String
    /// nil for the catalogue's placeholder date (1969-12-31T19:00:00-0500) or an unreadable one.
    public var modified: Date?
    public var modifiedText: String
    public var thumbnail: Thumbnail?
    public var comics: Collection
    public var series: Collection
    public var stories: Collection
    public var events: Collection
    public var urls: [Link]
    /// The wiki's facts (offline catalogue only).
    public var fandom: FandomFacts?
    /// Comic Vine's facts (when Comic Vine answered).
    public var comicVine: ComicVineFacts?

    enum CodingKeys: String, CodingKey { case id, name, description, modified, thumbnail, comics, series, stories, events, urls, fandom }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        description = (try c.decodeIfPresent(String.self, forKey: .description) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        modifiedText = try c.decodeIfPresent(String.self, forKey: .modified) ?? ""
        modified = MarvelCharacter.parseDate(modifiedText)
        thumbnail = try c.decodeIfPresent(Thumbnail.self, forKey: .thumbnail)
        let empty = Collection(available: 0, returned: 0, items: [])
        comics = try c.decodeIfPresent(Collection.self, forKey: .comics) ?? empty
        series = try c.decodeIfPresent(Collection.self, forKey: .series) ?? empty
        stories = try c.decodeIfPresent(Collection.self, forKey: .stories) ?? empty
        events = try c.decodeIfPresent(Collection.self, forKey: .events) ?? empty
        urls = try c.decodeIfPresent([Link].self, forKey: .urls) ?? []
        fandom = try? c.decodeIfPresent(FandomFacts.self, forKey: .fandom)
        comicVine = nil
    }

    /// The catalogue the id belongs to: the offline wiki, Marvel, or Comic Vine.
    public var source: String { fandom != nil ? "fandom" : comicVine != nil ? "comicvine" : "marvel" }

    /// A Comic Vine character in the shape the tab shows: the deck (or the description, HTML removed) as text,
    /// issue appearances as the count, the Comic Vine page as the link.
    public init(comicVine c: ComicVineCharacter) {
        id = c.id
        name = c.name
        let text = c.deck.flatMap { $0.isEmpty ? nil : $0 } ?? c.description.map(PlainText.fromHTML) ?? ""
        description = text.trimmingCharacters(in: .whitespacesAndNewlines)
        modifiedText = c.lastUpdated ?? ""
        modified = nil
        thumbnail = nil
        let none = Collection(available: 0, returned: 0, items: [])
        comics = Collection(available: c.issueAppearances ?? 0, returned: 0, items: [])
        series = none; stories = none; events = none
        urls = c.pageURL.map { [Link(type: "comicvine", url: $0)] } ?? []
        fandom = nil
        let first = c.firstAppearedIn.flatMap { issue in issue.name.map { name in name + (issue.issueNumber.map { " #\($0)" } ?? "") } }
        comicVine = ComicVineFacts(realName: c.realName.flatMap { $0.isEmpty ? nil : $0 }, deck: c.deck, publisher: c.publisher?.name,
                                   firstAppearance: first, issueAppearances: c.issueAppearances, lastUpdated: c.lastUpdated,
                                   pageURL: c.pageURL)
    }

    /// The counts a row shows: the wiki's appearances offline, Marvel's comics and series live.
    public var countsText: String {
        if let fandom { return fandom.appearancesText }
        if let comicVine { return comicVine.issueAppearances.map { "\($0) issues" } ?? "issues unknown" }
        return "\(comics.available) comics · \(series.available) series"
    }

    /// "2014-04-29T14:18:17-0400": offset without a colon, so not strict ISO 8601 (also "+09:00" and "Z").
    /// Read by hand: a DateFormatter per character cost more than the rest of decoding a page.
    public static func parseDate(_ text: String) -> Date? {
        let b = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? { CivilTime.number(b, range) }
        guard b.count >= 20, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58,
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else { return nil }
        var offset = 0
        switch b[19] {
        case 90 where b.count == 20: offset = 0   // "Z"
        case 43, 45:                              // "+0900", "-04:00"
            let digits = b.count == 24 ? (20..<22, 22..<24) : b.count == 25 && b[22] == 58 ? (20..<22, 23..<25) : (0..<0, 0..<0)
            guard let h = number(digits.0), let m = number(digits.1) else { return nil }
            offset = (h * 3600 + m * 60) * (b[19] == 45 ? -1 : 1)
        default: return nil
        }
        guard let date = CivilTime.validDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                                             offset: offset) else { return nil }
        return date.timeIntervalSince1970 <= 0 ? nil : date
    }

    /// The first line of the description, or the wiki's facts in a line, or nil.
    public var summary: String? {
        if let line = description.split(whereSeparator: \.isNewline).first { return String(line) }
        return fandom.map(\.summary).flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// `{code, message}` with `code` a string ("InvalidCredentials") or a number (409), or `{code, status}`.
public struct MarvelErrorBody: Decodable, Sendable {
    public var code: IntOrString?
    public var message: String?
    public var status: String?
    public var text: String { message ?? status ?? code?.text ?? "unknown error" }
}

/// One page of a search.
public struct MarvelPage: Equatable, Sendable {
    public var offset: Int
    public var limit: Int
    public var total: Int
    public var count: Int
    public var results: [MarvelCharacter]
    public var attribution: String

    /// Paging stops on a short page or once offset + count reaches total.
    public var isLast: Bool { count < limit || offset + count >= total }
}
