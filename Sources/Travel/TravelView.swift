import Foundation
import Localization
import Observables
import Services
import TUI

/// The Travel tab: mode bar, the list (with the braille map in Nearby), pickers for region, category and
/// needs, a keyword prompt, and a detail box whose barrier-free groups open and close as an accordion.
@MainActor
public final class TravelView: TabModelView {
    public var title: String { L.travelTitle }
    public let number = 4

    public let model: TravelViewModel
    /// The width and mode the details were last drawn in: their keys act on the lines as laid out then.
    var detailLayout: (width: Int, accessible: Bool) = (80, false)
    /// The map's ground, converted once per answer and drawn once per view.
    let groundImages = GroundImageCache()

    public init(model: TravelViewModel) {
        self.model = model
    }

    var state: TravelState { model.state }

    public var focus: FocusID? { state.focus }

    public var statusText: String {
        if let message = model.message.value { return message }
        let bookmarks = L.travelBookmarkCount(model.bookmarks.value.count)
        guard let origin = model.origin, origin.isOfflineCopy else { return bookmarks }
        return bookmarks + " · " + origin.label(source: "Tour API", now: model.now())  // not UI: a source name
    }

    public var helpNotes: [String] {
        [
            L.travelHelpMarks(
                legend: TravelNeed.allCases.map { "\($0.mark) \($0.localizedLabel)" }.joined(separator: ", ")),
            L.travelHelpNeeds,
            L.travelHelpCache,
        ]
    }

    // MARK: Keys

    public func captureKey(_ key: Key) -> Bool {
        guard case .keyword(var field) = state.mode else { return false }
        switch key {
        case .escape: model.state.mode = .list
        case .enter:
            model.state.mode = .list
            let text = field.text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { model.setListing(.keyword(text)) }
        case .tab, .backTab: return false
        case .char("/"): break  // already in the field: `/` is never typed
        default:
            _ = field.handle(key)
            model.state.mode = .keyword(field)
        }
        return true
    }

    /// Esc in the bookmarks goes back to the list they were opened from (as it leaves every other view).
    private var leaveBookmarks: [KeyBinding] {
        guard model.listing.value == .bookmarks else { return [] }
        return [
            KeyBinding([.escape], label: "Esc", L.travelKeyLeaveBookmarks) { [weak self] in
                self?.model.leaveBookmarks()
            }
        ]
    }

    public var bindings: [KeyBinding] {
        switch state.mode {
        case .detail: return detailBindings
        case .list: break
        default: return pickerBindings(state.mode)
        }
        let navigation = ListState.navigationBindings({ [weak self] in self?.model.currentSelection() ?? ListState() })
        {
            [weak self] moved in self?.model.moveSelection { $0 = moved }
        }
        return navigation + [
            KeyBinding([.enter], L.travelKeyDetails, hint: L.hintDetails) { [weak self] in
                self?.model.openSelected()
            },
            KeyBinding([.char("a")], L.travelKeyNearby, hint: L.travelHintNearby) { [weak self] in
                self?.model.setListing(.nearby)
            },
            KeyBinding([.char("r")], L.travelKeyRegion, hint: L.travelHintRegion) { [weak self] in
                self?.model.state.mode = .provinces(ListState(count: self?.model.regions.provinces.count ?? 0))
            },
            KeyBinding([.char("/")], L.travelKeySearch, hint: L.hintSearch) { [weak self] in
                self?.model.state.mode = .keyword(TextFieldState())
            },
            KeyBinding([.char("B")], L.travelKeyBookmarks, hint: L.travelHintBookmarks) { [weak self] in
                self?.model.setListing(.bookmarks)
            },
        ] + leaveBookmarks + [
            KeyBinding([.char("s")], L.travelKeySort, hint: L.travelHintSort) { [weak self] in
                self?.model.cycleSort()
            },
            KeyBinding(
                [.char("t")], L.travelKeyCategory(TourCategory.allCases.map(\.korean)), hint: L.travelHintCategory
            ) {
                [weak self] in
                self?.model.state.mode = .categories(ListState(count: TourCategory.allCases.count + 1))
            },
            KeyBinding([.char("m")], L.travelKeyMapInWords) { [weak self] in
                self?.model.state.mapInWords.toggle()
            },
            KeyBinding([.char("n")], L.travelKeyNeeds, hint: L.travelHintNeeds) { [weak self] in
                guard let self else { return }
                self.model.state.mode = .needs(ListState(count: TravelNeed.allCases.count), self.model.needs.value)
            },
            KeyBinding([.char("b")], L.travelKeyBookmarkSelected, hint: "★") { [weak self] in
                self?.model.toggleSelectedBookmark()
            },
            KeyBinding([.char("+"), .char("=")], label: "+/-", L.travelKeyRadius) { [weak self] in
                self?.model.widen()
            },
            KeyBinding([.char("-")], label: "", "") { [weak self] in self?.model.narrow() },
            KeyBinding([.char("R")], L.travelKeyLoadAgain) { [weak self] in self?.model.load() },
        ]
    }

