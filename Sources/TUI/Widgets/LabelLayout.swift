/// Places text labels on a grid of cells so that no two overlap or touch (one free cell between labels on a
/// row) and no label is cut by the edge: each label takes the first of its candidate positions that is free,
/// or is left out (the map keeps the dot). A forced label (the selected pin) is always placed, moved inside.
struct LabelLayout {
    let width: Int
    let height: Int
    private var taken: [Set<Int>]

    init(width: Int, height: Int) {
        self.width = max(0, width); self.height = max(0, height)
        taken = Array(repeating: [], count: self.height)
    }

    /// The first free spot among `candidates` (x, y of the label's first cell), marking it taken; nil if none.
    mutating func place(_ text: String, candidates: [(x: Int, y: Int)], force: Bool = false) -> (x: Int, y: Int)? {
        let length = text.displayWidth
        guard length > 0, length <= width else { return nil }
        for c in candidates where fits(x: c.x, y: c.y, length: length) && isFree(x: c.x, y: c.y, length: length) {
            mark(x: c.x, y: c.y, length: length)
            return c
        }
        guard force, let first = candidates.first, height > 0 else { return nil }
        let x = min(max(0, first.x), width - length), y = min(max(0, first.y), height - 1)
        mark(x: x, y: y, length: length)
        return (x, y)
    }

    /// Marks cells as taken without a label (e.g. the user's marker).
    mutating func reserve(x: Int, y: Int, length: Int = 1) {
        guard y >= 0, y < height else { return }
        mark(x: x, y: y, length: length)
    }

    /// Whether a label of `length` at (x, y) would fit, free and touching nothing, were the label at `ignoring`
    /// spans (x, y, length) not there: the selected pin's label may take the place of its own number and dot.
    func isFree(x: Int, y: Int, length: Int, ignoring: [(x: Int, y: Int, length: Int)]) -> Bool {
        guard fits(x: x, y: y, length: length) else { return false }
        return (x - 1...x + length).allSatisfy { column in
            !taken[y].contains(column)
                || ignoring.contains { $0.y == y && column >= $0.x && column < $0.x + $0.length }
        }
    }

    private func fits(x: Int, y: Int, length: Int) -> Bool { x >= 0 && y >= 0 && y < height && x + length <= width }

    /// Free, and not touching another label on the same row.
    private func isFree(x: Int, y: Int, length: Int) -> Bool {
        (x - 1...x + length).allSatisfy { !taken[y].contains($0) }
    }

    private mutating func mark(x: Int, y: Int, length: Int) {
        for column in x..<x + length { taken[y].insert(column) }
    }
}
