import Foundation
import Places

/// Who the route is for, and what each can pass. The rules are stated once here and in README.
public enum RouteProfile: String, Sendable, CaseIterable, Codable {
    case wheelchair, powered, stroller, foot, blind
}

/// What a route may cross and what it may not, for a profile: the limits (each a setting), the cost of an unknown.
/// A way or node is walkable, blocked (with what blocks it), or walkable with facts not recorded — and an unknown
/// is a cost, never a pass and never a block.
public struct RouteRules: Sendable, Equatable {
    public var profile: RouteProfile
    /// The highest kerb crossed, centimetres (nil: any).
    public var maxKerbCm: Double?
    /// The steepest incline, percent either way (nil: any).
    public var maxInclinePercent: Double?
    /// The narrowest way, metres (nil: any).
    public var minWidthM: Double?
    public var stepsAllowed: Bool
    /// Metres of walking an unknown (a kerb, an incline, a surface, a width not recorded) is worth avoiding.
    public var unknownPenaltyM: Double

    public init(profile: RouteProfile) {
        self.profile = profile
        switch profile {
        case .wheelchair:
            maxKerbCm = 3; maxInclinePercent = 6; minWidthM = 0.9; stepsAllowed = false; unknownPenaltyM = 60
        case .powered:
            maxKerbCm = 3; maxInclinePercent = 8; minWidthM = 0.9; stepsAllowed = false; unknownPenaltyM = 60
        case .stroller:
            maxKerbCm = 6; maxInclinePercent = nil; minWidthM = nil; stepsAllowed = false; unknownPenaltyM = 30
        case .foot, .blind:
            maxKerbCm = nil; maxInclinePercent = nil; minWidthM = nil; stepsAllowed = true; unknownPenaltyM = 0
        }
    }

    /// Walking speed, metres a second (for the time).
    public var speed: Double {
        switch profile {
        case .wheelchair: return 0.9
        case .powered: return 1.4
        case .stroller, .blind: return 1.0
        case .foot: return 1.3
        }
    }

    /// What a profile cares to know of a way, when it is not recorded.
    public enum Unknown: String, Sendable, Equatable, CaseIterable, Codable {
        case kerb, incline, surface, width, smoothness
        case openingHours = "opening_hours"
    }

    /// A way's or node's verdict.
    public enum Verdict: Equatable, Sendable {
        case ok(unknowns: [Unknown])
        /// Why not, as the OSM tag says it ("steps", "kerb=raised", "incline=9%").
        case blocked(String)
    }

    static let walkableHighways: Set<String> = [
        "footway", "path", "pedestrian", "steps", "living_street", "residential", "service", "unclassified", "road",
        "tertiary", "tertiary_link", "secondary", "secondary_link", "primary", "primary_link", "track", "corridor",
        "elevator", "platform", "crossing",
    ]
    static let neverHighways: Set<String> = [
        "motorway", "motorway_link", "trunk", "trunk_link", "construction", "proposed",
    ]
    static let footYes: Set<String> = ["yes", "designated", "permissive"]

    /// Whether anyone on foot may use the way at all (every profile).
    public static func isWalkable(_ tags: [String: String]) -> Bool {
        guard let highway = tags["highway"], !neverHighways.contains(highway) else { return false }
        if tags["foot"] == "no" { return false }
        let footAllowed = footYes.contains(tags["foot"] ?? "")
        if ["no", "private"].contains(tags["access"] ?? ""), !footAllowed { return false }
        return walkableHighways.contains(highway) || footAllowed
    }

    /// A way for this profile: blocked, or walkable with what is not recorded. `open`: whether an elevator's hours say
    /// open now (nil: its hours are not known).
    public func verdict(way tags: [String: String], open: Bool? = nil) -> Verdict {
        // A closed elevator carries no one, on any profile.
        if tags["highway"] == "elevator" && open == false { return .blocked("opening_hours=closed") }  // not UI: a tag
        guard profile != .foot && profile != .blind else { return .ok(unknowns: []) }
        if tags["wheelchair"] == "no" { return .blocked("wheelchair=no") }
        // Steps pass wheels only by a ramp recorded for them: a bare `ramp=yes` is often a bicycle's channel.
        if tags["highway"] == "steps" && !stepsAllowed && !rampRecorded(tags) {
            return .blocked("highway=steps")
        }
        var unknowns: [Unknown] = []
        if tags["highway"] == "elevator" {
            if open == false { return .blocked("opening_hours=closed") }  // not UI: a tag-shaped reason, as the others
            if open == nil && tags["opening_hours"] != nil { unknowns.append(.openingHours) }
        }
        if let limit = maxInclinePercent {
            if let text = tags["incline"] {
                if let value = Self.percent(text) {
                    if abs(value) > limit { return .blocked("incline=\(text)") }
                } else {
                    unknowns.append(.incline)  // "up", "down", "steep": a slope is there, how steep is not recorded
                }
            } else if tags["highway"] == "footway" || tags["highway"] == "path" {
                unknowns.append(.incline)
            }
        }
        if let minimum = minWidthM {
            if let text = tags["width"] {
                if let width = Self.metres(text) {
                    if width < minimum { return .blocked("width=\(text)") }
                } else {
                    unknowns.append(.width)  // written so that it cannot be read: not recorded, on any way
                }
            } else if ["footway", "path"].contains(tags["highway"] ?? "") {
                unknowns.append(.width)
            }
        }
        if let smoothness = tags["smoothness"],
            ["very_bad", "horrible", "very_horrible", "impassable"].contains(smoothness)
        {
            return .blocked("smoothness=\(smoothness)")
        }
        if tags["surface"] == nil && ["footway", "path", "pedestrian"].contains(tags["highway"] ?? "") {
            unknowns.append(.surface)
        }
        return .ok(unknowns: unknowns)
    }

