/// "Something this object holds changed": finds every `ChangeSource` value an object stores (through
/// `Mirror`, superclasses included), so that a list of a view model's observables can be checked against what it
/// stores — a new `Observable` property left out of the list stops the debug builds.
@MainActor
public enum StateChanges {
    /// The observable parts stored in `owner`'s properties, in declaration order. Only properties holding an
    /// object are looked into: casting any other value (an array, a text, a state struct) to a class makes the
    /// runtime search every protocol conformance of the program for a bridge to Objective-C, and build one (this
    /// walk ran on the way to the first frame; now debug builds and tests run it, to check the models' lists). An
    /// observable kept in an optional property is therefore not followed; debug builds (the tests) stop on one.
    public static func sources(of owner: AnyObject) -> [ChangeSource] {
        var found: [ChangeSource] = []
        forEachStoredValue(of: owner) { value in
            if type(of: value) is AnyObject.Type, let source = value as? ChangeSource, source !== owner {
                found.append(source)
            }
        }
        assert(
            sourcesInOptionals(of: owner).isEmpty,
            "\(type(of: owner)): an observable in an optional property")  // not UI: for developers
        return found
    }

    /// Whether `listed` is every observable part `owner` stores (`sources(of:)`), each once. A model that lists its
    /// parts (no reflection on the way to the first frame: the walk resolves every property's type by name, a
    /// tenth of the start-up's work, perf) is held to what it stores by this check in debug builds.
    public static func listsEverySource(_ listed: [ChangeSource], of owner: AnyObject) -> Bool {
        let named = listed.map(ObjectIdentifier.init)
        return Set(named) == Set(sources(of: owner).map(ObjectIdentifier.init)) && Set(named).count == named.count
    }

    /// Observables held in optional properties (the slow walk: every value is cast).
    static func sourcesInOptionals(of owner: AnyObject) -> [ChangeSource] {
        var found: [ChangeSource] = []
        forEachStoredValue(of: owner) { value in
            guard !(type(of: value) is AnyObject.Type), Mirror(reflecting: value).displayStyle == .optional else {
                return
            }
            if let source = value as? ChangeSource { found.append(source) }
        }
        return found
    }

    private static func forEachStoredValue(of owner: AnyObject, _ body: (Any) -> Void) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children { body(child.value) }
            mirror = current.superclassMirror
        }
    }
}
