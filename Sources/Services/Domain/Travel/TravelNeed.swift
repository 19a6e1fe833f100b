import Foundation
import Localization

/// What a traveller can ask of a place (the needs filter, remembered in the config), each answered from the access
/// facts: met, not met (and why), or unknown (and why).
public enum TravelNeed: String, CaseIterable, Sendable {
    case wheelchair, stepFree = "step-free", toilet, elevator, tactile, guideDog = "guide-dog", hearing, stroller

    /// The need's name in the language in use: "accessible toilet" / "장애인 화장실".
    public var localizedLabel: String { name(in: L) }
    /// In English whatever the language in use: the words `--needs` also matches by prefix.
    public var label: String { name(in: English()) }

    /// The need's name in a catalogue.
    public func name(in words: any Strings) -> String {
        switch self {
        case .wheelchair: return words.travelNeedWheelchair
        case .stepFree: return words.travelNeedStepFree
        case .toilet: return words.travelNeedToilet
        case .elevator: return words.travelNeedElevator
        case .tactile: return words.travelNeedTactile
        case .guideDog: return words.travelNeedGuideDog
        case .hearing: return words.travelNeedHearing
        case .stroller: return words.travelNeedStroller
        }
    }

    /// The facilities that answer the need, in the order they are asked (the first with a plain answer decides).
    public var features: [AccessFeature] {
        switch self {
        case .wheelchair: return [.wheelchair, .entrance]
        case .stepFree: return [.entrance, .wheelchair]
        case .toilet: return [.toilet]
        case .elevator: return [.elevator]
        case .tactile: return [.tactilePaving, .braille, .guidanceSystem]
        case .guideDog: return [.guideDog]
        case .hearing: return [.hearingLoop, .signLanguage, .subtitles]
        case .stroller: return [.stroller]
        }
    }

    public enum Verdict: Equatable, Sendable {
        case met
        /// A source says no or limited: the reason in words ("entrance limited: one step").
        case notMet(String)
        /// Nothing plain is recorded ("toilet not recorded", "entrance described: …").
        case unknown(String)

        public var isMet: Bool { self == .met }
        public var isUnknown: Bool { if case .unknown = self { return true } else { return false } }
        public var reason: String? {
            switch self {
            case .met: return nil
            case .notMet(let why), .unknown(let why): return why
            }
        }
    }

    /// The need against a place's record (nil: nothing asked yet, or no record).
    public func verdict(_ record: AccessRecord?) -> Verdict {
        let record = record ?? .nothingRecorded
        let states = features.map { ($0, record.state(of: $0)) }
        if states.contains(where: { $0.1 == .yes }) { return .met }
        if let (feature, state) = states.first(where: { $0.1 == .limited || $0.1 == .no }) {
            return .notMet(Self.reason(feature, state, record))
        }
        if let (feature, _) = states.first(where: { $0.1 == .described }) {
            return .unknown(Self.reason(feature, .described, record))
        }
        return .unknown(L.accessReason(feature: features[0].name, state: AccessState.unknown.word, text: nil))
    }

    private static func reason(_ feature: AccessFeature, _ state: AccessState, _ record: AccessRecord) -> String {
        let text = record.facts(for: feature).first { $0.state == state }?.text
        return L.accessReason(feature: feature.name, state: state.word, text: text)
    }

    /// Every need of `needs` is met (no needs: every place).
    public static func allMet(_ needs: Set<TravelNeed>, _ record: AccessRecord?) -> Bool {
        needs.allSatisfy { $0.verdict(record).isMet }
    }

    /// Of the undecided: some need is answered only in words ("유모차 대여"): read them, counted apart from the places
    /// whose sources say nothing at all.
    public static func described(_ needs: Set<TravelNeed>, _ record: AccessRecord?) -> Bool {
        guard undecided(needs, record), let record else { return false }
        return needs.contains { need in
            !need.verdict(record).isMet && need.features.contains { record.state(of: $0) == .described }
        }
    }

    /// None is refused by a source, but some are not known yet: worth a look, counted apart.
    public static func undecided(_ needs: Set<TravelNeed>, _ record: AccessRecord?) -> Bool {
        let verdicts = needs.map { $0.verdict(record) }
        return !verdicts.contains { if case .notMet = $0 { return true } else { return false } }
            && verdicts.contains { $0.isUnknown }
    }

    /// A list split by the needs: the items meeting every one, and those no source refuses but some need of which
    /// is not known (kept apart, as "not known").
    public struct Split<Item> {
        public var meeting: [Item] = []
        public var unknown: [Item] = []
    }

    /// `items` split by `needs`; `record` gives an item's record, nil while it is still to come (in neither part).
    public static func split<Item>(
        _ items: [Item], needs: Set<TravelNeed>, record: (Item) -> AccessRecord?
    ) -> Split<Item> {
        var split = Split<Item>()
        for item in items {
            guard let known = record(item) else { continue }
            if allMet(needs, known) {
                split.meeting.append(item)
            } else if undecided(needs, known) {
                split.unknown.append(item)
            }
        }
        return split
    }

    /// Why a place does not meet `needs`, or why that is not known, in words ("does not meet your needs: accessible
    /// toilet no"); nil when it meets every one.
    public static func explanation(_ needs: Set<TravelNeed>, _ record: AccessRecord?) -> String? {
        let reasons = allCases.filter(needs.contains).compactMap { $0.verdict(record).reason }
        guard !reasons.isEmpty else { return nil }
        let text = reasons.joined(separator: ", ")
        return undecided(needs, record) ? L.travelNeedsUnknownWhy(text) : L.travelNeedsNotMet(text)
    }

    /// `--needs wheelchair,toilet` and the config's `[travel] needs`: names or English prefixes.
    public static func parse(_ text: String) -> (needs: Set<TravelNeed>, unknown: [String]) {
        var needs = Set<TravelNeed>(), unknown: [String] = []
        for word in text.split(separator: ",") {
            let key = word.trimmingCharacters(in: .whitespaces).lowercased()
            guard !key.isEmpty else { continue }
            if let need = TravelNeed(rawValue: key) ?? allCases.first(where: { $0.label.lowercased().hasPrefix(key) }) {
                needs.insert(need)
            } else {
                unknown.append(key)
            }
        }
        return (needs, unknown)
    }
}
