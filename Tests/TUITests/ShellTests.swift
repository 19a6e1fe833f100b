import TestSupport
import Testing

@testable import TUI

/// A minimal tab for driving the shell.
@MainActor
final class FakeTab: TabScreen {
    let title: String
    let number: Int
    var pressed: [String] = []
    var alert: AlertMessage?
    var activations = 0
    var capturing = false
    var placesCursor = true
    init(_ title: String, number: Int = 1) { self.title = title; self.number = number }
    func render(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        buffer.write("content of \(title)", x: area.x, y: area.y + 1)
        if placesCursor { buffer.report(focus: .list, at: Point(x: area.x + 2, y: area.y + 1)) }
        // Reported but not focused: the shell must not put the cursor here.
        buffer.report(focus: "elsewhere", at: Point(x: area.x + 5, y: area.y + 3))
    }
    var focus: FocusID? { .list }
    func captureKey(_ key: Key) -> Bool {
        if capturing, let c = key.typedCharacter { pressed.append("typed \(c)"); return true }
        return false
    }
    /// Which table: "b" adds a `y` key. With `keepsTable`, it is also the bindings' basis.
    var table = "a"
    var keepsTable = false
    var tablesBuilt = 0
    var bindingsBasis: Int? { keepsTable ? (table == "b" ? 1 : 0) : nil }
    var bindings: [KeyBinding] {
        tablesBuilt += 1
        let x = KeyBinding([.char("x")], "do x", hint: "x") { [weak self] in self?.pressed.append("x") }
        guard table == "b" else { return [x] }
        return [x, KeyBinding([.char("y")], "do y", hint: "why") { [weak self] in self?.pressed.append("y") }]
    }
    var statusText: String { "status of \(title)" }
    var onBottomLine = false
    var isFocusOnBottomLine: Bool { onBottomLine }
    var isBusy: Bool { false }
    func dismissAlert() { alert = nil }
    func activate() { activations += 1 }
    func settle() async {}
    var mouseEvents: [MouseEvent.Kind] = []
    func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool { mouseEvents.append(event.kind); return true }
}

@MainActor
struct ShellTests {
    /// The READMEs' table of the keys that work everywhere is the shell's, with the app's own `L` (set your
    /// location, added by the app to the shell) last.
    @Test func theReadmesKeyTables_listTheKeysThatWorkEverywhere() {
        let shell = Shell(tabs: (1...4).map { FakeTab("T\($0)", number: $0) })
        shell.extraBindings = [KeyBinding([.char("L")], "set your location") {}]
        let code = ReadmeKeyTables.helpLabels(shell.globalBindings)
        #expect(code.last == "L")
        for file in ["README.md", "README.ko.md"] {
            #expect(ReadmeKeyTables.labels(.everywhere, in: file) == code, "\(file)")
        }
    }

