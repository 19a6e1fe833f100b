extension Korean: DayStrings {
    public func dayGo(from: String, to: String) -> String { "가도 좋아요 \(from)–\(to)" }
    public func dayGoIn(_ stretches: String) -> String { "가도 좋아요 \(stretches)" }
    public func dayGoBetween(from: String, to: String) -> String { "\(from)부터 \(to)까지 가기 좋아요" }
    public var dayNotToday: String { "오늘은 어려워요" }
    public var dayCannotSay: String { "판단할 수 없어요" }
    public func dayTitle(day: String?, place: String) -> String { (day ?? "오늘") + " · " + place }
    public func dayOpen(_ stretches: String, holiday: String?) -> String {
        "운영 \(stretches)" + (holiday.map { " (\($0))" } ?? "")
    }
    public func dayClosed(holiday: String?) -> String { "그날 휴무" + (holiday.map { " (\($0))" } ?? "") }
    public var dayPastClosing: String { "오늘은 운영이 끝났어요" }
    public var dayNoHours: String { "운영 시간 기록 없음" }
    public func dayHoursNotUnderstood(_ text: String) -> String { "운영 시간을 읽지 못했어요: “\(text)”" }
    public var dayNoNeeds: String { "필요한 편의 없음 (n으로 선택)" }
    public func dayAccessMet(_ needs: String) -> String { "필요한 편의 충족: \(needs)" }
    public func dayAccessNotMet(_ reasons: String) -> String { "필요한 편의 미충족: \(reasons)" }
    public func dayAccessNotKnown(_ reasons: String) -> String { "알 수 없음: \(reasons)" }
    public func dayRain(_ stretches: String) -> String { "비 \(stretches)" }
    public var dayDry: String { "운영 시간 동안 비 없음" }
    public func dayWeatherMissing(_ gap: String) -> String {
        switch gap {
        case "sample": return "날씨: 예시 모델뿐이라 쓰지 않음"
        case "beyond_forecast": return "날씨: 그날까지의 예보 없음"
        default: return "날씨는 네트워크가 필요해요"
        }
    }
    public func dayTemperature(low: String, high: String) -> String {
        low == high ? "운영 시간 동안 \(low)" : "운영 시간 동안 \(low)~\(high)"
    }
    public func dayWind(strongest: String, strong: String?) -> String {
        strong.map { "강풍 \($0), 최대 \(strongest)" } ?? "운영 시간 동안 바람 최대 \(strongest)"
    }
    public func dayDust(grade: String, veryBad: String?) -> String {
        veryBad.map { "미세먼지 매우나쁨 \($0)" } ?? "미세먼지 최악 \(grade)"
    }
    public var dayDustNotKnown: String { "미세먼지 알 수 없음" }
    public func dayWay(distance: String, profile: String, unknowns: Int) -> String {
        "가는 길 \(routeProfileName(profile)) \(distance)" + (unknowns == 0 ? ", 모두 기록됨" : ", 기록 없음 \(unknowns)곳")
    }
    public func dayNoWay(profile: String, block: String?, footDistance: String?) -> String {
        "\(routeProfileName(profile))로 가는 길 없음" + (block.map { ": \($0)" } ?? "")
            + (footDistance.map { "; 도보 \($0)" } ?? "")
    }
    public func dayWayMissing(_ gap: String) -> String {
        switch gap {
        case "no_location": return "가는 길: 현재 위치를 몰라요"
        case "offline": return "가는 길은 네트워크가 필요해요 (보관된 답 없음)"
        case "too_far": return "가는 길: 5 km가 넘어 묻지 않음"
        case "off_network": return "가는 길: 끝점 근처에 걸을 수 있는 길 없음"
        case "not_connected": return "가는 길: 이곳 지도에서 두 끝이 이어지지 않음"
        default: return "가는 길: OpenStreetMap이 답하지 않음"
        }
    }
    public func dayToilet(distance: String, name: String, wheelchair: String, open: Bool?) -> String {
        "장애인 화장실 \(distance)" + (name.isEmpty ? "" : ": \(name)") + ", 휠체어 \(wheelchair)"
            + (open.map { $0 ? ", 그날 개방" : ", 그날 닫힘" } ?? ", 개방 시간 기록 없음")
    }
    public func dayNoToilet(radius: String) -> String { "\(radius) 안에 알려진 장애인 화장실 없음" }
    public func dayNoOtherToilet(radius: String) -> String { "\(radius) 안에 알려진 다른 장애인 화장실 없음" }
    public var dayToiletNotKnown: String { "근처 장애인 화장실: 알 수 없음(찾아볼 수 없었어요)" }
    public func daySources(_ parts: [String]) -> String { "출처: " + parts.joined(separator: "; ") }
    public func dayInput(_ name: String) -> String {
        ["hours": "운영 시간", "needs": "편의", "weather": "날씨", "air": "대기", "toilet": "화장실", "way": "가는 길"][
            name] ?? name
    }
    public func daySourceKind(_ kind: String) -> String {
        switch kind {
        case "kept_copy": return "보관된 답"
        case "bundled": return "내장 데이터"
        case "sample": return "예시"
        default: return "실시간"
        }
    }
    public func dayNoPoint(_ place: String) -> String { "\(place)의 좌표가 없어 그날을 확인할 수 없어요" }
    public var dayChecking: String { "그날 확인 중: 운영 시간, 날씨, 대기, 가는 길…" }
    public var cmdTravelTodayAbstract: String {
        "오늘 갈 수 있을까요? 접근성, 운영 시간, 공휴일, 날씨, 대기, 가는 길을 묶은 하나의 답."
    }
    public var cmdTravelTodayPlaceHelp: String { "여행지 id 또는 장소(이름이나 LAT,LON)." }
    public var cmdTravelTodayDateHelp: String { "날짜, YYYY-MM-DD (기본: 그곳의 오늘)." }
    public func cmdTravelTodayBadDate(_ text: String) -> String { "\"\(text)\"는 날짜가 아니에요: YYYY-MM-DD로 써 주세요." }
}
