import Localization
import Testing

@testable import Services

/// Every case of Travel's own words has words of its own in both languages: no case is said as its identifier
/// (`public_transport`, `kr_public_toilets_2018`), none is empty, no two cases of a kind read the same, and the
/// Korean words are Korean. The catalogues have one entry per case (the compiler holds them to it); this holds them
/// to saying something.
struct TravelVocabularyTests {
    static func check(_ kind: String, _ ids: [String], _ words: () -> [String], korean: Bool) {
        let said = words()
        #expect(Set(said).count == said.count, "\(kind): two cases read the same: \(said)")
        for (id, word) in zip(ids, said) {
            // An English word may be its identifier ("elevator"); an identifier of two words never is.
            #expect(!word.isEmpty && !word.contains("_") && (korean ? word != id : true), "\(kind) \(id): \(word)")
            if korean {
                #expect(word.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(kind) \(id): \(word)")
            }
        }
    }

    @Test(arguments: [Language.english, .korean]) func everyCase_hasWords(_ language: Language) {
        Localization.with(language) {
            let korean = language == .korean
            Self.check(
                "feature", AccessFeature.allCases.map(\.rawValue), { AccessFeature.allCases.map(\.name) },
                korean: korean)
            Self.check(
                "need", TravelNeed.allCases.map(\.rawValue), { TravelNeed.allCases.map(\.localizedLabel) },
                korean: korean)
            let files = ToiletSource.allCases.filter { $0 != .osm }
            Self.check("toilet file", files.map(\.rawValue), { files.map(\.name) }, korean: korean)
            Self.check(
                "group", AccessFeature.Group.allCases.map { "\($0)" }, { AccessFeature.Group.allCases.map(\.name) },
                korean: korean)
            // A category's English word is its identifier (what --type and JSON say): only Korean must differ.
            Self.check(
                "category", korean ? TourCategory.allCases.map(\.rawValue) : [], { TourCategory.allCases.map(\.name) },
                korean: korean)
            Self.check(
                "sort", korean ? TourSort.allCases.map(\.rawValue) : [], { TourSort.allCases.map(\.name) },
                korean: korean)
        }
    }

    /// Our words at the tour service's border: each category has its own content type and comes back from it, and
    /// `--type` reads our word or the number.
    @Test func theTourServicesCodes_goBothWays() {
        let codes = TourCategory.allCases.map(KorWithCodes.contentType)
        #expect(Set(codes).count == codes.count)
        for category in TourCategory.allCases {
            #expect(KorWithCodes.category(contentType: KorWithCodes.contentType(category)) == category)
            #expect(TourCategory(argument: category.rawValue) == category)
            #expect(TourCategory(argument: String(KorWithCodes.contentType(category))) == category)
        }
        #expect(KorWithCodes.category(contentType: 25) == nil && TourCategory(argument: "museum") == nil)
        #expect(Set(TourSort.allCases.map(KorWithCodes.arrange)).count == TourSort.allCases.count)
    }
}
