extension English: HoursStrings {
    public var hoursOpen: String { "open" }
    public var hoursOpenAroundTheClock: String { "open 24 hours" }
    public func hoursOpenCloses(day: String?, time: String) -> String {
        "open · closes " + (day.map { $0 + " " } ?? "") + time
    }
    public var hoursClosed: String { "closed" }
    public func hoursClosedOpens(day: String?, time: String) -> String {
        "closed · opens " + (day.map { $0 + " " } ?? "") + time
    }
    public func hoursClosedForHoliday(_ holiday: String) -> String { "closed today (" + holiday + ")" }
    public func hoursAsTheSourceSays(_ comment: String) -> String { "“" + comment + "”" }
    public var hoursNoneGiven: String { "— (the source gives none)" }
    public func hoursNotUnderstood(_ written: String) -> String {
        written + " (as written; not understood, so not said to be open or closed)"
    }
    public func hoursWrittenAndNow(_ written: String, now: String) -> String { written + " — " + now }
    public func hoursWrittenUnknownNow(_ written: String) -> String { written + " — not known whether open now" }
    public func hoursComment(_ comment: String) -> String { "Note: " + comment }
    public var hoursWeekAhead: String { "The week ahead:" }
    public func hoursWeekDay(_ date: String, _ stretches: String) -> String { date + ": " + stretches }
    public func hoursStretchUnknown(_ stretch: String) -> String { stretch + " (not known)" }
    public var hoursDayClosed: String { "closed" }
    public var hoursDayAllDay: String { "open 24 hours" }
    public func hoursDayHoliday(_ text: String, holiday: String) -> String { text + " (" + holiday + ")" }
    public func holidayName(korean: String, english: String) -> String { english }
}
