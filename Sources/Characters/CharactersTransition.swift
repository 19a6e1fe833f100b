import Foundation
import Localization
import Services
import TUI

/// Everything that changes the Characters tab: a key (or a click), or the world answering. Applied by
/// `CharactersState.apply(_:)`.
public enum CharactersAction: Equatable, Sendable {
    // Keys
    /// `/` or a click on the field: typed keys go to the query.
    case focusField
    /// Enter, ↓ or Esc in the field: back to the results.
    case leaveField
    /// The field after an editing key.
    case typed(TextFieldState)
    /// `v`: results ↔ favourites.
    case switchList
    /// A move in the list shown (a page, `g`/`G`, a click, the wheel).
    case moved(ListState)
    /// `j`/↓, `k`/↑: down and up, past the list's ends to the lines above it and the credit under it.
    case moveDown, moveUp
    /// `Home`: the top line; `g`: the first row.
    case toTop, toFirstRow
    /// `G`: the last row of the whole list (the favourites', or the results' with every page fetched).
    case toLast
    /// Enter: on the search row into the field, on a row its details (`id`, `name` of the row selected).
    case enter(id: Int?, name: String)
    case openDetail(id: Int, name: String)
    case closeDetail
    case detailMoved(ListState)
    /// `f`/Space: save or remove (the favourite dated by the model's clock).
    case toggleFavorite(FavoriteCharacter)
    /// `d` in the favourites.
    case removeFavorite(FavoriteCharacter)
    /// `r`: search again now.
    case retry
    // The world
    case activated
    /// 300 ms passed since the last edit of the query.
    case settled(String)
    case searched(attribution: String, origin: AnswerOrigin?)
    case searchFailed(String)
    /// The results' pages counted (the paging room's answer).
    case listed(count: Int, hasMore: Bool)
    case detailAnswered(CharactersState.Detail)
    case favoritesLoaded([FavoriteCharacter])
    case said(String)
    /// A next page failed (said; `G` on its way stops there).
    case moreFailed(String)
}

/// Work a transition asks for; the view model runs it and answers with actions.
public enum CharactersEffect: Equatable, Sendable {
    /// The query edited: settled 300 ms after the last edit.
    case debounce(String)
    /// Fewer than 2 letters: the search in flight and the pages dropped.
    case clearSearch
    case search(String)
    /// The selection near the end of the results: the next page fetched.
    case selectionChanged(Int)
    /// `G` on its way to the end: the next page.
    case loadMore
    case fetchDetail(Int)
    case cancelDetail
    case toggleFavorite(FavoriteCharacter)
    case removeFavorite(FavoriteCharacter)
    case reloadFavorites
    case alert(AlertMessage)
}

extension CharactersState {
    public static let minimumQuery = 2
    /// How many pages one `G` fetches at most (30: 300 characters).
    static let pagesPerEnd = 30

