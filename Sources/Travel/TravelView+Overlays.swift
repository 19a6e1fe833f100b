import Localization
import Services
import TUI

/// The Travel tab's pickers (province → district, category, needs) and keyword prompt: their keys and drawing.
extension TravelView {
    func pickerBindings(_ mode: TravelState.Mode) -> [KeyBinding] {
        let close = KeyBinding([.escape], L.hintCancel, hint: L.hintCancel) { [weak self] in
            self?.model.state.mode = .list
        }
        func nav(_ get: @escaping @MainActor () -> ListState?, _ set: @escaping @MainActor (ListState) -> Void)
            -> [KeyBinding]
        {
            ListState.navigationBindings({ get() ?? ListState() }) { set($0) }
        }
        switch mode {
        case .provinces(let state):
            return nav({ state }, { [weak self] in self?.model.state.mode = .provinces($0) }) + [
                KeyBinding([.enter], L.travelKeyChooseProvince, hint: L.hintChoose) { [weak self] in
                    guard let self, let province = self.model.regions.provinces[safe: state.selected] else { return }
                    self.model.state.mode = .districts(province, ListState(count: province.districts.count + 1))
                }, close,
            ]
        case .districts(let province, let state):
            return nav({ state }, { [weak self] in self?.model.state.mode = .districts(province, $0) }) + [
                KeyBinding([.enter], L.travelKeyChooseDistrict, hint: L.hintChoose) { [weak self] in
                    self?.model.state.mode = .list
                    let district = state.selected == 0 ? nil : province.districts[safe: state.selected - 1]?.code
                    self?.model.setListing(.region(code: province.code, district: district))
                }, close,
            ]
        case .categories(let state):
            return nav({ state }, { [weak self] in self?.model.state.mode = .categories($0) }) + [
                KeyBinding([.enter], L.travelKeyChooseCategory, hint: L.hintChoose) { [weak self] in
                    self?.model.state.mode = .list
                    self?.model.setCategory(state.selected == 0 ? nil : TourCategory.allCases[safe: state.selected - 1])
                }, close,
            ]
        case .needs(let state, let chosen):
            return nav({ state }, { [weak self] in self?.model.state.mode = .needs($0, chosen) }) + [
                KeyBinding([.char(" "), .char("x")], label: "Space", L.travelKeyTick, hint: L.travelHintTick) {
                    [weak self] in
                    guard let need = TravelNeed.allCases[safe: state.selected] else { return }
                    var next = chosen
                    if next.contains(need) { next.remove(need) } else { next.insert(need) }
                    self?.model.state.mode = .needs(state, next)
                },
                KeyBinding([.enter], L.travelKeyApplyNeeds, hint: L.travelHintApply) { [weak self] in
                    self?.model.state.mode = .list
                    self?.model.setNeeds(chosen)
                },
                KeyBinding([.char("c")], L.travelKeyClearNeeds) { [weak self] in
                    self?.model.state.mode = .needs(state, [])
                },
                close,
            ]
        case .keyword:
            return [close]
        case .list, .detail:
            return []
        }
    }

    func renderPicker(_ mode: TravelState.Mode, in area: Rect, bare: Bool, buffer: inout Buffer) {
        func box(_ title: String, rows: Int) -> Rect {
            ModalBox(title: title, width: 50, height: rows + 2, bare: bare).render(in: area, buffer: &buffer)
        }
        // Inside a border a row starts one column in; a bare row (the accessible mode) at its first letter.
        let lead = bare ? "" : " "
        switch mode {
        case .provinces(var state):
            let provinces = model.regions.provinces
            let inner = box(L.travelProvinceTitle, rows: provinces.count)
            ListView(focused: true, id: .picker) { i, rect, buffer in
                let p = provinces[i]
                buffer.write(
                    lead + L.travelProvinceRow(code: p.code, name: p.name, english: p.english), x: rect.x, y: rect.y,
                    maxWidth: rect.width)
            }.render(in: inner, state: &state, buffer: &buffer)
            model.state.mode = .provinces(state)  // the scroll and page height, kept for the next key
        case .districts(let province, var state):
            let inner = box(L.travelDistrictTitle(province: province.name), rows: province.districts.count + 1)
            ListView(focused: true, id: .picker) { i, rect, buffer in
                let text = lead + (i == 0 ? L.travelAllOfProvince(province.short) : province.districts[i - 1].name)
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
            }.render(in: inner, state: &state, buffer: &buffer)
            model.state.mode = .districts(province, state)
        case .categories(var state):
            let inner = box(L.travelCategoryTitle, rows: TourCategory.allCases.count + 1)
            ListView(focused: true, id: .picker) { i, rect, buffer in
                let text =
                    i == 0
                    ? lead + L.travelTypeAll
                    : lead + "\(TourCategory.allCases[i - 1].korean) (\(TourCategory.allCases[i - 1].rawValue))"
                buffer.write(
                    text
                        + (self.model.category.value?.rawValue == (i == 0 ? nil : TourCategory.allCases[i - 1].rawValue)
                            ? "  ✓" : ""),
                    x: rect.x, y: rect.y, maxWidth: rect.width)
            }.render(in: inner, state: &state, buffer: &buffer)
            model.state.mode = .categories(state)
        case .needs(var state, let chosen):
            let inner = box(L.travelNeedsTitle, rows: TravelNeed.allCases.count)
            ListView(focused: true, id: .picker) { i, rect, buffer in
                let need = TravelNeed.allCases[i]
                buffer.write(
                    lead + (chosen.contains(need) ? "[x] " : "[ ] ") + need.mark + " " + need.localizedLabel, x: rect.x,
                    y: rect.y,
                    maxWidth: rect.width)
            }.render(in: inner, state: &state, buffer: &buffer)
            model.state.mode = .needs(state, chosen)
        case .keyword(let field):
            let inner = ModalBox(title: L.travelKeywordTitle, width: 60, height: 3, bare: bare)
                .render(in: area, buffer: &buffer)
            TextField(state: field).render(in: inner, buffer: &buffer)
        case .list, .detail:
            break
        }
    }
}
