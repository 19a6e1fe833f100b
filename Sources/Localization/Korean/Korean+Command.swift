// Help: noun phrases for abstracts and option help ("주변 편의점 목록"), 해요체 where a sentence tells the
// user something ("…해야 해요", "…를 쓰세요"). Option names, values a person types (LAT,LON, metric, distance)
// and command names stay as they are typed.
extension Korean: CommandStrings {
    // MARK: onestep
    public var cmdOnestepAbstract: String { "터미널에서 보는 편의점, 날씨, Marvel 캐릭터, 무장애 여행 정보" }
    public var cmdOnestepDiscussion: String {
        "공통 옵션(앱과 모든 명령): --offline(모든 서비스에 내장 데이터), --accessible, --lang ko|en, "
            + "--location LAT,LON|장소.\n\n"
            + "키 없이도 실시간: 편의점, 여행지, 화장실, 경로는 OpenStreetMap에서, 날씨와 대기는 Open-Meteo에서 "
            + "가져와요. Kakao, OpenWeather, Marvel(또는 Comic Vine), 관광 서비스 키가 있으면 그 서비스도 "
            + "실시간이고, 없으면 내장 데이터로 답해요. --offline이면 네트워크에 아무것도 묻지 않아요."
    }

    // MARK: Global options
    public var cmdOfflineHelp: String {
        "API 키가 있어도 모든 서비스에 내장 데이터를 써요. 요청도 하지 않고, 보관해 둔 실시간 응답도 쓰지 않아요."
    }
    public var cmdLocationHelp: String {
        "내 위치: LAT,LON, 장소 이름(예: 판교, 강남역) 또는 network(BeaconDB에 한 번 물어봐요. 이 컴퓨터의 IP 주소가 전달돼요). 기본값: gpsd 위치, 허용했다면 네트워크, 마지막으로 쓴 위치, 설정, 시간대 순"
    }
    public var cmdAccessibleHelp: String {
        "화면 낭독기와 점자 디스플레이를 위한 접근성 모드: 점자 문자로 그린 지도·차트와 스피너 없음, 첫 줄에 화면 이름, 알림은 고정된 한 줄에 (ONESTEP_ACCESSIBLE=1 또는 [ui] accessible = true로도 켜져요)"
    }
    public func cmdLangUnknown(_ value: String) -> String { "--lang에는 ko나 en을 쓰세요 (입력한 값: \(value))" }
    public var cmdLangHelp: String { "언어: ko 또는 en (기본값: ONESTEP_LANG, [ui] language, 그다음 로캘)" }

    // MARK: Output
    public var cmdJSONEncodingFailed: String { "결과를 JSON으로 바꿀 수 없어요" }
    public func cmdOfflineCopy(what: String, age: String, stale: Bool) -> String {
        "네트워크 없음 — \(age) 받은 \(what)" + (stale ? ", 너무 오래되어 지금 정보가 아니에요" : "")
    }
    public var cmdWhatStores: String { "편의점 목록" }
    public var cmdWhatAirQuality: String { "대기질 정보" }
    public var cmdWhatForecast: String { "예보" }
    public var cmdJSONHelp: String { "JSON으로 출력" }
    public var cmdJSONArrayHelp: String { "JSON 배열로 출력" }
    public func cmdAlreadyFavorite(_ name: String) -> String { "이미 즐겨찾기에 있어요: \(name)" }
    public func cmdNotFavorite(_ name: String) -> String { "즐겨찾기에 없어요: \(name)" }
    public func cmdRemoved(_ name: String) -> String { "즐겨찾기에서 삭제했어요: \(name)" }

    // MARK: app
    public var cmdAppAbstract: String { "대화형 앱 실행 (기본)" }
    public var cmdAppNeedsTerminal: String {
        "이 터미널에서는 전체 화면 앱을 띄울 수 없어요. 줄 단위 명령(onestep stores, onestep weather, "
            + "onestep characters, onestep travel — 각각 --help 참고)을 쓰거나, 전체 화면이 되는 터미널에서 "
            + "onestep --accessible을 실행하세요"
    }

