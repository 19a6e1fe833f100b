import Foundation
import Localization
import Services
import TUI

/// Everything that changes the Travel tab: a key (or a click), or the world answering. Applied by
/// `TravelState.apply(_:)`. A move carries the selection of the list shown with its row count up to date (a card's
/// lines are words of the moment: the view model counts them).
public enum TravelAction: Equatable, Sendable {
    // Keys
    /// `a`, `t`, `e`, `u`, `B`, a region or a keyword: what the list shows.
    case show(TravelState.Listing)
    /// Esc in a side list or a card: back to where it was opened from.
    case leaveSideList
    case cycleSort
    case chooseCategory(TourCategory?)
    /// `+`/`-`: the next radius out or in (Nearby).
    case stepRadius(Int)
    case chooseNeeds(Set<TravelNeed>)
    case toggleMapInWords
    /// `R`: the list again.
    case reload
    /// `w`: the way there to what is selected or open.
    case openRoute
    /// `j`/`k`: down and up, past the list's first row to the lines above it.
    case down(ListState), up(ListState)
    /// `Home`: the top line; `g`: the first row; `G`: the last spot of the whole list.
    case toTop(ListState), toFirstRow(ListState), toLast(ListState)
    /// Any other move in the list shown (a page, a click, the wheel).
    case moved(ListState)
    /// Enter on a row: its details or its card.
    case enter
    /// `b` on a row, or in the details (the bookmark dated by the model's clock).
    case bookmarkSelected(at: Date)
    case bookmarkDetail(at: Date)
    /// A place saved or removed (a spot given whole).
    case toggleBookmark(TravelBookmark)
    case openRegionPicker(provinces: Int)
    case openCategoryPicker
    case openNeedsPicker
    /// `/`: the keyword field, holding `text` (the closest title offered after a Latin keyword found none).
    case openKeyword(String)
    /// Esc in a picker or the keyword field.
    case cancelPicker
    case pickerMoved(ListState)
    case pickerUp, pickerDown
    /// Enter in a picker (`province`: the one on the row selected, when provinces are listed).
    case choosePicked(province: TourRegions.Province?)
    case toggleNeedPicked
    case clearNeedsPicked
    case typed(TextFieldState)
    /// Enter in the keyword field.
    case searchKeyword
    case openDetail(id: String, title: String, distance: Double?, carried: AccessRecord?)
    case closeDetail
    case detailsMoved(ListState)
    /// Enter/Space on a group's header.
    case toggleGroup(AccessFeature.Group)
    /// `J`/`K`: the next or previous header, given the lines' header positions and their count now.
    case jumpToGroup(by: Int, headers: [Int], lines: Int)
    /// `o`: every group open, given each line's group header before and after (nil: not a header).
    case openEveryGroup(before: [AccessFeature.Group?], after: [AccessFeature.Group?])
    case setAccessible(Bool)
    // The world
    case activated
    case located(ResolvedLocation)
    /// The first page has come (the paging room holds it) with its age and what it could not include.
    case firstPage(origin: AnswerOrigin?, note: String?, spots: [Spot])
    case firstPageFailed(String)
    /// The paging room's list as it is now.
    case listed(spots: [Spot], total: Int, hasMore: Bool, loadingMore: Bool)
    /// A next page added these spots.
    case appended([Spot])
    case moreFailed(String)
    /// Tourism records fetched (published a few at a time); `pageOn`: the queue is empty.
    case recordsArrived([String: AccessRecord], pageOn: Bool)
    case recordFailed(id: String, reason: String)
    /// Nothing queued or in flight after records were asked.
    case recordsQuiet
    /// The details of the place asked for (`id`), its record and its distance.
    case detailAnswered(id: String, SpotDetail, AccessRecord?, distance: Double?)
    case detailFailed(String)
    /// The details' lines counted (after they changed): the focus may reach every one.
    case detailsCounted(Int)
    case dayAnswered(TravelState.DayCard?)
    case toiletsAnswered(TravelState.Toilets)
    case chargersAnswered(TravelState.Chargers)
    case stationsAnswered(TravelState.Stations)
    case stationCardAnswered(StationCard?)
    case routeAnswered(TravelState.RouteState)
    case bookmarksLoaded([TravelBookmark])
    case said(String)
}

