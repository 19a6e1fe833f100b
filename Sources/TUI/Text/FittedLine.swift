/// One line made of parts, fitted to a width the way a person would shorten it: the least important parts give
/// way first, whole; then the last part that may be cut is cut, ending in `…`; a warning (`whole`) is never cut
/// inside — it stays whole or, on a line narrower than itself, is the only thing left. Headers, status lines and
/// rows use it, so a cut line keeps its meaning ("SAMPLE DATA — made-up stores · Convenience stores near 판…").
public struct FittedLine {
    public struct Part: Sendable, Equatable {
        public var text: String
        /// Higher stays longer.
        public var importance: Int
        /// Never cut inside (a warning): dropped whole only after every other part.
        public var whole: Bool

        public init(_ text: String, importance: Int = 1, whole: Bool = false) {
            self.text = text; self.importance = importance; self.whole = whole
        }
    }

    public static func fit(_ parts: [Part], separator: String = " · ", width: Int) -> String {
        guard width > 0 else { return "" }
        var kept = parts.filter { !$0.text.isEmpty }
        func joined() -> String { kept.map(\.text).joined(separator: separator) }
        while joined().displayWidth > width {
            // The least important part that may be cut (the later of equals)…
            guard
                let least = kept.indices.filter({ !kept[$0].whole }).min(by: { a, b in
                    kept[a].importance != kept[b].importance ? kept[a].importance < kept[b].importance : a > b
                })
            else { break }
            // …is cut where enough of it stays to be read (8 cells, or half of it), else left out whole.
            let room = width - (joined().displayWidth - kept[least].text.displayWidth)
            if room >= min(8, kept[least].text.displayWidth / 2 + 1), room >= 2 {
                kept[least].text = kept[least].text.truncated(to: room)
                return joined()
            }
            kept.remove(at: least)
        }
        // Only warnings left and still too wide: the later ones go first, the first is cut at its end.
        while joined().displayWidth > width, kept.count > 1 { kept.removeLast() }
        return joined().truncated(to: width)
    }
}
