import Foundation
import Testing

@testable import Services

/// What `DayCheck` gathers: the day's hours with Korea's holidays, sample weather as missing (never a verdict), the
/// nearest accessible toilet (a toilet without a wheelchair fact is not one), and a way not asked said as such.
struct DayCheckTests {
    static let museum = Coordinate(latitude: 37.5796, longitude: 126.9770)

    @Test func aHolidayClosesTheDay_andNamesIt() {
        let chuseok = CivilTime.date(year: 2026, month: 9, day: 25, hour: 0, minute: 0, offset: 32_400)
        let hours = DayCheck.hours(
            "Mo-Su 09:00-18:00; PH off", midnight: chuseok, offset: 32_400, at: Self.museum)
        guard case .closed(let holiday) = hours else { return #expect(Bool(false), "\(hours)") }
        #expect(holiday?.english.contains("Chuseok") == true)
        let workday = CivilTime.date(year: 2026, month: 9, day: 29, hour: 0, minute: 0, offset: 32_400)
        #expect(
            DayCheck.hours("Mo-Su 09:00-18:00; PH off", midnight: workday, offset: 32_400, at: Self.museum)
                == .open([DayStretch(540, 1080)], unknownStretches: [], holiday: nil, text: "Mo-Su 09:00-18:00; PH off")
        )
        #expect(DayCheck.hours(nil, midnight: workday, offset: 32_400, at: Self.museum) == .notRecorded)
        #expect(
            DayCheck.hours("ask the guard", midnight: workday, offset: 32_400, at: Self.museum)
                == .notUnderstood("ask the guard"))
    }

    struct SampleWeather: WeatherService {
        func report(at point: Coordinate, name: String?) async throws -> WeatherReport {
            let current = WeatherReport.Current(
                time: Date(), temperature: 10, feelsLike: nil, minimum: nil, maximum: nil, humidity: nil,
                pressure: nil, windSpeed: nil, windDegrees: nil, visibility: nil, clouds: nil,
                condition: WeatherCondition(kind: .clear, reported: "clear"), rainLastHour: nil, snowLastHour: nil,
                sunrise: nil, sunset: nil)
            // A forecast over the day, from the sample model: never a verdict.
            let steps = (0..<8).map { i in
                WeatherReport.Step(
                    time: Date(timeIntervalSince1970: 1_796_000_000 + Double(i) * 10_800), temperature: 10,
                    condition: WeatherCondition(kind: .clear, reported: "clear"), precipitationChance: nil, rain: nil,
                    snow: nil)
            }
            return WeatherReport(
                name: "x", country: "KR", coordinate: point, timezoneOffset: 32_400, current: current,
                forecast: steps, source: .sample)
        }
        func searchCity(_ name: String) async throws -> [CityMatch] { [] }
    }

    /// A live answer at 13:10 whose forecast starts at the next boundary, 15:00; raining now.
    struct LiveWeatherRainingNow: WeatherService {
        static let now = CivilTime.date(year: 2026, month: 12, day: 1, hour: 13, minute: 10, offset: 32_400)
        func report(at point: Coordinate, name: String?) async throws -> WeatherReport {
            let current = WeatherReport.Current(
                time: Self.now, temperature: 4, feelsLike: nil, minimum: nil, maximum: nil, humidity: nil,
                pressure: nil, windSpeed: 3, windDegrees: nil, visibility: nil, clouds: nil,
                condition: WeatherCondition(kind: .rain, reported: "rain"), rainLastHour: 1.8, snowLastHour: nil,
                sunrise: nil, sunset: nil)
            let steps = (0..<3).map { i in
                WeatherReport.Step(
                    time: Self.now.addingTimeInterval(6600 + Double(i) * 10_800), temperature: 5,
                    condition: WeatherCondition(kind: .clear, reported: "clear"), precipitationChance: nil, rain: nil,
                    snow: nil)
            }
            return WeatherReport(
                name: "x", country: "KR", coordinate: point, timezoneOffset: 32_400, current: current,
                forecast: steps, source: .openMeteo)
        }
        func searchCity(_ name: String) async throws -> [CityMatch] { [] }
    }

    /// Today, the stretch from now to the forecast's first step is the conditions now (raining: wet), not nothing.
    @Test func today_theStretchBeforeTheFirstStep_isTheConditionsNow() async {
        let check = DayCheck(
            weather: LiveWeatherRainingNow(), air: nil, toilets: nil, way: nil, utcOffset: { _ in 32_400 })
        let place = DayPlace(name: "m", coordinate: Self.museum, openingHours: "24/7", access: nil, accessSource: nil)
        let now = LiveWeatherRainingNow.now
        let day = await check.inputs(for: place, needs: [], from: nil, on: now, now: now)
        guard case .known(let steps, _, _) = day.weather else { return #expect(Bool(false), "\(day.weather)") }
        #expect(steps.first?.stretch == DayStretch(790, 900))
        // The last hour's rate over the 1 h 50 min to 15:00.
        #expect(abs((steps.first?.rainMillimetres ?? 0) - 1.8 * 110 / 60) < 1e-9)
        #expect(steps.dropFirst().first?.stretch.start == 900)
    }

    struct Toilets: ToiletSearch {
        func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer {
            let unknown = PublicToilet(
                id: "osm:node/1", name: "near, no fact", coordinate: center, distance: 10, wheelchair: nil,
                changingTable: .unknown, fee: nil, openingHours: nil, isPublicToilet: true)
            let usable = PublicToilet(
                id: "osm:node/2", name: "further, accessible", coordinate: center, distance: 80,
                wheelchair: AccessFact(.toilet, .yes, source: .osm), changingTable: .unknown, fee: nil,
                openingHours: "24/7", isPublicToilet: true)
            return ToiletAnswer(toilets: [unknown, usable])
        }
    }

    @Test func sampleWeather_isMissing_theToiletIsTheNearestAccessible_andNoLocationIsSaid() async {
        let check = DayCheck(
            weather: SampleWeather(), air: nil, toilets: Toilets(), way: nil, utcOffset: { _ in 32_400 })
        let place = DayPlace(
            name: "museum", coordinate: Self.museum, openingHours: "24/7", access: nil, accessSource: nil)
        let now = CivilTime.date(year: 2026, month: 12, day: 1, hour: 10, minute: 30, offset: 32_400)
        let day = await check.inputs(for: place, needs: [.wheelchair], from: nil, on: now, now: now)
        #expect(day.weather == .missing(.sample))
        #expect(day.toilet?.name == "further, accessible" && day.toilet?.openThen == true)
        #expect(day.way == .missing(.noLocation))
        #expect(day.minuteNow == 630)
        #expect(day.access.map(\.need) == [.wheelchair] && day.access.first?.verdict.isUnknown == true)
        #expect(DayRules.verdict(day).kind == .cannotSay)
    }

    /// A toilet's own card names the nearest accessible toilet other than itself.
    @Test func aToiletsCard_namesAnotherToilet_notItself() async {
        let check = DayCheck(weather: nil, air: nil, toilets: Toilets(), way: nil, utcOffset: { _ in 32_400 })
        let place = DayPlace(
            name: "further, accessible", coordinate: Self.museum, openingHours: "24/7", access: nil,
            accessSource: nil, toiletID: "osm:node/2")
        let day = await check.inputs(for: place, needs: [], from: nil, on: Date(), now: Date())
        #expect(day.toilet == nil && !day.toiletNotAsked && day.placeIsToilet)
        #expect(DayRules.verdict(day).reasons.contains { $0.fact == .noOtherToilet })
    }

    struct FailingToilets: ToiletSearch {
        func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer {
            throw ServiceError.noNetwork(service: "OpenStreetMap")
        }
    }
    struct NoUsableToilets: ToiletSearch {
        func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer { ToiletAnswer(toilets: []) }
    }

    /// A toilet search that failed (or could not be made) leaves the toilets not known; one that answered with none
    /// usable is "none within 1 km".
    @Test func aFailedToiletSearch_isNotKnown_notNone() async {
        let place = DayPlace(name: "m", coordinate: Self.museum, openingHours: "24/7", access: nil, accessSource: nil)
        let now = Date()
        for (search, notAsked) in [
            (FailingToilets() as (any ToiletSearch)?, true), (NoUsableToilets(), false), (nil, true),
        ] {
            let check = DayCheck(weather: nil, air: nil, toilets: search, way: nil, utcOffset: { _ in 32_400 })
            let day = await check.inputs(for: place, needs: [], from: nil, on: now, now: now)
            #expect(day.toilet == nil && day.toiletNotAsked == notAsked, "\(String(describing: search))")
        }
    }

    /// Another day's way reads the elevators' hours at the place's opening that day, not at the moment asked: an
    /// elevator closed tonight carries the visit tomorrow morning.
    @Test func anotherDaysWay_readsTheElevatorAtOpening_notNow() async {
        let map = "A---B---C"
        let answer = RouteFixture.answer(
            map,
            ways: [
                ("AB", ["highway": "footway", "surface": "asphalt", "width": "2", "incline": "0%"]),
                ("BC", ["highway": "elevator", "opening_hours": "08:00-20:00"]),
            ])
        let at = RouteFixture.points(map)
        let way = WayThere(
            source: OverpassWalkNetwork(
                transport: StubTransport { _ in HTTPResponse(status: 200, headers: [:], body: answer) },
                baseURL: URL(string: "http://127.0.0.1:9/api")!),
            keptOnly: false, utcOffset: { _ in 32_400 })
        let check = DayCheck(weather: nil, air: nil, toilets: nil, way: way, utcOffset: { _ in 32_400 })
        let place = DayPlace(
            name: "C", coordinate: at["C"]!, openingHours: "Mo-Su 09:00-18:00", access: nil, accessSource: nil)
        let tonight = CivilTime.date(year: 2026, month: 12, day: 1, hour: 22, minute: 0, offset: 32_400)
        let tomorrow = CivilTime.date(year: 2026, month: 12, day: 2, hour: 12, minute: 0, offset: 32_400)
        let later = await check.inputs(for: place, needs: [.wheelchair], from: at["A"]!, on: tomorrow, now: tonight)
        guard case .found = later.way else { return #expect(Bool(false), "\(later.way)") }
        let now = await check.inputs(for: place, needs: [.wheelchair], from: at["A"]!, on: tonight, now: tonight)
        // At 22:00 the elevator is closed: no way for wheels, the closed elevator named as what blocks it.
        guard case .none(_, let block, _, _) = now.way else { return #expect(Bool(false), "\(now.way)") }
        #expect(block == "opening_hours=closed")
    }

    /// When a visit would begin: the first open stretch still ahead, not last night's hours after midnight; a place
    /// open all day at noon; today not before now.
    @Test func theVisitBegins_atTheFirstOpenMinuteAhead() {
        func open(_ stretches: [DayStretch]) -> DayInputs.Hours {
            .open(stretches, unknownStretches: [], holiday: nil, text: "")
        }
        let cases: [(DayInputs.Hours, Int?, Int)] = [
            (open([DayStretch(540, 1080)]), nil, 540),
            (open([DayStretch(540, 1080)]), 390, 540),  // 06:30 today, opening at 09:00
            (open([DayStretch(540, 1080)]), 840, 840),  // 14:00 today: now
            (open([DayStretch(0, 120), DayStretch(1080, 1440)]), nil, 1080),  // Friday night's hours after midnight
            (open([DayStretch(0, 1440)]), nil, 720),  // 24/7: noon
            (open([DayStretch(0, 1440)]), 900, 900),
            (.notRecorded, nil, 720),
        ]
        for (hours, now, expected) in cases {
            #expect(DayCheck.arrivalMinute(hours, minuteNow: now) == expected, "\(hours) at \(String(describing: now))")
        }
    }

    /// Ends the fetched map does not join (not even on foot): the way there is not known — never a "no" that would
    /// say "not today".
    @Test func endsTheMapDoesNotJoin_areUnknown_notANo() async {
        let map = "A-B    C-D"
        let answer = RouteFixture.answer(map, ways: [("AB", ["highway": "footway"]), ("CD", ["highway": "footway"])])
        let at = RouteFixture.points(map)
        let way = WayThere(
            source: OverpassWalkNetwork(
                transport: StubTransport { _ in HTTPResponse(status: 200, headers: [:], body: answer) },
                baseURL: URL(string: "http://127.0.0.1:9/api")!),
            keptOnly: false, utcOffset: { _ in 32_400 })
        let check = DayCheck(weather: nil, air: nil, toilets: nil, way: way, utcOffset: { _ in 32_400 })
        let place = DayPlace(name: "D", coordinate: at["D"]!, openingHours: nil, access: nil, accessSource: nil)
        let now = Date()
        let day = await check.inputs(for: place, needs: [.wheelchair], from: at["A"]!, on: now, now: now)
        #expect(day.way == .missing(.notConnected))
    }
}
