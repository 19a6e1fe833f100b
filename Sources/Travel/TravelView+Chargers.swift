import Foundation
import Localization
import Services
import TUI

/// `e`: the power-wheelchair chargers near you, nearest first — each with open now (its weekday / Saturday / holiday
/// hours and Korea's holidays), how many at once and the air pump, on the map and in the map in words; the summary
/// counts them and says the data's source.
extension TravelView {
    var chargerSummary: String {
        let radius = formatDistance(Double(TravelViewModel.chargerRadius))
        let chargers = model.chargerList
        return chargers.isEmpty
            ? L.chargersNone(radius: radius) : L.chargersSummary(count: chargers.count, radius: radius)
    }

    func renderChargers(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        if case .failed(let message) = model.chargers.value {
            return MessageText(message, top: 1).render(in: area, buffer: &buffer)
        }
        let chargers = model.chargerList
        let (summaryLine, rest) = area.splitTop(1)
        buffer.write(chargerSummary, x: summaryLine.x, y: summaryLine.y, maxWidth: summaryLine.width)
        guard !chargers.isEmpty else { return }
        var listArea = rest
        if !context.accessible && rest.height >= 8 {
            let split = SplitPane(sideBySideFrom: 140, firstShare: 0.35, minimumFirst: 30)
            let (mapArea, _, below) = split.layout(rest)
            split.render(in: rest, buffer: &buffer)
            let points = chargers.enumerated().map { i, c in
                MapPoint(label: "\(i + 1)", title: c.name, at: c.coordinate, distance: c.distance)
            }
            renderMap(
                points, selectedLabel: "\(state.chargers.selected + 1)", summary: chargerSummary, in: mapArea,
                buffer: &buffer)
            listArea = below
        }
        let here = model.location.value.coordinate
        let now = model.now()
        ListView(focused: state.mode == .list && state.above.focused == nil, count: chargers.count) {
            index, rect, buffer in
            let facts = ChargerWords.facts(chargers[index], from: here, at: now)
            let text = [String].rowSentence(
                number: "\(index + 1)", name: facts[0], fact: facts[1], rest: Array(facts.dropFirst(2)))
            buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
        }.render(in: listArea, state: &model.state.chargers, buffer: &buffer)
    }
}
