import Localization

/// The `?` overlay, generated from the binding tables that handle the keys. A details view like any other:
/// `j`/`k` move the focus (and the cursor) line by line, so every line can be read on a braille display.
@MainActor
public struct HelpOverlay: StatefulWidget {
    public var groups: [KeyBindingGroup]
    public var notes: [String]
    /// The accessible mode: no border, each line from the first column (see `ModalBox`).
    public var bare: Bool

    public init(groups: [KeyBindingGroup], notes: [String] = [], bare: Bool = false) {
        self.groups = groups; self.notes = notes; self.bare = bare
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
                // Bare: "c: centre the map", no indent or key column to spend braille cells on.
                result.append(
                    bare
                        ? binding.keyLabel + ": " + binding.summary
                        : "  " + binding.keyLabel.padded(to: keyWidth) + "  " + binding.summary)
            }
        }
        if !notes.isEmpty { result.append(""); result.append(contentsOf: notes) }
        return result
    }

    public func render(in area: Rect, state: inout ListState, buffer: inout Buffer) {
        let width = min(area.width, max(40, min(80, (lines().map(\.displayWidth).max() ?? 0) + 4)))
        let textWidth = bare ? area.width - 1 : width - 3
        // Long lines (legends) wrap inside the box, indented like the line they continue.
        // The title is the first line of the text, not the frame's: the focus (and a braille display) reaches it.
        let body =
            [L.helpTitle]
            + lines().flatMap { line -> [String] in
                let indent = String(line.prefix { $0 == " " })
                return line.wrapped(to: max(1, textWidth - indent.count)).enumerated().map {
                    $0.offset == 0 ? $0.element : indent + "  " + $0.element
                }
            }
        let inner = ModalBox(
            title: "", width: width, height: body.count + 2, bare: bare, titleInContent: true, padding: 1
        ).render(in: area, buffer: &buffer)
        // Group titles (and notes) stand out; bare lines have no indent to tell them, so the titles are named.
        let titles = Set(groups.map(\.title) + [L.helpTitle])
        let lines = body.map {
            TextLine($0, style: (bare ? titles.contains($0) : !$0.hasPrefix(" ") && !$0.isEmpty) ? .bold : .plain)
        }
        ScrollText(lines, id: .help).render(in: inner, state: &state, buffer: &buffer)
    }
}
