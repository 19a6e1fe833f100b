/// The English catalogue. Each area's strings are in `English+<Area>.swift`.
public struct English: Strings {
    public init() {}
}
