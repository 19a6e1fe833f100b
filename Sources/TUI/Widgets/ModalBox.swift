/// Where a modal view goes — details, help, an alert, a picker, a prompt — and what it covers.
///
/// It clears the whole area first, so a braille window that starts left of the box shows blanks, never the map
/// or the list behind it. Framed: a bordered box of `width`×`height` centred in the area. Bare (the accessible
/// mode): the whole area from its first column, with no border and no margin, so a braille display's cells start
/// at each line's first letter rather than at blanks and a border cell (40 cells go fast in contracted Korean
/// braille). In a bare box the title is a line of its own unless the content's first line already says it.
@MainActor
public struct ModalBox {
    public var title: String
    public var width: Int
    public var height: Int
    public var bare: Bool
    /// The content's first line says the title (details views open on their name): a bare box does not repeat it.
    public var titleInContent: Bool
    /// Columns left blank inside the border on each side (text views: 1; lists and fields bring their own).
    public var padding: Int

    public init(
        title: String, width: Int, height: Int, bare: Bool, titleInContent: Bool = false, padding: Int = 0
    ) {
        self.title = title; self.width = width; self.height = height; self.bare = bare
        self.titleInContent = titleInContent; self.padding = padding
    }

    /// Clears the area, draws the box and returns where its content goes.
    public func render(in area: Rect, buffer: inout Buffer) -> Rect {
        buffer.fill(area)
        if bare {
            guard !titleInContent, area.height > 1 else { return area }
            buffer.write(title, x: area.x, y: area.y, style: .bold, maxWidth: area.width)
            return area.splitTop(1).1
        }
        let box = area.centered(width: min(area.width, width), height: min(area.height, height))
        Frame(title: title, style: .bold).render(in: box, buffer: &buffer)
        return Frame.inner(of: box).inset(horizontal: padding, vertical: 0)
    }
}
