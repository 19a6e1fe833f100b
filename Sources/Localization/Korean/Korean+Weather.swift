import Foundation

extension Korean: WeatherStrings {
    public var weatherTabTitle: String { "날씨" }
    public func weatherWhereChoosingCity(selected: Int, of count: Int) -> String {
        "날씨 — 도시 고르기, \(count)곳 중 \(selected)번째 선택됨"
    }
    public var weatherWhereCitySearch: String { "날씨 — 도시 검색 입력란" }
    public func weatherWhereFavorites(count: Int, selected: Int?) -> String {
        "날씨 — 즐겨찾는 도시 \(count)곳" + (selected.map { ", \($0)번째 선택됨" } ?? "")
    }
    public func weatherWhereHour(_ when: String) -> String { "날씨 — \(when) 예보" }
    public var weatherWhereLoading: String { "날씨 — 불러오는 중" }
    public func weatherWhereForecastLoading(place: String) -> String { "날씨 — \(place) 예보, 불러오는 중" }
    public func weatherWhereForecast(place: String) -> String { "날씨 — \(place) 예보" }

    public var weatherStatusSample: String { "샘플 날씨 (오프라인)" }
    public func weatherStatusSource(_ source: String) -> String { "날씨: \(source)" }
    public var weatherCreditOpenMeteo: String { "날씨 데이터: Open-Meteo.com (CC BY 4.0)" }
    public var weatherSampleBadge: String { "샘플 데이터" }
    public func weatherYourLocation(origin: String?) -> String {
        " (내 위치" + (origin.map { ": " + $0 } ?? "") + ")"
    }
    public var weatherSearching: String { "검색 중…" }
    public var weatherNotCurrentSuffix: String { " — 지금 날씨 아님" }
    public func weatherUpdated(minutes: Int) -> String {
        minutes == 0 ? "방금 업데이트" : "\(minutes)분 전 업데이트"
    }

    public var weatherHelpGlyphs: String {
        "이름 옆 ★: 즐겨찾는 도시예요. 기호: ☀ 맑음, ☼ 대체로 맑음, ☁ 구름, ☂ 비, ❄ 눈, ϟ 뇌우, ≡ 안개, ≋ 돌풍, ☾ 맑은 밤."
    }
    public var weatherHelpChart: String {
        "그래프: 5일 동안의 기온(범위는 왼쪽)과 그 아래 막대로 강수량을 보여 줘요. 시각은 그 도시의 현지 시각이에요."
    }
    public var weatherHelpReuse: String { "10분 안에 불러온 곳은 다시 불러오지 않아요 (r을 누르면 새로 불러와요)." }

    public var weatherKeyChooseCity: String { "선택한 도시 보기" }
    public var weatherKeyShowFavorite: String { "선택한 즐겨찾기 보기" }
    public var weatherHintShow: String { "보기" }
    public var weatherKeyDeleteFavorite: String { "선택한 즐겨찾기 삭제" }
    public var weatherHintDelete: String { "삭제" }
    public var weatherKeyBackToForecast: String { "예보로 돌아가기" }
    public var weatherHintBack: String { "뒤로" }
    public var weatherKeyCloseHour: String { "시각 정보 닫기" }
    public var weatherKeyOpenHour: String { "선택한 시각의 날씨와 대기질 보기" }
    public var weatherKeySearchCity: String { "도시 검색 (한국어나 영어 이름)" }
    public var weatherHintCity: String { "도시" }
    public var weatherKeyToggleFavorite: String { "보고 있는 도시를 즐겨찾기에 추가 / 삭제" }
    public var weatherKeyFavorites: String { "즐겨찾는 도시" }
    public var weatherKeyUnits: String { "미터법 / 야드파운드법" }
    public var weatherHintUnits: String { "단위" }
    public var weatherKeyHere: String { "내 위치로 돌아가기" }
    public var weatherHintHere: String { "여기" }
    public var weatherKeyRefresh: String { "지금 새로 불러오기" }
    public var weatherKeyLineByLine: String { "한 줄씩 이동 (현재 날씨, 그다음 예보)" }
    public var weatherKeyFirstLast: String { "첫 줄 / 마지막 줄" }

