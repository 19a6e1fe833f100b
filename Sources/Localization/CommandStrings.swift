/// What the line commands say: their --help, their messages on standard error, the snapshot and cache commands.
public protocol CommandStrings {
}
