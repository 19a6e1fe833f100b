import TUI
import Testing

/// For a tab's transition table: the keys a mode lists in help that have no row named "<mode>: <label>" (a table
/// must cover every key of every mode).
public enum KeyTableCoverage {
    @MainActor public static func missing(_ bindings: [KeyBinding], mode: String, rows: Set<String>) -> [String] {
        ReadmeKeyTables.helpLabels(bindings).map { "\(mode): \($0)" }.filter { !rows.contains($0) }
    }
}

/// One row of a tab's transition table: a state and an action in, the state and the effects expected out.
public struct TransitionRow<State: TabTransition>: CustomTestStringConvertible, Sendable
where State.Action: Equatable & Sendable, State.Effect: Equatable & Sendable {
    /// The mode and the key (as its help labels it), or the world's event.
    public var key: String
    public var start: State
    public var action: State.Action
    public var expected: State
    public var effects: [State.Effect]
    public var testDescription: String { key }

    public init(
        key: String, start: State, action: State.Action, expected: State, effects: [State.Effect] = []
    ) {
        self.key = key; self.start = start; self.action = action; self.expected = expected; self.effects = effects
    }

    /// The row's transition applied: the state and the effects it gave, to compare with the expected ones.
    public func applied() -> (state: State, effects: [State.Effect]) {
        var state = start
        let effects = state.apply(action)
        return (state, effects)
    }
}

/// The stored properties two values of a type differ in, by name (a failed row says which, not two whole states).
public func differingFields<Value>(_ a: Value, _ b: Value) -> [String] {
    let left = Mirror(reflecting: a).children, right = Mirror(reflecting: b).children
    return zip(left, right).compactMap { l, r in
        String(describing: l.value) == String(describing: r.value) ? nil : "\(l.label ?? "?"): \(l.value) ≠ \(r.value)"
    }
}

/// For a tab's transition table: each key a mode lists in help, pressed (its first key) on a fresh set-up, must send
/// first an action of the kind of its row's — a key bound to another action fails, which a row matched by name
/// alone would not catch.
public enum KeyPresses {
    /// A tab set up in one mode: its key table, a way to hear the actions its model sends, and a way to press a key.
    public struct SetUp<Action> {
        public var bindings: [KeyBinding]
        public var listen: @MainActor (@escaping (Action) -> Void) -> Void
        public var press: @MainActor (Key) -> Void
        public init(
            bindings: [KeyBinding], listen: @escaping @MainActor (@escaping (Action) -> Void) -> Void,
            press: @escaping @MainActor (Key) -> Void
        ) {
            self.bindings = bindings; self.listen = listen; self.press = press
        }
    }

    /// "`<row's name>`: sent X, its row says Y" for each key whose first action is not its row's kind; `row` finds
    /// the row of a key's help label (nil: none, which the coverage check reports).
    @MainActor public static func mismatched<Action>(
        row: (String) -> Action?, kind: (Action) -> String = caseName,
        setUp: @MainActor () async throws -> SetUp<Action>
    ) async rethrows -> [String] {
        var found: [String] = []
        for binding in try await setUp().bindings where !binding.summary.isEmpty {
            guard let expected = row(binding.keyLabel), let key = binding.keys.first else { continue }
            let fresh = try await setUp()
            var sent: [Action] = []
            fresh.listen { sent.append($0) }
            fresh.press(key)
            let first = sent.first.map(kind) ?? "nothing"
            if first != kind(expected) {
                found.append("\(binding.keyLabel): sent \(first), its row says \(kind(expected))")
            }
        }
        return found
    }

    /// An action's case, without its values.
    public static func caseName<Action>(_ action: Action) -> String {
        String(String(describing: action).prefix { $0 != "(" })
    }
}
