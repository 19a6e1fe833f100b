import Localization
import Observables

/// The frame around the tabs: tab bar, the active tab, status bar, and the overlays (alert, prompt, help).
/// Decides who gets each key: alert, then prompt, then help, then the tab's capture, global keys, tab keys.
@MainActor
public final class Shell {
    public static let minimumSize = Size(width: 40, height: 12)

    public private(set) var tabs: [TabScreen]
    public private(set) var selectedTab = 0
    public var onSelectTab: (@MainActor (Int) -> Void)?
    public var onQuit: (@MainActor () -> Void)?
    /// Repaints the whole terminal (Ctrl-L), for when something else scribbled on it.
    public var onRepaint: (@MainActor () -> Void)?
    /// Left part of the status bar that the app composes (services live/offline, location, warnings).
    public var statusPrefix: @MainActor () -> String = { "" }
    /// App-level lines for help (e.g. what the status bar's marks mean).
    public var helpNotes: [String] = []
    /// App-level bindings added to the global ones (e.g. `L` for the location prompt).
    public var extraBindings: [KeyBinding] = [] {
        didSet {
            cachedGlobalBindings = nil
            keptKeyTable = nil  // its hints name the global keys too
        }
    }
    /// Asks for a frame (drawn after the keys in hand, or scheduled for a state change); set by the event loop. Called
    /// after every key and every change of a tab's state.
    public var setNeedsRender: @MainActor () -> Void = {}

    /// Something changed (a key, a state change, a tab, a prompt): a frame is asked for, and a key table kept with
    /// no basis goes.
    private func changed() {
        if let kept = keptKeyTable, kept.basis == nil { keptKeyTable = nil }
        setNeedsRender()
    }

    /// The active tab's key table and the status bar's hints from it. Built for every key and again for every frame's
    /// hints, it was a fourteenth of a key's work (the Characters list, `perf record`); it is kept while the tab's
    /// `bindingsBasis` stays the same, or with no basis until anything changes.
    private struct KeptKeyTable {
        var tab: Int
        var basis: Int?
        var bindings: [KeyBinding]
        var hints: (view: String, everywhere: String)?
    }
    private var keptKeyTable: KeptKeyTable?

    private var tabBindings: [KeyBinding] { keyTable().bindings }

    private func keyTable() -> KeptKeyTable {
        let basis = activeTab?.bindingsBasis
        if let kept = keptKeyTable, kept.tab == selectedTab, kept.basis == basis {
            assert(
                !checksKeptKeyTables || Self.sameKeys(kept.bindings, activeTab?.bindings ?? []),
                "a tab's bindingsBasis held while its key table changed")  // not UI: for developers
            return kept
        }
        let built = KeptKeyTable(tab: selectedTab, basis: basis, bindings: activeTab?.bindings ?? [])
        keptKeyTable = built
        return built
    }

    /// Debug builds build a kept table again each time it is used and stop if the keys, their words or hints differ:
    /// a `bindingsBasis` that misses something its table reads (the e2e suite walks every tab on a debug build).
    public var checksKeptKeyTables: Bool = {
        #if DEBUG
            true
        #else
            false
        #endif
    }()

    private static func sameKeys(_ a: [KeyBinding], _ b: [KeyBinding]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy {
                $0.keys == $1.keys && $0.keyLabel == $1.keyLabel && $0.summary == $1.summary && $0.hint == $1.hint
            }
    }

    /// "Enter details  / search  …": the hints of the tab's keys, and apart the global ones.
    private func hints() -> (view: String, everywhere: String) {
        let table = keyTable()
        if let hints = table.hints { return hints }
        func said(_ bindings: [KeyBinding]) -> String {
            bindings.compactMap { b in b.hint.map { "\(b.keyLabel) \($0)" } }.joined(separator: "  ")
        }
        let hints = (said(table.bindings), said(globalBindings))
        keptKeyTable?.hints = hints
        return hints
    }
    private var stateChanges: [Subscription] = []

    public private(set) var showingHelp = false
    private var help = ListState()
    private var prompt: Prompt?
    private var message: String?
    public private(set) var spinner = Spinner()

    private struct Prompt {
        var title: String
        var field: TextFieldState
        var onSubmit: @MainActor (String) -> Void
    }

    public init(tabs: [TabScreen], selectedTab: Int = 0) {
        self.tabs = tabs
        self.selectedTab = min(max(0, selectedTab), max(0, tabs.count - 1))
    }

