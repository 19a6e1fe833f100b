import Foundation
import Localization
import Observables
import Services
import TUI

/// The Travel tab: mode bar, the list (with the braille map in Nearby and Toilets), pickers for region, category
/// and needs, a keyword prompt, and the details, whose access groups open and close as an accordion. Every key
/// calls a model method; drawing only reads the state (the list widgets keep their scroll as they draw).
@MainActor
public final class TravelView: TabModelView {
    public static var tabTitle: String { L.travelTitle }
    public static let tabNumber = 4

    public let model: TravelViewModel
    /// The map's ground, converted once per answer and drawn once per view.
    let groundImages = GroundImageCache()
    /// Whether this frame drew a map (or its words): only then is a failure to draw its streets news.
    var mapDrawn = false

    public init(model: TravelViewModel) {
        self.model = model
    }

    var state: TravelState { model.state }

    public var focus: FocusID? { state.focus }
    public var isFocusOnTopLine: Bool { state.isOnTopLine }
    public var isFocusOnBottomLine: Bool {
        state.isOnLastLoadedLine(shown: model.shownSelection) && !(state.mode == .list && state.loadsMorePages)
    }

    public var statusText: String {
        if let message = state.message { return message }
        var parts = [L.travelBookmarkCount(state.bookmarkList.count)]
        if let origin = state.origin, origin.isOfflineCopy {
            parts.append(origin.label(source: "Tour API", now: model.now()))  // not UI: a source name
        }
        if state.listing == .toilets, case .loaded(let answer) = state.toiletAnswer, let kept = answer.origin,
            kept.isOfflineCopy
        {
            parts.append(kept.label(source: "OpenStreetMap", now: model.now()))  // not UI: a source name
        }
        if let note = state.note, !state.listing.isSideList { parts.append(note) }
        return parts.joined(separator: " · ")
    }

    public var helpNotes: [String] { [L.travelHelpNeeds, L.travelHelpCache] }

    // MARK: Keys

    public func captureKey(_ key: Key) -> Bool { model.typeKeyword(key) }

    public func accessibleModeChanged(_ accessible: Bool) { model.setAccessible(accessible) }

    /// Esc in the bookmarks or the toilets goes back to the list they were opened from (as it leaves every view).
    private var leaveSideList: [KeyBinding] {
        guard state.listing.isSideList else { return [] }
        return [
            KeyBinding([.escape], label: "Esc", L.travelKeyLeaveBookmarks) { [weak self] in
                self?.model.leaveSideList()
            }
        ]
    }

    /// The mode's kind (a picker's keys, the details' or the list's), whether the details have loaded (their group
    /// keys), and whether a side list is shown (Esc leaves it).
    public var bindingsBasis: Int? {
        let table: KeyTable =
            switch state.mode {
            case .list: state.listing.isSideList ? .sideList : .list
            case .detail: if case .loaded = state.detail { .loadedDetail } else { .detail }
            case .provinces: .provinces
            case .districts: .districts
            case .categories: .categories
            case .needs: .needs
            case .keyword: .keyword
            }
        return table.rawValue
    }
    private enum KeyTable: Int {
        case list, sideList, detail, loadedDetail, provinces, districts, categories, needs, keyword
    }