    func frame(_ shell: Shell, _ width: Int, _ height: Int) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: height))
        shell.render(into: &buffer)
        return buffer
    }

    @Test func belowTheMinimum_saysSo_atEverySizeDownTo1x1() {
        let shell = Shell(tabs: [FakeTab("A")])
        let lines = frame(shell, 39, 12).trimmedLines()
        #expect(lines.joined().contains("terminal too small"))
        for (w, h) in [(1, 1), (0, 0), (2, 40), (200, 3), (40, 11)] {
            _ = frame(shell, w, h)
        }
        #expect(frame(shell, 40, 12).trimmedLines()[2] == "content of A")
    }

    @Test func numberKeysTabAndBrackets_switchTabs() {
        let a = FakeTab("A", number: 1), b = FakeTab("B", number: 2)
        let shell = Shell(tabs: [a, b])
        shell.start()
        shell.handle(.char("2"))
        #expect(shell.selectedTab == 1)
        shell.handle(.tab)
        #expect(shell.selectedTab == 0)
        shell.handle(.char("["))
        #expect(shell.selectedTab == 1)
        shell.handle(.backTab)
        #expect(shell.selectedTab == 0)
        #expect(b.activations == 2)
    }

    @Test func clickingATab_selectsIt_andOtherMouseEventsGoToTheTab() {
        let a = FakeTab("Stores", number: 1), b = FakeTab("Weather", number: 2)
        let shell = Shell(tabs: [a, b])
        _ = frame(shell, 60, 20)
        shell.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 14, y: 0))))
        #expect(shell.selectedTab == 1)
        shell.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 2, y: 0))))
        #expect(shell.selectedTab == 0)
        shell.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: 5))))
        #expect(a.mouseEvents == [.wheelDown])
    }

    @Test func anAlert_takesEveryKeyUntilDismissed() {
        let tab = FakeTab("A")
        tab.alert = AlertMessage(title: "T", message: "m")
        let shell = Shell(tabs: [tab])
        shell.handle(.char("x"))
        #expect(tab.pressed.isEmpty)
        #expect(frame(shell, 60, 20).trimmedLines().joined().contains("Enter/Esc"))
        shell.handle(.escape)
        #expect(tab.alert == nil)
        shell.handle(.char("x"))
        #expect(tab.pressed == ["x"])
    }

    @Test func aCapturingTab_getsKeysBeforeGlobalOnes() {
        let tab = FakeTab("A")
        tab.capturing = true
        var quit = false
        let shell = Shell(tabs: [tab])
        shell.onQuit = { quit = true }
        shell.handle(.char("q"))
        #expect(!quit)
        #expect(tab.pressed == ["typed q"])
        tab.capturing = false
        shell.handle(.char("q"))
        #expect(quit)
    }

    @Test func help_isGeneratedFromTheBindings_andAnyKeyClosesIt() {
        let shell = Shell(tabs: [FakeTab("A")])
        shell.handle(.char("?"))
        let text = frame(shell, 80, 24).trimmedLines().joined(separator: "\n")
        #expect(text.contains("do x"))
        #expect(text.contains("quit"))
        shell.handle(.escape)
        #expect(!shell.showingHelp)
    }

    @Test func statusBar_showsTheServicesAndHints_theNewsLineAboveItTheTabsStatus() {
        let shell = Shell(tabs: [FakeTab("A")])
        shell.statusPrefix = { "Kakao ○ offline" }
        shell.show(message: "saved")
        let lines = frame(shell, 80, 12).trimmedLines()
        #expect(lines[10] == "saved · status of A")
        #expect(lines[11].hasPrefix("Kakao ○ offline") && lines[11].hasSuffix("x x  q quit  ? keys"))
    }

    /// A long status (a long error, a place's name) no longer takes the hints' room at 80 columns: it has a line.
    @Test func aLongStatus_leavesTheKeyHintsInTheStatusBar_at80Columns() {
        let shell = Shell(tabs: [FakeTab("A")])
        shell.statusPrefix = { "Stores● Weather○ Characters◆ Travel◆ · at Seoul City Hall (GPS ±8 m)" }
        shell.show(message: String(repeating: "the streets could not be drawn ", count: 4))
        let lines = frame(shell, 80, 24).trimmedLines()
        #expect(lines[23].hasSuffix("? keys"))
        #expect(lines[22].hasPrefix("the streets could not be drawn") && lines[22].hasSuffix("…"))
    }

    /// The default mode's news line and keys line are reached as the accessible mode's are: `j` from the view's
    /// last line, then back with `k` or Esc; the cursor goes with the focus.
    @Test func theNewsLine_isReachedFromTheLastLine_inTheDefaultMode() {
        let tab = FakeTab("A")
        let shell = Shell(tabs: [tab])
        shell.handle(.char("j"))
        #expect(frame(shell, 80, 12).cursor == Point(x: 2, y: 2))  // not on the last line: the tab's own key
        tab.onBottomLine = true
        shell.handle(.char("j"))
        #expect(frame(shell, 80, 12).cursor == Point(x: 0, y: 10))
        shell.handle(.down)
        #expect(frame(shell, 80, 12).cursor == Point(x: 0, y: 11))
        shell.handle(.char("k"))
        shell.handle(.escape)
        #expect(frame(shell, 80, 12).cursor == Point(x: 2, y: 2))
        tab.onBottomLine = false
        shell.handle(.char("k"))
        #expect(frame(shell, 80, 12).cursor == Point(x: 2, y: 2))  // no line above the tab bar to go to
    }

    /// A tab with a basis has its key table built once while the basis holds — keys and frames reuse it — and again
    /// when it changes: the new keys act and their hints show at once. With none, it is built after every change.
    @Test func theKeyTable_isKeptWhileItsBasisHolds_andBuiltAgainWhenItChanges() {
        let tab = FakeTab("A")
        tab.keepsTable = true
        let shell = Shell(tabs: [tab])
        shell.checksKeptKeyTables = false  // its own builds would be counted
        for _ in 0..<5 {
            shell.handle(.char("x"))
            _ = frame(shell, 80, 12)
        }
        #expect(tab.pressed == Array(repeating: "x", count: 5))
        #expect(tab.tablesBuilt == 1)
        shell.handle(.char("y"))
        #expect(tab.pressed.count == 5)  // no `y` in table "a"
        tab.table = "b"
        #expect(frame(shell, 80, 12).trimmedLines().last!.contains("y why"))
        shell.handle(.char("y"))
        #expect(tab.pressed.last == "y")
        #expect(tab.tablesBuilt == 2)

        let plain = FakeTab("B")
        let other = Shell(tabs: [plain])
        other.checksKeptKeyTables = false
        for _ in 0..<3 {
            other.handle(.char("x"))
            _ = frame(other, 80, 12)
        }
        #expect(plain.tablesBuilt == 4)  // the first key's, then each frame's, which the next key reuses
    }

    @Test func thePrompt_editsAndSubmits() {
        let shell = Shell(tabs: [FakeTab("A")])
        var submitted: String?
        shell.prompt(title: "Location") { submitted = $0 }
        for ch in "잠실" { shell.handle(.char(ch)) }
        let buffer = frame(shell, 60, 20)
        #expect(buffer.trimmedLines().joined().contains("잠실"))
        #expect(buffer.cursor != nil)
        shell.handle(.enter)
        #expect(submitted == "잠실")
    }

    @Test func theCursor_restsAtTheTopOfTheTab_whenNothingIsFocused() {
        let tab = FakeTab("A")
        tab.placesCursor = false
        let shell = Shell(tabs: [tab])
        #expect(frame(shell, 60, 20).cursor == Point(x: 0, y: 1))
    }

    @Test func theCursor_followsTheFocusedRow() {
        let shell = Shell(tabs: [FakeTab("A")])
        #expect(frame(shell, 60, 20).cursor == Point(x: 2, y: 2))
    }

    @Test func theCursor_goesToTheTopmostLayer_alertThenPromptThenHelp() {
        let tab = FakeTab("A")
        let shell = Shell(tabs: [tab])
        shell.handle(.char("?"))
        let help = frame(shell, 60, 20)
        #expect(shell.focus == .help && help.cursor == help.focusCell(.help))
        #expect(help.trimmedLines()[help.cursor!.y].contains("Keys — Esc or ? closes"))  // its title, a line
        shell.handle(.escape)
        shell.prompt(title: "Location") { _ in }
        let prompt = frame(shell, 60, 20)
        #expect(shell.focus == .prompt && prompt.cursor == prompt.focusCell(.prompt))
        shell.handle(.escape)
        tab.alert = AlertMessage(title: "Oops", message: "the service failed")
        let alert = frame(shell, 60, 20)
        #expect(shell.focus == .alert && alert.trimmedLines()[alert.cursor!.y].contains("the service failed"))
        #expect(
            alert.cursor!.x
                == alert.trimmedLines()[alert.cursor!.y].firstIndex(of: "t")!.utf16Offset(
                    in: alert.trimmedLines()[alert.cursor!.y]))
    }

    @Test func help_isWalkedLineByLine() {
        let shell = Shell(tabs: [FakeTab("A")])
        shell.handle(.char("?"))
        let first = frame(shell, 60, 20).cursor!
        shell.handle(.char("j"))
        shell.handle(.char("j"))
        let third = frame(shell, 60, 20).cursor!
        // Two lines on from the help's title: the tab's group title, then its first key.
        #expect(third.y == first.y + 2)
        #expect(shell.showingHelp)
        shell.handle(.char("x"))
        #expect(!shell.showingHelp)
    }
}

