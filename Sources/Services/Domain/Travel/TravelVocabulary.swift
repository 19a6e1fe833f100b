import Foundation
import Localization

/// The orders a Travel list can be in, in our words (each service maps them at its border: KorWith's `arrange`
/// codes in `KorWithCodes`).
public enum TourSort: String, Sendable, CaseIterable {
    case title, modified, created, distance

    /// The word `--sort` takes, in every language (an identifier, not a translated word).
    public var label: String { rawValue }

    /// The order's name in the language in use, as the Travel tab shows it: "distance" / "거리순".
    public var name: String {
        switch self {
        case .title: return L.travelSortTitle
        case .modified: return L.travelSortModified
        case .created: return L.travelSortCreated
        case .distance: return L.travelSortDistance
        }
    }

    public init?(label: String) { self.init(rawValue: label.lowercased()) }
}

/// The kinds of place Travel lists, in our words (KorWith's `contentTypeId` codes are mapped at its border,
/// `KorWithCodes`; OpenStreetMap's tags below). The raw value is the English word, as `--type` and JSON say it.
public enum TourCategory: String, Sendable, CaseIterable, Codable {
    case attraction, culture, festival, leisure, lodging, shopping, restaurant

    /// The category's name in the language in use: "attraction" / "관광지".
    public var name: String {
        switch self {
        case .attraction: return L.travelCategoryAttraction
        case .culture: return L.travelCategoryCulture
        case .festival: return L.travelCategoryFestival
        case .leisure: return L.travelCategoryLeisure
        case .lodging: return L.travelCategoryLodging
        case .shopping: return L.travelCategoryShopping
        case .restaurant: return L.travelCategoryRestaurant
        }
    }

    /// `--type`: our word, or (as the service writes it) KorWith's content type number.
    public init?(argument: String) {
        let text = argument.lowercased()
        guard let category = TourCategory(rawValue: text) ?? Int(text).flatMap(KorWithCodes.category(contentType:))
        else { return nil }
        self = category
    }

    /// OpenStreetMap's tags of a place → our category (nil: not a place Travel lists).
    public init?(osmTags tags: [String: String]) {
        switch (tags["tourism"], tags["historic"], tags["leisure"], tags["amenity"]) {
        case (let t?, _, _, _) where ["museum", "gallery"].contains(t): self = .culture
        case (let t?, _, _, _)
        where ["attraction", "viewpoint", "zoo", "theme_park", "artwork", "aquarium"].contains(t):
            self = .attraction
        case (_, _, _, let a?) where ["theatre", "arts_centre", "library", "place_of_worship"].contains(a):
            self = .culture
        case (_, .some, _, _): self = .attraction
        case (_, _, let l?, _) where ["park", "garden", "nature_reserve"].contains(l): self = .attraction
        default: return nil
        }
    }
}
