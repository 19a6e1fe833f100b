import Localization
import Services
import TUI

/// The braille map under Nearby, Toilets and Chargers: a pin per point (numbered as the list), the selected one marked,
/// centred on it; `m` lists the same pins in words.
extension TravelView {
    struct MapPoint {
        var label: String
        var title: String
        var at: Coordinate
        var distance: Double?
    }

    func renderSpotMap(in area: Rect, buffer: inout Buffer) {
        let points = state.visibleSpots.enumerated().compactMap { i, s in
            s.coordinate.map { MapPoint(label: "\(i + 1)", title: s.title, at: $0, distance: s.distance) }
        }
        renderMap(
            points, selectedLabel: "\(state.list.selected + 1)", summary: nearbySummary, in: area, buffer: &buffer)
    }

    /// The map's radius: the list's (toilets searched further when none were near, chargers' 3 km, the spots').
    var mapRadius: Int {
        switch state.listing {
        case .toilets:
            if case .loaded(let answer) = state.toiletAnswer, let radius = answer.radius { return radius }
            return TravelState.toiletRadius
        case .chargers: return TravelState.chargerRadius
        case .stations: return TravelState.stationRadius
        default: return state.radius
        }
    }

    /// A side list's map, above its rows (beside them from 140 columns) where there is room and the mode is not the
    /// accessible one; the area left for the rows.
    func renderSideMap(
        _ points: [MapPoint], selected: Int, summary: String, in area: Rect, context: RenderContext,
        buffer: inout Buffer
    ) -> Rect {
        guard !context.accessible && area.height >= 8 else { return area }
        let split = SplitPane(sideBySideFrom: 140, firstShare: 0.35, minimumFirst: 30)
        let (mapArea, _, below) = split.layout(area)
        split.render(in: area, buffer: &buffer)
        renderMap(points, selectedLabel: "\(selected + 1)", summary: summary, in: mapArea, buffer: &buffer)
        return below
    }

    /// A side list (toilets, chargers, stations) under its header lines — the summary, then any notice, dimmed — with
    /// the map beside it and one sentence a row; `list` names the part of the state that holds its selection.
    func renderSideList(
        header: [String], points: [MapPoint], list: WritableKeyPath<TravelState, ListState>, in area: Rect,
        context: RenderContext, buffer: inout Buffer, facts: @escaping (Int) -> [String]
    ) {
        let (headerArea, rest) = area.splitTop(header.count)
        for (i, line) in header.enumerated() where i < headerArea.height {
            buffer.write(
                line, x: headerArea.x, y: headerArea.y + i, style: i == 0 ? .plain : .dim, maxWidth: headerArea.width)
        }
        guard !points.isEmpty else { return }
        let listArea = renderSideMap(
            points, selected: state[keyPath: list].selected, summary: header[0], in: rest, context: context,
            buffer: &buffer)
        var rows = sideRows(count: points.count, facts: facts)
        model.lend(list) { rows.render(in: listArea, state: &$0, buffer: &buffer) }
    }

    /// A side list's rows, each a sentence (number, name, the key fact, the rest), the cursor on the one selected.
    /// The focus is read before the selection is lent to the list (the two are parts of one state).
    func sideRows(count: Int, facts: @escaping (Int) -> [String]) -> ListView {
        ListView(focused: state.mode == .list && state.above.focused == nil, count: count) { index, rect, buffer in
            let words = facts(index)
            let text = [String].rowSentence(
                number: "\(index + 1)", name: words[0], fact: words[1], rest: Array(words.dropFirst(2)))
            buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
        }
    }

    /// `route`: a way to follow, drawn as a line of its own with the map fitted to it (no search radius).
    func renderMap(
        _ points: [MapPoint], selectedLabel: String, summary: String, in area: Rect, buffer: inout Buffer,
        route: [Coordinate] = []
    ) {
        mapDrawn = true
        let here = state.location.coordinate
        if state.mapInWords {
            // The map's text equivalent: each point in words, the selected one marked.
            let lines =
                [L.travelMapInWordsTitle, summary, L.travelMapYou(state.location.name)]
                + points.map { p in
                    "\(p.label == selectedLabel ? "▶" : " ") \(p.label) \(p.title) — "
                        + formatDistance(
                            p.distance ?? here.distance(to: p.at), bearing: here.bearing(to: p.at), inWords: true)
                        + (model.groundLoader.ground.value?.street(near: p.at).map { L.onStreet($0) } ?? "")
                }
            return TextLines(lines).render(in: area, buffer: &buffer)
        }
        let selected = points.firstIndex { $0.label == selectedLabel }
        var center = selected.map { points[$0].at } ?? here
        var radius = Double(mapRadius)
        if let fitted = Self.fitting(route) { (center, radius) = fitted }
        var map = PinMap(
            center: (center.latitude, center.longitude), user: (here.latitude, here.longitude),
            radiusMeters: radius,
            pins: points.map { MapPin(latitude: $0.at.latitude, longitude: $0.at.longitude, label: $0.label) },
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
        if !route.isEmpty {
            map.showsRadius = false
            map.ground.append(
                MapLine(look: .route, latitudes: route.map(\.latitude), longitudes: route.map(\.longitude)))
        }
        // Projected once per view: the map's centre follows the selected point.
        groundImages.prepare(
            map, in: area,
            key: [
                center.latitude, center.longitude, map.radiusMeters, Double(area.width), Double(area.height),
                Double(revision), Double(points.count), Double(route.count),
            ]
        ).render(in: area, buffer: &buffer)
    }

    /// The centre and radius that hold a route's whole line (nil: no route).
    static func fitting(_ route: [Coordinate]) -> (Coordinate, Double)? {
        guard let first = route.first else { return nil }
        var south = first.latitude, north = first.latitude, west = first.longitude, east = first.longitude
        for p in route {
            south = min(south, p.latitude); north = max(north, p.latitude)
            west = min(west, p.longitude); east = max(east, p.longitude)
        }
        let center = Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2)
        let corner = Coordinate(latitude: north, longitude: east)
        return (center, max(60, center.distance(to: corner) * 1.1))
    }
}
