import Localization

/// A modal message. Enter or Esc dismisses it.
public struct AlertMessage: Equatable, Sendable {
    public var title: String
    public var message: String
    public init(title: String, message: String) { self.title = title; self.message = message }
}

public struct AlertView: Widget {
    public var alert: AlertMessage
    /// The accessible mode: no border, the message from the first column (see `ModalBox`).
    public var bare: Bool
    public init(_ alert: AlertMessage, bare: Bool = false) { self.alert = alert; self.bare = bare }

    public func render(in area: Rect, buffer: inout Buffer) {
        let width = min(area.width, max(30, min(60, alert.message.displayWidth + 4)))
        let body = alert.message.wrapped(to: max(1, bare ? area.width : width - 4))
        let inner = ModalBox(title: alert.title, width: width, height: body.count + 4, bare: bare, padding: 1)
            .render(in: area, buffer: &buffer)
        for (i, line) in body.prefix(max(0, inner.height - 1)).enumerated() {
            buffer.write(line, x: inner.x, y: inner.y + i, maxWidth: inner.width)
        }
        let ok = L.alertOK
        if bare {
            // Below the message, where a reader moving down finds it.
            buffer.write(ok, x: inner.x, y: min(inner.maxY - 1, inner.y + body.count + 1), style: .reverse)
        } else {
            let okX = inner.x + max(0, (inner.width - ok.displayWidth) / 2)
            buffer.write(ok, x: okX, y: inner.maxY - 1, style: .reverse, maxWidth: inner.width)
        }
        // The focus rests on the message so a screen reader reads it first.
        buffer.report(focus: .alert, at: Point(x: inner.x, y: inner.y))
    }
}
