/// Anything whose changes can be observed without caring about the value (e.g. "redraw when any of these change"):
/// the class every observable part derives from (streams, paged lists): what a tab model lists in `changeSources`.
/// `StateChanges` finds an owner's parts by this class, so finding them is a walk up a class chain; a cast to a
/// protocol instead looks through every conformance record of the binary once per property type.
@MainActor
open class ChangeSource {
    public init() {}

    /// Calls `handler` after every change until the subscription is released. Subclasses answer; this one never changes.
    open func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription { Subscription() }
}
