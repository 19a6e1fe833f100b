extension Korean: AccessStrings {
    public var accessYes: String { "있음" }
    public var accessLimited: String { "제한적" }
    public var accessNo: String { "없음" }
    public var accessDescribed: String { "설명 있음" }
    public var accessNotRecorded: String { "기록 없음" }

    public var accessSourceKorWith: String { "한국관광공사" }

    public var accessGroupMobility: String { "이동·출입" }
    public var accessGroupVision: String { "시각" }
    public var accessGroupHearing: String { "청각" }
    public var accessGroupFamily: String { "영유아 가족" }
    public var accessFeatureWheelchair: String { "휠체어 접근" }
    public var accessFeatureEntrance: String { "턱 없는 출입구" }
    public var accessFeatureRoute: String { "대중교통 접근로" }
    public var accessFeatureToilet: String { "장애인 화장실" }
    public var accessFeatureElevator: String { "엘리베이터" }
    public var accessFeatureParking: String { "장애인 주차" }
    public var accessFeaturePublicTransport: String { "대중교통" }
    public var accessFeatureTicketOffice: String { "매표소" }
    public var accessFeatureSeating: String { "휠체어 관람석" }
    public var accessFeatureAccessibleRoom: String { "장애인 객실" }
    public var accessFeatureWheelchairLoan: String { "휠체어 대여" }
    public var accessFeatureOtherMobility: String { "기타 (이동)" }
    public var accessFeatureTactilePaving: String { "점자블록" }
    public var accessFeatureBraille: String { "점자" }
    public var accessFeatureGuideDog: String { "보조견 동반" }
    public var accessFeatureStaffGuide: String { "안내요원" }
    public var accessFeatureAudioGuide: String { "음성 안내" }
    public var accessFeatureLargePrint: String { "큰 활자" }
    public var accessFeatureGuidanceSystem: String { "유도 안내 설비" }
    public var accessFeatureOtherVision: String { "기타 (시각)" }
    public var accessFeatureSignLanguage: String { "수어 안내" }
    public var accessFeatureSubtitles: String { "자막" }
    public var accessFeatureHearingLoop: String { "보청 루프" }
    public var accessFeatureHearingRoom: String { "청각장애인 객실" }
    public var accessFeatureOtherHearing: String { "기타 (청각)" }
    public var accessFeatureStroller: String { "유모차" }
    public var accessFeatureNursingRoom: String { "수유실" }
    public var accessFeatureBabyChair: String { "유아용 의자" }
    public var accessFeatureChangingTable: String { "기저귀 교환대" }
    public var accessFeatureOtherFamily: String { "기타 (가족)" }
    public func accessAxis(_ feature: String, _ state: String) -> String { "\(feature) \(state)" }
    public func accessReason(feature: String, state: String, text: String?) -> String {
        "\(feature) \(state)" + (text.map { ": \($0)" } ?? "")
    }
    public func accessNoRecord(sources: String) -> String {
        "기록 없음: \(sources)에 이곳의 접근성 기록이 없어요. 시설이 없다는 뜻은 아니에요."
    }

    public var travelNeedWheelchair: String { "휠체어 접근" }
    public var travelNeedStepFree: String { "턱 없는 출입구" }
    public var travelNeedToilet: String { "장애인 화장실" }
    public var travelNeedElevator: String { "엘리베이터" }
    public var travelNeedTactile: String { "점자블록·점자" }
    public var travelNeedGuideDog: String { "보조견 동반" }
    public var travelNeedHearing: String { "청각 지원" }
    public var travelNeedStroller: String { "유모차" }
    public var travelNeedsMet: String { "필요 조건 충족" }
    public func travelNeedsNotMet(_ reasons: String) -> String { "조건 미충족: " + reasons }
    public func travelNeedsUnknownWhy(_ reasons: String) -> String { "알 수 없음: " + reasons }
    public func travelNeedsSummary(names: String, meeting: Int, described: Int, unknown: Int, refused: Int) -> String {
        "필요 시설 충족 \(meeting)곳(\(names))" + (described > 0 ? ", 설명 있음 \(described)곳(읽어 보세요)" : "")
            + (unknown > 0 ? ", 알 수 없음 \(unknown)곳" : "")
            + (refused > 0 ? ", 미충족 \(refused)곳" : "")
    }
    public func travelNeedsOfLoaded(_ loaded: Int, total: Int) -> String {
        " (불러온 \(loaded)곳 기준, G로 \(total)곳 모두)"
    }
    public var travelNeedsNoRecordsHere: String { "출처에 기록이 없어요" }

    public var travelCategoryAttraction: String { "관광지" }
    public var travelCategoryCulture: String { "문화시설" }
    public var travelCategoryFestival: String { "축제공연행사" }
    public var travelCategoryLeisure: String { "레포츠" }
    public var travelCategoryLodging: String { "숙박" }
    public var travelCategoryShopping: String { "쇼핑" }
    public var travelCategoryRestaurant: String { "음식점" }
    public var travelLabelAddress: String { "주소" }
    public var travelLabelPhone: String { "전화" }
    public var travelLabelHomepage: String { "홈페이지" }
    public var travelLabelHours: String { "영업시간" }
    public var travelNotGiven: String { "미제공" }
    public var travelAccessHeading: String { "무장애 편의정보" }
    public func travelSources(_ names: String) -> String { "출처: " + names }

    public func travelOSMNotReached(_ reason: String) -> String { "OpenStreetMap에 연결하지 못했어요 (\(reason))" }
    public var travelOSMOffline: String { "--offline에서는 OpenStreetMap을 묻지 않아요" }
    public var travelRegionTourismOnly: String { "지역 목록은 관광공사 기록만 보여요" }
    public var overpassRuntimeError: String { "이 범위에는 메모리가 모자랐어요. 반경을 줄여 주세요" }

    public var travelModeToilets: String { "화장실" }
    public var travelKeyToilets: String { "가까운 화장실: 휠체어 이용, 지금 열었는지" }
    public var travelHintToilets: String { "화장실" }
    public var toiletUnnamed: String { "화장실" }
    public var toiletInsidePlace: String { "건물 안" }
    public func toiletChangingTable(_ state: String) -> String { "기저귀 교환대 \(state)" }
    public var toiletFree: String { "무료" }
    public func toiletFee(_ text: String) -> String { "요금: \(text)" }
    public var toiletsOffline: String { "화장실 정보는 OpenStreetMap에서 와요. --offline에서는 묻지 않아요." }
    public var toiletsLoading: String { "화장실 불러오는 중…" }
    public func toiletsSummary(count: Int, radius: String, yes: Int, limited: Int, no: Int, unknown: Int) -> String {
        "\(radius) 안 화장실 \(count)곳 (휠체어: 있음 \(yes), 제한적 \(limited), 없음 \(no), 기록 없음 \(unknown))"
    }
    public var travelRowChecking: String { "접근성 확인 중…" }
    public var travelRowUnavailable: String { "접근성 정보를 가져오지 못함" }
    public func travelRowAxes(wheelchair: String, toilet: String) -> String {
        "휠체어 \(wheelchair), 화장실 \(toilet)"
    }
    public func travelNeedsChecking(_ count: Int, checking: String) -> String { " (\(checking) \(count)곳)" }
}
