import CNcurses
import CTerminalOutput
import Foundation
import Localization

/// The real terminal, through ncursesw. Every ncurses call in the program lives in this type.
/// Conduct (htop's CRT.c shape): locale first; cbreak/noecho/keypad; short ESC delay; colours on the default
/// background unless NO_COLOR; mouse; the terminal restored on exit and on fatal signals.
@MainActor
public final class NcursesBackend: InteractiveBackend {
    public private(set) var size: Size
    private let useColor: Bool
    private var colorPairs: [Int: Int16] = [:]
    private var screen: OpaquePointer?
    private var isOpen = false

    public struct Options {
        /// Write to this stream instead of the terminal (benchmarks): ncurses runs on `newterm`.
        public var output: UnsafeMutablePointer<FILE>?
        public var input: UnsafeMutablePointer<FILE>?
        public var terminalType: String?
        public var size: Size?
        public init(
            output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil,
            terminalType: String? = nil, size: Size? = nil
        ) {
            self.output = output; self.input = input; self.terminalType = terminalType; self.size = size
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case unusableTerminal(String)
        public var description: String {
            switch self {
            case .unusableTerminal(let term):
                return L.cannotDriveTerminal(term: term)
            }
        }
    }

    private let isRealTerminal: Bool
    /// Where ncurses writes (the terminal, or the file a benchmark gives).
    private let outputDescriptor: Int32

    /// Opens the screen. An unknown `TERM` falls back to xterm-256color (what nearly every emulator speaks);
    /// if even that fails, it throws instead of exiting the process the way `initscr` would.
    public init(options: Options = Options(), environment: [String: String] = ProcessInfo.processInfo.environment)
        throws
    {
        _ = cn_setup_locale()
        isRealTerminal = options.output == nil
        outputDescriptor = options.output.map { fileno($0) } ?? STDOUT_FILENO
        // ncurses' set-up writes (alternate screen, modes, keypad) are kept to leave with the first frame: seven
        // small writes, each waking the terminal, were a millisecond before the first frame.
        to_gather_begin(outputDescriptor)
        if let output = options.output {
            screen = newterm(options.terminalType ?? "xterm-256color", output, options.input ?? cn_stdin())
        } else {
            cn_save_termios(STDIN_FILENO)
            cn_install_fatal_signal_handlers()
            // The screen at the terminal's size: ncurses' own output buffer may be smaller than a frame, as every
            // write of a frame is gathered into one (`draw`). It was made for a screen twice as tall, for a larger
            // buffer, before the writes were gathered: newterm took 0.9 ms then, 0.5 ms now (uprobes).
            screen = newterm(nil, cn_stdout(), cn_stdin()) ?? newterm("xterm-256color", cn_stdout(), cn_stdin())
        }
        guard let screen else {
            _ = to_gather_send("", 0, "", 0)
            throw Failure.unusableTerminal(environment["TERM"] ?? "(unset)")
        }
        set_term(screen)
        if environment["ESCDELAY"] == nil { set_escdelay(25) }
        isOpen = true
        cbreak()
        noecho()
        keypad(cn_stdscr(), true)
        nodelay(cn_stdscr(), true)
        intrflush(cn_stdscr(), false)
        // No typeahead check while a frame is painted: with a key pending, ncurses writes out what it has and
        // stops the frame. A burst of keys is already drawn as one frame by the event loop.
        typeahead(-1)
        useColor = environment["NO_COLOR"].map(\.isEmpty) ?? true ? has_colors() : false
        if useColor {
            start_color()
            use_default_colors()
        }
        _ = cn_enable_mouse()
        // One write per frame. Until the first endwin, ncurses (6.4) writes out its buffer after every cursor
        // movement, so a frame left in one write per line or run (about 100 for a full screen); a screen reader's
        // terminal (brltty-pty) refreshes the braille window after each write it reads, so the window followed the
        // cursor across the screen. Leaving and re-entering once, before anything is drawn, ends that.
        endwin()
        refresh()
        // Leaving reset the keypad's application mode (arrows would arrive as Esc [ A until the first read).
        keypad(cn_stdscr(), true)
        // After the re-entry, which reads the terminal's size again (and LINES/COLUMNS).
        if let forced = options.size { resizeterm(Int32(forced.height), Int32(forced.width)) }
        size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
        // Left as the terminal has it (shown): the first frame hides it in its own write if it has no focus.
    }

