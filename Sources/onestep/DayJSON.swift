import Foundation
import Services
import Travel

/// `travel today --json`: the verdict (`go`, `go_between`, `not_today`, `cannot_say`), its window, its reasons (each
/// with its rule id, its words, whether it decides, its source and age), and each input as it was known.
struct DayJSON: Encodable {
    struct Place: Encodable { let name: String, id: Nullable<String>, lat: Double, lon: Double }
    struct Window: Encodable { let from: String, to: String }
    struct Source: Encodable {
        let name: String, kind: String, fetchedAt: Nullable<String>
        enum CodingKeys: String, CodingKey { case name, kind, fetchedAt = "fetched_at" }
        init?(_ s: DaySource?) {
            guard let s else { return nil }
            name = s.name; kind = s.kind.rawValue; fetchedAt = Nullable(s.fetchedAt.map(CivilTime.utcStamp))
        }
    }
    struct Reason: Encodable { let rule: String, words: String, decides: Bool, source: Nullable<Source> }
    struct Hours: Encodable {
        let state: String, open: [Window], unknown: [Window], holiday: Nullable<String>, text: Nullable<String>
    }
    struct Need: Encodable { let need: String, verdict: String, why: Nullable<String> }
    struct Step: Encodable {
        let from: String, to: String, rainMm: Double, snowMm: Double, temperatureC: Double, windMs: Nullable<Double>
        enum CodingKeys: String, CodingKey {
            case from, to, rainMm = "rain_mm", snowMm = "snow_mm", temperatureC = "temperature_c", windMs = "wind_ms"
        }
    }
    struct Weather: Encodable { let missing: Nullable<String>, steps: [Step], source: Nullable<Source> }
    struct AirHour: Encodable { let from: String, to: String, grade: String }
    struct Air: Encodable { let hours: [AirHour], source: Source }
    struct Toilet: Encodable {
        let name: String, distanceM: Int, wheelchair: String, openThatDay: Nullable<Bool>, source: Source
        enum CodingKeys: String, CodingKey {
            case name, distanceM = "distance_m", wheelchair, openThatDay = "open_that_day", source
        }
    }
    struct Way: Encodable {
        let state: String, profile: Nullable<String>, distanceM: Nullable<Int>, unknowns: Nullable<Int>
        let blocked: Nullable<String>, footDistanceM: Nullable<Int>, missing: Nullable<String>
        let source: Nullable<Source>
        enum CodingKeys: String, CodingKey {
            case state, profile, distanceM = "distance_m", unknowns, blocked, footDistanceM = "foot_distance_m"
            case missing, source
        }
    }
    struct Inputs: Encodable {
        let hours: Hours, needs: [Need], weather: Weather, air: Nullable<Air>, toilet: Nullable<Toilet>, way: Way
        /// False when the toilets could not be asked: a null `toilet` is then "not known", not "none near".
        let toiletsAsked: Bool
        enum CodingKeys: String, CodingKey {
            case hours, needs, weather, air, toilet, way, toiletsAsked = "toilets_asked"
        }
    }

    let place: Place
    let date: String
    let verdict: String
    let summary: String
    let window: Nullable<Window>
    let windows: [Window]
    let reasons: [Reason]
    let inputs: Inputs

    init(place p: DayPlace, id: String?, inputs i: DayInputs, verdict v: DayVerdict, now: Date) {
        func window(_ s: DayStretch) -> Window {
            Window(from: DayWords.clock(s.start), to: DayWords.clock(s.end))
        }
        place = Place(name: p.name, id: Nullable(id), lat: p.coordinate.latitude, lon: p.coordinate.longitude)
        let d = i.date
        date = String(format: "%04d-%02d-%02d", d.year, d.month, d.day)
        verdict = v.kind.rawValue
        summary = DayWords.verdict(v)
        self.window = Nullable(v.window.map(window))
        windows = v.windows.map(window)
        reasons = v.reasons.map {
            Reason(
                rule: $0.rule.rawValue, words: DayWords.fact($0.fact), decides: $0.decides,
                source: Nullable(Source($0.source)))
        }
        let hours: Hours
        switch i.hours {
        case .notRecorded:
            hours = Hours(
                state: "not_recorded", open: [], unknown: [], holiday: Nullable(nil), text: Nullable(p.openingHours))
        case .notUnderstood(let text):
            hours = Hours(state: "not_understood", open: [], unknown: [], holiday: Nullable(nil), text: Nullable(text))
        case .closed(let holiday):
            hours = Hours(
                state: "closed", open: [], unknown: [], holiday: Nullable(holiday?.english),
                text: Nullable(p.openingHours))
        case .open(let open, let unknown, let holiday, let text):
            hours = Hours(
                state: open.isEmpty ? "unknown" : "open", open: open.map(window), unknown: unknown.map(window),
                holiday: Nullable(holiday?.english), text: Nullable(text))
        }
        let needs = i.access.map { a -> Need in
            switch a.verdict {
            case .met: return Need(need: a.need.rawValue, verdict: "met", why: Nullable(nil))
            case .notMet(let why): return Need(need: a.need.rawValue, verdict: "not_met", why: Nullable(why))
            case .unknown(let why): return Need(need: a.need.rawValue, verdict: "unknown", why: Nullable(why))
            }
        }
        let weather: Weather
        switch i.weather {
        case .missing(let gap): weather = Weather(missing: Nullable(gap.rawValue), steps: [], source: Nullable(nil))
        case .known(let steps, _, let source):
            weather = Weather(
                missing: Nullable(nil),
                steps: steps.map {
                    Step(
                        from: window($0.stretch).from, to: window($0.stretch).to, rainMm: $0.rainMillimetres,
                        snowMm: $0.snowMillimetres, temperatureC: $0.temperature, windMs: Nullable($0.windSpeed))
                }, source: Nullable(Source(source)))
        }
        let air = i.air.map { a in
            Air(
                hours: a.hours.map {
                    AirHour(from: window($0.stretch).from, to: window($0.stretch).to, grade: $0.grade.rawValue)
                }, source: Source(a.source)!)
        }
        let toilet = i.toilet.map {
            Toilet(
                name: $0.name, distanceM: Int($0.distance.rounded()), wheelchair: $0.wheelchair.rawValue,
                openThatDay: Nullable($0.openThen), source: Source($0.source)!)
        }
        let way: Way
        switch i.way {
        case .found(let distance, let profile, let unknowns, let source):
            way = Way(
                state: "found", profile: Nullable(profile.rawValue), distanceM: Nullable(Int(distance.rounded())),
                unknowns: Nullable(unknowns), blocked: Nullable(nil), footDistanceM: Nullable(nil),
                missing: Nullable(nil), source: Nullable(Source(source)))
        case .none(let profile, let block, let foot, let source):
            way = Way(
                state: "none", profile: Nullable(profile.rawValue), distanceM: Nullable(nil), unknowns: Nullable(nil),
                blocked: Nullable(block), footDistanceM: Nullable(foot.map { Int($0.rounded()) }),
                missing: Nullable(nil), source: Nullable(Source(source)))
        case .missing(let gap):
            way = Way(
                state: "missing", profile: Nullable(nil), distanceM: Nullable(nil), unknowns: Nullable(nil),
                blocked: Nullable(nil), footDistanceM: Nullable(nil), missing: Nullable(gap.rawValue),
                source: Nullable(nil))
        }
        inputs = Inputs(
            hours: hours, needs: needs, weather: weather, air: Nullable(air), toilet: Nullable(toilet), way: way,
            toiletsAsked: !i.toiletNotAsked)
    }
}