    // MARK: cache
    public var cmdCacheAbstract: String { "오프라인일 때 쓰려고 보관해 둔 최근 실시간 응답" }
    public var cmdCacheClearAbstract: String { "보관한 응답을 모두 삭제 (즐겨찾기와 북마크는 남아요)" }
    public func cmdCacheCleared(count: Int, directory: String) -> String {
        "보관한 응답 \(count)개를 삭제했어요 (\(directory))"
    }
    public func cmdCacheClearAction(directory: String) -> String { "캐시(\(directory)) 비우기" }

    // MARK: snapshot
    public var cmdSnapshotAbstract: String { "불러오기를 마친 탭의 첫 화면을 텍스트로 출력" }
    public func cmdSnapshotTabHelp(tabs: String) -> String { "탭: \(tabs)" }
    public var cmdSnapshotSizeHelp: String { "화면 크기: WIDTHxHEIGHT" }
    public func cmdSnapshotUnknownTab(_ tab: String, tabs: String) -> String { "알 수 없는 탭: \(tab) (탭: \(tabs))" }
    public var cmdSnapshotBadSize: String { "--size는 100x30 같은 형식이어야 해요" }
    public var cmdSnapshotUnknownTabOrSize: String { "알 수 없는 탭이나 크기예요" }

    // MARK: hours
    public var cmdHoursAbstract: String { "opening_hours 값 읽기: 지금 영업 여부, 바뀌는 시각, 앞으로 7일" }
    public var cmdHoursValueHelp: String { "OpenStreetMap에 적힌 그대로의 값 (예: \"Mo-Fr 09:00-18:00; PH off\")" }
    public var cmdHoursAtHelp: String {
        "물어볼 시각 (2026-09-25T10:00, 오프셋이 없으면 그 장소의 현지 시각; 기본값: 지금)"
    }
    public var cmdHoursNearHelp: String { "LAT,LON 또는 장소 이름, 해 뜨고 지는 시각과 공휴일에 써요 (기본값: 내 위치)" }
    public var cmdHoursBatchHelp: String {
        "표준 입력에서 한 줄에 JSON 객체 하나({\"value\", \"at\", \"lat\", \"lon\"})를 읽고 한 줄씩 답해요"
    }
    public var cmdHoursNeedsValue: String { "opening_hours 값을 주세요 (또는 --batch)" }
    public var cmdHoursBadInstant: String { "--at은 2026-09-25T10:00 또는 2026-09-25T10:00:00+09:00 형식이어야 해요" }
    public func cmdHoursHeading(place: String, date: String, time: String, offset: String) -> String {
        "\(place), \(date) \(time) (UTC\(offset)) 기준:"
    }

    // MARK: stores
    public var cmdStoresAbstract: String { "주변 편의점 목록" }
    public var cmdStoresNearHelp: String { "LAT,LON 또는 장소 이름 (기본값: 내 위치, --location 참고)" }
    public var cmdStoresRadiusHelp: String { "검색 반경, 미터 단위 (500 … 20000)" }
    public var cmdStoresJSONHelp: String { "표 대신 JSON 배열로 출력" }
    public var cmdStoresRadiusRange: String { "--radius는 500에서 20000미터 사이여야 해요" }
    public func cmdStoresHeading(radius: String, place: String, count: Int) -> String {
        "\(place) 반경 \(radius) 안의 편의점: \(count)곳"
    }
    public var cmdStoresSampleSuffix: String { " — 샘플 데이터 (실제 매장이 아니에요)" }
    public var cmdStoresColumns: [String] { ["#", "이름", "거리", "주소", "전화"] }

