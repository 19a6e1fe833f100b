import Observables
import TestSupport
import Testing

@testable import Services

/// The shared request types every feature view model uses: newest wins; pages in order, never twice.
@MainActor
struct LatestRequestTests {
    @Test func aNewerRequest_cancelsTheOlder_andTheOlderAnswerIsDropped() async {
        let gate = Gate()
        let request = LatestRequest(service: "Test")
        var answers: [Int] = []
        var failures: [ServiceError] = []
        request.start(
            { await gate.wait().status }, onSuccess: { answers.append($0) }, onFailure: { failures.append($0) })
        // The older one at the gate first, so gate 0 is it (two started at once reach it in either order).
        await until { gate.isWaiting(0) }
        request.start(
            { await gate.wait().status }, onSuccess: { answers.append($0) }, onFailure: { failures.append($0) })
        await until { gate.isWaiting(1) }
        gate.open(1, with: .json(201, "{}"))
        await until { !answers.isEmpty }
        gate.open(0, with: .json(200, "{}"))  // the older answer, late
        await request.settle()
        for _ in 0..<100 { await Task.yield() }
        #expect(answers == [201])
        #expect(failures.isEmpty)
        #expect(!request.isRunning)
    }

    @Test func aCancelledRequest_reportsNothing_evenWhenItFails() async {
        let gate = Gate()
        let request = LatestRequest(service: "Test")
        var calls = 0
        request.start(
            { () async throws -> Int in
                _ = await gate.wait(); throw TransportError.noNetwork("down")
            },
            onSuccess: { _ in calls += 1 }, onFailure: { _ in calls += 1 })
        #expect(request.isRunning)
        await until { gate.isWaiting(0) }
        request.cancel()
        #expect(!request.isRunning)
        gate.open(0, with: .json(200, "{}"))
        for _ in 0..<100 { await Task.yield() }
        #expect(calls == 0)
    }

    @Test func aFailure_becomesAServiceErrorSentence_andACancellationIsNotOne() async {
        let request = LatestRequest(service: "Test")
        var failures: [ServiceError] = []
        request.start(
            { () async throws -> Int in throw TransportError.timeout }, onSuccess: { _ in },
            onFailure: { failures.append($0) })
        await request.settle()
        request.start(
            { () async throws -> Int in throw CancellationError() }, onSuccess: { _ in },
            onFailure: { failures.append($0) })
        await request.settle()
        #expect(failures == [.timeout(service: "Test")])
    }
}

@MainActor
struct PagedListTests {
    struct Row: Sendable, Equatable { var id: Int }

    /// Pages of 10 rows out of `total`, numbered from the offset asked for; records each cursor.
    @MainActor final class Pages {
        var asked: [PageCursor] = []
        let total: Int
        var gate: Gate?
        init(total: Int) { self.total = total }
        func page(_ cursor: PageCursor) async throws -> Page<Row> {
            asked.append(cursor)
            if let gate { _ = await gate.wait() }
            let rows = (cursor.offset..<min(total, cursor.offset + 10)).map(Row.init(id:))
            return Page(items: rows, total: total, isLast: cursor.offset + rows.count >= total)
        }
    }

    func makeList(_ pages: Pages) async throws -> PagedList<Row, Int> {
        let list = PagedList<Row, Int>(service: "Test", prefetchDistance: 3, id: \.id)
        list.replace(with: try await pages.page(PageCursor(number: 1, offset: 0))) { try await pages.page($0) }
        return list
    }

    @Test func theNextPage_isAskedForWithinThreeRowsOfTheEnd_atTheRightOffset() async throws {
        let pages = Pages(total: 25)
        let list = try await makeList(pages)
        list.selectionChanged(to: 5)
        await list.settle()
        #expect(pages.asked.count == 1)  // row 5 of 10: not yet
        list.selectionChanged(to: 6)
        await list.settle()
        #expect(pages.asked.map(\.offset) == [0, 10])
        #expect(pages.asked.map(\.number) == [1, 2])
        #expect(list.items.value.count == 20)
        list.selectionChanged(to: 16)
        await list.settle()
        #expect(pages.asked.map(\.offset) == [0, 10, 20])
        #expect(list.items.value.count == 25)
        #expect(!list.hasMore)
        list.selectionChanged(to: 24)
        list.loadMore()
        await list.settle()
        #expect(pages.asked.count == 3)  // stops at the end
    }

