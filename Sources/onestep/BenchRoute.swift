import Foundation
import Services

/// `onestep bench --route FILE`: from an Overpass answer's bytes to the wheelchair and the foot route between the
/// network's two farthest-apart corners — decoding, the graph, A* — 20 times each. Target: under 50 ms on a 2 km
/// corridor (~7,000 nodes, ~2,500 ways, ~1.6 MB).
enum BenchRoute {
    static func run(answerFile: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: answerFile))
        let network = try WalkNetwork.decode(bytes)
        let points = network.nodes.values.map(\.coordinate)
        // The corners: the points farthest south-west and north-east.
        guard let from = points.min(by: { $0.latitude + $0.longitude < $1.latitude + $1.longitude }),
            let to = points.max(by: { $0.latitude + $0.longitude < $1.latitude + $1.longitude })
        else { throw CommandFailure("no nodes in \(answerFile)") }  // not UI: make bench's message
        for profile in [RouteProfile.wheelchair, .foot] {
            var times: [Double] = []
            var found = ""
            for _ in 0..<20 {
                let started = Date()
                let router = Router(network: try WalkNetwork.decode(bytes))
                do {
                    let route = try router.route(from: from, to: to, rules: RouteRules(profile: profile))
                    let counts = "%.0f m, %d legs, %d unknowns"  // not UI: make bench's figures
                    found = String(format: counts, route.distance, route.legs.count, route.unknowns.count)
                } catch let none as NoRoute {
                    found = "no route (\(none.block?.what ?? "-"))"  // not UI: make bench's figures
                }
                times.append(Date().timeIntervalSince(started) * 1000)
            }
            times.sort()
            let figures = "route %@, %d nodes, %d ways, %.2f MB, %.0f m apart: "  // not UI: make bench's figures
            let timing = "bytes to route median %.1f ms, worst %.1f ms (target 50 ms); %@"  // not UI: bench figures
            print(
                String(
                    format: figures + timing, profile.rawValue, network.nodes.count, network.ways.count,
                    Double(bytes.count) / 1_048_576,
                    from.distance(to: to), times[times.count / 2], times.last ?? 0, found))
        }
    }
}
