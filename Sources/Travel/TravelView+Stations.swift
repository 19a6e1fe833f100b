import Foundation
import Localization
import Services
import TUI

/// `u`: the Seoul subway stations near you — each with its lines, distance and direction, and what its card counts
/// (elevators, accessible toilets) — on the map and in the map in words; Enter shows the station's card, a fact a
/// line (for a 40-cell braille display), every line reached by j/k; Esc goes back to the stations.
extension TravelView {
    var stationSummary: String {
        let radius = formatDistance(Double(TravelState.stationRadius))
        let stations = state.stationList
        return stations.isEmpty
            ? L.stationsNone(radius: radius) : L.stationsSummary(count: stations.count, radius: radius)
    }

    func stationFacts(_ station: NearbyStation) -> [String] {
        let here = state.location.coordinate
        let card = state.card(of: station)
        return [
            station.name,
            formatDistance(station.distance, bearing: here.bearing(to: station.coordinate), inWords: true),
            (card?.lines ?? station.lines).map(L.stationLine).joined(separator: ", "),
            L.stationRowCounts(
                elevators: card?.facilities(.elevator).count ?? 0, toilets: card?.facilities(.toilet).count ?? 0),
        ]
    }

    func renderStations(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        if case .failed(let message) = state.stationAnswer {
            return MessageText(message, top: 1).render(in: area, buffer: &buffer)
        }
        let stations = state.stationList
        let points = stations.enumerated().map { i, s in
            MapPoint(label: "\(i + 1)", title: s.name, at: s.coordinate, distance: s.distance)
        }
        renderSideList(
            header: [stationSummary], points: points, list: \.stations, in: area, context: context, buffer: &buffer
        ) { self.stationFacts(stations[$0]) }
    }

    /// A card's lines (a station's, a charger's) as a list: each line focusable, the cursor on the one selected.
    func renderCard(_ lines: [String], in area: Rect, buffer: inout Buffer) {
        guard !lines.isEmpty else {
            if case .station(let name) = state.listing {
                MessageText(L.stationNotFound(name), top: 1).render(in: area, buffer: &buffer)
            }
            return
        }
        var widget = ListView(focused: state.mode == .list && state.above.focused == nil, count: lines.count) {
            index, rect, buffer in
            buffer.write(lines[index], x: rect.x, y: rect.y, maxWidth: rect.width)
        }
        model.lend(\.card) { widget.render(in: area, state: &$0, buffer: &buffer) }
    }
}
