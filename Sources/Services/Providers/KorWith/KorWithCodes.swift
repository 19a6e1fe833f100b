/// KorWithService2's codes for our words, kept at its border: a place's content type (`contentTypeId`: no travel
/// courses, 25) and a list's order (`arrange`).
public enum KorWithCodes {
    public static func contentType(_ category: TourCategory) -> Int {
        switch category {
        case .attraction: return 12
        case .culture: return 14
        case .festival: return 15
        case .leisure: return 28
        case .lodging: return 32
        case .shopping: return 38
        case .restaurant: return 39
        }
    }

    /// The category of a content type (nil: none given, or a kind Travel does not list).
    public static func category(contentType code: Int?) -> TourCategory? {
        TourCategory.allCases.first { contentType($0) == code }
    }

    static func arrange(_ sort: TourSort) -> String {
        switch sort {
        case .title: return "A"
        case .modified: return "C"
        case .created: return "D"
        case .distance: return "E"
        }
    }
}
