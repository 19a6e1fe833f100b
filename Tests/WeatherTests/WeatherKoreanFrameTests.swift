import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Weather

/// The Weather tab in Korean: golden frames of each view at 100×30 and 80×24 (the same sample report as the
/// English goldens), and the sentences that are crisp enough to say exactly.
@MainActor
struct WeatherKoreanFrameTests {
    static let sizes = [(100, 30), (80, 24)]

    func makeShell(airQuality: (any AirQualityService)? = nil) throws -> (Shell, WeatherViewModel) {
        try makeSampleWeatherShell(airQuality: airQuality)
    }

    func expectGoldens(_ shell: Shell, _ name: String) {
        for (w, h) in Self.sizes {
            let diff = Golden.compare(frame(of: shell, w, h), named: "\(name)-\(w)x\(h)-ko")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    func screen(_ shell: Shell) -> String { frame(of: shell, 100, 30).joined(separator: "\n") }

    @Test func theReport_goldenFrames() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            expectGoldens(shell, "weather")
            let lines = frame(of: shell, 100, 30)
            let text = lines.joined(separator: "\n")
            #expect(lines[0].contains("2 날씨"))
            #expect(lines[1].hasPrefix("샘플 데이터  ☆ 판교, KR (내 위치)  방금 업데이트"))  // the warning first
            #expect(lines[2] == " ☾ 17°C  대체로 맑음")
            #expect(text.contains("체감 17°C") && text.contains("최저 15°C / 최고 25°C") && text.contains("습도 59%"))
            #expect(text.contains("바람 5.1 m/s ← 동풍") && text.contains("기압 1018 hPa"))
            #expect(text.contains("일몰 18:31 (현지 시각, UTC+9)"))
            #expect(text.contains("대기질은 네트워크가 있어야 볼 수 있어요"))
            #expect(text.contains("13–24°C · 비 4.9 mm, 9월 22일 (화) 06:00–15:00 (외 1건)"))
            #expect(text.contains("│23일(수)"))
            #expect(text.contains("약한 비") && text.contains("구름 많음"))
            #expect(lines[28].hasPrefix("샘플 날씨 (오프라인)"))  // the news line
            #expect(lines[29].contains("/ 도시  f ★  v 즐겨찾기  u 단위  c 여기"))
            // None of the English catalogue's words for this view is left.
            for english in [
                "Weather", "feels like", "humidity", "sunrise", "sunset", "SAMPLE DATA", "updated", "your location",
                "air quality", "few clouds", "light rain", "favourites", "units", "rain Tue",
            ] {
                #expect(!text.contains(english), "\(english)")
            }
        }
    }

