extension English: AccessStrings {
    public var accessYes: String { "yes" }
    public var accessLimited: String { "limited" }
    public var accessNo: String { "no" }
    public var accessDescribed: String { "described" }
    public var accessNotRecorded: String { "not recorded" }

    public var accessSourceKorWith: String { "Korea Tourism Organization" }

    public var accessGroupMobility: String { "Getting in and around" }
    public var accessGroupVision: String { "Seeing" }
    public var accessGroupHearing: String { "Hearing" }
    public var accessGroupFamily: String { "Families" }
    public func accessFeature(_ id: String) -> String {
        switch id {
        case "wheelchair": return "wheelchair"
        case "entrance": return "step-free entrance"
        case "route": return "route from transit"
        case "toilet": return "accessible toilet"
        case "elevator": return "elevator"
        case "parking": return "accessible parking"
        case "public_transport": return "public transport"
        case "ticket_office": return "ticket office"
        case "seating": return "wheelchair seating"
        case "accessible_room": return "accessible room"
        case "wheelchair_loan": return "wheelchair loan"
        case "other_mobility": return "other notes (mobility)"
        case "tactile_paving": return "tactile paving"
        case "braille": return "braille"
        case "guide_dog": return "guide dog"
        case "staff_guide": return "staff guide"
        case "audio_guide": return "audio guide"
        case "large_print": return "large print"
        case "guidance_system": return "guidance system"
        case "other_vision": return "other notes (vision)"
        case "sign_language": return "sign language"
        case "subtitles": return "subtitles"
        case "hearing_loop": return "hearing loop"
        case "hearing_room": return "room for deaf guests"
        case "other_hearing": return "other notes (hearing)"
        case "stroller": return "stroller"
        case "nursing_room": return "nursing room"
        case "baby_chair": return "baby chair"
        case "changing_table": return "changing table"
        case "other_family": return "other notes (families)"
        default: return id
        }
    }
    public func accessAxis(_ feature: String, _ state: String) -> String { "\(feature) \(state)" }
    public func accessReason(feature: String, state: String, text: String?) -> String {
        "\(feature) \(state)" + (text.map { ": \($0)" } ?? "")
    }
    public func accessNoRecord(sources: String) -> String {
        "Not recorded: no access record for this place from \(sources). That does not mean there are no facilities."
    }

    public func travelNeed(_ id: String) -> String {
        switch id {
        case "wheelchair": return "wheelchair access"
        case "step-free": return "step-free entrance"
        case "toilet": return "accessible toilet"
        case "elevator": return "elevator"
        case "tactile": return "tactile paving or braille"
        case "guide-dog": return "guide dog welcome"
        case "hearing": return "hearing support"
        case "stroller": return "stroller"
        default: return id
        }
    }
    public var travelNeedsMet: String { "meets your needs" }
    public func travelNeedsNotMet(_ reasons: String) -> String { "does not meet your needs: " + reasons }
    public func travelNeedsUnknownWhy(_ reasons: String) -> String { "not known: " + reasons }
    public func travelNeedsSummary(names: String, meeting: Int, described: Int, unknown: Int) -> String {
        "needs: \(names) — \(meeting) meet" + (described > 0 ? ", \(described) described (read them)" : "")
            + (unknown > 0 ? ", \(unknown) not known" : "")
    }
    public func travelNeedsOfLoaded(_ loaded: Int, total: Int) -> String {
        " (of \(loaded) loaded; G loads all \(total))"
    }
    public var travelNeedsNoRecordsHere: String { "the sources have no record of them" }

    public var travelCategoryAttraction: String { "attraction" }
    public var travelCategoryCulture: String { "culture" }
    public var travelCategoryFestival: String { "festival" }
    public var travelCategoryLeisure: String { "leisure" }
    public var travelCategoryLodging: String { "lodging" }
    public var travelCategoryShopping: String { "shopping" }
    public var travelCategoryRestaurant: String { "restaurant" }
    public var travelLabelAddress: String { "Address" }
    public var travelLabelPhone: String { "Phone" }
    public var travelLabelHomepage: String { "Website" }
    public var travelLabelHours: String { "Opening hours" }
    public var travelNotGiven: String { "not given" }
    public var travelAccessHeading: String { "Access" }
    public func travelSources(_ names: String) -> String { "Sources: " + names }

    public func travelOSMNotReached(_ reason: String) -> String { "OpenStreetMap not reached (\(reason))" }
    public var travelOSMOffline: String { "OpenStreetMap is not asked with --offline" }
    public var travelRegionTourismOnly: String { "regions list the tourism records only" }
    public var overpassRuntimeError: String { "it ran out of memory for this area; narrow the radius" }

    public var travelModeToilets: String { "Toilets" }
    public var travelKeyToilets: String { "toilets near you, with wheelchair access and open now" }
    public var travelHintToilets: String { "toilets" }
    public var toiletUnnamed: String { "Toilet" }
    public var toiletInsidePlace: String { "inside" }
    public func toiletChangingTable(_ state: String) -> String { "changing table \(state)" }
    public var toiletFree: String { "free" }
    public func toiletFee(_ text: String) -> String { "fee: \(text)" }
    public var toiletsOffline: String {
        "Toilets come from OpenStreetMap, which is not asked with --offline."
    }
    public var toiletsLoading: String { "loading toilets…" }
    public func toiletsSummary(count: Int, radius: String, yes: Int, limited: Int, no: Int, unknown: Int) -> String {
        plural(count, "toilet", "toilets")
            + " within \(radius) (wheelchair: \(yes) yes, \(limited) limited, \(no) no, \(unknown) not recorded)"
    }
    public var travelRowChecking: String { "checking access…" }
    public var travelRowUnavailable: String { "access not available" }
    public func travelRowAxes(wheelchair: String, toilet: String) -> String {
        "wheelchair \(wheelchair), toilet \(toilet)"
    }
    public func travelNeedsChecking(_ count: Int, checking: String) -> String { " (\(checking) \(count))" }
}
