/// The bottom row: state on the left (services live/offline, location), key hints on the right — the view's, then
/// the ones that work everywhere (`q quit  ? keys`), which are kept whole when the view's must be cut.
public struct StatusBar: Widget, Equatable {
    public var left: String
    public var right: String
    public var rightTail: String

    public init(left: String, right: String, rightTail: String = "") {
        self.left = left
        self.right = right
        self.rightTail = rightTail
    }

    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: .reverse)
        let hints = [right, rightTail].filter { !$0.isEmpty }.joined(separator: "  ")
        // Where both do not fit, the state gives way down to three fifths of the bar (the services and the place
        // at 80 columns): the hints are how a newcomer learns the keys, and 80 columns used to show none of them.
        let leftWidth = min(left.displayWidth, max(area.width * 3 / 5, area.width - hints.displayWidth - 2))
        let rightWidth = min(hints.displayWidth, max(0, area.width - leftWidth - 2))
        guard rightWidth > 0 else {
            buffer.write(left, x: area.x, y: area.y, style: .reverse, maxWidth: leftWidth)
            return
        }
        let text: String
        if hints.displayWidth <= rightWidth {
            text = hints
        } else if !rightTail.isEmpty, rightTail.displayWidth <= rightWidth {
            // As many of the view's hints as fit whole, and "…" for the rest ("E…" is not a hint).
            let first = Self.wholeHints(right, in: rightWidth - rightTail.displayWidth - 2)
            text = first.isEmpty ? rightTail : first + "  " + rightTail
        } else {
            // Not even the everywhere hints whole: as many of them as fit, each whole.
            text = Self.wholeHints(rightTail.isEmpty ? right : rightTail, in: rightWidth)
        }
        // The state takes what the hints shown leave (hints dropped whole leave room it was denied).
        let shownWidth = text.isEmpty ? 0 : text.displayWidth + 2
        buffer.write(left, x: area.x, y: area.y, style: .reverse, maxWidth: max(leftWidth, area.width - shownWidth))
        guard !text.isEmpty else { return }
        buffer.write(text, x: area.maxX - text.displayWidth, y: area.y, style: .reverse, maxWidth: rightWidth)
    }

    /// The first hints of `right` (two spaces apart) that fit whole in `room` cells, then " …" when some are left out
    /// and it fits too; "" when not even one fits.
    static func wholeHints(_ right: String, in room: Int) -> String {
        let hints = right.components(separatedBy: "  ").filter { !$0.isEmpty }
        var shown: [String] = []
        for hint in hints {
            guard (shown + [hint]).joined(separator: "  ").displayWidth <= room else { break }
            shown.append(hint)
        }
        let text = shown.joined(separator: "  ")
        guard !text.isEmpty, shown.count < hints.count, text.displayWidth + 2 <= room else { return text }
        return text + " …"
    }
}
