import Foundation
import Localization
import Services
import TUI

/// `w`: the way there — the route's summary, one instruction a line, what it does not know, and the credit; each
/// line reached by j/k with the cursor on it; the route drawn on the map above the lines where there is room.
extension TravelView {
    /// The route's map needs this many rows under the mode bar (with the turns below it).
    static let routeMapMinimumHeight = 12

    func renderRoute(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        switch state.route {
        case .idle, .loading:
            return MessageText(spinnerPrefixed(context.spinner, L.loading), top: 1, transient: true).render(
                in: area, buffer: &buffer)
        case .failed(let message):
            return MessageText(message, top: 1).render(in: area, buffer: &buffer)
        case .found(let route, _):
            guard case .route(let target) = state.listing else { return }
            // The pin of the line read: the summary is the start, a leg its own turn, what follows the end.
            let selectedTurn = String(min(max(1, state.card.selected), route.legs.count + 1))
            var listArea = area
            if drawsMap(in: area, accessible: context.accessible) {
                let split = SplitPane(sideBySideFrom: 140, firstShare: 0.35, minimumFirst: 30)
                let (mapArea, _, below) = split.layout(area)
                split.render(in: area, buffer: &buffer)
                // The route as a line of its own, its turning points numbered in order and named by their
                // instruction (the map in words reads them); nothing is drawn where the route has no points.
                let instructions = route.legs.map(RouteWords.instruction) + [L.routeArrive(target)]
                let points = Self.turningPoints(route).enumerated().map { i, p in
                    MapPoint(label: "\(i + 1)", title: instructions[safe: i] ?? "", at: p, distance: nil)
                }
                renderMap(
                    points, selectedLabel: selectedTurn, summary: RouteWords.summary(route), in: mapArea,
                    buffer: &buffer, route: route.points)
                listArea = below
            }
            renderCard(model.linesNow.route, in: listArea, buffer: &buffer)
        }
    }

    /// Where each leg begins, and the end.
    static func turningPoints(_ route: Route) -> [Coordinate] {
        var points: [Coordinate] = []
        var along = 0.0
        var legStart = 0.0
        var legIndex = 0
        for (a, b) in zip(route.points, route.points.dropFirst()) {
            if legIndex < route.legs.count && along >= legStart - 0.01 {
                points.append(a)
                legStart += route.legs[legIndex].distance
                legIndex += 1
            }
            along += a.distance(to: b)
        }
        if let last = route.points.last { points.append(last) }
        return points
    }
}
