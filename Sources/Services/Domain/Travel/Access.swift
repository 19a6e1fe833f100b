import Foundation
import Localization

/// What a source says about one facility. `unknown` is "not recorded": the source is silent, which never means the
/// facility is missing. `described` is a record in words whose meaning is not plain enough to read as yes or no
/// (the words are shown as written).
public enum AccessState: String, Sendable, Equatable, CaseIterable, Codable {
    case yes, limited, no, described, unknown

    /// The word in the language in use: "yes", "limited", "no", "described", "not recorded".
    public var word: String {
        switch self {
        case .yes: return L.accessYes
        case .limited: return L.accessLimited
        case .no: return L.accessNo
        case .described: return L.accessDescribed
        case .unknown: return L.accessNotRecorded
        }
    }

    /// Something was recorded (any state but `unknown`).
    public var isRecorded: Bool { self != .unknown }
}

/// Where an access fact came from: the Korea Tourism Organization's barrier-free records (KorWithService2, live or
/// bundled), OpenStreetMap's tags, or Korea's other public files bundled offline (toilets, chargers, stations).
public enum AccessSource: String, Sendable, Equatable, CaseIterable, Codable {
    case korwith, osm
    case publicData = "public_data"

    /// "Korea Tourism Organization" / "한국관광공사", "OpenStreetMap", "Korean public data" / "공공데이터".
    public var name: String {
        switch self {
        case .korwith: return L.accessSourceKorWith
        case .osm: return "OpenStreetMap"  // not UI: a source name
        case .publicData: return L.accessSourcePublicData
        }
    }
}

/// The facilities we say something about, in our own words, grouped as people look for them.
public enum AccessFeature: String, Sendable, Equatable, CaseIterable, Codable {
    // Getting in and around (wheelchair, walking aids)
    case wheelchair, entrance, route, toilet, elevator, parking, publicTransport = "public_transport"
    case ticketOffice = "ticket_office", seating, accessibleRoom = "accessible_room", wheelchairLoan = "wheelchair_loan"
    case otherMobility = "other_mobility"
    // Seeing
    case tactilePaving = "tactile_paving", braille, guideDog = "guide_dog", staffGuide = "staff_guide"
    case audioGuide = "audio_guide", largePrint = "large_print", guidanceSystem = "guidance_system"
    case otherVision = "other_vision"
    // Hearing
    case signLanguage = "sign_language", subtitles, hearingLoop = "hearing_loop", hearingRoom = "hearing_room"
    case otherHearing = "other_hearing"
    // Families
    case stroller, nursingRoom = "nursing_room", babyChair = "baby_chair", changingTable = "changing_table"
    case otherFamily = "other_family"

    public enum Group: Int, Sendable, CaseIterable {
        case mobility, vision, hearing, family

        /// "Getting in and around" / "이동", …
        public var name: String {
            switch self {
            case .mobility: return L.accessGroupMobility
            case .vision: return L.accessGroupVision
            case .hearing: return L.accessGroupHearing
            case .family: return L.accessGroupFamily
            }
        }

        public var features: [AccessFeature] { AccessFeature.allCases.filter { $0.group == self } }
    }

    public var group: Group {
        switch self {
        case .wheelchair, .entrance, .route, .toilet, .elevator, .parking, .publicTransport, .ticketOffice, .seating,
            .accessibleRoom, .wheelchairLoan, .otherMobility:
            return .mobility
        case .tactilePaving, .braille, .guideDog, .staffGuide, .audioGuide, .largePrint, .guidanceSystem, .otherVision:
            return .vision
        case .signLanguage, .subtitles, .hearingLoop, .hearingRoom, .otherHearing: return .hearing
        case .stroller, .nursingRoom, .babyChair, .changingTable, .otherFamily: return .family
        }
    }

