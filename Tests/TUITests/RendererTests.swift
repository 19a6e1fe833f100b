import Testing

@testable import TUI

@MainActor
struct RendererTests {
    @Test func anUnchangedFrame_sendsNothing() {
        let backend = MemoryBackend(width: 20, height: 3)
        let renderer = Renderer(backend: backend)
        renderer.render {
            $0.write("편의점 CU", x: 0, y: 0); $0.cursor = Point(x: 0, y: 0)
        }
        let afterFirst = backend.drawCalls
        renderer.render {
            $0.write("편의점 CU", x: 0, y: 0); $0.cursor = Point(x: 0, y: 0)
        }
        #expect(backend.drawCalls == afterFirst)
        renderer.render {
            $0.write("편의점 GS", x: 0, y: 0); $0.cursor = Point(x: 0, y: 0)
        }
        #expect(renderer.lastChangeCount == 2)
        #expect(backend.lines()[0].hasPrefix("편의점 GS "))
    }

    @Test func aCursorMoveAlone_isSent() {
        let backend = MemoryBackend(width: 5, height: 2)
        let renderer = Renderer(backend: backend)
        renderer.render { $0.cursor = Point(x: 0, y: 0) }
        renderer.render { $0.cursor = Point(x: 0, y: 1) }
        #expect(backend.cursor == Point(x: 0, y: 1))
        #expect(renderer.lastChangeCount == 0)
    }

    @Test func aFirstFrameOnABlankScreen_sendsOnlyWhatIsNotBlank() {
        let draw: (inout Buffer) -> Void = { buffer in
            buffer.write("편의점 CU", x: 2, y: 1)
            buffer.fill(Rect(x: 0, y: 2, width: 3, height: 1), style: Style(reverse: true))
            buffer.cursor = Point(x: 2, y: 1)
        }
        let blank = MemoryBackend(width: 12, height: 3)
        let fromBlank = Renderer(backend: blank, screenIsBlank: true)
        fromBlank.render(draw)
        // 편, 의, 점 (wide: one change each), C, U and three reversed blanks; not the space between (a plain blank, as
        // the screen already shows) nor the 24 other plain blanks.
        #expect(fromBlank.lastChangeCount == 8)
        let full = MemoryBackend(width: 12, height: 3)
        let unknown = Renderer(backend: full)
        unknown.render(draw)
        #expect(unknown.lastChangeCount == 33)  // 36 cells, 3 of them the wide characters' second halves
        #expect(blank.screen == full.screen && blank.cursor == full.cursor)
    }

    @Test func aBlankScreen_isOnlyTheFirstFrames() {
        let backend = MemoryBackend(width: 6, height: 1)
        let renderer = Renderer(backend: backend, screenIsBlank: true)
        renderer.render { $0.write("ab", x: 0, y: 0) }
        #expect(renderer.lastChangeCount == 2)
        renderer.invalidate()  // a resize: what the terminal shows is no longer known
        renderer.render { $0.write("ab", x: 0, y: 0) }
        #expect(renderer.lastChangeCount == 6)
    }

    @Test func aScreenInvalidatedBeforeItsFirstFrame_isSentInFull() {
        let renderer = Renderer(backend: MemoryBackend(width: 6, height: 1), screenIsBlank: true)
        renderer.invalidate()
        renderer.render { $0.write("ab", x: 0, y: 0) }
        #expect(renderer.lastChangeCount == 6)
    }

    @Test func aBlankFirstFrame_isStillSent() {
        let backend = MemoryBackend(width: 6, height: 1)
        Renderer(backend: backend, screenIsBlank: true).render { _ in }
        #expect(backend.drawCalls == 1)
    }
}
