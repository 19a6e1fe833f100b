extension Korean: CharactersStrings {
    public var charactersTitle: String { "캐릭터" }

    public var charactersSearchLabel: String { "검색" }
    public var charactersResultsTab: String { "결과" }
    public var charactersResultsTabShort: String { "결과" }
    public func charactersFavouritesTab(count: Int) -> String { "즐겨찾기 ★\(count)" }

    public var charactersFavouritesInfo: String {
        "저장한 순서대로 (최대 5명, 6번째를 저장하면 가장 오래된 캐릭터가 빠져요)"
    }
    public var charactersPromptSlash: String { "/ 검색 · " }
    public var charactersPrompt: String { "캐릭터 이름을 2글자 이상 입력하세요 (예: spider)" }
    public func charactersSearching(query: String) -> String { "“\(query)” 검색 중…" }
    public func charactersFailedRetry(_ message: String) -> String { message + " — r로 다시 시도" }
    public func charactersNoMatches(query: String, anywhere: Bool) -> String {
        anywhere ? "“\(query)”이(가) 들어간 캐릭터가 없어요" : "“\(query)”(으)로 시작하는 캐릭터가 없어요"
    }
    public func charactersMatches(total: Int, query: String, anywhere: Bool, shown: Int) -> String {
        // The count first: on a 40-cell braille display a long query would push it out.
        "캐릭터 \(total)명: “\(query)”" + (anywhere ? "이(가) 들어간 이름" : "(으)로 시작하는 이름") + " · \(shown)명 표시"
    }

    public var charactersNoDescription: String { "설명 없음" }
    public var charactersNoFavourites: String { "아직 즐겨찾기가 없어요 — 검색 결과에서 f를 눌러 저장하세요" }
    public func charactersSavedAt(_ date: String) -> String { "\(date) 저장" }
    public func charactersIssues(_ count: Int?) -> String { count.map { "등장 \($0)회" } ?? "등장 횟수 모름" }
    public func charactersComicsAndSeries(comics: Int, series: Int) -> String { "코믹스 \(comics) · 시리즈 \(series)" }
    public func charactersFirstAppeared(_ when: String) -> String { "첫 등장 " + when }
    public func charactersMonthYear(month: Int?, year: Int) -> String {
        guard let month, (1...12).contains(month) else { return "\(year)년" }
        return "\(year)년 \(month)월"
    }

    public var charactersDetailTitle: String { "캐릭터" }
    public var charactersDetailFooter: String { "Esc 닫기 · f ★" }
    public func charactersFactLabel(key: String, label: String) -> String {
        switch key {
        case "identity": return "신원"
        case "alignment": return "성향"
        case "status": return "생사"
        case "sex": return "성별"
        case "eyes": return "눈"
        case "hair": return "머리"
        case "appearances": return "등장 횟수"
        case "first_appearance": return "첫 등장"
        case "real_name": return "본명"
        case "publisher": return "출판사"
        case "issue_appearances": return "등장 횟수"
        case "last_updated": return "최근 수정"
        default: return label
        }
    }
    public func charactersAppearancesCount(_ count: Int) -> String { "\(count)회" }
    public func charactersAppearancesLabel(_ label: String) -> String {
        switch label {
        case "Comics": return "코믹스"
        case "Series": return "시리즈"
        case "Stories": return "스토리"
        case "Events": return "이벤트"
        default: return label
        }
    }
    public func charactersModified(_ date: String?) -> String { "수정일: \(date ?? "알 수 없음")" }
    public var charactersCreditWiki: String { "출처: Marvel Fandom 위키, FiveThirtyEight 제공 (CC BY 4.0), 2014년" }
    public var charactersCreditComicVine: String { "출처: Comic Vine" }

    public var charactersAttributionBeforeAnswer: String { "Marvel 캐릭터 데이터 · 출처는 첫 결과와 함께 나와요" }
    public var charactersAttributionWiki: String {
        "Marvel Fandom 위키, FiveThirtyEight 제공 (CC BY 4.0), 2014년 수집"
    }
    public var charactersAttributionComicVine: String { "Comic Vine 제공 데이터 (comicvine.gamespot.com)" }
    public func charactersOfflineCopy(age: String) -> String { "오프라인 사본, \(age) 받음 · " }

    public func charactersStatusFavourites(count: Int, capacity: Int) -> String { "즐겨찾기 ★ \(count)/\(capacity)" }
    public var charactersHelpMarks: String {
        "★ 표시와 반전 표시는 즐겨찾기예요. 입력을 멈추고 0.3초 뒤에 검색해요 (2글자 이상). 결과는 10개씩 나와요."
    }
    public var charactersHelpOffline: String {
        "Marvel은 2025년에 공개 API를 중단했어요. 키가 없으면 이 탭은 오프라인 카탈로그로 동작해요: Marvel Fandom 위키의 캐릭터 16,376명 (FiveThirtyEight, CC BY 4.0, 2014)."
    }
    public func charactersWhereDetailsLoading(name: String) -> String {
        "\(charactersTitle) — \(name) 상세 정보, 불러오는 중"
    }
    public var charactersWhereDetailsFailed: String { "\(charactersTitle) — 상세 정보, 불러오지 못함" }
    public func charactersWhereDetails(name: String) -> String { "\(charactersTitle) — \(name) 상세 정보" }
    public var charactersWhereAboveTheList: String { "목록 위 (j: 목록으로, 검색 줄에서 Enter: 검색)" }
    public func charactersWhereFavourites(count: Int, capacity: Int, selected: Int?) -> String {
        "\(charactersTitle) — 즐겨찾기 \(count)/\(capacity)명"
            + (selected.map { ", \(count)명 중 \($0)번째 선택" } ?? "")
    }
    public func charactersWhereSearchField(query: String, total: Int) -> String {
        "\(charactersTitle) — 검색 입력란\(Self.charactersQuoted(query)), 결과 \(total)개"
    }
    public func charactersWhereNoResults(query: String) -> String {
        "\(charactersTitle) — 결과\(Self.charactersQuoted(query)), 없음" + (query.isEmpty ? "; /로 검색" : "")
    }
    public func charactersWhereResults(query: String, selected: Int, total: Int) -> String {
        "\(charactersTitle) — 결과\(Self.charactersQuoted(query)), \(total)개 중 \(selected)번째 선택"
    }
    /// ` “spi”` after a word, or nothing for an empty query.
    private static func charactersQuoted(_ query: String) -> String { query.isEmpty ? "" : " “\(query)”" }

    public var charactersKeyCloseDetails: String { "상세 정보 닫기" }
    public var charactersKeyToggleThisFavourite: String { "이 캐릭터를 즐겨찾기에 저장하거나 삭제" }
    public var charactersKeySearch: String {
        "검색 (2글자 이상 입력; Enter나 ↓는 목록으로, Esc는 입력란에서 나가기)"
    }
    public var charactersKeySwitchList: String { "결과와 즐겨찾기 사이 전환" }
    public var charactersKeyBackToResults: String { "결과로 돌아가기" }
    public var charactersHintResults: String { "결과" }
    public func charactersKeyToggleFavourite(capacity: Int) -> String {
        "선택한 캐릭터를 즐겨찾기에 저장하거나 삭제 (최대 \(capacity)명)"
    }
    public var charactersKeyDetails: String { "선택한 캐릭터의 상세 정보" }
    public var charactersKeyRemoveFavourite: String { "선택한 즐겨찾기 삭제" }
    public var charactersKeySearchAgain: String { "다시 검색" }

    public var charactersSearchFailed: String { "검색 실패" }
    public func charactersCouldNotLoadMore(_ reason: String) -> String { "더 불러오지 못했어요: \(reason)" }
    public func charactersEndLoadedSoFar(_ count: Int) -> String { "\(count)명 불러왔어요: G로 더 불러와요" }
    public func charactersSaved(name: String) -> String { "즐겨찾기에 저장했어요: \(name)" }
    public func charactersRemoved(name: String) -> String { "즐겨찾기에서 삭제했어요: \(name)" }
    public func charactersEvicted(name: String, capacity: Int) -> String {
        "즐겨찾기는 \(capacity)명까지라 가장 오래된 캐릭터가 빠졌어요: \(name)"
    }
    public var charactersActionReadFavourites: String { "즐겨찾기 불러오기" }
    public var charactersActionSaveFavourite: String { "즐겨찾기 저장" }
    public var charactersActionRemoveFavourite: String { "즐겨찾기 삭제" }

    public func charactersWikiValue(_ value: String, inRow: Bool) -> String {
        Self.wikiValues[value] ?? value
    }

    /// The 2014 FiveThirtyEight/Marvel wiki dataset's categories (every value it has), in Korean.
    static let wikiValues: [String: String] = [
        "Secret Identity": "비밀 신원", "Public Identity": "공개 신원", "No Dual Identity": "이중 신원 없음",
        "Known to Authorities Identity": "당국이 아는 신원",
        "Good": "선역", "Bad": "악역", "Neutral": "중립", "Living": "생존", "Deceased": "사망",
        "Male": "남성", "Female": "여성", "Agender": "무성별", "Genderfluid": "젠더플루이드",
        "Homosexual Characters": "동성애자", "Bisexual Characters": "양성애자", "Transgender Characters": "트랜스젠더",
        "Transvestites": "크로스드레서", "Pansexual Characters": "범성애자", "Genderfluid Characters": "젠더플루이드",
        "Blue Eyes": "파란 눈", "Brown Eyes": "갈색 눈", "Green Eyes": "초록 눈", "Black Eyes": "검은 눈",
        "Red Eyes": "빨간 눈", "White Eyes": "흰색 눈", "Yellow Eyes": "노란 눈", "Grey Eyes": "회색 눈",
        "Hazel Eyes": "담갈색 눈", "Variable Eyes": "색이 바뀌는 눈", "Purple Eyes": "보라색 눈",
        "Orange Eyes": "주황색 눈", "Pink Eyes": "분홍색 눈", "One Eye": "외눈", "Gold Eyes": "금색 눈",
        "Silver Eyes": "은색 눈", "Violet Eyes": "자주색 눈", "Amber Eyes": "호박색 눈", "No Eyes": "눈 없음",
        "Multiple Eyes": "여러 개의 눈", "Yellow Eyeballs": "노란 안구", "Black Eyeballs": "검은 안구",
        "Magenta Eyes": "자홍색 눈", "Compound Eyes": "겹눈",
        "Black Hair": "검은 머리", "Brown Hair": "갈색 머리", "Blond Hair": "금발", "No Hair": "머리카락 없음",
        "Bald": "대머리", "White Hair": "흰 머리", "Red Hair": "빨간 머리", "Grey Hair": "회색 머리",
        "Green Hair": "초록 머리", "Auburn Hair": "적갈색 머리", "Blue Hair": "파란 머리",
        "Strawberry Blond Hair": "딸기색 금발", "Purple Hair": "보라색 머리", "Orange Hair": "주황색 머리",
        "Variable Hair": "색이 바뀌는 머리", "Pink Hair": "분홍색 머리", "Yellow Hair": "노란 머리",
        "Silver Hair": "은발", "Gold Hair": "금색 머리", "Reddish Blond Hair": "붉은 금발",
        "Light Brown Hair": "밝은 갈색 머리", "Magenta Hair": "자홍색 머리", "Orange-brown Hair": "주황빛 갈색 머리",
        "Dyed Hair": "염색한 머리", "Bronze Hair": "청동색 머리",
    ]
}
