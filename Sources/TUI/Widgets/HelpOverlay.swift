import Localization

/// The `?` overlay, generated from the binding tables that handle the keys. A details view like any other:
/// `j`/`k` move the focus (and the cursor) line by line, so every line can be read on a braille display.
@MainActor
public struct HelpOverlay: StatefulWidget {
    public var groups: [KeyBindingGroup]
    public var notes: [String]

    public init(groups: [KeyBindingGroup], notes: [String] = []) {
        self.groups = groups; self.notes = notes
    }

    public func lines() -> [String] {
        var result: [String] = []
        for group in groups {
            let rows = group.bindings.filter { !$0.summary.isEmpty }
            guard !rows.isEmpty else { continue }
            if !result.isEmpty { result.append("") }
            result.append(group.title)
            let keyWidth = min(16, rows.map { $0.keyLabel.displayWidth }.max() ?? 0)
            for binding in rows {
                result.append("  " + binding.keyLabel.padded(to: keyWidth) + "  " + binding.summary)
            }
        }
        if !notes.isEmpty { result.append(""); result.append(contentsOf: notes) }
        return result
    }

    public func render(in area: Rect, state: inout ListState, buffer: inout Buffer) {
        let width = min(area.width, max(40, min(80, (lines().map(\.displayWidth).max() ?? 0) + 4)))
        // Long lines (legends) wrap inside the box, indented like the line they continue.
        let body = lines().flatMap { line -> [String] in
            let indent = String(line.prefix { $0 == " " })
            return line.wrapped(to: max(1, width - 3 - indent.count)).enumerated().map {
                $0.offset == 0 ? $0.element : indent + "  " + $0.element
            }
        }
        let height = min(area.height, body.count + 2)
        let box = area.centered(width: width, height: height)
        buffer.fill(box)
        Frame(title: L.helpTitle, style: .bold).render(in: box, buffer: &buffer)
        let inner = Frame.inner(of: box)
        let lines = body.map { TextLine($0, style: !$0.hasPrefix(" ") && !$0.isEmpty ? .bold : .plain) }
        ScrollText(lines, id: .help).render(in: inner.inset(horizontal: 1, vertical: 0), state: &state, buffer: &buffer)
    }
}
