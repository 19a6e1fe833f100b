extension Array where Element == String {
    /// A list row in the accessible mode: its facts in order, the empty ones left out, one sentence from the
    /// first column ("3 CU 백현2점, 230 m south-west ↙, 대왕판교로 …") instead of columns padded with blanks.
    public var rowSentence: String { filter { !$0.isEmpty }.joined(separator: ", ") }
}
