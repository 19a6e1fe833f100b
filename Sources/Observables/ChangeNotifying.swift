/// Anything whose changes can be observed without caring about the value (e.g. "redraw when any of these change").
@MainActor
public protocol ChangeNotifying: AnyObject {
    func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription
}

/// The class every observable part derives from (streams, paged lists). `StateChanges` finds an owner's parts by
/// this class, so finding them is a walk up a class chain: a cast to the protocol instead looked through every
/// conformance record of the binary once per property type, a third of the time to the first frame.
@MainActor
open class ChangeSource: ChangeNotifying {
    public init() {}

    /// Subclasses answer; this one never changes.
    open func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription { Subscription() }
}

extension Set where Element == Subscription {
    /// Calls `handler` whenever any of `sources` changes, for as long as this set holds the subscriptions.
    @MainActor
    public mutating func observe(_ sources: [any ChangeNotifying], _ handler: @escaping @MainActor () -> Void) {
        for source in sources { insert(source.onChange(handler)) }
    }
}
