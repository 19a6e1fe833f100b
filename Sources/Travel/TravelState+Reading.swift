import Localization
import Services
import TUI

/// What the Travel tab reads off its state: each spot's record as known so far, the list after the needs filter and
/// its counts, the rows selected, the lines above the list, where `w` leads. Pure: the transition and the view
/// read the same answers.
extension TravelState {
    /// What is known of a spot's access: what its list carried, with its tourism record once fetched (nil while
    /// that record is still to come).
    public func record(for spot: Spot) -> AccessRecord? {
        guard spot.hasTourismRecord else { return spot.access ?? .nothingRecorded }
        guard let fetched = records[spot.id] else { return nil }
        return spot.record(with: fetched)
    }

    /// Whether everything there is to know about the spot's access is in (an OpenStreetMap place: at once).
    public func isAnswered(_ spot: Spot) -> Bool { record(for: spot) != nil }

    /// The spots split by the needs: those meeting every need, and those answered that no source refuses but some
    /// need of which is not known.
    private var split: TravelNeed.Split<Spot> {
        TravelNeed.split(spots, needs: needs) { isAnswered($0) ? record(for: $0) : nil }
    }

    /// The list after the needs filter: spots that meet every need, then (counted apart) those not known to.
    public var visibleSpots: [Spot] {
        guard !needs.isEmpty else { return spots }
        let split = split
        return split.meeting + split.unknown
    }

    /// Spots meeting every need (the first rows of `visibleSpots`).
    public var meetingCount: Int { split.meeting.count }
    /// Spots answered whose needs are not all known (no source refused any).
    public var undecidedCount: Int { split.unknown.count }
    /// Of those, the spots some need of which is answered in words only (read them).
    public var describedCount: Int {
        spots.filter { isAnswered($0) && TravelNeed.described(needs, record(for: $0)) }.count
    }
    /// Spots answered that some source says do not meet a need (left out of the list, counted).
    public var refusedCount: Int {
        let split = split
        return spots.filter(isAnswered).count - split.meeting.count - split.unknown.count
    }
    /// Spots whose tourism record is still being asked.
    public var pendingCount: Int { spots.filter { !isAnswered($0) }.count }

    public func isBookmarked(_ id: String) -> Bool { bookmarkList.contains { $0.placeID == id } }

    /// A bookmark as a spot: its id, title, type, address and point (its distance measured from where you are).
    public func spot(of bookmark: TravelBookmark) -> Spot {
        var spot = Spot(
            id: bookmark.placeID, category: bookmark.category, title: bookmark.title, address: bookmark.address,
            latitude: bookmark.latitude, longitude: bookmark.longitude)
        spot.distance = spot.coordinate.map { location.coordinate.distance(to: $0) }
        return spot
    }

    public var selectedSpot: Spot? { visibleSpots[safe: list.selected] }
    public var selectedBookmark: TravelBookmark? { bookmarkList[safe: bookmarks.selected] }
    public var selectedToilet: PublicToilet? { toiletList[safe: toilets.selected] }
    public var selectedCharger: WheelchairCharger? { chargerList[safe: chargers.selected] }

    public var toiletList: [PublicToilet] {
        if case .loaded(let answer) = toiletAnswer { return answer.toilets }
        return []
    }
    public var chargerList: [WheelchairCharger] {
        if case .loaded(let list) = chargerAnswer { return list }
        return []
    }
    public var stationList: [NearbyStation] {
        if case .loaded(let list, _) = stationAnswer { return list }
        return []
    }
    public func card(of station: NearbyStation) -> StationCard? {
        if case .loaded(_, let cards) = stationAnswer { return cards[station.name] }
        return nil
    }

    /// The charger and the toilet whose card is open.
    public var openCharger: WheelchairCharger? {
        guard case .charger(let id) = listing else { return nil }
        return chargerList.first { $0.id == id }
    }
    public var openToilet: PublicToilet? {
        guard case .toilet(let id) = listing else { return nil }
        return toiletList.first { $0.id == id }
    }

    /// The list shown has pages still to load (spots; bookmarks and toilets are whole).
    public var loadsMorePages: Bool { !listing.isSideList && hasMore }

    /// The selection of the list shown, as stored (its count may be older than what is loaded: the view model
    /// brings it up to date, `TravelViewModel.shownSelection`).
    public var storedSelection: ListState {
        switch listing {
        case .bookmarks: return bookmarks
        case .toilets: return toilets
        case .chargers: return chargers
        case .stations: return stations
        case .station, .charger, .toilet, .route: return card
        default: return list
        }
    }

    /// The lines above the list, top to bottom, as the view draws them: what `k` from the first row walks.
    public var linesAbove: [LineAbove] {
        var lines: [LineAbove] = [.modeBar]
        if !needs.isEmpty, !listing.isSideList { lines.append(.needs) }
        switch listing {
        case .nearby where accessible: lines.append(.summary)
        case .toilets:
            if case .loaded(let answer) = toiletAnswer {
                lines.append(.summary)
                if !(answer.notice ?? "").isEmpty { lines.append(.notice) }
            }
        case .chargers, .stations: lines.append(.summary)
        default: break
        }
        return lines
    }

    /// Where `w` leads: the toilet or charger selected in their lists, else the spot whose details are open, else
    /// the selected spot (nil: nothing with a place).
    public var routeTarget: (title: String, at: Coordinate)? {
        switch listing {
        case .toilets: return selectedToilet.map { ($0.name ?? L.toiletUnnamed, $0.coordinate) }
        case .toilet: return openToilet.map { ($0.name ?? L.toiletUnnamed, $0.coordinate) }
        case .chargers: return selectedCharger.map { ($0.name, $0.coordinate) }
        default:
            if case .loaded(let common, _, _)? = detail, let at = common.coordinate { return (common.title, at) }
            if let spot = selectedSpot, let at = spot.coordinate { return (spot.title, at) }
            return nil
        }
    }

    /// What the list shows now, as a query (nil for the side lists, which are not spots fetched).
    public var query: SpotQuery? {
        let scope: SpotQuery.Scope
        switch listing {
        case .nearby: scope = .nearby(location.coordinate, radius: radius)
        case let .region(code, district): scope = .region(code: code, district: district)
        case .keyword(let text): scope = .keyword(text, near: location.coordinate)
        case .bookmarks, .toilets, .chargers, .stations, .station, .charger, .toilet, .route: return nil
        }
        return SpotQuery(scope, sort: sort, category: category)
    }

    /// Where the way there and the day's way start: your location, unless it is a guess (no way from a guess).
    public var walkingFrom: Coordinate? { location.origin?.isGuess == true ? nil : location.coordinate }
}
