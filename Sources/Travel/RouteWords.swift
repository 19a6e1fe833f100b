import Foundation
import Localization
import Services

/// A route in words, the same for the command line and the tab: the summary, one instruction a line with the fact
/// first ("turn left: 40 m north on 세종대로", "cross at signals, sound yes, kerb not recorded"), what it does not
/// know, and why there is none.
public enum RouteWords {
    public static func summary(_ route: Route) -> String {
        L.routeSummary(
            profile: route.profile.rawValue, distance: formatDistance(route.distance),
            minutes: max(1, Int((route.duration / 60).rounded())))
    }

    public static func instruction(_ leg: Route.Leg) -> String {
        let direction = CompassPoint(bearing: leg.bearing).words
        var text: String
        switch leg.kind {
        case "steps": text = L.routeSteps + ", " + formatDistance(leg.distance)
        case "elevator": text = L.routeElevator(place: leg.place, exit: leg.exitNumber, open: leg.open)
        case _ where leg.isCrossing:
            text = L.routeCrossing(
                street: leg.crosses, signals: leg.tags["crossing"].map { $0 == "traffic_signals" },
                sound: leg.tags["traffic_signals:sound"].map { $0 == "yes" },
                tactile: leg.tags["tactile_paving"].map { $0 == "yes" },
                kerb: leg.tags["kerb:height"] ?? leg.tags["kerb"])
        default: text = L.routeLeg(distance: formatDistance(leg.distance), direction: direction, name: leg.name)
        }
        let turn = L.routeTurn(leg.turn.rawValue)
        return turn.isEmpty ? text : turn + ": " + text
    }

    /// What the route does not know, a line a kind: "not recorded on the way: kerb at 3 crossings", "… incline on
    /// 2 stretches (140 m)"; or one line saying everything is recorded.
    public static func unknowns(_ route: Route) -> [String] {
        guard !route.unknowns.isEmpty else { return [L.routeAllRecorded] }
        return RouteRules.Unknown.allCases.compactMap { what -> String? in
            let found = route.unknowns.filter { $0.what == what }
            guard !found.isEmpty else { return nil }
            let metres = found.reduce(0) { $0 + $1.length }
            return L.routeUnknowns([
                L.routeUnknownPart(
                    what: what.rawValue, count: found.count, metres: what == .kerb ? nil : formatDistance(metres))
            ])
        }
    }

    /// Every line: the summary, each instruction, the unknowns, the credit (with a kept copy's age).
    public static func lines(_ route: Route, origin: AnswerOrigin?, now: Date) -> [String] {
        [summary(route)] + route.legs.map(instruction) + unknowns(route) + [
            origin?.label(source: L.openStreetMapCredit, now: now) ?? L.openStreetMapCredit
        ]
    }

    /// What blocks a way in the reader's words (the rules give the OpenStreetMap tag they read: `kerb=raised`).
    public static func block(_ tag: String) -> String {
        guard let equals = tag.firstIndex(of: "=") else { return tag }
        let key = String(tag[..<equals])
        var value = String(tag[tag.index(after: equals)...])
        // Mappers often write a bare number: its unit as the rules read it (a kerb under 1 is metres).
        if let number = Double(value) {
            switch key {
            case "width": value += " m"
            case "incline": value += "%"
            case "kerb:height": value = number < 1 ? "\(value) m" : "\(value) cm"
            default: break
            }
        }
        return L.routeBlock(key: key, value: value)
    }

    public static func none(_ none: NoRoute) -> String {
        if none.offNetwork { return L.routeOffNetwork }
        return L.routeNone(
            profile: none.profile.rawValue, block: none.block.map { block($0.what) }, element: none.block?.element,
            footDistance: none.footDistance.map(formatDistance))
    }
}