    public var bindings: [KeyBinding] {
        switch state.mode {
        case .detail: return detailBindings
        case .list: break
        default: return pickerBindings(state.mode)
        }
        let navigation = ListState.navigationBindings({ [weak self] in self?.model.shownSelection ?? ListState() }) {
            [weak self] moved in self?.model.moveSelection { $0 = moved }
        }
        let m = model
        // G and End go to the last spot of the whole list, fetching the rest (before the list's own G); j/k go on
        // past the first row to the lines above the list, Home to the top, g to the first row.
        let first = [KeyBinding([.char("G"), .end], label: "", "") { m.selectLast() }] + LinesAbove.bindings(m)
        return first + navigation + [
            KeyBinding([.enter], L.travelKeyDetails, hint: L.hintDetails) { m.openSelected() },
            KeyBinding([.char("a")], L.travelKeyNearby, hint: L.travelHintNearby) { m.setListing(.nearby) },
            KeyBinding([.char("r")], L.travelKeyRegion, hint: L.travelHintRegion) { m.openRegionPicker() },
            KeyBinding([.char("/")], L.travelKeySearch, hint: L.hintSearch) { m.openKeyword() },
            KeyBinding([.char("t")], L.travelKeyToilets, hint: L.travelHintToilets) { m.setListing(.toilets) },
            KeyBinding([.char("e")], L.travelKeyChargers, hint: L.travelHintChargers) { m.setListing(.chargers) },
            KeyBinding([.char("u")], L.travelKeyStations, hint: L.travelHintStations) { m.setListing(.stations) },
            KeyBinding([.char("w")], L.travelKeyRoute, hint: L.travelHintRoute) { m.openRoute() },
            KeyBinding([.char("B")], L.travelKeyBookmarks, hint: L.travelHintBookmarks) { m.setListing(.bookmarks) },
        ] + leaveSideList + [
            KeyBinding([.char("s")], L.travelKeySort, hint: L.travelHintSort) { m.cycleSort() },
            KeyBinding(
                [.char("c")], L.travelKeyCategory(TourCategory.allCases.map(\.name)), hint: L.travelHintCategory
            ) { m.openCategoryPicker() },
            KeyBinding([.char("m")], L.travelKeyMapInWords) { m.toggleMapInWords() },
            KeyBinding([.char("n")], L.travelKeyNeeds, hint: L.travelHintNeeds) { m.openNeedsPicker() },
            KeyBinding([.char("b")], L.travelKeyBookmarkSelected, hint: "★") { m.toggleSelectedBookmark() },
            KeyBinding([.char("+"), .char("=")], label: "+/-", L.travelKeyRadius) { m.widen() },
            KeyBinding([.char("-")], label: "", "") { m.narrow() },
            KeyBinding([.char("R")], L.travelKeyLoadAgain) { m.load() },
        ]
    }

