/// A sequence of values over time, delivered synchronously on the main actor to every live subscriber.
/// `EventStream` sends events; `Observable` also keeps a current value; operators derive new streams.
@MainActor
public class Stream<Output>: ChangeSource {
    private struct Subscriber {
        weak var token: Subscription?
        let handler: @MainActor (Output) -> Void
    }

    private var subscribers: [Subscriber] = []
    /// Keeps an operator's upstream connection alive as long as the derived stream lives.
    var upstream: Subscription?

    override init() { super.init() }

    public override func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription {
        sink { _ in handler() }
    }

    /// Calls `handler` with every future value until the returned subscription is cancelled or released.
    public func sink(_ handler: @escaping @MainActor (Output) -> Void) -> Subscription {
        let token = Subscription()
        token.source = self
        subscribers.append(Subscriber(token: token, handler: handler))
        return token
    }

    func emit(_ value: Output) {
        subscribers.removeAll { $0.token == nil || $0.token!.isCancelled }
        // A snapshot: handlers may subscribe or cancel while we deliver.
        for subscriber in subscribers {
            guard let token = subscriber.token, !token.isCancelled else { continue }
            subscriber.handler(value)
        }
    }

    /// Number of live subscribers (for tests and leak checks).
    public var subscriberCount: Int {
        subscribers.filter { $0.token.map { !$0.isCancelled } ?? false }.count
    }
}

/// A passthrough stream: values sent are delivered to current subscribers only.
@MainActor
public final class EventStream<Event>: Stream<Event> {
    public override init() { super.init() }
    public func send(_ event: Event) { emit(event) }
}