    /// Gives the terminal back as it was. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        _ = to_gather_send("", 0, "", 0)  // the set-up, when no frame was drawn
        // The frames hide and show the cursor with the terminal's own codes, which ncurses never hears of: its
        // endwin shows it again only after a change it made itself. A last frame without a focus (still loading)
        // would leave the shell without a cursor.
        if !cursorVisible, let show = cn_capability("cnorm") {
            _ = Foundation.write(outputDescriptor, show, strlen(show))
        }
        endwin()
        if let screen { delscreen(screen) }
        if isRealTerminal { cn_restore_termios() }
        screen = nil
    }

    /// The size of the terminal on `fd` (nil when it is not a terminal), without starting ncurses.
    public nonisolated static func terminalSize(fd: Int32) -> Size? {
        var rows: Int32 = 0, cols: Int32 = 0
        guard cn_terminal_size(fd, &rows, &cols) == 0 else { return nil }
        return Size(width: Int(cols), height: Int(rows))
    }

    /// Re-reads the terminal size after SIGWINCH; true when it changed.
    public func refreshSize() -> Bool {
        var rows: Int32 = 0, cols: Int32 = 0
        if cn_terminal_size(STDOUT_FILENO, &rows, &cols) == 0 {
            resizeterm(rows, cols)
        }
        let newSize = Size(width: Int(cn_cols()), height: Int(cn_lines()))
        defer { size = newSize }
        return newSize != size
    }

    /// After a resize or a resume: ncurses repaints everything on the next refresh.
    public func clearScreen() {
        clearok(cn_stdscr(), true)
    }

    public func draw(_ changes: [CellChange], cursor: Point?) {
        // The whole frame leaves in one write: the cursor hidden first (a reader following a visible cursor would
        // be taken across every painted cell), the cells, the cursor's move to the focus, and the cursor shown
        // there — so a screen reader that reads the terminal between writes (BRLTTY's tmux driver) never sees a
        // frame half done, a lone hide, or the cursor anywhere but on the focus. ncurses' writes are gathered
        // (CTerminalOutput) and sent with the hide before and the show after.
        let hideFirst = cursorVisible && (!changes.isEmpty || cursor == nil)
        let showAfter = cursor != nil && (hideFirst || !cursorVisible)
        to_gather_begin(outputDescriptor)
        paint(changes)
        // A frame without a focus (a tab still loading) leaves the hidden cursor where it last rested, not where
        // the painting ended (after the bottom-right cell, or mid-map): a screen reader that reads the terminal
        // between frames and ignores the cursor's visibility (BRLTTY's tmux driver) follows it all the same.
        let resting = cursor ?? restingCursor ?? Point(x: 0, y: 0)
        move(Int32(min(max(0, resting.y), size.height - 1)), Int32(min(max(0, resting.x), size.width - 1)))
        refresh()
        let hide = hideFirst ? cn_capability("civis").map { String(cString: $0) } ?? "" : ""
        let show = showAfter ? cn_capability("cnorm").map { String(cString: $0) } ?? "" : ""
        _ = hide.withCString { h in show.withCString { s in to_gather_send(h, strlen(h), s, strlen(s)) } }
        if let cursor { restingCursor = cursor }
        cursorVisible = cursor != nil
    }