    // MARK: Drawing

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (bar, rest) = area.splitTop(2)
        mapDrawn = false
        switch state.listing {
        case .bookmarks: renderBookmarks(in: rest, compact: context.accessible, buffer: &buffer)
        case .toilets: renderToilets(in: rest, context: context, buffer: &buffer)
        case .chargers: renderChargers(in: rest, context: context, buffer: &buffer)
        case .stations: renderStations(in: rest, context: context, buffer: &buffer)
        case .station: renderCard(model.linesNow.stationCard, in: rest, buffer: &buffer)
        case .charger: renderCard(model.linesNow.chargerCard, in: rest, buffer: &buffer)
        case .toilet: renderCard(model.linesNow.toiletCard, in: rest, buffer: &buffer)
        case .route: renderRoute(in: rest, context: context, buffer: &buffer)
        case .nearby where context.accessible:
            // No map: one line says what it showed.
            let (summaryLine, listArea) = rest.splitTop(1)
            buffer.write(nearbySummary, x: summaryLine.x, y: summaryLine.y, maxWidth: summaryLine.width)
            renderList(in: listArea, spinner: context.spinner, compact: true, buffer: &buffer)
        case .nearby where drawsMap(in: rest, accessible: false):
            // Stacked below 140 columns: the list needs the width for addresses and the access words.
            let split = SplitPane(sideBySideFrom: 140, firstShare: 0.35, minimumFirst: 30)
            let (mapArea, _, listArea) = split.layout(rest)
            split.render(in: rest, buffer: &buffer)
            renderSpotMap(in: mapArea, buffer: &buffer)
            renderList(in: listArea, spinner: context.spinner, compact: false, buffer: &buffer)
        default:
            renderList(in: rest, spinner: context.spinner, compact: context.accessible, buffer: &buffer)
        }
        // After the view under it: its header says whether a map was drawn.
        renderModeBar(in: bar, spinner: context.spinner, drawsMap: mapDrawn, buffer: &buffer)
        renderLeadFocus(
            lines: state.linesAbove.map { line in
                switch line {
                case .modeBar: Rect(x: bar.x, y: bar.y, width: bar.width, height: 1)
                case .needs: Rect(x: bar.x, y: bar.y + 1, width: bar.width, height: 1)
                case .summary: Rect(x: rest.x, y: rest.y, width: rest.width, height: 1)
                case .notice: Rect(x: rest.x, y: rest.y + 1, width: rest.width, height: 1)
                }
            }, buffer: &buffer)
        if state.isPicking { renderPicker(state.mode, in: area, bare: context.accessible, buffer: &buffer) }
        if state.mode == .detail, state.detail != nil {
            renderDetail(in: area, accessible: context.accessible, buffer: &buffer)
        }
    }

    /// Whether Nearby or a found route lays out a map beside its lines (outside the accessible mode, with the room).
    func drawsMap(in rest: Rect, accessible: Bool) -> Bool {
        guard !accessible else { return false }
        switch state.listing {
        case .nearby: return rest.height >= 8
        case .route:
            if case .found = state.route { return rest.height >= Self.routeMapMinimumHeight }
            return false
        default: return false
        }
    }

    /// The focus on a line above the list (`TravelState.above`), in place of the list's row.
    private func renderLeadFocus(lines: [Rect], buffer: inout Buffer) {
        guard state.mode == .list, let line = state.above.focused.flatMap({ lines[safe: $0] }) else { return }
        buffer.reportLineFocus(line)
    }

    /// "182 spots within 5 km of 경복궁; nearest: 광화문, 6 m east" — the map in words.
    var nearbySummary: String {
        let radius = formatDistance(Double(state.radius)), place = state.location.name
        switch state.phase {
        case .idle, .loading: return L.loading
        case .failed(let message): return message
        case .loaded:
            let here = state.location.coordinate
            guard
                let nearest = state.visibleSpots.filter({ $0.distance != nil }).min(by: { $0.distance! < $1.distance! })
            else {
                return L.travelNearbyNone(radius: radius, place: place)
            }
            let direction = nearest.coordinate.map { here.bearing(to: $0) }
            return L.travelNearbySummary(
                count: state.total, radius: radius, place: place, nearest: nearest.title,
                distance: formatDistance(nearest.distance!, bearing: direction, inWords: true))
        }
    }

    public var viewDescription: String { L.travelTitle + " — " + whereInWords }

    /// The where-am-I line after "Travel — ".
    private var whereInWords: String {
        // Above the list the line still says the view, the count and the place first, then where the focus is.
        if state.mode == .list, state.detail == nil, state.above.focused != nil {
            return listWhere + ", " + L.travelWhereAboveTheList
        }
        return listWhere
    }

    private var listWhere: String {
        if let detail = state.detail {
            switch detail {
            case .loading(let title): return L.travelWhereDetailsLoading(title)
            case .failed: return L.travelWhereDetailsFailed
            case .loaded(let common, _, _): return L.travelWhereDetails(common.title)
            }
        }
        switch state.mode {
        case .provinces: return L.travelWhereProvince
        case .districts(let province): return L.travelWhereDistrict(province: province.name)
        case .categories: return L.travelWhereCategory
        case .needs: return L.travelWhereNeeds
        case .keyword: return L.travelWhereKeyword
        case .list, .detail: break
        }
        switch state.listing {
        case .bookmarks:
            let count = state.bookmarkList.count
            return L.travelWhereBookmarks(count: count, selected: count > 0 ? state.bookmarks.selected + 1 : nil)
        case .toilets:
            return sideListWhere(
                count: state.toiletList.count, selected: state.toilets.selected, kind: "toilet",
                loading: state.toiletAnswer == .loading)
        case .chargers:
            return sideListWhere(count: state.chargerList.count, selected: state.chargers.selected, kind: "charger")
        case .stations:
            return sideListWhere(count: state.stationList.count, selected: state.stations.selected, kind: "station")
        case .station:
            return sideListWhere(count: model.linesNow.stationCard.count, selected: state.card.selected, kind: "line")
        case .charger:
            return sideListWhere(count: model.linesNow.chargerCard.count, selected: state.card.selected, kind: "line")
        case .toilet:
            return sideListWhere(count: model.linesNow.toiletCard.count, selected: state.card.selected, kind: "line")
        case .route:
            return sideListWhere(
                count: model.linesNow.route.count, selected: state.card.selected, kind: "line",
                loading: state.route == .loading)
        default: break
        }
        let count = state.visibleSpots.count
        guard count > 0 else {
            return L.travelWhereListEmpty(mode: modeName(), loading: state.phase == .loading)
        }
        let total = state.total
        if state.needs.isEmpty, count < total {
            return L.travelWhereListLoaded(
                mode: modeName(), loaded: count, total: total, selected: state.list.selected + 1)
        }
        return L.travelWhereList(mode: modeName(), count: count, selected: state.list.selected + 1)
    }

    /// "Chargers, 12 chargers, 3 of 12 selected" (a side list's rows named for what they are).
    private func sideListWhere(count: Int, selected: Int, kind: String, loading: Bool = false) -> String {
        guard count > 0 else {
            return loading
                ? L.travelWhereListEmpty(mode: modeName(), loading: true)
                : L.travelWhereSideListEmpty(mode: modeName(), kind: kind)
        }
        return L.travelWhereSideList(mode: modeName(), count: count, selected: selected + 1, kind: kind)
    }

    private func modeName() -> String {
        switch state.listing {
        case .nearby:
            return L.travelModeNearby(
                radius: formatDistance(Double(state.radius)), place: state.location.name)
        case let .region(code, district):
            return L.travelModeRegion(model.regions.name(region: code, district: district))
        case .keyword(let text): return L.travelModeKeyword(text)
        case .bookmarks: return L.travelModeBookmarks
        case .toilets: return L.travelModeToilets
        case .chargers: return L.travelModeChargers
        case .stations: return L.travelModeStations
        case .station(let name): return L.travelModeStation(name)
        case .charger: return L.travelModeCharger(state.openCharger?.name ?? "")
        case .toilet: return L.travelModeToilet(state.openToilet?.name ?? L.toiletUnnamed)
        case .route(let title): return L.travelModeRoute(title)
        }
    }

    private func renderModeBar(in area: Rect, spinner: String, drawsMap: Bool, buffer: inout Buffer) {
        var x = area.x
        x += buffer.write(modeName(), x: x, y: area.y, style: Style(bold: true, reverse: true), maxWidth: area.width)
        var parts: [String] = []
        let listsSpots = !state.listing.isSideList
        if listsSpots {
            parts.append(L.travelBarSort(state.sort.name))
            parts.append(L.travelBarType(state.category?.name ?? L.travelTypeAll))
            if state.phase == .loading {
                parts.append(spinnerPrefixed(spinner, L.loading))
            } else if state.phase == .loaded {
                // "20 of 79 loaded" until all are: the count never reads as the whole list when it is not.
                let loaded = state.spots.count, total = state.total
                parts.append(loaded < total ? L.travelSpotsLoaded(loaded, of: total) : L.travelSpotCount(total))
                if state.goingToTheEnd { parts.append(spinnerPrefixed(spinner, L.loading)) }
            }
        }
        // Each source's credit wherever its data is on screen: the toilets' own sources (OpenStreetMap, Korea's
        // files), or OpenStreetMap for places it listed.
        let toiletSources = Set(state.toiletList.flatMap(\.sources))
        let showsOSM =
            state.listing == .toilets ? toiletSources.contains(.osm) : state.spots.contains { $0.osmID != nil }
        if (state.listing == .chargers && !state.chargerList.isEmpty) || state.openCharger != nil {
            parts.append(L.toiletSources(L.chargerSourceName))
        }
        if state.listing == .stations || state.listing.isStationCard {
            parts.append(L.toiletSources(L.stationSourceNames))
        }
        if state.listing == .toilets {
            let files = ToiletSource.allCases.filter { $0 != .osm && toiletSources.contains($0) }
            if !files.isEmpty { parts.append(L.toiletSources(files.map(\.name).joined(separator: ", "))) }
        }
        if showsOSM {
            parts.append(L.openStreetMapCredit)
        } else if model.groundLoader.ground.value?.origin != nil {
            parts.append(L.streetsCredit)
        }
        if drawsMap, let note = model.groundLoader.note.value { parts.append(note) }
        buffer.write("  " + parts.joined(separator: " · "), x: x, y: area.y, style: .dim, maxWidth: area.maxX - x)
        let needs = state.needs
        if !needs.isEmpty && listsSpots {
            let names = TravelNeed.allCases.filter(needs.contains).map(\.localizedLabel).joined(separator: ", ")
            // Four counts: meet, described (read the words), not recorded; and of how many loaded.
            let described = state.describedCount
            var text = L.travelNeedsSummary(
                names: names, meeting: state.meetingCount, described: described,
                unknown: state.undecidedCount - described, refused: state.refusedCount)
            let loaded = state.spots.count, total = state.total
            if loaded < total { text += L.travelNeedsOfLoaded(loaded, total: total) }
            if state.pendingCount > 0 {
                text += L.travelNeedsChecking(state.pendingCount, checking: spinnerPrefixed(spinner, L.travelChecking))
            } else if state.undecidedCount - described > 0 {
                text += " — " + L.travelNeedsNoRecordsHere
            }
            buffer.write(text, x: area.x, y: area.y + 1, style: .bold, maxWidth: area.width)
        }
    }

    /// The row's two axes in words ("wheelchair yes, toilet not recorded"); "" until the record is in.
    func axes(of spot: Spot) -> String {
        guard let record = state.record(for: spot) else {
            // Not in yet: said, never a blank row; a record that could not be fetched says so.
            return state.unavailableRecords.contains(spot.id) ? L.travelRowUnavailable : L.travelRowChecking
        }
        return L.travelRowAxes(wheelchair: record.wheelchair.word, toilet: record.toilet.word)
    }

    /// With needs: nothing when met, else why not (or why not known).
    func needsVerdict(of spot: Spot) -> String? {
        let needs = state.needs
        guard !needs.isEmpty, let record = state.record(for: spot) else { return nil }
        return TravelNeed.explanation(needs, record)
    }

    private func renderList(in area: Rect, spinner: String, compact: Bool, buffer: inout Buffer) {
        let spots = state.visibleSpots
        switch state.phase {
        case .loading where spots.isEmpty:
            return MessageText(spinnerPrefixed(spinner, L.travelLoadingSpots), top: 1, transient: true).render(
                in: area, buffer: &buffer)
        case .failed(let message):
            return MessageText(message + "\n\n" + L.travelLoadAgainHint, style: .plain, firstLineStyle: .bold).render(
                in: area, buffer: &buffer)
        default: break
        }
        if spots.isEmpty {
            var text =
                state.needs.isEmpty
                ? L.travelEmpty
                : L.travelEmptyWithNeeds + (state.pendingCount > 0 ? L.travelCheckingMore(state.pendingCount) : "")
            // Latin letters that found nothing: the titles are Korean, and the closest one is offered.
            if case .keyword(let keyword) = state.listing, state.spots.isEmpty,
                let closest = model.suggestion(for: keyword)
            {
                text = L.travelLatinKeywordNone(
                    keyword, closest: closest, romanized: Romanization.romanize(closest).capitalized)
            }
            return MessageText(text, top: 1).render(in: area, buffer: &buffer)
        }
        let showDistance = state.listing == .nearby
        let here = state.location.coordinate
        let digits = String(spots.count).count
        let footer = state.isLoadingMore ? "  " + spinnerPrefixed(spinner, L.loadingMore) : nil
        // Columns, as the accessible mode's sentence: the access words first (what the tab is read for: the
        // wheelchair state lands inside a braille display's 40 cells), the title, the distance, the category, the
        // address. Each padded to the widest on screen (capped), so rows align.
        // As wide as the longest two states can be ("wheelchair not recorded, toilet not recorded"), whatever the
        // rows say now: a column that followed the words moved every row's title and distance as records arrived
        // or the list scrolled (the whole list sent again).
        let widest = L.travelRowAxes(wheelchair: L.accessNotRecorded, toilet: L.accessNotRecorded).displayWidth
        let accessWidth = min(widest, area.width / 2)
        let titleWidth = max(10, min(spots.map(\.title.displayWidth).max() ?? 10, area.width / 4))
        let categoryWidth = min(12, spots.compactMap { $0.category?.name.displayWidth }.max() ?? 8)
        var widget = ListView(
            focused: state.mode == .list && state.above.focused == nil, footer: footer, count: spots.count
        ) {
            index, rect, buffer in
            let spot = spots[index]
            let access = self.access(of: spot)
            if compact {
                // The accessible mode: one sentence from the first column, the title and the key fact first.
                let distance =
                    showDistance
                    ? spot.distance.map { distance in
                        formatDistance(distance, bearing: spot.coordinate.map { here.bearing(to: $0) }, inWords: true)
                    } : nil
                // The access words first on every row (what the tab is read for), then the name, the distance.
                let text =
                    (self.state.isBookmarked(spot.id) ? "★ " : "")
                    + [String].rowSentence(
                        number: "\(index + 1)", name: spot.title, fact: access,
                        rest: [distance ?? "", spot.category?.name ?? "", spot.address])
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
                return
            }
            let star = self.state.isBookmarked(spot.id) ? "★" : " "
            var x = rect.x
            x += buffer.write(
                star + String(index + 1).padded(to: digits, alignment: .right) + " ", x: x, y: rect.y, style: .bold)
            if accessWidth > 0 {
                x += buffer.write(
                    access.truncated(to: accessWidth).padded(to: accessWidth) + "  ", x: x, y: rect.y, style: .bold,
                    maxWidth: rect.maxX - x)
            }
            x += buffer.write(spot.title.padded(to: titleWidth) + " ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            if showDistance {
                let direction = spot.coordinate.map { here.bearing(to: $0) }
                x += buffer.write(
                    (spot.distance.map { formatDistance($0, bearing: direction) } ?? "").padded(
                        to: 9, alignment: .right) + " ",
                    x: x, y: rect.y, maxWidth: rect.maxX - x)
            }
            // The category and the address where there is room for them (a lone "a…" says nothing).
            guard rect.maxX - x >= categoryWidth else { return }
            x += buffer.write(
                (spot.category?.name ?? "").padded(to: categoryWidth) + "  ", x: x, y: rect.y, style: .dim,
                maxWidth: rect.maxX - x)
            buffer.write(spot.address, x: x, y: rect.y, maxWidth: max(0, rect.maxX - x))
        }
        model.lend(\.list) { widget.render(in: area, state: &$0, buffer: &buffer) }
    }

    /// A row's access words: the axes (your needs first), then the needs' verdict.
    func access(of spot: Spot) -> String {
        [axes(of: spot), needsVerdict(of: spot) ?? ""].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    private func renderBookmarks(in area: Rect, compact: Bool, buffer: inout Buffer) {
        let bookmarks = state.bookmarkList
        guard !bookmarks.isEmpty else {
            return MessageText(L.travelNoBookmarks, top: 1).render(in: area, buffer: &buffer)
        }
        let here = state.location.coordinate
        let digits = String(bookmarks.count).count
        var widget = ListView(focused: state.mode == .list && state.above.focused == nil, count: bookmarks.count) {
            index, rect, buffer in
            // As the list's rows: the access words, the name, the distance from you, the type, the address.
            let spot = self.state.spot(of: bookmarks[index])
            let category = spot.category?.name ?? ""
            let access = [self.axes(of: spot), self.needsVerdict(of: spot) ?? ""].filter { !$0.isEmpty }
                .joined(separator: "; ")
            let distance =
                spot.distance.map {
                    formatDistance($0, bearing: spot.coordinate.map { here.bearing(to: $0) }, inWords: compact)
                } ?? ""
            if compact {
                let text =
                    "★ "
                    + [String].rowSentence(
                        number: "\(index + 1)", name: spot.title, fact: access,
                        rest: [distance, category, spot.address])
                buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
                return
            }
            buffer.write(
                "★" + String(index + 1).padded(to: digits, alignment: .right) + " " + spot.title.padded(to: 22) + " "
                    + distance.padded(to: 9, alignment: .right) + " " + access.padded(to: 36) + "  "
                    + category.padded(to: 12) + " " + spot.address,
                x: rect.x, y: rect.y, maxWidth: rect.width)
        }
        model.lend(\.bookmarks) { widget.render(in: area, state: &$0, buffer: &buffer) }
    }
}
