import Foundation
import Localization
import TestSupport
import Testing

@testable import Services

/// The ground under the maps from Overpass: the query, the recorded road answers (ways and their nodes), our own
/// `out geom` answer for water, coast and rail, naming the street a store is on, and the week-long kept answer.
struct OverpassGroundTests {
    /// Our own answer in Overpass's `out geom` form around 판교: a main road with a name, a street, a river, a
    /// lake's outline, the coast, a railway, a footway; a way with a broken point and one with a single point.
    static let ownAnswer = """
        {"version":0.6,"generator":"stand-in","elements":[
        {"type":"way","id":1,"tags":{"highway":"primary","name":"판교역로"},"geometry":[{"lat":37.3940,"lon":127.1080},{"lat":37.3945,"lon":127.1120},{"lat":37.3950,"lon":127.1160}]},
        {"type":"way","id":2,"tags":{"highway":"residential","name":"삼평로"},"geometry":[{"lat":37.3960,"lon":127.1090},{"lat":37.3930,"lon":127.1095}]},
        {"type":"way","id":3,"tags":{"waterway":"river","name":"탄천"},"geometry":[{"lat":37.3990,"lon":127.1050},{"lat":37.3900,"lon":127.1060}]},
        {"type":"way","id":4,"tags":{"natural":"water"},"geometry":[{"lat":37.3970,"lon":127.1130},{"lat":37.3975,"lon":127.1140},{"lat":37.3970,"lon":127.1150},{"lat":37.3970,"lon":127.1130}]},
        {"type":"way","id":5,"tags":{"natural":"coastline"},"geometry":[{"lat":37.3910,"lon":127.1000},{"lat":37.3910,"lon":127.1200}]},
        {"type":"way","id":6,"tags":{"railway":"subway","name":"신분당선"},"geometry":[{"lat":37.3990,"lon":127.1100},{"lat":37.3890,"lon":127.1110}]},
        {"type":"way","id":7,"tags":{"highway":"footway"},"geometry":[{"lat":37.3941,"lon":127.1100},{"lat":37.3942,"lon":127.1105}]},
        {"type":"way","id":8,"tags":{"highway":"service"},"geometry":[{"lat":999,"lon":127.11},{"lat":37.3942,"lon":127.1105}]},
        {"type":"way","id":9,"tags":{"building":"yes"},"geometry":[{"lat":37.39,"lon":127.11},{"lat":37.391,"lon":127.111}]}
        ]}
        """

    @Test func theQuery_asksForRoadsRailWaterAndCoastWithTheirGeometry_andOnlyMainRoadsFrom5Km() {
        let near = OverpassAPI.ground(center: Coordinate(latitude: 37.394, longitude: 127.11), radius: 1500).query
        #expect(near.hasPrefix("[out:json][timeout:25][maxsize:67108864];("))
        #expect(near.contains(#"way["highway"](around:1500,37.39400,127.11000);"#))
        #expect(near.contains(#"way["natural"="coastline"]"#) && near.contains(#"way["waterway"~"^(river|canal)$"]"#))
        #expect(near.hasSuffix(");out geom qt;"))
        let far = OverpassAPI.ground(center: Coordinate(latitude: 37.394, longitude: 127.11), radius: 7500).query
        #expect(far.contains(#"way["highway"~"^(motorway|trunk|primary|secondary|tertiary)(_link)?$"]"#))
    }

    @Test func recordedRoadAnswers_wayAndNodes_becomeLinesWithTheirNames() throws {
        func ways(_ file: String) throws -> [MapWay] {
            try OverpassClient.decode(RecordedAnswer.response("overpass", file)).mapWays
        }
        let roundabout = try ways("roundabout-nodes-then-ways-out-body-conegliano-2018.json")
        #expect(roundabout.count == 10)
        // The roundabout is a closed way: its last point is its first.
        #expect(roundabout.contains { $0.points.count > 3 && $0.points.first == $0.points.last })
        #expect(roundabout.first { $0.name == "Via San Giuseppe" }?.kind == .majorRoad)
        let streets = try ways("highways-nodes-then-ways-out-body-conegliano-2018.json")
        #expect(streets.count == 7 && streets.allSatisfy { $0.kind == .minorRoad })
        #expect(streets.first { $0.name == "Via Cadore" }?.points.count == 19)
        let korea = try ways("motorways-korea-out-body-skel-2023.json")
        #expect(korea.allSatisfy { $0.kind == .majorRoad } && korea.contains { $0.name == "중부내륙고속도로" })
        // Its `name:en` is the name an English reader sees; a Korean reader sees the name as written.
        let jungbu = try #require(korea.first { $0.name == "중부내륙고속도로" })
        #expect(jungbu.englishName == "Jungbunaeryuk Expressway")
        #expect(Localization.with(.english) { jungbu.shownName } == "Jungbunaeryuk Expressway")
        #expect(Localization.with(.korean) { jungbu.shownName } == "중부내륙고속도로")
        let unnamedInEnglish = MapWay(kind: .minorRoad, name: "삼평로", points: [])
        #expect(Localization.with(.english) { unnamedInEnglish.shownName } == "삼평로")
    }

    @Test func ourOwnAnswer_drawsWaterCoastAndRail_leavesOutWhatCannotBeDrawn() throws {
        let ways = try OverpassClient.decode(.json(200, Self.ownAnswer)).mapWays
        #expect(ways.map(\.kind) == [.majorRoad, .minorRoad, .water, .water, .coast, .rail, .path])
        #expect(ways.map(\.name) == ["판교역로", "삼평로", "탄천", nil, nil, "신분당선", nil])
        let answer = GroundAnswer(ways: ways)
        // A store beside 판교역로 is on it; one far from any named road is on none.
        #expect(answer.street(near: Coordinate(latitude: 37.39465, longitude: 127.1120)) == "판교역로")
        #expect(answer.street(near: Coordinate(latitude: 37.3850, longitude: 127.1300)) == nil)
    }

    @Test func theArea_isSnapped_soSmallMovesReuseTheKeptAnswer_forAWeek() async throws {
        let (a, ra) = OverpassClient.groundArea(
            center: Coordinate(latitude: 37.3942, longitude: 127.1103), radius: 1500)
        let (b, rb) = OverpassClient.groundArea(
            center: Coordinate(latitude: 37.3951, longitude: 127.1112), radius: 1500)
        #expect(a == b && ra == rb && ra % 500 == 0 && ra >= 1500)
        let stub = StubTransport(body: Self.ownAnswer)
        let cache = AnswerCache(directory: TemporaryFolder.path("ground"))
        let client = OverpassClient(
            transport: CacheFirstTransport(
                LastAnswerTransport(stub, cache: cache), cache: cache, maxAge: OverpassClient.groundLifetime),
            baseURL: URL(string: "http://127.0.0.1:9/api/interpreter")!)
        let first = try await client.ground(around: Coordinate(latitude: 37.3942, longitude: 127.1103), radius: 1500)
        let again = try await client.ground(around: Coordinate(latitude: 37.3951, longitude: 127.1112), radius: 1500)
        #expect(stub.requests.count == 1 && first.ways == again.ways && first.ways.count == 7)
        let kept = try #require(again.origin), fetched = try #require(first.origin)
        #expect(!kept.isOfflineCopy && abs(kept.fetchedAt.timeIntervalSince(fetched.fetchedAt)) < 0.001)
    }
}
