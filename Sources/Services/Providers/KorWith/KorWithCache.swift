import Foundation
import GRDB

/// A transport wrapper that keeps successful detail answers for 24 hours in SQLite, so the daily quota is
/// spent once per spot per day even across restarts. Lists are not cached (they page as the user scrolls).
public struct CachingTourTransport: Transport {
    public static let lifetime: TimeInterval = 24 * 3600
    let inner: Transport
    let database: AppDatabase
    let now: @Sendable () -> Date

    public init(_ inner: Transport, database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.inner = inner; self.database = database; self.now = now
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let op = request.url.lastPathComponent
        guard op == "detailCommon2" || op == "detailWithTour2", let id = request.query["contentId"] else {
            return try await inner.send(request)
        }
        let key = "\(op):\(id)"
        let limit = now().timeIntervalSince1970 - Self.lifetime
        let cached = try? await database.writer.read { db in
            try Data.fetchOne(
                db, sql: "SELECT body FROM tour_cache WHERE key = ? AND fetched_at > ?", arguments: [key, limit])
        }
        if let body = cached ?? nil {
            return HTTPResponse(status: 200, headers: ["X-Onestep-Cache": "hit"], body: body)
        }
        let response = try await inner.send(request)
        // Only real answers are kept: not gateway errors (XML) nor failures.
        if response.status == 200, response.body.first == UInt8(ascii: "{") {
            try? await database.writer.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO tour_cache(key, body, fetched_at) VALUES (?, ?, ?)",
                    arguments: [key, response.body, now().timeIntervalSince1970])
            }
        }
        return response
    }
}
