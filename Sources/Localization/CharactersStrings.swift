/// What the Characters tab says. Marvel names, descriptions and the wiki's values ("Secret Identity", "Good",
/// "Blue Eyes") are data and are passed in as they are; `query` is what the user typed.
public protocol CharactersStrings {
    // MARK: The tab
    /// "Characters" (the tab bar; the start of the accessible mode's where-line).
    var charactersTitle: String { get }

    // MARK: The search row
    /// "Search" (the field's label; the view adds a space).
    var charactersSearchLabel: String { get }
    /// "Results" (the switch beside the field: "[Results]").
    var charactersResultsTab: String { get }
    /// "R" (the same on a narrow row: "[R]").
    var charactersResultsTabShort: String { get }
    /// "Favourites ★3".
    func charactersFavouritesTab(count: Int) -> String

    // MARK: The info row
    /// "favourites in the order saved (5 at most; saving a sixth removes the oldest)".
    var charactersFavouritesInfo: String { get }
    /// "/ to search · " (before the prompt while the field is not focused).
    var charactersPromptSlash: String { get }
    /// "a character name, e.g. spider — type at least 2 letters".
    var charactersPrompt: String { get }
    /// "searching for “spi”…".
    func charactersSearching(query: String) -> String
    /// "<error sentence> — r retries".
    func charactersFailedRetry(_ message: String) -> String
    /// "no characters start with “xq”" / "no characters match “xq”" (`anywhere`: Comic Vine matches anywhere).
    func charactersNoMatches(query: String, anywhere: Bool) -> String
    /// "25 characters start with “he” · showing 10" / "1 character matches “he” · showing 1".
    func charactersMatches(total: Int, query: String, anywhere: Bool, shown: Int) -> String

    // MARK: Rows
    /// "no description".
    var charactersNoDescription: String { get }
    /// "no favourites yet — press f on a search result to save one".
    var charactersNoFavourites: String { get }
    /// "saved 2014-01-01 09:30" (a favourite's row; `date` is already written out).
    func charactersSavedAt(_ date: String) -> String
    /// "4043 issues", "1 issue", "issues unknown" (the wiki's appearances, Comic Vine's issue appearances).
    func charactersIssues(_ count: Int?) -> String
    /// "12 comics · 3 series" (Marvel's counts).
    func charactersComicsAndSeries(comics: Int, series: Int) -> String
    /// "first Aug 1962" (the end of a wiki row's summary; `when` from `charactersMonthYear`).
    func charactersFirstAppeared(_ when: String) -> String
    /// "Aug 1962", "1962" (month 1…12, or nil when the wiki has only the year).
    func charactersMonthYear(month: Int?, year: Int) -> String

    // MARK: Details
    /// "Character" (the details' title when they could not be loaded).
    var charactersDetailTitle: String { get }
    /// "Esc closes · f ★".
    var charactersDetailFooter: String { get }
    /// A fact's label by its JSON key: "identity" → "Identity", "first_appearance" → "First appearance";
    /// `label` (the catalogue's own) for a key it does not know.
    func charactersFactLabel(key: String, label: String) -> String
    /// Marvel's appearance lists: "Comics", "Series", "Stories", "Events"; `label` itself otherwise.
    /// The details' appearances, its count with its noun: "2017 issues" / "2017회" (a bare 2017 reads as a year).
    func charactersAppearancesCount(_ count: Int) -> String
    func charactersAppearancesLabel(_ label: String) -> String
    /// "modified: 2014-04-29" / "modified: unknown".
    func charactersModified(_ date: String?) -> String
    /// "Source: Marvel Fandom wiki via FiveThirtyEight (CC BY 4.0), 2014" (the wiki's licence credit).
    var charactersCreditWiki: String { get }
    /// "Source: Comic Vine".
    var charactersCreditComicVine: String { get }

    // MARK: Attribution (the tab's last row)
    /// "Marvel character data · attribution appears with the first results".
    var charactersAttributionBeforeAnswer: String { get }
    /// "Marvel Fandom wiki via FiveThirtyEight (CC BY 4.0), collected 2014" (the offline catalogue).
    var charactersAttributionWiki: String { get }
    /// "Data from Comic Vine (comicvine.gamespot.com)".
    var charactersAttributionComicVine: String { get }
    /// "offline copy, fetched 2 h ago · " (before the attribution; `age` from `ago(minutes:)`).
    func charactersOfflineCopy(age: String) -> String

