extension English: KoreaAccessStrings {
    public func travelWhereSideList(mode: String, count: Int, selected: Int, kind: String) -> String {
        "\(mode), \(plural(count, kind, kind + "s")), \(selected) of \(count) selected"
    }
    public func travelWhereSideListEmpty(mode: String, kind: String) -> String { "\(mode), no \(kind)s" }
    public var koreaDataUnavailable: String { "the bundled Korean files could not be opened: reinstall onestep" }
    public func travelModeToilet(_ name: String) -> String { "Toilet \(name)" }
    public func travelModeCharger(_ name: String) -> String { "Charger \(name)" }
    public func chargerReportsDiffer(newest: String) -> String {
        "the reports of this charger disagree: the newest (\(newest)) is shown"
    }
    public func toiletsNearestSummary(count: Int, radius: String, yes: Int, limited: Int, no: Int, unknown: Int)
        -> String
    {
        "nearest \(plural(count, "toilet", "toilets")) within \(radius) "
            + "(wheelchair: \(yes) yes, \(limited) limited, \(no) no, \(unknown) not recorded)"
    }
    public func toiletsBundledUnreadable(_ reason: String) -> String {
        "the bundled toilet files could not be read (\(reason)); OpenStreetMap's only"
    }
    public var stationPointNotConfirmed: String { "location not confirmed by its elevators' points" }
    public var stationPointMoved: String { "location moved to its elevators' (the list's was over 1 km away)" }
    public var stationLiftsRemovedSince: String { "some lifts were removed after this list (2025-03-10)" }
    public var stationCredit: String { "Source: 서울교통공사 (Seoul Metro), 서울특별시 (Seoul; KOGL type 1)" }
    public var chargerCredit: String { "Source: 전국전동휠체어급속충전기표준데이터 (data.go.kr)" }
    public var travelWheelchairFromEntrance: String { " (from the entrance)" }
    public var cmdTravelNoSpots: String { "no spots in this list" }
    public var cmdTravelNeedsColumn: String { "your needs" }
    public var doctorServiceKoreaAccess: String { "korea data" }
    public var doctorSourceKoreaAccess: String {
        "bundled: toilets (Seoul; 13 provinces' 2017–18 survey; Seoul Metro), wheelchair chargers (national data), "
            + "Seoul subway lines 1–8 (lifts, toilets, ramps, audio guides, platform gaps)"
    }
    public var doctorKoreaAccessWhy: String {
        "public data of 서울특별시 (KOGL type 1: credit the source), 서울교통공사, 한국관광공사 and data.go.kr; "
            + "the other publishers' terms are not confirmed: credited as their catalogues ask"
    }
    public var accessSourcePublicData: String { "Korean public data" }
    public var toiletSourceSeoulPublicToilets: String { "Seoul public toilets" }
    public var toiletSourceKrPublicToilets2018: String { "public-toilet data 2017–18" }
    public var toiletSourceSeoulMetroToilets: String { "Seoul Metro station toilets" }
    public func toiletSources(_ names: String) -> String { "Sources: \(names)" }

    public func toiletHoursAsWritten(_ text: String) -> String { "hours as written: \(text)" }
    public func toiletDataDate(_ date: String) -> String { "data of \(date)" }
    public func toiletsOSMNotReached(_ reason: String) -> String {
        "OpenStreetMap was not reached (\(reason)); Korea's bundled files only"
    }
    public var toiletsBundledOnly: String { "OpenStreetMap not asked with --offline: Korea's bundled files only" }
    public func toiletsWidened(radius: String, nearest: String) -> String {
        "none within \(radius); the nearest in Korea's bundled files, from \(nearest)"
    }
    public var stationInsideGates: String { "inside the fare gates" }
    public var stationOutsideGates: String { "outside the fare gates" }
    public func toiletsNoneAnywhere(radius: String) -> String {
        "no toilets within \(radius) in OpenStreetMap or Korea's bundled files"
    }

