/// What the Stores tab says.
public protocol StoresStrings {
}
