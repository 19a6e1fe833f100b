import Foundation

/// The place a day is checked for: its name and point, its hours as OpenStreetMap writes them (nil: not recorded),
/// its access record and where that came from.
public struct DayPlace: Sendable, Equatable {
    public var name: String
    public var coordinate: Coordinate
    public var openingHours: String?
    public var access: AccessRecord?
    public var accessSource: DaySource?
    /// Set when the place is itself a toilet: the nearest accessible toilet is then another one, never itself.
    public var toiletID: String?

    public init(
        name: String, coordinate: Coordinate, openingHours: String?, access: AccessRecord?, accessSource: DaySource?,
        toiletID: String? = nil
    ) {
        self.name = name; self.coordinate = coordinate; self.openingHours = openingHours; self.access = access
        self.accessSource = accessSource; self.toiletID = toiletID
    }
}

/// "Can I go today?", one use case for the tab and `travel today`: each input asked of its own source at once
/// (weather and air at the place, the nearest accessible toilet, the way there), none guessed, then `DayRules`.
public struct DayCheck: Sendable {
    let weather: (any WeatherService)?
    let air: (any AirQualityService)?
    let toilets: (any ToiletSearch)?
    let way: WayThere?
    /// Seconds east of UTC at a point.
    let utcOffset: @Sendable (Coordinate) -> Int

    /// The radius the nearest accessible toilet is looked for within.
    public static let toiletRadius = 1000

    public init(
        weather: (any WeatherService)?, air: (any AirQualityService)?, toilets: (any ToiletSearch)?, way: WayThere?,
        utcOffset: @escaping @Sendable (Coordinate) -> Int
    ) {
        self.weather = weather; self.air = air; self.toilets = toilets; self.way = way; self.utcOffset = utcOffset
    }

    /// The inputs for `place` on the local day holding `date` (today: from `now` on), for `needs`, the way from
    /// `from` (nil: not asked).
    public func inputs(
        for place: DayPlace, needs: Set<TravelNeed>, from: Coordinate?, on date: Date, now: Date
    ) async -> DayInputs {
        let offset = utcOffset(place.coordinate)
        let local = CivilTime(date, offset: offset)
        let midnight = CivilTime.date(
            year: local.year, month: local.month, day: local.day, hour: 0, minute: 0, offset: offset)
        let today = CivilTime(now, offset: offset)
        let isToday = today.year == local.year && today.month == local.month && today.day == local.day
        let minuteNow = isToday ? today.hour * 60 + today.minute : nil

        let hours = Self.hours(place.openingHours, midnight: midnight, offset: offset, at: place.coordinate)
        // The elevators on the way are read open or closed when the visit would begin.
        let arrival = midnight.addingTimeInterval(Double(Self.arrivalMinute(hours, minuteNow: minuteNow) * 60))

        async let weatherInput = weatherDay(at: place, midnight: midnight, now: now)
        async let airInput = airDay(at: place.coordinate, midnight: midnight)
        async let toiletInput = nearestToilet(
            to: place.coordinate, other: place.toiletID, midnight: midnight, offset: offset)
        async let wayInput = wayThere(from: from, to: place.coordinate, needs: needs, at: arrival)

        return DayInputs(
            midnight: midnight, utcOffset: offset, minuteNow: minuteNow, hours: hours,
            access: TravelNeed.allCases.filter(needs.contains).map {
                DayInputs.Need(need: $0, verdict: $0.verdict(place.access))
            },
            accessSource: place.accessSource, weather: await weatherInput, air: await airInput,
            toilet: await toiletInput.toilet, toiletNotAsked: await toiletInput.notAsked,
            placeIsToilet: place.toiletID != nil, way: await wayInput)
    }

    /// When a visit would begin, minutes from midnight: the first open stretch still ahead (today: not before now),
    /// leaving out the night before's hours spilling past midnight; a place open all day, or whose hours say
    /// nothing plain, at noon (today: now, when later).
    static func arrivalMinute(_ hours: DayInputs.Hours, minuteNow: Int?) -> Int {
        let noon = max(720, minuteNow ?? 0)
        guard case .open(var stretches, _, _, _) = hours else { return min(noon, 1439) }
        if stretches.count > 1, stretches[0].start == 0 { stretches.removeFirst() }  // last night's, after midnight
        if stretches == [DayStretch(0, 1440)] { return min(noon, 1439) }
        let now = minuteNow ?? 0
        guard let next = stretches.first(where: { $0.end > now }) else { return min(max(now, 0), 1439) }
        return max(next.start, now)
    }

    /// The day's stretches from the hours (with the place's holidays), or that none are recorded.
    static func hours(_ text: String?, midnight: Date, offset: Int, at point: Coordinate) -> DayInputs.Hours {
        guard let text, !text.isEmpty else { return .notRecorded }
        let hours = OpeningHours(text)
        guard hours.isUnderstood, let day = hours.weekAhead(from: midnight, offset: offset, coordinate: point).first
        else { return .notUnderstood(text) }
        let open = day.intervals.filter { $0.state == .open }.map { DayStretch($0.start, $0.end) }
        let unknown = day.intervals.filter { $0.state == .unknown }.map { DayStretch($0.start, $0.end) }
        if open.isEmpty && unknown.isEmpty { return .closed(holiday: day.holiday) }
        return .open(open, unknownStretches: unknown, holiday: day.holiday, text: text)
    }

