import Localization
import Services
import TUI

/// `t`: the toilets near you, nearest first — each with its wheelchair state (in words), open now, changing table
/// and fee, on the map and in the map in words; with --offline, one sentence says there is no source.
extension TravelView {
    /// "Toilet, 120 m north ↑, wheelchair yes — …, open now, changing table yes, free".
    func toiletFacts(_ toilet: PublicToilet) -> [String] {
        ToiletWords.facts(toilet, from: state.location.coordinate, hoursNow: model.linesNow.hoursNow(toilet))
    }

    var toiletSummary: String {
        let toilets = state.toiletList
        let radius = formatDistance(Double(TravelState.toiletRadius))
        guard !toilets.isEmpty else { return L.toiletsNoneAnywhere(radius: radius) }
        if case .loaded(let answer) = state.toiletAnswer, let searched = answer.radius {
            return counts(toilets, radius: formatDistance(Double(searched)), nearestOnly: true)
        }
        return counts(toilets, radius: radius)
    }

    /// Why the list is what it is (OpenStreetMap not asked or not reached, the files searched further), on a line of
    /// its own under the counts; nil when there is nothing to say.
    var toiletNotice: String? {
        if case .loaded(let answer) = state.toiletAnswer, let notice = answer.notice, !notice.isEmpty { return notice }
        return nil
    }

    private func counts(_ toilets: [PublicToilet], radius: String, nearestOnly: Bool = false) -> String {
        func count(_ state: AccessState) -> Int { toilets.filter { $0.wheelchairState == state }.count }
        let (yes, limited, no) = (count(.yes), count(.limited), count(.no))
        let unknown = toilets.count - yes - limited - no
        return nearestOnly
            ? L.toiletsNearestSummary(
                count: toilets.count, radius: radius, yes: yes, limited: limited, no: no, unknown: unknown)
            : L.toiletsSummary(
                count: toilets.count, radius: radius, yes: yes, limited: limited, no: no, unknown: unknown)
    }

    func renderToilets(in area: Rect, context: RenderContext, buffer: inout Buffer) {
        switch state.toiletAnswer {
        case .idle, .loading:
            return MessageText(spinnerPrefixed(context.spinner, L.toiletsLoading), top: 1, transient: true).render(
                in: area, buffer: &buffer)
        case .failed(let message), .unavailable(let message):
            return MessageText(message, top: 1).render(in: area, buffer: &buffer)
        case .loaded:
            break
        }
        let toilets = state.toiletList
        let points = toilets.enumerated().map { i, t in
            MapPoint(label: "\(i + 1)", title: t.name ?? L.toiletUnnamed, at: t.coordinate, distance: t.distance)
        }
        renderSideList(
            header: [toiletSummary] + [toiletNotice].compactMap { $0 }, points: points, list: \.toilets, in: area,
            context: context, buffer: &buffer
        ) { self.toiletFacts(toilets[$0]) }
    }
}
