import TUI

/// What the Stores tab shows that is not an answer of a service, in one value: the mode (the list beside the map,
/// the list beside the map in words, a store's details) and the selection, whose one home this is (the map
/// centres on it, the list highlights it). Owned by the view model; the view draws it.
public struct StoresState: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case list
        /// `m`: the map's pins listed in words instead of drawn; the list keeps the focus.
        case mapInWords
        /// A store's details, opened from the mode it returns to.
        indirect case detail(over: Mode)
    }

    public var mode: Mode = .list
    public var list = ListState()
    public var details = ListState()
    /// `o`: only the stores open now (their hours known and understood).
    public var openOnly = false
    /// The lines above the list the focus can rest on (0 the header, 1 the summary in the accessible mode).
    public var above = LinesAbove()
    /// The accessible mode (the shell's): it has the summary line above the list, so two lines to reach.
    public var accessible = false

    /// How many lines above the list the focus can rest on.
    public var leadCount: Int { accessible ? 2 : 1 }

    public init() {}

    public var isDetail: Bool { if case .detail = mode { return true } else { return false } }

    /// Whether the map pane shows its pins in words (also behind the details).
    public var mapInWords: Bool {
        switch mode {
        case .mapInWords, .detail(over: .mapInWords): return true
        default: return false
        }
    }

    public var focus: FocusID { isDetail ? .details : .list }
    /// The focus is on the view's top line (the shell's where-am-I line is the next one up).
    public var isOnTopLine: Bool { isDetail ? details.selected == 0 : above.focused == 0 }
    /// The focus is on the view's last line (the shell's news line is the next one down).
    public var isOnBottomLine: Bool { isDetail ? details.isOnLastRow : above.focused == nil && list.isOnLastRow }
}
