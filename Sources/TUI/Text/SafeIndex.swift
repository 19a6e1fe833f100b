extension Array {
    /// The element at `index`, or nil when out of range (selections can outlive the lists they point into).
    public subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
