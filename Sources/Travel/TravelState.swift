import Services
import TUI

/// What the Travel tab shows that is not an answer of a service, in one value: the mode (the list, a picker, the
/// keyword field, the details), each list's selection and scroll, the details' focused line and open groups, and
/// whether the map is shown in words. Owned by the view model; the view draws it.
public struct TravelState: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        /// The list (or the bookmarks) has the focus.
        case list
        /// Region: a province, then one of its districts (or all of it).
        case provinces(ListState)
        case districts(TourRegions.Province, ListState)
        case categories(ListState)
        /// The needs filter, with the needs ticked so far (applied on Enter).
        case needs(ListState, Set<TravelNeed>)
        case keyword(TextFieldState)
        /// A spot's details (scrollable text, barrier-free groups as its lines).
        case detail
    }

    public var mode: Mode = .list
    public var list = ListState()
    public var bookmarks = ListState()
    public var details = ListState()
    /// The barrier-free groups open in the details.
    public var openGroups: Set<Int> = []
    /// `m`: the map's pins listed in words instead of drawn.
    public var mapInWords = false

    public init() {}

    /// The focused element: a picker's row, the keyword's caret, the details' focused line, or the list's row.
    public var focus: FocusID {
        switch mode {
        case .list: return .list
        case .provinces, .districts, .categories, .needs: return .picker
        case .keyword: return .field
        case .detail: return .details
        }
    }

    public var isPicking: Bool {
        switch mode {
        case .list, .detail: return false
        default: return true
        }
    }
}
