import Foundation
import Localization
import Services
import TUI

/// `e`: the power-wheelchair chargers near you, nearest first — each with open now (its weekday / Saturday / holiday
/// hours and Korea's holidays), how many at once and the air pump, on the map and in the map in words; the summary
/// counts them and says the data's source.
extension TravelView {
    var chargerSummary: String {
        let radius = formatDistance(Double(TravelState.chargerRadius))
        let chargers = state.chargerList
        return chargers.isEmpty
            ? L.chargersNone(radius: radius) : L.chargersSummary(count: chargers.count, radius: radius)
    }

    func renderChargers(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        if case .failed(let message) = state.chargerAnswer {
            return MessageText(message, top: 1).render(in: area, buffer: &buffer)
        }
        let chargers = state.chargerList
        let points = chargers.enumerated().map { i, c in
            MapPoint(label: "\(i + 1)", title: c.name, at: c.coordinate, distance: c.distance)
        }
        let here = state.location.coordinate
        let now = model.now()
        renderSideList(
            header: [chargerSummary], points: points, list: \.chargers, in: area, context: context, buffer: &buffer
        ) { ChargerWords.facts(chargers[$0], from: here, at: now) }
    }
}