    public var activeTab: TabScreen? { tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil }

    public func start() {
        stateChanges = tabs.flatMap { $0.observeChanges { [weak self] in self?.changed() } }
        activeTab?.activate()
    }

    public func select(tab index: Int) {
        guard tabs.indices.contains(index) else { return }
        selectedTab = index
        frameLine = nil
        tabs[index].activate()
        onSelectTab?(index)
        changed()
    }

    /// A transient line in the status bar (replaced by the next one).
    public func show(message: String?) {
        self.message = message
        changed()
    }

    /// Opens a one-line prompt; Enter submits, Esc cancels.
    public func prompt(title: String, initial: String = "", onSubmit: @escaping @MainActor (String) -> Void) {
        prompt = Prompt(title: title, field: TextFieldState(text: initial), onSubmit: onSubmit)
        changed()
    }

    public var isBusy: Bool { activeTab?.isBusy ?? false }
    /// The accessible mode (for screen readers and braille displays): the first line names the view in words,
    /// one fixed line above the status bar carries the news, and nothing is drawn in braille or animated.
    public var accessible = false {
        didSet {
            for tab in tabs { tab.accessibleModeChanged(accessible) }
            keptKeyTable = nil
            frameLine = nil  // its own lines go with the mode
            changed()
        }
    }
    /// The spinner animates only outside the accessible mode, where "loading…" is said once instead.
    public var animatesSpinner: Bool { isBusy && !accessible }
    public func advanceSpinner() { spinner.advance() }

    // MARK: Keys

    /// Built once (every key and every frame's status bar read them): the tabs are fixed, `extraBindings` resets it.
    public var globalBindings: [KeyBinding] {
        if let cachedGlobalBindings { return cachedGlobalBindings }
        let list = makeGlobalBindings()
        cachedGlobalBindings = list
        return list
    }
    private var cachedGlobalBindings: [KeyBinding]?

    private func makeGlobalBindings() -> [KeyBinding] {
        var list: [KeyBinding] = [
            KeyBinding([.char("q")], L.shellQuit, hint: L.shellQuitHint) { [weak self] in self?.onQuit?() },
            KeyBinding([.char("?")], L.shellAllKeys, hint: L.shellKeysHint) { [weak self] in self?.toggleHelp() },
        ]
        let numbers = tabs.map(\.number)
        for (index, tab) in tabs.enumerated() {
            let key = Character(String(tab.number % 10))
            let label = numbers.map(String.init).joined(separator: "/")
            list.append(
                KeyBinding([.char(key)], label: label, index == 0 ? L.shellSwitchTab : "") { [weak self] in
                    self?.select(tab: index)
                })
        }
        list.append(
            KeyBinding([.tab, .char("]")], label: "Tab/]", L.shellNextTab) { [weak self] in self?.cycleTab(by: 1) })
        list.append(KeyBinding([.ctrl("l")], L.shellRepaint) { [weak self] in self?.onRepaint?() })
        list.append(
            KeyBinding([.backTab, .char("[")], label: "S-Tab/[", L.shellPreviousTab) { [weak self] in
                self?.cycleTab(by: -1)
            })
        return list + extraBindings
    }

    private func cycleTab(by step: Int) {
        guard !tabs.isEmpty else { return }
        select(tab: (selectedTab + step + tabs.count) % tabs.count)
    }

    private func toggleHelp() {
        showingHelp.toggle()
        help = ListState()
        changed()
    }

    /// A message of the app's own, over every tab until dismissed (a damaged database restored at start): said in
    /// full in a box, where the status bar would cut it.
    public var notice: AlertMessage? {
        didSet { changed() }
    }

    /// The alert on top: the app's notice, else the active tab's.
    private var topAlert: AlertMessage? { notice ?? activeTab?.alert }

    /// With an alert up: Enter, Esc or Space dismisses the one on top and does nothing else; leaving the tab or
    /// the app never waits on a message — the key dismisses them all and acts; any other key waits. True when the
    /// key goes on.
    private func passesAlerts(_ key: Key) -> Bool {
        guard topAlert != nil else { return true }
        if key == .enter || key == .escape || key == .char(" ") {
            if notice != nil { notice = nil } else { activeTab?.dismissAlert() }
            return false
        }
        guard isTabOrQuitKey(key) else { return false }
        notice = nil
        if activeTab?.alert != nil { activeTab?.dismissAlert() }
        return true
    }