    public var weatherLoading: String { "날씨 불러오는 중…" }
    public func weatherFailed(_ message: String) -> String { message + " — r 다시 시도, / 도시 검색" }
    public var weatherCitySearchTitle: String { "도시 (한국어 또는 영어) — Enter 검색, Esc 취소" }
    public func weatherFeelsLike(_ temperature: String) -> String { "체감 \(temperature)" }
    public func weatherMinMax(min: String, max: String) -> String { "최저 \(min) / 최고 \(max)" }
    public func weatherHumidity(_ value: String) -> String { "습도 \(value)" }
    public func weatherWind(_ value: String) -> String { "바람 \(value)" }
    public func weatherWindDirection(arrow: String, from abbreviation: String) -> String {
        let name: String
        switch abbreviation {
        case "N": name = "북풍"
        case "NE": name = "북동풍"
        case "E": name = "동풍"
        case "SE": name = "남동풍"
        case "S": name = "남풍"
        case "SW": name = "남서풍"
        case "W": name = "서풍"
        case "NW": name = "북서풍"
        default: name = abbreviation
        }
        return "\(arrow) \(name)"
    }
    public func weatherPressure(_ value: String) -> String { "기압 \(value)" }
    public func weatherVisibility(_ value: String) -> String { "가시거리 \(value)" }
    public func weatherClouds(_ value: String) -> String { "구름 \(value)" }
    public func weatherRainLastHour(_ millimetres: String) -> String { "지난 1시간 비 \(millimetres) mm" }
    public func weatherSnowLastHour(_ millimetres: String) -> String { "지난 1시간 눈 \(millimetres) mm" }
    public func weatherSunrise(_ time: String) -> String { "일출 \(time)" }
    public func weatherSunset(_ time: String, zone: String) -> String { "일몰 \(time) (현지 시각, \(zone))" }
    public func weatherNotCurrentLine(age: String) -> String {
        "지금 날씨 아님: \(age) 받아 둔 마지막 예보 (오프라인)"
    }
    public func weatherHourChance(_ percent: String?) -> String { "강수 확률: \(percent ?? "알 수 없음")" }
    public func weatherHourAmounts(rain: String?, snow: String?) -> String {
        "비: \(rain ?? "없음") · 눈: \(snow ?? "없음")"
    }
    public var weatherMatchesTitle: String { "같은 이름의 장소가 여러 곳 — Enter 선택, Esc 취소" }
    public var weatherFavoritesHeader: String { "즐겨찾는 도시 (추가한 순서) — Enter 보기, d 삭제, Esc 뒤로" }
    public var weatherFavoritesEmpty: String { "즐겨찾는 도시가 아직 없어요 — 도시를 보다가 f를 누르면 추가돼요" }
    public func weatherFavoriteAdded(_ date: Date) -> String {
        // The way Korean writes a date in short: "2026. 9. 22." (in the system's time zone, as the English one).
        let c = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return "\(c.year ?? 0). \(c.month ?? 0). \(c.day ?? 0). 추가"
    }
    public func weatherShortDay(weekday: Int, day: Int, month: Int) -> String {
        "\(day)일(\(weekdayShort(weekday)))"
    }

    public func weatherCondition(kind: String, strength: String?) -> String {
        switch (kind, strength) {
        case ("clear", _): return "맑음"
        case ("mainly-clear", _): return "대체로 맑음"
        case ("partly-cloudy", _): return "구름 조금"
        case ("mostly-cloudy", _): return "구름 많음"
        case ("overcast", _): return "흐림"
        case ("mist", _): return "옅은 안개"
        case ("fog", _): return "안개"
        case ("rime-fog", _): return "서리 안개"
        case ("haze", _): return "연무·연기·먼지"
        case ("snow", "heavy"): return "많은 눈"
        case ("rain-showers", _): return strengthWord(strength) + "소나기"
        case ("snow-showers", _): return strengthWord(strength) + "소낙눈"
        case ("thunderstorm-hail", "light"): return "뇌우, 약한 우박"
        case ("thunderstorm-hail", "heavy"): return "뇌우, 강한 우박"
        case ("thunderstorm-hail", _): return "뇌우, 우박"
        case ("squalls", _): return "돌풍"
        case ("tornado", _): return "토네이도"
        default:
            let names = [
                "drizzle": "이슬비", "freezing-drizzle": "어는 이슬비", "rain": "비", "freezing-rain": "어는 비",
                "sleet": "진눈깨비", "snow": "눈", "snow-grains": "싸락눈", "thunderstorm": "뇌우",
            ]
            return strengthWord(strength) + (names[kind] ?? kind)
        }
    }
    private func strengthWord(_ strength: String?) -> String {
        switch strength {
        case "light": return "약한 "
        case "heavy": return "강한 "
        default: return ""
        }
    }
    public func weatherConditionCode(_ code: Int) -> String { "날씨 코드 \(code)" }
    public var weatherConditionUnknown: String { "알 수 없음" }

