import Services

/// The use case behind the Travel tab's lists and `onestep travel nearby|region|search`: a query, read page by
/// page, and the needs filter (a spot is kept when its access record says yes for every need; those no source
/// refuses but some need is not known for are kept apart, as "not known").
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

    /// A spot's whole record: what its list carried (OpenStreetMap) with its tourism record, asked once.
    public func record(of spot: Spot) async throws -> AccessRecord {
        guard spot.hasTourismRecord else { return spot.access ?? .nothingRecorded }
        return spot.record(with: try await service.access(spot.id))
    }

    /// What `collect` found: the spots (with their records when there were needs), those left out as not known,
    /// and what the list could not include (the first page's note).
    public struct Collected: Sendable {
        public var spots: [(spot: Spot, record: AccessRecord?)]
        public var unknown: [(spot: Spot, record: AccessRecord?)]
        /// Of the spots read: how many meet every need (before `limit` keeps the first of them), and how many a
        /// source says do not meet a need (left out).
        public var meetingRead = 0
        public var refused = 0
        public var note: String?
        /// How many spots the search holds in all (before any needs), as its first page said.
        public var total: Int?
        /// Records that could not be fetched (their rows' facts stay not recorded), and the first one's reason.
        public var recordFailures = 0
        public var recordFailure: Error?
    }

    /// A spot's record, or — when it cannot be fetched — what the list carried (OpenStreetMap's tags) or nothing,
    /// with the error: one row's extras never fail a list.
    public func recordOrCarried(of spot: Spot) async throws -> (AccessRecord?, Error?) {
        do {
            return (try await record(of: spot), nil)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return (spot.access, error)
        }
    }

    /// Up to `limit` spots that meet `needs` (and, apart, those not known to), reading each record once when there
    /// are needs.
    public func collect(limit: Int, needs: Set<TravelNeed>) async throws -> Collected {
        var result = Collected(spots: [], unknown: [], note: nil)
        var number = 1
        while result.spots.count < limit, number <= Self.pageLimit {
            let page = try await page(number)
            if number == 1 { result.note = page.note; result.total = page.total }
            guard !needs.isEmpty else {
                result.spots += page.spots.map { ($0, $0.hasTourismRecord ? nil : $0.access) }
                if page.isLast { break }
                number += 1
                continue
            }
            var read: [(spot: Spot, record: AccessRecord?)] = []
            for spot in page.spots {
                let (fetched, failure) = try await recordOrCarried(of: spot)
                if let failure {
                    result.recordFailures += 1
                    result.recordFailure = result.recordFailure ?? failure
                }
                read.append((spot, fetched ?? .nothingRecorded))
            }
            let split = TravelNeed.split(read, needs: needs) { $0.record }
            result.spots += split.meeting
            result.unknown += split.unknown
            result.refused += read.count - split.meeting.count - split.unknown.count
            if page.isLast { break }
            number += 1
        }
        result.meetingRead = result.spots.count
        result.spots = Array(result.spots.prefix(limit))
        return result
    }
}

extension SpotPage {
    var asPage: Page<Spot> { Page(items: spots, total: total, isLast: isLast) }
}
