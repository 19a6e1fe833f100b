@testable import TUI

/// Draws into a fresh in-memory buffer and returns its rows with trailing spaces removed.
func render(_ width: Int, _ height: Int, _ draw: (inout Buffer) -> Void) -> [String] {
    var buffer = Buffer(size: Size(width: width, height: height))
    draw(&buffer)
    return buffer.trimmedLines()
}
