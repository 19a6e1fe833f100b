import Localization

/// One row of a key-binding table: the keys, what help shows, and the action.
/// The same table handles keys and generates the help overlay, so they cannot drift apart.
@MainActor
public struct KeyBinding {
    public let keys: [Key]
    public let keyLabel: String
    public let summary: String
    /// A one- or two-word form for the status bar's hints; nil keeps the binding out of the hints.
    public let hint: String?
    public let action: @MainActor () -> Void

    public init(
        _ keys: [Key], label: String? = nil, _ summary: String, hint: String? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.keys = keys
        self.keyLabel = label ?? keys.map(\.label).joined(separator: "/")
        self.summary = summary
        self.hint = hint
        self.action = action
    }

    public func matches(_ key: Key) -> Bool { keys.contains(key) }
}

/// A titled group of bindings, as shown in help.
@MainActor
public struct KeyBindingGroup {
    public let title: String
    public let bindings: [KeyBinding]
    public init(_ title: String, _ bindings: [KeyBinding]) { self.title = title; self.bindings = bindings }
}

extension KeyBinding {
    /// The keys that walk lines: j/k and the arrows, PgDn/PgUp (and Ctrl-F/B), g/Home and G/End, said in help as
    /// three lines (`lines`, `firstLast`); one table for a list's rows and for a report walked line by line.
    @MainActor
    public static func walking(
        lines: String, firstLast: String, down: @escaping @MainActor () -> Void, up: @escaping @MainActor () -> Void,
        pageDown: @escaping @MainActor () -> Void, pageUp: @escaping @MainActor () -> Void,
        first: @escaping @MainActor () -> Void, last: @escaping @MainActor () -> Void
    ) -> [KeyBinding] {
        [
            KeyBinding([.char("j"), .down], label: "j/k ↑↓", lines, action: down),
            KeyBinding([.char("k"), .up], label: "", "", action: up),
            KeyBinding([.pageDown, .ctrl("f")], label: "PgUp/PgDn", L.keyPageUpDown, action: pageDown),
            KeyBinding([.pageUp, .ctrl("b")], label: "", "", action: pageUp),
            KeyBinding([.char("g"), .home], label: "g/G", firstLast, action: first),
            KeyBinding([.char("G"), .end], label: "", "", action: last),
        ]
    }
}

extension Array where Element == KeyBinding {
    /// Runs the first binding for `key`; false when none handles it.
    @MainActor
    public func dispatch(_ key: Key) -> Bool {
        guard let binding = first(where: { $0.matches(key) }) else { return false }
        binding.action()
        return true
    }
}