    @Test func aPageIsNeverAskedForTwiceAtOnce() async throws {
        let pages = Pages(total: 40)
        let list = try await makeList(pages)
        let gate = Gate()
        pages.gate = gate
        list.selectionChanged(to: 7)
        list.selectionChanged(to: 8)
        list.loadMore()
        #expect(list.isLoadingMore.value)
        await until { gate.isWaiting(0) }
        #expect(pages.asked.count == 2)
        gate.open(0, with: .json(200, "{}"))
        await list.settle()
        #expect(!list.isLoadingMore.value)
        #expect(list.items.value.map(\.id) == Array(0..<20))
    }

    @Test func rowsAlreadyListed_areNotAddedAgain() async throws {
        let list = PagedList<Row, Int>(service: "Test", prefetchDistance: 3, id: \.id)
        var appended: [[Int]] = []
        list.onAppended = { appended.append($0.map(\.id)) }
        list.replace(with: Page(items: [Row(id: 1), Row(id: 2), Row(id: 2)], total: 5, isLast: false)) { _ in
            Page(items: [Row(id: 2), Row(id: 3)], total: 5, isLast: true)
        }
        #expect(list.items.value.map(\.id) == [1, 2])
        list.loadMore()
        await list.settle()
        #expect(list.items.value.map(\.id) == [1, 2, 3])
        #expect(appended == [[3]])
    }

    @Test func anAnswerForAReplacedList_isDropped() async throws {
        let pages = Pages(total: 40)
        let list = try await makeList(pages)
        let gate = Gate()
        pages.gate = gate
        list.loadMore()
        await until { gate.isWaiting(0) }
        list.replace(with: Page(items: [Row(id: 100)], total: 1, isLast: true)) { _ in
            Page(items: [], total: 1, isLast: true)
        }
        gate.open(0, with: .json(200, "{}"))
        await list.settle()
        for _ in 0..<100 { await Task.yield() }
        #expect(list.items.value.map(\.id) == [100])
        #expect(list.total.value == 1)
        #expect(!list.isLoadingMore.value)
    }

    @Test func aFailedPage_leavesTheList_andSaysSo() async throws {
        let list = PagedList<Row, Int>(service: "Test", prefetchDistance: 3, id: \.id)
        var failures: [ServiceError] = []
        list.onMoreFailed = { failures.append($0) }
        list.replace(with: Page(items: [Row(id: 1)], total: 5, isLast: false)) { _ in throw TransportError.timeout }
        list.loadMore()
        await list.settle()
        #expect(failures == [.timeout(service: "Test")])
        #expect(list.items.value.map(\.id) == [1])
        #expect(!list.isLoadingMore.value)
        #expect(list.hasMore)  // scrolling asks again
    }

    @Test func anyChangeOfTheList_isAnnounced() async throws {
        let list = PagedList<Row, Int>(service: "Test", prefetchDistance: 3, id: \.id)
        var changes = 0
        let subscription = list.onChange { changes += 1 }
        list.replace(with: Page(items: [Row(id: 1)], total: 1, isLast: true)) { _ in
            Page(items: [], total: 1, isLast: true)
        }
        #expect(changes > 0)
        let before = changes
        subscription.cancel()
        list.reset()
        #expect(changes == before)
    }
}

struct RadiusStepsTests {
    @Test func stepsHoldAtTheEnds_andABetweenValueCountsAsTheNextStep() {
        let steps = RadiusSteps([500, 1000, 2000])
        #expect(steps.step(from: 500, by: 1) == 1000)
        #expect(steps.step(from: 2000, by: 1) == 2000)
        #expect(steps.step(from: 500, by: -1) == 500)
        #expect(steps.step(from: 700, by: 0) == 1000)
        #expect(steps.step(from: 700, by: -1) == 500)
        #expect(steps.clamp(50) == 500)
        #expect(steps.clamp(90_000) == 2000)
    }
}
