/// A widget draws itself into an area of a buffer and keeps nothing between frames (ratatui's `Widget`).
/// Everything that shapes the drawing (focus, title, text) is a property set when it is made.
@MainActor
public protocol Widget {
    func render(in area: Rect, buffer: inout Buffer)
}

/// A widget whose state outlives a frame (selection, scroll offset, open sections, caret): the view owns
/// the state value and lends it to each render, which may adjust it (e.g. scroll to the selection).
@MainActor
public protocol StatefulWidget {
    associatedtype State
    func render(in area: Rect, state: inout State, buffer: inout Buffer)
}
