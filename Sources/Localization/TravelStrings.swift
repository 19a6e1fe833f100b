/// What the Travel tab says.
public protocol TravelStrings {
}
