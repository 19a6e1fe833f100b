import Foundation

/// What the Marvel Fandom wiki records about a character (offline catalogue, 2014): each field only where the
/// wiki has it. Sent by the offline simulator in a `fandom` object beside Marvel's own fields.
struct FandomFacts: Codable, Equatable, Sendable {
    public var slug: String
    public var identity: String?
    public var alignment: String?
    public var eyes: String?
    public var hair: String?
    public var sex: String?
    public var status: String?
    /// Comic issues the character had appeared in as of 2014-09-02.
    public var appearances: Int?
    public var firstYear: Int?
    public var firstMonth: Int?

    public init(
        slug: String, identity: String?, alignment: String?, eyes: String?, hair: String?, sex: String?,
        status: String?, appearances: Int?, firstYear: Int?, firstMonth: Int?
    ) {
        self.slug = slug; self.identity = identity; self.alignment = alignment; self.eyes = eyes; self.hair = hair
        self.sex = sex; self.status = status; self.appearances = appearances; self.firstYear = firstYear;
        self.firstMonth = firstMonth
    }

    /// As its `Codable` conformance writes it (the simulator's answers; a test decodes them back): a nil fact is
    /// left out.
    func write(into json: inout JSONBytes) {
        json.object { json in
            json.member("slug", slug)
            json.member("identity", ifPresent: identity)
            json.member("alignment", ifPresent: alignment)
            json.member("eyes", ifPresent: eyes)
            json.member("hair", ifPresent: hair)
            json.member("sex", ifPresent: sex)
            json.member("status", ifPresent: status)
            json.member("appearances", ifPresent: appearances)
            json.member("firstYear", ifPresent: firstYear)
            json.member("firstMonth", ifPresent: firstMonth)
        }
    }

    public static func wikiURL(slug: String) -> String { "https://marvel.fandom.com/wiki/" + slug }
    public var wikiURL: String { Self.wikiURL(slug: slug) }

    /// "Aug 1962", "1962", or nil.
    public var firstAppearance: String? {
        guard let firstYear else { return nil }
        guard let firstMonth, (1...12).contains(firstMonth) else { return String(firstYear) }
        return Self.months[firstMonth - 1] + " " + String(firstYear)
    }

    /// The facts as label–value pairs, in reading order, leaving out what the wiki does not have.
    public var labelledFacts: [(String, String)] {
        [
            ("Identity", identity), ("Alignment", alignment), ("Status", status), ("Sex", sex), ("Eyes", eyes),
            ("Hair", hair),
            ("Appearances", appearances.map(String.init)), ("First appearance", firstAppearance),
        ]
        .compactMap { label, value in value.map { (label, $0) } }
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