    // MARK: Status bar, help, where-line
    /// "★ 1/5 favourites".
    func charactersStatusFavourites(count: Int, capacity: Int) -> String
    /// "★ and reverse video mark favourites. Search starts 0.3 s after you stop typing (2+ letters); …".
    var charactersHelpMarks: String { get }
    /// "Marvel retired its public API in 2025: without keys this tab runs on the offline catalogue, …".
    var charactersHelpOffline: String { get }
    /// "Characters — details of Spider-Man, loading".
    func charactersWhereDetailsLoading(name: String) -> String
    /// "Characters — details, failed".
    var charactersWhereDetailsFailed: String { get }
    /// "Characters — details of Spider-Man".
    func charactersWhereDetails(name: String) -> String
    /// "Characters — favourites, 3 of 5, 2 of 3 selected" (`selected` 1-based, nil when there are none).
    func charactersWhereFavourites(count: Int, capacity: Int, selected: Int?) -> String
    /// The focus on the search row or the summary line above the list.
    var charactersWhereAboveTheList: String { get }
    /// "Characters — search field “spi”, 25 results" (no quotes when `query` is empty).
    func charactersWhereSearchField(query: String, total: Int) -> String
    /// "Characters — results, none; / to search" / "Characters — results “xq”, none".
    func charactersWhereNoResults(query: String) -> String
    /// "Characters — results “spi”, 3 of 25 selected".
    func charactersWhereResults(query: String, selected: Int, total: Int) -> String

    // MARK: Keys (help and the status bar's hints)
    /// "close the details" / hint "close".
    var charactersKeyCloseDetails: String { get }
    /// "save or remove this favourite" (in the details).
    var charactersKeyToggleThisFavourite: String { get }
    /// "search (type 2+ letters; Enter or ↓ goes to the list, Esc leaves the field)" / hint "search".
    var charactersKeySearch: String { get }
    /// "switch between results and favourites"; hints "results" / "favourites" (the list `v` goes to).
    var charactersKeySwitchList: String { get }
    var charactersKeyBackToResults: String { get }
    var charactersHintResults: String { get }
    /// "save or remove the selected favourite (5 at most)".
    func charactersKeyToggleFavourite(capacity: Int) -> String
    /// "details of the selected character" / hint "details".
    var charactersKeyDetails: String { get }
    /// "remove the selected favourite".
    var charactersKeyRemoveFavourite: String { get }
    /// "search again".
    var charactersKeySearchAgain: String { get }

    // MARK: Messages (the status bar's news) and alerts
    /// "Search failed" (the alert's title).
    var charactersSearchFailed: String { get }
    /// "could not load more: <error sentence>".
    func charactersCouldNotLoadMore(_ reason: String) -> String
    /// `G` stopped after its pages: "300 loaded: G loads more".
    func charactersEndLoadedSoFar(_ count: Int) -> String
    /// "saved Spider-Man".
    func charactersSaved(name: String) -> String
    /// "removed Spider-Man".
    func charactersRemoved(name: String) -> String
    /// "removed Hero 1 to keep 5 favourites" (the oldest, evicted by a sixth).
    func charactersEvicted(name: String, capacity: Int) -> String
    /// Actions for `storageCouldNot(action:reason:)`: "read the favourites", "save the favourite",
    /// "remove the favourite" (verb phrases in English, noun phrases in Korean).
    var charactersActionReadFavourites: String { get }
    var charactersActionSaveFavourite: String { get }
    var charactersActionRemoveFavourite: String { get }

    /// A value of one of the wiki dataset's closed categories (identity, alignment, sex, orientation, status, eyes,
    /// hair) as said in this language; `inRow`: in a row's short summary ("good · living"). Unknown values (a
    /// newer dataset) pass through as the wiki wrote them.
    func charactersWikiValue(_ value: String, inRow: Bool) -> String
}
