/// 한국어 카탈로그. Each area's strings are in `Korean+<Area>.swift`. Written as Korean readers expect:
/// 해요체 for sentences to the user, no plural forms, counters (곳, 개, 명) after numbers.
public struct Korean: Strings {
    public init() {}
}