    /// The one transition: the state changed by `action`, and the work that follows. Pure: no clock, no network.
    public mutating func apply(_ action: CharactersAction) -> [CharactersEffect] {
        switch action {
        case .focusField:
            goingToTheEnd = false
            above.focused = nil
            mode = .searchField
        case .leaveField: if mode == .searchField { mode = .results }
        case .typed(let edited):
            let changed = edited.text != field.text
            field = edited
            guard changed else { break }
            guard Self.searchable(edited.text) == nil else { return [.debounce(edited.text)] }
            searched = ""
            phase = .prompt
            return [.debounce(edited.text), .clearSearch]
        case .switchList:
            goingToTheEnd = false
            above.focused = nil
            mode = pane == .favorites ? .results : .favorites
            // Listed as they are in the database now (another window may have saved or removed some).
            if pane == .favorites { return [.reloadFavorites] }
        case .moved(let list): return move(to: list)
        case .moveUp:
            if onCredit {  // back to the row it left
                onCredit = false
                break
            }
            // Nothing listed: the summary line stands in for the list (its focus is drawn there), so up goes past it.
            if above.focused == nil, shownListIsEmpty { above.focused = Self.linesAbove - 1 }
            if !above.moveUp(count: Self.linesAbove, listAtItsTop: shownList.selected == 0) {
                var list = shownList
                list.moveUp()
                return move(to: list)
            }
        case .moveDown:
            // From the last row (nothing more to load), or from an empty list, on to the credit line under it.
            if above.focused == nil, shownList.isOnLastRow, !loadsMorePages {
                onCredit = true
                break
            }
            var effects: [CharactersEffect] = []
            if !above.moveDown(count: Self.linesAbove) {
                var list = shownList
                list.moveDown()
                effects = move(to: list)
            }
            // Nothing listed: the summary line and the (empty) list are one stop, not two on the same row.
            if shownListIsEmpty, above.focused == Self.linesAbove - 1 { above.focused = nil }
            return effects
        case .toTop:
            // The list's selection on its first row too, so ↓ from the lines above comes to it.
            onCredit = false
            var list = shownList
            list.top()
            let effects = move(to: list)
            above.top()
            return effects
        case .toFirstRow:
            var list = shownList
            list.top()
            return move(to: list)
        case .toLast:
            var list = shownList
            list.bottom()
            let effects = move(to: list)
            guard loadsMorePages, phase == .loaded else { return effects }
            goingToTheEnd = true
            pagesToTheEnd = list.count / CharacterPage.size + Self.pagesPerEnd
            return effects + [.loadMore]
        case .enter(let id, let name):
            guard !onCredit else { break }  // the credit line opens nothing
            switch above.focused {
            case 0?: return apply(.focusField)
            case .some: break
            case nil: if let id { return apply(.openDetail(id: id, name: name)) }
            }
        case .openDetail(let id, let name):
            goingToTheEnd = false
            if !isDetail { mode = .detail(over: pane) }
            details = ListState()
            detail = .loading(name: name)
            return [.fetchDetail(id)]
        case .closeDetail:
            if case .detail(let over) = mode { mode = over }
            detail = nil
            return [.cancelDetail]
        case .detailMoved(let moved): details = moved
        case .toggleFavorite(let favorite): return [.toggleFavorite(favorite)]
        case .removeFavorite(let favorite): return [.removeFavorite(favorite)]
        case .retry:
            guard let prefix = Self.searchable(field.text) else { break }
            return search(prefix)
        case .activated:
            // Every visit starts on the list; the favourites read again (another window may have changed them).
            if mode == .searchField { mode = .results }
            return [.reloadFavorites]
        case .settled(let text):
            guard let prefix = Self.searchable(text) else { break }
            if prefix == searched, phase == .searching || phase == .loaded { break }
            return search(prefix)
        case .searched(let credit, let answerOrigin):
            attribution = credit
            origin = answerOrigin
            phase = .loaded
        case .searchFailed(let why):
            phase = .failed(why)
            return [.alert(AlertMessage(title: L.charactersSearchFailed, message: why))]
        case .listed(let count, let more):
            results.count = count
            hasMore = more
            // On towards the end: the selection follows each page and rests on the last character.
            if goingToTheEnd, mode == .results {
                results.bottom()
                // At most a few hundred at a time: each page is a request against the service's hourly limit.
                if more, count < pagesToTheEnd * CharacterPage.size { return [.loadMore] }
                goingToTheEnd = false
                if more { message = L.charactersEndLoadedSoFar(count) }
            }
        case .detailAnswered(let answer): detail = answer
        case .favoritesLoaded(let list):
            favoriteCharacters = list
            favorites.count = list.count
        case .said(let sentence): message = sentence
        case .moreFailed(let why):
            goingToTheEnd = false
            message = L.charactersCouldNotLoadMore(why)
        }
        return []
    }

    /// The list shown (behind the details, when they are open).
    var shownList: ListState { pane == .favorites ? favorites : results }

    /// A move in the list shown; near the end of the results, the next page is fetched.
    private mutating func move(to list: ListState) -> [CharactersEffect] {
        goingToTheEnd = false
        above.focused = nil
        onCredit = false
        if pane == .favorites {
            favorites = list
            return []
        }
        if mode == .searchField { mode = .results }
        results = list
        return phase == .loaded ? [.selectionChanged(list.selected)] : []
    }

    private mutating func search(_ prefix: String) -> [CharactersEffect] {
        goingToTheEnd = false
        searched = prefix
        results = ListState()
        phase = .searching
        return [.search(prefix)]
    }

    /// The query as searched: trimmed, at least two letters.
    static func searchable(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= minimumQuery ? trimmed : nil
    }
}

extension CharactersState: TabTransition {}
