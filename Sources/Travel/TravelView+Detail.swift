import Foundation
import Services
import TUI

/// The Travel tab's detail box: facts, overview, and the barrier-free accordion.
extension TravelView {
    var detailBindings: [KeyBinding] {
        guard case .loaded(let common, _, _) = model.detail.value else {
            return [KeyBinding([.escape, .char("q")], label: "Esc", "close", hint: "close") { [weak self] in self?.model.closeDetail() }]
        }
        return Accordion.bindings({ [weak self] in self?.accordion ?? AccordionState() }, sectionCount: TravelView.groupCount) { [weak self] in
            self?.accordion = $0
        } + [
            KeyBinding([.char("b")], "bookmark this spot", hint: "★") { [weak self] in
                self?.model.toggleBookmark(common)
            },
            KeyBinding([.char("o")], "open every section") { [weak self] in
                self?.accordion.open = Set(0..<TravelView.groupCount)
            },
            KeyBinding([.escape, .char("q")], label: "Esc", "close the details", hint: "close") { [weak self] in self?.model.closeDetail() },
        ]
    }

    static let groupCount = 5

    /// The accordion's sections: the four groups of the service plus 고령자 (elderly).
    static func sections(_ info: BarrierFreeInfo?) -> [AccordionSection] {
        var sections = BarrierFreeInfo.groups.map { group in
            AccordionSection(title: group.title, items: group.fields.map { (label: $0.label, value: info?.value($0.name)) })
        }
        sections.append(AccordionSection(title: "고령자", items: info?.elderly ?? [("휠체어 대여", nil), ("보행 보조·기타", nil)]))
        return sections
    }

    func renderDetail(_ detail: TravelViewModel.Detail, in area: Rect, spinner: String, accessible: Bool, buffer: inout Buffer) {
        let box = area.inset(horizontal: max(0, (area.width - 96) / 2), vertical: 0)
        buffer.fill(box)
        switch detail {
        case .loading(let title):
            Frame(title: title, style: .bold).render(in: box, buffer: &buffer)
            let inner = Frame.inner(of: box)
            buffer.write(spinnerPrefixed(spinner, "loading…"), x: inner.x + 1, y: inner.y)
            buffer.cursor = Point(x: inner.x + 1, y: inner.y)
        case .failed(let message):
            Frame(title: "Spot", style: .bold).render(in: box, buffer: &buffer)
            let inner = Frame.inner(of: box)
            buffer.write(message, x: inner.x + 1, y: inner.y, maxWidth: inner.width - 1)
            buffer.cursor = Point(x: inner.x + 1, y: inner.y)
        case let .loaded(common, info, distance):
            let star = model.isBookmarked(common.id) ? "★ " : ""
            Frame(title: star + common.title, style: .bold).render(in: box, buffer: &buffer)
            let inner = Frame.inner(of: box)
            let width = max(1, inner.width - 2)
            var lines: [(String, Style)] = []
            let category = common.typeID.flatMap(TourCategory.init(rawValue:))?.korean ?? ""
            let direction = common.latitude.flatMap { lat in common.longitude.map { lon in
                self.model.location.value.coordinate.bearing(to: Coordinate(latitude: lat, longitude: lon)) } }
            lines.append(([category, distance.map { formatDistance($0, bearing: direction, inWords: true) + " away" }].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "), .dim))
            lines.append(("주소  " + common.address, .plain))
            lines.append(("전화  " + (common.tel.isEmpty ? "없음" : common.tel), .plain))
            lines.append(("홈페이지  " + (common.homepage.isEmpty ? "없음" : common.homepage), .plain))
            let overview = common.overview.wrapped(to: width)
            for line in overview.prefix(4) { lines.append((line, .plain)) }
            if overview.count > 4 { lines.append(("…", .dim)) }
            guard let info, info.isRecorded else {
                // Unknown is not "none": say so instead of a page of 없음.
                lines.append(("무장애 편의정보", .bold))
                let notice = info == nil ? TravelView.barrierFreeUnavailable : TravelView.noBarrierFreeRecord
                for line in notice.wrapped(to: width) { lines.append((line, .plain)) }
                for (i, line) in lines.prefix(inner.height).enumerated() {
                    buffer.write(line.0, x: inner.x + 1, y: inner.y + i, style: line.1, maxWidth: width)
                }
                return
            }
            lines.append(("무장애 편의정보 — Enter/Space opens a group, o opens all", .bold))
            for (i, line) in lines.prefix(inner.height).enumerated() {
                buffer.write(line.0, x: inner.x + 1, y: inner.y + i, style: line.1, maxWidth: width)
            }
            let accordionArea = Rect(x: inner.x + 1, y: inner.y + lines.count, width: width, height: inner.height - lines.count)
            Accordion(sections: TravelView.sections(info), emptyText: "없음", focused: true, headersInWords: accessible).render(in: accordionArea, state: &accordion, buffer: &buffer)
        }
    }

    static let noBarrierFreeRecord = "기록 없음 — there is no barrier-free record for this place in the data in use, so nothing is known about its facilities (which is not the same as none)."
    static let barrierFreeUnavailable = "The barrier-free details could not be loaded; close and open the spot to try again."

}
