extension Korean: TravelStrings {
}
