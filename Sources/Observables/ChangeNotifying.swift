/// Anything whose changes can be observed without caring about the value (e.g. "redraw when any of these change").
@MainActor
public protocol ChangeNotifying: AnyObject {
    func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription
}

extension Stream: ChangeNotifying {
    public func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription {
        sink { _ in handler() }
    }
}

extension Set where Element == Subscription {
    /// Calls `handler` whenever any of `sources` changes, for as long as this set holds the subscriptions.
    @MainActor
    public mutating func observe(_ sources: [any ChangeNotifying], _ handler: @escaping @MainActor () -> Void) {
        for source in sources { insert(source.onChange(handler)) }
    }
}
