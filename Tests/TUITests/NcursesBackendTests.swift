import Foundation
import Testing
import TestSupport
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
            // The cursor is hidden while the cells go out and shown at its final cell (xterm's civis and cnorm):
            // those 18 bytes come on top of the change itself, which stays under 40.
            let hide = "\u{1B}[?25l", show = "\u{1B}[?12l\u{1B}[?25h"
            let change = String(decoding: Array(written().utf8).suffix(delta), as: UTF8.self)
            #expect(change.hasPrefix(hide) && change.hasSuffix(show), "\(change.debugDescription)")
            #expect(delta > 0 && delta - hide.utf8.count - show.utf8.count < 40)
            #expect(written().contains("편의점"))
        }
    }

    @Test func colours_areUsedUnlessNO_COLOR_butBoldAndReverseRemain() {
        var colored = "", plain = ""
        withBackend(noColor: false) { backend, written in
            Renderer(backend: backend).render(frame)
            colored = written()
        }
        withBackend(noColor: true) { backend, written in
            Renderer(backend: backend).render(frame)
            plain = written()
        }
        // A foreground colour is SGR 3x or 38;5;n.
        let colorPattern = #"\e\[(3[0-7]|38;5;\d+|39;49|[0-9;]*;3[0-7])m"#
        #expect(colored.range(of: colorPattern, options: .regularExpression) != nil)
        #expect(plain.range(of: colorPattern, options: .regularExpression) == nil)
        #expect(plain.contains("\u{1B}[1m") || plain.contains(";1m") || plain.contains("\u{1B}[0;1"))  // bold still there
        #expect(plain.contains("7m"))  // reverse still there
    }
}
