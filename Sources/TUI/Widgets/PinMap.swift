import Foundation

/// A geographic point to draw on a `PinMap`.
public struct MapPin: Equatable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var label: String
    public init(latitude: Double, longitude: Double, label: String) {
        self.latitude = latitude; self.longitude = longitude; self.label = label
    }
}

/// A north-up braille map: pins numbered like a list, the selected pin highlighted, the user marked,
/// a circle for the search radius and a scale bar. A terminal cell is about twice as tall as wide and
/// holds 2×4 dots, so dots are square and one metre is the same length across and down.
/// A line of the ground under the pins (a road, a railway, water), in the map's own terms.
public struct MapLine: Sendable, Equatable {
    public enum Look: Sendable, Equatable {
        /// A main road: plain and bright. A street: dim. A path: dim, only when zoomed in.
        case major, minor, path
        /// Dashed.
        case rail
        /// Blue: rivers, lakes' outlines, the coast.
        case water
        /// A route to follow: bright yellow, over everything else on the ground.
        case route

        /// From a ground kind's name ("majorRoad", "minorRoad", "path", "rail", "water", "coast").
        public init(kindName: String) {
            switch kindName {
            case "majorRoad": self = .major
            case "minorRoad": self = .minor
            case "path": self = .path
            case "rail": self = .rail
            default: self = .water
            }
        }
    }
    public var look: Look
    public var latitudes: [Double]
    public var longitudes: [Double]
    /// A street's name, written along it where there is room.
    public var label: String?

    public init(look: Look, latitudes: [Double], longitudes: [Double], label: String? = nil) {
        self.look = look; self.latitudes = latitudes; self.longitudes = longitudes; self.label = label
    }
}

public struct PinMap: Widget {
    public var center: (latitude: Double, longitude: Double)
    public var user: (latitude: Double, longitude: Double)?
    public var radiusMeters: Double
    public var pins: [MapPin]
    public var selected: Int?
    /// Metres per dot; nil fits the radius circle in the area.
    public var metersPerDot: Double?
    /// Named places (stations, districts) labelled in dim text where there is room, so the map has geography.
    public var places: [MapPin]
    /// Streets, railways and water under the pins.
    public var ground: [MapLine] = []
    /// The ground already drawn for this view (`groundCanvas(in:)`), so it is projected once per view, not per frame.
    public var groundImage: BrailleCanvas?
    /// The pins already projected for this view (`PinLayer`), standing in for `pins`: a long answer's pins are then
    /// not walked on every frame. Their labels are their numbers (index + 1).
    public var pinLayer: PinLayer?
    /// The selected pin (its label its number), where `pinLayer` stands in for `pins`; else `selected` names it.
    public var selectedPin: MapPin?
    /// Whether the search radius is drawn around the user (not on a route's map, where it means nothing).
    public var showsRadius = true

    public init(
        center: (latitude: Double, longitude: Double), user: (latitude: Double, longitude: Double)?,
        radiusMeters: Double, pins: [MapPin], selected: Int?, metersPerDot: Double? = nil, places: [MapPin] = []
    ) {
        self.center = center; self.user = user; self.radiusMeters = radiusMeters
        self.pins = pins; self.selected = selected; self.metersPerDot = metersPerDot; self.places = places
    }

    /// Scale that fits a circle of `radiusMeters` around the user in `area`.
    public static func fittingScale(radiusMeters: Double, area: Rect) -> Double {
        let dots = Double(max(2, min(area.width * 2, area.height * 4)))
        return max(0.5, radiusMeters * 2.1 / dots)
    }

    /// Metres per degree (equirectangular around the centre; fine at city scale).
    private static let metersPerDegreeLatitude = 110_540.0
    private var metersPerDegreeLongitude: Double { 111_320 * cos(center.latitude * .pi / 180) }

    /// Dot position of a coordinate.
    public func dot(latitude: Double, longitude: Double, scale: Double, canvas: BrailleCanvas) -> (x: Int, y: Int) {
        let metersX = (longitude - center.longitude) * metersPerDegreeLongitude
        let metersY = (latitude - center.latitude) * Self.metersPerDegreeLatitude
        let x = Double(canvas.dotWidth) / 2 + metersX / scale
        let y = Double(canvas.dotHeight) / 2 - metersY / scale
        return (Int(x.rounded(.down)), Int(y.rounded(.down)))
    }

