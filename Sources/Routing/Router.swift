import Foundation
import HeapModule
import Places

/// Finds a route on a walkable network for a profile: A* over compact arrays (nodes numbered, edges of each node side
/// by side), the cost of an edge its length plus the rules' penalty for each fact it does not record, a blocked way or
/// node never entered. The priority queue is swift-collections' `Heap`.
public struct Router: Sendable {
    let network: WalkNetwork
    /// Whether an elevator's `opening_hours` says open at the time asked (nil: not known).
    let isOpen: @Sendable ([String: String]) -> Bool?

    public init(network: WalkNetwork, isOpen: @escaping @Sendable ([String: String]) -> Bool? = { _ in nil }) {
        self.network = network; self.isOpen = isOpen
    }

    /// The graph for one profile: node index → OSM id and point; per edge its target, way, length, cost, and what it
    /// does not record (an edge into a crossing whose kerb is unknown carries that too).
    struct Graph {
        var ids: [Int64] = []
        var points: [Coordinate] = []
        var index: [Int64: Int32] = [:]
        var edgeStart: [Int32] = []
        var edgeTo: [Int32] = []
        var edgeWay: [Int32] = []
        var edgeLength: [Double] = []
        var edgeCost: [Double] = []
        var edgeUnknowns: [[RouteRules.Unknown]] = []
        /// Blocked nodes and ways (index → what blocks it), for naming the point that stops a route.
        var blockedNode: [Int32: String] = [:]
        var blockedWay: [Int32: String] = [:]
    }

    func graph(_ rules: RouteRules) -> Graph {
        var g = Graph()
        var edges: [[(to: Int32, way: Int32, length: Double, cost: Double, unknowns: [RouteRules.Unknown])]] = []
        func node(_ id: Int64) -> Int32? {
            if let i = g.index[id] { return i }
            guard let n = network.nodes[id] else { return nil }
            let i = Int32(g.ids.count)
            g.ids.append(id); g.points.append(n.coordinate); g.index[id] = i
            edges.append([])
            if case .blocked(let why) = rules.verdict(node: n.tags, open: openNow(n.tags)) { g.blockedNode[i] = why }
            return i
        }
        for (w, way) in network.ways.enumerated() where RouteRules.isWalkable(way.tags) {
            let verdict = rules.verdict(way: way.tags, open: openNow(way.tags))
            var wayUnknowns: [RouteRules.Unknown] = []
            switch verdict {
            case .blocked(let why): g.blockedWay[Int32(w)] = why
            case .ok(let unknowns): wayUnknowns = unknowns
            }
            for (a, b) in zip(way.nodes, way.nodes.dropFirst()) {
                guard let i = node(a), let j = node(b) else { continue }
                let length = g.points[Int(i)].distance(to: g.points[Int(j)])
                for (from, to) in [(i, j), (j, i)] {
                    var unknowns = wayUnknowns
                    var preference = 0.0
                    if let target = network.nodes[g.ids[Int(to)]] {
                        if case .ok(let nodeUnknowns) = rules.verdict(node: target.tags, open: openNow(target.tags)) {
                            unknowns += nodeUnknowns
                        }
                        preference = rules.preferenceCost(node: target.tags)
                    }
                    // A way's unknowns cost by its length (an incline not recorded over 100 m weighs more than over
                    // 5 m); a node's once.
                    let perMetre = wayUnknowns.isEmpty ? 0 : rules.unknownPenaltyM / 100 * Double(wayUnknowns.count)
                    let cost =
                        length * (1 + perMetre) + rules.unknownPenaltyM * Double(unknowns.count - wayUnknowns.count)
                        + preference
                    edges[Int(from)].append((to, Int32(w), length, cost, unknowns))
                }
            }
        }
        var start: Int32 = 0
        for list in edges {
            g.edgeStart.append(start)
            for e in list {
                g.edgeTo.append(e.to); g.edgeWay.append(e.way); g.edgeLength.append(e.length)
                g.edgeCost.append(e.cost); g.edgeUnknowns.append(e.unknowns)
            }
            start += Int32(list.count)
        }
        g.edgeStart.append(start)
        return g
    }

    /// An elevator's hours read at the moment asked (nil: no hours, or not known then).
    func openNow(_ tags: [String: String]) -> Bool? {
        tags["highway"] == "elevator" && tags["opening_hours"] != nil ? isOpen(tags) : nil
    }

