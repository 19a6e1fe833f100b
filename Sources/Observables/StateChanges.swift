/// "Something this object holds changed": finds every `ChangeNotifying` value an object stores (through
/// `Mirror`, superclasses included) so that a view model's owner can redraw on any change of its state
/// without listing the observables one by one — a new `Observable` property is picked up by being declared.
@MainActor
public enum StateChanges {
    /// The observable parts stored in `owner`'s properties (optionals unwrapped), in declaration order.
    public static func sources(of owner: AnyObject) -> [any ChangeNotifying] {
        var found: [any ChangeNotifying] = []
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                if let source = unwrap(child.value) as? any ChangeNotifying, source !== owner { found.append(source) }
            }
            mirror = current.superclassMirror
        }
        return found
    }

    /// Calls `handler` after any change of any observable `owner` stores, for as long as the subscriptions live.
    public static func observe(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) -> [Subscription] {
        sources(of: owner).map { $0.onChange(handler) }
    }

    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}
