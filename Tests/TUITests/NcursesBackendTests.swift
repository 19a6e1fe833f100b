import Foundation
import TestSupport
import Testing

@testable import TUI

/// The real ncurses backend writing to a temporary file instead of a terminal (ncurses' newterm).
@MainActor
@Suite(.serialized)
struct NcursesBackendTests {
    func withBackend(noColor: Bool, _ body: (NcursesBackend, () -> String) -> Void) {
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else {
            Issue.record("no temporary file"); return
        }
        guard
            let backend = try? NcursesBackend(
                options: .init(
                    output: output, input: input, terminalType: "xterm-256color", size: Size(width: 40, height: 10)),
                environment: noColor ? ["NO_COLOR": "1"] : [:])
        else {
            Issue.record("ncurses could not open xterm-256color")
            return
        }
        func written() -> String {
            fflush(output)
            let length = ftell(output)
            var bytes = [UInt8](repeating: 0, count: max(0, length))
            rewind(output)
            _ = fread(&bytes, 1, bytes.count, output)
            fseek(output, 0, SEEK_END)
            return String(decoding: bytes, as: UTF8.self)
        }
        body(backend, written)
        backend.close()
        fclose(input)
    }

    func frame(_ buffer: inout Buffer) {
        buffer.write("편의점 ", x: 0, y: 0, style: Style(foreground: .green, bold: true))
        buffer.write("CU", x: 7, y: 0, style: Style(reverse: true))
        buffer.cursor = Point(x: 0, y: 0)
    }

    /// ncurses' copy of a screen just set up is blank, so the starting screen's cells that are blank need not be sent:
    /// the terminal receives the same bytes either way.
    @Test func aFirstFrameOnTheBlankScreen_writesWhatAFullFrameWrites() {
        let full = firstFrameWritten(noColor: false)
        let fromBlank = firstFrameWritten(noColor: false, screenIsBlank: true)
        #expect(!full.isEmpty && fromBlank == full, "\(fromBlank.debugDescription)")
    }

    /// What a backend just set up writes for `frame`, its first.
    func firstFrameWritten(noColor: Bool, screenIsBlank: Bool = false) -> String {
        var text = ""
        withBackend(noColor: noColor) { backend, written in
            Renderer(backend: backend, screenIsBlank: screenIsBlank).render(frame)
            text = written()
        }
        return text
    }

    @Test func anIdleFrame_writesNothing_andAChangeWritesLittle() {
        withBackend(noColor: false) { backend, written in
            let renderer = Renderer(backend: backend)
            renderer.render(frame)
            let first = written().utf8.count
            renderer.render(frame)
            #expect(written().utf8.count == first)
            renderer.render {
                frame(&$0); $0.write("GS", x: 7, y: 0, style: Style(reverse: true))
            }
            let delta = written().utf8.count - first
            // The cursor is hidden while the cells go out and shown at its final cell (xterm's civis and cnorm), in
            // the same write: those 18 bytes come on top of the change itself, which stays under 40.
            let hide = "\u{1B}[?25l", show = "\u{1B}[?12l\u{1B}[?25h"
            let change = String(decoding: Array(written().utf8).suffix(delta), as: UTF8.self)
            #expect(change.hasPrefix(hide) && change.hasSuffix(show), "\(change.debugDescription)")
            #expect(delta > 0 && delta - hide.utf8.count - show.utf8.count < 40)
            #expect(written().contains("편의점"))
        }
    }