    /// The graph node nearest `point` among those on a walkable way, within `limit` metres.
    func nearest(_ point: Coordinate, in g: Graph, limit: Double = 250) -> Int32? {
        var best: (Int32, Double)?
        for (i, p) in g.points.enumerated() where g.edgeStart[i + 1] > g.edgeStart[i] {
            let d = point.distance(to: p)
            if d <= limit, d < (best?.1 ?? .infinity) { best = (Int32(i), d) }
        }
        return best?.0
    }

    struct Step: Comparable {
        var estimate: Double
        var node: Int32
        static func < (a: Step, b: Step) -> Bool { a.estimate < b.estimate }
    }

    /// A* from `start` to `goal`; the edges taken, in order (nil: no way through).
    func search(_ g: Graph, from start: Int32, to goal: Int32, honouringBlocks: Bool) -> [Int]? {
        let count = g.ids.count
        var best = [Double](repeating: .infinity, count: count)
        var cameBy = [Int](repeating: -1, count: count)
        var heap = Heap<Step>()
        best[Int(start)] = 0
        heap.insert(Step(estimate: g.points[Int(start)].distance(to: g.points[Int(goal)]), node: start))
        let target = g.points[Int(goal)]
        while let step = heap.popMin() {
            let u = Int(step.node)
            if step.node == goal { break }
            if step.estimate - g.points[u].distance(to: target) > best[u] + 1e-9 { continue }  // a stale entry
            for e in Int(g.edgeStart[u])..<Int(g.edgeStart[u + 1]) {
                let v = Int(g.edgeTo[e])
                if honouringBlocks
                    && (g.blockedWay[g.edgeWay[e]] != nil || (g.blockedNode[Int32(v)] != nil && v != Int(goal)))
                {
                    continue
                }
                let cost = best[u] + (honouringBlocks ? g.edgeCost[e] : g.edgeLength[e])
                if cost < best[v] {
                    best[v] = cost
                    cameBy[v] = e
                    heap.insert(Step(estimate: cost + g.points[v].distance(to: target), node: Int32(v)))
                }
            }
        }
        guard best[Int(goal)].isFinite else { return nil }
        var path: [Int] = []
        var v = Int(goal)
        while v != Int(start) {
            let e = cameBy[v]
            path.append(e)
            v = Self.source(of: e, in: g)
        }
        return path.reversed()
    }

