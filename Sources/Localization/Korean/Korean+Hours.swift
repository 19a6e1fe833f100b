extension Korean: HoursStrings {
    public var hoursOpen: String { "영업 중" }
    public var hoursOpenAroundTheClock: String { "24시간 영업" }
    public func hoursOpenCloses(day: String?, time: String) -> String {
        "영업 중 · " + (day.map { $0 + "요일 " } ?? "") + time + " 마감"
    }
    public var hoursClosed: String { "휴업" }
    public func hoursClosedOpens(day: String?, time: String) -> String {
        "영업 종료 · " + (day.map { $0 + "요일 " } ?? "") + time + " 시작"
    }
    public func hoursClosedForHoliday(_ holiday: String) -> String { "오늘 휴무 (" + holiday + ")" }
    public func hoursAsTheSourceSays(_ comment: String) -> String { "“" + comment + "”" }
    public var hoursNoneGiven: String { "— (출처에 정보 없음)" }
    public func hoursNotUnderstood(_ written: String) -> String {
        written + " (적힌 그대로예요. 해석하지 못해 영업 여부는 알 수 없어요)"
    }
    public func hoursWrittenAndNow(_ written: String, now: String) -> String { written + " — " + now }
    public func hoursWrittenUnknownNow(_ written: String) -> String { written + " — 지금 영업 여부는 알 수 없어요" }
    public func hoursComment(_ comment: String) -> String { "메모: " + comment }
    public var hoursWeekAhead: String { "앞으로 7일:" }
    public func hoursWeekDay(_ date: String, _ stretches: String) -> String { date + ": " + stretches }
    public func hoursStretchUnknown(_ stretch: String) -> String { stretch + " (알 수 없음)" }
    public var hoursDayClosed: String { "휴무" }
    public var hoursDayAllDay: String { "24시간 영업" }
    public func hoursDayHoliday(_ text: String, holiday: String) -> String { text + " (" + holiday + ")" }
    public func holidayName(korean: String, english: String) -> String { korean }
}
