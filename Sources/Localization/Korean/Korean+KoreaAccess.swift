extension Korean: KoreaAccessStrings {
    public func travelWhereSideList(mode: String, count: Int, selected: Int, kind: String) -> String {
        "\(mode), \(count)\(counter(kind)), \(count)\(counter(kind)) 중 \(selected)번째 선택"
    }
    public func travelWhereSideListEmpty(mode: String, kind: String) -> String { "\(mode), 없음" }
    private func counter(_ kind: String) -> String {
        switch kind {
        case "line": return "줄"
        default: return "곳"
        }
    }
    public var koreaDataUnavailable: String { "내장된 국내 자료를 열 수 없어요. onestep을 다시 설치하세요" }
    public func travelModeToilet(_ name: String) -> String { "화장실 \(name)" }
    public func travelModeCharger(_ name: String) -> String { "충전기 \(name)" }
    public func chargerReportsDiffer(newest: String) -> String {
        "이 충전기에 대한 보고가 서로 달라요. 가장 최근(\(newest)) 것을 보여요"
    }
    public func toiletsNearestSummary(count: Int, radius: String, yes: Int, limited: Int, no: Int, unknown: Int)
        -> String
    {
        "\(radius) 안 가장 가까운 화장실 \(count)곳 (휠체어: 있음 \(yes), 제한적 \(limited), 없음 \(no), 기록 없음 \(unknown))"
    }
    public func toiletsBundledUnreadable(_ reason: String) -> String {
        "내장 화장실 자료를 읽지 못했어요(\(reason)). OpenStreetMap 것만 보여요"
    }
    public var stationPointNotConfirmed: String { "역 위치가 엘리베이터 위치로 확인되지 않았어요" }
    public var stationPointMoved: String { "목록의 위치가 1 km 넘게 떨어져 있어서 엘리베이터 위치로 옮겼어요" }
    public var stationLiftsRemovedSince: String { "이 목록(2025-03-10) 뒤에 없어진 리프트가 있어요" }
    public var stationCredit: String { "출처: 서울교통공사, 서울특별시(공공누리 제1유형)" }
    public var chargerCredit: String { "출처: 전국전동휠체어급속충전기표준데이터(공공데이터포털)" }
    public var travelWheelchairFromEntrance: String { " (출입구 기록 기준)" }
    public var cmdTravelNoSpots: String { "이 목록에는 장소가 없어요" }
    public var cmdTravelNeedsColumn: String { "필요 시설" }
    public var doctorServiceKoreaAccess: String { "국내 접근성 자료" }
    public var doctorSourceKoreaAccess: String {
        "내장: 화장실(서울, 13개 시도 2017–18 조사, 서울교통공사), 전동휠체어 충전기(전국 표준데이터), "
            + "서울 지하철 1~8호선(승강기, 화장실, 경사로, 음성유도기, 승강장 틈)"
    }
    public var doctorKoreaAccessWhy: String {
        "서울특별시(공공누리 제1유형: 출처 표시), 서울교통공사, 한국관광공사, 공공데이터포털의 공공데이터; "
            + "나머지 제공기관의 이용조건은 확인되지 않아 목록이 요구하는 대로 출처를 밝혀요"
    }
    public var accessSourcePublicData: String { "공공데이터" }
    public var toiletSourceSeoulPublicToilets: String { "서울시 공중화장실" }
    public var toiletSourceKrPublicToilets2018: String { "공중화장실 표준데이터(2017–18)" }
    public var toiletSourceSeoulMetroToilets: String { "서울교통공사 역 장애인화장실" }
    public func toiletSources(_ names: String) -> String { "출처: \(names)" }

    public func toiletHoursAsWritten(_ text: String) -> String { "개방시간(원문): \(text)" }
    public func toiletDataDate(_ date: String) -> String { "\(date) 기준 자료" }
    public func toiletsOSMNotReached(_ reason: String) -> String {
        "OpenStreetMap에 닿지 못했어요(\(reason)). 내장 공공데이터만 보여요"
    }
    public var toiletsBundledOnly: String { "--offline에서는 OpenStreetMap을 묻지 않아요. 내장 공공데이터만 보여요" }
    public func toiletsWidened(radius: String, nearest: String) -> String {
        "\(radius) 안에는 없어요. 내장 공공데이터에서 가장 가까운 곳은 \(nearest)부터예요"
    }
    public var stationInsideGates: String { "개찰구 안" }
    public var stationOutsideGates: String { "개찰구 밖" }
    public func toiletsNoneAnywhere(radius: String) -> String {
        "\(radius) 안에 OpenStreetMap에도 내장 공공데이터에도 화장실이 없어요"
    }

    public var travelModeChargers: String { "충전기" }
    public var travelKeyChargers: String { "가까운 전동휠체어 급속충전기, 지금 이용 가능 여부 (국내, 오프라인)" }
    public var travelHintChargers: String { "충전기" }
    public var chargerSourceName: String { "전국전동휠체어급속충전기표준데이터 (공공데이터포털)" }
    public var cmdTravelChargersAbstract: String { "가까운 전동휠체어 급속충전기 목록 (전국 표준데이터, 오프라인)" }
    public var cmdTravelChargerRadiusHelp: String { "반경, 미터 단위 1~20000" }
    public var cmdTravelChargerRadiusRange: String { "--radius는 1에서 20000 사이여야 해요" }
    public var cmdTravelChargerColumns: [String] { ["ID", "이름", "거리", "지금", "동시 충전", "공기주입", "기준일"] }
    public func chargersSummary(count: Int, radius: String) -> String {
        "\(radius) 안 전동휠체어 충전기 \(count)곳 (전국 표준데이터)"
    }
    public func chargersNone(radius: String) -> String { "\(radius) 안에 전국 표준데이터의 전동휠체어 충전기가 없어요" }
    public func chargerOpenUntil(_ time: String) -> String { "지금 이용 가능, \(time)까지" }
    public var chargerOpenAllDay: String { "지금 이용 가능, 24시간" }
    public func chargerClosedNow(hours: String) -> String { "지금은 운영 시간이 아니에요 (운영 \(hours))" }
    public func chargerNoHours(day: String, holiday: String?) -> String {
        dayName(day) + " 운영 시간 기록 없음" + (holiday.map { " (오늘은 \($0))" } ?? "")
    }
    public func chargerDayHours(day: String, hours: String?) -> String { dayName(day) + " " + (hours ?? "기록 없음") }
    private func dayName(_ day: String) -> String {
        switch day {
        case "weekday": return "평일"
        case "saturday": return "토요일"
        default: return "일요일·공휴일"
        }
    }
    public func chargerAtOnce(_ count: Int?) -> String { count.map { "동시 \($0)대" } ?? "동시 충전 대수 기록 없음" }
    public func chargerAirPump(_ state: String) -> String { "공기주입 \(state)" }
    public func chargerPhoneCharging(_ state: String) -> String { "휴대전화 충전 \(state)" }
    public func chargerReports(_ count: Int) -> String { "\(count)번 등록된 같은 장소" }
    public func chargerOffice(_ name: String, _ phone: String) -> String {
        "관리: " + name + (phone.isEmpty ? "" : ", " + phone)
    }

    public var cmdTravelStationAbstract: String { "서울 지하철역의 승강기, 장애인화장실, 승강장 틈 (1~8호선, 오프라인)" }
    public var cmdTravelStationNameHelp: String { "역 이름 (경복궁, 서울역)" }
    public func stationNotFound(_ name: String) -> String {
        "서울 1~8호선 자료에 \(name)\(name.hasSuffix("역") ? "" : "역")이 없어요"
    }
    public func stationTitle(_ name: String, lines: [String]) -> String {
        "\(name)역, " + lines.map { "\($0)호선" }.joined(separator: ", ")
    }
    public func stationHeading(_ kind: String) -> String {
        switch kind {
        case "elevator": return "엘리베이터"
        case "wheelchair_lift": return "휠체어리프트"
        case "entrance_lift": return "출입구 리프트"
        case "toilet": return "장애인화장실"
        case "ramp": return "경사로"
        case "audio_guide": return "시각장애인 음성유도기"
        default: return "승강장과 열차 사이 틈"
        }
    }
    public var stationNothingRecorded: String { "자료에 기록 없음" }
    public func stationExit(_ exit: String) -> String { "\(exit)번 출구" }
    public func stationLine(_ line: String) -> String { "\(line)호선" }
    public func stationGapSummary(toward: String, narrow: Int, of: Int) -> String {
        "\(toward): 틈 좁음 \(of)곳 중 \(narrow)곳"
    }
    public func stationWideGaps(_ doors: String) -> String { "틈 넓음: \(doors)" }
    public func stationHighSteps(_ doors: String) -> String { "높이차 큼: \(doors)" }
    public var stationSnapshotWarning: String { "승강기 상태는 2025년 자료예요. 가기 전에 역에 확인하세요" }
    public var travelModeStations: String { "지하철역" }
    public func travelModeStation(_ name: String) -> String { "\(name)역" }
    public var travelKeyStations: String { "가까운 지하철역: 승강기, 장애인화장실, 승강장 틈 (서울)" }
    public var travelHintStations: String { "역" }
    public func stationsSummary(count: Int, radius: String) -> String {
        "\(radius) 안 지하철역 \(count)곳 (서울 1~8호선)"
    }
    public func stationsNone(radius: String) -> String { "\(radius) 안에 서울 자료의 지하철역이 없어요" }
    public func stationRowCounts(elevators: Int, toilets: Int) -> String {
        (elevators == 0 ? "엘리베이터 기록 없음" : "엘리베이터 \(elevators)대") + ", "
            + (toilets == 0 ? "장애인화장실 기록 없음" : "장애인화장실 \(toilets)곳")
    }
    public var stationSourceNames: String { "서울교통공사, 서울특별시" }
    public func stationNearby(_ name: String, lines: [String], distance: String) -> String {
        "\(name)역, " + lines.map { "\($0)호선" }.joined(separator: ", ") + ", \(distance)"
    }
}