    /// The coordinate under the middle of a cell of `area` (for a click on the map): `dot`'s inverse.
    public func coordinate(atCell point: Point, in area: Rect) -> (latitude: Double, longitude: Double) {
        let mapArea = Self.mapArea(of: area)
        let scale = metersPerDot ?? PinMap.fittingScale(radiusMeters: radiusMeters, area: mapArea)
        let dx = (Double(point.x - mapArea.x) * 2 + 1 - Double(mapArea.width)) * scale
        let dy = (Double(point.y - mapArea.y) * 4 + 2 - Double(mapArea.height) * 2) * scale
        return (center.latitude - dy / Self.metersPerDegreeLatitude, center.longitude + dx / metersPerDegreeLongitude)
    }

    /// Metres per dot in `mapArea`.
    func scale(in mapArea: Rect) -> Double {
        metersPerDot ?? PinMap.fittingScale(radiusMeters: radiusMeters, area: mapArea)
    }

    /// The part of `area` above the scale bar.
    static func mapArea(of area: Rect) -> Rect {
        Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
    }

    /// The ground alone, drawn for `area` at this map's centre and scale: what `groundImage` takes.
    public func groundCanvas(in area: Rect) -> BrailleCanvas {
        let mapArea = Self.mapArea(of: area)
        var canvas = BrailleCanvas(columns: mapArea.width, rows: mapArea.height)
        let scale = metersPerDot ?? PinMap.fittingScale(radiusMeters: radiusMeters, area: mapArea)
        // Paths only close in; water first, then rails and streets over it, main roads, then a route (brightest).
        let order: [MapLine.Look] = [.water, .path, .rail, .minor, .major, .route]
        for look in order where look != .path || scale <= 6 {
            let style: Style
            switch look {
            case .major: style = Style(foreground: .white)
            case .minor, .path: style = Style(foreground: .white, dim: true)
            case .rail: style = Style(foreground: .magenta, dim: true)
            case .water: style = Style(foreground: .blue)
            case .route: style = Style(foreground: .yellow, bold: true)
            }
            for line in ground where line.look == look {
                var previous: (x: Int, y: Int)?
                for (lat, lon) in zip(line.latitudes, line.longitudes) {
                    let p = dot(latitude: lat, longitude: lon, scale: scale, canvas: canvas)
                    if let q = previous, Self.mayCross(q, p, canvas) {
                        canvas.line(from: q, to: p, style: style, dashed: look == .rail)
                    }
                    previous = p
                }
            }
        }
        return canvas
    }

