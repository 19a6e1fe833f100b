import Foundation
import Observables
import Services
import TUI

/// The Characters tab: a search field, the results (or the favourites), and a detail box.
@MainActor
public final class CharactersView: TabModelView {
    public let title = "Characters"
    public let number = 3

    enum Focus { case field, list }
    enum Pane { case results, favorites }

    public let model: CharactersViewModel
    /// Shown until the first answer brings the service's own attribution text.
    static let attributionBeforeAnyAnswer = "Marvel character data · attribution appears with the first results"
    static let savedFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f
    }()
    private var field = TextFieldState()
    /// The field takes keys only after `/` or a click in this visit of the tab (see `activate`).
    private var inputFocus = Focus.list
    private var pane = Pane.results
    private var resultsList = ListState()
    private var favoritesList = ListState()
    private var subscriptions = Set<Subscription>()
    private var lastListArea = Rect(x: 0, y: 0, width: 0, height: 0)
    private var lastSearchRow = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The focused line of the details.
    private var detailLines = ListState()
    /// Result rows as drawn (one-row buffers), by character id and favourite mark, for one row width: a selection
    /// move redraws every visible row, and composing and writing each again was a tenth of a key press; a drawn row
    /// is copied in. Emptied by a new search and past `rowImageLimit` rows.
    private var resultRowImages: [RowKey: Buffer] = [:]
    private var resultRowWidth = 0
    private static let rowImageLimit = 1_000

    struct RowKey: Hashable {
        var id: Int
        var favorite: Bool
    }

    struct RowText {
        var name: String
        var counts: String
        var summary: String
    }

    public init(model: CharactersViewModel) {
        self.model = model
        model.results.bind { [weak self] results in
            self?.resultsList.count = results.count
        }.store(in: &subscriptions)
        model.favorites.bind { [weak self] favorites in
            self?.favoritesList.count = favorites.count
        }.store(in: &subscriptions)
        model.phase.sink { [weak self] phase in
            if phase == .searching {
                self?.resultsList.top()
                self?.resultRowImages = [:]
            }
        }.store(in: &subscriptions)
    }

    /// Every visit starts on the list: `1`…`4`, `q` and `?` act until `/` (or a click) focuses the field,
    /// also right after a start that restored this tab.
    public func activate() {
        inputFocus = .list
        model.activate()
    }

    public var focus: FocusID? {
        if model.detail.value != nil { return .details }
        return pane == .results && inputFocus == .field ? .field : .list
    }

    public var statusText: String {
        if let message = model.message.value { return message }
        if model.phase.value == .searching { return "loading…" }
        return "★ \(model.favorites.value.count)/\(FavoriteCharactersStore.capacity) favourites"
    }

    public var viewDescription: String {
        if let detail = model.detail.value {
            switch detail {
            case .loading(let name): return "Characters — details of \(name), loading"
            case .failed: return "Characters — details, failed"
            case .loaded(let c): return "Characters — details of \(c.name)"
            }
        }
        if pane == .favorites {
            let count = model.favorites.value.count
            return "Characters — favourites, \(count) of \(FavoriteCharactersStore.capacity)"
                + (count > 0 ? ", \(favoritesList.selected + 1) of \(count) selected" : "")
        }
        let results = model.results.value.count, total = model.total.value
        let query = model.query.value.isEmpty ? "" : " “\(model.query.value)”"
        if inputFocus == .field { return "Characters — search field\(query), \(total) results" }
        guard results > 0 else { return "Characters — results\(query), none" + (query.isEmpty ? "; / to search" : "") }
        return "Characters — results\(query), \(resultsList.selected + 1) of \(total) selected"
    }

    public var helpNotes: [String] {
        ["★ and reverse video mark favourites. Search starts 0.3 s after you stop typing (2+ letters); results come 10 at a time.",
         "Marvel retired its public API in 2025: without keys this tab runs on the offline catalogue, 16,376 characters of the Marvel Fandom wiki (FiveThirtyEight, CC BY 4.0, 2014)."]
    }

    // MARK: Keys

    /// While the field has focus it takes every printable key, so `q` or `1` type instead of acting.
    public func captureKey(_ key: Key) -> Bool {
        guard model.detail.value == nil, inputFocus == .field, pane == .results else { return false }
        switch key {
        case .enter, .down:
            inputFocus = .list
        case .escape:
            inputFocus = .list
        case .tab, .backTab:
            return false
        case .char("/"):
            break                      // `/` means "go to the search field", never a character of the query
        default:
            guard field.handle(key) else { return false }
            model.setQuery(field.text)
        }
        return true
    }

    public var bindings: [KeyBinding] {
        if model.detail.value != nil {
            let walk = ListState.navigationBindings({ [weak self] in self?.detailLines ?? ListState() }) { [weak self] in
                self?.detailLines = $0
            }
            return walk + [
                KeyBinding([.escape, .enter, .char("q")], label: "Esc", "close the details", hint: "close") { [weak self] in
                    self?.model.closeDetail()
                },
                KeyBinding([.char("f"), .char(" ")], label: "f/Space", "save or remove this favourite", hint: "★") { [weak self] in
                    if case .loaded(let character) = self?.model.detail.value { self?.model.toggleFavorite(character) }
                },
            ]
        }
        var list: [KeyBinding] = [
            KeyBinding([.char("/")], "search (type 2+ letters; Enter or ↓ goes to the list, Esc leaves the field)", hint: "search") { [weak self] in
                self?.pane = .results
                self?.inputFocus = .field
            },
            KeyBinding([.char("v")], "switch between results and favourites", hint: pane == .results ? "favourites" : "results") { [weak self] in
                guard let self else { return }
                self.pane = self.pane == .results ? .favorites : .results
                self.inputFocus = .list
            },
            KeyBinding([.char("f"), .char(" ")], label: "f/Space", "save or remove the selected favourite (5 at most)", hint: "★") { [weak self] in
                self?.toggleSelected()
            },
            KeyBinding([.enter], "details of the selected character", hint: "details") { [weak self] in self?.openSelected() },
        ]
        if pane == .favorites {
            list.append(KeyBinding([.char("d"), .delete], "remove the selected favourite") { [weak self] in
                guard let self, let favorite = self.model.favorites.value[safe: self.favoritesList.selected] else { return }
                self.model.removeFavorite(favorite)
            })
        } else {
            list.append(KeyBinding([.char("r")], "search again") { [weak self] in self?.model.retry() })
        }
        let navigation = ListState.navigationBindings({ [weak self] in
            guard let self else { return ListState() }
            return self.pane == .results ? self.resultsList : self.favoritesList
        }) { [weak self] state in
            guard let self else { return }
            if self.pane == .results {
                self.resultsList = state
                self.model.selectionChanged(to: state.selected)
            } else {
                self.favoritesList = state
            }
        }
        return navigation + list
    }

    private func toggleSelected() {
        switch pane {
        case .results:
            guard let character = model.results.value[safe: resultsList.selected] else { return }
            model.toggleFavorite(character)
        case .favorites:
            guard let favorite = model.favorites.value[safe: favoritesList.selected] else { return }
            model.toggle(favorite)
        }
    }

    private func openSelected() {
        switch pane {
        case .results:
            guard let c = model.results.value[safe: resultsList.selected] else { return }
            detailLines = ListState()
            model.openDetail(id: c.id, name: c.name)
        case .favorites:
            guard let f = model.favorites.value[safe: favoritesList.selected] else { return }
            detailLines = ListState()
            model.openDetail(id: f.id, name: f.name)
        }
    }

    public func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool {
        var state = pane == .results ? resultsList : favoritesList
        switch event.kind {
        case .wheelDown: state.moveDown()
        case .wheelUp: state.moveUp()
        case .click where lastSearchRow.contains(event.position) && pane == .results:
            inputFocus = .field
            return true
        case .click:
            guard let index = ListView.index(at: event.position, in: lastListArea, state: state) else { return false }
            state.select(index)
            inputFocus = .list
        }
        if pane == .results { resultsList = state; model.selectionChanged(to: state.selected) } else { favoritesList = state }
        return true
    }

    // MARK: Drawing

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (top, rest) = area.splitTop(2)
        let (body, footer) = rest.splitBottom(1)
        lastSearchRow = Rect(x: top.x, y: top.y, width: top.width, height: 1)
        renderSearchRow(in: lastSearchRow, buffer: &buffer)
        renderInfoRow(in: Rect(x: top.x, y: top.y + 1, width: top.width, height: 1), spinner: context.spinner, buffer: &buffer)
        lastListArea = body
        switch pane {
        case .results: renderResults(in: body, spinner: context.spinner, buffer: &buffer)
        case .favorites: renderFavorites(in: body, buffer: &buffer)
        }
        let attribution = model.attribution.value.isEmpty ? Self.attributionBeforeAnyAnswer : model.attribution.value
        buffer.write(attribution, x: footer.x, y: footer.y, style: .dim, maxWidth: footer.width)
        if let detail = model.detail.value { renderDetail(detail, in: area, spinner: context.spinner, buffer: &buffer) }
    }

    private func renderSearchRow(in row: Rect, buffer: inout Buffer) {
        let label = "Search "
        var x = row.x + buffer.write(label, x: row.x, y: row.y, style: .bold)
        let count = model.favorites.value.count
        let tabs = row.width >= 70
            ? "  " + (pane == .results ? "[Results]" : " Results ") + " " + (pane == .favorites ? "[Favourites ★\(count)]" : " Favourites ★\(count) ")
            : " " + (pane == .results ? "[R]" : " R ") + (pane == .favorites ? "[★\(count)]" : " ★\(count) ")
        let fieldWidth = max(8, row.width - label.count - tabs.displayWidth)
        TextField(state: field).render(in: Rect(x: x, y: row.y, width: fieldWidth, height: 1), buffer: &buffer)
        x += fieldWidth
        buffer.write(tabs, x: x, y: row.y, style: .bold, maxWidth: row.maxX - x)
    }

    private func renderInfoRow(in row: Rect, spinner: String, buffer: inout Buffer) {
        let text: String
        switch (pane, model.phase.value) {
        case (.favorites, _): text = "favourites in the order saved (5 at most; saving a sixth removes the oldest)"
        case (_, .prompt):
            text = (inputFocus == .field ? "" : "/ to search · ") + "a character name, e.g. spider — type at least 2 letters"
        case (_, .searching): text = spinnerPrefixed(spinner, "searching for “\(model.query.value)”…")
        case (_, .failed(let message)): text = message + " — r retries"
        case (_, .loaded):
            let shown = model.results.value.count
            let verb = model.matchesAnywhere ? "match" : "start with"
            text = model.total.value == 0 ? "no characters \(verb) “\(model.query.value)”"
                : "\(model.total.value) characters \(verb) “\(model.query.value)” · showing \(shown)"
        }
        buffer.write(text, x: row.x, y: row.y, style: .dim, maxWidth: row.width)
    }

    private func renderResults(in area: Rect, spinner: String, buffer: inout Buffer) {
        let results = model.results.value
        guard !results.isEmpty else { return }
        let footer = model.isLoadingMore.value ? "  " + spinnerPrefixed(spinner, "loading more…") : nil
        ListView(focused: focus == .list && model.detail.value == nil, footer: footer) { index, rect, buffer in
            let image = self.resultRowImage(results, index, width: rect.width)
            buffer.draw(image, at: Point(x: rect.x, y: rect.y))
        }.render(in: area, state: &resultsList, buffer: &buffer)
    }

    /// By index into the array, so a row already drawn costs no copy of the character.
    private func resultRowImage(_ results: [ComicCharacter], _ index: Int, width: Int) -> Buffer {
        if width != resultRowWidth || resultRowImages.count >= Self.rowImageLimit { resultRowImages = [:]; resultRowWidth = width }
        let key = RowKey(id: results[index].id, favorite: model.isFavorite(results[index]))
        if let image = resultRowImages[key] { return image }
        let text = rowText(name: results[index].name, summary: results[index].summary ?? "no description",
                           counts: results[index].countsText, width: width)
        var image = Buffer(size: Size(width: width, height: 1))
        row(text, favorite: key.favorite, rect: image.area, buffer: &image)
        resultRowImages[key] = image
        return image
    }

    private func renderFavorites(in area: Rect, buffer: inout Buffer) {
        let favorites = model.favorites.value
        guard !favorites.isEmpty else {
            return MessageText("no favourites yet — press f on a search result to save one", centered: true)
                .render(in: area, buffer: &buffer)
        }
        ListView(focused: model.detail.value == nil) { index, rect, buffer in
            let favorite = favorites[index]
            let saved = CharactersView.savedFormatter.string(from: favorite.savedAt)
            let text = self.rowText(name: favorite.name, summary: favorite.description.isEmpty ? "no description" : favorite.description,
                                    counts: "saved \(saved)", width: rect.width)
            self.row(text, favorite: true, rect: rect, buffer: &buffer)
        }.render(in: area, state: &favoritesList, buffer: &buffer)
    }

    /// "★ Name            12 comics · 3 series   first line of the description"; favourites reversed too.
    private func rowText(name: String, summary: String, counts: String, width: Int) -> RowText {
        RowText(name: name.padded(to: min(30, max(12, width / 3))) + " ", counts: counts.padded(to: 24) + " ", summary: summary)
    }

    private func row(_ text: RowText, favorite: Bool, rect: Rect, buffer: inout Buffer) {
        let style = favorite ? Style(bold: true, reverse: true) : Style.plain
        if favorite { buffer.fill(rect, style: style) }
        var x = rect.x
        x += buffer.write(favorite ? "★ " : "  ", x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
        x += buffer.write(text.name, x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
        x += buffer.write(text.counts, x: x, y: rect.y, style: favorite ? style : .dim, maxWidth: rect.maxX - x)
        buffer.write(text.summary, x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
    }

    private func renderDetail(_ detail: CharactersViewModel.Detail, in area: Rect, spinner: String, buffer: inout Buffer) {
        // The detail takes the whole tab: the list behind it would only be noise.
        buffer.fill(area)
        let box = area.inset(horizontal: max(0, (area.width - 84) / 2), vertical: 0)
        let inner = Frame.inner(of: box).inset(horizontal: 1, vertical: 0)
        let lines: [TextLine]
        switch detail {
        case .loading(let name):
            Frame(title: name, style: .bold).render(in: box, buffer: &buffer)
            lines = [TextLine(name, style: .bold), TextLine(spinnerPrefixed(spinner, "loading…"))]
        case .failed(let message):
            Frame(title: "Character", style: .bold).render(in: box, buffer: &buffer)
            lines = [TextLine("Character", style: .bold)] + message.wrapped(to: max(1, inner.width - 1)).map { TextLine($0) }
        case .loaded(let c):
            let title = (model.isFavorite(c) ? "★ " : "") + c.name
            Frame(title: title, style: .bold).render(in: box, buffer: &buffer)
            lines = [TextLine(title, style: .bold)] + factLines(of: c, width: max(1, inner.width - 1))
                + [TextLine(""), TextLine("Esc closes · f ★", style: .dim)]
        }
        ScrollText(lines).render(in: inner, state: &detailLines, buffer: &buffer)
    }

    /// Description, the source's facts, links: every line reachable by `j`.
    private func factLines(of c: ComicCharacter, width: Int) -> [TextLine] {
        var lines: [TextLine] = []
        if !c.description.isEmpty {
            lines += c.description.wrapped(to: width).map { TextLine($0) }
            lines.append(TextLine(""))
        }
        let facts = c.labelledFacts
        if !facts.isEmpty {
            let labelWidth = facts.map { $0.0.displayWidth }.max() ?? 0
            lines += facts.map { TextLine($0.0.padded(to: labelWidth) + "  " + $0.1) }
        }
        if c.description.isEmpty && facts.isEmpty { lines += [TextLine("no description"), TextLine("")] }
        for collection in c.appearances {
            lines.append(TextLine("\(collection.label): \(collection.available)", style: .bold))
            let names = collection.names.prefix(3)
            if !names.isEmpty { lines += ("  " + names.joined(separator: ", ")).wrapped(to: width).map { TextLine($0, style: .dim) } }
        }
        if let credit = c.credit {
            lines += [TextLine(""), TextLine(credit, style: .dim)]
        } else {
            let modified = c.modified.map { ISO8601DateFormatter.string(from: $0, timeZone: .current, formatOptions: [.withFullDate]) } ?? "unknown"
            lines.append(TextLine("modified: \(modified)", style: .dim))
        }
        lines.append(TextLine(""))
        lines += c.links.map { TextLine("\($0.type): \($0.url)", style: .underline) }
        return lines
    }
}

