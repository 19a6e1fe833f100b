import Foundation
import Localization
import Observables
import Services
import TUI

/// The Stores tab: a braille map and the list of stores, linked both ways; a detail box on Enter.
@MainActor
public final class StoresView: TabModelView {
    public static var tabTitle: String { L.storesTabTitle }
    public static let tabNumber = 1
    public let model: StoresViewModel
    private var lastMapArea = Rect(x: 0, y: 0, width: 0, height: 0)
    private var lastListArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The ground as map lines, per answer; and drawn, per view.
    private let groundImages = GroundImageCache()

    struct GroundKey: Hashable {
        var center: Coordinate
        var radius, width, height, revision: Int
    }
    typealias PinKey = GroundKey
    struct MapKey: Equatable {
        var ground: GroundKey
        var stores: Int
    }
    /// The map as drawn for a view, but for the selected pin's label.
    private var mapImage: (key: MapKey, image: PinMap.Image)?
    /// The pins as last projected, and for which view.
    private var pinLayers: (key: PinKey, layer: PinLayer)?
    /// The rows' hours as said for a list and a minute.
    private var hoursSaid: (revision: Int, minute: Int, rows: [Int: (text: String, closed: Bool)]) = (-1, -1, [:])
    /// The list's rows as drawn (before the selection's highlight), by index, for one answer, minute and layout.
    private var rows = KeptRows<RowLayout, Int>()

    /// Everything a row's drawing reads besides its store.
    private struct RowLayout: Equatable {
        let revision: Int, minute: Int, compact: Bool, numberWidth: Int, nameWidth: Int, hoursWidth: Int
        let showPhone: Bool
    }

    public init(model: StoresViewModel) {
        self.model = model
    }

    public func accessibleModeChanged(_ accessible: Bool) { model.send(.accessibleMode(accessible)) }

    private var state: StoresState { model.state }

    public var focus: FocusID? { state.focus }
    public var isFocusOnTopLine: Bool { state.isOnTopLine }
    public var isFocusOnBottomLine: Bool { state.isOnBottomLine }

    public var statusText: String {
        // The streets' failure only where a map is drawn (the accessible mode has none).
        [listStatus, sourceStatus, state.accessible ? "" : model.groundNote.value ?? ""].filter { !$0.isEmpty }.joined(
            separator: " · ")
    }

    /// "Stores: OpenStreetMap ●", "Stores: sample ○ (no network — sample data)".
    private var sourceStatus: String {
        guard let answer = state.source else { return "" }
        let (source, note) = (answer.source, answer.note)
        if let offline = offlineLabel { return L.storesSourceStatus(offline + " " + AnswerKind.keptCopy.mark) }
        let kind: AnswerKind = source == .sample ? .sample : .live
        return L.storesSourceStatus("\(sourceName(source)) \(kind.mark)" + (note.map { " (\($0))" } ?? ""))
    }

    /// The source's name as the status bar says it: "OpenStreetMap", "Kakao" (names stay), "sample" (a word).
    private func sourceName(_ source: StoreSource) -> String {
        source == .sample ? L.sampleSourceName : source.displayName
    }

    /// The credit the source asks to be shown with its data (nil when none is asked), in the language in use.
    private func credit(of source: StoreSource) -> String? { source.credit.isEmpty ? nil : source.credit }

    /// "OpenStreetMap · 2 h ago (offline)" while the stores shown are the last answer kept on disk.
    private var offlineLabel: String? {
        guard let source = state.source?.source, let origin = state.source?.origin, origin.isOfflineCopy else {
            return nil
        }
        return origin.label(source: sourceName(source), now: model.now())
    }

    private var listStatus: String {
        switch state.phase {
        case .loaded(let stores) where stores.isEmpty:
            return L.storesStatusNoneWithin(
                radius: formatDistance(Double(state.radius)), place: model.location.value.name)
        case .loaded where state.openOnly:
            let counts = model.openCounts
            return L.storesStatusOpenNow(open: counts.open, of: model.allStores.count, unknown: counts.unknown)
        case .loaded(let stores):
            return L.storesStatusCount(stores.count, radius: formatDistance(Double(state.radius)))
        case .loading: return L.storesSearching
        case .failed: return L.storesStatusError
        case .idle: return ""
        }
    }

