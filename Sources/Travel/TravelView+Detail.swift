import Foundation
import Localization
import Services
import TUI

/// The Travel tab's details: one walkable text — title, facts, sources, the access groups (whose headers open and
/// close), then the overview. `j`/`k` move the focus (and the cursor) one line, through headers and open items alike,
/// so a braille display reaches every line. The lines come from the model (`linesNow.details()`), wrapped to the box
/// as it was last drawn (`detailsWidth`).
extension TravelView {
    var detailBindings: [KeyBinding] {
        let m = model
        let close = KeyBinding([.escape, .char("q")], label: "Esc", L.travelKeyCloseDetails, hint: L.hintClose) {
            m.closeDetail()
        }
        let walk = ListState.navigationBindings({ m.state.details }) { moved in m.moveDetails { $0 = moved } }
        guard case .loaded = state.detail else { return walk + [close] }
        return walk + [
            KeyBinding([.enter, .char(" ")], label: "Enter/Space", L.travelKeyToggleGroup, hint: L.travelHintOpen) {
                m.toggleFocusedGroup()
            },
            KeyBinding([.char("J")], label: "J/K", L.travelKeyNextPreviousGroup) { m.jumpToGroup(by: 1) },
            KeyBinding([.char("K")], label: "", "") { m.jumpToGroup(by: -1) },
            KeyBinding([.char("o")], L.travelKeyOpenEveryGroup) { m.openEveryGroup() },
            KeyBinding([.char("b")], L.travelKeyBookmarkThis, hint: "★") { m.toggleBookmarkOfDetail() },
            close,
        ]
    }

    /// The details' lines, and below them the overview wrapped to `width`.
    func detailText(width: Int) -> [TextLine] {
        switch state.detail {
        case nil: return []
        case .loading(let title)?: return [TextLine(title, style: .bold), TextLine(L.loading, style: .dim)]
        case .failed(let message)?:
            return [TextLine(L.travelSpot, style: .bold)] + message.wrapped(to: width).map { TextLine($0) }
        case .loaded(let common, _, _)?:
            var lines = model.linesNow.details().map { TextLine($0.text, style: $0.style) }
            // No overview (the offline records and OpenStreetMap have none): no empty line to stop on.
            if !common.overview.isEmpty { lines += common.overview.wrapped(to: width).map { TextLine($0) } }
            return lines
        }
    }

    func renderDetail(in area: Rect, accessible: Bool, buffer: inout Buffer) {
        var title = L.travelSpot
        if case .loading(let name)? = state.detail { title = name }
        if case .loaded(let common, _, _)? = state.detail { title = common.title }
        let inner = ModalBox(
            title: title, width: 96, height: area.height, bare: accessible, titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        // The details' lines wrap to the box (a key then acts on the lines as they are shown).
        model.lend(\.detailsWidth) { $0 = max(1, inner.width - 1) }
        let text = ScrollText(detailText(width: max(1, inner.width - 1)))
        model.lend(\.details) { text.render(in: inner, state: &$0, buffer: &buffer) }
    }
}