    /// Whether a segment may cross the canvas (both ends beyond one edge: it cannot).
    private static func mayCross(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int), _ canvas: BrailleCanvas) -> Bool {
        !((a.x < 0 && b.x < 0) || (a.y < 0 && b.y < 0) || (a.x >= canvas.dotWidth && b.x >= canvas.dotWidth)
            || (a.y >= canvas.dotHeight && b.y >= canvas.dotHeight))
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard area.width >= 4, area.height >= 3 else { return }
        render(prepared(in: area), in: area, buffer: &buffer)
    }

    /// What the map draws whatever is selected — the ground, the radius, the pins' dots and numbers, the user's
    /// marker, street names — made once per view (centre, scale, size, answer) by the caller that keeps it; a frame
    /// then only adds the selected pin's label (`render(_:in:buffer:)`).
    public struct Image {
        var canvas: BrailleCanvas
        var layout: LabelLayout
        var scale: Double
        /// The user's cell, kept free of the selected pin's label.
        var userCell: (x: Int, y: Int)?
    }

    public func prepared(in area: Rect) -> Image {
        let mapArea = Self.mapArea(of: area)
        var canvas =
            groundImage
            ?? (ground.isEmpty ? BrailleCanvas(columns: mapArea.width, rows: mapArea.height) : groundCanvas(in: area))
        if canvas.columns != mapArea.width || canvas.rows != mapArea.height {
            canvas = BrailleCanvas(columns: mapArea.width, rows: mapArea.height)
        }
        let scale = metersPerDot ?? PinMap.fittingScale(radiusMeters: radiusMeters, area: mapArea)

        if let user, showsRadius {
            // The search radius as a dotted circle around the user.
            let c = dot(latitude: user.latitude, longitude: user.longitude, scale: scale, canvas: canvas)
            let r = radiusMeters / scale
            let steps = max(24, Int(r * 4))
            for i in stride(from: 0, to: steps, by: 2) {
                let a = Double(i) / Double(steps) * 2 * .pi
                canvas.set(x: c.x + Int((r * cos(a)).rounded()), y: c.y + Int((r * sin(a)).rounded()), style: .dim)
            }
        }
        // Pins stay the brightest thing on the map, over any street; projected once per view where a layer is given.
        let pinStyle: Style? = ground.isEmpty && groundImage == nil ? nil : Style(foreground: .green, bold: true)
        let layer =
            pinLayer
            ?? PinLayer(
                count: pins.count, coordinate: { (pins[$0].latitude, pins[$0].longitude) }, map: self, area: area)
        for (key, cell) in layer.cells {
            let x = key % layer.columns * 2, y = key / layer.columns * 4
            for bit in 0..<8 where cell.dots & (1 << UInt8(bit)) != 0 {
                canvas.set(x: x + bit % 2, y: y + bit / 2, style: pinStyle)
            }
        }
        func label(_ index: Int) -> String { pinLayer == nil ? pins[index].label : String(index + 1) }
        // Labels never overlap or touch, and a number is never cut: the user's marker first (always shown), then
        // the pins where there is room (elsewhere the dot stays), then places; the selected pin's comes per frame.
        let columns = canvas.columns
        let rows = canvas.rows
        func inside(_ c: (x: Int, y: Int)) -> Bool { c.x >= 0 && c.y >= 0 && c.x < columns && c.y < rows }
        var layout = LabelLayout(width: columns, height: rows)
        var userCell: (x: Int, y: Int)?
        if let user {
            let c = cell(user.latitude, user.longitude, scale: scale, canvas: canvas)
            if inside(c) {
                layout.reserve(x: c.x, y: c.y)
                canvas.label("◉", x: c.x, y: c.y, style: Style(foreground: .cyan, bold: true))
                userCell = c
            }
        }
        for item in layer.labels {
            switch item {
            case .pin(let index, let x, let y):
                let text = label(index)
                if let at = layout.place(text, candidates: Self.around((x, y), text)) {
                    canvas.label(text, x: at.x, y: at.y, style: Style(foreground: .yellow))
                }
            case .crowd(let count, let x, let y):
                // Many pins under one cell: their count, so the map stays readable and cheap.
                let text = "×" + String(count)
                if let at = layout.place(text, candidates: [(x, y)] + Self.around((x, y), text)) {
                    canvas.label(text, x: at.x, y: at.y, style: Style(foreground: .magenta, bold: true))
                }
            }
        }
        for place in places {
            let c = cell(place.latitude, place.longitude, scale: scale, canvas: canvas)
            if inside(c),
                let at = layout.place(
                    place.label,
                    candidates: [(c.x - place.label.displayWidth / 2, c.y)] + Self.around(c, place.label))
            {
                canvas.label(place.label, x: at.x, y: at.y, style: .dim)
            }
        }
        // A few street names along their roads (main roads first, each once), never over a pin or a label.
        for c in layer.occupied { layout.reserve(x: c.x, y: c.y) }
        // Main roads first, in the answer's order; at most a dozen tried (no sort, no copy of the lines).
        var named = Set<String>()
        var tried = 0
        let streets = [MapLine.Look.major, .minor].lazy.flatMap { look in self.ground.lazy.filter { $0.look == look } }
        for street in streets where named.count < 4 && tried < 12 {
            guard let name = street.label, !named.contains(name), street.latitudes.count >= 2 else { continue }
            tried += 1
            // Along the line: its middle first, then further out, wherever the name finds room.
            var candidates: [(x: Int, y: Int)] = []
            for fraction in [0.5, 0.35, 0.65, 0.2, 0.8] {
                let position = fraction * Double(street.latitudes.count - 1)
                let lower = Int(position.rounded(.down)), upper = min(lower + 1, street.latitudes.count - 1)
                let t = position - Double(lower)
                let c = cell(
                    street.latitudes[lower] + (street.latitudes[upper] - street.latitudes[lower]) * t,
                    street.longitudes[lower] + (street.longitudes[upper] - street.longitudes[lower]) * t,
                    scale: scale, canvas: canvas)
                if inside(c) { candidates += [(c.x - name.displayWidth / 2, c.y)] + Self.around(c, name) }
            }
            guard let at = layout.place(name, candidates: candidates) else { continue }
            canvas.label(name, x: at.x, y: at.y, style: Style(foreground: .white, dim: true))
            named.insert(name)
        }
        return Image(canvas: canvas, layout: layout, scale: scale, userCell: userCell)
    }

    /// A frame of the map from its prepared image: the selected pin's label ("▶12") where it finds room beside its
    /// dot (over its own number and any label it would touch, which give way), then the scale bar.
    public func render(_ image: Image, in area: Rect, buffer: inout Buffer) {
        guard area.width >= 4, area.height >= 3 else { return }
        let mapArea = Self.mapArea(of: area)
        var canvas = image.canvas
        let chosen = selectedPin ?? selected.flatMap { pins.indices.contains($0) ? pins[$0] : nil }
        if let pin = chosen {
            let c = cell(pin.latitude, pin.longitude, scale: image.scale, canvas: canvas)
            let text = "▶" + pin.label
            let length = text.displayWidth
            if c.x >= 0, c.y >= 0, c.x < canvas.columns, c.y < canvas.rows, length <= canvas.columns {
                // Its own number gives way to it; the first place free of every other label is taken, else the
                // labels it lands on give way too (never the user's marker).
                let number = String(text.dropFirst()), yellow = Style(foreground: .yellow)
                let own = canvas.labelPlace { $0.text == number && $0.style == yellow }
                canvas.removeLabels { $0.text == number && $0.style == yellow }
                let candidates = [(x: c.x, y: c.y), (x: c.x - length + 1, y: c.y)] + Self.around(c, text)
                // Its dot's cell, unless the user's marker or another label (a crowd's count) is there.
                let dotIsFree = !canvas.hasLabel(atX: c.x, y: c.y)
                let mine = (dotIsFree ? [(x: c.x, y: c.y, length: 1)] : []) + (own.map { [$0] } ?? [])
                let free = candidates.first { image.layout.isFree(x: $0.x, y: $0.y, length: length, ignoring: mine) }
                let at =
                    free ?? candidates.first { at in
                        at.x >= 0 && at.x + length <= canvas.columns && at.y >= 0 && at.y < canvas.rows
                            && !(image.userCell.map { $0.y == at.y && $0.x >= at.x - 1 && $0.x <= at.x + length }
                                ?? false)
                    } ?? (x: min(max(0, c.x), canvas.columns - length), y: c.y)
                if free == nil {
                    canvas.removeLabels(onRow: at.y, touching: (at.x - 1)...(at.x + length), keeping: "◉")
                }
                canvas.label(text, x: at.x, y: at.y, style: Style(bold: true, reverse: true))
            }
        }
        canvas.render(in: mapArea, style: Style(foreground: .green), buffer: &buffer)
        buffer.write("N↑", x: mapArea.maxX - 2, y: mapArea.y, style: .dim)
        renderScaleBar(scale: image.scale, y: area.maxY - 1, x: area.x, width: area.width, buffer: &buffer)
    }

    /// The cell a coordinate falls in (-1 for off the top or left).
    private func cell(_ lat: Double, _ lon: Double, scale: Double, canvas: BrailleCanvas) -> (x: Int, y: Int) {
        let p = dot(latitude: lat, longitude: lon, scale: scale, canvas: canvas)
        return (p.x < 0 ? -1 : p.x / 2, p.y < 0 ? -1 : p.y / 4)
    }

    /// Where a label may go around a cell: right, left, above, below, then the corners on the right.
    private static func around(_ c: (x: Int, y: Int), _ text: String) -> [(x: Int, y: Int)] {
        let n = text.displayWidth
        return [
            (c.x + 1, c.y), (c.x - n, c.y), (c.x - n / 2, c.y - 1), (c.x - n / 2, c.y + 1), (c.x + 1, c.y - 1),
            (c.x + 1, c.y + 1),
        ]
    }

    /// A bar of a round length (50 m, 100 m, 200 m, 500 m, 1 km …) that fits in a third of the width.
    private func renderScaleBar(scale: Double, y: Int, x: Int, width: Int, buffer: inout Buffer) {
        let maxMeters = Double(max(2, width / 3)) * 2 * scale
        let candidates: [Double] = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000]
        let meters = candidates.last { $0 <= maxMeters } ?? candidates[0]
        let cells = max(2, Int((meters / scale / 2).rounded()))
        let label = meters >= 1000 ? "\(Int(meters / 1000)) km" : "\(Int(meters)) m"
        let bar = "├" + String(repeating: "─", count: max(0, cells - 2)) + "┤ " + label
        buffer.write(bar, x: x, y: y, style: .dim, maxWidth: width)
    }
}

/// The ground drawn once per view: the same key (centre, scale, size, answer) gives the same canvas back.
@MainActor
public final class GroundImageCache {
    private var kept: (key: AnyHashable, canvas: BrailleCanvas)?
    private var keptLines: (revision: Int, lines: [MapLine])?

    public init() {}

    /// The ground's lines, made once per answer (`revision` counts the answers).
    public func lines(revision: Int, make: () -> [MapLine]) -> [MapLine] {
        if let keptLines, keptLines.revision == revision { return keptLines.lines }
        let lines = make()
        keptLines = (revision, lines)
        return lines
    }

    /// `map` with its ground image set, drawn anew only when `key` changed.
    public func prepare(_ map: PinMap, in area: Rect, key: AnyHashable) -> PinMap {
        guard !map.ground.isEmpty else { return map }
        var map = map
        if let kept, kept.key == key {
            map.groundImage = kept.canvas
        } else {
            let canvas = map.groundCanvas(in: area)
            kept = (key, canvas)
            map.groundImage = canvas
        }
        return map
    }
}
