/// What the Weather tab says.
public protocol WeatherStrings {
}
