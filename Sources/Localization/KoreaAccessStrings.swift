/// What the app says about Korea's bundled accessibility files: toilets' sources and dates, wheelchair chargers and
/// subway station cards. Data (names, places, the files' own words) is passed in as it is.
public protocol KoreaAccessStrings {
    // MARK: Where you are, in the side lists
    /// "Chargers, 12 chargers, 3 of 12 selected"; kind: "toilet", "charger", "station", "line" (a card's lines).
    func travelWhereSideList(mode: String, count: Int, selected: Int, kind: String) -> String
    /// "Chargers, no chargers".
    func travelWhereSideListEmpty(mode: String, kind: String) -> String
    /// "the bundled Korean files could not be opened: reinstall onestep" (the dataset missing or unreadable: never
    /// said as "none near you").
    var koreaDataUnavailable: String { get }
    /// "Charger 춘천시청" (a charger's details, the mode's name).
    /// "Toilet 종로구청 화장실": a toilet's card, by its name.
    func travelModeToilet(_ name: String) -> String
    func travelModeCharger(_ name: String) -> String
    /// "the reports of this charger disagree: the newest (2026-05-20) is shown".
    func chargerReportsDiffer(newest: String) -> String
    /// "nearest 10 toilets within 5 km (wheelchair: …)" (the files searched further when none were near).
    func toiletsNearestSummary(count: Int, radius: String, yes: Int, limited: Int, no: Int, unknown: Int) -> String
    /// "the bundled toilet files could not be read (…); OpenStreetMap's only".
    func toiletsBundledUnreadable(_ reason: String) -> String
    /// A station's notes: "location not confirmed by its elevators' points", "location moved to its elevators'
    /// (the list's was over 1 km away)", "some lifts were removed after this list (2025-03-10)".
    var stationPointNotConfirmed: String { get }
    var stationPointMoved: String { get }
    var stationLiftsRemovedSince: String { get }
    /// "Source: 서울교통공사 (Seoul Metro), 서울특별시 (Seoul; KOGL type 1)" (the command line's credit).
    var stationCredit: String { get }
    /// "Source: 전국전동휠체어급속충전기표준데이터 (data.go.kr)".
    var chargerCredit: String { get }

    /// "needs" (the command line's column saying whether a spot meets them and why not).
    var cmdTravelNeedsColumn: String { get }
    /// "no spots in this list" (an empty travel list, said instead of an empty table).
    var cmdTravelNoSpots: String { get }

    // MARK: One derivation of a spot's axes
    /// " (from the step-free entrance)" after a wheelchair word that came from the entrance's facts.
    var travelWheelchairFromEntrance: String { get }

    // MARK: Doctor
    /// "korea access files", what they are, and their terms and credit.
    var doctorServiceKoreaAccess: String { get }
    var doctorSourceKoreaAccess: String { get }
    var doctorKoreaAccessWhy: String { get }

    // MARK: Sources
    /// "Korean public data" (a fact from Korea's public files).
    var accessSourcePublicData: String { get }
    /// Each bundled toilet file's name: "public-toilet data 2017–18", …
    var toiletSourceSeoulPublicToilets: String { get }
    var toiletSourceKrPublicToilets2018: String { get }
    var toiletSourceSeoulMetroToilets: String { get }
    /// "Sources: OpenStreetMap, Seoul public toilets" (the credit line of a toilet list).
    func toiletSources(_ names: String) -> String

    // MARK: Toilets
    /// "hours as written: 근무시간중 개방" (a bundled row whose hours are not read as hours).
    func toiletHoursAsWritten(_ text: String) -> String
    /// "data of 2018-08-28" (a bundled row's reference date: the 2018 survey's facts are old).
    func toiletDataDate(_ date: String) -> String
    /// "OpenStreetMap was not reached (…); Korea's bundled files only".
    func toiletsOSMNotReached(_ reason: String) -> String
    /// "OpenStreetMap is not asked with --offline: Korea's bundled files only".
    var toiletsBundledOnly: String { get }
    /// "none within 1 km; the nearest in Korea's bundled files, from 2.4 km".
    func toiletsWidened(radius: String, nearest: String) -> String
    /// "inside the fare gates" / "outside the fare gates" (a station toilet).
    var stationInsideGates: String { get }
    var stationOutsideGates: String { get }
    /// "no toilets within 1 km in OpenStreetMap or Korea's bundled files".
    func toiletsNoneAnywhere(radius: String) -> String

