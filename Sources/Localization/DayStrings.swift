/// "Can I go today?": the verdict's opening words, and each input a line (the fact first).
public protocol DayStrings {
    /// "Good to go 09:00–18:00", "Good to go between 09:00 and 15:00", "Not today", "Can't say".
    func dayGo(from: String, to: String) -> String
    /// Good to go in each of these stretches ("09:00–12:00, 13:00–18:00").
    func dayGoIn(_ stretches: String) -> String
    func dayGoBetween(from: String, to: String) -> String
    var dayNotToday: String { get }
    var dayCannotSay: String { get }
    /// The card's title: "Today at 경복궁" / "Tue 1 Dec at 경복궁" (day: nil for today).
    func dayTitle(day: String?, place: String) -> String
    /// "open 09:00–18:00" (stretches joined), with a holiday's name where the day is one.
    func dayOpen(_ stretches: String, holiday: String?) -> String
    /// "closed that day (추석)".
    func dayClosed(holiday: String?) -> String
    var dayPastClosing: String { get }
    var dayNoHours: String { get }
    /// Hours written that the app could not read, quoted.
    func dayHoursNotUnderstood(_ text: String) -> String
    var dayNoNeeds: String { get }
    /// "meets your needs: wheelchair access".
    func dayAccessMet(_ needs: String) -> String
    /// "does not meet: entrance limited: one step".
    func dayAccessNotMet(_ reasons: String) -> String
    /// "not known: wheelchair not recorded".
    func dayAccessNotKnown(_ reasons: String) -> String
    /// "rain 15:00–18:00" / "dry during the hours".
    func dayRain(_ stretches: String) -> String
    var dayDry: String { get }
    /// gap: sample, beyond_forecast, unavailable.
    func dayWeatherMissing(_ gap: String) -> String
    /// "5–10°C during the hours".
    func dayTemperature(low: String, high: String) -> String
    /// "wind up to 4.2 m/s during the hours" / "strong wind 15:00–18:00, up to 12.5 m/s".
    func dayWind(strongest: String, strong: String?) -> String
    /// "fine dust at worst moderate" / "fine dust very bad 13:00–18:00".
    func dayDust(grade: String, veryBad: String?) -> String
    var dayDustNotKnown: String { get }
    /// "way there 800 m by wheelchair, 2 not recorded" (profile: wheelchair, powered, stroller, foot, blind).
    func dayWay(distance: String, profile: String, unknowns: Int) -> String
    /// "no step-free way: highway=steps; on foot 700 m".
    func dayNoWay(profile: String, block: String?, footDistance: String?) -> String
    /// gap: no_location, offline, too_far, off_network, not_connected, unavailable.
    func dayWayMissing(_ gap: String) -> String
    /// "accessible toilet 120 m: 종로구청 화장실, open that day" (open: nil when its hours are not recorded).
    func dayToilet(distance: String, name: String, wheelchair: String, open: Bool?) -> String
    func dayNoToilet(radius: String) -> String
    /// On a toilet's own card: no other accessible toilet known near it.
    func dayNoOtherToilet(radius: String) -> String
    /// The toilets could not be asked (no network for them, the search failed).
    var dayToiletNotKnown: String { get }
    /// "sources: weather Open-Meteo 5 min ago; …" (each part "what source[, age]").
    func daySources(_ parts: [String]) -> String
    /// The names of the inputs in the sources line: hours, needs, weather, air, toilet, way.
    func dayInput(_ name: String) -> String
    /// kind: kept_copy, bundled, sample (live says its age alone).
    func daySourceKind(_ kind: String) -> String
    /// While the day's inputs are asked for.
    var dayChecking: String { get }
    /// A spot whose record gives no point: "경복궁 has no point on the map: its day cannot be checked".
    func dayNoPoint(_ place: String) -> String
    /// The command's help.
    var cmdTravelTodayAbstract: String { get }
    var cmdTravelTodayPlaceHelp: String { get }
    var cmdTravelTodayDateHelp: String { get }
    func cmdTravelTodayBadDate(_ text: String) -> String
}
