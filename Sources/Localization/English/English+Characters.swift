extension English: CharactersStrings {
}
