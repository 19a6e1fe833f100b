import Services

/// The use case behind the Travel tab's lists and `onestep travel nearby|region|search`: a query, read page by
/// page, and the needs filter (a spot is kept when its barrier-free record has information for every need).
public struct SpotSearch: Sendable {
    public static let pageSize = 20
    /// `collect` reads at most this many pages (the service allows 1,000 calls a day).
    public static let pageLimit = 50

    public let service: any TravelService
    public let query: SpotQuery

    public init(service: any TravelService, query: SpotQuery) {
        self.service = service; self.query = query
    }

    public func page(_ number: Int) async throws -> SpotPage {
        try await service.spots(query, page: number, rows: Self.pageSize)
    }

    /// Whether a spot with this record meets every need (no record: nothing is known, so it does not).
    public static func meets(_ needs: Set<TravelNeed>, _ record: BarrierFreeInfo?) -> Bool {
        guard !needs.isEmpty else { return true }
        guard let record else { return false }
        return needs.allSatisfy { $0.isMet(by: record) }
    }

    /// Up to `limit` spots that meet `needs`, fetching each spot's record once when there are needs.
    public func collect(limit: Int, needs: Set<TravelNeed>) async throws -> [Spot] {
        var spots: [Spot] = []
        var number = 1
        while spots.count < limit, number <= Self.pageLimit {
            let result = try await page(number)
            for spot in result.spots {
                if needs.isEmpty {
                    spots.append(spot)
                } else if Self.meets(needs, try await service.barrierFree(spot.id)) {
                    spots.append(spot)
                }
            }
            if result.isLast { break }
            number += 1
        }
        return Array(spots.prefix(limit))
    }
}

extension SpotPage {
    var asPage: Page<Spot> { Page(items: spots, total: total, isLast: isLast) }
}
