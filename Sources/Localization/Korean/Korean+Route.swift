extension Korean: RouteStrings {
    public func routeSummary(profile: String, distance: String, minutes: Int) -> String {
        "\(routeProfileName(profile)) 경로: \(distance), 약 \(minutes)분"
    }
    /// "휠체어", "유모차", "도보": a profile's name, for the route and the day card alike.
    func routeProfileName(_ profile: String) -> String {
        switch profile {
        case "wheelchair": return "휠체어"
        case "powered": return "전동휠체어"
        case "stroller": return "유모차"
        case "blind": return "시각장애인 보행"
        default: return "도보"
        }
    }
    public func routeLeg(distance: String, direction: String, name: String?) -> String {
        (name.map { "\($0) 따라 " } ?? "") + "\(direction)으로 \(distance)"
    }
    public func routeTurn(_ turn: String) -> String {
        switch turn {
        case "bearLeft": return "왼쪽으로 비스듬히"
        case "bearRight": return "오른쪽으로 비스듬히"
        case "left": return "좌회전"
        case "right": return "우회전"
        case "back": return "유턴"
        default: return ""
        }
    }
    public func routeCrossing(street: String?, signals: Bool?, sound: Bool?, tactile: Bool?, kerb: String?) -> String {
        var parts = [(street.map { "\($0) " } ?? "") + (signals == true ? "신호등 건널목" : "건널목")]
        if let sound { parts.append("음향신호 " + (sound ? "있음" : "없음")) }
        if let tactile { parts.append("점자블록 " + (tactile ? "있음" : "없음")) }
        let kerbWords = ["lowered": "낮춤", "flush": "턱 없음", "raised": "높음", "rolled": "둥근 턱", "yes": "있음", "no": "없음"]
        parts.append("연석 " + (kerb.map { kerbWords[$0] ?? $0 } ?? "기록 없음"))
        return parts.joined(separator: ", ")
    }
    public var routeSteps: String { "계단" }
    public func routeElevator(place: String?, exit: String?, open: Bool?) -> String {
        let location = [place, exit.map { "\($0)번 출구" }].compactMap { $0 }.joined(separator: " ")
        let hours = open.map { $0 ? ", 지금 운영 중" : ", 지금 운영 안 함" } ?? ""
        return (location.isEmpty ? "" : location + " ") + "엘리베이터" + hours
    }
    public func routeUnknowns(_ parts: [String]) -> String { "경로의 기록 없음: " + parts.joined(separator: ", ") }
    public func routeUnknownPart(what: String, count: Int, metres: String?) -> String {
        let name =
            [
                "kerb": "연석", "incline": "경사", "surface": "노면", "width": "폭", "smoothness": "평탄도",
                "opening_hours": "운영 시간",
            ][what] ?? what
        if what == "kerb" { return "건널목 \(count)곳의 연석" }
        return "\(count)구간의 \(name)" + (metres.map { "(\($0))" } ?? "")
    }
    public var routeAllRecorded: String { "경로의 모든 것이 기록돼 있어요" }
    public func routeNone(profile: String, block: String?, element: String?, footDistance: String?) -> String {
        "\(routeProfileName(profile)) 경로가 없어요"
            + (block.map { ": \($0)" + (element.map { " (\($0))" } ?? "") } ?? "")
            + (footDistance.map { ". 걸어서는 \($0)" } ?? "")
    }
    public var routeOffNetwork: String { "출발지나 도착지 근처에 OpenStreetMap의 보행 경로가 없어요" }
    public func routeTooFar(_ distance: String) -> String { "두 곳이 직선으로 \(distance) 떨어져 있어요. 경로는 5 km까지만 찾아요" }
    public func routeFromAGuess(_ place: String) -> String {
        "지금 위치는 추측일 뿐이라(\(place)) 그곳에서 가는 길은 그리지 않아요. L로 위치를 정한 뒤 w를 누르세요."
    }
    public func routeFromAGuessCommand(_ place: String) -> String {
        "지금 위치는 추측일 뿐이에요(\(place)): --from 장소|위도,경도 또는 --location을 주세요"
    }
    public func routeBlock(key: String, value: String) -> String {
        switch (key, value) {
        case ("wheelchair", _): return "휠체어 불가로 표시된 길"
        case ("highway", "steps"): return "계단"
        case ("incline", _): return "경사 \(value)"
        case ("width", _): return "폭 \(value)인 길"
        case ("smoothness", _): return "바퀴로 지나기 너무 거친 노면"
        case ("barrier", "kissing_gate"): return "좁은 회전식 문"
        case ("barrier", "stile"): return "넘어가는 디딤대"
        case ("barrier", "turnstile"), ("barrier", "full-height_turnstile"): return "회전식 개찰구"
        case ("barrier", "step"): return "턱"
        case ("barrier", "log"): return "길을 가로지른 통나무"
        case ("kerb:height", _): return "높이 \(value) 연석"
        case ("kerb", "raised"): return "높은 연석"
        case ("kerb", "rolled"): return "둥근 연석"
        case ("kerb", _): return "연석"
        case ("opening_hours", _): return "그 시간에 운행하지 않는 엘리베이터"
        default: return "\(key)=\(value)"
        }
    }
    public var routeOffline: String {
        "경로는 OpenStreetMap에서 오는데 --offline에서는 묻지 않고, 저장해 둔 이 근처 경로도 없어요."
    }
    public var cmdTravelRouteAbstract: String { "모르는 것을 밝히는 도보·휠체어 경로 (OpenStreetMap)" }
    public var cmdTravelRouteFromHelp: String { "출발지: 장소 또는 위도,경도 (기본: 내 위치)" }
    public var cmdTravelRouteToHelp: String { "도착지: 장소, 위도,경도, 또는 여행지 ID" }
    public var cmdTravelRouteProfileHelp: String {
        "wheelchair, powered, stroller, foot, blind (기본: 필요 시설에 따라, 없으면 foot)"
    }
    public func cmdTravelRouteProfileUnknown(_ text: String) -> String {
        "모르는 방식 \(text): wheelchair, powered, stroller, foot, blind 중 하나"
    }
    public func routeArrive(_ place: String) -> String { "도착: \(place)" }
    public var cmdTravelRouteMaxKerbHelp: String { "넘을 수 있는 가장 높은 연석, cm (휠체어 3, 유모차 6)" }
    public var cmdTravelRouteMaxInclineHelp: String { "가장 가파른 경사, % (휠체어 6, 전동휠체어 8)" }
    public var cmdTravelRouteMinWidthHelp: String { "가장 좁은 길, m (휠체어 0.9)" }
    public var cmdTravelRouteLimitRange: String { "--max-kerb, --max-incline, --min-width는 0에서 100 사이여야 해요" }
    public func travelModeRoute(_ title: String) -> String { "\(title) 가는 길" }
    public var travelKeyRoute: String { "내 위치에서 가는 길, 필요 시설에 맞는 경로, 기록 없는 것 알림" }
    public var travelHintRoute: String { "가는 길" }
}
