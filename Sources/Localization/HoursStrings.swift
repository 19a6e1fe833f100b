/// Opening hours in words: a list's column (keep them short), a details line, the week ahead.
public protocol HoursStrings {
    /// "open" (open, and not closing within a week).
    var hoursOpen: String { get }
    /// "open 24 hours" (`24/7`, or open without a break for the coming year).
    var hoursOpenAroundTheClock: String { get }
    /// "open · closes 23:00", "open · closes Mon 02:00" (`day`: a short weekday, nil within a day).
    func hoursOpenCloses(day: String?, time: String) -> String
    /// "closed" (not opening within a week).
    var hoursClosed: String { get }
    /// "closed · opens 07:00", "closed · opens Mon 07:00" (`day`: a short weekday, nil for today).
    func hoursClosedOpens(day: String?, time: String) -> String
    /// "closed today (Chuseok)": a public-holiday rule closed it.
    func hoursClosedForHoliday(_ holiday: String) -> String
    /// A rule's own comment where the state is not known: "by appointment" → "“by appointment”".
    func hoursAsTheSourceSays(_ comment: String) -> String
    /// Details, no hours known: "— (the source gives none)".
    var hoursNoneGiven: String { get }
    /// Details: "Mo-Su 07:00-23:00 (as written; not understood, so not said to be open or closed)".
    func hoursNotUnderstood(_ written: String) -> String
    /// Details: "Mo-Su 07:00-23:00 — open · closes 23:00" (`now` from the phrases above).
    func hoursWrittenAndNow(_ written: String, now: String) -> String
    /// Details: "Mo-Su 07:00-23:00 — not known whether open now".
    func hoursWrittenUnknownNow(_ written: String) -> String
    /// Details: "Note: by appointment" (the rule's comment, as written).
    func hoursComment(_ comment: String) -> String
    /// Details: "The week ahead:".
    var hoursWeekAhead: String { get }
    /// One day of the week ahead: "Tue 24 Nov: 09:00–18:00" (`stretches` already joined).
    func hoursWeekDay(_ date: String, _ stretches: String) -> String
    /// A stretch whose state is not known: "09:00–18:00 (not known)".
    func hoursStretchUnknown(_ stretch: String) -> String
    /// A day with no open stretch: "closed".
    var hoursDayClosed: String { get }
    /// A day open from midnight to midnight: "open 24 hours".
    var hoursDayAllDay: String { get }
    /// A holiday beside a day: "Fri 25 Sep: closed (Chuseok)".
    func hoursDayHoliday(_ text: String, holiday: String) -> String
    /// A holiday's name in the language in use.
    func holidayName(korean: String, english: String) -> String
}
