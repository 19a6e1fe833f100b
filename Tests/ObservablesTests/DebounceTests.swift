import Testing

@testable import Observables

@MainActor
struct DebounceTests {
    @Test func keystrokes100msApart_emitOnce300msAfterTheLast() {
        let clock = VirtualClock()
        let typed = EventStream<String>()
        var emitted: [(String, Duration)] = []
        let token = typed.debounce(for: .milliseconds(300), clock: clock).sink { emitted.append(($0, clock.elapsed)) }
        for text in ["s", "sp", "spi", "spid"] {
            typed.send(text)
            clock.advance(by: .milliseconds(100))
        }
        // 400 ms elapsed; the last keystroke was at 300 ms, so nothing yet.
        #expect(emitted.isEmpty)
        clock.advance(by: .milliseconds(199))
        #expect(emitted.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(emitted.map(\.0) == ["spid"])
        #expect(emitted.map(\.1) == [.milliseconds(600)])
        clock.advance(by: .seconds(5))
        #expect(emitted.count == 1)
        _ = token
    }

    @Test func valuesFartherApartThanTheInterval_eachEmit() {
        let clock = VirtualClock()
        let typed = EventStream<Int>()
        var emitted: [Int] = []
        let token = typed.debounce(for: .milliseconds(300), clock: clock).sink { emitted.append($0) }
        typed.send(1)
        clock.advance(by: .milliseconds(300))
        typed.send(2)
        clock.advance(by: .milliseconds(300))
        #expect(emitted == [1, 2])
        _ = token
    }

    @Test func virtualClock_runsJobsInDeadlineOrder_andSkipsCancelled() {
        let clock = VirtualClock()
        var order: [String] = []
        let a = clock.schedule(after: .seconds(2)) { order.append("a") }
        let b = clock.schedule(after: .seconds(1)) { order.append("b") }
        let c = clock.schedule(after: .seconds(1)) { order.append("c") }
        c.cancel()
        clock.advance(by: .seconds(3))
        #expect(order == ["b", "a"])
        #expect(clock.pendingCount == 0)
        _ = (a, b)
    }

    @Test func virtualClock_nowMovesWithAdvance() {
        let clock = VirtualClock()
        let start = clock.now
        clock.advance(by: .seconds(90))
        #expect(clock.now.timeIntervalSince(start) == 90)
    }
}
