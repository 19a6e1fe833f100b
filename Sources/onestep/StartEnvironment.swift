import Foundation

/// The environment the process started with, read once: each read of `ProcessInfo.processInfo.environment` builds a
/// new dictionary from every variable (about 0.1 ms), and the way to the first frame read it five times (perf).
/// Nothing here changes the environment for good (`NcursesBackend` sets LINES and COLUMNS only while the screen is
/// made, and puts them back).
enum StartEnvironment {
    static let variables = ProcessInfo.processInfo.environment
}
