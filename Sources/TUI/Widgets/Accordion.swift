import Localization

/// A section of an accordion: a title and labelled items whose value may be missing.
public struct AccordionSection: Equatable, Sendable {
    public var title: String
    public var items: [(label: String, value: String?)]

    public init(title: String, items: [(label: String, value: String?)]) {
        self.title = title; self.items = items
    }

    /// Items that carry information.
    public var filledCount: Int { items.filter { !($0.value ?? "").isEmpty }.count }

    public static func == (a: AccordionSection, b: AccordionSection) -> Bool {
        a.title == b.title && a.items.map(\.label) == b.items.map(\.label)
            && a.items.map(\.value) == b.items.map(\.value)
    }
}

/// Which sections are open and which header is selected.
public struct AccordionState: Equatable, Sendable {
    public var open: Set<Int> = []
    public var selected = 0
    public var offset = 0

    public init() {}

    public mutating func toggle(_ index: Int) {
        if open.contains(index) { open.remove(index) } else { open.insert(index) }
    }
    public mutating func toggleSelected() { toggle(selected) }
}

/// Sections open and close with Enter/Space; headers read "▸ Title, closed, 6 of 12 known" (items with
/// information of all), open ones "▾ Title, open, …"; an item without information reads `emptyText`.
public struct Accordion: StatefulWidget {
    public var sections: [AccordionSection]
    public var emptyText: String
    public var focused: Bool
    /// For a braille display: headers without the ▸/▾ in front ("지체장애, closed, 8 of 12 known"), and items
    /// read "label: value" from the first column, without the indent and the padded label column that would
    /// spend a 40-cell display's cells on blanks.
    public var inWords: Bool

    public init(
        sections: [AccordionSection], emptyText: String = "—", focused: Bool = true, inWords: Bool = false
    ) {
        self.sections = sections; self.emptyText = emptyText; self.focused = focused;
        self.inWords = inWords
    }

    public enum Line: Equatable {
        case header(section: Int, text: String)
        case item(section: Int, text: String, isEmpty: Bool)
    }

    /// The lines the accordion shows at `width`, wrapped, labels aligned by display width.
    public func lines(state: AccordionState, width: Int) -> [Line] {
        var result: [Line] = []
        for (index, section) in sections.enumerated() {
            let isOpen = state.open.contains(index)
            // Its state in words in both modes (a braille display shows ▸ and ▾ alike, as a full cell); the
            // triangle in front for the eye, except where every cell counts.
            let words = L.sectionInWords(
                title: section.title, known: section.filledCount, of: section.items.count, open: isOpen)
            let header = inWords ? words : "\(isOpen ? "▾" : "▸") " + words
            result.append(.header(section: index, text: header))
            guard isOpen else { continue }
            let labelWidth = min(max(0, width / 3), section.items.map { $0.label.displayWidth }.max() ?? 0)
            for item in section.items {
                let value = (item.value ?? "").isEmpty ? emptyText : item.value!
                if inWords {
                    for piece in (item.label + ": " + value).wrapped(to: max(1, width)) {
                        result.append(.item(section: index, text: piece, isEmpty: (item.value ?? "").isEmpty))
                    }
                    continue
                }
                let prefix = "   " + item.label.padded(to: labelWidth) + "  "
                let valueWidth = max(1, width - prefix.displayWidth)
                let wrapped = value.wrapped(to: valueWidth)
                for (n, piece) in wrapped.enumerated() {
                    let lead = n == 0 ? prefix : String(repeating: " ", count: prefix.displayWidth)
                    result.append(.item(section: index, text: lead + piece, isEmpty: (item.value ?? "").isEmpty))
                }
            }
        }
        return result
    }

    public func render(in area: Rect, state: inout AccordionState, buffer: inout Buffer) {
        guard !area.isEmpty, !sections.isEmpty else { return }
        state.selected = min(max(0, state.selected), sections.count - 1)
        let all = lines(state: state, width: area.width)
        let selectedLine =
            all.firstIndex {
                if case .header(let s, _) = $0 { return s == state.selected }; return false
            } ?? 0
        if selectedLine < state.offset { state.offset = selectedLine }
        if selectedLine >= state.offset + area.height { state.offset = selectedLine - area.height + 1 }
        state.offset = max(0, min(state.offset, max(0, all.count - area.height)))
        for (row, line) in all.dropFirst(state.offset).prefix(area.height).enumerated() {
            let y = area.y + row
            switch line {
            case .header(let section, let text):
                var style = Style.bold
                if section == state.selected && focused { style.reverse = true }
                buffer.write(text, x: area.x, y: y, style: style, maxWidth: area.width)
                if section == state.selected { buffer.report(focus: .details, at: Point(x: area.x, y: y)) }
            case .item(_, let text, let isEmpty):
                buffer.write(text, x: area.x, y: y, style: isEmpty ? .dim : .plain, maxWidth: area.width)
            }
        }
    }

    /// Keys: move between headers, open/close.
    @MainActor
    public static func bindings(
        _ state: @escaping @MainActor () -> AccordionState,
        sectionCount: Int,
        _ update: @escaping @MainActor (AccordionState) -> Void
    ) -> [KeyBinding] {
        [
            KeyBinding([.enter, .char(" ")], label: "Enter/Space", L.keyOpenClose) {
                var s = state(); s.toggleSelected(); update(s)
            },
            KeyBinding([.char("j"), .down], label: "j/k", L.keyNextPreviousSection) {
                var s = state(); s.selected = min(sectionCount - 1, s.selected + 1); update(s)
            },
            KeyBinding([.char("k"), .up], label: "", "") {
                var s = state(); s.selected = max(0, s.selected - 1); update(s)
            },
        ]
    }
}
