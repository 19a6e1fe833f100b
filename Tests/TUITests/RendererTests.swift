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
}
