import Foundation
import Testing

@testable import Services

/// Small networks drawn as ASCII maps (in the manner of Valhalla's gurka tests): each letter a node at its place
/// (a cell is 0.0001° each way, about 9 by 11 m), the ways named by their letters with their tags; turned into an
/// Overpass answer of either shape. One test per rule of `RouteRules`.
enum RouteFixture {
    static let origin = Coordinate(latitude: 37.5, longitude: 127.0)

    static func points(_ map: String) -> [Character: Coordinate] {
        var out: [Character: Coordinate] = [:]
        for (row, line) in map.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (column, ch) in line.enumerated() where ch.isLetter {
                out[ch] = Coordinate(
                    latitude: origin.latitude - Double(row) * 0.0001,
                    longitude: origin.longitude + Double(column) * 0.0001)
            }
        }
        return out
    }

    static func id(_ ch: Character) -> Int64 { Int64(ch.asciiValue!) }

    /// The Overpass JSON of the map: `inline` puts each way's points in `geometry` (with its node ids), else the
    /// nodes come as elements of their own.
    static func answer(
        _ map: String, ways: [(String, [String: String])], nodes: [Character: [String: String]] = [:],
        inline: Bool = false
    ) -> Data {
        let at = points(map)
        var elements: [[String: Any]] = []
        for (ch, point) in at.sorted(by: { $0.key < $1.key }) {
            var node: [String: Any] = ["type": "node", "id": id(ch), "lat": point.latitude, "lon": point.longitude]
            if let tags = nodes[ch] { node["tags"] = tags }
            if !inline || nodes[ch] != nil { elements.append(node) }
        }
        for (n, (letters, tags)) in ways.enumerated() {
            var way: [String: Any] = ["type": "way", "id": 1000 + n, "nodes": letters.map { id($0) }, "tags": tags]
            if inline { way["geometry"] = letters.map { ["lat": at[$0]!.latitude, "lon": at[$0]!.longitude] } }
            elements.append(way)
        }
        return try! JSONSerialization.data(withJSONObject: ["version": 0.6, "elements": elements])
    }

    static func route(
        _ map: String, ways: [(String, [String: String])], nodes: [Character: [String: String]] = [:],
        from: Character, to: Character, profile: RouteProfile,
        isOpen: @escaping @Sendable ([String: String]) -> Bool? = { _ in nil }
    ) throws -> Route {
        let network = try WalkNetwork.decode(answer(map, ways: ways, nodes: nodes))
        let at = points(map)
        return try Router(network: network, isOpen: isOpen).route(
            from: at[from]!, to: at[to]!, rules: RouteRules(profile: profile))
    }
}

struct RouteTests {
    /// A short way by steps, a longer one round: the wheelchair goes round, the foot route takes the steps; a ramp
    /// on the steps lets the wheelchair through.
    static let stepsMap = """
        A---B---C

        D-------E
        """
    static let footway = ["highway": "footway", "surface": "asphalt", "width": "2", "incline": "0%"]

