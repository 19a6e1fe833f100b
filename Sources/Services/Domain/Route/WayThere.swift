import Foundation

/// The way there, one use case for the tab and the command line: the walkable network fetched around both ends
/// (a kept copy when the network is not there, or the only source with --offline), elevators' hours read at the
/// moment asked in the place's own time, and the route for the rules — or why there is none.
public struct WayThere: Sendable {
    /// A route, or the reason there is none, and where the network came from (its age; a kept copy).
    public struct Answer: Sendable, Equatable {
        public var outcome: Result<Route, NoRoute>
        public var origin: AnswerOrigin?

        public var route: Route? { try? outcome.get() }
    }

    /// Asked with --offline, and no copy of this area's network was kept.
    public struct NothingKept: Error, Equatable {}

    let source: OverpassWalkNetwork
    let keptOnly: Bool
    /// Seconds east of UTC at a point (an elevator's hours are the place's).
    let utcOffset: @Sendable (Coordinate) -> Int

    /// `keptOnly`: the network is never asked (--offline); a kept answer serves, else `NothingKept`.
    public init(source: OverpassWalkNetwork, keptOnly: Bool, utcOffset: @escaping @Sendable (Coordinate) -> Int) {
        self.source = source; self.keptOnly = keptOnly; self.utcOffset = utcOffset
    }

    /// The request was never sent (the client may have put it in its own words).
    static func isNoNetwork(_ error: Error) -> Bool {
        if case TransportError.noNetwork = error { return true }
        if case ServiceError.noNetwork = error { return true }
        return false
    }

    public func find(from: Coordinate, to: Coordinate, rules: RouteRules, at now: Date) async throws -> Answer {
        let network: WalkNetwork, origin: AnswerOrigin?
        do {
            (network, origin) = try await source.network(from: from, to: to)
        } catch  where keptOnly && Self.isNoNetwork(error) {
            throw NothingKept()
        }
        let offset = utcOffset(to)
        let router = Router(network: network) { tags in
            OpeningHours(tags["opening_hours"] ?? "").status(at: now, offset: offset, coordinate: to).isOpen
        }
        do {
            return Answer(outcome: .success(try router.route(from: from, to: to, rules: rules)), origin: origin)
        } catch let none as NoRoute {
            return Answer(outcome: .failure(none), origin: origin)
        }
    }
}
