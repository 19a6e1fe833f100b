import Foundation
import Localization

/// Marvel's response envelope: `{code, status, attributionText, etag, data{offset,limit,total,count,results}}`.
struct MarvelEnvelope<Item: Decodable & Sendable>: Decodable, Sendable {
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
struct MarvelCharacter: Decodable, Equatable, Sendable {
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
        public init(available: Int, returned: Int, items: [Resource]) {
            self.available = available; self.returned = returned; self.items = items
        }
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

    enum CodingKeys: String, CodingKey {
        case id, name, description, modified, thumbnail, comics, series, stories, events, urls, fandom
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        description = (try c.decodeIfPresent(String.self, forKey: .description) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
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
    }

    /// "2014-04-29T14:18:17-0400": offset without a colon, so not strict ISO 8601 (also "+09:00" and "Z").
    /// Read by hand: a DateFormatter per character cost more than the rest of decoding a page.
    public static func parseDate(_ text: String) -> Date? {
        let b = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? { CivilTime.number(b, range) }
        guard b.count >= 20, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        var offset = 0
        switch b[19] {
        case 90 where b.count == 20: offset = 0  // "Z"
        case 43, 45:  // "+0900", "-04:00"
            let digits =
                b.count == 24 ? (20..<22, 22..<24) : b.count == 25 && b[22] == 58 ? (20..<22, 23..<25) : (0..<0, 0..<0)
            guard let h = number(digits.0), let m = number(digits.1) else { return nil }
            offset = (h * 3600 + m * 60) * (b[19] == 45 ? -1 : 1)
        default: return nil
        }
        guard
            let date = CivilTime.validDate(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                offset: offset)
        else { return nil }
        return date.timeIntervalSince1970 <= 0 ? nil : date
    }
}

/// `{code, message}` with `code` a string ("InvalidCredentials") or a number (409), or `{code, status}`.
struct MarvelErrorBody: Decodable, Sendable {
    public var code: IntOrString?
    public var message: String?
    public var status: String?
    public var text: String { message ?? status ?? code?.text ?? L.unknownError }
}