    @Test func stepsAreAvoided_andARampIsTaken() throws {
        let ways: [(String, [String: String])] = [
            ("AB", Self.footway), ("BC", ["highway": "steps"]), ("AD", Self.footway), ("DE", Self.footway),
            ("EC", Self.footway),
        ]
        let foot = try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: .foot)
        #expect(foot.nodeIDs == [65, 66, 67])
        let wheelchair = try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: .wheelchair)
        #expect(wheelchair.nodeIDs == [65, 68, 69, 67])
        #expect(wheelchair.distance > foot.distance)
        var ramped = ways
        ramped[1].1["ramp:wheelchair"] = "yes"
        let ramp = try RouteFixture.route(Self.stepsMap, ways: ramped, from: "A", to: "C", profile: .wheelchair)
        #expect(ramp.nodeIDs == [65, 66, 67])
    }

    /// A way's verdict, tag by tag: a ramp counts only where it is recorded for the wheels that use it; a slope or
    /// a width written so that it cannot be read is an unknown on any way, never a pass.
    @Test func wayVerdicts_rampsInclinesAndWidths() {
        let wheelchair = RouteRules(profile: .wheelchair), stroller = RouteRules(profile: .stroller)
        let cases: [(RouteRules, [String: String], RouteRules.Verdict)] = [
            (wheelchair, ["highway": "steps", "ramp": "yes"], .blocked("highway=steps")),
            (wheelchair, ["highway": "steps", "ramp": "yes", "ramp:wheelchair": "no"], .blocked("highway=steps")),
            (wheelchair, ["highway": "steps", "ramp:wheelchair": "yes"], .ok(unknowns: [])),
            (wheelchair, ["highway": "steps", "ramp:stroller": "yes"], .blocked("highway=steps")),
            (stroller, ["highway": "steps", "ramp:stroller": "yes"], .ok(unknowns: [])),
            (stroller, ["highway": "steps", "ramp": "yes"], .blocked("highway=steps")),
            (wheelchair, ["highway": "residential", "incline": "up"], .ok(unknowns: [.incline])),
            (wheelchair, ["highway": "residential", "incline": "steep"], .ok(unknowns: [.incline])),
            (wheelchair, ["highway": "residential", "incline": "9%"], .blocked("incline=9%")),
            (wheelchair, ["highway": "residential", "incline": "-4 %"], .ok(unknowns: [])),
            (wheelchair, ["highway": "service", "width": "narrow"], .ok(unknowns: [.width])),
            (wheelchair, ["highway": "service", "width": "0.8m"], .blocked("width=0.8m")),
            (wheelchair, ["highway": "service", "width": "80 cm"], .blocked("width=80 cm")),
            (wheelchair, ["highway": "service", "width": "1.2 m"], .ok(unknowns: [])),
            (wheelchair, ["highway": "residential"], .ok(unknowns: [])),
        ]
        for (rules, tags, expected) in cases {
            #expect(rules.verdict(way: tags) == expected, "\(rules.profile) \(tags)")
        }
        // A kerb's height written so that it cannot be read is not recorded, never a pass.
        #expect(wheelchair.verdict(node: ["kerb:height": "low"]) == .ok(unknowns: [.kerb]))
        #expect(wheelchair.verdict(node: ["kerb:height": "5 cm"]) == .blocked("kerb:height=5 cm"))
    }

    @Test func aRaisedKerb_blocksTheWheelchair_notTheFootRoute() throws {
        let ways: [(String, [String: String])] = [
            ("ABC", Self.footway), ("AD", Self.footway), ("DE", Self.footway), ("EC", Self.footway),
        ]
        let kerb: [Character: [String: String]] = ["B": ["highway": "crossing", "kerb": "raised"]]
        let foot = try RouteFixture.route(Self.stepsMap, ways: ways, nodes: kerb, from: "A", to: "C", profile: .foot)
        #expect(foot.nodeIDs == [65, 66, 67])
        let wheelchair = try RouteFixture.route(
            Self.stepsMap, ways: ways, nodes: kerb, from: "A", to: "C", profile: .wheelchair)
        #expect(!wheelchair.nodeIDs.contains(66))
    }

    @Test func anUnknownKerb_isCrossedWithItsCost_andListed() throws {
        let ways: [(String, [String: String])] = [("ABC", Self.footway)]
        let route = try RouteFixture.route(
            Self.stepsMap, ways: ways, nodes: ["B": ["highway": "crossing"]], from: "A", to: "C", profile: .wheelchair)
        #expect(route.nodeIDs == [65, 66, 67])
        #expect(route.unknowns.map(\.what) == [.kerb])
        #expect(route.unknowns.first?.element == "osm:node/66")
        // Given a way round without the unknown and not much longer, the cost of the unknown takes it.
        let round: [(String, [String: String])] = [
            ("ABC", Self.footway), ("AD", Self.footway), ("DE", Self.footway), ("EC", Self.footway),
        ]
        let avoided = try RouteFixture.route(
            Self.stepsMap, ways: round, nodes: ["B": ["highway": "crossing"]], from: "A", to: "C", profile: .wheelchair)
        #expect(avoided.unknowns.isEmpty && !avoided.nodeIDs.contains(66))
    }

    @Test func anElevator_closedBy_itsHours_isNotTaken_andOpenItIs() throws {
        let ways: [(String, [String: String])] = [
            ("AB", Self.footway), ("BC", ["highway": "elevator", "opening_hours": "08:00-22:00"]),
            ("AD", Self.footway), ("DE", Self.footway), ("EC", Self.footway),
        ]
        func at(_ hour: Int) -> @Sendable ([String: String]) -> Bool? {
            { tags in
                let date = CivilTime.date(year: 2026, month: 12, day: 1, hour: hour, minute: 0, offset: 32_400)
                return OpeningHours(tags["opening_hours"] ?? "").status(
                    at: date, offset: 32_400, coordinate: RouteFixture.origin
                ).isOpen
            }
        }
        let night = try RouteFixture.route(
            Self.stepsMap, ways: ways, from: "A", to: "C", profile: .wheelchair, isOpen: at(23))
        #expect(night.nodeIDs == [65, 68, 69, 67])
        let day = try RouteFixture.route(
            Self.stepsMap, ways: ways, from: "A", to: "C", profile: .wheelchair, isOpen: at(10))
        #expect(day.nodeIDs == [65, 66, 67])
        // A closed elevator carries no one: the walker goes round too.
        let walker = try RouteFixture.route(
            Self.stepsMap, ways: ways, from: "A", to: "C", profile: .foot, isOpen: at(23))
        #expect(walker.nodeIDs == [65, 68, 69, 67])
    }

    @Test func aSteepIncline_andANarrowPath_areAvoided() throws {
        for steep in [["incline": "9%"], ["width": "0.7"]] {
            var short = Self.footway
            short.merge(steep) { _, new in new }
            let ways: [(String, [String: String])] = [
                ("ABC", short), ("AD", Self.footway), ("DE", Self.footway), ("EC", Self.footway),
            ]
            let wheelchair = try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: .wheelchair)
            #expect(wheelchair.nodeIDs == [65, 68, 69, 67], "\(steep)")
            let foot = try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: .foot)
            #expect(foot.nodeIDs == [65, 66, 67])
        }
        // 8 % is steep for a wheelchair (6 %), not for a powered one (8 %).
        var eight = Self.footway
        eight["incline"] = "-8%"
        let ways: [(String, [String: String])] = [
            ("ABC", eight), ("AD", Self.footway), ("DE", Self.footway), ("EC", Self.footway),
        ]
        #expect(
            try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: .powered).nodeIDs == [
                65, 66, 67,
            ])
    }

    @Test func noRoute_namesTheBlockingPoint_andTheFootLength() throws {
        let ways: [(String, [String: String])] = [("AB", Self.footway), ("BC", ["highway": "steps"])]
        do {
            _ = try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: .wheelchair)
            Issue.record("a route through steps")
        } catch let none as NoRoute {
            #expect(none.block?.what == "highway=steps")
            #expect(none.block?.element == "osm:way/1001")
            #expect(none.footDistance.map { $0 > 60 && $0 < 80 } == true)
        }
    }

    @Test func aPrivateWay_isNeverUsed() throws {
        let ways: [(String, [String: String])] = [
            ("ABC", ["highway": "service", "access": "private"]), ("AD", Self.footway), ("DE", Self.footway),
            ("EC", Self.footway),
        ]
        for profile in RouteProfile.allCases {
            let route = try RouteFixture.route(Self.stepsMap, ways: ways, from: "A", to: "C", profile: profile)
            #expect(!route.nodeIDs.contains(66), "\(profile)")
        }
        #expect(RouteRules.isWalkable(["highway": "service", "access": "private", "foot": "yes"]))
        #expect(
            !RouteRules.isWalkable(["highway": "motorway"])
                && RouteRules.isWalkable(["highway": "cycleway", "foot": "designated"]))
    }

    @Test func bothAnswerShapes_decodeAlike() throws {
        let ways: [(String, [String: String])] = [("ABC", Self.footway), ("AD", Self.footway), ("DE", Self.footway)]
        let separate = try WalkNetwork.decode(RouteFixture.answer(Self.stepsMap, ways: ways))
        let inline = try WalkNetwork.decode(RouteFixture.answer(Self.stepsMap, ways: ways, inline: true))
        #expect(separate.ways == inline.ways)
        #expect(Set(separate.nodes.keys) == Set(inline.nodes.keys))
        #expect(separate.nodes[66]?.coordinate == inline.nodes[66]?.coordinate)
        #expect(throws: ServiceError.self) { try WalkNetwork.decode(Data("<html>".utf8)) }
        #expect(throws: ServiceError.self) { try WalkNetwork.decode(Data(#"{"elements":[{"type":"way""#.utf8)) }
    }

    @Test func legs_sayTheTurns() throws {
        let map = """
            A---B
                |
                C
            """
        let route = try RouteFixture.route(
            map, ways: [("AB", Self.footway), ("BC", Self.footway.merging(["name": "세종대로"]) { $1 })], from: "A",
            to: "C", profile: .foot)
        #expect(route.legs.map(\.turn) == [.start, .right])
        #expect(route.legs.last?.name == "세종대로")
    }
}

