extension Korean: DoctorStrings {
    public var doctorAbstract: String { "서비스마다 쓰는 출처와 그 이유, 호스트 응답 여부, 파일." }

    public func doctorLanguage(name: String, from: String) -> String { "언어: \(name) (\(from))" }
    public func doctorLanguageName(_ language: Language) -> String {
        switch language {
        case .english: return "영어"
        case .korean: return "한국어"
        }
    }
    public var doctorLanguageFromFlag: String { "--lang 옵션" }
    public var doctorLanguageFromEnvironment: String { "ONESTEP_LANG 환경 변수" }
    public var doctorLanguageFromConfig: String { "설정 파일의 [ui] language" }
    public func doctorLanguageFromLocale(variable: String, value: String) -> String { "로캘 \(variable)=\(value)" }
    public var doctorLanguageFromNothing: String { "언어 설정 없음: 영어" }

    public var doctorServiceStores: String { "편의점" }
    public var doctorServiceWeather: String { "날씨" }
    public var doctorServiceAirQuality: String { "대기질" }
    public var doctorServiceMapGround: String { "지도 바탕" }
    public var doctorServicePlaceNames: String { "지명" }
    public var doctorServiceCharacters: String { "캐릭터" }
    public var doctorServiceTravel: String { "여행" }
    public var doctorConfigHeader: String { "설정 파일:" }
    public var doctorConfigFine: String { "문제 없음" }
    public func doctorConfigFailed(_ count: Int) -> String {
        "설정 파일에 문제가 \(count)개 있어요(위 목록). 고친 뒤 doctor를 다시 실행하세요"
    }

    public var doctorSourceAirQualityNone: String { "없음 (네트워크가 필요해요)" }
    public var doctorSourceBundledGround: String { "내장 GSHHG 해안선과 강" }
    public var doctorSourcePlusStreets: String { " + OpenStreetMap 도로 (Overpass)" }
    public var doctorSourcePlusOSMPlaces: String {
        " + OpenStreetMap 장소와 화장실 (Overpass, © OpenStreetMap contributors)"
    }
    public var doctorSourceKakaoKeywordSearch: String { "Kakao 키워드 검색" }
    public var doctorSourceGazetteer: String { "내장 지명 사전" }
    public var doctorSourceBundledCharacters: String { "내장 목록 (Marvel Fandom 위키, 2014)" }
    public var doctorSourceBundledRecords: String { "내장 기록" }

    public var doctorKeyPresent: String { "키 있음" }
    public var doctorNoKey: String { "키 없음" }
    public func doctorProviderPinned(_ provider: String) -> String { "설정에서 고정한 제공자: \(provider)" }
    public var doctorAirQualityWhy: String { "키 필요 없음; CC BY 4.0" }
    public var doctorGroundWhy: String {
        "GSHHG: LGPL-3+, © the GMT team; 도로 © OpenStreetMap 기여자 (ODbL), 지역마다 1주일 보관"
    }
    public var doctorStreetsNoneKept: String { "보관한 도로 아직 없음" }
    public func doctorStreetsKept(areas: Int, oldestAge age: String) -> String {
        "\(areas)개 지역의 도로 보관 중, 가장 오래된 것: \(age)"
    }
    public var doctorComicVineKeyPresent: String { "Comic Vine 키 있음" }
    public var doctorNoComicVineKey: String { "Comic Vine 키 없음" }
    public var doctorMarvelKeysPresent: String { "Marvel 키 있음" }
    public var doctorNoMarvelKeys: String { "Marvel 키 없음" }

    public func doctorHostAnswers(_ host: String) -> String { "\(host) 응답함" }
    public func doctorHostDoesNotAnswer(_ host: String) -> String { "\(host) 응답 없음" }
    public var doctorNoRequest: String { "요청 안 함" }

    public var doctorLocationHeader: String { "현재 위치를 찾는 순서 (처음 응답한 것을 써요):" }
    public func doctorLocationNetwork(service: String) -> String { "네트워크 (\(service))" }
    public var doctorLocationLastUsed: String { "마지막으로 쓴 위치" }
    public var doctorLocationConfigDefault: String { "설정의 [location] default" }
    public func doctorLocationTimeZone(_ zone: String?) -> String { "시간대 \(zone ?? "(알 수 없음)")" }
    public var doctorLocationFallback: String { "기본값" }
    public var doctorLocationInUse: String { "사용 중" }
    public var doctorNothing: String { "없음" }
    public func doctorGPSFix(coordinates: String, accuracy: String) -> String { "위치 잡힘: \(coordinates)\(accuracy)" }
    public var doctorGPSNoFix: String { "위치 못 잡음 (응답한 gpsd가 없거나, 최근 2D/3D 측위가 없음)" }
    public var doctorNetworkNotAllowed: String { "허용 안 함 ([location] network = true로 설정하거나 --location network)" }
    public var doctorNetworkNotAskedOffline: String { "허용됨, --offline이라 묻지 않음" }
    public func doctorNetworkAnswer(coordinates: String, accuracy: String, host: String) -> String {
        "\(coordinates)\(accuracy) (이 컴퓨터의 IP 주소를 \(host)에 보냄)"
    }
    public func doctorNetworkNoAnswer(host: String) -> String { "허용됨; \(host) 응답 없음" }
    public var doctorNotSet: String { "설정 안 됨" }
    public func doctorTimeZoneGuess(_ city: String) -> String { "\(city) (추정)" }
    public var doctorNoCityForZone: String { "이 시간대의 도시 없음" }
    public var doctorNamed: String { "직접 지정" }

    public var doctorFileConfig: String { "설정 파일" }
    public var doctorFileConfigReadableByOthers: String { "다른 사용자 읽기 가능" }
    public var doctorFileDatabase: String { "데이터베이스" }
    public var doctorFileDatabaseBytes: String { "데이터베이스 크기(바이트)" }
    public var doctorFileDatabaseSchema: String { "데이터베이스 스키마" }
    public var doctorFileLog: String { "로그" }
    public var doctorFileState: String { "상태 파일" }
    public var doctorFileCache: String { "캐시" }
    public var doctorFileCacheEntries: String { "캐시 항목" }
    public var doctorFileCacheOldest: String { "가장 오래된 캐시" }
    public func doctorYesNo(_ value: Bool) -> String { value ? "예" : "아니요" }
    public var doctorNoConfigFile: String { "설정 파일 없음" }
    public var doctorNone: String { "없음" }
    public func doctorCacheEntries(_ entries: Int, bytes: Int, limitMiB: Int) -> String {
        "\(entries)개 (\(bytes)바이트, 한도 \(limitMiB) MiB)"
    }
}
