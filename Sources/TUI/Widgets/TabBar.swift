/// The row of tabs: "1 Stores  2 Weather …", the selected one bold and reversed (readable without colour).
public struct TabBar {
    public var titles: [String]
    public var numbers: [Int]
    public var selected: Int

    /// `numbers` are the keys shown before each title (default 1, 2, 3 …).
    public init(titles: [String], numbers: [Int]? = nil, selected: Int) {
        self.titles = titles; self.numbers = numbers ?? Array(1...max(1, titles.count)); self.selected = selected
    }

    private func label(_ index: Int) -> String { " \(numbers[safe: index] ?? index + 1) \(titles[index]) " }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: .underline)
        var x = area.x
        for index in titles.indices {
            let label = label(index)
            let style = index == selected ? Style(bold: true, reverse: true) : Style(underline: true)
            let used = buffer.write(label, x: x, y: area.y, style: style, maxWidth: area.maxX - x)
            x += used + 1
            if x >= area.maxX { break }
        }
    }

    /// The tab under column `x` of the bar, for mouse clicks.
    public func tab(atColumn column: Int, originX: Int = 0) -> Int? {
        var x = originX
        for index in titles.indices {
            let w = label(index).displayWidth
            if column >= x && column < x + w { return index }
            x += w + 1
        }
        return nil
    }
}
