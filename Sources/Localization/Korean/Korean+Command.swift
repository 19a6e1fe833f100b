extension Korean: CommandStrings {
}