    @Test func theAccessibleMode_saysTheChartInKoreanSentences() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            shell.accessible = true
            await model.settle()
            expectGoldens(shell, "weather-accessible")
            let lines = frame(of: shell, 100, 30)
            #expect(lines[0].hasPrefix("날씨 — 판교 예보"))
            let text = lines.joined(separator: "\n")
            #expect(text.contains("앞으로 5일 동안 기온은 13°C에서 24°C 사이예요."))
            #expect(text.contains("가장 따뜻할 때: ") && text.contains("가장 추울 때: "))
            #expect(text.contains("예보: 비 4.9 mm, 9월 22일 (화) 06:00–15:00"))
            #expect(lines[28] == "샘플 날씨 (오프라인)")
        }
    }

    @Test func theHour_goldenFrames() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            _ = screen(shell)  // a frame first: the forecast list learns its length when drawn
            shell.handle(.char("G"))  // the last step of the forecast
            shell.handle(.enter)
            guard case .hour = model.state.mode else {
                Issue.record("no hour view: \(model.state.mode)\n\(screen(shell))"); return
            }
            expectGoldens(shell, "weather-hour")
            let text = screen(shell)
            #expect(text.contains("강수 확률: ") && text.contains("Esc로 닫기"))
            #expect(text.contains("비: ") && text.contains(" · 눈: "))
            #expect(shell.activeTab?.viewDescription.hasPrefix("날씨 — ") == true)
            #expect(shell.activeTab?.viewDescription.hasSuffix(" 예보") == true)
        }
    }

    @Test func theCitySearch_goldenFrames() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("/"))
            for ch in "도쿄" { shell.handle(.char(ch)) }
            expectGoldens(shell, "weather-search")
            #expect(screen(shell).contains("도시 (한국어 또는 영어) — Enter 검색, Esc 취소"))
            #expect(shell.activeTab?.viewDescription == "날씨 — 도시 검색 입력란")
        }
    }

    @Test func theCityChoice_goldenFrames() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            // As a search with two matches leaves it.
            model.send(
                .citiesFound(
                    [
                        CityMatch(
                            name: "Springfield", localName: nil, state: "Illinois", country: "US",
                            coordinate: Coordinate(latitude: 39.78, longitude: -89.65)),
                        CityMatch(
                            name: "Springfield", localName: nil, state: "Missouri", country: "US",
                            coordinate: Coordinate(latitude: 37.21, longitude: -93.29)),
                    ], name: "Springfield"))
            expectGoldens(shell, "weather-choice")
            #expect(screen(shell).contains("같은 이름의 장소가 여러 곳 — Enter 선택, Esc 취소"))
            #expect(shell.activeTab?.viewDescription == "날씨 — 도시 고르기, 2곳 중 1번째 선택됨")
        }
    }

    @Test func theFavourites_goldenFramesEmpty_thenACityAdded() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell()
            await model.settle()
            shell.handle(.char("v"))
            #expect(model.state.mode == .favorites)
            expectGoldens(shell, "weather-favourites")
            var text = screen(shell)
            #expect(text.contains("즐겨찾는 도시 (추가한 순서) — Enter 보기, d 삭제, Esc 뒤로"))
            #expect(text.contains("즐겨찾는 도시가 아직 없어요 — 도시를 보다가 f를 누르면 추가돼요"))
            #expect(shell.activeTab?.viewDescription == "날씨 — 즐겨찾는 도시 0곳")
            shell.handle(.escape)
            shell.handle(.char("f"))
            #expect(model.state.message == "★ 즐겨찾기에 추가했어요: 판교")
            shell.handle(.char("v"))
            text = screen(shell)
            // The date is the system's (its time zone), so the row is checked by its parts, not by a golden.
            #expect(text.contains("★ 판교") && text.contains(" 추가"))
            #expect(shell.activeTab?.viewDescription == "날씨 — 즐겨찾는 도시 1곳, 1번째 선택됨")
            shell.handle(.char("d"))
            #expect(model.state.message == "즐겨찾기에서 삭제했어요: 판교")
        }
    }

    @Test func theAir_isGradedInKoreanWords_onTheScreenAndUnderTheChart() async throws {
        try await Localization.with(.korean) {
            let (shell, model) = try makeShell(airQuality: SteadyAir())
            await model.settle()
            expectGoldens(shell, "weather-air")
            let text = screen(shell)
            #expect(text.contains("미세먼지 보통 (42 µg/m³) · 초미세먼지 나쁨 (38 µg/m³) · O₃ 61 µg/m³ · NO₂ 12 µg/m³"))
            #expect(text.contains("미세먼지(하루 중 최악): 21일(월) 나쁨 · 22일(화) 나쁨"))
        }
    }

    @Test func messagesOfTheSearch_areKoreanSentences() async throws {
        try await Localization.with(.korean) {
            let (_, model) = try makeShell()
            await model.settle()
            model.send(.search("  "))
            #expect(model.state.message == "도시 이름을 입력하세요")
            model.send(.search("Atlantis"))
            await model.settle()
            #expect(model.state.message == "도시를 찾을 수 없어요: Atlantis")
            #expect(L.weatherPlacesMatch(count: 2, name: "Springfield") == "“Springfield”에 맞는 곳이 2곳 있어요 — /로 다시 검색")
        }
    }

    @Test func theAirTheRainAndTheUV_inKoreanSentences() {
        Localization.with(.korean) {
            let seoul = Coordinate(latitude: 37.57, longitude: 126.98)
            let lisbon = Coordinate(latitude: 38.72, longitude: -9.14)
            let time = Date(timeIntervalSince1970: 1_790_000_000)
            let air = AirQuality(
                time: time, pm10: 42, pm2_5: 38, ozone: nil, nitrogenDioxide: nil, europeanAQI: 55, hourly: [],
                source: "test")
            #expect(AirQualityInWords.sentence(air, at: seoul) == "미세먼지 보통 (42 µg/m³) · 초미세먼지 나쁨 (38 µg/m³)")
            #expect(
                AirQualityInWords.sentence(air, at: lisbon) == "대기질 보통 (유럽 AQI 55) · 미세먼지 42 µg/m³ · 초미세먼지 38 µg/m³")
            #expect(AirQualityInWords.sentence(.needsNetwork, at: seoul).hasPrefix("대기질은 네트워크가 있어야"))
            #expect(AirQualityInWords.sentence(.loading, at: seoul) == "대기질: 불러오는 중…")
            #expect(AirGrade.veryBad.words == "매우 나쁨" && AirGrade.extremelyPoor.words == "극히 나쁨")
            let local = LocalTimeFormatter(offset: 9 * 3600)
            let start = Date(timeIntervalSince1970: Double(1_790_000_000 - 1_790_000_000 % 900))
            let rain = Nowcast(start: start, minutes: 45, millimetres: 1.2, stepMinutes: 15)
            #expect(AirQualityInWords.nowcast(rain, local: local) == "\(local.time(start))부터 약 45분 동안 비, 1.2 mm")
            let dry = Nowcast(start: nil, minutes: 0, millimetres: 0, stepMinutes: 60)
            #expect(AirQualityInWords.nowcast(dry, local: local) == "앞으로 2시간 동안 비 소식 없음 (시간별 자료 기준)")
            #expect(AirQualityInWords.uv(UVPeak(index: 6.2, time: start), local: local).hasPrefix("자외선 최고 6 ("))
        }
    }

    /// Every class the app has, at every strength, has words in both languages that differ from each other's (in
    /// Korean within the forecast's 18-column field); whichever provider answered, the screen says the class.
    @Test func everyWeatherClass_hasItsOwnWordsInBothLanguages_whicheverProviderAnswered() {
        for language in [Language.english, .korean] {
            Localization.with(language) {
                let kinds = WeatherCondition.Kind.allCases.filter { $0 != .unknown }
                let names = kinds.map { WeatherCondition(kind: $0, reported: "").words }
                #expect(Set(names).count == kinds.count, "\(names)")  // no two classes read alike
                for kind in kinds {
                    let said = [nil, .light, .moderate, .heavy].map {
                        WeatherCondition(kind: kind, strength: $0, reported: "").words
                    }
                    for words in said {
                        #expect(!words.contains("-"), "\(kind) → \(words)")  // never a raw value
                        #expect(language == .english || words.displayWidth <= 18, "\(kind) → \(words)")
                        let hangul = words.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                        #expect(hangul == (language == .korean), "\(kind) → \(words)")  // never the other's words
                    }
                    // The classes the providers give a strength (light rain, heavy snow): three words each.
                    let graded: Set<WeatherCondition.Kind> = [
                        .drizzle, .freezingDrizzle, .rain, .freezingRain, .snow, .rainShowers, .snowShowers,
                        .thunderstorm, .thunderstormWithHail,
                    ]
                    if graded.contains(kind) {
                        #expect(Set(said.dropFirst()).count == 3, "\(kind): \(said)")  // light, moderate, heavy
                    }
                }
            }
        }
        Localization.with(.korean) {
            #expect(WMOWeatherCode.condition(61, isDay: true).words == "약한 비")
            #expect(WMOWeatherCode.condition(42, isDay: true).words == "날씨 코드 42")
            let openWeather = WeatherCondition(kind: .rain, strength: .light, reported: "light rain")
            #expect(openWeather.words == "약한 비")  // not the provider's English
        }
        Localization.with(.english) {
            #expect(WMOWeatherCode.condition(61, isDay: true).words == "light rain")
            #expect(WMOWeatherCode.condition(nil, isDay: true).words == "unknown")
        }
    }

    /// English stays what it was (every English golden depends on it); the short day is six characters as before.
    @Test func theEnglishShortDay_isTheFirstSixCharactersOfTheDate() {
        #expect(English().weatherShortDay(weekday: 4, day: 23, month: 9) == "Wed 23")
        #expect(English().weatherShortDay(weekday: 5, day: 1, month: 10) == "Thu 1 ")
        #expect(Korean().weatherShortDay(weekday: 4, day: 23, month: 9) == "23일(수)")
        #expect(English().weatherUpdated(minutes: 0) == "updated just now")
        #expect(Korean().weatherUpdated(minutes: 5) == "5분 전 업데이트")
    }
}