    /// Each write() the backend makes arrives as one record (a SOCK_SEQPACKET socket keeps their boundaries).
    func withRecordingBackend(_ body: (NcursesBackend, () -> [[UInt8]]) -> Void) {
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &fds) == 0,
            let output = fdopen(fds[0], "w"), let input = fopen("/dev/null", "r")
        else {
            Issue.record("no socket pair"); return
        }
        guard
            let backend = try? NcursesBackend(
                options: .init(
                    output: output, input: input, terminalType: "xterm-256color", size: Size(width: 40, height: 10)))
        else {
            Issue.record("ncurses could not open xterm-256color"); return
        }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        func records() -> [[UInt8]] {
            var out: [[UInt8]] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 17)
            while true {
                let n = recv(fds[1], &buffer, buffer.count, 0)
                if n <= 0 { return out }
                out.append(Array(buffer[0..<n]))
            }
        }
        body(backend, records)
        backend.close()
        fclose(input)
        fclose(output)
        close(fds[1])
    }

    @Test func aFrameLargerThanNcursesDefaultBuffer_leavesInOneWrite() {
        withRecordingBackend { backend, records in
            let renderer = Renderer(backend: backend)
            _ = records()
            // 10 rows of Hangul in alternating colours: about 670 bytes, where ncurses' own buffer at 40×10 would be
            // (10 + 2) × (40 + 6) = 552 bytes.
            renderer.render { buffer in
                for y in 0..<10 {
                    for x in stride(from: 0, to: 40, by: 2) {
                        buffer.write("가", x: x, y: y, style: Style(foreground: (x / 2) % 2 == 0 ? .green : .red))
                    }
                }
                buffer.cursor = Point(x: 0, y: 3)
            }
            let writes = records()
            let body = writes.filter { $0.count > 20 }
            #expect(body.count == 1, "\(writes.map(\.count))")
            #expect((body.first?.count ?? 0) > 552, "\(writes.map(\.count))")
        }
    }

    /// ncurses' set-up (alternate screen, keypad, modes) leaves with the first frame, in its one write; closed before
    /// any frame, the set-up still goes out, before the end.
    @Test func theSetUp_leavesWithTheFirstFrame_orBeforeTheEndWhenNoneIsDrawn() {
        let alternateScreen = "\u{1B}[?1049h", mainScreen = "\u{1B}[?1049l"
        withRecordingBackend { backend, records in
            #expect(records().isEmpty)
            Renderer(backend: backend).render { buffer in
                buffer.write("CU 1호점", x: 0, y: 1)
                buffer.cursor = Point(x: 0, y: 1)
            }
            let writes = records().map { String(decoding: $0, as: UTF8.self) }
            #expect(writes.count == 1 && writes.first?.contains(alternateScreen) == true, "\(writes)")
            #expect(writes.first?.contains("CU 1호점") == true)
        }
        withRecordingBackend { backend, records in
            backend.close()
            let all = records().map { String(decoding: $0, as: UTF8.self) }.joined()
            let opened = all.range(of: alternateScreen), closed = all.range(of: mainScreen, options: .backwards)
            #expect(
                opened != nil && closed != nil && opened!.upperBound <= closed!.lowerBound, "\(all.debugDescription)")
        }
    }

    /// Every frame leaves in one write, the cursor's hiding and showing included: a reader between two writes never
    /// finds a frame half drawn or the cursor shown anywhere but on the focus.
    @Test func everyFrame_andItsCursorVisibility_leaveInOneWrite() {
        withRecordingBackend { backend, records in
            let renderer = Renderer(backend: backend)
            _ = records()
            let hide = Array("\u{1B}[?25l".utf8), show = Array("\u{1B}[?25h".utf8)
            func contains(_ record: [UInt8], _ part: [UInt8]) -> Bool {
                record.count >= part.count
                    && (0...(record.count - part.count)).contains { Array(record[$0..<$0 + part.count]) == part }
            }
            // A focus, then a frame without one (hidden), then a focus again (shown), then a move.
            let frames: [(String, Point?)] = [
                ("CU 1호점", Point(x: 0, y: 1)), ("loading…", nil), ("CU 2호점", Point(x: 0, y: 2)),
                ("CU 3호점", Point(x: 0, y: 3)),
            ]
            for (n, (text, cursor)) in frames.enumerated() {
                renderer.render { buffer in
                    buffer.write(text, x: 0, y: n + 1)
                    buffer.cursor = cursor
                }
                let writes = records()
                #expect(writes.count == 1, "frame \(n): \(writes.map(\.count)) writes")
                guard let record = writes.first else { continue }
                // The hide leads the frame's own write and the show ends it: never a write of their own.
                let text = String(decoding: record, as: UTF8.self)
                switch n {
                case 1: #expect(text.hasPrefix("\u{1B}[?25l") && !contains(record, show), "\(text.debugDescription)")
                case 2: #expect(text.hasSuffix("\u{1B}[?25h") && !contains(record, hide), "\(text.debugDescription)")
                default:
                    #expect(text.hasPrefix("\u{1B}[?25l") && text.hasSuffix("\u{1B}[?25h"), "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func aFrameWithoutAFocus_leavesTheHiddenCursorWhereItLastRested() {
        withBackend(noColor: true) { backend, written in
            let renderer = Renderer(backend: backend)
            renderer.render { buffer in
                buffer.write("CU 1호점", x: 0, y: 2)
                buffer.cursor = Point(x: 3, y: 2)
            }
            let before = written().utf8.count
            // A loading frame: it paints the bottom-right cell (ncurses' insert trick leaves the cursor there)
            // and has no focus.
            renderer.render { buffer in
                buffer.write("CU 1호점", x: 0, y: 2)
                buffer.write("loading…", x: 31, y: 9)
                buffer.write("x", x: 39, y: 9)
            }
            let frame = String(decoding: Array(written().utf8).dropFirst(before), as: UTF8.self)
            // Its last cursor movement goes back to row 3, column 4 (1-based), where the cursor rested.
            let moves = frame.matches(of: #/\e\[(\d+);(\d+)H|\e\[(\d+)d|\r|\e\[(\d+)G/#)
            #expect(
                frame.hasSuffix("\u{1B}[3;4H\u{1B}[m\u{0F}") || moves.last.map { String($0.output.0) } == "\u{1B}[3;4H",
                "\(frame.debugDescription)")
        }
    }

    /// ASCII goes to ncurses in runs, anything else cell by cell: what ncurses holds is each frame's cells all the
    /// same, after a first frame and after a change of a row's middle (a run that starts and ends mid-row).
    @Test func paintedCells_areTheFramesCells_whetherPutInRunsOrOneByOne() {
        withBackend(noColor: false) { backend, _ in
            let renderer = Renderer(backend: backend)
            @MainActor func check(_ label: String, _ draw: (inout Buffer) -> Void) {
                var expected = Buffer(size: backend.size)
                draw(&expected)
                renderer.render(draw)
                for y in 0..<backend.size.height {
                    for x in 0..<backend.size.width where !expected[x, y].isContinuation {
                        let cell = expected[x, y], held = backend.heldCell(x: x, y: y)
                        #expect(held?.text == cell.symbol, "\(label): (\(x), \(y))")
                        #expect(
                            held?.bold == cell.style.bold && held?.reverse == cell.style.reverse,
                            "\(label): (\(x), \(y))")
                        #expect((held?.pair ?? 0 != 0) == (cell.style.foreground != nil), "\(label): (\(x), \(y))")
                    }
                }
            }
            func rows(_ buffer: inout Buffer, middle: String) {
                buffer.write("CU 편의점 1호 ~ the list's first row", x: 0, y: 0, style: Style(reverse: true))
                buffer.write("  GS25 " + middle + " 역삼점", x: 0, y: 1, style: Style(foreground: .green))
                buffer.write("plain", x: 2, y: 2)
                buffer.write("bold", x: 8, y: 2, style: .bold)
                buffer.write("é★é", x: 13, y: 2, style: .bold)
            }
            check("abc") { rows(&$0, middle: "abc") }
            check("xyz") { rows(&$0, middle: "xyz") }
            check("한글") { rows(&$0, middle: "한글") }
            check("a b") { rows(&$0, middle: "a b") }
        }
    }

    @Test func colours_areUsedUnlessNO_COLOR_butBoldAndReverseRemain() {
        let colored = firstFrameWritten(noColor: false), plain = firstFrameWritten(noColor: true)
        // A foreground colour is SGR 3x or 38;5;n.
        let colorPattern = #"\e\[(3[0-7]|38;5;\d+|39;49|[0-9;]*;3[0-7])m"#
        #expect(colored.range(of: colorPattern, options: .regularExpression) != nil)
        #expect(plain.range(of: colorPattern, options: .regularExpression) == nil)
        // Bold still there.
        #expect(plain.contains("\u{1B}[1m") || plain.contains(";1m") || plain.contains("\u{1B}[0;1"))
        #expect(plain.contains("7m"))  // reverse still there
    }
}
