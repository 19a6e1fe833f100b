/// A map's pins projected once per view (centre, scale, size, answer): for each cell of the map, the dots its pins
/// set, how many pins it holds and the first few in list order. A frame then draws at most a few pins per cell
/// however many the answer holds, and a crowded cell shows its count ("×12") instead of twelve labels: what a key
/// costs does not grow with the answer.
public struct PinLayer: Sendable {
    /// A cell holding more pins than this shows one count instead of their numbers.
    public static let labelledPerCell = 4

    /// How many pins any layer has projected (the work a key costs, counted by the tests and `make bench`).
    @MainActor public private(set) static var pinsProjected = 0

    struct Cell: Sendable {
        /// Braille dots set in the cell, bit `row * 2 + column`.
        var dots: UInt8 = 0
        var count = 0
        /// The first `labelledPerCell` pins' indices, in list order.
        var first: [Int] = []
    }

    let columns: Int
    let rows: Int
    /// Cells holding pins, by `y * columns + x`.
    var cells: [Int: Cell] = [:]
    /// What to label, in list order (made once, with the layer).
    private(set) var labels: [Label] = []

    /// Projects `count` pins (`coordinate(i)` for the i-th) with `map`'s centre and scale into `area` (the map's
    /// whole area, scale bar included, as `PinMap.render` takes it). Pins off the map are left out.
    @MainActor
    public init(
        count: Int, coordinate: (Int) -> (latitude: Double, longitude: Double), map: PinMap, area: Rect
    ) {
        let mapArea = PinMap.mapArea(of: area)
        columns = max(0, mapArea.width)
        rows = max(0, mapArea.height)
        let canvas = BrailleCanvas(columns: columns, rows: rows)
        let scale = map.scale(in: mapArea)
        Self.pinsProjected += count
        for index in 0..<count {
            let point = coordinate(index)
            let p = map.dot(latitude: point.latitude, longitude: point.longitude, scale: scale, canvas: canvas)
            guard p.x >= 0, p.y >= 0, p.x < canvas.dotWidth, p.y < canvas.dotHeight else { continue }
            let key = (p.y / 4) * columns + p.x / 2
            var cell = cells[key] ?? Cell()
            cell.dots |= 1 << UInt8((p.y % 4) * 2 + p.x % 2)
            cell.count += 1
            if cell.first.count < Self.labelledPerCell { cell.first.append(index) }
            cells[key] = cell
        }
        var ordered: [(order: Int, label: Label)] = []
        for (key, cell) in cells {
            let x = key % max(1, columns), y = key / max(1, columns)
            if cell.count > Self.labelledPerCell {
                ordered.append((cell.first[0], .crowd(count: cell.count, x: x, y: y)))
            } else {
                ordered += cell.first.map { ($0, .pin($0, x: x, y: y)) }
            }
        }
        labels = ordered.sorted { $0.order < $1.order }.map(\.label)
    }

    /// A pin by its index, or a crowded cell by its count; with the cell it is in.
    enum Label: Sendable {
        case pin(Int, x: Int, y: Int)
        case crowd(count: Int, x: Int, y: Int)
    }

    /// The cells holding pins, as (x, y).
    var occupied: [(x: Int, y: Int)] { cells.keys.map { ($0 % max(1, columns), $0 / max(1, columns)) } }
}