    public var helpNotes: [String] {
        [L.storesHelpMapLegend]
    }

    /// The details' keys or the list's.
    public var bindingsBasis: Int? { (state.isDetail ? KeyTable.details : KeyTable.list).rawValue }
    private enum KeyTable: Int { case list, details }

    public var bindings: [KeyBinding] {
        if state.isDetail {
            let walk = ListState.navigationBindings({ [weak self] in self?.state.details ?? ListState() }) {
                [weak self] in
                self?.model.send(.moveInDetail($0))
            }
            return walk + [
                KeyBinding(
                    [.escape, .enter, .char("q")], label: "Esc", L.storesKeyCloseDetails, hint: L.hintClose
                ) { [weak self] in
                    self?.model.send(.closeDetail)
                }
            ]
        }
        let navigation = ListState.navigationBindings({ [weak self] in self?.state.list ?? ListState() }) {
            [weak self] moved in
            self?.model.send(.select(moved.selected))
        }
        // Before the list's own: j/k go on past its first row to the lines above it; Home to the top, g to row 1.
        return LinesAbove.bindings(model) + navigation + [
            KeyBinding([.enter], L.storesKeyDetails, hint: L.hintDetails) { [weak self] in
                self?.model.send(.openDetail)
            },
            KeyBinding([.char("o")], L.storesKeyOpenOnly) { [weak self] in
                self?.model.send(.toggleOpenOnly)
            },
            KeyBinding([.char("c")], L.storesKeyCentre, hint: L.storesHintCentre) { [weak self] in
                self?.model.send(.centreOnYou)
            },
            KeyBinding([.char("m")], L.storesKeyMapInWords) {
                [weak self] in
                self?.model.send(.toggleMapInWords)
            },
            KeyBinding([.char("+"), .char("=")], label: "+/-", L.storesKeyRadius, hint: L.storesHintRadius) {
                [weak self] in self?.model.send(.widen)
            },
            KeyBinding([.char("-")], label: "", "") { [weak self] in self?.model.send(.narrow) },
            KeyBinding([.char("r")], L.storesKeySearchAgain, hint: L.storesHintReload) { [weak self] in
                self?.model.send(.searchAgain)
            },
        ]
    }

    public func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool {
        switch event.kind {
        case .wheelDown: model.send(.select(state.list.selected + 1))
        case .wheelUp: model.send(.select(state.list.selected - 1))
        case .click:
            if let index = ListView.index(at: event.position, in: lastListArea, state: state.list) {
                model.send(.select(index))
            } else if lastMapArea.contains(event.position) {
                let point = map().coordinate(atCell: event.position, in: lastMapArea)
                model.send(.selectNearest(Coordinate(latitude: point.latitude, longitude: point.longitude)))
            } else {
                return false
            }
        }
        return true
    }

    // MARK: Drawing

