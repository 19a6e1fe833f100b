import Services
import TUI

/// Everything the Stores tab shows and a key can change, in one value: the search (where, how far, its answer),
/// the rows shown, the map's centre, the mode (the list beside the map, the map in words, a store's details) and
/// the selection, whose one home this is (the map centres on it, the list highlights it). Changed only by
/// `apply(_:)` (StoresTransition.swift); the view model runs the effects it returns and the view draws it.
public struct StoresState: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case list
        /// `m`: the map's pins listed in words instead of drawn; the list keeps the focus.
        case mapInWords
        /// A store's details, opened from the mode it returns to.
        indirect case detail(over: Mode)
    }

    /// Where the last search stands: not asked yet, asked, answered (every store found), or failed (why, in words).
    public enum Phase: Equatable, Sendable {
        case idle
        case loading
        case loaded([ConvenienceStore])
        case failed(String)
    }

    /// Where the stores shown came from: the source, why it is not the one asked for (no network: sample), and
    /// the answer's age and whether it is the copy kept offline.
    public struct Source: Equatable, Sendable {
        public var source: StoreSource
        public var note: String?
        public var origin: AnswerOrigin?
        public init(source: StoreSource, note: String?, origin: AnswerOrigin? = nil) {
            self.source = source; self.note = note; self.origin = origin
        }
    }

    /// You: the search's centre.
    public var location: ResolvedLocation
    /// The search radius, metres (one of `StoresState.radiusSteps`).
    public var radius: Int
    public var phase: Phase = .idle
    /// What was searched last (the same place and radius again asks nothing).
    public var searched: Searched?
    public struct Searched: Equatable, Sendable {
        public var location: ResolvedLocation
        public var radius: Int
    }
    public var source: Source?
    /// The rows shown: every store found, or with `o` those open now (worked out by the model, whose clock it is).
    public var shown: [ConvenienceStore] = []
    /// The map's centre: you after a search, the selected store when it nears the map's edge.
    public var mapCenter: Coordinate
    public var mode: Mode = .list
    public var list = ListState()
    /// The store whose details are open.
    public var detail: ConvenienceStore?
    public var details = ListState()
    /// `o`: only the stores open now (their hours known and understood).
    public var openOnly = false
    /// The lines above the list the focus can rest on (0 the header, 1 the summary in the accessible mode).
    public var above = LinesAbove()
    /// The accessible mode (the shell's): it has the summary line above the list, so two lines to reach.
    public var accessible = false

    /// Radius steps for `+` / `-`, in metres.
    public static let radiusSteps = RadiusSteps([500, 1000, 2000, 3000, 5000, 10_000, 20_000])

    public init(location: ResolvedLocation, radius: Int) {
        self.location = location
        self.radius = Self.radiusSteps.clamp(radius)
        mapCenter = location.coordinate
    }

    /// How many lines above the list the focus can rest on.
    public var leadCount: Int { accessible ? 2 : 1 }

    public var isDetail: Bool { if case .detail = mode { return true } else { return false } }

    /// Whether the map pane shows its pins in words (also behind the details).
    public var mapInWords: Bool {
        switch mode {
        case .mapInWords, .detail(over: .mapInWords): return true
        default: return false
        }
    }

    /// Every store the search found, whatever the filter.
    public var allStores: [ConvenienceStore] {
        if case .loaded(let stores) = phase { return stores }
        return []
    }

    public var focus: FocusID { isDetail ? .details : .list }
    /// The focus is on the view's top line (the shell's where-am-I line is the next one up).
    public var isOnTopLine: Bool { isDetail ? details.selected == 0 : above.focused == 0 }
    /// The focus is on the view's last line (the shell's news line is the next one down).
    public var isOnBottomLine: Bool { isDetail ? details.isOnLastRow : above.focused == nil && list.isOnLastRow }
}
