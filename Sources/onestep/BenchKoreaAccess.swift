import Foundation
import GRDB
import Services

/// `onestep bench --korea-access`: the nearest 20 toilets and chargers within a radius, through the offline
/// database's R*Tree as the app asks, beside a linear scan over every point held in memory, at 200 points spread over
/// Korea's cities (the same points every run). Target: under 2 ms a query.
enum BenchKoreaAccess {
    static func run(resources: ResourceLocator) throws {
        let dataset = try OfflineDataset(resources: resources)
        let access = BundledKoreaAccess(dataset: dataset)
        // Points around the cities the files cover, spread by a fixed walk (no randomness: the same run each time).
        let centres = [
            (37.5665, 126.9780), (35.1796, 129.0756), (35.8714, 128.6014), (37.4563, 126.7052), (35.1595, 126.8526),
            (36.3504, 127.3845), (37.2636, 127.0286), (37.8813, 127.7298), (33.4996, 126.5312), (35.8242, 127.1480),
        ]
        let points = (0..<200).map { i -> Coordinate in
            let (lat, lon) = centres[i % centres.count]
            let step = Double(i / centres.count)
            return Coordinate(latitude: lat + sin(step) * 0.03, longitude: lon + cos(step * 1.7) * 0.03)
        }
        for (table, radius) in [("toilet", 1000.0), ("toilet", 3000.0), ("charger", 3000.0), ("charger", 20_000.0)] {
            let all = try dataset.read { db in
                try Row.fetchAll(db, sql: "SELECT lat, lon FROM \(table)").map {
                    Coordinate(latitude: $0["lat"], longitude: $0["lon"])
                }
            }
            var indexed: [Double] = []
            var found = 0
            for point in points {
                let started = Date()
                let rows =
                    table == "toilet"
                    ? try access.toilets(around: point, radius: radius, limit: 20).count
                    : try access.chargers(around: point, radius: radius, limit: 20).count
                indexed.append(Date().timeIntervalSince(started) * 1000)
                found += rows
            }
            var linear: [Double] = []
            for point in points {
                let started = Date()
                let nearest = all.lazy.map { point.distance(to: $0) }.filter { $0 <= radius }.sorted().prefix(20)
                linear.append(Date().timeIntervalSince(started) * 1000)
                found -= nearest.count
            }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            func worst(_ values: [Double]) -> Double { values.max() ?? 0 }
            print(
                String(
                    format:
                        "%@ (%d rows), nearest 20 within %.0f m, 200 points: R*Tree median %.3f ms, worst %.3f ms; "
                        + "linear scan median %.3f ms, worst %.3f ms%@",  // not UI: make bench's figures
                    table, all.count, radius, median(indexed), worst(indexed), median(linear), worst(linear),
                    found == 0 ? "" : " (the two found different rows!)"))  // not UI: make bench's figures
        }
    }
}