/// What the directions say at a crossing and an elevator, and what a blind walker's route prefers.
struct RouteDirectionsTests {
    static let footway = RouteTests.footway
    /// A footway along a road (B–C), a crossing (C–E) over 사직로 (D–E–F), the footway on.
    static let crossingMap = """
        A---B---C
                |
            D---E---F
                |
                G
        """

    @Test func aCrossing_namesTheStreetItCrosses_andItsNodesFacts() throws {
        let ways: [(String, [String: String])] = [
            ("ABC", Self.footway), ("CEG", ["highway": "footway", "footway": "crossing"]),
            ("DEF", ["highway": "secondary", "name": "사직로"]),  // not UI: a street's name in the fixture
        ]
        let nodes: [Character: [String: String]] = [
            "E": ["highway": "crossing", "crossing": "traffic_signals", "traffic_signals:sound": "yes"],
            "C": ["kerb": "lowered"],
        ]
        let route = try RouteFixture.route(
            Self.crossingMap, ways: ways, nodes: nodes, from: "A", to: "G", profile: .foot)
        let crossing = try #require(route.legs.first { $0.isCrossing })
        #expect(crossing.crosses == "사직로")  // not UI: the fixture's street
        #expect(crossing.tags["crossing"] == "traffic_signals")
        #expect(crossing.tags["traffic_signals:sound"] == "yes")
        #expect(crossing.tags["kerb"] == "lowered")
    }

