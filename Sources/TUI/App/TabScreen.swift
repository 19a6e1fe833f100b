import Observables

/// What the shell asks of each tab. A tab owns its view state and binds to its view model.
@MainActor
public protocol TabScreen: AnyObject {
    var title: String { get }
    /// The number key that selects the tab; fixed per tab, so numbers stay put when a tab is absent.
    var number: Int { get }
    /// Calls `handler` whenever the tab's state changed outside a key press (an answer arrived, a timer
    /// fired). The shell draws a frame after every key anyway, and after every such change: the one redraw rule.
    func observeChanges(_ handler: @escaping @MainActor () -> Void) -> [Subscription]
    /// Draws the tab. `context` carries the spinner frame.
    func render(in area: Rect, context: RenderContext, buffer: inout Buffer)
    /// The focused element in the tab's current state (its mode names it); the shell puts the hardware cursor
    /// on the cell that element reported while drawing. nil: the top of the tab.
    var focus: FocusID? { get }
    /// The focus rests on the view's top line: `k` there goes on to the accessible mode's where-am-I line.
    /// Default: false.
    var isFocusOnTopLine: Bool { get }
    /// The focus rests on the view's last line (nothing more to load): `j` there goes on to the accessible mode's news
    /// line and the keys line under it. Default: false.
    var isFocusOnBottomLine: Bool { get }
    /// Keys the tab takes before the global bindings (e.g. a focused text field). Default: none.
    func captureKey(_ key: Key) -> Bool
    /// The tab's key table in its current state; also feeds help and the status-bar hints.
    var bindings: [KeyBinding] { get }
    /// A number for what picks the tab's key table — which keys there are, their words and hints (its mode, and
    /// anything else `bindings` reads outside the keys' actions): while it stays the same, the shell keeps the table
    /// it built instead of building it for every key and frame. The keys' actions read the state when they run.
    /// nil (the default): built again after every change. A number, not an `AnyHashable`: boxing a value into one on
    /// every key cost as much as the table it saved.
    var bindingsBasis: Int? { get }
    /// Extra lines for help (legends for symbols).
    var helpNotes: [String] { get }
    /// The tab's part of the status bar (in the accessible mode, the message line: news only).
    var statusText: String { get }
    /// Where the user is, in words: "Stores — list, 32 stores, 3 of 32 selected" (the accessible mode's first line).
    var viewDescription: String { get }
    /// Something is loading: the shell animates the spinner while true.
    var isBusy: Bool { get }
    /// The alert to show over the tab, if any; `dismissAlert` clears it.
    var alert: AlertMessage? { get }
    func dismissAlert()
    /// Called when the tab becomes visible (first load happens here).
    func activate()
    /// A mouse event inside the tab's area.
    func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool
    /// Waits until the work started so far has finished (snapshots, tests).
    func settle() async
    /// The shell's accessible mode, told to each tab when it is set (a tab whose layout depends on it keeps it in its
    /// state, so its keys act on the lines it draws). Default: nothing.
    func accessibleModeChanged(_ accessible: Bool)
}

extension TabScreen {
    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> [Subscription] { [] }
    public func captureKey(_ key: Key) -> Bool { false }
    public var bindingsBasis: Int? { nil }
    public var isFocusOnTopLine: Bool { false }
    public var isFocusOnBottomLine: Bool { false }
    public var viewDescription: String { title }
    public var helpNotes: [String] { [] }
    public func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool { false }
    public func accessibleModeChanged(_ accessible: Bool) {}
}

/// Per-frame facts the shell passes to tabs.
public struct RenderContext: Sendable {
    public var spinner: String
    /// The accessible mode: no braille pictures (maps, charts, spinner); text says what they showed.
    public var accessible: Bool
    public init(spinner: String, accessible: Bool = false) { self.spinner = spinner; self.accessible = accessible }
}
