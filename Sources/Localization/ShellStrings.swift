/// The frame around the tabs: keys everywhere, the status bar, help, alerts, prompts, the widgets' keys.
public protocol ShellStrings {
    var shellQuit: String { get }
    var shellQuitHint: String { get }
    var shellAllKeys: String { get }
    var shellKeysHint: String { get }
    var shellSwitchTab: String { get }
    var shellNextTab: String { get }
    var shellPreviousTab: String { get }
    var shellRepaint: String { get }
    var shellEverywhere: String { get }
    /// "terminal too small (need 40×12)".
    func shellTooSmall(width: Int, height: Int) -> String
    /// "Stores list · tab 1 of 4".
    func shellWhere(view: String, tab: Int, of count: Int) -> String
    /// A prompt's title: "City (Enter/Esc)".
    func shellPromptTitle(_ title: String) -> String
    var helpTitle: String { get }
    var alertOK: String { get }
    var cannotDriveTerminalHint: String { get }
    func cannotDriveTerminal(term: String) -> String

    // MARK: Widgets' keys
    var keyMoveSelection: String { get }
    var keyPageUpDown: String { get }
    var keyFirstLast: String { get }
    var keyOpenClose: String { get }
    var keyNextPreviousSection: String { get }
    /// An accordion header in words: "지체장애, 8 of 12 known, closed".
    func sectionInWords(title: String, known: Int, of count: Int, open: Bool) -> String
}
