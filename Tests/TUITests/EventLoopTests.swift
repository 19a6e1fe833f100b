import TestSupport
import Testing

@testable import Observables
@testable import TUI

/// A tab backed by a model with observable state: `j` counts up; `busy` makes the spinner run.
@MainActor
final class CounterModel: TabModel {
    let count = Observable(0)
    let busy = Observable(false)
    let alert = Observable<AlertMessage?>(nil)
    var isBusy: Bool { busy.value }
    var changeSources: [ChangeSource] { [count, busy, alert] }
    func activate() {}
    func settle() async {}
}

@MainActor
final class CounterTab: TabModelView {
    static let tabTitle = "Counter"
    static let tabNumber = 1
    let model = CounterModel()
    func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        buffer.write("count \(model.count.value)" + (model.isBusy ? " " + context.spinner : ""), x: area.x, y: area.y)
    }
    var bindings: [KeyBinding] {
        bindingsBuilt += 1
        // While busy, `j` counts down: the key table depends on the state.
        let step = model.busy.value ? -1 : 1
        return [KeyBinding([.char("j")], "count", hint: "count") { [weak self] in self?.model.count.value += step }]
    }
    var bindingsBuilt = 0
    var statusText: String { "" }
    var focus: FocusID? { nil }
}

@MainActor
struct EventLoopTests {
    func makeLoop() -> (EventLoop, MemoryBackend, VirtualClock, CounterTab) {
        let tab = CounterTab()
        let backend = MemoryBackend(width: 40, height: 12)
        let clock = VirtualClock()
        let shell = Shell(tabs: [tab])
        shell.checksKeptKeyTables = false  // the tab counts its tables' builds
        let loop = EventLoop(shell: shell, backend: backend, clock: clock)
        loop.start()
        return (loop, backend, clock, tab)
    }

    @Test func aBurstOf50Keys_drawsOneFrame() {
        let (loop, backend, clock, _) = makeLoop()
        #expect(backend.drawCalls == 1)  // the first frame, at once
        let scheduled = clock.counter
        backend.typed = Array(repeating: .char("j"), count: 50)
        #expect(loop.readInput() == 50)
        #expect(backend.drawCalls == 2)  // one frame for the burst, drawn once every key is handled
        #expect(backend.lines()[1].hasPrefix("count 50"))
        #expect(!loop.hasScheduledWork)
        // Nothing was scheduled for the keys' frame, not even to be cancelled (a wake-up of the loop per key).
        #expect(clock.counter == scheduled)
        clock.advance(by: .zero)
        #expect(backend.drawCalls == 2)
    }

    /// The key table shown in a frame's hints serves the next key, unless something changed in between.
    @Test func theKeyTable_isBuiltOncePerKey_andAgainAfterAStateChange() {
        let (loop, backend, _, tab) = makeLoop()
        let built = tab.bindingsBuilt
        backend.typed = [.char("j")]
        loop.readInput()
        #expect(tab.model.count.value == 1)
        #expect(tab.bindingsBuilt == built + 1)  // the key used the first frame's; the frame after it built one
        tab.model.busy.value = true  // a state change between frames: the table is built again for the next key
        backend.typed = [.char("j")]
        loop.readInput()
        #expect(tab.model.count.value == 0)
    }

    @Test func idle_drawsNothing_andRunsNoTimer() {
        let (loop, backend, clock, _) = makeLoop()
        #expect(!loop.hasScheduledWork)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(10))
        #expect(backend.drawCalls == 1)
    }

    @Test func aStateChangeOutsideAKey_asksForOneFrame() {
        let (loop, backend, clock, tab) = makeLoop()
        tab.model.count.value = 7  // an answer arrived
        tab.model.count.value = 8
        #expect(loop.hasScheduledWork)
        clock.advance(by: .zero)
        #expect(backend.drawCalls == 2)
        #expect(backend.lines()[1].hasPrefix("count 8"))
        #expect(!loop.hasScheduledWork)
    }

    @Test func theSpinner_ticksOnlyWhileSomethingIsBusy() {
        let (loop, backend, clock, tab) = makeLoop()
        tab.model.busy.value = true
        clock.advance(by: .zero)  // frame; the spinner's timer starts
        let first = backend.lines()[1]
        #expect(loop.hasScheduledWork)
        clock.advance(by: Spinner.interval)
        #expect(backend.lines()[1] != first)  // it moved
        let drawsWhileBusy = backend.drawCalls
        tab.model.busy.value = false
        clock.advance(by: .seconds(1))
        #expect(!loop.hasScheduledWork)
        #expect(clock.pendingCount == 0)
        let after = backend.drawCalls
        clock.advance(by: .seconds(5))
        #expect(backend.drawCalls == after)
        #expect(after <= drawsWhileBusy + 2)
    }

    @Test func aResize_sendsTheNextFrameInFull_atTheNewSize() {
        let (loop, backend, clock, _) = makeLoop()
        backend.resize(width: 60, height: 15)
        loop.repaintAll()
        clock.advance(by: .zero)
        #expect(backend.lines().count == 15)
        #expect(backend.lines()[1].hasPrefix("count 0"))
    }

    @Test func afterStop_nothingIsDrawn() {
        let (loop, backend, clock, tab) = makeLoop()
        loop.stop()
        tab.model.count.value = 3
        clock.advance(by: .seconds(1))
        #expect(backend.drawCalls == 1)
    }
}

@MainActor
struct StateChangesTests {
    @MainActor final class Model {
        let a = Observable(1)
        let b = Observable<String?>(nil)
        let missing: Observable<Int>? = nil
        let events = EventStream<Int>()
        let plain = 5
        let texts = ["x", "y"]
    }

    @MainActor final class ModelWithAnOptionalObservable {
        let a = Observable(1)
        let optional: Observable<Int>? = Observable(0)
    }

    @Test func everyObservableAnObjectStores_isFound_soNoneCanBeForgotten() {
        let model = Model()
        #expect(StateChanges.sources(of: model).count == 3)
        var changes = 0
        let subscriptions = StateChanges.sources(of: model).map { $0.onChange { changes += 1 } }
        model.a.value = 2
        model.b.value = "x"
        model.events.send(7)
        #expect(changes == 3)
        _ = subscriptions
    }

    /// A model lists its parts (no reflection at start); the check debug builds run holds the list to what it stores.
    @Test func aListOfParts_isCheckedAgainstWhatTheModelStores() {
        let model = Model()
        #expect(StateChanges.listsEverySource([model.a, model.b, model.events], of: model))
        #expect(StateChanges.listsEverySource([model.events, model.a, model.b], of: model))
        #expect(!StateChanges.listsEverySource([model.a, model.b], of: model))
        #expect(!StateChanges.listsEverySource([model.a, model.b, model.events, model.a], of: model))
        #expect(!StateChanges.listsEverySource([model.a, model.b, model.events, Observable(0)], of: model))
    }

    /// An observable kept in an optional property is found too (when there is one), so it cannot be left out of a
    /// model's list either.
    @Test func anObservableInAnOptionalProperty_isFound() {
        let model = ModelWithAnOptionalObservable()
        #expect(StateChanges.sources(of: model).count == 2)
        #expect(!StateChanges.listsEverySource([model.a], of: model))
    }
}
