import Foundation

/// Where one input of a day's verdict came from, as it is shown beside it: the source's name, the kind of answer
/// (live, a kept copy, bundled files, the sample) and when it was fetched.
public struct DaySource: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable { case live, keptCopy = "kept_copy", bundled, sample }
    public var name: String
    public var kind: Kind
    public var fetchedAt: Date?

    public init(name: String, kind: Kind, fetchedAt: Date? = nil) {
        self.name = name; self.kind = kind; self.fetchedAt = fetchedAt
    }

    /// A live answer's origin as a source (nil origin: bundled, never fetched).
    public init(name: String, origin: AnswerOrigin?) {
        self.name = name
        kind = origin.map { $0.isOfflineCopy ? .keptCopy : .live } ?? .bundled
        fetchedAt = origin?.fetchedAt
    }
}

/// Everything a day's verdict weighs for one place, for one day, for the person's needs: each input known (with
/// its source), or missing with why. Gathered by `DayCheck`; judged by `DayRules`, which guesses nothing.
public struct DayInputs: Sendable, Equatable {
    /// The place's local day: its midnight, its UTC offset, and its date.
    public var midnight: Date
    public var utcOffset: Int
    public var date: (year: Int, month: Int, day: Int) {
        let t = CivilTime(midnight, offset: utcOffset)
        return (t.year, t.month, t.day)
    }
    /// Whether the day is today where the place is (the next two hours' rain then count).
    public var isToday: Bool
    /// Today: the minute of the day it is now (what is past is not part of the window); nil another day.
    public var minuteNow: Int?

    /// The day's opening hours: stretches in minutes from midnight.
    public enum Hours: Sendable, Equatable {
        case notRecorded
        /// Hours are written but could not be read ("ask the guard", a form not understood): said with the text.
        case notUnderstood(String)
        /// Closed all day (on a holiday, its name).
        case closed(holiday: Holiday?)
        /// Open (or, where the hours say so, unknown) stretches; the day's holiday where there is one.
        case open([DayStretch], unknownStretches: [DayStretch], holiday: Holiday?, text: String)
    }
    public var hours: Hours

    /// A need chosen, and the place's record's verdict on it (the details' words).
    public struct Need: Sendable, Equatable {
        public var need: TravelNeed
        public var verdict: TravelNeed.Verdict
        public init(need: TravelNeed, verdict: TravelNeed.Verdict) { self.need = need; self.verdict = verdict }
    }
    /// Each need chosen, against the place's record, in the same verdicts as the details (empty: no needs chosen).
    public var access: [Need]
    public var accessSource: DaySource?

    /// The weather at the place: its 3-hour steps over the day (and the next two hours' rain, today), or why not.
    public enum Weather: Sendable, Equatable {
        case known(steps: [WeatherStep], nowcast: Nowcast?, source: DaySource)
        case missing(WeatherGap)
    }
    public enum WeatherGap: String, Sendable, Equatable {
        /// The sample model answered (offline, or the network is not there): it never makes a verdict.
        case sample
        /// No forecast reaches that day.
        case beyondForecast = "beyond_forecast"
        /// The service could not be asked.
        case unavailable
    }
    public struct WeatherStep: Sendable, Equatable {
        /// The step's stretch, minutes from the day's midnight (a 3-hour step: 180 minutes).
        public var stretch: DayStretch
        public var rainMillimetres: Double
        public var snowMillimetres: Double
        public var temperature: Double
        /// The strongest wind in the step, m/s (nil: not given).
        public var windSpeed: Double?
        public init(
            stretch: DayStretch, rainMillimetres: Double, snowMillimetres: Double, temperature: Double,
            windSpeed: Double? = nil
        ) {
            self.stretch = stretch; self.rainMillimetres = rainMillimetres; self.snowMillimetres = snowMillimetres
            self.temperature = temperature; self.windSpeed = windSpeed
        }
    }
    public var weather: Weather

    /// Fine dust hour by hour over the day, graded on the place's scale (Korea's grades in Korea); nil: not known.
    public struct AirHour: Sendable, Equatable {
        public var stretch: DayStretch
        public var grade: AirGrade
        public init(stretch: DayStretch, grade: AirGrade) { self.stretch = stretch; self.grade = grade }
    }
    /// The day's air hours and where they came from.
    public struct Air: Sendable, Equatable {
        public var hours: [AirHour]
        public var source: DaySource
        public init(hours: [AirHour], source: DaySource) { self.hours = hours; self.source = source }
    }
    public var air: Air?

    /// The nearest toilet whose wheelchair state is yes or limited: its name, distance, and whether its hours say
    /// open during the place's hours (nil: not known); nil when none was found (or none could be asked).
    public struct Toilet: Sendable, Equatable {
        public var name: String
        public var distance: Double
        public var wheelchair: AccessState
        public var openThen: Bool?
        public var source: DaySource
        public init(name: String, distance: Double, wheelchair: AccessState, openThen: Bool?, source: DaySource) {
            self.name = name; self.distance = distance; self.wheelchair = wheelchair; self.openThen = openThen
            self.source = source
        }
    }
    public var toilet: Toilet?
    /// True when the toilets could not be asked (no source, the search failed): no toilet is then "not known", never
    /// "none within 1 km".
    public var toiletNotAsked = false
    /// The place is itself an accessible toilet: the one looked for is another.
    public var placeIsToilet = false

    /// The way there from the person's location, for the profile their needs give.
    public enum Way: Sendable, Equatable {
        case found(distance: Double, profile: RouteProfile, unknowns: Int, source: DaySource)
        /// No route for the profile: what blocks it, and the foot route's length (nil: none on foot either).
        case none(profile: RouteProfile, block: String?, footDistance: Double?, source: DaySource)
        /// Not asked or not answered, and why.
        case missing(WayGap)
    }
    /// Why the way there is not known (the words come from the catalogue).
    public enum WayGap: String, Sendable, Equatable {
        case noLocation = "no_location", offline, tooFar = "too_far", offNetwork = "off_network"
        case notConnected = "not_connected", unavailable
    }
    public var way: Way

    public init(
        midnight: Date, utcOffset: Int, minuteNow: Int?, hours: Hours,
        access: [Need], accessSource: DaySource?, weather: Weather, air: Air?, toilet: Toilet?,
        toiletNotAsked: Bool = false, placeIsToilet: Bool = false, way: Way
    ) {
        self.midnight = midnight; self.utcOffset = utcOffset; self.minuteNow = minuteNow
        isToday = minuteNow != nil; self.hours = hours
        self.access = access; self.accessSource = accessSource; self.weather = weather; self.air = air
        self.toilet = toilet; self.toiletNotAsked = toiletNotAsked; self.placeIsToilet = placeIsToilet
        self.way = way
    }
}

/// A stretch of a day, minutes from its midnight (end up to 1440).
public struct DayStretch: Sendable, Equatable, Hashable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) { self.start = start; self.end = end }
    public var minutes: Int { max(0, end - start) }

    func overlaps(_ other: DayStretch) -> Bool { start < other.end && other.start < end }

    /// What is left of `self` once `cuts` are taken out, in order.
    func removing(_ cuts: [DayStretch]) -> [DayStretch] {
        var left = [self]
        for cut in cuts {
            left = left.flatMap { part -> [DayStretch] in
                guard part.overlaps(cut) else { return [part] }
                return [DayStretch(part.start, cut.start), DayStretch(cut.end, part.end)].filter { $0.minutes > 0 }
            }
        }
        return left
    }
}
