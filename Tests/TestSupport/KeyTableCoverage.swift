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
