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
    public var accessFeatureWheelchair: String { "wheelchair" }
    public var accessFeatureEntrance: String { "step-free entrance" }
    public var accessFeatureRoute: String { "route from transit" }
    public var accessFeatureToilet: String { "accessible toilet" }
    public var accessFeatureElevator: String { "elevator" }
    public var accessFeatureParking: String { "accessible parking" }
    public var accessFeaturePublicTransport: String { "public transport" }
    public var accessFeatureTicketOffice: String { "ticket office" }
    public var accessFeatureSeating: String { "wheelchair seating" }
    public var accessFeatureAccessibleRoom: String { "accessible room" }
    public var accessFeatureWheelchairLoan: String { "wheelchair loan" }
    public var accessFeatureOtherMobility: String { "other notes (mobility)" }
    public var accessFeatureTactilePaving: String { "tactile paving" }
    public var accessFeatureBraille: String { "braille" }
    public var accessFeatureGuideDog: String { "guide dog" }
    public var accessFeatureStaffGuide: String { "staff guide" }
    public var accessFeatureAudioGuide: String { "audio guide" }
    public var accessFeatureLargePrint: String { "large print" }
    public var accessFeatureGuidanceSystem: String { "guidance system" }
    public var accessFeatureOtherVision: String { "other notes (vision)" }
    public var accessFeatureSignLanguage: String { "sign language" }
    public var accessFeatureSubtitles: String { "subtitles" }
    public var accessFeatureHearingLoop: String { "hearing loop" }
    public var accessFeatureHearingRoom: String { "room for deaf guests" }
    public var accessFeatureOtherHearing: String { "other notes (hearing)" }
    public var accessFeatureStroller: String { "stroller" }
    public var accessFeatureNursingRoom: String { "nursing room" }
    public var accessFeatureBabyChair: String { "baby chair" }
    public var accessFeatureChangingTable: String { "changing table" }
    public var accessFeatureOtherFamily: String { "other notes (families)" }
    public func accessAxis(_ feature: String, _ state: String) -> String { "\(feature) \(state)" }
    public func accessReason(feature: String, state: String, text: String?) -> String {
        "\(feature) \(state)" + (text.map { ": \($0)" } ?? "")
    }
    public func accessNoRecord(sources: String) -> String {
        "Not recorded: no access record for this place from \(sources). That does not mean there are no facilities."
    }

    public var travelNeedWheelchair: String { "wheelchair access" }
    public var travelNeedStepFree: String { "step-free entrance" }
    public var travelNeedToilet: String { "accessible toilet" }
    public var travelNeedElevator: String { "elevator" }
    public var travelNeedTactile: String { "tactile paving or braille" }
    public var travelNeedGuideDog: String { "guide dog welcome" }
    public var travelNeedHearing: String { "hearing support" }
    public var travelNeedStroller: String { "stroller" }
    public var travelNeedsMet: String { "meets your needs" }
    public func travelNeedsNotMet(_ reasons: String) -> String { "does not meet your needs: " + reasons }
    public func travelNeedsUnknownWhy(_ reasons: String) -> String { "not known: " + reasons }
    public func travelNeedsSummary(names: String, meeting: Int, described: Int, unknown: Int, refused: Int) -> String {
        "\(meeting) meet your needs (\(names))" + (described > 0 ? ", \(described) described (read them)" : "")
            + (unknown > 0 ? ", \(unknown) not known" : "")
            + (refused > 0 ? ", \(refused) not met" : "")
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