    @Test func anElevatorNode_atASubwayExit_isAStepOfItsOwn_andClosedItBlocksTheWheelchair() throws {
        let map = """
            A---B---C
            """
        let ways: [(String, [String: String])] = [("ABC", Self.footway)]
        let nodes: [Character: [String: String]] = [
            "B": ["highway": "elevator", "opening_hours": "06:00-23:00"],
            "C": ["railway": "subway_entrance", "name": "Gyeongbokgung", "ref": "5"],
        ]
        let open = try RouteFixture.route(
            map, ways: ways, nodes: nodes, from: "A", to: "C", profile: .wheelchair, isOpen: { _ in true })
        let elevator = try #require(open.legs.first { $0.kind == "elevator" })
        #expect(elevator.place == "Gyeongbokgung" && elevator.exitNumber == "5" && elevator.open == true)
        #expect(open.unknowns.isEmpty)
        #expect(throws: NoRoute.self) {
            try RouteFixture.route(
                map, ways: ways, nodes: nodes, from: "A", to: "C", profile: .wheelchair, isOpen: { _ in false })
        }
        // Hours not known: passed, and listed as not known.
        let unknown = try RouteFixture.route(map, ways: ways, nodes: nodes, from: "A", to: "C", profile: .wheelchair)
        #expect(unknown.unknowns.map(\.what) == [.openingHours])
    }

    @Test func aBlindWalker_prefersTheCrossingWithSoundAndTactilePaving() throws {
        // Two crossings of the same road: B (no sound) is on the straight way, E (sound, paving) a little round.
        let map = """
            A---B---C
            |       |
            D---E---F
            """
        let ways: [(String, [String: String])] = [
            ("ABC", Self.footway), ("AD", Self.footway), ("DEF", Self.footway), ("FC", Self.footway),
        ]
        let nodes: [Character: [String: String]] = [
            "B": ["highway": "crossing", "crossing": "uncontrolled"],
            "E": [
                "highway": "crossing", "crossing": "traffic_signals", "traffic_signals:sound": "yes",
                "tactile_paving": "yes",
            ],
        ]
        let foot = try RouteFixture.route(map, ways: ways, nodes: nodes, from: "A", to: "C", profile: .foot)
        #expect(foot.nodeIDs == [65, 66, 67])
        let blind = try RouteFixture.route(map, ways: ways, nodes: nodes, from: "A", to: "C", profile: .blind)
        #expect(blind.nodeIDs.contains(69) && !blind.nodeIDs.contains(66))
    }
}
