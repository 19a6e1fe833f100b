import Testing

@testable import Observables

@MainActor
struct ObservableTests {
    @Test func bind_deliversCurrentValueThenChanges() {
        let value = Observable(1)
        var seen: [Int] = []
        let token = value.bind { seen.append($0) }
        value.value = 2
        value.value = 3
        #expect(seen == [1, 2, 3])
        _ = token
    }

    @Test func releasingTheSubscription_stopsDelivery() {
        let value = Observable("a")
        var seen: [String] = []
        var token: Subscription? = value.sink { seen.append($0) }
        value.value = "b"
        token = nil
        value.value = "c"
        #expect(seen == ["b"])
        #expect(value.subscriberCount == 0)
        _ = token
    }

    @Test func cancel_stopsDeliveryEvenWhileHeld() {
        let events = EventStream<Int>()
        var seen: [Int] = []
        let token = events.sink { seen.append($0) }
        events.send(1)
        token.cancel()
        events.send(2)
        #expect(seen == [1])
    }

    @Test func mapFilterRemoveDuplicates_chain() {
        let events = EventStream<Int>()
        var seen: [String] = []
        let chain = events.filter { $0 >= 0 }.map { "\($0 / 10)" }.removeDuplicates()
        let token = chain.sink { seen.append($0) }
        for n in [1, 2, -5, 11, 15, 3, 30] { events.send(n) }
        #expect(seen == ["0", "1", "0", "3"])
        _ = token
    }

    @Test func releasingTheEndOfAChain_releasesTheChain() {
        let events = EventStream<Int>()
        var chain: Stream<Int>? = events.map { $0 * 2 }
        #expect(events.subscriberCount == 1)
        chain = nil
        events.send(1)
        #expect(events.subscriberCount == 0)
        _ = chain
    }

    @Test func update_notifiesOnce() {
        let value = Observable([1])
        var count = 0
        let token = value.sink { _ in count += 1 }
        value.update {
            $0.append(2); $0.append(3)
        }
        #expect(count == 1)
        #expect(value.value == [1, 2, 3])
        _ = token
    }

    @Test func setIfChanged_skipsEqualValues() {
        let value = Observable(5)
        var count = 0
        let token = value.sink { _ in count += 1 }
        value.setIfChanged(5)
        value.setIfChanged(6)
        #expect(count == 1)
        _ = token
    }
}
