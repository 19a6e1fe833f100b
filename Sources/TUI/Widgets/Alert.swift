import Localization

/// A modal message. Enter or Esc dismisses it.
public struct AlertMessage: Equatable, Sendable {
    public var title: String
    public var message: String
    public init(title: String, message: String) { self.title = title; self.message = message }
}

public struct AlertView: Widget {
    public var alert: AlertMessage
    public init(_ alert: AlertMessage) { self.alert = alert }

    public func render(in area: Rect, buffer: inout Buffer) {
        let width = min(area.width, max(30, min(60, alert.message.displayWidth + 4)))
        let body = alert.message.wrapped(to: max(1, width - 4))
        let height = min(area.height, body.count + 4)
        let box = area.centered(width: width, height: height)
        buffer.fill(box)
        Frame(title: alert.title, style: .bold).render(in: box, buffer: &buffer)
        let inner = Frame.inner(of: box)
        for (i, line) in body.prefix(max(0, inner.height - 1)).enumerated() {
            buffer.write(line, x: inner.x + 1, y: inner.y + i, maxWidth: inner.width - 1)
        }
        let ok = L.alertOK
        let okX = inner.x + max(0, (inner.width - ok.displayWidth) / 2)
        buffer.write(ok, x: okX, y: inner.maxY - 1, style: .reverse, maxWidth: inner.width)
        // The focus rests on the message so a screen reader reads it first.
        buffer.report(focus: .alert, at: Point(x: inner.x + 1, y: inner.y))
    }
}
