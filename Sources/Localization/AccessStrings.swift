/// What the app says about access: states, facilities, sources, the needs and their reasons, the toilets near you,
/// and the Travel labels that are ours (categories, 주소/Address …). Data (names, the sources' own texts) never is.
public protocol AccessStrings {
    // MARK: States
    /// "yes", "limited", "no", "described", "not recorded".
    var accessYes: String { get }
    var accessLimited: String { get }
    var accessNo: String { get }
    var accessDescribed: String { get }
    var accessNotRecorded: String { get }

    // MARK: Sources
    /// "Korea Tourism Organization" (KorWithService2 and its bundled records).
    var accessSourceKorWith: String { get }

    // MARK: Facilities and their groups
    /// "Getting in and around", "Seeing", "Hearing", "Families".
    var accessGroupMobility: String { get }
    var accessGroupVision: String { get }
    var accessGroupHearing: String { get }
    var accessGroupFamily: String { get }
    /// Each facility's words: "accessible toilet" / "장애인 화장실", …
    var accessFeatureWheelchair: String { get }
    var accessFeatureEntrance: String { get }
    var accessFeatureRoute: String { get }
    var accessFeatureToilet: String { get }
    var accessFeatureElevator: String { get }
    var accessFeatureParking: String { get }
    var accessFeaturePublicTransport: String { get }
    var accessFeatureTicketOffice: String { get }
    var accessFeatureSeating: String { get }
    var accessFeatureAccessibleRoom: String { get }
    var accessFeatureWheelchairLoan: String { get }
    var accessFeatureOtherMobility: String { get }
    var accessFeatureTactilePaving: String { get }
    var accessFeatureBraille: String { get }
    var accessFeatureGuideDog: String { get }
    var accessFeatureStaffGuide: String { get }
    var accessFeatureAudioGuide: String { get }
    var accessFeatureLargePrint: String { get }
    var accessFeatureGuidanceSystem: String { get }
    var accessFeatureOtherVision: String { get }
    var accessFeatureSignLanguage: String { get }
    var accessFeatureSubtitles: String { get }
    var accessFeatureHearingLoop: String { get }
    var accessFeatureHearingRoom: String { get }
    var accessFeatureOtherHearing: String { get }
    var accessFeatureStroller: String { get }
    var accessFeatureNursingRoom: String { get }
    var accessFeatureBabyChair: String { get }
    var accessFeatureChangingTable: String { get }
    var accessFeatureOtherFamily: String { get }
    /// "wheelchair yes", "toilet not recorded" (a row's two axes).
    func accessAxis(_ feature: String, _ state: String) -> String
    /// "entrance limited: one step", "toilet not recorded" (why a need is not met or not known).
    func accessReason(feature: String, state: String, text: String?) -> String
    /// "No access record for this place in the sources asked (… ). Not recorded does not mean not there."
    func accessNoRecord(sources: String) -> String

    // MARK: Needs
    /// Each need's words: "step-free entrance" / "턱 없는 출입구", …
    var travelNeedWheelchair: String { get }
    var travelNeedStepFree: String { get }
    var travelNeedToilet: String { get }
    var travelNeedElevator: String { get }
    var travelNeedTactile: String { get }
    var travelNeedGuideDog: String { get }
    var travelNeedHearing: String { get }
    var travelNeedStroller: String { get }
    /// "meets your needs" / "does not meet: toilet no" / "unknown: toilet not recorded".
    var travelNeedsMet: String { get }
    func travelNeedsNotMet(_ reasons: String) -> String
    func travelNeedsUnknownWhy(_ reasons: String) -> String
    /// "3 meet your needs (wheelchair access, accessible toilet), 12 not known, 1 not met" (the filter line, its first
    /// count first, for a braille display's first cells; the spots a source says do not meet a need are left out of
    /// the list and counted here).
    func travelNeedsSummary(names: String, meeting: Int, described: Int, unknown: Int, refused: Int) -> String
    /// " (of 20 loaded; G loads all)" after the counts while not every spot is loaded.
    func travelNeedsOfLoaded(_ loaded: Int, total: Int) -> String
    /// "…; 12 unknown: no records here" (why they are unknown).
    var travelNeedsNoRecordsHere: String { get }

    // MARK: Categories and labels of the details
    /// A kind of place: "attraction" / "관광지", …
    var travelCategoryAttraction: String { get }
    var travelCategoryCulture: String { get }
    var travelCategoryFestival: String { get }
    var travelCategoryLeisure: String { get }
    var travelCategoryLodging: String { get }
    var travelCategoryShopping: String { get }
    var travelCategoryRestaurant: String { get }
    /// "Address", "Phone", "Website", "Opening hours", "none given".
    var travelLabelAddress: String { get }
    var travelLabelPhone: String { get }
    var travelLabelHomepage: String { get }
    var travelLabelHours: String { get }
    var travelNotGiven: String { get }
    /// "Access" (the heading of the facilities).
    var travelAccessHeading: String { get }
    /// "Sources: Korea Tourism Organization, OpenStreetMap".
    func travelSources(_ names: String) -> String

    // MARK: Lists and notes
    /// "OpenStreetMap was not reached (…); tourism records only".
    func travelOSMNotReached(_ reason: String) -> String
    /// "OpenStreetMap is not asked with --offline".
    var travelOSMOffline: String { get }
    /// "regions list the tourism records only".
    var travelRegionTourismOnly: String { get }
    /// "it ran out of memory for this area; narrow the radius".
    var overpassRuntimeError: String { get }

    // MARK: Toilets near you
    /// "Toilets".
    var travelModeToilets: String { get }
    /// "toilets near you: accessible toilets first … (t)".
    var travelKeyToilets: String { get }
    var travelHintToilets: String { get }
    /// "Toilet" (a toilet without a name), "inside a place".
    var toiletUnnamed: String { get }
    var toiletInsidePlace: String { get }
    /// "changing table yes", "free", "fee: 500 won".
    func toiletChangingTable(_ state: String) -> String
    var toiletFree: String { get }
    func toiletFee(_ text: String) -> String
    /// "Toilets come from OpenStreetMap, which is not asked with --offline."
    var toiletsOffline: String { get }
    /// "loading toilets…".
    var toiletsLoading: String { get }
    /// "12 toilets within 1 km (4 wheelchair yes, 1 limited, 2 no, 5 not recorded)".
    func toiletsSummary(count: Int, radius: String, yes: Int, limited: Int, no: Int, unknown: Int) -> String
    /// "wheelchair yes, toilet not recorded" (a row's two axes).
    func travelRowAxes(wheelchair: String, toilet: String) -> String
    /// A row whose access record is on its way ("checking access…"), or could not be fetched.
    var travelRowChecking: String { get }
    var travelRowUnavailable: String { get }
    /// "needs: wheelchair — 3 meet, 12 not known (⠋ checking 5)".
    func travelNeedsChecking(_ count: Int, checking: String) -> String
}
