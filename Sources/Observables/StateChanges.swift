/// "Something this object holds changed": finds every `ChangeSource` value an object stores (through
/// `Mirror`, superclasses included), so that a list of a view model's observables can be checked against what it
/// stores — a new `Observable` property left out of the list stops the debug builds.
@MainActor
public enum StateChanges {
    /// The observable parts stored in `owner`'s properties (an optional one too, when it holds one), in declaration
    /// order. Every stored value is cast: slow (a cast may search every protocol conformance of the program), which
    /// is why only debug builds and tests walk a model, to check its list; the app reads the list.
    public static func sources(of owner: AnyObject) -> [ChangeSource] {
        var found: [ChangeSource] = []
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                if let source = child.value as? ChangeSource, source !== owner { found.append(source) }
            }
            mirror = current.superclassMirror
        }
        return found
    }

    /// Whether `listed` is every observable part `owner` stores (`sources(of:)`), each once. A model that lists its
    /// parts (no reflection on the way to the first frame: the walk resolves every property's type by name, a
    /// tenth of the start-up's work, perf) is held to what it stores by this check in debug builds.
    public static func listsEverySource(_ listed: [ChangeSource], of owner: AnyObject) -> Bool {
        let named = listed.map(ObjectIdentifier.init)
        return Set(named) == Set(sources(of: owner).map(ObjectIdentifier.init)) && Set(named).count == named.count
    }
}
