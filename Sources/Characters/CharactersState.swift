import Foundation
import Services
import TUI

/// Everything the Characters tab shows and a key can change, in one value but the results' pages (kept by the
/// paging room, `PagedList`, whose counts it follows): which part has the focus (the mode), the query (the field's
/// text, its only home), the search's phase, the favourites, the details, the news sentence, the selection and
/// scroll of each list. Changed only by `apply(_:)` (CharactersTransition.swift).
public struct CharactersState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case prompt  // fewer than 2 letters
        case searching
        case loaded
        case failed(String)
    }

    public enum Detail: Equatable, Sendable {
        case loading(name: String)
        case loaded(ComicCharacter)
        case failed(String)
    }

    public var phase: Phase = .prompt
    /// The search whose results are shown or on their way ("" when none).
    public var searched = ""
    /// More pages of results to load.
    public var hasMore = false
    /// `G` on its way to the end of the results: each page fetched in turn, the selection following, up to this many
    /// pages in all (a broad query's few thousand are fetched a few hundred at a time).
    public var goingToTheEnd = false
    public var pagesToTheEnd = 0
    public var favoriteCharacters: [FavoriteCharacter] = []
    public var detail: Detail?
    /// What just happened, for the news line (saved, removed, the oldest favourite let go).
    public var message: String?
    /// The credit of the source the results came from.
    public var attribution = ""
    /// The last page's age, and whether it is the copy kept for when the network is gone.
    public var origin: AnswerOrigin?
    public enum Mode: Equatable, Sendable {
        /// The results list has the focus; typed keys are commands.
        case results
        /// The search field takes typed keys (after `/` or a click, in this visit of the tab).
        case searchField
        case favorites
        /// A character's details, opened from the list it returns to.
        indirect case detail(over: Mode)
    }

    public var mode: Mode = .results
    public var field = TextFieldState()
    public var results = ListState()
    public var favorites = ListState()
    public var details = ListState()
    /// The search row and the line that says what is listed, above the list: `k` from its first row reaches them
    /// (a braille display reads every line with the app's keys).
    public var above = LinesAbove()
    /// The lines above the list: the search row, then the list's one-line summary.
    public static let linesAbove = 2
    /// The focus is on the line under the list that says where the characters come from (`j` from the last row).
    public var onCredit = false

    public init(attribution: String = "") { self.attribution = attribution }

    /// The list shown (results or favourites) has no row.
    public var shownListIsEmpty: Bool { pane == .favorites ? favoriteCharacters.isEmpty : results.count == 0 }
    /// The list shown has pages still to load (the results; favourites are whole).
    public var loadsMorePages: Bool { pane == .results && hasMore }

    /// The list shown (behind the details, when they are open).
    public var pane: Mode { Self.list(under: mode) }

    private static func list(under mode: Mode) -> Mode {
        switch mode {
        case .detail(let over): return list(under: over)
        case .searchField: return .results
        case .results, .favorites: return mode
        }
    }

    public var isDetail: Bool { if case .detail = mode { return true } else { return false } }

    /// The focused element: the caret, the selected row, or the details' focused line.
    public var focus: FocusID {
        switch mode {
        case .searchField: return .field
        case .results, .favorites: return .list
        case .detail: return .details
        }
    }

    /// The focus is on the view's top line (the shell's where-am-I line is the next one up).
    public var isOnTopLine: Bool {
        switch mode {
        case .searchField: return false
        case .results, .favorites: return above.focused == 0
        case .detail: return details.selected == 0
        }
    }

    /// The focus is on the last line of what is loaded (the view adds: and nothing more to load).
    public var isOnLastLoadedLine: Bool {
        switch mode {
        case .searchField: return false
        case .results, .favorites: return onCredit
        case .detail: return details.isOnLastRow
        }
    }
}
