/// Two panes side by side when there is room, else stacked, with a dim rule between them.
public struct SplitPane {
    /// Width from which the panes sit side by side.
    public var sideBySideFrom: Int
    /// Share of the width (side by side) or height (stacked) the first pane gets.
    public var firstShare: Double
    public var minimumFirst: Int

    public init(sideBySideFrom: Int, firstShare: Double, minimumFirst: Int) {
        self.sideBySideFrom = sideBySideFrom; self.firstShare = firstShare; self.minimumFirst = minimumFirst
    }

    /// The two areas, after drawing the rule that separates them.
    public func layout(_ area: Rect, buffer: inout Buffer) -> (first: Rect, second: Rect) {
        if area.width >= sideBySideFrom {
            let (first, rest) = area.splitLeft(max(minimumFirst, Int(Double(area.width) * firstShare)))
            for y in area.y..<area.maxY { buffer.write("│", x: rest.x, y: y, style: .dim) }
            return (first, Rect(x: rest.x + 1, y: rest.y, width: rest.width - 1, height: rest.height))
        }
        let (first, rest) = area.splitTop(max(minimumFirst / 6, Int(Double(area.height) * firstShare)))
        buffer.write(String(repeating: "─", count: area.width), x: area.x, y: rest.y, style: .dim)
        return (first, Rect(x: rest.x, y: rest.y + 1, width: rest.width, height: rest.height - 1))
    }
}