    public var weatherServiceName: String { "날씨" }
    public var weatherAlertUnavailable: String { "날씨를 불러올 수 없어요" }
    public var weatherAlertCitySearch: String { "도시 검색" }
    public func weatherAirTooOld(age: String) -> String {
        "네트워크가 없고, 마지막 응답(\(age))은 너무 오래돼서 지금 대기질로 볼 수 없어요"
    }
    public var weatherEnterCityName: String { "도시 이름을 입력하세요" }
    public func weatherCityNotFound(_ name: String) -> String { "도시를 찾을 수 없어요: \(name)" }
    public func weatherPlacesMatch(count: Int, name: String) -> String {
        "“\(name)”에 맞는 곳이 \(count)곳 있어요 — /로 다시 검색"
    }
    public var weatherActionReadFavorites: String { "즐겨찾는 도시 불러오기" }
    public var weatherActionSaveFavorite: String { "즐겨찾는 도시 저장" }
    public var weatherActionRemoveFavorite: String { "즐겨찾는 도시 삭제" }
    public func weatherFavoriteAddedMessage(_ name: String) -> String { "★ 즐겨찾기에 추가했어요: \(name)" }
    public func weatherFavoriteRemovedMessage(_ name: String) -> String { "즐겨찾기에서 삭제했어요: \(name)" }

    public var weatherAirNeedsNetwork: String { "대기질은 네트워크가 있어야 볼 수 있어요 (오프라인에서는 표시하지 않아요)" }
    public var weatherAirLoading: String { "대기질: 불러오는 중…" }
    public func weatherAirFailed(_ message: String) -> String { "대기질을 불러오지 못했어요: \(message)" }
    public func weatherAirOfflineFetched(age: String) -> String { " (오프라인, \(age) 받음)" }
    public var weatherAirNoData: String { "대기질: 이곳의 자료가 없어요" }
    public func weatherAirPM10Graded(grade: String, amount: String) -> String { "미세먼지 \(grade) (\(amount))" }
    public func weatherAirPM2_5Graded(grade: String, amount: String) -> String { "초미세먼지 \(grade) (\(amount))" }
    public func weatherAirEuropean(grade: String, index: Int) -> String { "대기질 \(grade) (유럽 AQI \(index))" }
    public func weatherAirPM10(_ amount: String) -> String { "미세먼지 \(amount)" }
    public func weatherAirPM2_5(_ amount: String) -> String { "초미세먼지 \(amount)" }
    public var weatherAirWorstPerDayKorea: String { "미세먼지(하루 중 최악): " }
    public var weatherAirWorstPerDay: String { "대기질(하루 중 최악): " }
    public var weatherAirGood: String { "좋음" }
    public var weatherAirModerate: String { "보통" }
    public var weatherAirBad: String { "나쁨" }
    public var weatherAirVeryBad: String { "매우 나쁨" }
    public var weatherAirFair: String { "양호" }
    public var weatherAirPoor: String { "나쁨" }
    public var weatherAirVeryPoor: String { "매우 나쁨" }
    public var weatherAirExtremelyPoor: String { "극히 나쁨" }

    public var weatherNowcastHourlyBasis: String { " (시간별 자료 기준)" }
    public var weatherNowcastDry: String { "앞으로 2시간 동안 비 소식 없음" }
    public func weatherNowcastRain(start: String, minutes: Int, amount: String) -> String {
        "\(start)부터 약 \(minutes)분 동안 비, \(amount) mm"
    }
    public func weatherUVMax(index: Int, time: String) -> String { "자외선 최고 \(index) (\(time))" }

    public func weatherWetRun(snow: Bool, from: String, to: String, amount: String) -> String {
        "\(snow ? "눈" : "비") \(amount) mm, \(from)–\(to)"
    }
    public var weatherNoForecast: String { "예보 없음" }
    public func weatherNextDaysRange(low: String, high: String) -> String {
        "앞으로 5일 동안 기온은 \(low)에서 \(high) 사이예요."
    }
    public func weatherWarmest(at time: String, _ degrees: String) -> String { "가장 따뜻할 때: \(degrees), \(time)." }
    public func weatherColdest(at time: String, _ degrees: String) -> String { "가장 추울 때: \(degrees), \(time)." }
    public var weatherNoWetExpected: String { "비나 눈 소식은 없어요." }
    public func weatherWetExpected(_ runs: [String]) -> String { "예보: " + runs.joined(separator: "; ") + "." }
    public var weatherCaptionDry: String { " · 비나 눈 소식 없음" }
    public func weatherCaptionMore(_ count: Int) -> String { " (외 \(count)건)" }
}