/// Work a transition asks for; the view model's runner does it and answers with actions.
public enum TravelEffect: Equatable, Sendable {
    /// The streets, water and coast under the map.
    case drawGround(around: Coordinate, radius: Int)
    /// A new list: the old pages and their queued records dropped, the first page asked (nil: nothing to fetch).
    case fetchFirstPage(SpotQuery?)
    case loadMore
    /// The selection at `index` of `rows`: the next page fetched when near the end.
    case pageNear(index: Int, rows: Int)
    /// Tourism records asked (each once in a session); `sayIfQuiet`: answer `recordsQuiet` when none is left to come.
    case fetchRecords([String], sayIfQuiet: Bool)
    case saveNeeds(Set<TravelNeed>)
    case findToilets(around: Coordinate)
    case findChargers(around: Coordinate)
    case findStations(around: Coordinate)
    case readStationCard(String)
    case findRoute(from: Coordinate, to: Coordinate, profile: RouteProfile)
    case checkDay(DayPlace, needs: Set<TravelNeed>, from: Coordinate?)
    case cancelDay
    case fetchDetail(id: String, distance: Double?, carried: AccessRecord?, known: AccessRecord?)
    case cancelDetail
    case countDetailLines
    case reloadBookmarks
    case toggleBookmark(TravelBookmark)
    case alert(AlertMessage)
}

extension TravelState {
    public static let radiusSteps = RadiusSteps([1000, 2000, 5000, 10_000, 20_000])
    /// The side lists' radii: toilets within a short walk, chargers wider (they are sparser: 4,016 sites in all of
    /// Korea), stations a walk to the nearest few.
    public static let toiletRadius = 1000
    public static let chargerRadius = 3000
    public static let stationRadius = 1500
    /// The next page is fetched when the selection is this close to the last row.
    public static let prefetchDistance = 3
    /// Enough matches to fill a screen is the goal, but at most 3 extra pages: each page costs a record call per
    /// spot against a daily quota. Scrolling asks for more as usual.
    static let automaticPageLimit = 3

