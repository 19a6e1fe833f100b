extension English: TravelStrings {
}
