/// The bottom row: state on the left (services live/offline, location, messages), key hints on the right.
public struct StatusBar: Widget, Equatable {
    public var left: String
    public var right: String

    public init(left: String, right: String) { self.left = left; self.right = right }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: .reverse)
        let rightWidth = min(right.displayWidth, max(0, area.width - left.displayWidth - 2))
        let leftWidth = area.width - (rightWidth > 0 ? rightWidth + 1 : 0)
        buffer.write(left, x: area.x, y: area.y, style: .reverse, maxWidth: leftWidth)
        if rightWidth > 0 {
            buffer.write(
                right.truncated(to: rightWidth), x: area.maxX - rightWidth, y: area.y, style: .reverse,
                maxWidth: rightWidth)
        }
    }
}
