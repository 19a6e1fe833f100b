import Foundation

/// A character as onestep knows it, whichever catalogue answered (the bundled wiki catalogue, Marvel, Comic Vine):
/// what a row, the details, a favourite and `characters --json` need, and nothing of any service's wire format.
public struct ComicCharacter: Equatable, Sendable {
    /// The catalogue an id belongs to; ids of two catalogues never collide. The raw value is what is stored.
    public enum Catalogue: String, Sendable {
        case wiki = "fandom", marvel, comicVine = "comicvine"
    }

    /// One thing the catalogue records. `key` names it in JSON; `label` on screen (nil: JSON only); no value:
    /// the catalogue does not have it (shown as null in JSON, left out on screen).
    public struct Fact: Equatable, Sendable {
        public var key: String
        public var label: String?
        public var text: String?
        public var number: Int?

        public init(key: String, label: String?, text: String? = nil, number: Int? = nil) {
            self.key = key; self.label = label; self.text = text; self.number = number
        }

        public var shown: String? { text ?? number.map(String.init) }
    }

    /// Comics, series, stories or events (Marvel): how many, and the first few names.
    public struct Appearances: Equatable, Sendable {
        public var label: String
        public var available: Int
        public var names: [String]
        public init(label: String, available: Int, names: [String]) {
            self.label = label; self.available = available; self.names = names
        }
    }

    public struct Link: Equatable, Sendable {
        public var type: String
        public var url: String
        public init(type: String, url: String) { self.type = type; self.url = url }
    }

    public var id: Int
    public var catalogue: Catalogue
    public var name: String
    public var description: String
    /// As the catalogue wrote it ("" when it has none), and read as a date where it is one.
    public var modifiedText: String
    public var modified: Date?
    /// A small picture (kept with a favourite; "" when none) and a large one (nil when none or a placeholder).
    public var thumbnailURL: String
    public var portraitURL: String?
    /// The number a row shows and JSON calls `comics`: wiki appearances, Comic Vine issues or Marvel comics.
    public var comics: Int?
    /// Marvel's series count (the other catalogues do not count series).
    public var series: Int?
    public var facts: [Fact]
    public var appearances: [Appearances]
    public var links: [Link]
    /// Whose data this is, as its licence asks ("Source: Comic Vine"); nil for Marvel, whose attribution comes
    /// with each answer.
    public var credit: String?
    /// The catalogue and its edition, for JSON ("fandom-2014", "marvel", "comicvine").
    public var sourceName: String

    public init(
        id: Int, catalogue: Catalogue, name: String, description: String, modifiedText: String = "",
        modified: Date? = nil,
        thumbnailURL: String = "", portraitURL: String? = nil, comics: Int? = nil, series: Int? = nil,
        facts: [Fact] = [], appearances: [Appearances] = [], links: [Link] = [],
        credit: String? = nil,
        sourceName: String
    ) {
        self.id = id; self.catalogue = catalogue; self.name = name; self.description = description
        self.modifiedText = modifiedText; self.modified = modified; self.thumbnailURL = thumbnailURL;
        self.portraitURL = portraitURL
        self.comics = comics; self.series = series;
        self.facts = facts
        self.appearances = appearances; self.links = links; self.credit = credit; self.sourceName = sourceName
    }

    /// The facts a person reads, label and value, in reading order.
    public var labelledFacts: [(String, String)] {
        facts.compactMap { fact in fact.label.flatMap { label in fact.shown.map { (label, $0) } } }
    }

    public func fact(_ key: String) -> Fact? { facts.first { $0.key == key } }
}

/// One page of a character search.
public struct CharacterPage: Equatable, Sendable {
    /// Characters to a page, in the tab and the command (the services are asked for as many).
    public static let size = 10

    public var offset: Int
    public var limit: Int
    public var total: Int
    public var count: Int
    public var characters: [ComicCharacter]
    /// The catalogue's credit line for these results.
    public var attribution: String
    /// When it was fetched, and whether it is the last answer kept for when the network is gone (nil: sample).
    public var origin: AnswerOrigin?

    public init(offset: Int, limit: Int, total: Int, count: Int, characters: [ComicCharacter], attribution: String) {
        self.offset = offset; self.limit = limit; self.total = total; self.count = count; self.characters = characters
        self.attribution = attribution
    }

    /// Paging stops on a short page or once offset + count reaches total.
    public var isLast: Bool { count < limit || offset + count >= total }
}
