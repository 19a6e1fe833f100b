import Foundation
import Observables
import Services
import TUI

/// The Travel tab: mode bar, the list (with the braille map in Nearby), pickers for region, category and
/// needs, a keyword prompt, and a detail box whose barrier-free groups open and close as an accordion.
@MainActor
public final class TravelView: TabModelView {
    public let title = "Travel"
    public let number = 4

    enum Overlay {
        case provinces(ListState)
        case districts(TourRegions.Province, ListState)
        case categories(ListState)
        case needs(ListState, Set<TravelNeed>)
        case keyword(TextFieldState)
    }

    public let model: TravelViewModel
    /// `m`: the map's pins listed in words instead of drawn.
    var mapInWords = false
    var list = ListState()
    var bookmarkList = ListState()
    var overlay: Overlay?
    /// Which barrier-free groups are open, and the focused line of the details.
    var accordion = AccordionState()
    var detailLines = ListState()
    var detailLayout: (width: Int, accessible: Bool) = (80, false)
    private var subscriptions = Set<Subscription>()

    public init(model: TravelViewModel) {
        self.model = model
        model.spots.sink { [weak self] spots in
            if spots.isEmpty { self?.list = ListState() }
        }.store(in: &subscriptions)
        model.bookmarks.bind { [weak self] b in self?.bookmarkList.count = b.count }.store(in: &subscriptions)
        model.detail.sink { [weak self] detail in
            // A details view opens on its first line, the title.
            if detail == nil { self?.accordion = AccordionState() }
            if case .loading? = detail { self?.detailLines = ListState() }
        }.store(in: &subscriptions)
    }

    public var focus: FocusID? {
        if model.detail.value != nil { return .details }
        switch overlay {
        case .keyword?: return .field
        case .some: return .picker
        case nil: return .list
        }
    }

    public var statusText: String {
        if let message = model.message.value { return message }
        return "\(model.bookmarks.value.count) bookmarks"
    }

    public var helpNotes: [String] {
        ["Row marks (once a spot's barrier-free detail is known): " + TravelNeed.allCases.map { "\($0.mark) \($0.label)" }.joined(separator: ", ") + ".",
         "Needs filter (n): only spots whose detail has information for every chosen facility; unknown rows are fetched and counted.",
         "Details are fetched once and cached for 24 h (the service allows 1,000 calls a day)."]
    }

    // MARK: Keys

    public func captureKey(_ key: Key) -> Bool {
        guard case .keyword(var field) = overlay else { return false }
        switch key {
        case .escape: overlay = nil
        case .enter:
            overlay = nil
            let text = field.text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { model.setMode(.keyword(text)) }
        case .tab, .backTab: return false
        case .char("/"): break          // already in the field: `/` is never typed
        default:
            _ = field.handle(key)
            overlay = .keyword(field)
        }
        return true
    }

