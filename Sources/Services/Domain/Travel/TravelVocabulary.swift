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

    public var korean: String {
        switch self {
        case .attraction: return "관광지"
        case .culture: return "문화시설"
        case .festival: return "축제공연행사"
        case .leisure: return "레포츠"
        case .lodging: return "숙박"
        case .shopping: return "쇼핑"
        case .restaurant: return "음식점"
        }
    }
}
