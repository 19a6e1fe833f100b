import Foundation
import Localization
import Observables
import Services
import TUI

/// The Characters tab: a search field, the results (or the favourites), and a detail box.
@MainActor
public final class CharactersView: TabModelView {
    public static var tabTitle: String { L.charactersTitle }
    public static let tabNumber = 3

    public let model: CharactersViewModel
    static let savedFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"  // not UI: a date pattern
        return f
    }()
    private var subscriptions = Set<Subscription>()
    /// Where the list and the search row were drawn, for clicks.
    private var lastListArea = Rect(x: 0, y: 0, width: 0, height: 0)
    private var lastSearchRow = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Result rows as drawn (one-row buffers), by character id and favourite mark, for one row width: a selection
    /// move redraws every visible row, and composing and writing each again was a tenth of a key press; a drawn row
    /// is copied in. Emptied by a new search.
    private var resultRows = KeptRows<RowLayout, RowKey>()
    private var searchRowImage = KeptImage<SearchRowKey>()
    private var infoRowImage = KeptImage<InfoRowKey>()

    struct RowKey: Hashable {
        var id: Int
        var favorite: Bool
    }

    /// How rows are laid out: their width, and whether they are the accessible mode's one sentence from the
    /// first column ("Spider-Man (Peter Parker), 4043 issues, …") instead of padded columns.
    struct RowLayout: Equatable {
        var width: Int
        var compact: Bool
        /// The counts' column in the default mode (the widest the catalogue's counts can be).
        var countsWidth = 0
    }

    struct RowText {
        /// "★ " on a favourite; two blanks for the star's column, or nothing in a compact row.
        var lead: String
        var name: String
        var counts: String
        var summary: String
        /// The counts before the name: the one row shape of both modes, the key fact within 40 braille cells.
        var countsFirst = true
    }

    public init(model: CharactersViewModel) {
        self.model = model
        // A new search's rows are drawn anew (the kept images are the last search's).
        model.revision.sink { [weak self] _ in
            if self?.model.state.phase == .searching { self?.resultRows.removeAll() }
        }.store(in: &subscriptions)
    }

    private var state: CharactersState { model.state }

    public var focus: FocusID? { state.focus }
    public var isFocusOnTopLine: Bool { state.isOnTopLine }
    public var isFocusOnBottomLine: Bool {
        state.isOnLastLoadedLine && !(state.mode == .results && model.state.loadsMorePages)
    }

    public var statusText: String {
        if let message = model.state.message { return message }
        if model.state.phase == .searching { return L.loading }
        return L.charactersStatusFavourites(
            count: model.state.favoriteCharacters.count, capacity: FavoriteCharactersStore.capacity)
    }

    public var viewDescription: String {
        // Above the list the line still says the view, the count and the place first, then where the focus is.
        guard state.above.focused == nil || model.state.detail != nil else {
            return listDescription + ", " + L.charactersWhereAboveTheList
        }
        return listDescription
    }

    private var listDescription: String {
        if let detail = model.state.detail {
            switch detail {
            case .loading(let name): return L.charactersWhereDetailsLoading(name: name)
            case .failed: return L.charactersWhereDetailsFailed
            case .loaded(let c): return L.charactersWhereDetails(name: c.name)
            }
        }
        if state.pane == .favorites {
            let count = model.state.favoriteCharacters.count
            return L.charactersWhereFavourites(
                count: count, capacity: FavoriteCharactersStore.capacity,
                selected: count > 0 ? state.favorites.selected + 1 : nil)
        }
        let results = model.results.value.count, total = model.total.value
        let query = model.query
        if state.mode == .searchField { return L.charactersWhereSearchField(query: query, total: total) }
        guard results > 0 else { return L.charactersWhereNoResults(query: query) }
        return L.charactersWhereResults(query: query, selected: state.results.selected + 1, total: total)
    }

    public var helpNotes: [String] {
        [L.charactersHelpMarks, L.charactersHelpOffline]
    }

    // MARK: Keys

    /// While the field has focus it takes every printable key, so `q` or `1` type instead of acting.
    public func captureKey(_ key: Key) -> Bool {
        guard state.mode == .searchField else { return false }
        switch key {
        case .enter, .down, .escape:
            model.leaveField()
        case .tab, .backTab:
            return false
        case .char("/"):
            break  // `/` goes to the search field; it is never a character of the query
        default:
            return model.edit(key)
        }
        return true
    }

    /// The details' keys, or the favourites', or the results' (the search field takes its typing before them).
    public var bindingsBasis: Int? {
        switch state.mode {
        case .detail: KeyTable.details.rawValue
        case .favorites: KeyTable.favourites.rawValue
        case .results, .searchField: KeyTable.results.rawValue
        }
    }
    private enum KeyTable: Int { case details, favourites, results }

    /// The key table of the current mode.
    public var bindings: [KeyBinding] {
        if state.isDetail {
            let walk = ListState.navigationBindings({ [weak self] in self?.state.details ?? ListState() }) {
                [weak self] moved in
                self?.model.moveDetailLine { $0 = moved }
            }
            return walk + [
                KeyBinding(
                    [.escape, .enter, .char("q")], label: "Esc", L.charactersKeyCloseDetails,
                    hint: L.hintClose
                ) {
                    [weak self] in
                    self?.model.closeDetail()
                },
                KeyBinding(
                    [.char("f"), .char(" ")], label: "f/Space", L.charactersKeyToggleThisFavourite, hint: "★"
                ) {
                    [weak self] in
                    if case .loaded(let character) = self?.model.state.detail { self?.model.toggleFavorite(character) }
                },
            ]
        }
        let favorites = state.pane == .favorites
        var list: [KeyBinding] = [
            KeyBinding([.char("/")], L.charactersKeySearch, hint: L.hintSearch) {
                [weak self] in self?.model.focusField()
            },
            KeyBinding(
                [.char("v")], L.charactersKeySwitchList,
                hint: favorites ? L.charactersHintResults : L.hintFavourites
            ) {
                [weak self] in self?.model.switchList()
            },
            KeyBinding(
                [.char("f"), .char(" ")], label: "f/Space",
                L.charactersKeyToggleFavourite(capacity: FavoriteCharactersStore.capacity), hint: "★"
            ) {
                [weak self] in self?.model.toggleSelectedFavorite()
            },
            KeyBinding([.enter], L.charactersKeyDetails, hint: L.hintDetails) { [weak self] in
                self?.model.enter()
            },
        ]
        if favorites {
            list.append(
                KeyBinding([.char("d"), .delete], L.charactersKeyRemoveFavourite) { [weak self] in
                    self?.model.removeSelectedFavorite()
                })
            // Esc leaves the favourites as it leaves every other view (before, it did nothing here).
            list.append(
                KeyBinding([.escape], label: "Esc", L.charactersKeyBackToResults) { [weak self] in
                    self?.model.switchList()
                })
        } else {
            list.append(KeyBinding([.char("r")], L.charactersKeySearchAgain) { [weak self] in self?.model.retry() })
        }
        let navigation = ListState.navigationBindings({ [weak self] in
            guard let self else { return ListState() }
            return favorites ? self.state.favorites : self.state.results
        }) { [weak self] moved in self?.model.moveSelection { $0 = moved } }
        // Before the list's own: j/k go on past its first row to the lines above it; Home to the top, g to row 1;
        // G/End to the last character of the whole list (the rest fetched), not of the pages loaded.
        let last = KeyBinding([.char("G"), .end], label: "", "") { [weak self] in self?.model.toLast() }
        return LinesAbove.bindings(model) + [last] + navigation + list
    }

    public func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool {
        // The details cover the tab: the field and the list behind them take no click or wheel.
        guard !state.isDetail else { return false }
        switch event.kind {
        case .wheelDown: model.moveSelection { $0.moveDown() }
        case .wheelUp: model.moveSelection { $0.moveUp() }
        case .click where lastSearchRow.contains(event.position):
            model.focusField()
        case .click:
            let list = state.pane == .favorites ? state.favorites : state.results
            guard let index = ListView.index(at: event.position, in: lastListArea, state: list) else { return false }
            model.moveSelection { $0.select(index) }
        }
        return true
    }

    // MARK: Drawing

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (top, rest) = area.splitTop(2)
        let (body, footer) = rest.splitBottom(1)
        lastSearchRow = Rect(x: top.x, y: top.y, width: top.width, height: 1)
        renderSearchRow(in: lastSearchRow, buffer: &buffer)
        renderInfoRow(
            in: Rect(x: top.x, y: top.y + 1, width: top.width, height: 1), spinner: context.spinner, buffer: &buffer)
        lastListArea = body
        if state.pane == .favorites {
            renderFavorites(in: body, compact: context.accessible, buffer: &buffer)
        } else {
            renderResults(in: body, spinner: context.spinner, compact: context.accessible, buffer: &buffer)
        }
        var attribution = attributionWords(model.state.attribution)
        if let origin = model.state.origin, origin.isOfflineCopy {
            attribution = L.charactersOfflineCopy(age: origin.age(now: model.now)) + attribution
        }
        buffer.write(attribution, x: footer.x, y: footer.y, style: .dim, maxWidth: footer.width)
        // The focus on a line above the list, in place of the list's row.
        if !state.isDetail, state.mode != .searchField, state.onCredit {
            buffer.reportLineFocus(footer)  // the credit line under the list
        } else if !state.isDetail, state.mode != .searchField, let line = state.above.focused {
            buffer.reportLineFocus(Rect(x: top.x, y: top.y + line, width: top.width, height: 1))
        } else if !state.isDetail, state.mode != .searchField, model.state.shownListIsEmpty {
            // Nothing listed: the summary line says why and stands in for the list's row, highlighted as the row would be.
            buffer.reportLineFocus(Rect(x: top.x, y: top.y + 1, width: top.width, height: 1))
        }
        if let detail = model.state.detail {
            renderDetail(detail, in: area, spinner: context.spinner, bare: context.accessible, buffer: &buffer)
        }
    }

    private func renderSearchRow(in row: Rect, buffer: inout Buffer) {
        // The key holds what the row is made from, not its words: a move in the list changes none of it, and the
        // words are made only when the row is drawn again.
        let key = SearchRowKey(
            language: Localization.language, wide: row.width >= 70, favourites: state.pane == .favorites,
            count: model.state.favoriteCharacters.count, field: state.field)
        searchRowImage.render(key, in: row, buffer: &buffer) { row, buffer in
            let label = L.charactersSearchLabel + " "
            // The list shown is in brackets: "[Results]  Favourites ★1 ", or "[R] ★1 " on a narrow row.
            let results = key.wide ? L.charactersResultsTab : L.charactersResultsTabShort
            let saved = key.wide ? L.charactersFavouritesTab(count: key.count) : "★\(key.count)"
            let resultsTab = key.favourites ? " \(results) " : "[\(results)]"
            let savedTab = key.favourites ? "[\(saved)]" : " \(saved) "
            let tabs = key.wide ? "  " + resultsTab + " " + savedTab : " " + resultsTab + savedTab
            var x = row.x + buffer.write(label, x: row.x, y: row.y, style: .bold)
            let fieldWidth = max(8, row.width - label.displayWidth - tabs.displayWidth)
            TextField(state: key.field).render(
                in: Rect(x: x, y: row.y, width: fieldWidth, height: 1), buffer: &buffer)
            x += fieldWidth
            buffer.write(tabs, x: x, y: row.y, style: .bold, maxWidth: row.maxX - x)
        }
    }

    /// What the search row is made from; it is drawn again only when one of these changes (not on a move in the list).
    private struct SearchRowKey: Equatable {
        let language: Language, wide: Bool, favourites: Bool, count: Int, field: TextFieldState
    }

    private func renderInfoRow(in row: Rect, spinner: String, buffer: inout Buffer) {
        // Kept by what the line says it from: a move in the list changes none of it (a page loaded changes `shown`).
        let phase = model.state.phase
        let key = InfoRowKey(
            language: Localization.language, favourites: state.pane == .favorites,
            inField: state.mode == .searchField, phase: phase, spinner: phase == .searching ? spinner : "",
            query: model.query, total: model.total.value, anywhere: model.matchesAnywhere,
            shown: model.results.value.count)
        infoRowImage.render(key, in: row, buffer: &buffer) { row, buffer in
            let text: String
            switch (key.favourites, key.phase) {
            case (true, _): text = L.charactersFavouritesInfo
            case (_, .prompt): text = (key.inField ? "" : L.charactersPromptSlash) + L.charactersPrompt
            case (_, .searching): text = spinnerPrefixed(key.spinner, L.charactersSearching(query: key.query))
            case (_, .failed(let message)): text = L.charactersFailedRetry(message)
            case (_, .loaded):
                text =
                    key.total == 0
                    ? L.charactersNoMatches(query: key.query, anywhere: key.anywhere)
                    : L.charactersMatches(
                        total: key.total, query: key.query, anywhere: key.anywhere, shown: key.shown)
            }
            buffer.write(text, x: row.x, y: row.y, style: .dim, maxWidth: row.width)
        }
    }

    /// What the line above the list is made from.
    private struct InfoRowKey: Equatable {
        let language: Language, favourites: Bool, inField: Bool, phase: CharactersViewModel.Phase, spinner: String
        let query: String, total: Int, anywhere: Bool, shown: Int
    }

    private func renderResults(in area: Rect, spinner: String, compact: Bool, buffer: inout Buffer) {
        let results = model.results.value
        guard !results.isEmpty else { return }
        let footer = model.isLoadingMore.value ? "  " + spinnerPrefixed(spinner, L.loadingMore) : nil
        // The star and the counts (the key fact) are highlighted, not the whole row: as clear a mark, fewer bytes per
        // move.
        let countsWidth = Self.countsWidth(results.first?.catalogue ?? .wiki)
        let nameColumns = 2 + countsWidth
        var widget = ListView(
            focused: state.mode == .results && state.above.focused == nil, footer: footer, highlightColumns: nameColumns
        ) {
            index, rect, buffer in
            let image = self.resultRowImage(
                results, index, layout: RowLayout(width: rect.width, compact: compact, countsWidth: countsWidth))
            buffer.draw(image, at: Point(x: rect.x, y: rect.y))
        }
        model.lend(\.results) { widget.render(in: area, state: &$0, buffer: &buffer) }
    }

    /// By index into the array, so a row already drawn costs no copy of the character.
    private func resultRowImage(_ results: [ComicCharacter], _ index: Int, layout: RowLayout) -> Buffer {
        let key = RowKey(
            id: results[index].id, favorite: model.isFavorite(id: results[index].id, in: results[index].catalogue))
        return resultRows.row(key, layout: layout, width: layout.width) { area, image in
            let text = rowText(
                name: results[index].name, summary: results[index].summaryWords ?? L.charactersNoDescription,
                counts: results[index].countsWords, favorite: key.favorite, layout: layout)
            row(text, favorite: key.favorite, rect: area, buffer: &image)
        }
    }

    private func renderFavorites(in area: Rect, compact: Bool, buffer: inout Buffer) {
        let favorites = model.state.favoriteCharacters
        guard !favorites.isEmpty else {
            return MessageText(L.charactersNoFavourites, centered: true)
                .render(in: area, buffer: &buffer)
        }
        var widget = ListView(focused: state.mode == .favorites && state.above.focused == nil) { index, rect, buffer in
            let favorite = favorites[index]
            let saved = CharactersView.savedFormatter.string(from: favorite.savedAt)
            let counts = L.charactersSavedAt(saved)
            let text = self.rowText(
                name: favorite.name,
                summary: favorite.description.isEmpty ? L.charactersNoDescription : favorite.description,
                counts: counts, favorite: true,
                layout: RowLayout(width: rect.width, compact: compact, countsWidth: counts.displayWidth))
            self.row(text, favorite: true, rect: rect, buffer: &buffer)
        }
        model.lend(\.favorites) { widget.render(in: area, state: &$0, buffer: &buffer) }
    }

    /// "★ 4043 issues     Spider-Man (Peter Parker)   good · living …": the counts (the key fact) first in both
    /// modes; favourites reversed too.
    private func rowText(
        name: String, summary: String, counts: String, favorite: Bool, layout: RowLayout
    ) -> RowText {
        if layout.compact {
            return RowText(
                lead: favorite ? "★ " : "", name: name + ", ", counts: counts + ", ", summary: summary,
                countsFirst: true)
        }
        return RowText(
            lead: favorite ? "★ " : "  ", name: name.padded(to: Self.nameWidth(layout.width)) + " ",
            counts: counts.padded(to: layout.countsWidth) + "  ", summary: summary)
    }

    /// The names' column: 26 at most, a third of the width at least 12.
    private static func nameWidth(_ width: Int) -> Int { min(26, max(12, width / 3)) }

    /// The counts' column: as wide as the catalogue's counts can be in the language in use ("issues unknown",
    /// "등장 횟수 모름"; Marvel's "12 comics · 3 series"), so the names line up whatever the page.
    private static func countsWidth(_ catalogue: ComicCharacter.Catalogue) -> Int {
        switch catalogue {
        case .wiki, .comicVine:
            return max(L.charactersIssues(nil).displayWidth, L.charactersIssues(99_999).displayWidth)
        case .marvel: return min(24, L.charactersComicsAndSeries(comics: 9_999, series: 999).displayWidth)
        }
    }

    private func row(_ text: RowText, favorite: Bool, rect: Rect, buffer: inout Buffer) {
        let style = favorite ? Style(bold: true, reverse: true) : Style.plain
        if favorite { buffer.fill(rect, style: style) }
        var x = rect.x
        let parts = [(text.name, style), (text.counts, favorite ? style : .dim)]
        x += buffer.write(text.lead, x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
        for (words, partStyle) in text.countsFirst ? parts.reversed() : parts {
            x += buffer.write(words, x: x, y: rect.y, style: partStyle, maxWidth: rect.maxX - x)
        }
        buffer.write(text.summary, x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
    }

    private func renderDetail(
        _ detail: CharactersViewModel.Detail, in area: Rect, spinner: String, bare: Bool, buffer: inout Buffer
    ) {
        // The detail takes the whole tab: the list behind it would only be noise.
        let title: String
        switch detail {
        case .loading(let name): title = name
        case .failed: title = L.charactersDetailTitle
        case .loaded(let c): title = (model.isFavorite(c) ? "★ " : "") + c.name
        }
        let inner = ModalBox(
            title: title, width: 84, height: area.height, bare: bare, titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        let lines: [TextLine]
        switch detail {
        case .loading:
            lines = [TextLine(title, style: .bold), TextLine(spinnerPrefixed(spinner, L.loading))]
        case .failed(let message):
            lines =
                [TextLine(title, style: .bold)]
                + message.wrapped(to: max(1, inner.width - 1)).map { TextLine($0) }
        case .loaded(let c):
            lines =
                [TextLine(title, style: .bold)] + factLines(of: c, width: max(1, inner.width - 1), bare: bare)
                + [TextLine(""), TextLine(L.charactersDetailFooter, style: .dim)]
        }
        var widget = ScrollText(lines)
        model.lend(\.details) { widget.render(in: inner, state: &$0, buffer: &buffer) }
    }

    /// Description, the source's facts, links: every line reachable by `j`.
    private func factLines(of c: ComicCharacter, width: Int, bare: Bool) -> [TextLine] {
        var lines: [TextLine] = []
        if !c.description.isEmpty {
            lines += c.description.wrapped(to: width).map { TextLine($0) }
            lines.append(TextLine(""))
        }
        let facts = c.labelledFactWords
        if !facts.isEmpty {
            // Bare (the accessible mode): "Appearances: 4043", no label column of blanks to spend braille cells on.
            let labelWidth = facts.map { $0.0.displayWidth }.max() ?? 0
            lines += facts.map { TextLine(bare ? $0.0 + ": " + $0.1 : $0.0.padded(to: labelWidth) + "  " + $0.1) }
        }
        if c.description.isEmpty && facts.isEmpty { lines += [TextLine(L.charactersNoDescription), TextLine("")] }
        for collection in c.appearances {
            lines.append(
                TextLine("\(L.charactersAppearancesLabel(collection.label)): \(collection.available)", style: .bold))
            let names = collection.names.prefix(3)
            if !names.isEmpty {
                lines += ("  " + names.joined(separator: ", ")).wrapped(to: width).map { TextLine($0, style: .dim) }
            }
        }
        if let credit = c.creditWords {
            lines += [TextLine(""), TextLine(credit, style: .dim)]
        } else {
            let modified = c.modified.map {
                ISO8601DateFormatter.string(from: $0, timeZone: .current, formatOptions: [.withFullDate])
            }
            lines.append(TextLine(L.charactersModified(modified), style: .dim))
        }
        lines.append(TextLine(""))
        lines += c.links.map { TextLine("\($0.type): \($0.url)", style: .underline) }
        return lines
    }
}
