/// The row of tabs: "1 Stores  2 Weather …", the selected one bold and reversed (readable without colour).
public struct TabBar: Widget, Equatable {
    public var titles: [String]
    public var numbers: [Int]
    public var selected: Int

    /// `numbers` are the keys shown before each title (default 1, 2, 3 …).
    public init(titles: [String], numbers: [Int]? = nil, selected: Int) {
        self.titles = titles; self.numbers = numbers ?? Array(1...max(1, titles.count)); self.selected = selected
    }

    /// Roomy labels (" 1 Stores ") when they fit, else tight ones ("1 Stores"), else numbers and initials.
    private func labels(for width: Int) -> (labels: [String], gap: Int) {
        let roomy = titles.indices.map { " \(numbers[safe: $0] ?? $0 + 1) \(titles[$0]) " }
        if roomy.map(\.displayWidth).reduce(0, +) + roomy.count - 1 <= width { return (roomy, 1) }
        let tight = titles.indices.map { "\(numbers[safe: $0] ?? $0 + 1) \(titles[$0])" }
        if tight.map(\.displayWidth).reduce(0, +) + tight.count - 1 <= width { return (tight, 1) }
        return (titles.indices.map { "\(numbers[safe: $0] ?? $0 + 1) \(titles[$0].prefix(3))" }, 1)
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: .underline)
        let (labels, gap) = labels(for: area.width)
        var x = area.x
        for (index, label) in labels.enumerated() {
            let style = index == selected ? Style(bold: true, reverse: true) : Style(underline: true)
            let used = buffer.write(label, x: x, y: area.y, style: style, maxWidth: area.maxX - x)
            x += used + gap
            if x >= area.maxX { break }
        }
    }

    /// The tab under column `x` of the bar, for mouse clicks.
    public func tab(atColumn column: Int, originX: Int = 0, width: Int = 1000) -> Int? {
        let (labels, gap) = labels(for: width)
        var x = originX
        for (index, label) in labels.enumerated() {
            let w = label.displayWidth
            if column >= x && column < x + w { return index }
            x += w + gap
        }
        return nil
    }
}
