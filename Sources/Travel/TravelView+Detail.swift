import Foundation
import Localization
import Services
import TUI

/// The Travel tab's details: one walkable text — title, facts, overview, then the barrier-free groups, whose
/// headers open and close (an accordion laid out as lines). `j`/`k` move the focus (and the cursor) one line,
/// through headers and open items alike, so a braille display reaches every line.
extension TravelView {
    var detailBindings: [KeyBinding] {
        let close = KeyBinding([.escape, .char("q")], label: "Esc", L.travelKeyCloseDetails, hint: L.hintClose) {
            [weak self] in
            self?.model.closeDetail()
        }
        let walk = ListState.navigationBindings({ [weak self] in
            guard let self else { return ListState() }
            _ = self.currentGroupOfLine()
            return self.state.details
        }) { [weak self] in self?.model.state.details = $0 }
        guard case .loaded(let common, _, _) = model.detail.value else { return walk + [close] }
        return walk + [
            KeyBinding([.enter, .char(" ")], label: "Enter/Space", L.travelKeyToggleGroup, hint: L.travelHintOpen) {
                [weak self] in self?.toggleFocusedGroup()
            },
            KeyBinding([.char("J")], label: "J/K", L.travelKeyNextPreviousGroup) { [weak self] in
                self?.jumpToGroup(by: 1)
            },
            KeyBinding([.char("K")], label: "", "") { [weak self] in self?.jumpToGroup(by: -1) },
            KeyBinding([.char("o")], L.travelKeyOpenEveryGroup) { [weak self] in self?.openEveryGroup() },
            KeyBinding([.char("b")], L.travelKeyBookmarkThis, hint: "★") { [weak self] in
                self?.model.toggleBookmark(common)
            },
            close,
        ]
    }

    static let groupCount = 5

    /// The accordion's sections: the four groups of the service plus 고령자 (elderly).
    static func sections(_ info: BarrierFreeInfo?) -> [AccordionSection] {
        var sections = BarrierFreeInfo.groups.map { group in
            AccordionSection(
                title: group.title, items: group.fields.map { (label: $0.label, value: info?.value($0.name)) })
        }
        sections.append(AccordionSection(title: "고령자", items: info?.elderly ?? [("휠체어 대여", nil), ("보행 보조·기타", nil)]))
        return sections
    }

