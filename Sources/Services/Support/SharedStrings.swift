/// One copy of each text many stores repeat (a chain's category, its hours, a district): a detached copy of the first
/// one seen is kept and shared, so a large answer holds each once, and none pins the answer's memory.
public struct SharedStrings {
    private var seen: Set<String> = []
    public init() {}

    public mutating func shared(_ text: String) -> String {
        if let kept = seen.firstIndex(of: text) { return seen[kept] }
        let kept = text.detachedCopy()
        seen.insert(kept)
        return kept
    }
}

extension String {
    /// The same text in an allocation of its own, made now (inline when short). A text read out of a large answer
    /// sits among the answer's own allocations (its bytes, the decoder's tree, each element's tags); kept as is,
    /// it pins their pages once they are freed — at 40,000 stores, about 24 MB the system could not take back.
    /// Copies made while the answer is still alive sit together, and the answer's pages come free whole.
    public func detachedCopy() -> String {
        var source = self
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                guard let from = bytes.baseAddress, let to = buffer.baseAddress else { return 0 }
                to.initialize(from: from, count: bytes.count)
                return bytes.count
            }
        }
    }
}
