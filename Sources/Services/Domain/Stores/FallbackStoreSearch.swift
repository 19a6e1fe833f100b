import Foundation
import Localization
import Synchronization

/// A keyless live source with the bundled sample behind it: when the network is not there (no route, refused,
/// timeout), the sample answers at once and the answer says so; every search tries the live source again, so
/// `r` is the way back. A service failure (busy, refused) is not hidden behind sample data: it is reported.
public struct FallbackStoreSearch: StoreSearch {
    let live: any StoreSearch
    let sample: any StoreSearch

    public init(live: any StoreSearch, sample: any StoreSearch) {
        self.live = live; self.sample = sample
    }

    public func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
        do {
            return try await live.search(around: center, radius: radius)
        } catch let failure as ServiceError {
            switch failure {
            case .noNetwork, .timeout:
                var answer = try await sample.search(around: center, radius: radius)
                answer.note = L.noNetworkSampleData
                return answer
            default: throw failure
            }
        }
    }
}

/// Keeps answers for the same point and radius for a while (10 minutes for the keyless services), so moving
/// around the app does not repeat requests to a shared public server. Sample answers are not kept.
public final class CachingStoreSearch: StoreSearch, Sendable {
    let inner: any StoreSearch
    let lifetime: TimeInterval
    let now: @Sendable () -> Date
    private let cache = Mutex<[String: (at: Date, answer: StoreAnswer)]>([:])

    public init(_ inner: any StoreSearch, lifetime: TimeInterval = 600, now: @escaping @Sendable () -> Date = Date.init)
    {
        self.inner = inner; self.lifetime = lifetime; self.now = now
    }

    public func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
        let key = String(format: "%.4f,%.4f,%d", center.latitude, center.longitude, radius)
        let moment = now()
        if let kept = cache.withLock({ $0[key] }), moment.timeIntervalSince(kept.at) < lifetime { return kept.answer }
        let answer = try await inner.search(around: center, radius: radius)
        // A live answer is kept (also one that left unreadable elements out); the sample stand-in never is, nor an
        // offline copy (so `r` asks the network again).
        if answer.source != .sample, answer.origin?.isOfflineCopy != true {
            cache.withLock { $0[key] = (moment, answer) }
        }
        return answer
    }
}

/// Which store source a run uses: one rule, shown to the user (README's table).
public enum StoreSourceChoice {
    /// `pinned` is `[stores] provider` ("kakao", "openstreetmap", "sample").
    public static func choose(hasKakaoKey: Bool, pinned: String?, offline: Bool) -> StoreSource {
        if offline { return .sample }
        switch pinned?.lowercased() {
        case "sample": return .sample
        case "openstreetmap", "osm", "overpass": return .openStreetMap
        case "kakao": return hasKakaoKey ? .kakao : .sample
        default: return hasKakaoKey ? .kakao : .openStreetMap
        }
    }
}
