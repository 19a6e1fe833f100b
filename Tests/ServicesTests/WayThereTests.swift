import Foundation
import TestSupport
import Testing

@testable import Services

/// The way there as both the tab and the command line ask for it: the network fetched once and kept; with
/// --offline nothing leaves the machine, a kept copy serves with its age, and without one the answer says so.
struct WayThereTests {
    static let map = """
        A---B---C
        """
    static let answer = RouteFixture.answer(
        map, ways: [("ABC", ["highway": "footway", "surface": "asphalt", "width": "2", "incline": "0%"])])
    static let at = RouteFixture.points(map)
    static let moment = Date(timeIntervalSince1970: 1_795_000_000)

    static func wayThere(_ transport: Transport, keptOnly: Bool) -> WayThere {
        WayThere(
            source: OverpassWalkNetwork(transport: transport, baseURL: URL(string: "http://127.0.0.1:9/api")!),
            keptOnly: keptOnly, utcOffset: { _ in 32_400 })
    }

    @Test func online_theRouteIsFound_andTheAnswerKept_thenOffline_theKeptCopyServes() async throws {
        let cache = AnswerCache(directory: TemporaryFolder.path("way-there"))
        let live = StubTransport { _ in HTTPResponse(status: 200, headers: [:], body: Self.answer) }
        let online = try await Self.wayThere(
            LastAnswerTransport(live, cache: cache, now: { Self.moment }), keptOnly: false
        ).find(from: Self.at["A"]!, to: Self.at["C"]!, rules: RouteRules(profile: .wheelchair), at: Self.moment)
        #expect(online.route?.nodeIDs == [65, 66, 67])
        #expect(online.origin == AnswerOrigin(fetchedAt: Self.moment, isOfflineCopy: false))

        let offline = try await Self.wayThere(
            LastAnswerTransport(NoNetworkTransport(), cache: cache), keptOnly: true
        ).find(from: Self.at["A"]!, to: Self.at["C"]!, rules: RouteRules(profile: .wheelchair), at: Self.moment)
        #expect(offline.route?.nodeIDs == [65, 66, 67])
        #expect(offline.origin == AnswerOrigin(fetchedAt: Self.moment, isOfflineCopy: true))
    }

    @Test func offline_withNothingKept_saysSo_andAnsweringNoRoute_isAnAnswerNotAFailure() async throws {
        let cache = AnswerCache(directory: TemporaryFolder.path("way-there-empty"))
        await #expect(throws: WayThere.NothingKept.self) {
            _ = try await Self.wayThere(LastAnswerTransport(NoNetworkTransport(), cache: cache), keptOnly: true)
                .find(from: Self.at["A"]!, to: Self.at["C"]!, rules: RouteRules(profile: .foot), at: Self.moment)
        }
        // Online, steps on the only way: no wheelchair route, the steps named, the foot length beside it.
        let steps = RouteFixture.answer(Self.map, ways: [("AB", ["highway": "footway"]), ("BC", ["highway": "steps"])])
        let live = StubTransport { _ in HTTPResponse(status: 200, headers: [:], body: steps) }
        let answer = try await Self.wayThere(live, keptOnly: false).find(
            from: Self.at["A"]!, to: Self.at["C"]!, rules: RouteRules(profile: .wheelchair), at: Self.moment)
        guard case .failure(let none) = answer.outcome else {
            Issue.record("a route through steps")
            return
        }
        #expect(none.block?.what == "highway=steps")
        #expect(none.footDistance != nil)
    }
}
