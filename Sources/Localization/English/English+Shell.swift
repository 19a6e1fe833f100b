extension English: ShellStrings {
    public var shellQuit: String { "quit" }
    public var shellQuitHint: String { "quit" }
    public var shellAllKeys: String { "all keys" }
    public var shellKeysHint: String { "keys" }
    public var shellSwitchTab: String { "switch tab" }
    public var shellNextTab: String { "next tab" }
    public var shellPreviousTab: String { "previous tab" }
    public var shellRepaint: String { "repaint the screen" }
    public var shellEverywhere: String { "Everywhere" }
    public func shellTooSmall(width: Int, height: Int) -> String { "terminal too small (need \(width)×\(height))" }
    public func shellWhere(view: String, tab: Int, of count: Int) -> String { "\(view) · tab \(tab) of \(count)" }
    public func shellPromptTitle(_ title: String) -> String { title + " (Enter/Esc)" }
    public var helpTitle: String { "Keys — Esc or ? closes" }
    public var alertOK: String { "[ OK ] Enter/Esc" }
    public var cannotDriveTerminalHint: String { "try TERM=xterm-256color" }
    public func cannotDriveTerminal(term: String) -> String {
        "cannot drive this terminal (TERM=\(term)); " + cannotDriveTerminalHint
    }

    public var keyMoveSelection: String { "move the selection" }
    public var keyPageUpDown: String { "page up / down" }
    public var keyFirstLast: String { "first / last row" }
    public var keyOpenClose: String { "open or close the section" }
    public var keyNextPreviousSection: String { "next / previous section" }
    public func sectionInWords(title: String, known: Int, of count: Int, open: Bool) -> String {
        "\(title), \(known) of \(count) known, \(open ? "open" : "closed")"
    }
}