    public var bindings: [KeyBinding] {
        if model.detail.value != nil { return detailBindings }
        if let overlay { return overlayBindings(overlay) }
        let isBookmarks = model.mode.value == .bookmarks
        let navigation = ListState.navigationBindings({ [weak self] in
            guard let self else { return ListState() }
            return isBookmarks ? self.bookmarkList : self.list
        }) { [weak self] state in
            guard let self else { return }
            if isBookmarks { self.bookmarkList = state } else {
                self.list = state
                self.model.selectionChanged(to: state.selected)
            }
        }
        return navigation + [
            KeyBinding([.enter], "details and barrier-free facilities", hint: "details") { [weak self] in self?.openSelected() },
            KeyBinding([.char("a")], "Nearby: spots around your location", hint: "nearby") { [weak self] in self?.model.setMode(.nearby) },
            KeyBinding([.char("r")], "Region: pick a province, then a district", hint: "region") { [weak self] in
                self?.overlay = .provinces(ListState(count: self?.model.regions.provinces.count ?? 0))
            },
            KeyBinding([.char("/")], "Keyword search", hint: "search") { [weak self] in
                self?.overlay = .keyword(TextFieldState())
            },
            KeyBinding([.char("B")], "bookmarks (in the order added)", hint: "bookmarks") { [weak self] in self?.model.setMode(.bookmarks) },
            KeyBinding([.char("s")], "cycle the sort (distance only in Nearby)", hint: "sort") { [weak self] in self?.model.cycleSort() },
            KeyBinding([.char("t")], "category: 관광지, 문화시설, 축제공연행사, 레포츠, 숙박, 쇼핑, 음식점 or all", hint: "type") { [weak self] in
                self?.overlay = .categories(ListState(count: TourCategory.allCases.count + 1))
            },
            KeyBinding([.char("m")], "the map in words: every spot with its distance and direction (m again: the map)") { [weak self] in
                self?.mapInWords.toggle()
            },
            KeyBinding([.char("n")], "needs filter: facilities you need", hint: "needs") { [weak self] in
                guard let self else { return }
                self.overlay = .needs(ListState(count: TravelNeed.allCases.count), self.model.needs.value)
            },
            KeyBinding([.char("b")], "bookmark the selected spot (★)", hint: "★") { [weak self] in self?.toggleSelectedBookmark() },
            KeyBinding([.char("+"), .char("=")], label: "+/-", "widen / narrow the radius (Nearby)") { [weak self] in self?.model.widen() },
            KeyBinding([.char("-")], label: "", "") { [weak self] in self?.model.narrow() },
            KeyBinding([.char("R")], "load again") { [weak self] in self?.model.load() },
        ]
    }

    private func openSelected() {
        if model.mode.value == .bookmarks {
            guard let b = model.bookmarks.value[safe: bookmarkList.selected] else { return }
            model.openDetail(id: b.contentID, title: b.title, distance: nil)
        } else {
            guard let spot = model.visibleSpots[safe: list.selected] else { return }
            model.openDetail(id: spot.id, title: spot.title, distance: spot.distance)
        }
    }

    private func toggleSelectedBookmark() {
        if model.mode.value == .bookmarks {
            guard let b = model.bookmarks.value[safe: bookmarkList.selected] else { return }
            model.toggleBookmark(b)
        } else if let spot = model.visibleSpots[safe: list.selected] {
            model.toggleBookmark(spot)
        }
    }

