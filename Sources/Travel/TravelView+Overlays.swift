import Localization
import Services
import TUI

/// The Travel tab's pickers (province → district, category, needs) and keyword prompt: their keys (each a model
/// method) and their drawing.
extension TravelView {
    func pickerBindings(_ mode: TravelState.Mode) -> [KeyBinding] {
        let m = model
        let close = KeyBinding([.escape], L.hintCancel, hint: L.hintCancel) { m.cancelPicker() }
        // j/k first: from the first row up onto the title line, and back down (the list's own keys do the rest).
        let nav =
            [
                KeyBinding([.char("j"), .down], label: "", "") { m.pickerDown() },
                KeyBinding([.char("k"), .up], label: "", "") { m.pickerUp() },
            ] + ListState.navigationBindings({ m.state.picker }) { moved in m.movePicker { $0 = moved } }
        switch mode {
        case .provinces:
            return nav + [
                KeyBinding([.enter], L.travelKeyChooseProvince, hint: L.hintChoose) { m.choosePicked() }, close,
            ]
        case .districts:
            return nav + [
                KeyBinding([.enter], L.travelKeyChooseDistrict, hint: L.hintChoose) { m.choosePicked() }, close,
            ]
        case .categories:
            return nav + [
                KeyBinding([.enter], L.travelKeyChooseCategory, hint: L.hintChoose) { m.choosePicked() }, close,
            ]
        case .needs:
            return nav + [
                KeyBinding([.char(" "), .char("x")], label: "Space", L.travelKeyTick, hint: L.travelHintTick) {
                    m.toggleNeedPicked()
                },
                KeyBinding([.enter], L.travelKeyApplyNeeds, hint: L.travelHintApply) { m.choosePicked() },
                KeyBinding([.char("c")], L.travelKeyClearNeeds) { m.clearNeedsPicked() },
                close,
            ]
        case .keyword:
            return [close]
        case .list, .detail:
            return []
        }
    }

    func renderPicker(_ mode: TravelState.Mode, in area: Rect, bare: Bool, buffer: inout Buffer) {
        // The title is the content's first line (not the frame's), so the focus can rest on it.
        func box(rows: Int) -> Rect {
            ModalBox(title: "", width: 50, height: rows + 3, bare: bare, titleInContent: true).render(
                in: area, buffer: &buffer)
        }
        // Inside a border a row starts one column in; a bare row (the accessible mode) at its first letter.
        let lead = bare ? "" : " "
        let rows: [String]
        let title: String
        switch mode {
        case .provinces:
            title = L.travelProvinceTitle
            rows = model.regions.provinces.map {
                L.travelProvinceRow(code: $0.code, name: $0.name, english: $0.english)
            }
        case .districts(let province):
            title = L.travelDistrictTitle(province: province.name)
            rows = [L.travelAllOfProvince(province.short)] + province.districts.map(\.name)
        case .categories:
            title = L.travelCategoryTitle
            let chosen = state.category
            rows =
                [L.travelTypeAll + (chosen == nil ? "  ✓" : "")]
                + TourCategory.allCases.map { $0.name + ($0 == chosen ? "  ✓" : "") }
        case .needs(let chosen):
            title = L.travelNeedsTitle
            rows = TravelNeed.allCases.map { (chosen.contains($0) ? "[x] " : "[ ] ") + $0.localizedLabel }
        case .keyword(let field):
            let inner = ModalBox(title: L.travelKeywordTitle, width: 60, height: 3, bare: bare)
                .render(in: area, buffer: &buffer)
            return TextField(state: field).render(in: inner, buffer: &buffer)
        case .list, .detail:
            return
        }
        let inner = box(rows: rows.count)
        let (titleLine, list) = inner.splitTop(1)
        buffer.write(lead + title, x: titleLine.x, y: titleLine.y, style: .bold, maxWidth: titleLine.width)
        let onTitle = state.pickerTitleFocused
        var widget = ListView(focused: !onTitle, id: .picker, count: rows.count) { i, rect, buffer in
            buffer.write(lead + rows[i], x: rect.x, y: rect.y, maxWidth: rect.width)
        }
        model.lend(\.picker) { widget.render(in: list, state: &$0, buffer: &buffer) }
        if onTitle { buffer.reportLineFocus(titleLine, id: .picker) }
    }
}
