extension English: CommandStrings {
}