    /// The one transition: the state changed by `action`, and the work that follows. Pure: no clock, no network.
    public mutating func apply(_ action: TravelAction) -> [TravelEffect] {
        switch action {
        case .show(let listing): return show(listing)
        case .leaveSideList: return leaveSideList()
        case .cycleSort: return cycleSort()
        case .chooseCategory(let chosen):
            category = chosen
            mode = .list
            return listing.isSideList ? [] : load()
        case .stepRadius(let step):
            let next = Self.radiusSteps.step(from: radius, by: step)
            guard listing == .nearby, next != radius else { break }
            radius = next
            return load()
        case .chooseNeeds(let chosen): return chooseNeeds(chosen)
        case .toggleMapInWords: mapInWords.toggle()
        case .reload:
            // The same list again: the selection comes back to its row (of the first page) when it has come.
            let row = listing.isSideList ? nil : list.selected
            let effects = load()
            rowAfterReload = row
            return effects
        case .openRoute: return openRoute()
        case .down(let shown):
            if !above.moveDown(count: linesAbove.count) { return moved(shown) { $0.moveDown() } }
        case .up(let shown):
            if !above.moveUp(count: linesAbove.count, listAtItsTop: shown.selected == 0) {
                return moved(shown) { $0.moveUp() }
            }
        case .toTop(let shown):
            // The list's selection on its first row too, so ↓ from the lines above comes to it.
            let effects = moved(shown) { $0.top() }
            above.top()
            return effects
        case .toFirstRow(let shown): return moved(shown) { $0.top() }
        case .toLast(let shown):
            // The rest is fetched page by page, the selection following; it rests on the last spot.
            var effects = moved(shown) { $0.bottom() }
            guard loadsMorePages else { return effects }
            goingToTheEnd = true
            effects += loadMore()
            return effects
        case .moved(let selection): return moved(selection) { _ in }
        case .enter: return openSelected()
        case .bookmarkSelected(let at):
            switch listing {
            case .bookmarks: return selectedBookmark.map { [.toggleBookmark($0)] } ?? []
            case .toilets, .chargers, .stations, .station, .charger, .toilet, .route: break
            default: return selectedSpot.map { [.toggleBookmark(TravelBookmark($0, addedAt: at))] } ?? []
            }
        case .bookmarkDetail(let at):
            if case .loaded(let common, _, _)? = detail {
                return [.toggleBookmark(TravelBookmark(common, addedAt: at))]
            }
        case .toggleBookmark(let bookmark): return [.toggleBookmark(bookmark)]
        case .openRegionPicker(let provinces): openPicker(.provinces, rows: provinces)
        case .openCategoryPicker:
            openPicker(.categories, rows: TourCategory.allCases.count + 1)
            picker.select(category.flatMap { TourCategory.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        case .openNeedsPicker: openPicker(.needs(needs), rows: TravelNeed.allCases.count)
        case .openKeyword(let text): mode = .keyword(TextFieldState(text: text))
        case .cancelPicker:
            mode = .list
            pickerTitleFocused = false
        case .pickerMoved(let moved):
            pickerTitleFocused = false
            picker = moved
        case .pickerUp:
            // From the first row onto the title line (what the keys do), which a braille display then reads.
            guard !pickerTitleFocused else { break }
            if picker.selected == 0 { pickerTitleFocused = true } else { picker.moveUp() }
        case .pickerDown:
            if pickerTitleFocused { pickerTitleFocused = false } else { picker.moveDown() }
        case .choosePicked(let province): return choosePicked(province)
        case .toggleNeedPicked:
            guard case .needs(var chosen) = mode, !pickerTitleFocused,
                let need = TravelNeed.allCases[safe: picker.selected]
            else { break }
            if chosen.contains(need) { chosen.remove(need) } else { chosen.insert(need) }
            mode = .needs(chosen)
        case .clearNeedsPicked: if case .needs = mode { mode = .needs([]) }
        case .typed(let field): if case .keyword = mode { mode = .keyword(field) }
        case .searchKeyword:
            guard case .keyword(let field) = mode else { break }
            mode = .list
            let text = field.text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return show(.keyword(text)) }
        case let .openDetail(id, title, distance, carried):
            mode = .detail
            details = ListState()
            openGroups = []
            detail = .loading(title: title)
            // A new place's details start with no day card (a card's or another place's may still be there).
            day = nil
            return [.cancelDay, .fetchDetail(id: id, distance: distance, carried: carried, known: records[id])]
        case .closeDetail: return closeDetail()
        case .detailsMoved(let moved): details = moved
        case .toggleGroup(let group):
            if openGroups.contains(group) { openGroups.remove(group) } else { openGroups.insert(group) }
            return [.countDetailLines]
        case let .jumpToGroup(step, headers, lines):
            let current = details.selected
            details.count = max(details.count, lines)
            if let target = step > 0 ? headers.first(where: { $0 > current }) : headers.last(where: { $0 < current }) {
                details.select(target)
            }
        case let .openEveryGroup(before, after): openEveryGroup(before: before, after: after)
        case .setAccessible(let on): accessible = on
        case .activated: return [.reloadBookmarks] + (phase == .idle ? load() : [])
        case .located(let place):
            location = place
            guard phase != .idle else { break }
            switch listing {
            case .nearby, .toilets, .chargers, .stations: return load()
            default: break
            }
        case let .firstPage(answerOrigin, answerNote, fresh):
            origin = answerOrigin
            note = answerNote
            phase = .loaded
            if let row = rowAfterReload {
                list.count = visibleSpots.count
                list.select(row)
                rowAfterReload = nil
            }
            return afterNewSpots(fresh)
        case .firstPageFailed(let why):
            phase = .failed(why)
            return [.alert(AlertMessage(title: L.travelTitle, message: why))]
        case let .listed(listed, all, more, loadingMore):
            spots = listed
            total = all
            hasMore = more
            isLoadingMore = loadingMore
        case .appended(let fresh): return afterNewSpots(fresh)
        case .moreFailed(let why):
            // `G` on its way to the end stops there: nothing more is loading.
            goingToTheEnd = false
            message = L.travelCouldNotLoadMore(why)
        case let .recordsArrived(batch, pageOn):
            // A place without a record is answered too: nothing known (never "meets nothing").
            records.merge(batch) { _, new in new }
            unavailableRecords.subtract(batch.keys)
            if pageOn { return pageOnForMatches() }
        case let .recordFailed(id, reason):
            // Said, never hidden: the row keeps its facts not recorded, and the list stands.
            unavailableRecords.insert(id)
            recordFailures += 1
            message = L.travelRecordsNotFetched(recordFailures, reason: reason)
        case .recordsQuiet: return pageOnForMatches()
        case let .detailAnswered(id, common, record, distance): return detailAnswered(id, common, record, distance)
        case .detailFailed(let why): detail = .failed(why)
        case .detailsCounted(let lines): details.count = max(details.count, lines)
        case .dayAnswered(let card):
            day = card
            if card != nil { return [.countDetailLines] }
        case .toiletsAnswered(let answer): toiletAnswer = answer
        case .chargersAnswered(let answer): chargerAnswer = answer
        case .stationsAnswered(let answer): stationAnswer = answer
        case .stationCardAnswered(let answer): stationCard = answer
        case .routeAnswered(let answer): route = answer
        case .bookmarksLoaded(let list):
            bookmarkList = list
            bookmarks.count = list.count
            // Listed: their access records are asked as the spots' are, so each row says its facts.
            if listing == .bookmarks { return recordsAsked(for: list.map(spot(of:))) }
        case .said(let sentence): message = sentence
        }
        return []
    }

    // MARK: Lists

    private mutating func show(_ newListing: Listing) -> [TravelEffect] {
        goingToTheEnd = false
        above.focused = nil
        if newListing.isSideList, !listing.isSideList { returnTo = Left(listing: listing, row: list.selected) }
        mode = .list
        listing = newListing
        switch newListing {
        case .toilets, .chargers, .stations, .station: return load()
        // The bookmarks come from the database, read again (another window may have changed them); the list behind
        // them stays as it is (its sort, its pages, its row).
        case .bookmarks: return [.reloadBookmarks]
        case .nearby: sort = .distance
        default: if sort == .distance { sort = .title }
        }
        return load()
    }

    private mutating func leaveSideList() -> [TravelEffect] {
        guard listing.isSideList else { return [] }
        mode = .list
        if listing.isCard {
            // Back to the list the card was opened from, on the row left (the list is still loaded).
            switch listing {
            case .charger: listing = .chargers
            case .toilet:
                day = nil
                listing = .toilets
                return [.cancelDay]
            default: listing = .stations
            }
            return []
        }
        let back = returnTo ?? Left(listing: .nearby, row: 0)
        returnTo = nil
        listing = back.listing
        // The list is still loaded: only the row is put back (a new load would lose it).
        guard phase == .loaded, !spots.isEmpty else { return load() }
        list.count = visibleSpots.count
        list.select(back.row)
        return []
    }

    /// `s`: distance → title → modified → created (distance only in Nearby; the date sorts only where the records
    /// carry dates, else skipped with the reason said).
    private mutating func cycleSort() -> [TravelEffect] {
        var order: [TourSort] =
            listing == .nearby ? [.distance, .title, .modified, .created] : [.title, .modified, .created]
        if !datesAreKnown {
            order.removeAll { $0 == .modified || $0 == .created }
            message = L.travelDateSortsNeedTheLiveService
        }
        let index = order.firstIndex(of: sort) ?? -1
        sort = order[(index + 1) % order.count]
        return listing.isSideList ? [] : load()
    }

    /// A new set of needs: applied to the list at once, and remembered for the next start.
    private mutating func chooseNeeds(_ chosen: Set<TravelNeed>) -> [TravelEffect] {
        needs = chosen
        mode = .list
        list = ListState()
        automaticPages = 0
        guard !chosen.isEmpty else { return [.saveNeeds(chosen)] }
        // Every record already in: too few matches page on now (else the last record's arrival does it).
        return [.saveNeeds(chosen), .fetchRecords(spots.filter(\.hasTourismRecord).map(\.id), sayIfQuiet: true)]
    }

    /// The first page for the listing, sort and category (a side list: its own source); a newer load replaces
    /// the older.
    private mutating func load() -> [TravelEffect] {
        goingToTheEnd = false
        rowAfterReload = nil
        let here = location.coordinate
        switch listing {
        case .toilets:
            toilets = ListState()
            toiletAnswer = .loading
            return [.findToilets(around: here)]
        case .chargers:
            chargers = ListState()
            return [.findChargers(around: here)]
        case .stations:
            stations = ListState()
            return [.findStations(around: here)]
        case .station(let name):
            card = ListState()
            return [.readStationCard(name)]
        default: break
        }
        recordFailures = 0
        unavailableRecords = []
        list = ListState()
        automaticPages = 0
        let query = query
        phase = query == nil ? .loaded : .loading
        // The ground around you, at the list's radius (the map is centred near you).
        return [.drawGround(around: here, radius: radius * 3 / 2), .fetchFirstPage(query)]
    }

    private mutating func loadMore() -> [TravelEffect] { phase == .loaded ? [.loadMore] : [] }

    /// New rows: every one's record asked, in the list's order, so no row stays blank.
    private mutating func afterNewSpots(_ fresh: [Spot]) -> [TravelEffect] {
        var effects = recordsAsked(for: fresh)
        if goingToTheEnd {
            // On towards the end: the selection follows each page, and rests on the last spot.
            list.count = visibleSpots.count
            list.bottom()
            if hasMore { effects += loadMore() } else { goingToTheEnd = false }
            return effects
        }
        // A filter that hides everything loaded still pages on, so matches further down are found.
        return effects + pageOnForMatches()
    }

    private mutating func pageOnForMatches() -> [TravelEffect] {
        guard !needs.isEmpty, meetingCount < 8, hasMore, !isLoadingMore, automaticPages < Self.automaticPageLimit
        else { return [] }
        automaticPages += 1
        return loadMore()
    }

    /// The tourism records of these spots (OpenStreetMap places need none: their facts came along).
    private func recordsAsked(for asked: [Spot]) -> [TravelEffect] {
        let ids = asked.filter(\.hasTourismRecord).map(\.id)
        return ids.isEmpty ? [] : [.fetchRecords(ids, sayIfQuiet: false)]
    }

    // MARK: Moves

    /// A move in the list shown; near the end of the spots, the next page is fetched and the records around the
    /// selection asked.
    private mutating func moved(_ shown: ListState, _ move: (inout ListState) -> Void) -> [TravelEffect] {
        goingToTheEnd = false
        rowAfterReload = nil  // a move while the list comes again is where the person wants to be
        above.focused = nil
        var selection = shown
        move(&selection)
        switch listing {
        case .bookmarks: bookmarks = selection
        case .toilets: toilets = selection
        case .chargers: chargers = selection
        case .stations: stations = selection
        case .station, .charger, .toilet, .route: card = selection
        default:
            list = selection
            let visible = visibleSpots
            var effects: [TravelEffect] = phase == .loaded ? [.pageNear(index: list.selected, rows: visible.count)] : []
            // The rows around the selection are the ones on screen: their marks should appear.
            let window = max(0, list.selected - 2)..<min(visible.count, list.selected + 12)
            if !window.isEmpty { effects += recordsAsked(for: Array(visible[window])) }
            return effects
        }
        return []
    }

    /// Enter on a row: the spot's (or bookmark's) details, a station's, charger's or toilet's card; nothing on a line
    /// above the list.
    private mutating func openSelected() -> [TravelEffect] {
        guard above.focused == nil else { return [] }
        switch listing {
        case .bookmarks:
            guard let saved = selectedBookmark else { return [] }
            return apply(.openDetail(id: saved.placeID, title: saved.title, distance: nil, carried: nil))
        case .stations:
            if let station = stationList[safe: stations.selected] { return show(.station(station.name)) }
        case .chargers:
            if let charger = selectedCharger {
                card = ListState()
                listing = .charger(charger.id)
            }
        case .toilets:
            // Its card: can I go today (its hours, your needs against its wheelchair state, the weather, the way
            // there), then its facts.
            guard let toilet = selectedToilet else { return [] }
            card = ListState()
            listing = .toilet(toilet.id)
            return checkDay(ToiletWords.dayPlace(toilet))
        case .station, .charger, .toilet, .route: break
        default:
            if let spot = selectedSpot {
                return apply(.openDetail(id: spot.id, title: spot.title, distance: spot.distance, carried: spot.access))
            }
        }
        return []
    }

    // MARK: Pickers

    private mutating func openPicker(_ picking: Mode, rows: Int) {
        picker = ListState(count: rows)
        mode = picking
    }

    /// A province opens its districts; a district, a category or the needs apply.
    private mutating func choosePicked(_ province: TourRegions.Province?) -> [TravelEffect] {
        let row = picker.selected
        pickerTitleFocused = false
        switch mode {
        case .provinces:
            guard let province else { return [] }
            openPicker(.districts(province), rows: province.districts.count + 1)
        case .districts(let province):
            let district = row == 0 ? nil : province.districts[safe: row - 1]?.code
            return show(.region(code: province.code, district: district))
        case .categories: return apply(.chooseCategory(row == 0 ? nil : TourCategory.allCases[safe: row - 1]))
        case .needs(let chosen): return chooseNeeds(chosen)
        case .list, .detail, .keyword: break
        }
        return []
    }

    // MARK: The details, the day, the way there

    private mutating func detailAnswered(
        _ id: String, _ common: SpotDetail, _ record: AccessRecord?, _ distance: Double?
    ) -> [TravelEffect] {
        if let record, !PlaceID.isOSM(id), records[id] == nil { records[id] = record }
        detail = .loaded(common, record, distance: distance)
        guard let at = common.coordinate else { return [.countDetailLines] }
        let place = DayPlace(
            name: common.title, coordinate: at, openingHours: common.openingHours, access: record,
            accessSource: DaySource(name: common.sources.map(\.name).joined(separator: ", "), origin: common.origin))
        return [.countDetailLines] + checkDay(place)
    }

    /// Each input of the place's day asked at once; the verdict when all have answered. From a guessed location
    /// the way there is not known, never walked from the guess.
    private mutating func checkDay(_ place: DayPlace) -> [TravelEffect] {
        guard dayAvailable else { return [] }
        day = .checking
        return [.checkDay(place, needs: needs, from: walkingFrom)]
    }

    private mutating func closeDetail() -> [TravelEffect] {
        day = nil
        if mode == .detail { mode = .list }
        detail = nil
        return [.cancelDetail, .cancelDay]
    }

    /// `o`: every group open, the focus staying on the line it was on (lines opened above it move it down).
    private mutating func openEveryGroup(before: [AccessFeature.Group?], after: [AccessFeature.Group?]) {
        let focused = details.selected
        openGroups = Set(AccessFeature.Group.allCases)
        details.count = max(details.count, after.count)
        guard !before.isEmpty, let header = before[...min(focused, before.count - 1)].lastIndex(where: { $0 != nil }),
            let group = before[header], let newHeader = after.firstIndex(of: group)
        else { return }
        details.select(newHeader + (focused - header))
    }

    /// `w`: the way there from your location to the toilet or charger selected, the spot whose details are open,
    /// or the selected spot, for the profile your needs give; its lines in the list, Esc back to where it was asked.
    private mutating func openRoute() -> [TravelEffect] {
        guard let target = routeTarget else { return [] }
        var effects = mode == .detail ? closeDetail() : []
        card = ListState()
        if !listing.isSideList { returnTo = Left(listing: listing, row: list.selected) }
        listing = .route(target.title)
        mode = .list
        guard routesAvailable else {
            route = .failed(L.routeOffline)
            return effects
        }
        // A guess is not where you are: no way is drawn from it.
        guard let from = walkingFrom else {
            route = .failed(L.routeFromAGuess(location.name))
            return effects
        }
        route = .loading
        effects.append(.findRoute(from: from, to: target.at, profile: RoutePlanning.profile(for: needs)))
        return effects
    }
}

extension TravelState: TabTransition {}
