extension Korean: WeatherStrings {
}
