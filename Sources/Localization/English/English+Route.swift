extension English: RouteStrings {
    public func routeSummary(profile: String, distance: String, minutes: Int) -> String {
        "Route for \(profileName(profile)): \(distance), about \(minutes) min"
    }
    private func profileName(_ profile: String) -> String {
        switch profile {
        case "wheelchair": return "a wheelchair user"
        case "powered": return "a powered wheelchair"
        case "stroller": return "a pushchair"
        case "blind": return "a blind walker"
        default: return "walking"
        }
    }
    public func routeLeg(distance: String, direction: String, name: String?) -> String {
        "\(distance) \(direction)" + (name.map { " on \($0)" } ?? "")
    }
    public func routeTurn(_ turn: String) -> String {
        switch turn {
        case "bearLeft": return "bear left"
        case "bearRight": return "bear right"
        case "left": return "turn left"
        case "right": return "turn right"
        case "back": return "turn back"
        default: return ""
        }
    }
    public func routeCrossing(street: String?, signals: Bool?, sound: Bool?, tactile: Bool?, kerb: String?) -> String {
        var parts = ["cross" + (street.map { " \($0)" } ?? "") + (signals == true ? " at signals" : "")]
        if let sound { parts.append("sound " + (sound ? "yes" : "no")) }
        if let tactile { parts.append("tactile paving " + (tactile ? "yes" : "no")) }
        parts.append("kerb " + (kerb ?? "not recorded"))
        return parts.joined(separator: ", ")
    }
    public var routeSteps: String { "steps" }
    public func routeElevator(place: String?, exit: String?, open: Bool?) -> String {
        var location = [place, exit.map { "exit \($0)" }].compactMap { $0 }.joined(separator: " ")
        if !location.isEmpty { location = " at " + location }
        let hours = open.map { $0 ? ", open now" : ", closed now" } ?? ""
        return "elevator" + location + hours
    }
    public func routeUnknowns(_ parts: [String]) -> String {
        "not recorded on the way: " + parts.joined(separator: ", ")
    }
    public func routeUnknownPart(what: String, count: Int, metres: String?) -> String {
        let name = what == "opening_hours" ? "opening hours" : what
        if what == "kerb" { return "kerb at " + plural(count, "crossing", "crossings") }
        return "\(name) on " + plural(count, "stretch", "stretches") + (metres.map { " (\($0))" } ?? "")
    }
    public var routeAllRecorded: String { "everything on the way is recorded" }
    public func routeNone(profile: String, block: String?, element: String?, footDistance: String?) -> String {
        "no route for \(profileName(profile))"
            + (block.map { ": \($0)" + (element.map { " at \($0)" } ?? "") } ?? "")
            + (footDistance.map { "; on foot it is \($0)" } ?? "")
    }
    public var routeOffNetwork: String { "the start or the end is not near any walkable way OpenStreetMap has here" }
    public func routeTooFar(_ distance: String) -> String {
        "the ends are \(distance) apart in a straight line: routes are asked for up to 5 km"
    }
    public func routeFromAGuess(_ place: String) -> String {
        "Where you are is only a guess (\(place)), so no way from it is drawn: press L to set your location, then w."
    }
    public func routeFromAGuessCommand(_ place: String) -> String {
        "where you are is only a guess (\(place)): give --from PLACE|LAT,LON or --location"
    }
    public func routeBlock(key: String, value: String) -> String {
        switch (key, value) {
        case ("wheelchair", _): return "marked not for wheelchairs"
        case ("highway", "steps"): return "steps"
        case ("incline", _): return "a slope of \(value)"
        case ("width", _): return "a way \(value) wide"
        case ("smoothness", _): return "a surface too rough for wheels"
        case ("barrier", "kissing_gate"): return "a kissing gate"
        case ("barrier", "stile"): return "a stile"
        case ("barrier", "turnstile"), ("barrier", "full-height_turnstile"): return "a turnstile"
        case ("barrier", "step"): return "a step"
        case ("barrier", "log"): return "a log across the way"
        case ("kerb:height", _): return "a kerb \(value) high"
        case ("kerb", "raised"): return "a raised kerb"
        case ("kerb", "rolled"): return "a rolled kerb"
        case ("kerb", _): return "a kerb"
        case ("opening_hours", _): return "an elevator closed at that time"
        default: return "\(key)=\(value)"
        }
    }
    public var routeOffline: String {
        "Routes come from OpenStreetMap, which is not asked with --offline, and no route around here was kept."
    }
    public var cmdTravelRouteAbstract: String {
        "A route on foot or by wheelchair that names what it does not know (OpenStreetMap)."
    }
    public var cmdTravelRouteFromHelp: String { "Where from: a place or LAT,LON (default: your location)." }
    public var cmdTravelRouteToHelp: String { "Where to: a place, LAT,LON, or a travel spot's id." }
    public var cmdTravelRouteProfileHelp: String {
        "wheelchair, powered, stroller, foot or blind (default: from your needs, else foot)."
    }
    public func cmdTravelRouteProfileUnknown(_ text: String) -> String {
        "unknown profile \(text): wheelchair, powered, stroller, foot or blind"
    }
    public func routeArrive(_ place: String) -> String { "arrive: \(place)" }
    public var cmdTravelRouteMaxKerbHelp: String { "The highest kerb to cross, in cm (wheelchair 3, stroller 6)." }
    public var cmdTravelRouteMaxInclineHelp: String {
        "The steepest incline, in % either way (wheelchair 6, powered 8)."
    }
    public var cmdTravelRouteMinWidthHelp: String { "The narrowest way, in metres (wheelchair 0.9)." }
    public var cmdTravelRouteLimitRange: String { "--max-kerb, --max-incline and --min-width take 0 to 100" }
    public func travelModeRoute(_ title: String) -> String { "Way to \(title)" }
    public var travelKeyRoute: String {
        "the way there from your location, step-free for your needs, its unknowns named"
    }
    public var travelHintRoute: String { "way there" }
}