    // MARK: Chargers
    /// "Chargers" (the mode's name), its key's help, its hint.
    var travelModeChargers: String { get }
    var travelKeyChargers: String { get }
    var travelHintChargers: String { get }
    /// "national wheelchair-charger data" (the chargers' credit).
    var chargerSourceName: String { get }
    /// "List the power-wheelchair chargers near a place (Korea's national data, offline)".
    var cmdTravelChargersAbstract: String { get }
    var cmdTravelChargerRadiusHelp: String { get }
    var cmdTravelChargerRadiusRange: String { get }
    var cmdTravelChargerColumns: [String] { get }
    /// "12 wheelchair chargers within 3 km (national data)", "no wheelchair chargers within 3 km in the national data".
    func chargersSummary(count: Int, radius: String) -> String
    func chargersNone(radius: String) -> String
    /// "open now until 18:00", "closed now (hours 09:00–18:00)", "open 24 hours", "no hours recorded for Saturdays".
    func chargerOpenUntil(_ time: String) -> String
    var chargerOpenAllDay: String { get }
    func chargerClosedNow(hours: String) -> String
    /// day: "weekday", "saturday", "holiday" (Sundays and holidays); holiday: its name today, if it is one.
    func chargerNoHours(day: String, holiday: String?) -> String
    /// "weekdays 09:00–18:00", "Saturdays not recorded", "Sundays and holidays 09:00–18:00".
    func chargerDayHours(day: String, hours: String?) -> String
    /// "2 at once" (nil: "how many at once not recorded"), "air pump yes", "phone charging no".
    func chargerAtOnce(_ count: Int?) -> String
    func chargerAirPump(_ state: String) -> String
    func chargerPhoneCharging(_ state: String) -> String
    /// "reported 2 times (city and province)".
    func chargerReports(_ count: Int) -> String
    /// "office: 광주광역시 …, 062-…".
    func chargerOffice(_ name: String, _ phone: String) -> String

    // MARK: Stations
    var cmdTravelStationAbstract: String { get }
    var cmdTravelStationNameHelp: String { get }
    /// "no station called X in Seoul's lines 1–8 files".
    func stationNotFound(_ name: String) -> String
    /// "경복궁 station, line 3" / "lines 1, 4".
    func stationTitle(_ name: String, lines: [String]) -> String
    /// Headings: "Elevators", "Wheelchair lifts", "Lifts at the entrances", "Accessible toilets", "Ramps",
    /// "Audio guides for blind passengers", "Gaps between platform and train".
    func stationHeading(_ kind: String) -> String
    /// "none in the files" under a heading with nothing (not recorded, never "none there").
    var stationNothingRecorded: String { get }
    /// "exit 3", "line 3", "inside the gates" / "outside the gates".
    func stationExit(_ exit: String) -> String
    func stationLine(_ line: String) -> String
    /// "toward 오이도: narrow gap at 30 of 40 doors"; "wide gap: 1-3, 4-2"; "step up or down: 2-1".
    func stationGapSummary(toward: String, narrow: Int, of: Int) -> String
    func stationWideGaps(_ doors: String) -> String
    func stationHighSteps(_ doors: String) -> String
    /// "elevator status is a snapshot of 2025-10-01: ask the station (02-6110-…) before you go".
    var stationSnapshotWarning: String { get }
    /// "Stations", "Station 경복궁" (the mode's names), the key's help and hint.
    var travelModeStations: String { get }
    func travelModeStation(_ name: String) -> String
    var travelKeyStations: String { get }
    var travelHintStations: String { get }
    /// "4 subway stations within 1.5 km (Seoul lines 1–8)", "no subway station within 1.5 km in Seoul's files".
    func stationsSummary(count: Int, radius: String) -> String
    func stationsNone(radius: String) -> String
    /// "2 elevators, 1 accessible toilet" (a station row's counts; "not recorded" when the files have none).
    func stationRowCounts(elevators: Int, toilets: Int) -> String
    /// The stations' credit: "Seoul Metro, Seoul".
    var stationSourceNames: String { get }
    /// "Stations" (the heading of a list of stations near a place), "station 경복궁, line 3, 250 m north".
    func stationNearby(_ name: String, lines: [String], distance: String) -> String
}
