import Foundation
import Localization

/// Sort orders of the tour API (`arrange`).
public enum TourSort: String, Sendable, CaseIterable {
    case title = "A", modified = "C", created = "D", distance = "E"

    /// The word `--sort` takes, in every language (an identifier, not a translated word).
    public var label: String {
        switch self {
        case .title: return "title"
        case .modified: return "modified"
        case .created: return "created"
        case .distance: return "distance"
        }
    }

    /// The order's name in the language in use, as the Travel tab shows it: "distance" / "거리순".
    public var name: String {
        switch self {
        case .title: return L.travelSortTitle
        case .modified: return L.travelSortModified
        case .created: return L.travelSortCreated
        case .distance: return L.travelSortDistance
        }
    }

    public init?(label: String) {
        guard let match = TourSort.allCases.first(where: { $0.label == label.lowercased() }) else { return nil }
        self = match
    }
}

/// Content types of KorWithService2 (no travel courses, 25).
public enum TourCategory: Int, Sendable, CaseIterable {
    case attraction = 12, culture = 14, festival = 15, leisure = 28, lodging = 32, shopping = 38, restaurant = 39

    /// The category's name in the language in use: "attraction" / "관광지".
    public var name: String { L.travelCategory(rawValue) }

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