    // MARK: Drawing

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (bar, rest) = area.splitTop(2)
        renderModeBar(in: bar, spinner: context.spinner, buffer: &buffer)
        if model.listing.value == .bookmarks {
            renderBookmarks(in: rest, compact: context.accessible, buffer: &buffer)
        } else if model.listing.value == .nearby && context.accessible {
            // No map: one line says what it showed.
            let (summaryLine, listArea) = rest.splitTop(1)
            buffer.write(nearbySummary, x: summaryLine.x, y: summaryLine.y, maxWidth: summaryLine.width)
            renderList(in: listArea, spinner: context.spinner, compact: true, buffer: &buffer)
        } else if model.listing.value == .nearby && rest.height >= 8 {
            // Stacked below 140 columns: the list needs the width for addresses and facility marks.
            let split = SplitPane(sideBySideFrom: 140, firstShare: 0.35, minimumFirst: 30)
            let (mapArea, _, listArea) = split.layout(rest)
            split.render(in: rest, buffer: &buffer)
            renderMap(in: mapArea, buffer: &buffer)
            renderList(in: listArea, spinner: context.spinner, compact: false, buffer: &buffer)
        } else {
            renderList(in: rest, spinner: context.spinner, compact: context.accessible, buffer: &buffer)
        }
        if state.isPicking { renderPicker(state.mode, in: area, bare: context.accessible, buffer: &buffer) }
        if state.mode == .detail, model.detail.value != nil {
            renderDetail(in: area, accessible: context.accessible, buffer: &buffer)
        }
    }

    /// "182 spots within 5 km of 경복궁; nearest: 광화문, 6 m east" — the map in words.
    var nearbySummary: String {
        let radius = formatDistance(Double(model.radius.value)), place = model.location.value.name
        switch model.phase.value {
        case .idle, .loading: return L.loading
        case .failed(let message): return message
        case .loaded:
            let here = model.location.value.coordinate
            guard
                let nearest = model.visibleSpots.filter({ $0.distance != nil }).min(by: { $0.distance! < $1.distance! })
            else {
                return L.travelNearbyNone(radius: radius, place: place)
            }
            let direction = nearest.coordinate.map { here.bearing(to: $0) }
            return L.travelNearbySummary(
                count: model.total.value, radius: radius, place: place, nearest: nearest.title,
                distance: formatDistance(nearest.distance!, bearing: direction, inWords: true))
        }
    }

    public var viewDescription: String { L.travelTitle + " — " + whereInWords }

    /// The where-am-I line after "Travel — ".
    private var whereInWords: String {
        if let detail = model.detail.value {
            switch detail {
            case .loading(let title): return L.travelWhereDetailsLoading(title)
            case .failed: return L.travelWhereDetailsFailed
            case .loaded(let common, _, _): return L.travelWhereDetails(common.title)
            }
        }
        switch state.mode {
        case .provinces: return L.travelWhereProvince
        case .districts(let province, _): return L.travelWhereDistrict(province: province.name)
        case .categories: return L.travelWhereCategory
        case .needs: return L.travelWhereNeeds
        case .keyword: return L.travelWhereKeyword
        case .list, .detail: break
        }
        if model.listing.value == .bookmarks {
            let count = model.bookmarks.value.count
            return L.travelWhereBookmarks(count: count, selected: count > 0 ? state.bookmarks.selected + 1 : nil)
        }
        let count = model.visibleSpots.count
        guard count > 0 else {
            return L.travelWhereListEmpty(mode: modeName(), loading: model.phase.value == .loading)
        }
        return L.travelWhereList(mode: modeName(), count: count, selected: state.list.selected + 1)
    }

    private func modeName() -> String {
        switch model.listing.value {
        case .nearby:
            return L.travelModeNearby(
                radius: formatDistance(Double(model.radius.value)), place: model.location.value.name)
        case let .region(code, district):
            return L.travelModeRegion(model.regions.name(region: code, district: district))
        case .keyword(let text): return L.travelModeKeyword(text)
        case .bookmarks: return L.travelModeBookmarks
        }
    }

    private func renderModeBar(in area: Rect, spinner: String, buffer: inout Buffer) {
        var x = area.x
        x += buffer.write(modeName(), x: x, y: area.y, style: Style(bold: true, reverse: true), maxWidth: area.width)
        var parts: [String] = []
        if model.listing.value != .bookmarks {
            parts.append(L.travelBarSort(model.sort.value.name))
            parts.append(L.travelBarType(model.category.value?.korean ?? L.travelTypeAll))
            if model.phase.value == .loading {
                parts.append(spinnerPrefixed(spinner, L.loading))
            } else if model.phase.value == .loaded {
                parts.append(L.travelSpotCount(model.total.value))
            }
        }
        if model.groundLoader.ground.value?.origin != nil { parts.append(L.streetsCredit) }
        if let note = model.groundLoader.note.value { parts.append(note) }
        buffer.write("  " + parts.joined(separator: " · "), x: x, y: area.y, style: .dim, maxWidth: area.maxX - x)
        let needs = model.needs.value
        if !needs.isEmpty && model.listing.value != .bookmarks {
            let names = TravelNeed.allCases.filter(needs.contains).map(\.shortLabel)
            var text = L.travelNeedsLine(names: names.joined(separator: ", "), showing: model.visibleSpots.count)
            let unknown = model.unknownCount
            if unknown > 0 {
                text += L.travelNeedsUnknown(unknown, checking: spinnerPrefixed(spinner, L.travelChecking))
            }
            buffer.write(text, x: area.x, y: area.y + 1, style: .bold, maxWidth: area.width)
        }
    }

    private func renderMap(in area: Rect, buffer: inout Buffer) {
        let here = model.location.value.coordinate
        if state.mapInWords {
            // The map's text equivalent: each spot with a point, in words, the selected one marked.
            let spots = model.visibleSpots
            let lines =
                [L.travelMapInWordsTitle, nearbySummary, L.travelMapYou(model.location.value.name)]
                + spots.enumerated().compactMap { i, s in
                    s.coordinate.map { at in
                        "\(i == state.list.selected ? "▶" : " ") \(i + 1) \(s.title) — "
                            + formatDistance(
                                s.distance ?? here.distance(to: at), bearing: here.bearing(to: at), inWords: true)
                            + (model.groundLoader.ground.value?.street(near: at).map { L.onStreet($0) } ?? "")
                    }
                }
            return TextLines(lines).render(in: area, buffer: &buffer)
        }
        // Spots without coordinates have no pin; pins keep their list numbers.
        let located = model.visibleSpots.enumerated().compactMap { i, s in s.coordinate.map { (row: i, at: $0) } }
        let selected = located.firstIndex { $0.row == state.list.selected }
        let center = selected.map { located[$0].at } ?? here
        var map = PinMap(
            center: (center.latitude, center.longitude), user: (here.latitude, here.longitude),
            radiusMeters: Double(model.radius.value),
            pins: located.map { MapPin(latitude: $0.at.latitude, longitude: $0.at.longitude, label: "\($0.row + 1)") },
            selected: selected,
            places: model.landmarks.map { MapPin(latitude: $0.latitude, longitude: $0.longitude, label: $0.nameKo) }
        )
        let revision = model.groundLoader.revision
        map.ground = groundImages.lines(revision: revision) {
            (model.groundLoader.ground.value?.ways ?? []).map { way in
                MapLine(
                    look: MapLine.Look(kindName: way.kind.rawValue), latitudes: way.points.map(\.latitude),
                    longitudes: way.points.map(\.longitude), label: way.shownName)
            }
        }
        // Projected once per view: the map's centre follows the selected spot.
        groundImages.prepare(
            map, in: area,
            key: [
                center.latitude, center.longitude, Double(model.radius.value), Double(area.width), Double(area.height),
                Double(revision),
            ]
        ).render(in: area, buffer: &buffer)
    }

    private func renderList(in area: Rect, spinner: String, compact: Bool, buffer: inout Buffer) {
        let spots = model.visibleSpots
        switch model.phase.value {
        case .loading where spots.isEmpty:
            return MessageText(spinnerPrefixed(spinner, L.travelLoadingSpots), top: 1, transient: true).render(
                in: area, buffer: &buffer)
        case .failed(let message):
            return MessageText(message + "\n\n" + L.travelLoadAgainHint, style: .plain, firstLineStyle: .bold).render(
                in: area, buffer: &buffer)
        default: break
        }
        if spots.isEmpty {
            let text =
                model.needs.value.isEmpty
                ? L.travelEmpty
                : L.travelEmptyWithNeeds + (model.unknownCount > 0 ? L.travelCheckingMore(model.unknownCount) : "")
            return MessageText(text, top: 1).render(in: area, buffer: &buffer)
        }
        model.state.list.count = spots.count
        let showDistance = model.listing.value == .nearby
        let here = model.location.value.coordinate
        // The title column grows to the longest title (up to a cap) before the address gets the slack; the star,
        // the number, the title and the key fact (the distance nearby, else the category) fit in 40 cells, the
        // first window of a 40-cell braille display.
        let digits = String(spots.count).count
        let fact = showDistance ? 9 : 8
        let titleWidth = max(
            10, min(spots.map(\.title.displayWidth).max() ?? 10, 40 - 3 - digits - fact, area.width / 3))
        let footer = model.isLoadingMore.value ? "  " + spinnerPrefixed(spinner, L.loadingMore) : nil
        ListView(focused: state.mode == .list, footer: footer) { index, rect, buffer in
            let spot = spots[index]
            let marks =
                self.model.marks(for: spot.id).map { met in
                    "[" + TravelNeed.allCases.map { met.contains($0) ? $0.mark : "·" }.joined() + "]"
                } ?? ""
            if compact {
                // The accessible mode: one sentence from the first column, the title and the key fact first (a
                // 40-cell braille display reads "2 서울역사박물관, 2 m west"), no columns padded with blanks.
                let distance =
                    showDistance
                    ? spot.distance.map { distance in
                        formatDistance(distance, bearing: spot.coordinate.map { here.bearing(to: $0) }, inWords: true)
                    } : nil
                let facts = [spot.title, distance ?? "", spot.category?.korean ?? "", spot.address, marks]
                let text =
                    (self.model.isBookmarked(spot.id) ? "★ " : "") + "\(index + 1) "
                    + facts.rowSentence
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
                return
            }
            let star = self.model.isBookmarked(spot.id) ? "★" : " "
            var x = rect.x
            x += buffer.write(
                star + String(index + 1).padded(to: digits, alignment: .right) + " ", x: x, y: rect.y, style: .bold)
            x += buffer.write(spot.title.padded(to: titleWidth) + " ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            if showDistance {
                let direction = spot.coordinate.map { here.bearing(to: $0) }
                x += buffer.write(
                    (spot.distance.map { formatDistance($0, bearing: direction) } ?? "").padded(
                        to: 9, alignment: .right) + " ",
                    x: x, y: rect.y, maxWidth: rect.maxX - x)
            }
            x += buffer.write(
                (spot.category?.korean ?? "").padded(to: 8) + "  ", x: x, y: rect.y, style: .dim,
                maxWidth: rect.maxX - x)
            let addressWidth = rect.maxX - x - (marks.isEmpty ? 0 : marks.displayWidth + 1)
            x += buffer.write(
                spot.address.padded(to: max(0, addressWidth)), x: x, y: rect.y, maxWidth: max(0, addressWidth))
            if !marks.isEmpty { buffer.write(" " + marks, x: x, y: rect.y, style: .bold, maxWidth: rect.maxX - x) }
        }.render(in: area, state: &model.state.list, buffer: &buffer)
    }

    private func renderBookmarks(in area: Rect, compact: Bool, buffer: inout Buffer) {
        let bookmarks = model.bookmarks.value
        guard !bookmarks.isEmpty else {
            return MessageText(L.travelNoBookmarks, top: 1).render(in: area, buffer: &buffer)
        }
        ListView(focused: state.mode == .list) { index, rect, buffer in
            let b = bookmarks[index]
            let category = b.typeID.flatMap(TourCategory.init(rawValue:))?.korean ?? ""
            if compact {  // as the list's rows: one sentence from the first column
                let text =
                    "★ \(index + 1) " + [b.title, category, b.address].rowSentence
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
                return
            }
            let digits = String(bookmarks.count).count
            buffer.write(
                "★" + String(index + 1).padded(to: digits, alignment: .right) + " " + b.title.padded(to: 22) + " "
                    + category.padded(to: 12) + " " + b.address,
                x: rect.x, y: rect.y, maxWidth: rect.width)
        }.render(in: area, state: &model.state.bookmarks, buffer: &buffer)
    }
}
