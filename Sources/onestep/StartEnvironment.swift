import Foundation

/// The environment the process started with, read once: each read of `ProcessInfo.processInfo.environment` builds a
/// new dictionary from every variable (about 0.1 ms), and the way to the first frame read it five times (perf).
/// Nothing in the process sets a variable.
enum StartEnvironment {
    static let variables = ProcessInfo.processInfo.environment
}
