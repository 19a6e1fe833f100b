import Localization

/// Selection and scroll position of a list; lives in the view across frames.
public struct ListState: Equatable, Sendable {
    public var selected: Int = 0
    public var offset: Int = 0
    public var count: Int = 0 {
        didSet { clamp() }
    }
    /// Rows visible at the last render (for paging keys).
    public var pageHeight: Int = 10

    public init(count: Int = 0) { self.count = count; clamp() }

    public var isEmpty: Bool { count == 0 }
    /// On the last row (or there is none): `j` cannot go further down this list.
    public var isOnLastRow: Bool { selected >= count - 1 }

    /// Whether the last move went up (text views step over blank lines in the direction of travel).
    public private(set) var movedUp = false

    public mutating func select(_ index: Int) {
        movedUp = index < selected
        selected = index
        clamp()
    }

    public mutating func moveDown() { select(selected + 1) }
    public mutating func moveUp() { select(selected - 1) }
    public mutating func pageDown() { select(selected + max(1, pageHeight - 1)) }
    public mutating func pageUp() { select(selected - max(1, pageHeight - 1)) }
    public mutating func top() { select(0) }
    public mutating func bottom() { select(count - 1) }

    /// True when the selection is within `threshold` rows of the last row: time to fetch the next page.
    public func isNearEnd(within threshold: Int) -> Bool {
        count > 0 && selected >= count - 1 - threshold
    }

    private mutating func clamp() {
        selected = count == 0 ? 0 : min(max(0, selected), count - 1)
        offset = min(max(0, offset), max(0, count - 1))
    }

    /// Scrolls so the selection is visible in `height` rows: by one row, or (`byHalfPage`) by half a page when
    /// it steps past an edge — a list beside a map cannot be scrolled by the terminal, so a scroll by one row
    /// repaints every row on every move; by half a page it repaints once in half a page of moves.
    public mutating func scrollToSelection(height: Int, byHalfPage: Bool = false) {
        pageHeight = max(1, height)
        let step = byHalfPage ? pageHeight / 2 : 0
        if selected < offset { offset = max(0, selected - step) }
        if selected >= offset + pageHeight { offset = selected - pageHeight + 1 + step }
        offset = max(0, min(offset, max(0, count - pageHeight)))
    }

    /// The navigation keys of a list, for a view's binding table. `changed` runs after every move.
    @MainActor
    public static func navigationBindings(
        _ state: @escaping @MainActor () -> ListState,
        _ update: @escaping @MainActor (ListState) -> Void
    ) -> [KeyBinding] {
        func move(_ f: @escaping (inout ListState) -> Void) -> @MainActor () -> Void {
            {
                var s = state(); f(&s); update(s)
            }
        }
        return KeyBinding.walking(
            lines: L.keyMoveSelection, firstLast: L.keyFirstLast, down: move { $0.moveDown() },
            up: move { $0.moveUp() }, pageDown: move { $0.pageDown() }, pageUp: move { $0.pageUp() },
            first: move { $0.top() }, last: move { $0.bottom() })
    }
}

/// Draws rows of a list into an area, scrolled to keep the selection visible. The selected row is
/// reversed when focused (bold when not) and is reported as the list's focus cell (`id`), where the shell puts
/// the hardware cursor when the view's focus names this list, so screen readers follow the selection.
public struct ListView: StatefulWidget {
    public var focused: Bool
    public var id: FocusID
    /// How many columns of the selected row are highlighted (nil: the whole row). A narrow highlight — the name
    /// column — marks the row as well and halves what a selection move sends to the terminal.
    public var highlightColumns: Int?
    /// A dim line under the last row that cannot be selected (e.g. "loading more…").
    public var footer: String?
    /// Draws row `index` into `rect`.
    public var drawRow: (_ index: Int, _ rect: Rect, _ buffer: inout Buffer) -> Void
    /// The rows there are now, brought into the state as it draws (as the scroll is): the list may have grown or
    /// shrunk since the last key. nil: the state's count stands.
    public var count: Int?
    /// Scroll by half a page past an edge instead of by one row (`ListState.scrollToSelection`).
    public var scrollsByHalfPage = false

    public init(
        focused: Bool, id: FocusID = .list, footer: String? = nil, highlightColumns: Int? = nil, count: Int? = nil,
        row: @escaping (_ index: Int, _ rect: Rect, _ buffer: inout Buffer) -> Void
    ) {
        self.count = count
        self.focused = focused
        self.id = id
        self.footer = footer
        self.highlightColumns = highlightColumns
        self.drawRow = row
    }

    public func render(in fullArea: Rect, state: inout ListState, buffer: inout Buffer) {
        if let count, count != state.count { state.count = count }
        guard !fullArea.isEmpty else { return }
        let area =
            footer == nil
            ? fullArea : Rect(x: fullArea.x, y: fullArea.y, width: fullArea.width, height: fullArea.height - 1)
        defer {
            if let footer {
                let shown = max(0, min(state.count - state.offset, area.height))
                buffer.write(footer, x: fullArea.x, y: fullArea.y + shown, style: .dim, maxWidth: fullArea.width)
            }
        }
        guard !area.isEmpty else { return }
        state.scrollToSelection(height: area.height, byHalfPage: scrollsByHalfPage)
        guard state.count > 0 else { return }
        let last = min(state.count, state.offset + area.height)
        // Rows leave the last column to the scroll mark when there is more than fits.
        let rowWidth = state.count > area.height ? area.width - 1 : area.width
        for index in state.offset..<last {
            let rect = Rect(x: area.x, y: area.y + index - state.offset, width: rowWidth, height: 1)
            drawRow(index, rect, &buffer)
            if index == state.selected {
                let highlight = Rect(
                    x: rect.x, y: rect.y, width: min(rect.width, highlightColumns ?? rect.width), height: 1)
                buffer.restyle(highlight) { style in
                    if focused { style.reverse = true } else { style.bold = true }
                }
                buffer.report(focus: id, at: Point(x: rect.x, y: rect.y))
            }
        }
        // A scroll mark on the right edge when there is more than fits.
        if state.count > area.height, area.width > 1 {
            let position = area.height <= 1 ? 0 : (state.offset * (area.height - 1)) / max(1, state.count - area.height)
            buffer.write("┃", x: area.maxX - 1, y: area.y + min(area.height - 1, position), style: .dim)
        }
    }

    /// The rows a list of `height` rows (no footer) draws for `state`: a view can prepare what only those rows need
    /// (a column's width) without walking the whole list.
    public static func visibleRows(of state: ListState, height: Int, byHalfPage: Bool = false) -> Range<Int> {
        var state = state
        state.scrollToSelection(height: max(1, height), byHalfPage: byHalfPage)
        return state.offset..<min(state.count, state.offset + max(1, height))
    }

    /// The row index under a screen point (for mouse clicks).
    public static func index(at point: Point, in area: Rect, state: ListState) -> Int? {
        guard area.contains(point) else { return nil }
        let index = state.offset + point.y - area.y
        return index < state.count ? index : nil
    }
}
