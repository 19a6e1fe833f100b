extension Korean: StoresStrings {
}
