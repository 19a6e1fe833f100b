/// The frame around the tabs: keys everywhere, the status bar, help, alerts, prompts, the widgets' keys.
public protocol ShellStrings {
    var shellQuit: String { get }
    var shellQuitHint: String { get }
    /// The main loop could not be set up (no file descriptor left): said before exiting.
    func shellCannotWaitForEvents(_ reason: String) -> String
    var shellAllKeys: String { get }
    var shellKeysHint: String { get }
    var shellSwitchTab: String { get }
    var shellNextTab: String { get }
    var shellPreviousTab: String { get }
    var shellRepaint: String { get }
    var shellEverywhere: String { get }
    /// What the screen says while the app gets ready, before its first tab is drawn: "Starting…".
    var shellStarting: String { get }
    /// "terminal too small (need 40×12)".
    func shellTooSmall(width: Int, height: Int) -> String
    /// "Stores list · tab 1 of 4".
    func shellWhere(view: String, tab: Int, of count: Int) -> String
    /// The accessible mode's first line while the help is open: "Stores — keys".
    func shellWhereHelp(tab: String) -> String
    /// … while a message box is open: "message: Couldn't load stores".
    func shellWhereAlert(title: String) -> String
    /// A prompt's title: "City (Enter/Esc)".
    func shellPromptTitle(_ title: String) -> String
    var helpTitle: String { get }
    var alertOK: String { get }
    func cannotDriveTerminal(term: String) -> String

    // MARK: The app around the tabs (status, location, database)
    /// The weather service in the status bar ("Weather●").
    var serviceWeather: String { get }
    /// "live: Kakao, Weather".
    func statusLive(_ names: String) -> String
    /// "kept copies: Weather" (a live answer kept on disk, shown without the network).
    func statusKeptCopy(_ names: String) -> String
    /// "not asked yet: Weather" (a live service before its first answer this session).
    func statusNotAskedYet(_ names: String) -> String
    /// "bundled data: Marvel, Tour" (real datasets shipped with the app).
    func statusBundled(_ names: String) -> String
    /// "sample data: Weather" (made up).
    func statusSample(_ names: String) -> String
    /// "at 판교 (GPS ±17 m)" (`origin` is empty or " (…)").
    func statusAt(place: String, origin: String) -> String
    var helpStatusBarNote: String { get }
    var keySetLocation: String { get }
    var hintLocation: String { get }
    var promptLocation: String { get }
    func locationChanged(_ name: String) -> String
    /// The action of a storage failure: "open the database at /path".
    func actionOpenDatabase(path: String) -> String
    var nothingWillBeKept: String { get }
    var networkLocationOffline: String { get }
    func networkLocationNoAnswer(host: String) -> String
    func databaseUnavailable(log: String) -> String

    // MARK: Widgets' keys
    var keyMoveSelection: String { get }
    var keyPageUpDown: String { get }
    var keyFirstLast: String { get }
    var keyOpenClose: String { get }
    var keyNextPreviousSection: String { get }
    /// An accordion header in words, its state right after the title so a 40-cell braille display shows it:
    /// "지체장애, closed, 8 of 12 known" / "지체장애 닫힘, 12개 중 8개 정보 있음".
    func sectionInWords(title: String, known: Int, of count: Int, open: Bool) -> String

    // MARK: Words every tab uses (hints in the status bar, the end of a details box)
    /// A status-bar hint for Enter on a list: "details".
    var hintDetails: String { get }
    var hintSearch: String { get }
    var hintClose: String { get }
    /// Also the key table's description of Esc in a prompt or picker.
    var hintCancel: String { get }
    var hintChoose: String { get }
    var hintFavourites: String { get }
    /// The last line of a details box or an hour's values.
    var escCloses: String { get }
    /// The last row of a list while its next page loads.
    var loadingMore: String { get }
}