    /// The facility's name in the language in use.
    public var name: String {
        let words = L
        switch self {
        case .wheelchair: return words.accessFeatureWheelchair
        case .entrance: return words.accessFeatureEntrance
        case .route: return words.accessFeatureRoute
        case .toilet: return words.accessFeatureToilet
        case .elevator: return words.accessFeatureElevator
        case .parking: return words.accessFeatureParking
        case .publicTransport: return words.accessFeaturePublicTransport
        case .ticketOffice: return words.accessFeatureTicketOffice
        case .seating: return words.accessFeatureSeating
        case .accessibleRoom: return words.accessFeatureAccessibleRoom
        case .wheelchairLoan: return words.accessFeatureWheelchairLoan
        case .otherMobility: return words.accessFeatureOtherMobility
        case .tactilePaving: return words.accessFeatureTactilePaving
        case .braille: return words.accessFeatureBraille
        case .guideDog: return words.accessFeatureGuideDog
        case .staffGuide: return words.accessFeatureStaffGuide
        case .audioGuide: return words.accessFeatureAudioGuide
        case .largePrint: return words.accessFeatureLargePrint
        case .guidanceSystem: return words.accessFeatureGuidanceSystem
        case .otherVision: return words.accessFeatureOtherVision
        case .signLanguage: return words.accessFeatureSignLanguage
        case .subtitles: return words.accessFeatureSubtitles
        case .hearingLoop: return words.accessFeatureHearingLoop
        case .hearingRoom: return words.accessFeatureHearingRoom
        case .otherHearing: return words.accessFeatureOtherHearing
        case .stroller: return words.accessFeatureStroller
        case .nursingRoom: return words.accessFeatureNursingRoom
        case .babyChair: return words.accessFeatureBabyChair
        case .changingTable: return words.accessFeatureChangingTable
        case .otherFamily: return words.accessFeatureOtherFamily
        }
    }
}

/// One source's word on one facility: its state, its own words where it gave any, and when it was checked (OSM's
/// `check_date`, a record's modified date; nil when the source does not say).
public struct AccessFact: Sendable, Equatable {
    public var feature: AccessFeature
    public var state: AccessState
    public var text: String?
    public var source: AccessSource
    /// "2024-05-02" as the source wrote it.
    public var checked: String?

    public init(
        _ feature: AccessFeature, _ state: AccessState, text: String? = nil, source: AccessSource,
        checked: String? = nil
    ) {
        self.feature = feature; self.state = state; self.text = text; self.source = source; self.checked = checked
    }
}

/// Everything the sources say about a place's access, fact by fact; a facility no source mentions is not recorded.
public struct AccessRecord: Sendable, Equatable {
    public var facts: [AccessFact]
    /// The sources that were asked and had a record for the place (a record may still be empty of facts).
    public var sources: [AccessSource]

    public init(facts: [AccessFact] = [], sources: [AccessSource] = []) {
        self.facts = facts; self.sources = sources
    }

    /// No source has any record of the place.
    public static let nothingRecorded = AccessRecord()

    /// Nothing recorded at all: one line says so instead of a page of "not recorded".
    public var isEmpty: Bool { facts.allSatisfy { $0.state == .unknown } }

    public func facts(for feature: AccessFeature) -> [AccessFact] { facts.filter { $0.feature == feature } }

    /// The facility's state, all sources together: a plain answer (yes, limited, no) wins over words; where two
    /// sources disagree the more careful one ("limited" over "yes", "no" over both) is said, and the details show both.
    public func state(of feature: AccessFeature) -> AccessState {
        let states = Set(facts(for: feature).map(\.state))
        for state in [AccessState.no, .limited, .yes, .described] where states.contains(state) {
            if state == .no && states.contains(.yes) { return .limited }
            return state
        }
        return .unknown
    }

    /// The two axes people filter by first. Wheelchair: the place's own word, else its entrance's (`wheelchairFrom`
    /// says which: the row, the details, the needs filter and JSON all read this one derivation).
    public var wheelchair: AccessState {
        let own = state(of: .wheelchair)
        return own.isRecorded ? own : state(of: .entrance)
    }

    /// Where `wheelchair` came from: the place's own wheelchair facts, its entrance's, or nothing recorded (nil).
    public var wheelchairFrom: AccessFeature? {
        if state(of: .wheelchair).isRecorded { return .wheelchair }
        return state(of: .entrance).isRecorded ? .entrance : nil
    }
    public var toilet: AccessState { state(of: .toilet) }

    /// Both records' facts, each keeping its source; a fact already here is not added twice, so merging what a list
    /// carried into a record that already holds it changes nothing.
    public func merged(with other: AccessRecord) -> AccessRecord {
        AccessRecord(
            facts: facts + other.facts.filter { !facts.contains($0) },
            sources: sources + other.sources.filter { !sources.contains($0) })
    }
}
