/// One copy of each text many stores repeat (a chain's category, its hours, a district): the first one seen is
/// kept and shared, so a large answer holds each once.
public struct SharedStrings {
    private var seen: Set<String> = []
    public init() {}

    public mutating func shared(_ text: String) -> String {
        if let kept = seen.firstIndex(of: text) { return seen[kept] }
        seen.insert(text)
        return text
    }
}
