/// A list's rows as drawn, each kept by its key for one layout (what the rows' drawing shares besides their own
/// data) and copied into later frames: a move draws only the row that came into view; the selection's highlight is
/// the list's, over the copy. Emptied when the layout or the width changes, and past `limit` rows.
public struct KeptRows<Layout: Equatable, Key: Hashable> {
    private var layout: Layout?
    private var width = -1
    private var rows: [Key: Buffer] = [:]
    private let limit: Int

    public init(limit: Int = 1_000) { self.limit = limit }

    /// Forgets every row (what they show changed).
    public mutating func removeAll() { rows = [:] }

    /// The row for `key`, `width` cells wide, under `layout`; drawn with `draw` into a one-line buffer when not kept.
    public mutating func row(_ key: Key, layout: Layout, width: Int, draw: (Rect, inout Buffer) -> Void) -> Buffer {
        if layout != self.layout || width != self.width || rows.count >= limit {
            rows = [:]
            self.layout = layout
            self.width = width
        }
        if let kept = rows[key] { return kept }
        var image = Buffer(size: Size(width: max(0, width), height: 1))
        draw(image.area, &image)
        rows[key] = image
        return image
    }
}
