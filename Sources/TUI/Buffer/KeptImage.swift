/// A part of the screen drawn once for the inputs it shows, then copied into every frame until they change: the
/// status bar, a search row — lines a key in a list does not touch, whose measuring and writing was a tenth of the
/// work of a key. The key must hold everything the drawing reads.
public struct KeptImage<Key: Equatable> {
    private var kept: (key: Key, size: Size, image: Buffer)?

    public init() {}

    /// Copies the image kept for `key` at `area`'s size into `buffer` (focus reports included), drawing it with
    /// `draw` first when the key or the size changed.
    public mutating func render(
        _ key: Key, in area: Rect, buffer: inout Buffer, draw: (Rect, inout Buffer) -> Void
    ) {
        guard !area.isEmpty else { return }
        if kept?.key != key || kept?.size != area.size {
            var image = Buffer(size: area.size)
            draw(image.area, &image)
            kept = (key, area.size, image)
        }
        if let image = kept?.image { buffer.draw(image, at: Point(x: area.x, y: area.y)) }
    }
}

extension KeptImage where Key: Widget {
    /// A widget kept as drawn: it is its own key (equal widgets draw the same).
    @MainActor public mutating func render(_ widget: Key, in area: Rect, buffer: inout Buffer) {
        render(widget, in: area, buffer: &buffer) { area, image in widget.render(in: area, buffer: &image) }
    }
}
