extension English: CharactersStrings {
    public var charactersTitle: String { "Characters" }

    public var charactersSearchLabel: String { "Search" }
    public var charactersResultsTab: String { "Results" }
    public var charactersResultsTabShort: String { "R" }
    public func charactersFavouritesTab(count: Int) -> String { "Favourites ★\(count)" }

    public var charactersFavouritesInfo: String {
        "favourites in the order saved (5 at most; saving a sixth removes the oldest)"
    }
    public var charactersPromptSlash: String { "/ to search · " }
    public var charactersPrompt: String { "a character name, e.g. spider — type at least 2 letters" }
    public func charactersSearching(query: String) -> String { "searching for “\(query)”…" }
    public func charactersFailedRetry(_ message: String) -> String { message + " — r retries" }
    public func charactersNoMatches(query: String, anywhere: Bool) -> String {
        "no characters \(anywhere ? "match" : "start with") “\(query)”"
    }
    public func charactersMatches(total: Int, query: String, anywhere: Bool, shown: Int) -> String {
        let verb = total == 1 ? (anywhere ? "matches" : "starts with") : (anywhere ? "match" : "start with")
        return plural(total, "character", "characters") + " \(verb) “\(query)” · showing \(shown)"
    }

    public var charactersNoDescription: String { "no description" }
    public var charactersNoFavourites: String { "no favourites yet — press f on a search result to save one" }
    public func charactersSavedAt(_ date: String) -> String { "saved \(date)" }
    public func charactersIssues(_ count: Int?) -> String {
        count.map { plural($0, "issue", "issues") } ?? "issues unknown"
    }
    public func charactersComicsAndSeries(comics: Int, series: Int) -> String { "\(comics) comics · \(series) series" }
    public func charactersFirstAppeared(_ when: String) -> String { "first " + when }
    public func charactersMonthYear(month: Int?, year: Int) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let month, (1...12).contains(month) else { return String(year) }
        return months[month - 1] + " " + String(year)
    }

    public var charactersDetailTitle: String { "Character" }
    public var charactersDetailFooter: String { "Esc closes · f ★" }
    public func charactersFactLabel(key: String, label: String) -> String {
        switch key {
        case "identity": return "Identity"
        case "alignment": return "Alignment"
        case "status": return "Status"
        case "sex": return "Sex"
        case "eyes": return "Eyes"
        case "hair": return "Hair"
        case "appearances": return "Appearances"
        case "first_appearance": return "First appearance"
        case "real_name": return "Real name"
        case "publisher": return "Publisher"
        case "issue_appearances": return "Issue appearances"
        case "last_updated": return "Last updated"
        default: return label
        }
    }
    public func charactersAppearancesCount(_ count: Int) -> String { plural(count, "issue", "issues") }
    public func charactersAppearancesLabel(_ label: String) -> String { label }
    public func charactersModified(_ date: String?) -> String { "modified: \(date ?? "unknown")" }
    public var charactersCreditWiki: String { "Source: Marvel Fandom wiki via FiveThirtyEight (CC BY 4.0), 2014" }
    public var charactersCreditComicVine: String { "Source: Comic Vine" }

    public var charactersAttributionBeforeAnswer: String {
        "Marvel character data · attribution appears with the first results"
    }
    public var charactersAttributionWiki: String {
        "Marvel Fandom wiki via FiveThirtyEight (CC BY 4.0), collected 2014"
    }
    public var charactersAttributionComicVine: String { "Data from Comic Vine (comicvine.gamespot.com)" }
    public func charactersOfflineCopy(age: String) -> String { "offline copy, fetched \(age) · " }

    public func charactersStatusFavourites(count: Int, capacity: Int) -> String { "★ \(count)/\(capacity) favourites" }
    public var charactersHelpMarks: String {
        "★ and reverse video mark favourites. Search starts 0.3 s after you stop typing (2+ letters); results come 10 at a time."
    }
    public var charactersHelpOffline: String {
        "Marvel retired its public API in 2025: without keys this tab runs on the offline catalogue, 16,376 characters of the Marvel Fandom wiki (FiveThirtyEight, CC BY 4.0, 2014)."
    }
    public func charactersWhereDetailsLoading(name: String) -> String {
        "\(charactersTitle) — details of \(name), loading"
    }
    public var charactersWhereDetailsFailed: String { "\(charactersTitle) — details, failed" }
    public func charactersWhereDetails(name: String) -> String { "\(charactersTitle) — details of \(name)" }
    public var charactersWhereAboveTheList: String {
        "above the list (j: back to it, Enter on the search row: search)"
    }
    public func charactersWhereFavourites(count: Int, capacity: Int, selected: Int?) -> String {
        "\(charactersTitle) — favourites, \(count) of \(capacity)"
            + (selected.map { ", \($0) of \(count) selected" } ?? "")
    }
    public func charactersWhereSearchField(query: String, total: Int) -> String {
        "\(charactersTitle) — search field\(Self.charactersQuoted(query)), " + plural(total, "result", "results")
    }
    public func charactersWhereNoResults(query: String) -> String {
        "\(charactersTitle) — results\(Self.charactersQuoted(query)), none" + (query.isEmpty ? "; / to search" : "")
    }
    public func charactersWhereResults(query: String, selected: Int, total: Int) -> String {
        "\(charactersTitle) — results\(Self.charactersQuoted(query)), \(selected) of \(total) selected"
    }
    /// ` “spi”` after a word, or nothing for an empty query.
    private static func charactersQuoted(_ query: String) -> String { query.isEmpty ? "" : " “\(query)”" }

    public var charactersKeyCloseDetails: String { "close the details" }
    public var charactersKeyToggleThisFavourite: String { "save or remove this favourite" }
    public var charactersKeySearch: String {
        "search (type 2+ letters; Enter or ↓ goes to the list, Esc leaves the field)"
    }
    public var charactersKeySwitchList: String { "switch between results and favourites" }
    public var charactersKeyBackToResults: String { "back to the results" }
    public var charactersHintResults: String { "results" }
    public func charactersKeyToggleFavourite(capacity: Int) -> String {
        "save or remove the selected favourite (\(capacity) at most)"
    }
    public var charactersKeyDetails: String { "details of the selected character" }
    public var charactersKeyRemoveFavourite: String { "remove the selected favourite" }
    public var charactersKeySearchAgain: String { "search again" }

    public var charactersSearchFailed: String { "Search failed" }
    public func charactersCouldNotLoadMore(_ reason: String) -> String { "could not load more: \(reason)" }
    public func charactersEndLoadedSoFar(_ count: Int) -> String { "\(count) loaded: G loads more" }
    public func charactersSaved(name: String) -> String { "saved \(name)" }
    public func charactersRemoved(name: String) -> String { "removed \(name)" }
    public func charactersEvicted(name: String, capacity: Int) -> String {
        "removed \(name) to keep \(capacity) favourites"
    }
    public var charactersActionReadFavourites: String { "read the favourites" }
    public var charactersActionSaveFavourite: String { "save the favourite" }
    public var charactersActionRemoveFavourite: String { "remove the favourite" }

    public func charactersWikiValue(_ value: String, inRow: Bool) -> String { inRow ? value.lowercased() : value }
}