    // MARK: weather
    public var cmdWeatherAbstract: String { "현재 날씨와 5일 예보(3시간 간격), 즐겨찾는 도시" }
    public var cmdWeatherServiceName: String { "날씨 서비스" }
    public func cmdWeatherCityNotFound(_ place: String) -> String { "도시를 찾을 수 없어요: \(place)" }
    public var cmdWeatherShowAbstract: String { "한 곳의 날씨 (기본값: 내 위치)" }
    public var cmdWeatherPlaceHelp: String { "도시나 장소 이름, 한국어 또는 영어" }
    public var cmdWeatherAtHelp: String { "이름 대신 좌표: LAT,LON" }
    public var cmdWeatherUnitsHelp: String { "metric 또는 imperial (기본값: 설정, 없으면 metric)" }
    public var cmdWeatherJSONHelp: String { "JSON 객체 하나로 출력" }
    public var cmdWeatherUnitsInvalid: String { "--units는 metric 또는 imperial이어야 해요" }
    public var cmdWeatherAtInvalid: String { "--at은 LAT,LON 형식이어야 해요" }
    public func cmdWeatherAirQualityFailed(_ message: String) -> String { "대기질을 불러오지 못했어요: " + message }
    public var cmdWeatherAirQualityUnavailable: String { "대기질: 알 수 없어요 (네트워크가 필요해요)" }
    public func cmdWeatherDetails(
        feelsLike: String, minimum: String, maximum: String, humidity: String, wind: String, sunrise: String,
        sunset: String, zone: String
    ) -> String {
        "체감 \(feelsLike), 최저 \(minimum), 최고 \(maximum), 습도 \(humidity), 바람 \(wind) · "
            + "일출 \(sunrise), 일몰 \(sunset) (\(zone))"
    }
    public var cmdWeatherForecastColumns: [String] { ["날짜", "시각", "기온", "날씨", "강수확률", "비/눈"] }
    public func cmdWeatherSnow(_ millimetres: Double) -> String { "눈 \(millimetres) mm" }
    public var cmdWeatherFavoritesAbstract: String { "즐겨찾는 도시, 오래된 순" }
    public var cmdWeatherNoFavorites: String { "아직 즐겨찾는 도시가 없어요" }
    public var cmdWeatherFavoritesColumns: [String] { ["이름", "나라", "위도", "경도"] }
    public var cmdWeatherFavoriteAbstract: String { "즐겨찾는 도시 추가·삭제" }
    public var cmdWeatherFavoriteAddAbstract: String { "즐겨찾는 도시 저장" }
    public var cmdWeatherFavoriteRemoveAbstract: String { "즐겨찾는 도시 삭제" }
    public func cmdWeatherAdded(_ label: String) -> String { "즐겨찾기에 추가했어요: \(label)" }

