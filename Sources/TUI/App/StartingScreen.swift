import Localization

/// What the screen shows from the moment the terminal is set up until the first tab is drawn (the app's data and the
/// user's database still opening): the tab bar as it will be — or, in the accessible mode, the first line — and
/// "Starting…", with the cursor on it. The shell's first frame replaces it.
@MainActor
public struct StartingScreen {
    public var titles: [String]
    public var numbers: [Int]
    public var selected: Int
    public var accessible: Bool

    public init(titles: [String], numbers: [Int], selected: Int, accessible: Bool) {
        self.titles = titles; self.numbers = numbers; self.selected = selected; self.accessible = accessible
    }

    public func render(into buffer: inout Buffer) {
        let area = buffer.area
        guard !area.isEmpty else { return }
        let message = L.shellStarting
        let roomy = area.width >= Shell.minimumSize.width && area.height >= Shell.minimumSize.height
        guard roomy, !accessible else {
            // The accessible mode's first line is where the reader starts; a tiny window gets the word alone.
            buffer.write(message, x: area.x, y: area.y, style: .bold, maxWidth: area.width)
            buffer.cursor = Point(x: area.x, y: area.y)
            return
        }
        let (bar, rest) = area.splitTop(1)
        TabBar(titles: titles, numbers: numbers, selected: min(max(0, selected), max(0, titles.count - 1)))
            .render(in: bar, buffer: &buffer)
        let point = Point(x: rest.x + max(0, (rest.width - message.displayWidth) / 2), y: rest.y + rest.height / 2)
        buffer.write(message, x: point.x, y: point.y, maxWidth: rest.maxX - point.x)
        buffer.cursor = point
    }
}
