/// The name of a focusable element of a view: a list, a text field, a details view, an alert.
///
/// The focus model: each focusable widget reports, under its id, the cell where the hardware cursor belongs
/// when it is focused (the selected row, the caret, the focused line); a tab's state names the focused id;
/// the shell places the cursor from that name alone. Screen readers and braille displays follow the cursor,
/// so the cursor is the focus, and no widget moves it by itself.
public struct FocusID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }

    /// A view's main list.
    public static let list: FocusID = "list"
    /// A view's text field.
    public static let field: FocusID = "field"
    /// A details view (scrollable text with a focused line).
    public static let details: FocusID = "details"
    /// A sentence standing in for an empty or failed list ("no stores within 1 km").
    public static let message: FocusID = "message"
    /// An overlay of the view (a picker).
    public static let picker: FocusID = "picker"
    /// The shell's own: alert, prompt, help, "terminal too small".
    public static let alert: FocusID = "alert"
    public static let prompt: FocusID = "prompt"
    public static let help: FocusID = "help"
}