    /// The node an edge leaves from (edges of a node are side by side: a search in `edgeStart`).
    static func source(of edge: Int, in g: Graph) -> Int {
        var low = 0, high = g.ids.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(g.edgeStart[mid]) <= edge { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The route from `from` to `to` for `rules`, or why there is none.
    public func route(from: Coordinate, to: Coordinate, rules: RouteRules) throws -> Route {
        let g = graph(rules)
        guard let start = nearest(from, in: g), let goal = nearest(to, in: g) else {
            throw NoRoute(profile: rules.profile, block: nil, footDistance: nil, offNetwork: true)
        }
        if let edges = search(g, from: start, to: goal, honouringBlocks: true) {
            return describe(edges, in: g, from: start, rules: rules)
        }
        // No route for this profile: the foot route, and the first point on it this profile may not pass.
        guard let foot = search(g, from: start, to: goal, honouringBlocks: false) else {
            throw NoRoute(profile: rules.profile, block: nil, footDistance: nil, offNetwork: false)
        }
        let footLength = foot.reduce(0) { $0 + g.edgeLength[$1] }
        var block: Route.Block?
        for e in foot {
            let way = g.edgeWay[e], v = g.edgeTo[e]
            if let why = g.blockedWay[way] {
                let at = g.points[Self.source(of: e, in: g)]
                block = Route.Block(what: why, element: "osm:way/\(network.ways[Int(way)].id)", coordinate: at)
                break
            }
            if let why = g.blockedNode[v] {
                block = Route.Block(what: why, element: "osm:node/\(g.ids[Int(v)])", coordinate: g.points[Int(v)])
                break
            }
        }
        throw NoRoute(profile: rules.profile, block: block, footDistance: footLength, offNetwork: false)
    }

    /// The edges as a person follows them: a leg per run along one way, the turn from the leg before, and every
    /// fact not recorded with where it lies.
    func describe(_ edges: [Int], in g: Graph, from start: Int32, rules: RouteRules) -> Route {
        var legs: [Route.Leg] = []
        var unknowns: [Route.Unknown] = []
        var points = [g.points[Int(start)]]
        var ids = [g.ids[Int(start)]]
        var along = 0.0
        for e in edges {
            let from = points[points.count - 1]
            let to = g.points[Int(g.edgeTo[e])]
            let way = network.ways[Int(g.edgeWay[e])]
            let bearing = from.bearing(to: to)
            for what in g.edgeUnknowns[e] {
                let element = what == .kerb ? "osm:node/\(g.ids[Int(g.edgeTo[e])])" : "osm:way/\(way.id)"
                if let last = unknowns.last, last.what == what, last.element == element {
                    unknowns[unknowns.count - 1].length += g.edgeLength[e]
                } else {
                    unknowns.append(
                        Route.Unknown(
                            what: what, element: element, along: along, length: what == .kerb ? 0 : g.edgeLength[e]))
                }
            }
            let target = network.nodes[g.ids[Int(g.edgeTo[e])]]
            if let last = legs.last, last.wayID == way.id, last.kind != "elevator" || way.tags["highway"] == "elevator"
            {
                legs[legs.count - 1].distance += g.edgeLength[e]
                if legs[legs.count - 1].isCrossing, let target {
                    legs[legs.count - 1].tags.merge(Self.crossingFacts(target.tags)) { way, _ in way }
                }
            } else {
                let turn = legs.last.map { Self.turn(from: $0.bearing, to: bearing) } ?? .start
                var leg = Route.Leg(
                    distance: g.edgeLength[e], bearing: bearing, wayID: way.id, name: way.tags["name"],
                    kind: way.tags["highway"] ?? "", turn: turn, tags: way.tags)
                if leg.isCrossing {
                    for id in [g.ids[Self.source(of: e, in: g)], g.ids[Int(g.edgeTo[e])]] {
                        leg.tags.merge(Self.crossingFacts(network.nodes[id]?.tags ?? [:])) { way, _ in way }
                    }
                    leg.crosses = crossedStreet(way)
                }
                if leg.kind == "elevator" {
                    (leg.place, leg.exitNumber) = elevatorPlace(way.tags, near: to)
                    leg.open = openNow(way.tags)
                }
                legs.append(leg)
            }
            // An elevator drawn as a node joining two levels: a step of its own in the directions.
            if let target, target.tags["highway"] == "elevator" {
                var leg = Route.Leg(
                    distance: 0, bearing: bearing, wayID: way.id, name: target.tags["name"], kind: "elevator",
                    turn: .straight, tags: target.tags)
                (leg.place, leg.exitNumber) = elevatorPlace(target.tags, near: to)
                leg.open = openNow(target.tags)
                legs.append(leg)
            }
            along += g.edgeLength[e]
            points.append(to)
            ids.append(g.ids[Int(g.edgeTo[e])])
        }
        return Route(
            profile: rules.profile, points: points, nodeIDs: ids, legs: legs, unknowns: unknowns, distance: along,
            duration: along / rules.speed)
    }

    /// What a crossing node says of the crossing: signals, sound, tactile paving, the kerb.
    static func crossingFacts(_ tags: [String: String]) -> [String: String] {
        tags.filter { ["crossing", "traffic_signals:sound", "tactile_paving", "kerb", "kerb:height"].contains($0.key) }
    }

    /// The named street a crossing way crosses: a road (not a footway) sharing one of its nodes.
    func crossedStreet(_ crossing: WalkNetwork.Way) -> String? {
        let nodes = Set(crossing.nodes)
        let paths: Set<String> = ["footway", "path", "steps", "pedestrian", "corridor", "elevator", "crossing"]
        return network.ways.first { way in
            way.id != crossing.id && way.tags["name"] != nil && !paths.contains(way.tags["highway"] ?? "footway")
                && way.nodes.contains(where: nodes.contains)
        }?.tags["name"]
    }

    /// Where an elevator is: the nearest subway exit within 40 m (its name and number, as the map has them), else
    /// the elevator's own name or ref.
    func elevatorPlace(_ tags: [String: String], near point: Coordinate) -> (name: String?, exit: String?) {
        let exit = network.nodes.values.filter { node in
            node.tags["railway"] == "subway_entrance" && node.coordinate.distance(to: point) <= 40
        }.min { $0.coordinate.distance(to: point) < $1.coordinate.distance(to: point) }
        if let exit, exit.tags["name"] != nil || exit.tags["ref"] != nil {
            return (exit.tags["name"], exit.tags["ref"])
        }
        return (tags["name"] ?? tags["ref"], nil)
    }

    /// The turn between two bearings: straight within 20°, bear up to 60°, turn up to 150°, back beyond.
    static func turn(from a: Double, to b: Double) -> Route.Leg.Turn {
        var change = (b - a).truncatingRemainder(dividingBy: 360)
        if change > 180 { change -= 360 }
        if change < -180 { change += 360 }
        switch abs(change) {
        case ..<20: return .straight
        case ..<60: return change > 0 ? .bearRight : .bearLeft
        case ..<150: return change > 0 ? .right : .left
        default: return .back
        }
    }
}
