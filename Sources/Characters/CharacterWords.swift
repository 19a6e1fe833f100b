import Localization
import Services

/// The words of a character that the app writes (counts, the wiki row's summary, facts' labels, credits), in the
/// language in use, built from the character's numbers and keys — the one place they are derived (the tab and
/// `characters search` both say them; the facts' English labels in `ComicCharacter` are what `--json` prints).
/// Names, descriptions and the wiki's categories ("Secret Identity", "Good", "Blue Eyes": closed sets of the 2014 dataset) are said in the language in
/// use, anything else as the wiki wrote it.
extension ComicCharacter {
    /// "4043 issues" / "등장 4043회"; "12 comics · 3 series" for Marvel.
    public var countsWords: String {
        switch catalogue {
        case .wiki, .comicVine: return L.charactersIssues(comics)
        case .marvel: return L.charactersComicsAndSeries(comics: comics ?? 0, series: series ?? 0)
        }
    }

    /// A row's one-line summary: the description's first line or, for the wiki, "good · living · first Aug 1962".
    public var summaryWords: String? {
        if let line = Self.firstLine(of: description) { return line }
        guard catalogue == .wiki else { return nil }
        let parts = [
            fact("alignment")?.text.map { L.charactersWikiValue($0, inRow: true) },
            fact("status")?.text.map { L.charactersWikiValue($0, inRow: true) },
            fact("first_appearance")?.text.map { L.charactersFirstAppeared(Self.monthYearWords($0)) },
        ]
        let text = parts.compactMap { $0 }.joined(separator: " · ")
        return text.isEmpty ? nil : text
    }

    /// The first line of `text` that is not empty, as `split(whereSeparator: \.isNewline).first` gives it, read by
    /// scalars up to that line's end: a row's summary, made for each row scrolled in, no longer walked a long
    /// description to its end character by character (line breaks are grapheme boundaries, so the lines are the same).
    static func firstLine(of text: String) -> String? {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isLineBreak($0) }) else { return nil }
        let end = scalars[start...].firstIndex(where: isLineBreak) ?? scalars.endIndex
        return String(scalars[start..<end])
    }

    /// The scalars `Character.isNewline` names: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The facts a person reads, label and value, in reading order; the wiki's first appearance as a date in words.
    var labelledFactWords: [(String, String)] {
        facts.compactMap { fact -> (String, String)? in
            guard let label = fact.label, let shown = fact.shown else { return nil }
            let value: String
            switch (catalogue, fact.key) {
            case (.wiki, "first_appearance"): value = Self.monthYearWords(shown)
            // A count, said with its noun as the list says it ("2017 issues"): a bare 2017 reads as a year.
            case (.wiki, "appearances"): value = Int(shown).map(L.charactersAppearancesCount) ?? shown
            case (.wiki, _): value = L.charactersWikiValue(shown, inRow: false)
            default: value = shown
            }
            return (L.charactersFactLabel(key: fact.key, label: label), value)
        }
    }

    /// Whose data this is, as its licence asks; nil for Marvel (its attribution comes with each answer).
    var creditWords: String? {
        guard let credit else { return nil }
        switch catalogue {
        case .wiki: return L.charactersCreditWiki
        case .comicVine: return L.charactersCreditComicVine
        case .marvel: return credit
        }
    }

    private static let englishMonths = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The wiki's first appearance as the catalogue writes it ("Aug 1962", "1962") in the language in use
    /// ("1962년 8월"); any other text as it is.
    static func monthYearWords(_ text: String) -> String {
        let parts = text.split(separator: " ")
        if parts.count == 1, let year = Int(parts[0]) { return L.charactersMonthYear(month: nil, year: year) }
        if parts.count == 2, let index = englishMonths.firstIndex(of: String(parts[0])), let year = Int(parts[1]) {
            return L.charactersMonthYear(month: index + 1, year: year)
        }
        return text
    }
}

/// The credit line a page brought, in the language in use: the offline catalogue's and Comic Vine's are known;
/// Marvel's own ("Data provided by Marvel. © 2014 MARVEL") is shown as Marvel wrote it; none yet: a placeholder.
public func attributionWords(_ attribution: String) -> String {
    switch attribution {
    case "": return L.charactersAttributionBeforeAnswer
    case MarvelSimulator.attribution: return L.charactersAttributionWiki
    case ComicVineClient.attribution: return L.charactersAttributionComicVine
    default: return attribution
    }
}
