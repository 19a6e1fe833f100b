import Foundation
import Localization

/// `detailWithTour2`: 29 free-text Korean fields about accessibility, kept as written ("" → nil).
public struct BarrierFreeInfo: Decodable, Equatable, Sendable {
    public var id: String
    public var values: [String: String]
    /// False when the service (or the offline dataset) has no barrier-free record for the place at all: then
    /// nothing is known, which is not the same as "no facilities".
    public var isRecorded: Bool

    /// The service's field names (its own spellings: `braile…`, `handicapetc`), by group, with Korean labels.
    public static let groups: [(key: String, title: String, fields: [(name: String, label: String)])] = [
        (
            "physical", "지체장애",
            [
                ("parking", "주차"), ("route", "대중교통 접근로"), ("publictransport", "대중교통"), ("ticketoffice", "매표소"),
                ("promotion", "홍보물"), ("wheelchair", "휠체어"), ("exit", "출입통로"), ("elevator", "엘리베이터"),
                ("restroom", "화장실"), ("auditorium", "관람석"), ("room", "객실"), ("handicapetc", "기타"),
            ]
        ),
        (
            "visual", "시각장애",
            [
                ("braileblock", "점자블록"), ("helpdog", "보조견 동반"), ("guidehuman", "안내요원"), ("audioguide", "오디오가이드"),
                ("bigprint", "큰활자 홍보물"), ("brailepromotion", "점자 홍보물"), ("guidesystem", "유도안내설비"),
                ("blindhandicapetc", "기타"),
            ]
        ),
        (
            "hearing", "청각장애",
            [
                ("signguide", "수화안내"), ("videoguide", "자막 비디오가이드"), ("hearingroom", "객실"),
                ("hearinghandicapetc", "기타"),
            ]
        ),
        (
            "family", "영유아가족",
            [
                ("stroller", "유모차"), ("lactationroom", "수유실"), ("babysparechair", "유아용 보조의자"),
                ("infantsfamilyetc", "기타"),
            ]
        ),
    ]

    public static var fieldNames: [String] { groups.flatMap { $0.fields.map(\.name) } }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(id: String, values: [String: String], isRecorded: Bool = true) {
        self.id = id; self.values = values; self.isRecorded = isRecorded
    }

    /// The answer for a place without a record.
    public static func noRecord(id: String) -> BarrierFreeInfo {
        BarrierFreeInfo(id: id, values: [:], isRecorded: false)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = c.decodeOptionalLossyString(AnyKey(stringValue: "contentid")!) ?? ""
        var values: [String: String] = [:]
        for name in Self.fieldNames {
            if let text = c.decodeOptionalLossyString(AnyKey(stringValue: name)!)?.trimmingCharacters(
                in: .whitespacesAndNewlines), !text.isEmpty
            {
                values[name] = text
            }
        }
        self.values = values
        isRecorded = true
    }

    public func value(_ field: String) -> String? { values[field] }

    /// The original app's fifth group, 고령자 (elderly): wheelchair rental and mobility aids, drawn from
    /// `wheelchair` and `handicapetc`.
    public var elderly: [(label: String, value: String?)] {
        [("휠체어 대여", value("wheelchair")), ("보행 보조·기타", value("handicapetc"))]
    }
}

/// Facilities a traveller can require in the needs filter, each satisfied by information in certain fields.
public enum TravelNeed: String, CaseIterable, Sendable {
    case wheelchair, elevator, restroom, parking, brailleBlock = "braille-block", guideDog = "guide-dog"
    case signLanguage = "sign-language", stroller, nursingRoom = "nursing-room", audioGuide = "audio-guide"

    /// In English whatever the language in use ("wheelchair (휠체어)"): also the words `--needs` matches by prefix.
    public var label: String { text(in: English()) }

    /// In the language in use, for the needs picker and help's legend: "wheelchair (휠체어)" / "휠체어".
    public var localizedLabel: String { text(in: L) }

    private func text(in strings: any Strings) -> String {
        switch self {
        case .wheelchair: return strings.travelNeedWheelchair
        case .elevator: return strings.travelNeedElevator
        case .restroom: return strings.travelNeedRestroom
        case .parking: return strings.travelNeedParking
        case .brailleBlock: return strings.travelNeedBrailleBlock
        case .guideDog: return strings.travelNeedGuideDog
        case .signLanguage: return strings.travelNeedSignLanguage
        case .stroller: return strings.travelNeedStroller
        case .nursingRoom: return strings.travelNeedNursingRoom
        case .audioGuide: return strings.travelNeedAudioGuide
        }
    }

    /// A few words for the filter line, in the language in use: "wheelchair" / "휠체어".
    public var shortLabel: String {
        String(localizedLabel.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
    }

    /// One-letter mark shown in list rows.
    public var mark: String {
        switch self {
        case .wheelchair: return "W"
        case .elevator: return "E"
        case .restroom: return "R"
        case .parking: return "P"
        case .brailleBlock: return "B"
        case .guideDog: return "G"
        case .signLanguage: return "S"
        case .stroller: return "C"
        case .nursingRoom: return "N"
        case .audioGuide: return "A"
        }
    }

    var fields: [String] {
        switch self {
        case .wheelchair: return ["wheelchair"]
        case .elevator: return ["elevator"]
        case .restroom: return ["restroom"]
        case .parking: return ["parking"]
        // The service sometimes files tactile paving under the "other" field (observed: blindhandicapetc = "점자블록").
        case .brailleBlock: return ["braileblock"]
        case .guideDog: return ["helpdog"]
        case .signLanguage: return ["signguide"]
        case .stroller: return ["stroller"]
        case .nursingRoom: return ["lactationroom"]
        case .audioGuide: return ["audioguide"]
        }
    }

    /// True when the detail has information for this need.
    public func isMet(by info: BarrierFreeInfo) -> Bool {
        if fields.contains(where: { info.value($0) != nil }) { return true }
        if self == .brailleBlock, let other = info.value("blindhandicapetc"), other.contains("점자블록") { return true }
        return false
    }
}