    public var travelModeChargers: String { "Chargers" }
    public var travelKeyChargers: String { "power-wheelchair chargers near you, open now (Korea, offline)" }
    public var travelHintChargers: String { "chargers" }
    public var chargerSourceName: String { "전국전동휠체어급속충전기표준데이터 (data.go.kr)" }
    public var cmdTravelChargersAbstract: String {
        "List the power-wheelchair chargers near a place (Korea's national data, offline)."
    }
    public var cmdTravelChargerRadiusHelp: String { "Radius in metres, 1 to 20000." }
    public var cmdTravelChargerRadiusRange: String { "--radius must be between 1 and 20000" }
    public var cmdTravelChargerColumns: [String] { ["id", "name", "distance", "now", "at once", "air pump", "date"] }
    public func chargersSummary(count: Int, radius: String) -> String {
        plural(count, "wheelchair charger", "wheelchair chargers") + " within \(radius) (national data)"
    }
    public func chargersNone(radius: String) -> String {
        "no wheelchair chargers within \(radius) in the national data"
    }
    public func chargerOpenUntil(_ time: String) -> String { "open now until \(time)" }
    public var chargerOpenAllDay: String { "open now, all day" }
    public func chargerClosedNow(hours: String) -> String { "closed now (hours \(hours))" }
    public func chargerNoHours(day: String, holiday: String?) -> String {
        "no hours recorded for " + dayName(day) + (holiday.map { " (today is \($0))" } ?? "")
    }
    public func chargerDayHours(day: String, hours: String?) -> String {
        dayName(day) + " " + (hours ?? "not recorded")
    }
    private func dayName(_ day: String) -> String {
        switch day {
        case "weekday": return "weekdays"
        case "saturday": return "Saturdays"
        default: return "Sundays and holidays"
        }
    }
    public func chargerAtOnce(_ count: Int?) -> String {
        count.map { "\($0) at once" } ?? "how many at once not recorded"
    }
    public func chargerAirPump(_ state: String) -> String { "air pump \(state)" }
    public func chargerPhoneCharging(_ state: String) -> String { "phone charging \(state)" }
    public func chargerReports(_ count: Int) -> String { "reported \(count) times (one site)" }
    public func chargerOffice(_ name: String, _ phone: String) -> String {
        "office: " + name + (phone.isEmpty ? "" : ", " + phone)
    }

    public var cmdTravelStationAbstract: String {
        "Show a Seoul subway station's lifts, accessible toilets and platform gaps (lines 1–8, offline)."
    }
    public var cmdTravelStationNameHelp: String { "The station's name, as written in Korean (경복궁, 서울역)." }
    public func stationNotFound(_ name: String) -> String {
        "no station called \(name) in Seoul's lines 1–8 files"
    }
    public func stationTitle(_ name: String, lines: [String]) -> String {
        "\(name) station, " + (lines.count == 1 ? "line " : "lines ") + lines.joined(separator: ", ")
    }
    public func stationHeading(_ kind: String) -> String {
        switch kind {
        case "elevator": return "Elevators"
        case "wheelchair_lift": return "Wheelchair lifts"
        case "entrance_lift": return "Lifts at the entrances"
        case "toilet": return "Accessible toilets"
        case "ramp": return "Ramps"
        case "audio_guide": return "Audio guides for blind passengers"
        default: return "Gaps between platform and train"
        }
    }
    public var stationNothingRecorded: String { "not recorded in the files" }
    public func stationExit(_ exit: String) -> String { "exit \(exit)" }
    public func stationLine(_ line: String) -> String { "line \(line)" }
    public func stationGapSummary(toward: String, narrow: Int, of: Int) -> String {
        "\(toward): narrow gap at \(narrow) of \(of) doors"
    }
    public func stationWideGaps(_ doors: String) -> String { "wide gap: \(doors)" }
    public func stationHighSteps(_ doors: String) -> String { "high step: \(doors)" }
    public var stationSnapshotWarning: String {
        "lift states are from a 2025 snapshot: check with the station before you go"
    }
    public var travelModeStations: String { "Stations" }
    public func travelModeStation(_ name: String) -> String { "Station \(name)" }
    public var travelKeyStations: String {
        "subway stations near you: lifts, accessible toilets, platform gaps (Seoul)"
    }
    public var travelHintStations: String { "stations" }
    public func stationsSummary(count: Int, radius: String) -> String {
        plural(count, "subway station", "subway stations") + " within \(radius) (Seoul lines 1–8)"
    }
    public func stationsNone(radius: String) -> String { "no subway station within \(radius) in Seoul's files" }
    public func stationRowCounts(elevators: Int, toilets: Int) -> String {
        (elevators == 0 ? "elevators not recorded" : plural(elevators, "elevator", "elevators")) + ", "
            + (toilets == 0
                ? "accessible toilet not recorded" : plural(toilets, "accessible toilet", "accessible toilets"))
    }
    public var stationSourceNames: String { "서울교통공사 (Seoul Metro), 서울특별시 (Seoul)" }
    public func stationNearby(_ name: String, lines: [String], distance: String) -> String {
        "station \(name), " + (lines.count == 1 ? "line " : "lines ") + lines.joined(separator: ", ") + ", \(distance)"
    }
}
