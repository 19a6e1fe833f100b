/// A value holder: the current value plus a stream of its changes.
/// View models expose state as `Observable`s; views `bind` to them.
@MainActor
public final class Observable<Value>: Stream<Value> {
    public var value: Value {
        didSet { emit(value) }
    }

    public init(_ value: Value) {
        self.value = value
        super.init()
    }

    /// Calls `handler` with the current value now, then with every change.
    public func bind(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription {
        let token = sink(handler)
        handler(value)
        return token
    }

    /// Changes `value` in place with one notification.
    public func update(_ change: (inout Value) -> Void) {
        var copy = value
        change(&copy)
        value = copy
    }
}

extension Observable where Value: Equatable {
    /// Assigns only when different, so subscribers are not woken for nothing.
    public func setIfChanged(_ newValue: Value) {
        if value != newValue { value = newValue }
    }
}
