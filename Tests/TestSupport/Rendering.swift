import TUI

/// Draws into a fresh in-memory buffer and returns its rows with trailing spaces removed.
@MainActor
public func render(_ width: Int, _ height: Int, _ draw: (inout Buffer) -> Void) -> [String] {
    var buffer = Buffer(size: Size(width: width, height: height))
    draw(&buffer)
    return buffer.trimmedLines()
}

/// A whole frame of `shell` at `width`×`height`, every row (trailing spaces removed), for golden comparisons.
@MainActor
public func frame(of shell: Shell, _ width: Int, _ height: Int) -> [String] {
    render(width, height) { shell.render(into: &$0) }
}

/// A whole frame of `shell` as the buffer itself: its cells' styles and where the shell put the cursor.
@MainActor
public func frameBuffer(of shell: Shell, _ width: Int = 100, _ height: Int = 30) -> Buffer {
    var buffer = Buffer(size: Size(width: width, height: height))
    shell.render(into: &buffer)
    return buffer
}

/// Where two frames differ, row by row ("row 3: expected … / actual …"); empty when they are the same.
/// Like ratatui's `assert_buffer_lines`: a failure shows the rows, not a boolean.
public func differences(expected: [String], actual: [String]) -> [String] {
    var out: [String] = []
    for row in 0..<max(expected.count, actual.count) {
        let e = row < expected.count ? expected[row] : "<none>"
        let a = row < actual.count ? actual[row] : "<none>"
        if e != a { out.append("row \(row):\n  expected |\(e)|\n  actual   |\(a)|") }
    }
    return out
}

extension Buffer {
    /// The row the cursor is on, its trailing blanks trimmed ("" when the frame put no cursor).
    public var cursorLine: String {
        guard let cursor else { return "" }
        return trimmedLines()[cursor.y]
    }

    /// The text from the cursor's cell to the end of its row, counted in cells (a Hangul syllable takes two).
    public var textAtCursor: String {
        guard let cursor else { return "" }
        var x = 0, text = ""
        for ch in cursorLine {
            if x >= cursor.x { text.append(ch) }
            x += String(ch).displayWidth
        }
        return text
    }
}