    // MARK: Drawing

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (bar, rest) = area.splitTop(2)
        renderModeBar(in: bar, spinner: context.spinner, buffer: &buffer)
        if model.mode.value == .bookmarks {
            renderBookmarks(in: rest, buffer: &buffer)
        } else if model.mode.value == .nearby && context.accessible {
            // No map: one line says what it showed.
            let (summaryLine, listArea) = rest.splitTop(1)
            buffer.write(nearbySummary, x: summaryLine.x, y: summaryLine.y, maxWidth: summaryLine.width)
            renderList(in: listArea, spinner: context.spinner, buffer: &buffer)
        } else if model.mode.value == .nearby && rest.height >= 8 {
            // Stacked below 140 columns: the list needs the width for addresses and facility marks.
            let split = SplitPane(sideBySideFrom: 140, firstShare: 0.35, minimumFirst: 30)
            let (mapArea, _, listArea) = split.layout(rest)
            split.render(in: rest, buffer: &buffer)
            renderMap(in: mapArea, buffer: &buffer)
            renderList(in: listArea, spinner: context.spinner, buffer: &buffer)
        } else {
            renderList(in: rest, spinner: context.spinner, buffer: &buffer)
        }
        if let overlay { renderOverlay(overlay, in: area, buffer: &buffer) }
        if model.detail.value != nil {
            renderDetail(in: area, accessible: context.accessible, buffer: &buffer)
        }
    }

    /// "182 spots within 5 km of 경복궁; nearest: 광화문, 6 m east" — the map in words.
    var nearbySummary: String {
        let radius = formatDistance(Double(model.radius.value)), place = model.location.value.name
        switch model.phase.value {
        case .idle, .loading: return "loading…"
        case .failed(let message): return message
        case .loaded:
            let here = model.location.value.coordinate
            guard let nearest = model.visibleSpots.filter({ $0.distance != nil }).min(by: { $0.distance! < $1.distance! }) else {
                return "no spots within \(radius) of \(place)"
            }
            let direction = nearest.coordinate.map { here.bearing(to: $0) }
            return "\(model.total.value) spots within \(radius) of \(place); nearest: \(nearest.title), "
                + formatDistance(nearest.distance!, bearing: direction, inWords: true)
        }
    }

    public var viewDescription: String {
        if let detail = model.detail.value {
            switch detail {
            case .loading(let title): return "Travel — details of \(title), loading"
            case .failed: return "Travel — details, failed"
            case .loaded(let common, _, _): return "Travel — details of \(common.title)"
            }
        }
        switch overlay {
        case .provinces: return "Travel — choose a province"
        case .districts(let province, _): return "Travel — choose a district of \(province.name)"
        case .categories: return "Travel — choose a category"
        case .needs: return "Travel — choose the facilities you need"
        case .keyword: return "Travel — keyword search field"
        case nil: break
        }
        if model.mode.value == .bookmarks {
            let count = model.bookmarks.value.count
            return "Travel — bookmarks, \(count) saved" + (count > 0 ? ", \(bookmarkList.selected + 1) of \(count) selected" : "")
        }
        let count = model.visibleSpots.count
        guard count > 0 else { return "Travel — \(modeName()), \(model.phase.value == .loading ? "loading" : "no spots")" }
        return "Travel — \(modeName()), \(count) spots, \(list.selected + 1) of \(count) selected"
    }

    private func modeName() -> String {
        switch model.mode.value {
        case .nearby: return "Nearby \(formatDistance(Double(model.radius.value))) of \(model.location.value.name)"
        case let .region(code, district): return "Region \(model.regions.name(region: code, district: district))"
        case .keyword(let text): return "Keyword “\(text)”"
        case .bookmarks: return "Bookmarks"
        }
    }

    private func renderModeBar(in area: Rect, spinner: String, buffer: inout Buffer) {
        var x = area.x
        x += buffer.write(modeName(), x: x, y: area.y, style: Style(bold: true, reverse: true), maxWidth: area.width)
        var parts: [String] = []
        if model.mode.value != .bookmarks {
            parts.append("sort \(model.sort.value.label)")
            parts.append("type \(model.category.value?.korean ?? "all")")
            if model.phase.value == .loading { parts.append(spinnerPrefixed(spinner, "loading…")) }
            else if model.phase.value == .loaded { parts.append("\(model.total.value) spots") }
        }
        buffer.write("  " + parts.joined(separator: " · "), x: x, y: area.y, style: .dim, maxWidth: area.maxX - x)
        let needs = model.needs.value
        if !needs.isEmpty && model.mode.value != .bookmarks {
            let names = TravelNeed.allCases.filter(needs.contains).map(\.shortLabel)
            var text = "needs: " + names.joined(separator: ", ") + " — showing \(model.visibleSpots.count)"
            let unknown = model.unknownCount
            if unknown > 0 { text += ", \(unknown) still unknown (\(spinnerPrefixed(spinner, "checking")))" }
            buffer.write(text, x: area.x, y: area.y + 1, style: .bold, maxWidth: area.width)
        }
    }

    private func renderMap(in area: Rect, buffer: inout Buffer) {
        let here = model.location.value.coordinate
        if mapInWords {
            // The map's text equivalent: each spot with a point, in words, the selected one marked.
            let spots = model.visibleSpots
            let lines = ["Map in words (m returns to the map):", nearbySummary, "◉ you: \(model.location.value.name)"]
                + spots.enumerated().compactMap { i, s in
                    s.coordinate.map { at in
                        "\(i == list.selected ? "▶" : " ") \(i + 1) \(s.title) — "
                            + formatDistance(s.distance ?? here.distance(to: at), bearing: here.bearing(to: at), inWords: true)
                    }
                }
            return TextLines(lines).render(in: area, buffer: &buffer)
        }
        // Spots without coordinates have no pin; pins keep their list numbers.
        let located = model.visibleSpots.enumerated().compactMap { i, s in s.coordinate.map { (row: i, at: $0) } }
        let selected = located.firstIndex { $0.row == list.selected }
        let center = selected.map { located[$0].at } ?? here
        PinMap(center: (center.latitude, center.longitude), user: (here.latitude, here.longitude),
               radiusMeters: Double(model.radius.value),
               pins: located.map { MapPin(latitude: $0.at.latitude, longitude: $0.at.longitude, label: "\($0.row + 1)") },
               selected: selected,
               places: model.landmarks.map { MapPin(latitude: $0.latitude, longitude: $0.longitude, label: $0.nameKo) })
            .render(in: area, buffer: &buffer)
    }

    private func renderList(in area: Rect, spinner: String, buffer: inout Buffer) {
        let spots = model.visibleSpots
        switch model.phase.value {
        case .loading where spots.isEmpty:
            return MessageText(spinnerPrefixed(spinner, "loading spots…"), top: 1).render(in: area, buffer: &buffer)
        case .failed(let message):
            return MessageText(message + "\n\nR loads again", style: .plain, firstLineStyle: .bold).render(in: area, buffer: &buffer)
        default: break
        }
        if spots.isEmpty {
            let text = model.needs.value.isEmpty ? "no spots here — try a wider radius (+), another region (r) or a keyword (/)"
                : "no spot known to have everything you need yet" + (model.unknownCount > 0 ? " — checking \(model.unknownCount) more…" : "")
            return MessageText(text, top: 1).render(in: area, buffer: &buffer)
        }
        list.count = spots.count
        let showDistance = model.mode.value == .nearby
        let here = model.location.value.coordinate
        // The title column grows to the longest title (up to a cap) before the address gets the slack.
        let titleWidth = max(10, min(spots.map(\.title.displayWidth).max() ?? 10, 26, area.width / 3))
        let footer = model.isLoadingMore.value ? "  " + spinnerPrefixed(spinner, "loading more…") : nil
        ListView(focused: model.detail.value == nil && overlay == nil, footer: footer) { index, rect, buffer in
            let spot = spots[index]
            let star = self.model.isBookmarked(spot.id) ? "★" : " "
            var x = rect.x
            x += buffer.write(star + String(index + 1).padded(to: 3, alignment: .right) + " ", x: x, y: rect.y, style: .bold)
            x += buffer.write(spot.title.padded(to: titleWidth) + " ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            x += buffer.write((spot.category?.korean ?? "").padded(to: 8) + " ", x: x, y: rect.y, style: .dim, maxWidth: rect.maxX - x)
            if showDistance {
                let direction = spot.coordinate.map { here.bearing(to: $0) }
                x += buffer.write((spot.distance.map { formatDistance($0, bearing: direction) } ?? "").padded(to: 9, alignment: .right) + "  ",
                                  x: x, y: rect.y, maxWidth: rect.maxX - x)
            }
            let marks = self.model.marks(for: spot.id).map { met in
                "[" + TravelNeed.allCases.map { met.contains($0) ? $0.mark : "·" }.joined() + "]"
            } ?? ""
            let addressWidth = rect.maxX - x - (marks.isEmpty ? 0 : marks.displayWidth + 1)
            x += buffer.write(spot.address.padded(to: max(0, addressWidth)), x: x, y: rect.y, maxWidth: max(0, addressWidth))
            if !marks.isEmpty { buffer.write(" " + marks, x: x, y: rect.y, style: .bold, maxWidth: rect.maxX - x) }
        }.render(in: area, state: &list, buffer: &buffer)
    }

    private func renderBookmarks(in area: Rect, buffer: inout Buffer) {
        let bookmarks = model.bookmarks.value
        guard !bookmarks.isEmpty else {
            return MessageText("no bookmarks yet — press b on a spot to keep it here", top: 1).render(in: area, buffer: &buffer)
        }
        ListView(focused: model.detail.value == nil) { index, rect, buffer in
            let b = bookmarks[index]
            let category = b.typeID.flatMap(TourCategory.init(rawValue:))?.korean ?? ""
            buffer.write("★" + String(index + 1).padded(to: 3, alignment: .right) + " " + b.title.padded(to: 22) + " " + category.padded(to: 12) + " " + b.address,
                         x: rect.x, y: rect.y, maxWidth: rect.width)
        }.render(in: area, state: &bookmarkList, buffer: &buffer)
    }
}
