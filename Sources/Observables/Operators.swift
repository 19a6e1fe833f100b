/// Operators derive a new stream from an upstream one. The derived stream owns its upstream
/// connection; the upstream holds the derived stream weakly, so releasing the end of a chain ends it.
extension Stream {
    private func derive<T>(_ connect: (EventStream<T>) -> Subscription) -> Stream<T> {
        let derived = EventStream<T>()
        derived.upstream = connect(derived)
        return derived
    }

    public func map<T>(_ transform: @escaping @MainActor (Output) -> T) -> Stream<T> {
        derive { derived in
            sink { [weak derived] value in derived?.send(transform(value)) }
        }
    }

    public func filter(_ isIncluded: @escaping @MainActor (Output) -> Bool) -> Stream<Output> {
        derive { derived in
            sink { [weak derived] value in if isIncluded(value) { derived?.send(value) } }
        }
    }

    public func removeDuplicates(by areSame: @escaping @MainActor (Output, Output) -> Bool) -> Stream<Output> {
        var last: Output?
        return derive { derived in
            sink { [weak derived] value in
                if let previous = last, areSame(previous, value) { return }
                last = value
                derived?.send(value)
            }
        }
    }

    /// Emits a value only once `interval` has passed on `clock` without a newer one (debounce by generation).
    public func debounce(for interval: Duration, clock: any SchedulingClock) -> Stream<Output> {
        var generation = 0
        var pending: Subscription?
        return derive { derived in
            sink { [weak derived] value in
                generation += 1
                let mine = generation
                pending?.cancel()
                pending = clock.schedule(after: interval) { [weak derived] in
                    guard mine == generation else { return }
                    derived?.send(value)
                }
            }
        }
    }
}

extension Stream where Output: Equatable {
    public func removeDuplicates() -> Stream<Output> { removeDuplicates { $0 == $1 } }
}