    func weatherDay(at place: DayPlace, midnight: Date, now: Date) async -> DayInputs.Weather {
        guard let weather else { return .missing(.unavailable) }
        guard let report = try? await weather.report(at: place.coordinate, name: place.name) else {
            return .missing(.unavailable)
        }
        guard report.source != .sample else { return .missing(.sample) }
        let end = midnight.addingTimeInterval(86_400)
        var steps = report.forecast.filter { $0.time < end && $0.time.addingTimeInterval(3 * 3600) > midnight }.map {
            step -> DayInputs.WeatherStep in
            let start = Int(step.time.timeIntervalSince(midnight) / 60)
            return DayInputs.WeatherStep(
                stretch: DayStretch(max(0, start), min(1440, start + 180)), rainMillimetres: step.rain ?? 0,
                snowMillimetres: step.snow ?? 0, temperature: step.temperature, windSpeed: step.windSpeed)
        }
        // Today, from now to the first step (the forecast starts at the next 3-hour boundary): the conditions now,
        // their last hour's rain and snow, stand for that stretch instead of nothing.
        let nowMinute = Int(now.timeIntervalSince(midnight) / 60)
        if (0..<1440).contains(nowMinute), let first = steps.first?.stretch.start, first > nowMinute {
            let current = report.current
            // The last hour's rate over the stretch, so it meets the 3-hour steps' threshold on their terms.
            let hours = Double(first - nowMinute) / 60
            steps.insert(
                DayInputs.WeatherStep(
                    stretch: DayStretch(nowMinute, first), rainMillimetres: (current.rainLastHour ?? 0) * hours,
                    snowMillimetres: (current.snowLastHour ?? 0) * hours, temperature: current.temperature,
                    windSpeed: current.windSpeed), at: 0)
        }
        guard !steps.isEmpty else { return .missing(.beyondForecast) }
        let name = report.source.displayName
        return .known(steps: steps, nowcast: report.nowcast, source: DaySource(name: name, origin: report.origin))
    }

    func airDay(at point: Coordinate, midnight: Date) async -> DayInputs.Air? {
        guard let air, let answer = try? await air.airQuality(at: point) else { return nil }
        let end = midnight.addingTimeInterval(86_400)
        let hours = answer.hourly.filter { $0.time >= midnight && $0.time < end }.compactMap {
            hour -> DayInputs.AirHour? in
            guard let grade = hour.worstGrade(inKorea: point.isInKorea) else { return nil }
            let start = Int(hour.time.timeIntervalSince(midnight) / 60)
            return DayInputs.AirHour(stretch: DayStretch(start, start + 60), grade: grade)
        }
        guard !hours.isEmpty else { return nil }
        return DayInputs.Air(hours: hours, source: DaySource(name: answer.source, origin: answer.origin))
    }

    /// The nearest usable toilet; `notAsked` when no answer came (no source, or the search failed).
    func nearestToilet(to point: Coordinate, other than: String? = nil, midnight: Date, offset: Int) async -> (
        toilet: DayInputs.Toilet?, notAsked: Bool
    ) {
        guard let toilets, let answer = try? await toilets.toilets(around: point, radius: Self.toiletRadius) else {
            return (nil, true)
        }
        let usable = answer.toilets.filter { [.yes, .limited].contains($0.wheelchairState) && $0.id != than }
        guard let nearest = usable.min(by: { $0.distance < $1.distance }) else { return (nil, false) }
        // Open at some time of the day, by its hours (nil: not recorded or not read).
        var openThen: Bool?
        if let hours = nearest.hours, hours.isUnderstood,
            let day = hours.weekAhead(from: midnight, offset: offset, coordinate: point).first
        {
            openThen = day.intervals.contains { $0.state == .open } ? true : day.intervals.isEmpty ? false : nil
        }
        let source = DaySource(
            name: nearest.sources.map(\.name).joined(separator: ", "),
            kind: nearest.sources == [.osm] ? (answer.origin?.isOfflineCopy == true ? .keptCopy : .live) : .bundled,
            fetchedAt: answer.origin?.fetchedAt)
        let toilet = DayInputs.Toilet(
            name: nearest.name ?? "", distance: nearest.distance, wheelchair: nearest.wheelchairState,
            openThen: openThen, source: source)
        return (toilet, false)
    }

    func wayThere(from: Coordinate?, to: Coordinate, needs: Set<TravelNeed>, at now: Date) async -> DayInputs.Way {
        guard let from else { return .missing(.noLocation) }
        guard let way else { return .missing(.offline) }
        let profile = RoutePlanning.profile(for: needs)
        do {
            let answer = try await way.find(from: from, to: to, rules: RouteRules(profile: profile), at: now)
            let source = DaySource(name: "OpenStreetMap", origin: answer.origin)  // not UI: a source's name
            switch answer.outcome {
            case .success(let route):
                return .found(
                    distance: route.distance, profile: profile, unknowns: route.unknowns.count, source: source)
            case .failure(let none):
                if none.offNetwork { return .missing(.offNetwork) }
                // Not even on foot: the map fetched does not join the ends — unknown, not a "no".
                if none.footDistance == nil { return .missing(.notConnected) }
                return .none(profile: profile, block: none.block?.what, footDistance: none.footDistance, source: source)
            }
        } catch is OverpassWalkNetwork.TooFar {
            return .missing(.tooFar)
        } catch is WayThere.NothingKept {
            return .missing(.offline)
        } catch {
            return .missing(.unavailable)
        }
    }
}

extension AirQuality.Hour {
    /// The hour's grade on the place's scale: in Korea the worse of PM10's and PM2.5's; elsewhere the European
    /// AQI's band (nil: no value for it).
    public func worstGrade(inKorea: Bool) -> AirGrade? {
        let grades: [AirGrade] =
            inKorea
            ? [pm10.map(AirGrade.koreanPM10), pm2_5.map(AirGrade.koreanPM2_5)].compactMap { $0 }
            : [europeanAQI.map(AirGrade.european)].compactMap { $0 }
        return grades.max { $0.severity < $1.severity }
    }
}
