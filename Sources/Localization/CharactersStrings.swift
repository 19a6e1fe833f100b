/// What the Characters tab says.
public protocol CharactersStrings {
}
