import Foundation
import Observables
import Services
import TUI

/// The Stores tab: a braille map and the list of stores, linked both ways; a detail box on Enter.
@MainActor
public final class StoresView: TabModelView {
    public let title = "Stores"
    public let number = 1
    public let model: StoresViewModel
    private var lastMapArea = Rect(x: 0, y: 0, width: 0, height: 0)
    private var lastListArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The ground as map lines, per answer; and drawn, per view.
    private let groundImages = GroundImageCache()

    struct GroundKey: Hashable {
        var center: Coordinate
        var radius, width, height, revision: Int
    }

    public init(model: StoresViewModel) {
        self.model = model
    }

    private var state: StoresState { model.state }

    public var focus: FocusID? { state.focus }

    public var statusText: String {
        [listStatus, sourceStatus, model.groundNote.value ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// "Stores: OpenStreetMap ●", "Stores: sample ○ (no network — sample data)".
    private var sourceStatus: String {
        guard let (source, note) = model.source.value else { return "" }
        if let offline = offlineLabel { return "Stores: " + offline }
        return "Stores: \(source.displayName) \(source == .sample ? "○" : "●")" + (note.map { " (\($0))" } ?? "")
    }

    /// "OpenStreetMap · 2 h ago (offline)" while the stores shown are the last answer kept on disk.
    private var offlineLabel: String? {
        guard let origin = model.origin, origin.isOfflineCopy, let (source, _) = model.source.value else { return nil }
        return origin.label(source: source.displayName, now: model.now())
    }

    private var listStatus: String {
        switch model.phase.value {
        case .loaded(let stores) where stores.isEmpty:
            return
                "no convenience stores within \(formatDistance(Double(model.radius.value))) of \(model.location.value.name) — + widens"
        case .loaded where state.openOnly:
            let counts = model.openCounts
            let unknown = counts.unknown == 0 ? "" : " · \(counts.unknown) with unknown hours left out"
            return "open now: \(counts.open) of \(model.allStores.count) stores\(unknown) — o shows all"
        case .loaded(let stores): return "\(stores.count) stores within \(formatDistance(Double(model.radius.value)))"
        case .loading: return "searching…"
        case .failed: return "error — r retries"
        case .idle: return ""
        }
    }

    public var helpNotes: [String] {
        [
            "Map: ◉ you, numbers are stores as in the list, ▶ the selected store, dotted circle = search radius, N↑ north."
        ]
    }

    public var bindings: [KeyBinding] {
        if state.isDetail {
            let walk = ListState.navigationBindings({ [weak self] in self?.state.details ?? ListState() }) {
                [weak self] in
                self?.model.state.details = $0
            }
            return walk + [
                KeyBinding([.escape, .enter, .char("q")], label: "Esc", "close the details", hint: "close") {
                    [weak self] in
                    self?.model.closeDetail()
                }
            ]
        }
        let navigation = ListState.navigationBindings({ [weak self] in self?.state.list ?? ListState() }) {
            [weak self] moved in
            self?.model.select(moved.selected)
        }
        return navigation + [
            KeyBinding([.enter], "details of the selected store", hint: "details") { [weak self] in
                self?.model.openDetail()
            },
            KeyBinding([.char("o")], "only the stores open now (o again: all)") { [weak self] in
                self?.model.toggleOpenOnly()
            },
            KeyBinding([.char("c")], "centre the map on you", hint: "centre") { [weak self] in
                self?.model.centerOnUser()
            },
            KeyBinding([.char("m")], "the map in words: every pin with its distance and direction (m again: the map)") {
                [weak self] in
                self?.model.toggleMapInWords()
            },
            KeyBinding([.char("+"), .char("=")], label: "+/-", "widen / narrow the radius", hint: "radius") {
                [weak self] in self?.model.widen()
            },
            KeyBinding([.char("-")], label: "", "") { [weak self] in self?.model.narrow() },
            KeyBinding([.char("r")], "search again", hint: "reload") { [weak self] in self?.model.retry() },
        ]
    }

    public func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool {
        switch event.kind {
        case .wheelDown: model.select(state.list.selected + 1)
        case .wheelUp: model.select(state.list.selected - 1)
        case .click:
            if let index = ListView.index(at: event.position, in: lastListArea, state: state.list) {
                model.select(index)
            } else if lastMapArea.contains(event.position) {
                let point = map().coordinate(atCell: event.position, in: lastMapArea)
                model.selectNearest(to: Coordinate(latitude: point.latitude, longitude: point.longitude))
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
            renderList(in: listArea, spinner: context.spinner, buffer: &buffer)
            if let store = model.detail.value { renderDetail(store, in: area, buffer: &buffer) }
            return
        }
        let split = SplitPane(sideBySideFrom: 96, firstShare: 0.4, minimumFirst: 30)
        let (mapArea, _, listArea) = split.layout(body)
        split.render(in: body, buffer: &buffer)
        lastMapArea = mapArea
        lastListArea = listArea
        renderMap(in: mapArea, buffer: &buffer)
        renderList(in: listArea, spinner: context.spinner, buffer: &buffer)
        if let store = model.detail.value { renderDetail(store, in: area, buffer: &buffer) }
    }

    /// "32 stores within 1 km of 판교; nearest: CU 삼평중앙점, 125 m north-east" — the map in words.
    var summary: String {
        let place = model.location.value.name, radius = formatDistance(Double(model.radius.value))
        switch model.phase.value {
        case .idle, .loading: return "loading…"
        case .failed(let message): return message
        case .loaded(let stores):
            guard let nearest = stores.min(by: { ($0.distance ?? .infinity) < ($1.distance ?? .infinity) }) else {
                return "no stores within \(radius) of \(place)"
            }
            return
                "\(stores.count) stores within \(radius) of \(place); nearest: \(nearest.name), \(nearest.distanceInWords)"
        }
    }

    public var viewDescription: String {
        if let store = model.detail.value { return "Stores — details of \(store.name)" }
        let count = model.stores.count
        guard count > 0 else { return "Stores — list, \(model.isLoading ? "loading" : "no stores")" }
        let selected = (model.selectedIndex ?? 0) + 1
        return "Stores — list, \(count) stores, \(selected) of \(count) selected"
    }

    private func renderHeader(in area: Rect, spinner: String, buffer: inout Buffer) {
        let place = model.location.value.name
        // Where "you" came from, unless a person named the place: "(GPS ±12 m)", "(a guess from your time zone…)".
        let origin = model.location.value.origin.flatMap { $0 == .named ? nil : " (\($0.words))" } ?? ""
        var text = "편의점 near \(place)\(origin) · radius \(formatDistance(Double(model.radius.value)))"
        // The source's credit (© OpenStreetMap contributors) or that the stores are made up.
        if let (source, _) = model.source.value, !source.credit.isEmpty { text += " · " + source.credit }
        if let offline = offlineLabel { text += " · " + offline }
        // Streets drawn from OpenStreetMap are credited even when the stores come from elsewhere.
        if model.ground.value?.origin != nil, model.source.value?.0 != .openStreetMap {
            text += " · streets © OpenStreetMap contributors"
        }
        if model.isLoading { text = (spinner.isEmpty ? "" : spinnerPrefixed(spinner, "")) + text + " · searching…" }
        buffer.write(text, x: area.x, y: area.y, style: .bold, maxWidth: area.width)
    }

    /// The map as it is drawn and as clicks are read.
    private func map() -> PinMap {
        let center = model.mapCenter.value
        let user = model.location.value.coordinate
        var map = PinMap(
            center: (center.latitude, center.longitude), user: (user.latitude, user.longitude),
            radiusMeters: Double(model.radius.value),
            pins: model.stores.enumerated().map {
                MapPin(latitude: $1.coordinate.latitude, longitude: $1.coordinate.longitude, label: "\($0 + 1)")
            },
            selected: model.selectedIndex,
            places: model.landmarks.map { MapPin(latitude: $0.latitude, longitude: $0.longitude, label: $0.nameKo) })
        map.ground = groundLines
        return map
    }

    /// The fetched ground as the map draws it (converted once per answer).
    private var groundLines: [MapLine] {
        groundImages.lines(revision: model.groundLoader.revision) {
            (model.ground.value?.ways ?? []).map { way in
                MapLine(
                    look: MapLine.Look(kindName: way.kind.rawValue), latitudes: way.points.map(\.latitude),
                    longitudes: way.points.map(\.longitude), label: way.name)
            }
        }
    }

    private func renderMap(in area: Rect, buffer: inout Buffer) {
        guard state.mapInWords else {
            // The ground is projected once per view (centre, scale, size), not on every frame.
            let key = GroundKey(
                center: model.mapCenter.value, radius: model.radius.value, width: area.width, height: area.height,
                revision: model.groundLoader.revision)
            let map = groundImages.prepare(self.map(), in: area, key: key)
            return map.render(in: area, buffer: &buffer)
        }
        // The map's text equivalent: where you are, then each pin in words, the selected one marked.
        let stores = model.stores
        let lines =
            ["Map in words (m returns to the map):", summary, "◉ you: \(model.location.value.name)"]
            + stores.enumerated().map { i, s in
                "\(i == model.selectedIndex ? "▶" : " ") \(i + 1) \(s.name) — \(s.distanceInWords)"
                    + (model.ground.value?.street(near: s.coordinate).map { ", on \($0)" } ?? "")
            }
        TextLines(lines, highlighted: model.selectedIndex.map { $0 + 3 }).render(in: area, buffer: &buffer)
    }

    private func renderList(in area: Rect, spinner: String, buffer: inout Buffer) {
        switch model.phase.value {
        case .idle, .loading:
            return MessageText(
                spinnerPrefixed(spinner, "searching for convenience stores…"), centered: true, transient: true
            )
            .render(in: area, buffer: &buffer)
        case .failed(let message):
            return MessageText(message + "\n\npress r to retry", style: .plain, firstLineStyle: .bold).render(
                in: area, buffer: &buffer)
        default: break
        }
        let stores = model.stores
        if stores.isEmpty, state.openOnly, !model.allStores.isEmpty {
            let unknown = model.openCounts.unknown
            return MessageText(
                "none of the \(model.allStores.count) stores is known to be open now"
                    + (unknown == 0 ? "" : " (\(unknown) with unknown hours)") + " — press o to show all",
                centered: true
            ).render(in: area, buffer: &buffer)
        }
        if stores.isEmpty {
            return MessageText(
                "no convenience stores within \(formatDistance(Double(model.radius.value))) — press + to widen",
                centered: true
            ).render(in: area, buffer: &buffer)
        }
        let numberWidth = String(stores.count).count + 1
        // Every field stays; on a narrow list the address gives way first.
        let showPhone = area.width >= 50
        // The name column grows to the longest name (up to a cap) before the address gets the slack.
        let longest = stores.map(\.name.displayWidth).max() ?? 10
        let nameWidth = max(10, min(longest, 28, area.width * 2 / 5))
        // "closes 23:00", "closed · opens 07:00" where the source has hours (OpenStreetMap); no column otherwise.
        let now = model.now()
        let hours = stores.map { $0.hoursText(at: now, offset: model.localOffset($0.coordinate)) }
        let hoursWidth = hours.map(\.displayWidth).max() ?? 0
        ListView(focused: !state.isDetail) { index, rect, buffer in
            let store = stores[index]
            var x = rect.x
            x += buffer.write(
                String(index + 1).padded(to: numberWidth, alignment: .right) + " ", x: x, y: rect.y, style: .bold)
            x += buffer.write(store.name.padded(to: nameWidth) + " ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            x += buffer.write(
                store.distanceText.padded(to: 9, alignment: .right) + "  ", x: x, y: rect.y, maxWidth: rect.maxX - x)
            if hoursWidth > 0 {
                x += buffer.write(
                    hours[index].padded(to: hoursWidth) + "  ", x: x, y: rect.y,
                    style: hours[index].hasPrefix("closed") ? .dim : .plain, maxWidth: rect.maxX - x)
            }
            let phone = showPhone ? store.phone : ""
            let addressWidth = rect.maxX - x - (phone.isEmpty ? 0 : phone.displayWidth + 2)
            x += buffer.write(
                self.shortAddress(store.displayAddress).padded(to: max(0, addressWidth)), x: x, y: rect.y,
                style: .plain, maxWidth: max(0, addressWidth))
            if !phone.isEmpty { buffer.write("  " + phone, x: x, y: rect.y, style: .dim, maxWidth: rect.maxX - x) }
        }.render(in: area, state: &model.state.list, buffer: &buffer)
    }

    /// Drops the province/city prefix the whole list shares ("경기 성남시 분당구 판교역로 235" → "판교역로 235").
    private func shortAddress(_ address: String) -> String {
        let parts = address.split(separator: " ")
        guard parts.count > 2 else { return address }
        if let road = parts.firstIndex(where: {
            $0.hasSuffix("로") || $0.hasSuffix("길") || $0.hasSuffix("동") || $0.hasSuffix("가")
        }) {
            return parts[road...].joined(separator: " ")
        }
        return parts.suffix(2).joined(separator: " ")
    }

    /// "Mo-Su 07:00-23:00 — open now, closes 23:00"; as written when not understood; "—" when unknown.
    private func hoursInWords(_ store: ConvenienceStore) -> String {
        guard let hours = store.hours else { return "— (the source gives none)" }
        let now = store.hoursText(at: model.now(), offset: model.localOffset(store.coordinate))
        if now.isEmpty { return hours.text + " (as written; not understood, so not said to be open or closed)" }
        if now == "open" { return hours.text + " — open now, around the clock" }
        return hours.text + " — " + (now.hasPrefix("closed") ? now : "open now, " + now)
    }

    private func renderDetail(_ store: ConvenienceStore, in area: Rect, buffer: inout Buffer) {
        let rows: [(String, String)] = [
            ("Category", store.category), ("Phone", store.phone.isEmpty ? "—" : store.phone),
            ("Road address", store.roadAddress.isEmpty ? "—" : store.roadAddress),
            ("Address", store.address), ("Distance", store.distance == nil ? "—" : store.distanceInWords),
            ("Hours", hoursInWords(store)),
            ("Place URL", store.url),
            ("Coordinates", String(format: "%.6f, %.6f", store.coordinate.latitude, store.coordinate.longitude)),
        ]
        // The name first, then a label and its value on each line, so each line reads whole on a braille display.
        let lines =
            [TextLine(store.name, style: .bold)] + rows.map { TextLine($0.0.padded(to: 13) + " " + $0.1) }
            + [TextLine(""), TextLine("Esc closes", style: .dim)]
        // The details take the whole tab (as Characters' do): a braille line starting left of the box would
        // otherwise begin with the map or the list behind it.
        buffer.fill(area)
        let box = area.centered(width: min(area.width, 72), height: min(area.height, lines.count + 2))
        buffer.fill(box)
        Frame(title: store.name, style: .bold).render(in: box, buffer: &buffer)
        ScrollText(lines).render(
            in: Frame.inner(of: box).inset(horizontal: 1, vertical: 0), state: &model.state.details, buffer: &buffer)
    }
}