    public func handle(_ key: Key) {
        defer { changed() }
        guard passesAlerts(key) else { return }
        if var current = prompt {
            switch key {
            case .escape: prompt = nil
            case .enter:
                prompt = nil
                current.onSubmit(current.field.text)
            default:
                _ = current.field.handle(key)
                prompt = current
            }
            return
        }
        if showingHelp {
            // Help is walked like any details view; any other key closes it.
            let walk = ListState.navigationBindings({ [weak self] in self?.help ?? ListState() }) { [weak self] in
                self?.help = $0
            }
            if !walk.dispatch(key) { showingHelp = false }
            return
        }
        if case .mouse(let event) = key {
            handleMouse(event)
            return
        }
        if walksTheFrameLines(key) { return }
        if let tab = activeTab, tab.captureKey(key) { return }
        if globalBindings.dispatch(key) { return }
        _ = tabBindings.dispatch(key)
    }

    /// The frame's own lines are lines like the others: `j`/↓ from the view's last line rests the focus on the news
    /// line, then the keys line; in the accessible mode `k`/↑/Home from its top line on the first line (where you
    /// are; the default mode's tab bar is not a line to read). Moving
    /// back goes to the view's line it left; Esc too; any other key leaves them and acts as usual.
    private func walksTheFrameLines(_ key: Key) -> Bool {
        let up = key == .char("k") || key == .up || key == .home, down = key == .char("j") || key == .down
        if let line = frameLine {
            switch (line, up, down) {
            case (.whereLine, true, _), (.keys, _, true): break  // the top, the bottom: they stay
            case (.news, _, true): frameLine = .keys
            case (.keys, true, _): frameLine = .news
            default: frameLine = nil
            }
            return up || down || key == .escape
        }
        if up, accessible, activeTab?.isFocusOnTopLine == true {
            frameLine = .whereLine
        } else if down, activeTab?.isFocusOnBottomLine == true {
            frameLine = .news
        } else {
            return false
        }
        return true
    }

    /// `1`–`9`, `Tab`, `Shift-Tab`, `[`, `]` and `q`: keys that still work while an alert is up.
    private func isTabOrQuitKey(_ key: Key) -> Bool {
        switch key {
        case .tab, .backTab, .char("["), .char("]"), .char("q"): return true
        case .char(let c): return tabs.contains { Character(String($0.number % 10)) == c }
        default: return false
        }
    }

    /// The tabs' titles, asked once per language instead of for every frame.
    private var tabTitles: [String] {
        if let kept = keptTabTitles, kept.language == Localization.language { return kept.titles }
        let titles = tabs.map(\.title)
        keptTabTitles = (Localization.language, titles)
        return titles
    }
    private var keptTabTitles: (language: Language, titles: [String])?

    private var lastTabArea = Rect(x: 0, y: 1, width: 0, height: 0)
    /// The status bar as last drawn: most keys change neither of its texts.
    private var statusBar = KeptImage<StatusBar>()
    private var tabBarImage = KeptImage<TabBar>()
    /// The accessible mode's own lines the focus can rest on (see `walksTheFrameLines`).
    private enum FrameLine { case whereLine, news, keys }
    private var frameLine: FrameLine?
    /// The one the focus is on, when nothing is over the tab (an alert, help, a prompt: those have the focus).
    private var focusedFrameLine: FrameLine? {
        topAlert == nil && prompt == nil && !showingHelp ? frameLine : nil
    }

    private func handleMouse(_ event: MouseEvent) {
        frameLine = nil
        if event.kind == .click, event.position.y == 0 {
            if let index = TabBar(titles: tabTitles, numbers: tabs.map(\.number), selected: selectedTab).tab(
                atColumn: event.position.x)
            {
                select(tab: index)
            }
            return
        }
        if lastTabArea.contains(event.position) || event.kind != .click {
            _ = activeTab?.handleMouse(event, in: lastTabArea)
        }
    }

    // MARK: Drawing

