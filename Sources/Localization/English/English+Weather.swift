extension English: WeatherStrings {
}