    // MARK: characters
    public var cmdCharactersAbstract: String { "Marvel 캐릭터 검색과 즐겨찾기 관리 (최대 5명)" }
    public var cmdCharactersSearchAbstract: String { "이름이 QUERY로 시작하는 캐릭터, 한 페이지에 10명" }
    public var cmdCharactersQueryHelp: String { "이름의 앞부분 (2글자 이상)" }
    public var cmdCharactersPageHelp: String { "페이지 번호 (1 = 처음 10명)" }
    public var cmdCharactersPageInvalid: String { "--page는 1부터 시작해요" }
    public func cmdCharactersPageBeyond(page: Int, pages: Int) -> String {
        "\(page)쪽은 마지막 쪽을 넘어요 (10개씩 \(pages)쪽)"
    }
    public var cmdCharactersQueryTooShort: String { "2글자 이상 입력하세요" }
    public func cmdCharactersHeading(total: Int, matchesAnywhere: Bool, query: String, first: Int, last: Int)
        -> String
    {
        guard total > 0 else {
            return "“\(query)”\(matchesAnywhere ? "이(가) 들어간" : "(으)로 시작하는") 캐릭터가 없어요"
        }
        return "“\(query)”\(matchesAnywhere ? "이(가) 들어간" : "(으)로 시작하는") 캐릭터 \(total)명 중 \(first)–\(last)번:"
    }
    public var cmdCharactersSearchColumns: [String] { ["ID", "이름", "작품 수", "요약"] }
    public var cmdCharactersFavoritesAbstract: String { "즐겨찾는 캐릭터, 오래된 순" }
    public var cmdCharactersNoFavorites: String { "아직 즐겨찾기가 없어요" }
    public var cmdCharactersFavoritesColumns: [String] { ["ID", "이름", "저장 일시"] }
    public var cmdCharactersFavoriteAbstract: String { "ID로 즐겨찾기 추가·삭제" }
    public var cmdCharactersFavoriteAddAbstract: String { "즐겨찾기에 저장 (5명을 넘으면 가장 오래된 캐릭터가 빠져요)" }
    public var cmdCharactersFavoriteRemoveAbstract: String { "즐겨찾기에서 삭제" }
    public func cmdCharactersSaved(_ name: String) -> String { "즐겨찾기에 저장했어요: \(name)" }
    public func cmdCharactersEvicted(_ name: String, capacity: Int) -> String {
        "즐겨찾기는 \(capacity)명까지라 가장 오래된 캐릭터가 빠졌어요: \(name)"
    }

    // MARK: travel
    public var cmdTravelAbstract: String { "무장애 여행 정보 (KorWithService2)" }
    public var cmdTravelSortHelp: String { "정렬 기준: distance(nearby에서만), title, modified, created" }
    public var cmdTravelTypeHelp: String {
        "장소 유형: attraction(관광지), culture(문화시설), festival(축제공연행사), leisure(레포츠), lodging(숙박), "
            + "shopping(쇼핑), restaurant(음식점) — 관광공사 번호 12, 14, 15, 28, 32, 38, 39도 돼요"
    }
    public func cmdTravelNeedsHelp(_ needs: String) -> String { "필요한 편의시설, 쉼표로 구분: \(needs)" }
    public var cmdTravelLimitHelp: String { "최대 장소 수" }
    public func cmdTravelShownOf(shown: Int, total: Int) -> String {
        "\(total)곳 중 \(shown)곳을 보여 줘요 — 모두 보려면 --limit \(total)"
    }
    public var cmdTravelSortInvalid: String { "--sort는 distance, title, modified, created 중 하나여야 해요" }
    public var cmdTravelTypeInvalid: String {
        "--type은 attraction, culture, festival, leisure, lodging, shopping, restaurant 중 하나여야 해요"
            + "(관광공사 번호 12, 14, 15, 28, 32, 38, 39도 돼요)"
    }
    public var cmdTravelLimitInvalid: String { "--limit은 1 이상이어야 해요" }
    public var cmdTravelSortNeedsLocation: String { "--sort distance에는 위치가 필요해요. travel nearby를 쓰세요" }
    public func cmdTravelUnknownNeed(_ need: String, known: String) -> String {
        "알 수 없는 편의시설: \(need) (쓸 수 있는 값: \(known))"
    }
    public var cmdTravelColumns: [String] { ["ID", "이름", "유형", "거리", "휠체어", "화장실", "주소"] }
    public var cmdTravelNearbyAbstract: String { "주변 장소 (기본 반경 5 km)" }
    public var cmdTravelNearHelp: String { "LAT,LON 또는 장소 이름" }
    public var cmdTravelRadiusHelp: String { "반경, 미터 단위 (최대 20000)" }
    public var cmdTravelRadiusRange: String { "--radius는 1에서 20000 사이여야 해요" }
    public var cmdTravelRegionAbstract: String {
        "시·도(와 시·군·구)의 장소: 코드나 이름(정식 이름, 약칭, 영어)"
    }
    public var cmdTravelProvinceHelp: String { "시·도: 51, 강원특별자치도, 강원 또는 Gangwon" }
    public var cmdTravelDistrictHelp: String { "시·군·구: 코드나 이름 (예: 150, 강릉시)" }
    public func cmdTravelUnknownProvince(_ province: String) -> String { "알 수 없는 시·도: \(province)" }
    public func cmdTravelUnknownDistrict(_ district: String, province: String) -> String {
        "\(province)에 없는 시·군·구: \(district)"
    }
    public var cmdTravelSearchAbstract: String { "이름에 KEYWORD가 들어간 장소" }
    public var cmdTravelKeywordMissing: String { "검색어를 입력하세요" }
    public var cmdTravelDetailAbstract: String { "장소의 상세 정보와 무장애 편의시설" }
    public var cmdTravelBookmarksAbstract: String { "북마크한 장소, 오래된 순" }
    public var cmdTravelNoBookmarks: String { "아직 북마크가 없어요" }
    public var cmdTravelBookmarksColumns: [String] { ["ID", "이름", "주소"] }
    public var cmdTravelBookmarkAbstract: String { "북마크 추가·삭제" }
    public var cmdTravelBookmarkAddAbstract: String { "ID로 장소 북마크" }
    public var cmdTravelBookmarkRemoveAbstract: String { "북마크 삭제" }
    public func cmdTravelBookmarked(_ title: String) -> String { "북마크했어요: \(title)" }
    public func cmdTravelAlreadyBookmarked(_ title: String) -> String { "이미 북마크에 있어요: \(title)" }
    public func cmdTravelNotBookmarked(_ id: String) -> String { "북마크에 없어요: \(id)" }
    public func cmdTravelBookmarkRemoved(_ title: String) -> String { "북마크를 삭제했어요: \(title)" }

