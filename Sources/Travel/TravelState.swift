import Services
import TUI

/// Everything the Travel tab shows and a key can change, in one value: what is listed (nearby, a region, a keyword,
/// the bookmarks, the toilets near you…) and the query (radius, sort, category, needs), the mode (the list, a
/// picker, the keyword field, the details), the answers (the spots so far — the paging room's, followed here — their
/// access records, the details, the side lists, the way there, the day), each list's selection and scroll, the
/// details' focused line and open groups. Changed only by `apply(_:)` (TravelTransition.swift); the view draws it.
public struct TravelState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable { case idle, loading, loaded, failed(String) }

    public enum Detail: Equatable, Sendable {
        case loading(title: String)
        case loaded(SpotDetail, AccessRecord?, distance: Double?)
        case failed(String)
    }

    public enum Toilets: Equatable, Sendable {
        case idle, loading
        case loaded(ToiletAnswer)
        case failed(String)
        /// No source of toilets in this run (--offline): why, in words.
        case unavailable(String)
    }

    public enum Stations: Equatable, Sendable {
        case idle
        /// The stations near you, each with its card (for the row's counts).
        case loaded([NearbyStation], cards: [String: StationCard])
        case failed(String)
    }

    /// The way there: asked, found (its lines), or why not.
    public enum RouteState: Equatable, Sendable {
        case idle, loading
        /// The route, and where the network came from (a kept copy, its age).
        case found(Route, AnswerOrigin?)
        case failed(String)
    }

    public enum Chargers: Equatable, Sendable {
        case idle
        case loaded([WheelchairCharger])
        case failed(String)
    }

    /// The day card at the top of the details: being checked, or the verdict.
    public enum DayCard: Equatable, Sendable {
        case checking
        case ready(DayVerdict)
    }

    // The query.
    public var radius = 5000
    public var sort: TourSort = .distance
    public var category: TourCategory?
    /// The needs filter (remembered across runs).
    public var needs: Set<TravelNeed> = []
    /// Where you are (the app's one location, sent in as it changes).
    public var location = ResolvedLocation.pangyo
    /// Whether the records carry the dates they were made and changed (the live service does; the bundled records
    /// do not, so the date sorts are skipped with the reason said).
    public var datesAreKnown = true
    /// Whether the way there can be asked in this run (not with --offline), and whether the day can be checked.
    public var routesAvailable = true
    public var dayAvailable = true

    // The answers.
    public var phase: Phase = .idle
    /// The spots listed so far, page by page (the paging room's, followed here), how many in all, and whether more
    /// pages are to come or one is on its way.
    public var spots: [Spot] = []
    public var total = 0
    public var hasMore = false
    public var isLoadingMore = false
    /// The first page's age, and whether it is the last answer kept for when the network is gone.
    public var origin: AnswerOrigin?
    /// What the list could not include ("OpenStreetMap not reached …"), from the last first page.
    public var note: String?
    /// Tourism records fetched so far, by spot id (an OpenStreetMap place's facts come with the list).
    public var records: [String: AccessRecord] = [:]
    /// Spots whose record could not be fetched for this list (their rows say so; a later try may bring it), and how
    /// many failed since the list was loaded (said in the news line).
    public var unavailableRecords = Set<String>()
    public var recordFailures = 0
    /// `G` on its way to the end: fetching the rest of the list, the selection following.
    public var goingToTheEnd = false
    /// `R`: the row to come back to when the list has come again (nil: the first row, as for a new list).
    public var rowAfterReload: Int?
    /// Pages fetched on the needs filter's behalf since the list or the needs last changed.
    public var automaticPages = 0
    public var bookmarkList: [TravelBookmark] = []
    public var detail: Detail?
    /// The day card of the details or a toilet's card (nil: not asked).
    public var day: DayCard?
    public var toiletAnswer: Toilets = .idle
    public var chargerAnswer: Chargers = .idle
    public var stationAnswer: Stations = .idle
    public var stationCard: StationCard?
    public var route: RouteState = .idle
    /// What just happened, for the news line.
    public var message: String?

    /// What the list shows.
    public enum Listing: Equatable, Sendable {
        case nearby
        case region(code: String, district: String?)
        case keyword(String)
        case bookmarks
        /// Toilets near you (OpenStreetMap and Korea's bundled files), wheelchair state and open now.
        case toilets
        /// Power-wheelchair chargers near you (Korea's national data, bundled), open now.
        case chargers
        /// Seoul subway stations near you (lines 1–8), and one station's card, a fact a line.
        case stations
        case station(String)
        /// One charger's details, a fact a line (by its id).
        case charger(Int)
        /// One toilet's card (by its id): can I go today, then its facts, a fact a line.
        case toilet(String)
        /// The way there from your location to a spot (its title), a line an instruction.
        case route(String)

        public var isStationCard: Bool {
            if case .station = self { return true }
            return false
        }

        /// A card opened from a side list: Esc goes back to that list, not to the spots.
        public var isCard: Bool {
            switch self {
            case .station, .charger, .toilet: return true
            default: return false
            }
        }

        /// A list opened over the spots (Esc goes back to them): bookmarks, toilets, chargers, stations.
        public var isSideList: Bool {
            switch self {
            case .bookmarks, .toilets, .chargers, .stations, .station, .charger, .toilet, .route: return true
            case .nearby, .region, .keyword: return false
            }
        }
    }

    public enum Mode: Equatable, Sendable {
        /// The list (spots, bookmarks or toilets) has the focus.
        case list
        /// Region: a province, then one of its districts (or all of it).
        case provinces
        case districts(TourRegions.Province)
        case categories
        /// The needs filter, with the needs ticked so far (applied on Enter).
        case needs(Set<TravelNeed>)
        case keyword(TextFieldState)
        /// A spot's details (walkable lines, the access groups as an accordion).
        case detail
    }

    public var mode: Mode = .list
    public var listing: Listing = .nearby
    /// A list left for the bookmarks or the toilets, and the row it was on.
    public struct Left: Equatable, Sendable {
        public var listing: Listing
        public var row: Int
    }

    /// Where Esc from the bookmarks (or the toilets) returns.
    public var returnTo: Left?
    public var list = ListState()
    public var bookmarks = ListState()
    public var toilets = ListState()
    public var chargers = ListState()
    public var stations = ListState()
    /// The lines of a card opened from a side list (a station's, a charger's).
    public var card = ListState()
    /// The open picker's selection (provinces, districts, categories, needs).
    public var picker = ListState()
    /// The focus on the picker's title line ("Facilities you need — Space ticks, Enter applies"), above its rows.
    public var pickerTitleFocused = false
    public var details = ListState()
    /// The cells a details line may take, as the details' box was last drawn (the view lends it, as a list its
    /// scroll): the lines are wrapped to it.
    public var detailsWidth = 60
    /// The access groups open in the details.
    public var openGroups: Set<AccessFeature.Group> = []
    /// `m`: the map's pins listed in words instead of drawn.
    public var mapInWords = false
    /// The accessible mode (the shell's, fixed for a run): the details are laid out for a 40-cell braille display.
    public var accessible = false
    /// The line above the list the focus is on, an index into `TravelViewModel.linesAbove`.
    public var above = LinesAbove()

    public init() {}

    /// A line above the list the focus can rest on.
    public enum LineAbove: Equatable, Sendable {
        /// The listing's name, the sort, the filters.
        case modeBar
        /// The needs chosen and how many spots meet them (under the mode bar, while spots are listed).
        case needs
        /// The first line of the listing's own area: Nearby's map in words (accessible mode), the toilets' counts.
        case summary
        /// The toilets' second line: why the list is what it is (a source not asked or not reached).
        case notice
    }

    /// The focused element: a picker's row, the keyword's caret, the details' focused line, or the list's row.
    public var focus: FocusID {
        switch mode {
        case .list: return .list
        case .provinces, .districts, .categories, .needs: return .picker
        case .keyword: return .field
        case .detail: return .details
        }
    }

    /// The focus is on the view's top line (the shell's where-am-I line is the next one up).
    public var isOnTopLine: Bool {
        switch mode {
        case .list: return above.focused == 0
        case .detail: return details.selected == 0
        case .keyword: return false
        default: return pickerTitleFocused  // a picker's title line is its top line
        }
    }

    /// The focus is on the last line of what is loaded (the view adds: and nothing more to load); `shown` is the
    /// listing's own selection, its count up to date.
    public func isOnLastLoadedLine(shown: ListState) -> Bool {
        switch mode {
        case .list: return above.focused == nil && shown.isOnLastRow
        case .detail: return details.isOnLastRow
        case .keyword: return false
        default: return picker.isOnLastRow
        }
    }

    public var isPicking: Bool {
        switch mode {
        case .list, .detail: return false
        default: return true
        }
    }
}
