extension English: DayStrings {
    public func dayGo(from: String, to: String) -> String { "Good to go \(from)–\(to)" }
    public func dayGoIn(_ stretches: String) -> String { "Good to go \(stretches)" }
    public func dayGoBetween(from: String, to: String) -> String { "Good to go between \(from) and \(to)" }
    public var dayNotToday: String { "Not today" }
    public var dayCannotSay: String { "Can't say" }
    public func dayTitle(day: String?, place: String) -> String { (day ?? "Today") + " at " + place }
    public func dayOpen(_ stretches: String, holiday: String?) -> String {
        "open \(stretches)" + (holiday.map { " (\($0))" } ?? "")
    }
    public func dayClosed(holiday: String?) -> String { "closed that day" + (holiday.map { " (\($0))" } ?? "") }
    public var dayPastClosing: String { "closed for the rest of today" }
    public var dayNoHours: String { "no hours recorded" }
    public func dayHoursNotUnderstood(_ text: String) -> String { "hours not understood: “\(text)”" }
    public var dayNoNeeds: String { "no needs chosen (n chooses them)" }
    public func dayAccessMet(_ needs: String) -> String { "meets your needs: \(needs)" }
    public func dayAccessNotMet(_ reasons: String) -> String { "does not meet your needs: \(reasons)" }
    public func dayAccessNotKnown(_ reasons: String) -> String { "not known: \(reasons)" }
    public func dayRain(_ stretches: String) -> String { "rain \(stretches)" }
    public var dayDry: String { "dry during the hours" }
    public func dayWeatherMissing(_ gap: String) -> String {
        switch gap {
        case "sample": return "weather: only the sample model, not used"
        case "beyond_forecast": return "weather: no forecast reaches that day"
        default: return "weather needs the network"
        }
    }
    public func dayTemperature(low: String, high: String) -> String {
        low == high ? "\(low) during the hours" : "\(low) to \(high) during the hours"
    }
    public func dayWind(strongest: String, strong: String?) -> String {
        strong.map { "strong wind \($0), up to \(strongest)" } ?? "wind up to \(strongest) during the hours"
    }
    public func dayDust(grade: String, veryBad: String?) -> String {
        veryBad.map { "fine dust very bad \($0)" } ?? "fine dust at worst \(grade)"
    }
    public var dayDustNotKnown: String { "fine dust not known" }
    public func dayWay(distance: String, profile: String, unknowns: Int) -> String {
        "way there \(distance) \(profileWords(profile))"
            + (unknowns == 0 ? ", all recorded" : ", \(unknowns) not recorded")
    }
    private func profileWords(_ profile: String) -> String {
        switch profile {
        case "wheelchair": return "by wheelchair"
        case "powered": return "by powered wheelchair"
        case "stroller": return "with a pushchair"
        case "blind": return "for a blind walker"
        default: return "on foot"
        }
    }
    public func dayNoWay(profile: String, block: String?, footDistance: String?) -> String {
        "no way there \(profileWords(profile))" + (block.map { ": \($0)" } ?? "")
            + (footDistance.map { "; on foot \($0)" } ?? "")
    }
    public func dayWayMissing(_ gap: String) -> String {
        switch gap {
        case "no_location": return "way there: your location is not known"
        case "offline": return "way there needs the network (none kept)"
        case "too_far": return "way there: over 5 km, not asked"
        case "off_network": return "way there: no walkable way near an end"
        case "not_connected": return "way there: the map here does not join the two ends"
        default: return "way there: OpenStreetMap did not answer"
        }
    }
    public func dayToilet(distance: String, name: String, wheelchair: String, open: Bool?) -> String {
        "accessible toilet \(distance)" + (name.isEmpty ? "" : ": \(name)") + ", wheelchair \(wheelchair)"
            + (open.map { $0 ? ", open that day" : ", closed that day" } ?? ", hours not recorded")
    }
    public func dayNoToilet(radius: String) -> String { "no accessible toilet known within \(radius)" }
    public func dayNoOtherToilet(radius: String) -> String { "no other accessible toilet known within \(radius)" }
    public var dayToiletNotKnown: String { "accessible toilets nearby: not known (they could not be asked)" }
    public func daySources(_ parts: [String]) -> String { "sources: " + parts.joined(separator: "; ") }
    public func dayInput(_ name: String) -> String {
        ["hours": "hours", "needs": "needs", "weather": "weather", "air": "air", "toilet": "toilet", "way": "way"][
            name] ?? name
    }
    public func daySourceKind(_ kind: String) -> String {
        switch kind {
        case "kept_copy": return "kept copy"
        case "bundled": return "bundled"
        case "sample": return "sample"
        default: return "live"
        }
    }
    public func dayNoPoint(_ place: String) -> String { "\(place) has no point on the map: its day cannot be checked" }
    public var dayChecking: String { "checking the day: hours, weather, air, the way there…" }
    public var cmdTravelTodayAbstract: String {
        "Can I go today? One answer joining a place's access, hours, holidays, weather, air and the way there."
    }
    public var cmdTravelTodayPlaceHelp: String { "A travel spot's id, or a place (its name or LAT,LON)." }
    public var cmdTravelTodayDateHelp: String { "The day, YYYY-MM-DD (default: today where the place is)." }
    public func cmdTravelTodayBadDate(_ text: String) -> String { "\"\(text)\" is not a date: write YYYY-MM-DD." }
}
