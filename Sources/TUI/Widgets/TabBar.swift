/// The row of tabs: "1 Stores  2 Weather …", the selected one bold and reversed (readable without colour).
public struct TabBar {
    public var titles: [String]
    public var selected: Int

    public init(titles: [String], selected: Int) { self.titles = titles; self.selected = selected }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: .underline)
        var x = area.x
        for (index, title) in titles.enumerated() {
            let label = " \(index + 1) \(title) "
            let style = index == selected ? Style(bold: true, reverse: true) : Style(underline: true)
            let used = buffer.write(label, x: x, y: area.y, style: style, maxWidth: area.maxX - x)
            x += used + 1
            if x >= area.maxX { break }
        }
    }

    /// The tab under column `x` of the bar, for mouse clicks.
    public func tab(atColumn column: Int, originX: Int = 0) -> Int? {
        var x = originX
        for (index, title) in titles.enumerated() {
            let w = " \(index + 1) \(title) ".displayWidth
            if column >= x && column < x + w { return index }
            x += w + 1
        }
        return nil
    }
}
