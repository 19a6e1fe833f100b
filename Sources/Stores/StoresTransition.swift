import Foundation
import Localization
import Services
import TUI

/// Everything that changes the Stores tab: a key (or a click), or the world answering (a search, the rows worked
/// out, you moving). Applied by `StoresState.apply(_:)`.
public enum StoresAction: Equatable, Sendable {
    // Keys
    /// `j`/↓, `k`/↑: down and up the list, and on to the lines above it from its first row.
    case moveDown, moveUp
    /// `Home`: the top line; `g`: the first row.
    case toTop, toFirstRow
    /// A move to a row: a page, `G`, a click, the wheel.
    case select(Int)
    /// A click on the map: the store nearest that point.
    case selectNearest(Coordinate)
    case openDetail, closeDetail
    /// A move among the details' lines.
    case moveInDetail(ListState)
    case toggleOpenOnly, toggleMapInWords
    /// `c`: the map back on you (and where you are asked again).
    case centreOnYou
    /// `+`, `-`, `r`.
    case widen, narrow, searchAgain
    /// The shell's accessible mode, on or off.
    case accessibleMode(Bool)
    // The world
    /// The tab shown: search unless this place and radius were searched.
    case activated
    /// You are somewhere else (gpsd, `L`).
    case moved(ResolvedLocation)
    /// A search's answer, for the place and radius asked.
    case answered([ConvenienceStore], source: StoresState.Source, place: ResolvedLocation)
    case failed(String)
    /// The rows shown, worked out anew; `fresh` after an answer or `o` (the selection starts at the first row),
    /// else after a minute passed (the selection stays on its row).
    case listed([ConvenienceStore], fresh: Bool)
}

/// Work a transition asks for; the view model runs it and answers with actions.
public enum StoresEffect: Equatable, Sendable {
    /// Search around `location` within `radius` metres (a newer search cancels the one in flight).
    case search(ResolvedLocation, radius: Int)
    /// The streets under the map, a little wider than the search circle.
    case drawGround(around: Coordinate, radius: Int)
    /// Work out the rows shown (open now is of this minute: the model's clock); answered with `.listed`.
    case listRows(fresh: Bool)
    /// Ask the location sources again (gpsd, the network if allowed).
    case askWhereYouAre
    case alert(AlertMessage)
}

extension StoresState {
    /// The one transition: the state changed by `action`, and the work that follows. Pure: no clock, no network.
    public mutating func apply(_ action: StoresAction) -> [StoresEffect] {
        switch action {
        case .moveUp:
            if !above.moveUp(count: leadCount, listAtItsTop: list.selected == 0) { select(list.selected - 1) }
        case .moveDown:
            if !above.moveDown(count: leadCount) { select(list.selected + 1) }
        case .toTop:
            // The list's selection on its first row too, so ↓ from the lines above comes to it.
            select(0)
            above.top()
        case .toFirstRow: select(0)
        case .select(let index): select(index)
        case .selectNearest(let point):
            let nearest = shown.indices.min {
                shown[$0].coordinate.distance(to: point) < shown[$1].coordinate.distance(to: point)
            }
            if let nearest { select(nearest) }
        case .openDetail:
            guard above.focused == nil, shown.indices.contains(list.selected) else { break }
            if !isDetail { mode = .detail(over: mode) }
            details = ListState()
            detail = shown[list.selected]
        case .closeDetail: closeDetail()
        case .moveInDetail(let moved): details = moved
        case .toggleOpenOnly:
            openOnly.toggle()
            return [.listRows(fresh: true)]
        case .toggleMapInWords: mode = mode == .mapInWords ? .list : .mapInWords
        case .centreOnYou:
            mapCenter = location.coordinate
            return [.askWhereYouAre]
        case .widen, .narrow:
            let next = Self.radiusSteps.step(from: radius, by: action == .widen ? 1 : -1)
            guard next != radius else { break }
            radius = next
            return search()
        case .searchAgain: return search()
        case .accessibleMode(let on):
            accessible = on
            above.clamp(count: leadCount)
        case .activated:
            if searched == Searched(location: location, radius: radius), phase != .idle { break }
            return search()
        case .moved(let place):
            // The map follows you only if it was on you (not moved away to a store).
            if mapCenter == location.coordinate { mapCenter = place.coordinate }
            location = place
            if phase != .idle { return search() }
        case .answered(let stores, let answerSource, let place):
            phase = .loaded(stores)
            source = answerSource
            // A new search shows the map around you (an empty result is said in place, without a modal alert).
            mapCenter = place.coordinate
            return [.listRows(fresh: true)]
        case .failed(let why):
            phase = .failed(why)
            list = ListState()
            return [
                .listRows(fresh: false),
                .alert(AlertMessage(title: L.storesAlertLoadFailedTitle, message: L.storesAlertLoadFailed(why))),
            ]
        case .listed(let rows, let fresh):
            shown = rows
            if fresh {
                list = ListState(count: rows.count)
                if !rows.isEmpty { select(0) }
            } else {
                list.count = rows.count  // a list that shrank with the minute keeps its selection on a row
            }
        }
        return []
    }

    /// A new search: the details close, the rows empty until the answer.
    private mutating func search() -> [StoresEffect] {
        searched = Searched(location: location, radius: radius)
        phase = .loading
        closeDetail()
        return [
            .listRows(fresh: false), .drawGround(around: location.coordinate, radius: radius * 3 / 2),
            .search(location, radius: radius),
        ]
    }

    private mutating func closeDetail() {
        if case .detail(let over) = mode { mode = over }
        detail = nil
    }

    /// A row selected; the map follows the store when it would otherwise sit near the map's edge (beyond three
    /// quarters of the radius from the centre). A map that jumps on every `j` is hard to follow, and redrawing a
    /// whole street map for each move costs the terminal ten times the bytes.
    private mutating func select(_ index: Int) {
        guard shown.indices.contains(index) else { return }
        above.focused = nil
        list.count = shown.count
        list.select(index)
        let store = shown[index].coordinate
        if !Self.isWellInView(store, around: mapCenter, radius: Double(radius)) { mapCenter = store }
    }

    /// Within three quarters of the radius of the map's centre, north–south and east–west.
    static func isWellInView(_ point: Coordinate, around center: Coordinate, radius: Double) -> Bool {
        let north = (point.latitude - center.latitude) * 110_540
        let east = (point.longitude - center.longitude) * 111_320 * cos(center.latitude * .pi / 180)
        return abs(north) <= radius * 0.75 && abs(east) <= radius * 0.75
    }
}

extension StoresState: TabTransition {}
