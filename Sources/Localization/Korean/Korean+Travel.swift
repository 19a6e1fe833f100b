extension Korean: TravelStrings {
    public func travelRecordsNotFetched(_ count: Int, reason: String) -> String {
        "\(count)곳의 무장애 기록을 가져오지 못했어요(\(reason)). 그 시설은 기록 없음으로 보여요"
    }
    public var travelTitle: String { "여행" }
    public func travelBookmarkCount(_ count: Int) -> String { "북마크 \(count)개" }
    public func travelSpotCount(_ count: Int) -> String { "\(count)곳" }

    public var travelHelpNeeds: String {
        "필요 시설 필터 (n): 고른 시설마다 기록이 '있음'인 곳을 먼저, 어느 출처도 '없음'이라 하지 않았지만 모르는 곳은 따로 세어 보여요. 고른 시설은 기억해요. 줄마다 휠체어와 화장실을 있음, 제한적, 없음, 기록 없음으로 말해요. 기록 없음은 시설이 없다는 뜻이 아니에요."
    }
    public var travelHelpCache: String {
        "상세 정보는 한 번만 받아 24시간 동안 보관해요 (서비스 호출은 하루 1,000번까지예요)."
    }

    public var travelKeyDetails: String { "상세 정보와 무장애 편의시설" }
    public var travelKeyNearby: String { "내 주변: 현재 위치 근처 장소" }
    public var travelHintNearby: String { "주변" }
    public var travelKeyRegion: String { "지역: 시·도를 고른 뒤 시·군·구 선택" }
    public var travelHintRegion: String { "지역" }
    public var travelKeySearch: String { "키워드 검색" }
    public var travelKeyBookmarks: String { "북마크 (추가한 순서)" }
    public var travelKeyLeaveBookmarks: String { "전에 보던 목록으로 돌아가기" }
    public var travelHintBookmarks: String { "북마크" }
    public var travelKeySort: String { "정렬 바꾸기 (거리순: 내 주변, 날짜순: 실시간 서비스)" }
    public var travelHintSort: String { "정렬" }
    public func travelKeyCategory(_ names: [String]) -> String {
        "유형: " + names.joined(separator: ", ") + " 또는 전체"
    }
    public var travelHintCategory: String { "유형" }
    public var travelKeyMapInWords: String { "글로 보는 지도: 장소마다 거리와 방향 (m 다시: 지도)" }
    public var travelKeyNeeds: String { "필요 시설 필터: 꼭 필요한 편의시설" }
    public var travelHintNeeds: String { "필요 시설" }
    public var travelKeyBookmarkSelected: String { "선택한 장소 북마크 추가 / 삭제 (★)" }
    public var travelKeyRadius: String { "반경 넓히기 / 좁히기 (내 주변)" }
    public var travelKeyLoadAgain: String { "다시 불러오기" }

    public var travelKeyCloseDetails: String { "상세 닫기" }
    public var travelKeyToggleGroup: String { "이 줄의 그룹 열기 / 닫기" }
    public var travelHintOpen: String { "열기" }
    public var travelKeyNextPreviousGroup: String { "다음 / 이전 무장애 그룹" }
    public var travelKeyOpenEveryGroup: String { "모든 그룹 열기" }
    public var travelKeyBookmarkThis: String { "이 장소 북마크 추가 / 삭제" }

    public var travelKeyChooseProvince: String { "시·도 선택" }
    public var travelKeyChooseDistrict: String { "시·군·구 선택" }
    public var travelKeyChooseCategory: String { "유형 선택" }
    public var travelKeyTick: String { "체크 / 해제" }
    public var travelHintTick: String { "체크" }
    public var travelKeyApplyNeeds: String { "필터 적용" }
    public var travelHintApply: String { "적용" }
    public var travelKeyClearNeeds: String { "모두 해제" }

    public func travelModeNearby(radius: String, place: String) -> String { "\(place) 주변 \(radius)" }
    public func travelModeRegion(_ name: String) -> String { "지역 \(name)" }
    public func travelModeKeyword(_ text: String) -> String { "키워드 “\(text)”" }
    public var travelModeBookmarks: String { "북마크" }
    /// The sort's name says it is one ("거리순"): no word before it.
    public func travelBarSort(_ name: String) -> String { name }
    public func travelBarType(_ name: String) -> String { "유형 \(name)" }
    public var travelTypeAll: String { "전체" }
    public var travelChecking: String { "확인 중" }

    public var travelSortTitle: String { "이름순" }
    public var travelSortModified: String { "수정일순" }
    public var travelSortCreated: String { "등록일순" }
    public var travelSortDistance: String { "거리순" }

    public func travelNearbyNone(radius: String, place: String) -> String { "\(place) \(radius) 안에 장소가 없어요" }
    public func travelNearbySummary(count: Int, radius: String, place: String, nearest: String, distance: String)
        -> String
    {
        "\(place) \(radius) 안에 \(count)곳, 가장 가까운 곳: \(nearest), \(distance)"
    }
    public var travelMapInWordsTitle: String { "글로 보는 지도 (m: 지도로 돌아가기):" }
    public func travelMapYou(_ place: String) -> String { "◉ 내 위치: \(place)" }

    public var travelLoadingSpots: String { "장소 불러오는 중…" }
    public var travelLoadAgainHint: String { "R: 다시 불러오기" }
    public func cmdTravelLatinKeywordNone(_ keyword: String, closest: String, romanized: String) -> String {
        "“\(keyword)”가 들어간 이름이 없어요 — 이름은 한글이에요. 가장 가까운 이름: \(closest) (\(romanized)): "
            + "onestep travel search \(closest)"
    }
    public func travelLatinKeywordNone(_ keyword: String, closest: String, romanized: String) -> String {
        "“\(keyword)”가 들어간 이름이 없어요 — 이름은 한글이에요. 가장 가까운 이름: \(closest) (\(romanized)). /로 검색해 보세요."
    }
    public var travelEmpty: String { "여기에는 장소가 없어요 — 반경을 넓히거나(+) 다른 지역(r), 키워드(/)로 찾아 보세요" }
    public var travelEmptyWithNeeds: String { "필요한 시설을 모두 갖춘 곳을 아직 찾지 못했어요" }
    public func travelCheckingMore(_ count: Int) -> String { " — \(count)곳 더 확인 중…" }
    public var travelNoBookmarks: String { "아직 북마크가 없어요 — 장소에서 b를 누르면 여기에 담겨요" }

    public var travelSpot: String { "장소" }
    public func travelAway(_ distance: String) -> String { "여기서 " + distance }
    public var travelBarrierFreeKeys: String { "Enter/Space 그룹 열기, o 모두 열기" }
    public var travelBarrierFreeUnavailable: String { "무장애 편의정보를 불러오지 못했어요. 닫았다가 다시 열어 보세요." }

    public var travelProvinceTitle: String { "시·도 — Enter로 선택" }
    /// The province's English name is for English readers: not shown here.
    public func travelProvinceRow(code: String, name: String, english: String) -> String { code + " " + name }
    public func travelDistrictTitle(province: String) -> String { "\(province) — 시·군·구" }
    public func travelAllOfProvince(_ short: String) -> String { "(\(short) 전체)" }
    public var travelCategoryTitle: String { "유형" }
    public var travelNeedsTitle: String { "필요한 편의시설 — Space 체크, Enter 적용" }
    public var travelKeywordTitle: String { "키워드 (예: 궁, 박물관) — Enter 검색, Esc 취소" }

    public func travelWhereDetailsLoading(_ title: String) -> String { "\(title) 상세 정보, 불러오는 중" }
    public var travelWhereDetailsFailed: String { "상세 정보, 불러오지 못함" }
    public func travelWhereDetails(_ title: String) -> String { "\(title) 상세 정보" }
    public var travelWhereProvince: String { "시·도 선택" }
    public func travelWhereDistrict(province: String) -> String { "\(province) 시·군·구 선택" }
    public var travelWhereCategory: String { "유형 선택" }
    public var travelWhereNeeds: String { "필요한 편의시설 선택" }
    public var travelWhereKeyword: String { "키워드 검색 입력란" }
    public func travelWhereBookmarks(count: Int, selected: Int?) -> String {
        "북마크 \(count)개 저장됨" + (selected.map { ", \(count)개 중 \($0)번째 선택" } ?? "")
    }
    public func travelWhereListEmpty(mode: String, loading: Bool) -> String {
        "\(mode), \(loading ? "불러오는 중" : "장소 없음")"
    }
    public var travelDateSortsNeedTheLiveService: String {
        "날짜순 정렬은 실시간 관광 서비스(관광 키)가 있어야 돼요: 내장된 기록에는 날짜가 없어요"
    }
    public var travelWhereAboveTheList: String { "목록 위 (j: 목록으로)" }
    public func travelWhereListLoaded(mode: String, loaded: Int, total: Int, selected: Int) -> String {
        "\(mode), \(total)곳 중 \(loaded)곳 불러옴, \(selected)번째 선택"
    }
    public func travelSpotsLoaded(_ loaded: Int, of total: Int) -> String { "\(total)곳 중 \(loaded)곳 불러옴" }
    public func travelWhereList(mode: String, count: Int, selected: Int) -> String {
        "\(mode), \(count)곳, \(count)곳 중 \(selected)번째 선택"
    }

    public func travelCouldNotLoadMore(_ reason: String) -> String { "더 불러오지 못했어요: \(reason)" }
    public var travelActionReadBookmarks: String { "북마크 불러오기" }
    public var travelActionSaveBookmark: String { "북마크 저장" }
    public var travelBookmarksUnavailable: String { "북마크를 사용할 수 없어요 (데이터베이스 없음)" }
    public func travelBookmarked(_ title: String) -> String { "★ 북마크했어요: \(title)" }
    public func travelUnbookmarked(_ title: String) -> String { "북마크를 삭제했어요: \(title)" }
}
