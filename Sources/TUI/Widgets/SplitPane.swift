/// Two panes side by side when there is room, else stacked, with a dim rule between them.
public struct SplitPane: Widget {
    /// Width from which the panes sit side by side.
    public var sideBySideFrom: Int
    /// Share of the width (side by side) or height (stacked) the first pane gets.
    public var firstShare: Double
    public var minimumFirst: Int

    public init(sideBySideFrom: Int, firstShare: Double, minimumFirst: Int) {
        self.sideBySideFrom = sideBySideFrom; self.firstShare = firstShare; self.minimumFirst = minimumFirst
    }

    /// The two areas and the one-cell rule between them (layout only: nothing is drawn).
    public func layout(_ area: Rect) -> (first: Rect, rule: Rect, second: Rect) {
        if area.width >= sideBySideFrom {
            let (first, rest) = area.splitLeft(max(minimumFirst, Int(Double(area.width) * firstShare)))
            return (
                first, Rect(x: rest.x, y: rest.y, width: 1, height: rest.height),
                Rect(x: rest.x + 1, y: rest.y, width: rest.width - 1, height: rest.height)
            )
        }
        let (first, rest) = area.splitTop(max(minimumFirst / 6, Int(Double(area.height) * firstShare)))
        return (
            first, Rect(x: rest.x, y: rest.y, width: rest.width, height: 1),
            Rect(x: rest.x, y: rest.y + 1, width: rest.width, height: rest.height - 1)
        )
    }

    /// Draws the dim rule between the panes.
    public func render(in area: Rect, buffer: inout Buffer) {
        let rule = layout(area).rule
        if rule.width == 1 {
            for y in rule.y..<rule.maxY { buffer.write("│", x: rule.x, y: y, style: .dim) }
        } else {
            buffer.write(String(repeating: "─", count: max(0, rule.width)), x: rule.x, y: rule.y, style: .dim)
        }
    }
}
