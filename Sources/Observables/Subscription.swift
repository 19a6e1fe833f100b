/// A live connection between a source and a handler. Dropping the last reference ends it:
/// sources hold their subscribers weakly and forget dead ones, so no deinit has to reach the main actor.
@MainActor
public final class Subscription: Hashable {
    /// The stream this subscription listens to (or the parts it stands for): holding a subscription keeps its whole
    /// chain alive. `Any`, not `AnyObject`: an array kept as an object is bridged to an `NSArray` (perf: the first
    /// bridge scans every conformance record of the binary, on the way to the first frame).
    var source: Any?

    public private(set) var isCancelled = false

    public init() {}

    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        source = nil
    }

    /// One subscription standing for several: holding it keeps them all alive, cancelling it ends them all.
    public static func combining(_ parts: [Subscription]) -> Subscription {
        let combined = Subscription()
        combined.source = parts
        return combined
    }

    public func store(in set: inout Set<Subscription>) {
        set.insert(self)
    }

    public nonisolated static func == (lhs: Subscription, rhs: Subscription) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
