extension Korean: CharactersStrings {
}