    /// The details laid out at `width`, and for each line that is a group's header, that group.
    func detailText(width: Int, accessible: Bool) -> (lines: [TextLine], groupOfLine: [Int: Int]) {
        switch model.detail.value {
        case nil: return ([], [:])
        case .loading(let title)?: return ([TextLine(title, style: .bold), TextLine(L.loading, style: .dim)], [:])
        case .failed(let message)?:
            return ([TextLine(L.travelSpot, style: .bold)] + message.wrapped(to: width).map { TextLine($0) }, [:])
        case let .loaded(common, info, distance)?:
            var lines: [TextLine] = [TextLine((model.isBookmarked(common.id) ? "★ " : "") + common.title, style: .bold)]
            let category = common.typeID.flatMap(TourCategory.init(rawValue:))?.korean ?? ""
            let direction = common.latitude.flatMap { lat in
                common.longitude.map { lon in
                    self.model.location.value.coordinate.bearing(to: Coordinate(latitude: lat, longitude: lon))
                }
            }
            let facts = [
                category, distance.map { L.travelAway(formatDistance($0, bearing: direction, inWords: true)) },
            ]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
            // The street it is on, where the map's streets are known (the accessible mode has no map to show it).
            let street = common.latitude.flatMap { lat in
                common.longitude.flatMap { lon in
                    model.groundLoader.ground.value?.street(near: Coordinate(latitude: lat, longitude: lon))
                }
            }
            var factsLine = facts + (street.map { L.onStreet($0) } ?? "")
            if factsLine.hasPrefix(", ") { factsLine.removeFirst(2) }  // a street and no other fact
            if !factsLine.isEmpty { lines.append(TextLine(factsLine, style: .dim)) }
            // "주소: …" in the accessible mode, as every other details line there reads.
            let colon = accessible ? ": " : "  "
            lines.append(TextLine("주소" + colon + common.address))
            lines.append(TextLine("전화" + colon + (common.tel.isEmpty ? "없음" : common.tel)))
            lines.append(TextLine("홈페이지" + colon + (common.homepage.isEmpty ? "없음" : common.homepage)))
            // No overview (the offline records have none): no empty line for a braille display to stop on.
            if !common.overview.isEmpty { lines += common.overview.wrapped(to: width).map { TextLine($0) } }
            guard let info, info.isRecorded else {
                // Unknown is not "none": say so instead of a page of 없음.
                lines.append(TextLine("무장애 편의정보", style: .bold))
                let notice = info == nil ? L.travelBarrierFreeUnavailable : L.travelNoBarrierFreeRecord
                return (lines + notice.wrapped(to: width).map { TextLine($0) }, [:])
            }
            lines.append(TextLine("무장애 편의정보 — " + L.travelBarrierFreeKeys, style: .bold))
            let accordion = Accordion(sections: TravelView.sections(info), emptyText: "없음", inWords: accessible)
            var groupOfLine: [Int: Int] = [:]
            var groups = AccordionState()
            groups.open = state.openGroups
            for line in accordion.lines(state: groups, width: width) {
                switch line {
                case .header(let section, let text):
                    groupOfLine[lines.count] = section
                    lines.append(TextLine(text, style: .bold))
                case .item(_, let text, let isEmpty):
                    lines.append(TextLine(text, style: isEmpty ? .dim : .plain))
                }
            }
            return (lines, groupOfLine)
        }
    }

    /// The keys act on the lines as they are now laid out (a header's line depends on the width the details were
    /// last drawn at, and on the groups open above it), even when several keys arrive before the next frame.
    /// Also brings the focused line's count up to date, so a move is never clamped to an older layout.
    private func currentGroupOfLine() -> [Int: Int] {
        let text = detailText(width: detailLayout.width, accessible: detailLayout.accessible)
        model.state.details.count = text.lines.count
        return text.groupOfLine
    }

    /// Opens every group, the focus staying on the line it was on (items open above it move it down).
    private func openEveryGroup() {
        let before = currentGroupOfLine()
        let focused = state.details.selected
        // The group whose header is at or above the focused line, and how far below that header the focus is.
        let header = before.keys.filter { $0 <= focused }.max()
        model.state.openGroups = Set(0..<TravelView.groupCount)
        guard let header, let group = before[header] else { return }
        let after = currentGroupOfLine()
        guard let newHeader = after.first(where: { $0.value == group })?.key else { return }
        model.state.details.select(newHeader + (focused - header))
    }

    private func toggleFocusedGroup() {
        guard let group = currentGroupOfLine()[state.details.selected] else { return }
        if model.state.openGroups.contains(group) {
            model.state.openGroups.remove(group)
        } else {
            model.state.openGroups.insert(group)
        }
    }

    private func jumpToGroup(by step: Int) {
        let headers = currentGroupOfLine().keys.sorted()
        let current = state.details.selected
        let target = step > 0 ? headers.first { $0 > current } : headers.last { $0 < current }
        if let target { model.state.details.select(target) }
    }

    func renderDetail(in area: Rect, accessible: Bool, buffer: inout Buffer) {
        var title = L.travelSpot
        if case .loading(let name)? = model.detail.value { title = name }
        if case .loaded(let common, _, _)? = model.detail.value { title = common.title }
        let inner = ModalBox(
            title: title, width: 96, height: area.height, bare: accessible, titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        detailLayout = (max(1, inner.width - 1), accessible)
        ScrollText(detailText(width: detailLayout.width, accessible: accessible).lines).render(
            in: inner, state: &model.state.details, buffer: &buffer)
    }
}
