import Foundation

/// Where "you" are when no place was named, one order everywhere (the TUI and every command without `--near` or
/// `--location`): a gpsd fix → the network's answer, if allowed → the last place used → the config's default →
/// the time zone's main city (a guess) → 판교. Each source is asked only when those before it had nothing.
@MainActor
public struct LocationSources {
    public var gps: () async -> GPSFix?
    /// nil when the user has not allowed it, or with `--offline`.
    public var network: (() async -> NetworkLocator.Answer?)?
    public var lastUsed: () -> ResolvedLocation?
    public var configured: () async -> ResolvedLocation?
    public var timeZone: () -> ResolvedLocation?
    /// Names a found coordinate (the known place within 1.5 km, "해운대", or the coordinate).
    public var name: (Coordinate) -> String

    public init(
        gps: @escaping () async -> GPSFix?, network: (() async -> NetworkLocator.Answer?)?,
        lastUsed: @escaping () -> ResolvedLocation?,
        configured: @escaping () async -> ResolvedLocation?,
        timeZone: @escaping () -> ResolvedLocation?, name: @escaping (Coordinate) -> String
    ) {
        self.gps = gps; self.network = network; self.lastUsed = lastUsed; self.configured = configured
        self.timeZone = timeZone; self.name = name
    }

    public func locate() async -> ResolvedLocation {
        if let fix = await gps() {
            return ResolvedLocation(
                name: name(fix.coordinate), coordinate: fix.coordinate, origin: .gps(accuracy: fix.accuracy))
        }
        if let network, let answer = await network() {
            return ResolvedLocation(
                name: name(answer.coordinate), coordinate: answer.coordinate,
                origin: .network(accuracy: answer.accuracy))
        }
        if var last = lastUsed() {
            last.origin = .lastUsed
            return last
        }
        if var configured = await configured() {
            configured.origin = .configured
            return configured
        }
        if let guess = timeZone() { return guess }
        var fallback = ResolvedLocation.pangyo
        fallback.origin = .fallback
        return fallback
    }
}
