/// What the Command line commands (help, errors, doctor) says.
public protocol CommandStrings {
}
