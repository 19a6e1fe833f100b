/// "Something this object holds changed": finds every `ChangeSource` value an object stores (through
/// `Mirror`, superclasses included) so that a view model's owner can redraw on any change of its state
/// without listing the observables one by one — a new `Observable` property is picked up by being declared.
@MainActor
public enum StateChanges {
    /// The observable parts stored in `owner`'s properties (optionals unwrapped), in declaration order.
    public static func sources(of owner: AnyObject) -> [ChangeSource] {
        var found: [ChangeSource] = []
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                // A cast to a class looks through an optional and costs no conformance lookup.
                if let source = child.value as? ChangeSource, source !== owner { found.append(source) }
            }
            mirror = current.superclassMirror
        }
        return found
    }

    /// Calls `handler` after any change of any observable `owner` stores, for as long as the subscriptions live.
    public static func observe(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) -> [Subscription] {
        sources(of: owner).map { $0.onChange(handler) }
    }
}