    // MARK: bench
    public var cmdBenchAbstract: String { "화면 한 장을 그리는 시간과 바이트 측정 (make bench용)" }
    public var cmdBenchMovesHelp: String { "평균을 낼 선택 이동 횟수" }
    public var cmdBenchQueryHelp: String {
        "캐릭터 탭: 먼저 입력할 검색어, 목록이 채워지고 페이지가 넘어가도록 (기본값 ma)"
    }
    public var cmdBenchPhasesHelp: String { "시작 단계마다 끝난 시각도 출력 (명령 시작부터 ms)" }
    public var cmdBenchStreetsHelp: String {
        "도로 이름이 있는 편의점: 오프라인이 아니므로 서비스 URL이 테스트용 가짜 서버를 가리켜야 해요 (make bench가 그렇게 해요)"
    }
    public var cmdBenchOpeningHoursHelp: String {
        "한 줄에 하나씩 opening_hours 값이 든 파일 (비교 테스트의 TSV): 편의점 50,000곳의 지금 영업 여부를 재요"
    }
    public func cmdBenchNoOpeningHours(_ path: String) -> String { "\(path)에서 opening_hours 값을 읽지 못했어요" }

    public var cmdCharacterIDHelp: String { "캐릭터 ID (characters search와 favorites에 나오는 번호)" }
    public var cmdTravelKeywordHelp: String { "장소 이름에 들어간 말 (한국어나 영어), 예: 경복궁" }
    public var cmdTravelSpotIDHelp: String { "장소 ID (travel nearby, region, search에 나오는 번호)" }
    public var cmdWeatherFavoritePlaceHelp: String { "도시나 장소 이름 (한국어나 영어), 예: 부산, Busan" }
    public var cmdTravelToiletsAbstract: String { "가까운 화장실 목록 (OpenStreetMap)" }
    public var cmdTravelToiletRadiusHelp: String { "반경, 미터 단위 1~5000" }
    public var cmdTravelToiletRadiusRange: String { "--radius는 1에서 5000 사이여야 해요" }
    public var cmdTravelToiletColumns: [String] { ["ID", "이름", "거리", "휠체어", "기저귀 교환대", "지금"] }
}
