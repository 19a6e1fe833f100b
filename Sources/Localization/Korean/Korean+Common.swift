extension Korean: CommonStrings {
    public func ago(minutes: Int) -> String {
        if minutes < 1 { return "방금" }
        if minutes < 60 { return "\(minutes)분 전" }
        if minutes < 48 * 60 { return "\(minutes / 60)시간 전" }
        return "\(minutes / (24 * 60))일 전"
    }
    public func weekdayShort(_ weekday: Int) -> String {
        ["일", "월", "화", "수", "목", "금", "토"][(weekday - 1 + 7) % 7]
    }
    public func dayAndDate(weekday: Int, day: Int, month: Int) -> String {
        "\(month)월 \(day)일 (\(weekdayShort(weekday)))"
    }
    public var today: String { "오늘" }
    public var tomorrow: String { "내일" }

    public func compassWords(_ index: Int) -> String {
        ["북쪽", "북동쪽", "동쪽", "남동쪽", "남쪽", "남서쪽", "서쪽", "북서쪽"][index % 8]
    }
    public var here: String { "여기" }

    public func offlineLabel(source: String, age: String) -> String { "\(source) · \(age) (오프라인)" }
    public var offline: String { "오프라인" }
    public var sampleData: String { "샘플 데이터" }
    public var loading: String { "불러오는 중…" }

    public func errorNoNetwork(service: String) -> String {
        "\(service): 네트워크에 연결되어 있지 않아요"
    }
    public func errorTooLarge(service: String, megabytes: Int?, limit: Int) -> String {
        "\(service)의 응답이 너무 커요 (" + (megabytes.map { "\($0) MB, " } ?? "") + "최대 \(limit) MB까지 읽어요): 반경을 좁혀 주세요"
    }
    public func errorTimeout(service: String) -> String { "\(service): 10초 안에 응답이 없어요" }
    public func errorRejectedKey(service: String, detail: String?) -> String {
        "\(service)에서 API 키를 거부했어요" + (detail.map { " (\($0))" } ?? "") + ". 키를 확인하거나 --offline으로 실행하세요"
    }
    public func errorRateLimited(service: String) -> String {
        "\(service): 요청이 너무 많아요. 1분 뒤에 r을 누르세요"
    }
    public func errorBusy(service: String, retryAfterSeconds: Int?) -> String {
        "\(service): 서버가 혼잡해요. "
            + (retryAfterSeconds.map { "\($0)초 뒤에 다시 시도하세요 (r)" } ?? "나중에 다시 시도하세요 (r)")
    }
    public func errorServiceDown(service: String, status: Int) -> String {
        "\(service)에 문제가 있어요 (HTTP \(status)). 나중에 다시 시도하세요"
    }
    public func errorBadRequest(service: String, detail: String) -> String {
        "\(service)에서 요청을 거부했어요: \(detail)"
    }
    public func errorUndecodable(service: String) -> String { "\(service)에서 읽을 수 없는 응답이 왔어요" }
    public func errorNotFound(service: String, what: String) -> String { "\(service): 찾을 수 없어요 — \(what)" }
    public var errorCancelled: String { "취소됨" }
    public var errorResource: String { "자료" }

    public func storageCouldNot(action: String, reason: String) -> String { "\(action) 실패: \(reason)" }
    public var actionKeepChange: String { "변경 저장" }
    public var storageUnusable: String { "데이터베이스를 사용할 수 없어요" }
    public func storageFolderUnwritable(_ path: String) -> String { "폴더 \(path)을(를) 만들거나 쓸 수 없어요" }
    public var nothingWasSaved: String { "아무것도 저장하지 못했어요 (데이터베이스를 열 수 없어요: 위를 보세요)" }
    public var storageReadOnly: String { "파일이나 파일이 있는 디스크가 읽기 전용이에요" }
    public var storageDiskFull: String { "디스크가 가득 찼어요" }
    public var storageBusy: String { "데이터베이스가 사용 중이에요 (다른 onestep이 실행 중인가요?)" }
    public var storageDamaged: String { "데이터베이스 파일이 손상됐어요 (onestep을 다시 시작하면 이 파일을 다른 이름으로 옮겨 둬요)" }
    public var storageIOError: String { "디스크에서 입출력 오류가 났어요" }
    public var storageDamagedFile: String { "파일이 손상됐어요" }
    public var storagePermission: String { "쓸 권한이 없어요" }
    public var storageNotAFile: String { "파일 자리에 폴더나 다른 것이 있어요" }
    public var storageMissingFolder: String { "폴더가 없어요" }
    public func storageFileInFolderPlace(_ path: String) -> String { "폴더가 있어야 할 자리에 파일 \(path)이(가) 있어요" }
    public func storageOther(code: Int32) -> String { "데이터베이스 오류 \(code)" }

    public var originSetByYou: String { "직접 정한 곳" }
    public func originGPS(plusMinus: String) -> String { "GPS" + plusMinus }
    public func originNetwork(plusMinus: String) -> String { "네트워크" + plusMinus }
    public var originLastUsed: String { "마지막으로 쓴 위치" }
    public var originConfigured: String { "설정 파일에 정한 위치" }
    public var originTimeZone: String { "시간대로 짐작한 곳 — L로 정하기" }
    public var originFallback: String { "기본 위치 — L로 정하기" }
    public var locationEmpty: String { "장소 이름이나 위도,경도를 입력하세요" }
    public func locationOutOfRange(_ text: String) -> String {
        "\(text)은(는) 지구 위의 좌표가 아니에요: 위도 −90…90, 경도 −180…180"
    }
    public func locationUnknown(_ name: String) -> String {
        "찾을 수 없는 장소예요: \(name) (구·동 이름, 역 이름이나 위도,경도로 해 보세요)"
    }
    public var networkLocationWhat: String { "이 네트워크의 위치" }

    public var noNetworkSampleData: String { "네트워크 없음 — 샘플 데이터" }
    public func streetsNotDrawn(_ reason: String) -> String { "도로를 그리지 못했어요: " + reason }
    public func datasetNotFound(looked: String) -> String {
        "오프라인 데이터를 찾지 못했어요 (찾아본 곳: \(looked)). ONESTEP_RESOURCES를 설정하세요"
    }
    public func datasetMissing(_ name: String) -> String { "오프라인 데이터에 \(name)이(가) 없어요" }

    public var whatCharacter: String { "캐릭터" }
    public func whatCharacterNumber(_ id: Int) -> String { "캐릭터 \(id)" }
    public var whatCity: String { "도시" }
    public func whatSpot(_ id: String) -> String { "장소 \(id)" }

    public func configReadableByOthers(path: String) -> String { "설정 파일에 키가 있는데 다른 사용자도 읽을 수 있어요: chmod 600 \(path)" }
    public func configProblem(path: String, line: Int, column: Int, reason: String, ignored key: String?) -> String {
        "설정 \(path) \(line)번째 줄 \(column)번째 칸: \(reason) — "
            + (key.map { "\($0)은(는) 쓰지 않아요" } ?? "이 줄은 쓰지 않아요")
    }
    public func configUnreadable(path: String, reason: String) -> String {
        "설정 \(path)을(를) 읽을 수 없어서(\(reason)) 기본값을 써요"
    }
    public func configValueProblem(path: String, _ problem: String) -> String { "설정 \(path): \(problem)" }
    public func configOutOfRange(key: String, value: String, range: String, used: String) -> String {
        "\(key) = \(value)은(는) \(range) 밖이라 \(used)을(를) 써요"
    }
    public func configNotANumber(key: String, value: String) -> String {
        "\(key) = \"\(value)\"은(는) 숫자가 아니라 쓰지 않아요"
    }
    public func configNotOneOf(key: String, value: String, allowed: String) -> String {
        "\(key) = \"\(value)\"은(는) \(allowed) 중 하나가 아니라 쓰지 않아요"
    }
    public func configNotAnAddress(key: String, value: String) -> String {
        "\(key) = \"\(value)\"은(는) http(s) 주소가 아니라 쓰지 않아요"
    }
    public func configUnknownSetting(_ key: String) -> String { "\(key)은(는) onestep이 모르는 설정이라 쓰지 않아요" }
    public var configNotUTF8: String { "UTF-8 글자가 아닌 바이트" }
    public var configNoticeTitle: String { "설정 파일" }
    public var configMissingValue: String { "= 뒤에 값이 없어요" }
    public var configUnderBrokenSection: String { "닫히지 않은 구역 머리글 아래" }
    public func configLine(_ line: Int, _ reason: String) -> String { "설정 \(line)번째 줄: \(reason)" }
    public var configUnclosedSection: String { "구역 머리글이 닫히지 않았어요" }
    public var configExpectedKeyValue: String { "키 = 값 형식이어야 해요" }
    public var configUnterminatedString: String { "문자열이 끝나지 않았어요" }
    public func configUnsupportedValue(_ text: String) -> String { "지원하지 않는 값: \(text)" }
    public var comicVineBlocked: String { "이 주소는 지금 막혀 있어요 (요청이 너무 많음, \"velocity\"). 나중에 다시 시도하세요" }
    public var tourKeyNotApproved: String { "키가 KorWithService2에 승인되지 않았을 수 있어요 (활용신청)" }
    public var tourKeyNotRegistered: String {
        "data.go.kr 키가 KorWithService2에 등록되지 않았어요 — 이 데이터에 활용신청을 하거나 TOUR_API_KEY를 확인하세요"
    }
    public var tourQuotaUsedUp: String { "오늘 호출 한도(기능마다 1,000회)를 다 썼어요 — 내일 다시 하거나 --offline으로 실행하세요" }
    public var tourKeyExpired: String { "data.go.kr 키가 만료됐어요 — data.go.kr에서 연장하세요" }
    public var tourIPNotRegistered: String { "이 컴퓨터의 IP가 data.go.kr에서 이 키에 등록되지 않았어요" }
    public var tourAccessDenied: String { "접근 거부 — 키가 KorWithService2에 승인되지 않았어요" }
    public var tourNoSuchService: String { "그런 서비스가 없어요 — ONESTEP_TOUR_BASE_URL을 확인하세요" }
    public var tourBadParameter: String { "서비스가 요청 값 하나를 거부했어요" }
    public func tourFailed(_ reason: String) -> String { "관광 정보 서비스 오류 (\(reason))" }
    public func tourCode(_ code: String) -> String { "코드 \(code)" }
    public func overpassUnreadable(_ count: Int) -> String { "지도 요소 \(count)개를 읽지 못해 뺐어요" }
    public var overpassQueryRefused: String { "질의가 거부됐어요" }
    public var overpassErrorPage: String { "데이터 대신 오류 페이지가 왔어요" }
    public var osmUnnamedStore: String { "편의점 (OpenStreetMap에 이름 없음)" }
    public func databaseRestored(aside: String, characters: Int, cities: Int, bookmarks: Int, savedAt: String)
        -> String
    {
        "데이터베이스가 손상돼서 \(aside)(으)로 옮겼어요. \(savedAt) 백업에서 즐겨찾는 캐릭터 \(characters)명, "
            + "도시 \(cities)곳, 북마크 \(bookmarks)개를 되살렸어요"
    }
    public var databaseNoticeTitle: String { "저장한 데이터" }
    public var databaseNoBackup: String { "되살릴 백업이 없어요" }
    public func databaseRefilled(characters: Int, cities: Int, bookmarks: Int, savedAt: String) -> String {
        "데이터베이스에 저장한 것이 하나도 없어서 \(savedAt) 백업에서 즐겨찾는 캐릭터 \(characters)명, "
            + "도시 \(cities)곳, 북마크 \(bookmarks)개를 되살렸어요"
    }
    public func databaseHeldInMemory(reason: String, backupSavedAt: String?) -> String {
        "저장한 데이터를 쓸 수 없어요(\(reason)). "
            + (backupSavedAt.map { "\($0) 백업에서 읽었어요" } ?? "읽을 수 있는 백업이 없어요")
            + ". 바꾼 것은 onestep을 닫을 때까지만 남아요. 문제를 고치면 계속 남아요"
    }
    public func changeNotKept(reason: String) -> String {
        "\(reason). 변경이 저장되지 않았어요. 고친 뒤 다시 해 주세요"
    }
    public func databaseBackupUnreadable(_ path: String) -> String { "백업 \(path)을(를) 읽을 수 없어요" }
    public func databaseMovedAside(_ path: String) -> String { "데이터베이스가 손상돼서 \(path)(으)로 옮기고 새로 만들었어요" }
    public var marvelMissingParameter: String { "빠진 요청 값" }
    public var unknownError: String { "알 수 없는 오류" }

    public var openStreetMapCredit: String { "© OpenStreetMap 기여자 (ODbL)" }
    public var streetsCredit: String { "도로 © OpenStreetMap 기여자" }
    public func onStreet(_ street: String) -> String { ", \(street) 근처" }
    public var sampleSourceName: String { "샘플" }
    public var favouritesUnavailable: String { "즐겨찾기를 사용할 수 없어요 (데이터베이스 없음)" }
}