    /// A node for this profile: a barrier, a kerb or a closed elevator that blocks it, or a crossing whose kerb is
    /// not recorded. `open`: whether an elevator's hours say open now (nil: not known).
    public func verdict(node tags: [String: String], open: Bool? = nil) -> Verdict {
        // A closed elevator carries no one, on any profile.
        if tags["highway"] == "elevator" && open == false { return .blocked("opening_hours=closed") }  // not UI: a tag
        guard profile != .foot && profile != .blind else { return .ok(unknowns: []) }
        if tags["wheelchair"] == "no" { return .blocked("wheelchair=no") }
        if tags["highway"] == "elevator" {
            if open == false { return .blocked("opening_hours=closed") }  // not UI: a tag-shaped reason, as the others
            if open == nil && tags["opening_hours"] != nil { return .ok(unknowns: [.openingHours]) }
        }
        if let barrier = tags["barrier"],
            ["kissing_gate", "stile", "turnstile", "full-height_turnstile", "step", "log"].contains(barrier)
        {
            return .blocked("barrier=\(barrier)")
        }
        if let limit = maxKerbCm {
            if let text = tags["kerb:height"], Self.centimetres(text) == nil {
                return .ok(unknowns: [.kerb])  // written so that it cannot be read: not recorded
            } else if let height = tags["kerb:height"].flatMap(Self.centimetres) {
                if height > limit { return .blocked("kerb:height=\(tags["kerb:height"]!)") }
            } else if let kerb = tags["kerb"] {
                // A raised kerb stops every wheel; a rolled or plain one stops a wheelchair (over 3 cm), not a pushchair.
                if kerb == "raised" || (limit < 6 && ["rolled", "yes", "regular"].contains(kerb)) {
                    return .blocked("kerb=\(kerb)")
                }
            } else if tags["highway"] == "crossing" || tags["crossing"] != nil {
                return .ok(unknowns: [.kerb])
            }
        }
        return .ok(unknowns: [])
    }

    /// Metres a node is worth avoiding for this profile though it may be passed: for a blind walker, a crossing
    /// without sound at its signals or without tactile paving (the preferred crossings have both).
    public func preferenceCost(node tags: [String: String]) -> Double {
        guard profile == .blind, tags["highway"] == "crossing" || tags["crossing"] != nil else { return 0 }
        return (tags["traffic_signals:sound"] == "yes" ? 0 : 40) + (tags["tactile_paving"] == "yes" ? 0 : 20)
    }

    /// "9%", "-6 %", "up", "5°": a percent where it says one (degrees turned to percent; "up"/"down" say nothing).
    static func percent(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: " ", with: "")
        if t.hasSuffix("%") { return Double(t.dropLast()) }
        if t.hasSuffix("°") { return Double(t.dropLast()).map { tan($0 * .pi / 180) * 100 } }
        return Double(t)
    }

    /// Whether steps carry a ramp recorded for this profile's wheels (a wheelchair's serves a pushchair too).
    func rampRecorded(_ tags: [String: String]) -> Bool {
        if tags["ramp:wheelchair"] == "yes" { return true }
        return profile == .stroller && tags["ramp:stroller"] == "yes"
    }

    /// "1.5", "1.5 m", "1.5m", "150 cm": metres (nil where it cannot be read: "narrow", "1,5").
    static func metres(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: " ", with: "")
        if t.hasSuffix("cm") { return Double(t.dropLast(2)).map { $0 / 100 } }
        if t.hasSuffix("m") { return Double(t.dropLast()) }
        return Double(t)
    }

    /// "3", "0.03 m", "3 cm": centimetres.
    static func centimetres(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: " ", with: "")
        if t.hasSuffix("cm") { return Double(t.dropLast(2)) }
        if t.hasSuffix("m") { return Double(t.dropLast()).map { $0 * 100 } }
        return Double(t).map { $0 < 1 ? $0 * 100 : $0 }  // a bare number under 1 is metres, as mappers write it
    }
}
