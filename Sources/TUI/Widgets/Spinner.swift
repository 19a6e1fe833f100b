/// A braille spinner. It animates only while something is pending, so an idle screen stays still.
public struct Spinner: Equatable, Sendable {
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static let interval: Duration = .milliseconds(100)
    public var tick = 0
    public init() {}
    public var symbol: String { Spinner.frames[tick % Spinner.frames.count] }
    public mutating func advance() { tick &+= 1 }
}

/// "⠋ loading…", or just "loading…" when there is no spinner (the accessible mode).
public func spinnerPrefixed(_ spinner: String, _ text: String) -> String {
    spinner.isEmpty ? text : spinner + " " + text
}