@MainActor
struct TabNumberTests {
    @Test func tabsKeepTheirNumbers_whenATabIsAbsent() {
        let shell = Shell(tabs: [FakeTab("Stores", number: 1), FakeTab("Characters", number: 3)])
        var buffer = Buffer(size: Size(width: 60, height: 12))
        shell.render(into: &buffer)
        #expect(buffer.trimmedLines()[0] == " 1 Stores   3 Characters")
        shell.handle(.char("3"))
        #expect(shell.selectedTab == 1)
        shell.handle(.char("2"))
        #expect(shell.selectedTab == 1)
    }
}

@MainActor
struct ShellAlertKeysTests {
    @Test func whileAnAlertIsUp_tabKeysAndQ_dismissItAndAct_otherKeysWait() {
        let a = FakeTab("A", number: 1), b = FakeTab("B", number: 2)
        let shell = Shell(tabs: [a, b])
        var quit = false
        shell.onQuit = { quit = true }
        shell.start()
        a.alert = AlertMessage(title: "T", message: "m")
        shell.handle(.char("x"))
        #expect(a.alert != nil && a.pressed.isEmpty)  // an ordinary key waits
        shell.handle(.char("2"))
        #expect(a.alert == nil && shell.selectedTab == 1)  // dismissed, and the tab switched
        b.alert = AlertMessage(title: "T", message: "m")
        shell.handle(.tab)
        #expect(b.alert == nil && shell.selectedTab == 0)
        a.alert = AlertMessage(title: "T", message: "m")
        shell.handle(.char("]"))
        #expect(a.alert == nil && shell.selectedTab == 1)
        b.alert = AlertMessage(title: "T", message: "m")
        shell.handle(.char("q"))
        #expect(b.alert == nil && quit)
    }
}
