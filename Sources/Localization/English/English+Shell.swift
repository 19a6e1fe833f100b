extension English: ShellStrings {
    public var shellQuit: String { "quit" }
    public var shellQuitHint: String { "quit" }
    public func shellCannotWaitForEvents(_ reason: String) -> String { "cannot wait for keys or events: \(reason)" }
    public var shellAllKeys: String { "all keys" }
    public var shellKeysHint: String { "keys" }
    public var shellSwitchTab: String { "switch tab" }
    public var shellNextTab: String { "next tab" }
    public var shellPreviousTab: String { "previous tab" }
    public var shellRepaint: String { "repaint the screen" }
    public var shellEverywhere: String { "Everywhere" }
    public var shellStarting: String { "Starting…" }
    public func shellTooSmall(width: Int, height: Int) -> String { "terminal too small (need \(width)×\(height))" }
    public func shellWhere(view: String, tab: Int, of count: Int) -> String { "\(view) · tab \(tab) of \(count)" }
    public func shellWhereHelp(tab: String) -> String { "\(tab) — keys" }
    public func shellWhereAlert(title: String) -> String { "message: \(title)" }
    public func shellPromptTitle(_ title: String) -> String { title + " (Enter/Esc)" }
    public var helpTitle: String { "Keys — Esc or ? closes" }
    public var alertOK: String { "[ OK ] Enter/Esc" }
    public func cannotDriveTerminal(term: String) -> String {
        "cannot drive this terminal (TERM=\(term)); try TERM=xterm-256color"
    }

    public var serviceWeather: String { "Weather" }
    public func statusLive(_ names: String) -> String { "live: " + names }
    public func statusKeptCopy(_ names: String) -> String { "kept copies: " + names }
    public func statusNotAskedYet(_ names: String) -> String { "not asked yet: " + names }
    public func statusBundled(_ names: String) -> String { "bundled data: " + names }
    public func statusSample(_ names: String) -> String { "sample data: " + names }
    public func statusAt(place: String, origin: String) -> String { "at " + place + origin }
    public var helpStatusBarNote: String {
        "Status bar: ● live (an answer came), ◌ live but not asked yet, ◐ a kept copy of a live answer, ◆ a real dataset "
            + "bundled with the app, ○ made-up sample data."
    }
    public var keySetLocation: String { "set your location (place or LAT,LON)" }
    public var hintLocation: String { "location" }
    public var promptLocation: String { "Location" }
    public func locationChanged(_ name: String) -> String { "location: \(name)" }
    public func actionOpenDatabase(path: String) -> String { "open the database at \(path)" }
    public var nothingWillBeKept: String { "; nothing will be kept" }
    public var networkLocationOffline: String {
        "--location network needs the network; it cannot be used with --offline"
    }
    public func networkLocationNoAnswer(host: String) -> String {
        "the network location service (\(host)) gave no answer; name a place with --location"
    }
    public func databaseUnavailable(log: String) -> String { "the database is unavailable (see the log: \(log))" }

    public var keyMoveSelection: String { "move the selection" }
    public var keyPageUpDown: String { "page up / down" }
    public var keyFirstLast: String { "first / last row" }
    public var keyOpenClose: String { "open or close the section" }
    public var keyNextPreviousSection: String { "next / previous section" }
    public func sectionInWords(title: String, known: Int, of count: Int, open: Bool) -> String {
        "\(known) of \(count) known, \(open ? "open" : "closed"): \(title)"
    }

    public var hintDetails: String { "details" }
    public var hintSearch: String { "search" }
    public var hintClose: String { "close" }
    public var hintCancel: String { "cancel" }
    public var hintChoose: String { "choose" }
    public var hintFavourites: String { "favourites" }
    public var escCloses: String { "Esc closes" }
    public var loadingMore: String { "loading more…" }
}