    /// The changed cells into ncurses' screen. Cells sharing a style have its attributes and colour pair worked out
    /// once; side-by-side printable ASCII cells in one style go as one run (`cn_put_ascii_run`), the rest one by one.
    private func paint(_ changes: [CellChange]) {
        var runStyle: Style?
        var attrs = cn_a_normal()
        var pairNumber: Int16 = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, size.width)) { run in
            var i = 0
            while i < changes.count {
                let first = changes[i]
                if first.cell.style != runStyle {
                    runStyle = first.cell.style
                    attrs = attributes(first.cell.style)
                    pairNumber = pair(for: first.cell.style)
                }
                guard let byte = first.cell.printableASCII else {
                    NcursesBackend.put(first.cell, x: first.x, y: first.y, attributes: attrs, pair: pairNumber)
                    i += 1
                    continue
                }
                run[0] = byte
                var count = 1
                i += 1
                while i < changes.count, count < run.count, changes[i].y == first.y, changes[i].x == first.x + count,
                    changes[i].cell.attributes == first.cell.attributes, let next = changes[i].cell.printableASCII
                {
                    run[count] = next
                    count += 1
                    i += 1
                }
                _ = cn_put_ascii_run(Int32(first.y), Int32(first.x), run.baseAddress, Int32(count), attrs, pairNumber)
            }
        }
    }

    /// What ncurses holds for the cell at (x, y) — its characters, bold, reverse and colour pair — as it will send
    /// them: for tests of the painting without a terminal emulator.
    func heldCell(x: Int, y: Int) -> (text: String, bold: Bool, reverse: Bool, pair: Int16)? {
        var cell = cchar_t()
        guard mvwin_wch(cn_stdscr(), Int32(y), Int32(x), &cell) == OK else { return nil }
        var wide = [wchar_t](repeating: 0, count: 8)
        var attrs: attr_t = 0
        var pairNumber: Int16 = 0
        guard getcchar(&cell, &wide, &attrs, &pairNumber, nil) == OK else { return nil }
        let text = String(String.UnicodeScalarView(wide.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32($0)) }))
        return (text, attrs & cn_a_bold() != 0, attrs & cn_a_reverse() != 0, pairNumber)
    }

    /// Whether the terminal shows the cursor now (as this backend last left it; a terminal starts with it shown).
    private var cursorVisible = true
    /// Where the cursor last rested on a focus: hidden frames leave it there.
    private var restingCursor: Point?

    /// One cell as ncurses takes it: up to four wide characters (a spacing one and its marks), zero-terminated.
    /// Not isolated, so its closures carry no actor check (one per cell was a measurable part of a key press).
    private nonisolated static func put(_ cell: Cell, x: Int, y: Int, attributes: attr_t, pair: Int16) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 5) { wide in
            let count = cell.withScalars { scalars in
                for (i, value) in scalars.prefix(4).enumerated() { wide[i] = wchar_t(bitPattern: value) }
                return min(4, scalars.count)
            }
            if count == 0 { wide[0] = 32 }
            wide[max(1, count)] = 0
            _ = cn_put_cell(Int32(y), Int32(x), wide.baseAddress, attributes, pair)
        }
    }

    private func attributes(_ style: Style) -> attr_t {
        var a = cn_a_normal()
        if style.bold { a |= cn_a_bold() }
        if style.dim { a |= cn_a_dim() }
        if style.reverse { a |= cn_a_reverse() }
        if style.underline { a |= cn_a_underline() }
        return a
    }

    private func pair(for style: Style) -> Int16 {
        guard useColor, style.foreground != nil || style.background != nil else { return 0 }
        let fg = style.foreground?.rawValue ?? -1
        let bg = style.background?.rawValue ?? -1
        let key = (fg + 1) * 16 + (bg + 1)
        if let existing = colorPairs[key] { return existing }
        let number = Int16(colorPairs.count + 1)
        guard Int32(number) < cn_color_pairs() else { return 0 }
        init_pair(number, Int16(fg), Int16(bg))
        colorPairs[key] = number
        return number
    }

    /// Reads every pending key without blocking.
    public func readKeys() -> [Key] {
        var keys = readWaitingKeys()
        // A sequence cut between two reads (a slow link): wait briefly for its rest rather than act on its pieces.
        if EscapeSequences.endsUnfinished(keys) {
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&input, 1, Self.sequenceRestWait) > 0 { keys += readWaitingKeys() }
        }
        return EscapeSequences.fold(keys)
    }

    /// How long a sequence's rest may take, in ms (ncurses itself waits `ESCDELAY`, 25 ms, before giving up on it).
    static let sequenceRestWait: Int32 = 100

    private func readWaitingKeys() -> [Key] {
        var keys: [Key] = []
        var value: wint_t = 0
        while true {
            let kind = get_wch(&value)
            if kind == ERR { break }
            if kind == KEY_CODE_YES {
                if let key = NcursesBackend.functionKey(Int32(value)) { keys.append(key) }
            } else if let key = NcursesBackend.characterKey(UInt32(value)) {
                keys.append(key)
            }
        }
        return keys
    }

    private static func characterKey(_ value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(value + 96)!))
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .char(Character(scalar))
        }
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_MOUSE:
            var y: Int32 = 0, x: Int32 = 0
            let kind = cn_read_mouse(&y, &x)
            let point = Point(x: Int(x), y: Int(y))
            switch kind {
            case 1: return .mouse(MouseEvent(kind: .click, position: point))
            case 4: return .mouse(MouseEvent(kind: .wheelUp, position: point))
            case 5: return .mouse(MouseEvent(kind: .wheelDown, position: point))
            default: return nil
            }
        default:
            for n in 1...12 where code == cn_key_f(Int32(n)) { return .function(n) }
            return nil
        }
    }
}
