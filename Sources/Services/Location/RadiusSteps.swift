/// The search radii a user steps through with `+` / `-`, in metres, smallest first.
public struct RadiusSteps: Sendable, Equatable {
    public let metres: [Int]

    public init(_ metres: [Int]) {
        precondition(!metres.isEmpty, "a radius needs at least one step")
        self.metres = metres.sorted()
    }

    /// The radius `step` steps away from `current` (a value between steps counts as the next larger one),
    /// held at the smallest and the largest step.
    public func step(from current: Int, by step: Int) -> Int {
        let index = metres.firstIndex { $0 >= current } ?? metres.count - 1
        return metres[min(metres.count - 1, max(0, index + step))]
    }

    /// `value` held within the smallest and the largest step.
    public func clamp(_ value: Int) -> Int { min(metres.last!, max(metres.first!, value)) }
}
