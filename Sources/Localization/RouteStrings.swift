/// What the app says of a route: its summary, each leg as an instruction (the fact first, inside 40 cells where it
/// can be), what it does not know, and why there is none.
public protocol RouteStrings {
    /// "Route for a wheelchair user: 1.2 km, about 22 min" (profile: wheelchair, powered, stroller, foot, blind).
    func routeSummary(profile: String, distance: String, minutes: Int) -> String
    /// "120 m north on 세종대로", "40 m east" (a leg without a name), "turn left: …".
    func routeLeg(distance: String, direction: String, name: String?) -> String
    /// turn: start, straight, bearLeft, bearRight, left, right, back → "turn left", "" for start and straight.
    func routeTurn(_ turn: String) -> String
    /// "cross 사직로 at signals, sound yes, kerb not recorded" (street: the street crossed; kerb: OSM's `kerb`
    /// value — lowered, flush, raised, rolled — or a height "2 cm"; tactile said only where recorded).
    func routeCrossing(street: String?, signals: Bool?, sound: Bool?, tactile: Bool?, kerb: String?) -> String
    var routeSteps: String { get }
    /// "elevator at 경복궁역 exit 5, open now" (place: the exit's or the elevator's name; exit: the exit's number;
    /// open: its hours now, nil where not known).
    func routeElevator(place: String?, exit: String?, open: Bool?) -> String
    /// "not recorded on the way: kerb at 3 crossings, incline on 2 segments (140 m)".
    func routeUnknowns(_ parts: [String]) -> String
    /// "kerb at 3 crossings", "incline on 2 segments (140 m)" (what: kerb, incline, surface, width, smoothness,
    /// opening_hours).
    func routeUnknownPart(what: String, count: Int, metres: String?) -> String
    var routeAllRecorded: String { get }
    /// "no step-free route: highway=steps at osm:way/123 (37.5, 127.0); on foot it is 1.3 km".
    func routeNone(profile: String, block: String?, element: String?, footDistance: String?) -> String
    /// "the start (or the end) is not near any walkable way OpenStreetMap has here".
    var routeOffNetwork: String { get }
    /// "the ends are 7.2 km apart in a straight line: routes are asked for up to 5 km".
    func routeTooFar(_ distance: String) -> String
    /// "Routes come from OpenStreetMap, which is not asked with --offline, and no route around here was kept."
    var routeOffline: String { get }
    /// What blocks a way, in words, from the OpenStreetMap tag the rule read (`highway=steps` → "steps").
    func routeBlock(key: String, value: String) -> String
    /// Where you are is only a guess (named): in the app, L sets it.
    func routeFromAGuess(_ place: String) -> String
    /// The same, for `travel route` (give --from or --location).
    func routeFromAGuessCommand(_ place: String) -> String
    /// The command's help.
    var cmdTravelRouteAbstract: String { get }
    var cmdTravelRouteFromHelp: String { get }
    var cmdTravelRouteToHelp: String { get }
    var cmdTravelRouteProfileHelp: String { get }
    func cmdTravelRouteProfileUnknown(_ text: String) -> String
    var cmdTravelRouteMaxKerbHelp: String { get }
    var cmdTravelRouteMaxInclineHelp: String { get }
    var cmdTravelRouteMinWidthHelp: String { get }
    var cmdTravelRouteLimitRange: String { get }
    /// "Way to 경복궁" (the mode's name), the key's help and hint.
    func travelModeRoute(_ title: String) -> String
    var travelKeyRoute: String { get }
    var travelHintRoute: String { get }
    /// "arrive: 경복궁": the last point of a route on its map.
    func routeArrive(_ place: String) -> String
}
