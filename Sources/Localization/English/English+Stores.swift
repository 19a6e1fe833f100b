extension English: StoresStrings {
}
