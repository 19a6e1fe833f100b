import Foundation

/// `detailWithTour2`: the service's 29 free-text Korean fields (its own spellings: `braile…`, `handicapetc`),
/// kept as written ("" → absent). Internal: the rest of the app sees an `AccessRecord`.
struct TourBarrierFree: Decodable, Equatable, Sendable {
    var id: String
    var values: [String: String]

    /// Each field of the service and the facility of ours it speaks of.
    static let fields: [(name: String, feature: AccessFeature)] = [
        ("parking", .parking), ("route", .route), ("publictransport", .publicTransport),
        ("ticketoffice", .ticketOffice), ("promotion", .otherMobility), ("wheelchair", .wheelchairLoan),
        ("exit", .entrance), ("elevator", .elevator), ("restroom", .toilet), ("auditorium", .seating),
        ("room", .accessibleRoom), ("handicapetc", .otherMobility),
        ("braileblock", .tactilePaving), ("helpdog", .guideDog), ("guidehuman", .staffGuide),
        ("audioguide", .audioGuide), ("bigprint", .largePrint), ("brailepromotion", .braille),
        ("guidesystem", .guidanceSystem), ("blindhandicapetc", .otherVision),
        ("signguide", .signLanguage), ("videoguide", .subtitles), ("hearingroom", .hearingRoom),
        ("hearinghandicapetc", .otherHearing),
        ("stroller", .stroller), ("lactationroom", .nursingRoom), ("babysparechair", .babyChair),
        ("infantsfamilyetc", .otherFamily),
    ]

    static var fieldNames: [String] { fields.map(\.name) }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(id: String, values: [String: String]) { self.id = id; self.values = values }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = c.decodeOptionalLossyString(AnyKey(stringValue: "contentid")!) ?? ""
        var values: [String: String] = [:]
        for name in Self.fieldNames {
            if let text = c.decodeOptionalLossyString(AnyKey(stringValue: name)!).map(HTMLText.plain)?
                .trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty
            {
                values[name] = text
            }
        }
        self.values = values
    }

    /// Our record: every field with text is a fact (its words kept), every empty field stays not recorded.
    func record(checked: String? = nil) -> AccessRecord {
        var facts: [AccessFact] = []
        for field in Self.fields {
            guard let text = values[field.name] else { continue }
            // A note filed under "other" that names tactile paving is a fact about tactile paving too.
            if field.feature == .otherVision, text.contains("점자블록") {
                facts.append(AccessFact(.tactilePaving, .yes, text: text, source: .korwith, checked: checked))
            }
            facts.append(
                AccessFact(
                    field.feature, KoreanAccessText.state(of: text, for: field.feature), text: text, source: .korwith,
                    checked: checked))
        }
        return AccessRecord(facts: facts, sources: [.korwith])
    }
}

/// Reads a plain yes / limited / no out of a record's Korean words only where they are unambiguous ("엘리베이터 있음",
/// "휠체어 접근 불가", "일부 구간 경사로"); anything else is "described" and shown as written.
enum KoreanAccessText {
    /// The categories the service appends ("…_무장애 편의시설") and a closing remark in brackets say nothing of state.
    static func core(_ text: String) -> String {
        var core = text
        if let underscore = core.firstIndex(of: "_") { core = String(core[..<underscore]) }
        while let open = core.lastIndex(of: "("), core.hasSuffix(")") { core = String(core[..<open]) }
        return core.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "")
    }

    /// "없" after a threshold or a step is good news: no step ("턱이 없어 … 가능함", "경사 및 단차 없음").
    static let noStep = ["턱이없", "턱없", "단차가없", "단차없", "계단없"]
    static let negative = ["불가", "불가능", "불가함", "불가능함", "없음", "없습니다", "미설치", "미운영", "미비치", "해당없음"]
    static let positive = [
        "있음", "있습니다", "가능", "가능함", "가능합니다", "상주", "설치", "설치됨", "설치되어있음", "구비", "구비됨", "운영", "운영중", "비치",
        "연결됨", "자동문",
    ]

    static func state(of text: String, for feature: AccessFeature) -> AccessState {
        // "기타" notes are remarks, not answers.
        if [.otherMobility, .otherVision, .otherHearing, .otherFamily].contains(feature) { return .described }
        let core = core(text)
        // Several sentences or clauses: left as words (they may say yes for one part and no for another).
        if core.isEmpty || core.contains(where: { ".,/·".contains($0) }) { return .described }
        if core.contains("일부") || core.contains("제한") { return .limited }
        let saysNoStep = noStep.contains { core.contains($0) }
        if saysNoStep && (core.hasSuffix("없음") || core.hasSuffix("없이")) { return .yes }
        if negative.contains(where: core.hasSuffix) { return .no }
        if positive.contains(where: core.hasSuffix) {
            // "없" inside a yes is fine only as "no step".
            return core.contains("없") && !saysNoStep ? .described : .yes
        }
        return .described
    }
}
