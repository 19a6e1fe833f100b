import Observables

/// A tab's one value and its one transition, Bubble Tea's update typed: an action in, the value changed and the
/// work to do out — pure, so a table of rows tests it without a clock, a network or a terminal.
public protocol TabTransition: Equatable, Sendable {
    associatedtype Action
    associatedtype Effect
    mutating func apply(_ action: Action) -> [Effect]
}

/// Holds a tab's state for its view model: changed only by `send` (the action applied, the shell told, each effect
/// handed to the model's runner, whose answers are sent back as actions), and lent part by part to a stateful
/// widget for one frame. A `ChangeSource`: the model lists it, and the shell redraws after every transition.
@MainActor
public final class TabTransitions<State: TabTransition>: ChangeSource {
    public private(set) var state: State
    /// Runs an effect (set once by the model).
    public var run: (State.Effect) -> Void = { _ in }
    /// Counts the transitions (a view may follow them: a search begun drops its kept rows).
    public let revision = Observable(0)
    /// Hears every action as it is sent, before it is applied: a log, or a test's check that a key sends its action.
    public var onSend: (State.Action) -> Void = { _ in }

    public init(_ state: State) { self.state = state }

    public override func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription {
        revision.onChange(handler)
    }

    public func send(_ action: State.Action) {
        onSend(action)
        let effects = state.apply(action)
        revision.value &+= 1
        for effect in effects { run(effect) }
    }

    /// One part of the state lent to a stateful widget (a list keeps its scroll offset there): a copy, put back
    /// after, so what the widget's rows read of the model meanwhile is the state as it was (no overlapping access).
    /// A transition sent while the part was lent wins: the copy is then not put back (the widget adjusts it again
    /// on the next frame).
    public func lend<Part, Result>(_ part: WritableKeyPath<State, Part>, _ body: (inout Part) -> Result) -> Result {
        let before = revision.value
        var lent = state[keyPath: part]
        defer { if revision.value == before { state[keyPath: part] = lent } }
        return body(&lent)
    }
}

/// A view model that holds its tab's state in `TabTransitions`: the state (read-only), its revision, `send`, `onSend`
/// and `lend` are the holder's, written once here for every tab.
@MainActor
public protocol HoldsTabTransitions: AnyObject {
    associatedtype TabState: TabTransition
    var transitions: TabTransitions<TabState> { get }
}

extension HoldsTabTransitions {
    public var state: TabState { transitions.state }
    public var revision: Observable<Int> { transitions.revision }
    public func send(_ action: TabState.Action) { transitions.send(action) }
    /// Hears every action as it is sent (a log; the tests' check of what each key sends).
    public func onSend(_ hear: @escaping (TabState.Action) -> Void) { transitions.onSend = hear }
    public func lend<Part, Result>(_ part: WritableKeyPath<TabState, Part>, _ body: (inout Part) -> Result) -> Result {
        transitions.lend(part, body)
    }
}