    public func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        let (header, body) = area.splitTop(1)
        renderHeader(in: header, spinner: context.spinner, buffer: &buffer)
        if context.accessible {
            // No map: one line says what it showed, and the list gets the room.
            let (summaryLine, listArea) = body.splitTop(1)
            buffer.write(summary, x: summaryLine.x, y: summaryLine.y, maxWidth: summaryLine.width)
            lastMapArea = Rect(x: 0, y: 0, width: 0, height: 0)
            lastListArea = listArea
            renderList(in: listArea, spinner: context.spinner, compact: true, buffer: &buffer)
            renderLeadFocus(lines: [header, summaryLine], buffer: &buffer)
            if let store = state.detail { renderDetail(store, in: area, bare: true, buffer: &buffer) }
            return
        }
        let split = SplitPane(sideBySideFrom: 96, firstShare: 0.4, minimumFirst: 30)
        let (mapArea, _, listArea) = split.layout(body)
        split.render(in: body, buffer: &buffer)
        lastMapArea = mapArea
        lastListArea = listArea
        renderMap(in: mapArea, buffer: &buffer)
        renderList(in: listArea, spinner: context.spinner, compact: false, buffer: &buffer)
        renderLeadFocus(lines: [header], buffer: &buffer)
        if let store = state.detail { renderDetail(store, in: area, bare: false, buffer: &buffer) }
    }

    /// The focus on a line above the list (`StoresState.above`), in place of the list's row.
    private func renderLeadFocus(lines: [Rect], buffer: inout Buffer) {
        guard !state.isDetail, let line = state.above.focused.flatMap({ lines[safe: $0] }) else { return }
        buffer.reportLineFocus(line)
    }

    /// "32 stores within 1 km of 판교; nearest: CU 삼평중앙점, 125 m north-east" — the map in words.
    var summary: String {
        let place = model.location.value.name, radius = formatDistance(Double(state.radius))
        switch state.phase {
        case .idle, .loading: return L.loading
        case .failed(let message): return message
        case .loaded(let stores):
            guard !stores.isEmpty else { return L.storesSummaryNone(radius: radius, place: place) }
            guard let nearest = model.nearest else {
                return L.storesSummaryNoDistances(count: stores.count, radius: radius, place: place)
            }
            return L.storesSummary(
                count: stores.count, radius: radius, place: place, nearest: nearest.name,
                distance: nearest.distanceInWords)
        }
    }

    public var viewDescription: String {
        if let store = state.detail { return L.storesWhereDetails(name: store.name) }
        // Above the list the line still says the view, the count and the place first, then where the focus is.
        let above = state.above.focused != nil ? ", " + L.storesWhereAboveTheList : ""
        let count = model.stores.count
        guard count > 0 else { return (model.isLoading ? L.storesWhereListLoading : L.storesWhereListEmpty) + above }
        let selected = (model.selectedIndex ?? 0) + 1
        return L.storesWhereList(count: count, selected: selected) + above
    }

    private func renderHeader(in area: Rect, spinner: String, buffer: inout Buffer) {
        let place = model.location.value.name
        // Where "you" came from, unless a person named the place: "(GPS ±12 m)", "(a guess from your time zone…)".
        let origin: String? = model.location.value.origin.flatMap { $0 == .named ? nil : $0.words }
        let heading = L.storesHeader(place: place, origin: origin, radius: formatDistance(Double(state.radius)))
        // That the stores are made up, or a kept copy and its age, comes first and is never cut (it survives at 40
        // columns); then the place; the source's credit (© OpenStreetMap contributors), the streets' credit and
        // "searching" give way first, in that order from the least.
        let source = state.source?.source
        var parts: [FittedLine.Part] = []
        if source == .sample { parts.append(FittedLine.Part(L.storesCreditSample, importance: 9, whole: true)) }
        if let offline = offlineLabel { parts.append(FittedLine.Part(offline, importance: 8, whole: true)) }
        parts.append(FittedLine.Part(heading, importance: 5))
        if let source, source != .sample, let words = credit(of: source) {
            parts.append(FittedLine.Part(words, importance: 3))
        }
        // Streets drawn from OpenStreetMap are credited even when the stores come from elsewhere.
        if model.ground.value?.origin != nil, source != .openStreetMap {
            parts.append(FittedLine.Part(L.streetsCredit, importance: 2))
        }
        if model.isLoading { parts.append(FittedLine.Part(L.storesSearching, importance: 1)) }
        let text =
            (model.isLoading && !spinner.isEmpty ? spinnerPrefixed(spinner, "") : "")
            + FittedLine.fit(parts, width: area.width - (model.isLoading && !spinner.isEmpty ? 2 : 0))
        buffer.write(text, x: area.x, y: area.y, style: .bold, maxWidth: area.width)
    }

    /// The map as it is drawn and as clicks are read. Its pins are projected once per view (`pinLayer(for:in:)`),
    /// not listed on every frame.
    private func map() -> PinMap {
        let center = state.mapCenter
        let user = model.location.value.coordinate
        var map = PinMap(
            center: (center.latitude, center.longitude), user: (user.latitude, user.longitude),
            radiusMeters: Double(state.radius), pins: [], selected: nil,
            places: model.landmarks.map { MapPin(latitude: $0.latitude, longitude: $0.longitude, label: $0.nameKo) })
        if let index = model.selectedIndex {
            let at = model.stores[index].coordinate
            map.selectedPin = MapPin(latitude: at.latitude, longitude: at.longitude, label: String(index + 1))
        }
        map.ground = groundLines
        return map
    }

    /// The stores' pins for this view (centre, radius, size, list): projected again only when one of them changed.
    private func pinLayer(for map: PinMap, in area: Rect) -> PinLayer {
        let key = PinKey(
            center: state.mapCenter, radius: state.radius, width: area.width, height: area.height,
            revision: model.storesRevision)
        if let kept = pinLayers, kept.key == key { return kept.layer }
        let stores = model.stores
        let layer = PinLayer(
            count: stores.count, coordinate: { (stores[$0].coordinate.latitude, stores[$0].coordinate.longitude) },
            map: map, area: area)
        pinLayers = (key, layer)
        return layer
    }

    /// The fetched ground as the map draws it (converted once per answer).
    private var groundLines: [MapLine] {
        groundImages.lines(revision: model.groundLoader.revision) {
            (model.ground.value?.ways ?? []).map { way in
                MapLine(
                    look: MapLine.Look(kindName: way.kind.rawValue), latitudes: way.points.map(\.latitude),
                    longitudes: way.points.map(\.longitude), label: way.shownName)
            }
        }
    }

    private func renderMap(in area: Rect, buffer: inout Buffer) {
        guard state.mapInWords else {
            // The ground is projected once per view (centre, scale, size), not on every frame.
            let key = GroundKey(
                center: state.mapCenter, radius: state.radius, width: area.width, height: area.height,
                revision: model.groundLoader.revision)
            let map = self.map()
            // Everything but the selected pin's label is drawn once per view (and answer); a move adds that label.
            let imageKey = MapKey(ground: key, stores: model.storesRevision)
            if mapImage?.key != imageKey {
                guard area.width >= 4, area.height >= 3 else { return }
                var full = groundImages.prepare(map, in: area, key: key)
                full.pinLayer = pinLayer(for: full, in: area)
                mapImage = (imageKey, full.prepared(in: area))
            }
            if let image = mapImage?.image { map.render(image, in: area, buffer: &buffer) }
            return
        }
        // The map's text equivalent: where you are, then the pins in words around the selected one (marked): as many
        // as the pane holds, so a long answer costs no more than a short one.
        let stores = model.stores
        let room = max(1, area.height - 3)
        let selected = model.selectedIndex ?? 0
        let first = max(0, min(selected - room / 2, stores.count - room))
        let window = first..<min(stores.count, first + room)
        let lines =
            [L.storesMapInWordsTitle, summary, L.storesMapInWordsYou(place: model.location.value.name)]
            + window.map { i in
                let s = stores[i]
                return "\(i == model.selectedIndex ? "▶" : " ") \(i + 1) \(s.name) — \(s.distanceInWords)"
                    + (model.ground.value?.street(near: s.coordinate).map { L.onStreet($0) } ?? "")
            }
        let highlighted = model.selectedIndex.map { $0 - first + 3 }
        TextLines(lines, highlighted: highlighted).render(in: area, buffer: &buffer)
    }

    private func renderList(in area: Rect, spinner: String, compact: Bool, buffer: inout Buffer) {
        switch state.phase {
        case .idle, .loading:
            return MessageText(
                spinnerPrefixed(spinner, L.storesListSearching), centered: true, transient: true
            )
            .render(in: area, buffer: &buffer)
        case .failed(let message):
            return MessageText(message + "\n\n" + L.storesListPressRToRetry, style: .plain, firstLineStyle: .bold)
                .render(in: area, buffer: &buffer)
        default: break
        }
        let stores = model.stores
        if stores.isEmpty, state.openOnly, !model.allStores.isEmpty {
            return MessageText(
                L.storesListNoneOpen(total: model.allStores.count, unknown: model.openCounts.unknown),
                centered: true
            ).render(in: area, buffer: &buffer)
        }
        if stores.isEmpty {
            return MessageText(
                L.storesEmptyWithin(radius: formatDistance(Double(state.radius))),
                centered: true
            ).render(in: area, buffer: &buffer)
        }
        let numberWidth = String(stores.count).count + 1
        // Every field stays; on a narrow list the address gives way first.
        let showPhone = area.width >= 50
        // The name column grows to the longest name (up to a cap) before the address gets the slack.
        let nameWidth = max(10, min(model.longestName, 28, area.width * 2 / 5))
        // "open · closes 23:00", "closed · opens 07:00" where the source has hours (OpenStreetMap); no column
        // otherwise. Said for the rows on screen only, as wide as the widest of them: a key costs the same for 30
        // stores or 30,000.
        let now = model.now()
        let minute = StoresViewModel.minute(now)
        if hoursSaid.revision != model.storesRevision || hoursSaid.minute != minute {
            hoursSaid = (model.storesRevision, minute, [:])
        }
        var hours: [Int: (text: String, closed: Bool)] = [:]
        for index in ListView.visibleRows(of: state.list, height: area.height, byHalfPage: true) {
            // Said once a minute per row: a move asks only the row that came into view.
            if let said = hoursSaid.rows[index] {
                hours[index] = said
                continue
            }
            hours[index] = stores[index].hoursNow(at: now, offset: model.localOffset(stores[index].coordinate))
            hoursSaid.rows[index] = hours[index]
        }
        let hoursWidth = hours.values.map(\.text.displayWidth).max() ?? 0
        let layout = RowLayout(
            revision: model.storesRevision, minute: minute, compact: compact, numberWidth: numberWidth,
            nameWidth: nameWidth, hoursWidth: hoursWidth, showPhone: showPhone)
        var list = ListView(focused: !state.isDetail && state.above.focused == nil) { index, rect, buffer in
            // A row drawn for this answer, minute and layout is copied in: a move writes only the row that came
            // into view.
            let image = self.rows.row(index, layout: layout, width: rect.width) { area, image in
                drawRow(index, in: area, buffer: &image)
            }
            buffer.draw(image, at: Point(x: rect.x, y: rect.y))
        }
        func drawRow(_ index: Int, in rect: Rect, buffer: inout Buffer) {
            let store = stores[index]
            if compact {
                // The accessible mode: one sentence from the first column, the distance first on every row
                // ("3: 230 m south-west ↙, CU 백현2점, …"); no columns padded with blanks.
                let text = [String].rowSentence(
                    number: "\(index + 1)", name: store.name, fact: store.distanceInWords,
                    rest: [hours[index]?.text ?? "", self.shortAddress(store.displayAddress), store.phone])
                buffer.write(
                    text, x: rect.x, y: rect.y, style: hours[index]?.closed == true ? .dim : .plain,
                    maxWidth: rect.width)
                return
            }
            var x = rect.x
            x += buffer.write(
                String(index + 1).padded(to: numberWidth, alignment: .right) + " ", x: x, y: rect.y, style: .bold)
            x += buffer.write(store.name.padded(to: nameWidth) + " ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            x += buffer.write(
                store.distanceText.padded(to: 9, alignment: .right) + "  ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            if hoursWidth > 0 {
                x += buffer.write(
                    (hours[index]?.text ?? "").padded(to: hoursWidth) + "  ", x: x, y: rect.y,
                    style: hours[index]?.closed == true ? .dim : .plain, maxWidth: rect.maxX - x)
            }
            // A column that cannot keep ten cells is left out whole, never shown as a stub of two letters: the
            // phone gives way first, then the address.
            var phone = showPhone ? store.phone : ""
            var addressWidth = rect.maxX - x - (phone.isEmpty ? 0 : phone.displayWidth + 2)
            if addressWidth < 10, !phone.isEmpty {
                phone = ""
                addressWidth = rect.maxX - x
            }
            if addressWidth >= 10 {
                x += buffer.write(
                    self.shortAddress(store.displayAddress).padded(to: addressWidth), x: x, y: rect.y,
                    style: .plain, maxWidth: addressWidth)
            }
            if !phone.isEmpty { buffer.write("  " + phone, x: x, y: rect.y, style: .dim, maxWidth: rect.maxX - x) }
        }
        list.scrollsByHalfPage = true
        model.lend(\.list) { list.render(in: area, state: &$0, buffer: &buffer) }
    }

    /// Drops the province/city prefix the whole list shares ("경기 성남시 분당구 판교역로 235" → "판교역로 235").
    private func shortAddress(_ address: String) -> String {
        let parts = address.split(separator: " ")
        guard parts.count > 2 else { return address }
        if let road = parts.firstIndex(where: {
            $0.hasSuffix("로") || $0.hasSuffix("길") || $0.hasSuffix("동") || $0.hasSuffix("가")  // not UI: address grammar
        }) {
            return parts[road...].joined(separator: " ")
        }
        return parts.suffix(2).joined(separator: " ")
    }

    /// "Mo-Su 07:00-23:00 — open · closes 23:00", the rule's comment, the week ahead; as written when not understood.
    private func hoursInWords(_ store: ConvenienceStore) -> [String] {
        OpeningHoursWords.details(
            store.hours, at: model.now(), offset: model.localOffset(store.coordinate), coordinate: store.coordinate)
    }

    /// The store's category in the interface's language, its brand as the source names it: Kakao's "가정,생활 >
    /// 편의점 > GS25" and OpenStreetMap's "shop=convenience; brand=CU" both say "convenience store (GS25)".
    static func categoryWords(_ category: String) -> String {
        let kakao = category.components(separatedBy: " > ")
        let brand =
            kakao.count >= 3
            ? kakao.last
            : category.components(separatedBy: "; ").first { $0.hasPrefix("brand=") }.map { String($0.dropFirst(6)) }
        guard kakao.count >= 3 || category.hasPrefix("shop=convenience") else { return category }
        return L.storesCategoryConvenience(brand: brand)
    }

    private func renderDetail(_ store: ConvenienceStore, in area: Rect, bare: Bool, buffer: inout Buffer) {
        // The street it is on, where the map's streets are known (also without a map: the accessible mode).
        let street = model.ground.value?.street(near: store.coordinate).map { [(L.storesDetailStreet, $0)] } ?? []
        // The hours' first line beside its label; the comment and the week ahead below it, unlabelled.
        let hours = hoursInWords(store)
        let hoursRows = [(L.storesDetailHours, hours[0])] + hours.dropFirst().map { ("", $0) }
        let rows: [(String, String)] =
            [
                (L.storesDetailCategory, Self.categoryWords(store.category)),
                (L.storesDetailPhone, store.phone.isEmpty ? "—" : store.phone),
                (L.storesDetailRoadAddress, store.roadAddress.isEmpty ? "—" : store.roadAddress),
                (L.storesDetailAddress, store.address),
                (L.storesDetailDistance, store.distance == nil ? "—" : store.distanceInWords),
            ] + street + hoursRows + [
                (L.storesDetailPlaceURL, store.url.isEmpty ? "—" : store.url),
                (
                    L.storesDetailCoordinates,
                    String(format: "%.6f, %.6f", store.coordinate.latitude, store.coordinate.longitude)
                ),
            ]
        // The name first, then a label and its value on each line, so each line reads whole on a braille display
        // (bare, in the accessible mode: "Phone: 031…", no label column of blanks to spend cells on).
        let isSample = state.source?.source == .sample
        let lines =
            [TextLine(store.name, style: .bold)]
            + (isSample ? [TextLine(L.storesDetailSampleStore, style: .bold)] : [])
            + rows.map { label, value in
                TextLine(bare ? (label.isEmpty ? value : label + ": " + value) : label.padded(to: 13) + " " + value)
            }
            + [TextLine(""), TextLine(L.escCloses, style: .dim)]
        let inner = ModalBox(
            title: store.name, width: 72, height: lines.count + 2, bare: bare, titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        model.lend(\.details) { ScrollText(lines).render(in: inner, state: &$0, buffer: &buffer) }
    }
}
