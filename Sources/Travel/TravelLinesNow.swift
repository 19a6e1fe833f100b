import Foundation
import Localization
import Services

/// What the Travel tab reads that is words of the moment: the route's lines, a card's (a station's, a charger's, a
/// toilet's), the details' — each depends on the clock (an age, "open now"), the place's UTC offset and the streets
/// drawn, besides the state. Made by the view model for a frame or a key; read by the view and the model alike.
public struct TravelLinesNow {
    let state: TravelState
    let now: Date
    let utcOffset: @Sendable (Coordinate) -> Int
    let ground: GroundAnswer?

    /// The route's lines as the list shows them.
    public var route: [String] {
        guard case .found(let found, let origin) = state.route else { return [] }
        return RouteWords.lines(found, origin: origin, now: now)
    }
    public var stationCard: [String] { state.stationCard.map(StationCardLines.lines) ?? [] }
    public var chargerCard: [String] {
        state.openCharger.map { ChargerWords.details($0, from: state.location.coordinate, at: now) } ?? []
    }
    /// The toilet's card: the day card's lines, then the toilet's facts, a fact a line.
    public var toiletCard: [String] {
        guard let toilet = state.openToilet else { return [] }
        let facts = ToiletWords.facts(toilet, from: state.location.coordinate, hoursNow: hoursNow(toilet))
        return (dayCard?.lines ?? []) + facts.filter { !$0.isEmpty }
    }

    /// Its tagged hours now in words ("open · closes 18:00", "closed today (추석)"); "" without hours understood.
    public func hoursNow(_ toilet: PublicToilet) -> String {
        toilet.hoursText(at: now, offset: utcOffset(toilet.coordinate))
    }

    /// The details' lines as they are now (the view adds the overview below them), or with other groups open.
    public func details(open: Set<AccessFeature.Group>? = nil) -> [TravelDetailLines.Line] {
        guard case let .loaded(common, record, distance)? = state.detail else { return [] }
        let here = state.location.coordinate, at = common.coordinate
        return TravelDetailLines(
            detail: common, record: record,
            distance: distance.map { formatDistance($0, bearing: at.map { here.bearing(to: $0) }, inWords: true) },
            street: at.flatMap { ground?.street(near: $0) },
            bookmarked: state.isBookmarked(common.id),
            hours: common.openingHours.map { written in
                OpeningHoursWords.details(
                    OpeningHours(written), at: now, offset: at.map(utcOffset) ?? utcOffset(here), coordinate: at)
            }, openGroups: open ?? state.openGroups, needs: state.needs, accessible: state.accessible, day: dayCard,
            width: state.detailsWidth
        ).lines
    }

    /// The day card's lines: checking, or the verdict, each input and the sources (nil: not asked in this run).
    public var dayCard: DayWords.Card? {
        switch state.day {
        case nil: return nil
        case .checking?: return DayWords.Card(verdict: L.dayChecking, facts: [], sources: nil)
        case .ready(let verdict)?: return DayWords.card(verdict, now: now)
        }
    }
}