    public func render(into buffer: inout Buffer) {
        let area = buffer.area
        if area.width < Shell.minimumSize.width || area.height < Shell.minimumSize.height {
            let text = L.shellTooSmall(width: Shell.minimumSize.width, height: Shell.minimumSize.height)
            let lines = text.wrapped(to: max(1, area.width))
            let top = max(0, (area.height - lines.count) / 2)
            for (i, line) in lines.enumerated() where top + i < area.height {
                let x = max(0, (area.width - line.displayWidth) / 2)
                buffer.write(line, x: x, y: top + i, style: .bold)
            }
            buffer.cursor = Point(
                x: max(0, (area.width - (lines.first?.displayWidth ?? 0)) / 2), y: min(top, max(0, area.height - 1)))
            return
        }
        let (bar, rest) = area.splitTop(1)
        var (content, status) = rest.splitBottom(1)
        // Where the accessible mode's own lines are drawn (the focused one gets the cursor).
        // News on a fixed line of its own in both modes, so the status bar keeps the key hints at 80 columns.
        let (tabArea, newsLine) = content.splitBottom(1)
        content = tabArea
        let news = [message ?? "", activeTab?.statusText ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
        buffer.write(news.isEmpty ? " " : news, x: newsLine.x, y: newsLine.y, maxWidth: newsLine.width)
        var frameLineRows: [FrameLine: Int] = [.news: newsLine.y, .keys: status.y]
        if accessible {
            // Where am I, in words, then the tab.
            let place = activeTab.map { L.shellWhere(view: whereInWords($0), tab: $0.number, of: tabs.count) } ?? ""
            buffer.write(place, x: bar.x, y: bar.y, style: .bold, maxWidth: bar.width)
            frameLineRows[.whereLine] = bar.y
        } else {
            let tabBar = TabBar(titles: tabTitles, numbers: tabs.map(\.number), selected: selectedTab)
            tabBarImage.render(tabBar, in: bar, buffer: &buffer)
        }
        lastTabArea = content
        let context = RenderContext(spinner: accessible ? "" : spinner.symbol, accessible: accessible)
        activeTab?.render(in: content, context: context, buffer: &buffer)

        let hints = hints()
        statusBar.render(
            StatusBar(left: statusPrefix(), right: hints.view, rightTail: hints.everywhere), in: status,
            buffer: &buffer)
        if let line = focusedFrameLine, let y = frameLineRows[line] {
            // Shown the other way round (the keys line is reversed already).
            buffer.restyle(Rect(x: area.x, y: y, width: area.width, height: 1)) { $0.reverse.toggle() }
        }

        if showingHelp {
            var groups = [KeyBindingGroup(L.shellEverywhere, globalBindings)]
            if let tab = activeTab { groups.insert(KeyBindingGroup(tab.title, tabBindings), at: 0) }
            HelpOverlay(groups: groups, notes: (activeTab?.helpNotes ?? []) + helpNotes, bare: accessible).render(
                in: content, state: &help, buffer: &buffer)
        }
        if let prompt {
            let inner = ModalBox(title: L.shellPromptTitle(prompt.title), width: 60, height: 3, bare: accessible)
                .render(in: content, buffer: &buffer)
            TextField(state: prompt.field, id: .prompt).render(in: inner, buffer: &buffer)
        }
        if let alert = topAlert {
            AlertView(alert, bare: accessible).render(in: content, buffer: &buffer)
        }
        buffer.cursor = cursor(in: buffer, content: content, frameLineRows: frameLineRows)
    }

    /// The view the accessible mode's first line names: the topmost layer, as the focus is (an alert, the help,
    /// else the tab's own view; a prompt names itself in its title line).
    private func whereInWords(_ tab: TabScreen) -> String {
        if let alert = topAlert { return L.shellWhereAlert(title: alert.title) }
        if showingHelp { return L.shellWhereHelp(tab: tab.title) }
        return tab.viewDescription
    }

    /// The one place the hardware cursor is decided: the focused element's cell. The topmost layer has the
    /// focus (alert, prompt, help, then the tab's own choice); a tab whose focused element was not drawn (an
    /// empty list) falls back to the sentence that stands in for it, then to the top of the tab, never nowhere.
    public var focus: FocusID? {
        if topAlert != nil { return .alert }
        if prompt != nil { return .prompt }
        if showingHelp { return .help }
        return activeTab?.focus
    }

    private func cursor(in buffer: Buffer, content: Rect, frameLineRows: [FrameLine: Int]) -> Point? {
        if let line = focusedFrameLine, let y = frameLineRows[line] { return Point(x: 0, y: y) }
        for id in [focus, .message].compactMap({ $0 }) {
            if let cell = buffer.focusCell(id) { return cell }
        }
        // Nothing to rest on while the tab loads: hidden until the answer is drawn (one move per key, not two).
        if activeTab?.isBusy == true { return nil }
        return Point(x: content.x, y: content.y)
    }
}
