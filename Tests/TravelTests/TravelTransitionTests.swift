import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Services
@testable import Travel

/// The Travel tab's one transition as a table: a state and an action in, the state and the effects out — no clock,
/// no network, no terminal. Every key of every mode's key table has a row (checked against the view's bindings),
/// each key is checked to send its row's action through the view's bindings, and every answer from the world has
/// a row.
struct TravelTransitionTests {
    static let here = ResolvedLocation(name: "경복궁", coordinate: Coordinate(latitude: 37.5760, longitude: 126.9767))
    static let at = Date(timeIntervalSince1970: 1_800_000_000)

    static func spot(_ id: String, _ title: String, metres: Double) -> Spot {
        Spot(
            id: id, category: .attraction, title: title, address: "", latitude: 37.58, longitude: 126.97,
            distance: metres)
    }
    static let spots =
        [spot("100", "Palace", metres: 500), spot("101", "Museum", metres: 900)]
        + [spot("102", "Garden", metres: 1200)]
    static let province = TourRegions.Province(
        code: "1", name: "서울특별시", short: "서울", english: "Seoul",
        districts: [TourRegions.District(code: "23", name: "Jongno")])
    static let toilet = PublicToilet(
        id: "osm:node/9", name: "Gate toilet", coordinate: Coordinate(latitude: 37.577, longitude: 126.976),
        distance: 80, wheelchair: nil, changingTable: .unknown, fee: nil, openingHours: nil, isPublicToilet: true)
    static let detail = SpotDetail(
        id: "100", title: "Palace", category: .attraction, address: "", tel: "", homepage: "", overview: "",
        latitude: 37.58,
        longitude: 126.97)
    static let bookmark = TravelBookmark(
        placeID: "100", title: "Palace", category: .attraction, address: "", latitude: 37.58, longitude: 126.97,
        addedAt: at)

    /// Nearby, the first of 30 spots' first page loaded (3 rows), the first row selected.
    static var listed: TravelState {
        var state = TravelState()
        state.location = here
        state.phase = .loaded
        state.spots = spots
        state.total = 30
        state.hasMore = true
        state.list = ListState(count: 3)
        return state
    }
    static func with(_ change: (inout TravelState) -> Void) -> TravelState {
        var state = listed
        change(&state)
        return state
    }
    static func rows(_ change: (inout ListState) -> Void = { _ in }) -> ListState {
        var list = ListState(count: 3)
        change(&list)
        return list
    }
    static var nearbyQuery: SpotQuery { SpotQuery(.nearby(here.coordinate, radius: 5000), sort: .distance) }
    /// A new first page: the list's row, its counts and failures reset, the ground and the page asked.
    static func loading(_ change: (inout TravelState) -> Void = { _ in }) -> TravelState {
        with {
            $0.phase = .loading
            $0.list = ListState()
            change(&$0)
        }
    }
    static func loadEffects(_ query: SpotQuery, radius: Int = 5000) -> [TravelEffect] {
        [.drawGround(around: here.coordinate, radius: radius * 3 / 2), .fetchFirstPage(query)]
    }
    static let allRecords = TravelEffect.fetchRecords(["100", "101", "102"], sayIfQuiet: false)
    /// The details of the first spot, loaded.
    static var detailed: TravelState {
        with {
            $0.mode = .detail
            $0.detail = .loaded(detail, nil, distance: 500)
            $0.details = ListState(count: 8)
        }
    }
    static var toilets: TravelState {
        with {
            $0.listing = .toilets
            $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
            $0.toiletAnswer = .loaded(ToiletAnswer(toilets: [toilet]))
            $0.toilets = ListState(count: 1)
        }
    }
    static func picking(_ mode: TravelState.Mode, rows: Int) -> TravelState {
        with {
            $0.mode = mode
            $0.picker = ListState(count: rows)
        }
    }

    typealias Row = TransitionRow<TravelState>

    static let listRows: [Row] = [
        Row(
            key: "list: j/k ↑↓", start: listed, action: .down(rows()),
            expected: with { $0.list = rows { $0.moveDown() } }, effects: [.pageNear(index: 1, rows: 3), allRecords]),
        Row(
            key: "list: k from the first row onto the mode bar", start: listed, action: .up(rows()),
            expected: with { $0.above.focused = 0 }),
        Row(
            key: "list: j from the mode bar back to the first row", start: with { $0.above.focused = 0 },
            action: .down(rows()), expected: listed),
        Row(
            key: "list: PgUp/PgDn", start: listed, action: .moved(rows { $0.select(2) }),
            expected: with { $0.list = rows { $0.select(2) } }, effects: [.pageNear(index: 2, rows: 3), allRecords]),
        Row(
            key: "list: Home", start: with { $0.list = rows { $0.select(2) } }, action: .toTop(rows { $0.select(2) }),
            expected: with {
                $0.list = rows {
                    $0.select(2); $0.top()
                }
                $0.above.focused = 0
            }, effects: [.pageNear(index: 0, rows: 3), allRecords]),
        Row(
            key: "list: g/G", start: with { $0.list = rows { $0.select(2) } },
            action: .toFirstRow(rows { $0.select(2) }),
            expected: with {
                $0.list = rows {
                    $0.select(2); $0.top()
                }
            },
            effects: [.pageNear(index: 0, rows: 3), allRecords]),
        Row(
            key: "list: G fetches the rest, the selection following", start: listed, action: .toLast(rows()),
            expected: with {
                $0.list = rows { $0.bottom() }
                $0.goingToTheEnd = true
            }, effects: [.pageNear(index: 2, rows: 3), allRecords, .loadMore]),
        Row(
            key: "list: Enter", start: listed, action: .enter,
            expected: with {
                $0.mode = .detail
                $0.detail = .loading(title: "Palace")
            }, effects: [.cancelDay, .fetchDetail(id: "100", distance: 500, carried: nil, known: nil)]),
        Row(
            key: "list: G on a list whose pages are all in: the last row, its records asked",
            start: with { $0.hasMore = false }, action: .toLast(rows()),
            expected: with {
                $0.hasMore = false
                $0.list = rows { $0.bottom() }
            }, effects: [.pageNear(index: 2, rows: 3), allRecords]),
        Row(
            key: "list: Enter without a day source opens the details, no day card",
            start: with { $0.dayAvailable = false }, action: .enter,
            expected: with {
                $0.dayAvailable = false
                $0.mode = .detail
                $0.detail = .loading(title: "Palace")
            }, effects: [.cancelDay, .fetchDetail(id: "100", distance: 500, carried: nil, known: nil)]),
        Row(
            key: "list: Enter on the mode bar opens nothing", start: with { $0.above.focused = 0 }, action: .enter,
            expected: with { $0.above.focused = 0 }),
        Row(
            key: "list: a", start: with { $0.list = rows { $0.select(1) } }, action: .show(.nearby),
            expected: loading(), effects: loadEffects(nearbyQuery)),
        Row(
            key: "list: r", start: listed, action: .openRegionPicker(provinces: 17),
            expected: picking(.provinces, rows: 17)),
        Row(
            key: "list: /", start: listed, action: .openKeyword(""),
            expected: with { $0.mode = .keyword(TextFieldState()) }),
        Row(
            key: "list: t", start: listed, action: .show(.toilets),
            expected: with {
                $0.listing = .toilets
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
                $0.toiletAnswer = .loading
            }, effects: [.findToilets(around: here.coordinate)]),
        Row(
            key: "list: e", start: listed, action: .show(.chargers),
            expected: with {
                $0.listing = .chargers
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
            }, effects: [.findChargers(around: here.coordinate)]),
        Row(
            key: "list: u", start: listed, action: .show(.stations),
            expected: with {
                $0.listing = .stations
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
            }, effects: [.findStations(around: here.coordinate)]),
        Row(
            key: "list: w", start: listed, action: .openRoute,
            expected: with {
                $0.listing = .route("Palace")
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
                $0.route = .loading
            },
            effects: [
                .findRoute(
                    from: here.coordinate, to: Coordinate(latitude: 37.58, longitude: 126.97),
                    profile: RoutePlanning.profile(for: []))
            ]),
        Row(
            key: "list: w from a guessed location draws no way",
            start: with { $0.location.origin = .timeZone("Asia/Seoul") },
            action: .openRoute,
            expected: with {
                $0.location.origin = .timeZone("Asia/Seoul")
                $0.listing = .route("Palace")
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
                $0.route = .failed(L.routeFromAGuess("경복궁"))
            }),
        Row(
            key: "list: B", start: listed, action: .show(.bookmarks),
            expected: with {
                $0.listing = .bookmarks
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
            }, effects: [.reloadBookmarks]),
        Row(
            key: "list: s", start: listed, action: .cycleSort,
            expected: loading { $0.sort = .title },
            effects: loadEffects(SpotQuery(.nearby(here.coordinate, radius: 5000), sort: .title))),
        Row(
            key: "list: s without the records' dates skips the date sorts, saying why",
            start: with {
                $0.datesAreKnown = false
                $0.sort = .title
            }, action: .cycleSort,
            expected: loading {
                $0.datesAreKnown = false
                $0.message = L.travelDateSortsNeedTheLiveService
            }, effects: loadEffects(nearbyQuery)),
        Row(
            key: "list: c", start: with { $0.category = .culture }, action: .openCategoryPicker,
            expected: with {
                $0.category = .culture
                $0.mode = .categories
                $0.picker = ListState(count: TourCategory.allCases.count + 1)
                $0.picker.select(2)
            }),
        Row(key: "list: m", start: listed, action: .toggleMapInWords, expected: with { $0.mapInWords = true }),
        Row(
            key: "list: n", start: with { $0.needs = [.toilet] }, action: .openNeedsPicker,
            expected: with {
                $0.needs = [.toilet]
                $0.mode = .needs([.toilet])
                $0.picker = ListState(count: TravelNeed.allCases.count)
            }),
        Row(
            key: "list: b", start: listed, action: .bookmarkSelected(at: at), expected: listed,
            effects: [.toggleBookmark(TravelBookmark(spots[0], addedAt: at))]),
        Row(
            key: "list: +/-", start: listed, action: .stepRadius(1), expected: loading { $0.radius = 10_000 },
            effects: loadEffects(SpotQuery(.nearby(here.coordinate, radius: 10_000), sort: .distance), radius: 10_000)),
        Row(
            key: "list: - at the smallest radius does nothing", start: with { $0.radius = 1000 },
            action: .stepRadius(-1), expected: with { $0.radius = 1000 }),
        Row(
            key: "list: R", start: with { $0.list = rows { $0.select(2) } }, action: .reload,
            expected: loading { $0.rowAfterReload = 2 }, effects: loadEffects(nearbyQuery)),
        Row(
            key: "the list came again after R: the selection back on its row",
            start: loading {
                $0.rowAfterReload = 2
                $0.spots = spots
            }, action: .firstPage(origin: nil, note: nil, spots: spots),
            expected: with { $0.list = rows { $0.select(2) } }, effects: [allRecords]),
        Row(
            key: "list: Esc", start: toilets, action: .leaveSideList,
            expected: {
                var back = toilets
                back.listing = .nearby
                back.returnTo = nil
                return back
            }()),
        Row(
            key: "list: Esc from the bookmarks, nothing loaded: the list is asked again",
            start: with {
                $0.phase = .idle
                $0.spots = []
                $0.listing = .bookmarks
                $0.returnTo = TravelState.Left(listing: .nearby, row: 2)
            }, action: .leaveSideList,
            expected: loading { $0.spots = [] }, effects: loadEffects(nearbyQuery)),
        Row(
            key: "list: Enter on a toilet opens its card and asks its day", start: toilets, action: .enter,
            expected: with {
                $0.listing = .toilet("osm:node/9")
                $0.returnTo = TravelState.Left(listing: .nearby, row: 0)
                $0.toiletAnswer = .loaded(ToiletAnswer(toilets: [toilet]))
                $0.toilets = ListState(count: 1)
                $0.day = .checking
            }, effects: [.checkDay(ToiletWords.dayPlace(toilet), needs: [], from: here.coordinate)]),
        Row(
            key: "list: Esc from a toilet's card: the toilets, the day dropped",
            start: with {
                $0.listing = .toilet("osm:node/9")
                $0.day = .checking
            }, action: .leaveSideList, expected: with { $0.listing = .toilets }, effects: [.cancelDay]),
        Row(
            key: "list: Enter on a station reads its card",
            start: with {
                $0.listing = .stations
                $0.stationAnswer = .loaded(
                    [NearbyStation(name: "광화문", lines: ["5"], coordinate: here.coordinate, distance: 90)], cards: [:])
            }, action: .enter,
            expected: with {
                $0.listing = .station("광화문")
                $0.stationAnswer = .loaded(
                    [NearbyStation(name: "광화문", lines: ["5"], coordinate: here.coordinate, distance: 90)], cards: [:])
            }, effects: [.readStationCard("광화문")]),
    ]

    static let pickerRows: [Row] = [
        Row(
            key: "provinces: k from the first row onto the title line", start: picking(.provinces, rows: 17),
            action: .pickerUp,
            expected: with {
                $0.mode = .provinces
                $0.picker = ListState(count: 17)
                $0.pickerTitleFocused = true
            }),
        Row(
            key: "provinces: Enter", start: picking(.provinces, rows: 17), action: .choosePicked(province: province),
            expected: picking(.districts(province), rows: 2)),
        Row(
            key: "districts: Enter",
            start: with {
                $0.mode = .districts(province)
                $0.picker = ListState(count: 2)
                $0.picker.select(1)
            }, action: .choosePicked(province: nil),
            expected: loading {
                $0.listing = .region(code: "1", district: "23")
                $0.sort = .title
                $0.picker = ListState(count: 2)
                $0.picker.select(1)
            }, effects: loadEffects(SpotQuery(.region(code: "1", district: "23"), sort: .title))),
        Row(
            key: "categories: Enter",
            start: with {
                $0.mode = .categories
                $0.picker = ListState(count: 8)
                $0.picker.select(1)
            }, action: .choosePicked(province: nil),
            expected: loading {
                $0.category = TourCategory.allCases[0]
                $0.picker = ListState(count: 8)
                $0.picker.select(1)
            },
            effects: loadEffects(SpotQuery(nearbyQuery.scope, sort: .distance, category: TourCategory.allCases[0]))),
        Row(
            key: "needs: Space", start: picking(.needs([]), rows: 8), action: .toggleNeedPicked,
            expected: picking(.needs([TravelNeed.allCases[0]]), rows: 8)),
        Row(
            key: "needs: c", start: picking(.needs([.toilet]), rows: 8), action: .clearNeedsPicked,
            expected: picking(.needs([]), rows: 8)),
        Row(
            key: "needs: Enter", start: picking(.needs([.toilet]), rows: 8), action: .choosePicked(province: nil),
            expected: with {
                $0.needs = [.toilet]
                $0.picker = ListState(count: 8)
                $0.list = ListState()
            }, effects: [.saveNeeds([.toilet]), .fetchRecords(["100", "101", "102"], sayIfQuiet: true)]),
        Row(
            key: "keyword: a letter typed", start: with { $0.mode = .keyword(TextFieldState()) },
            action: .typed(TextFieldState(text: "궁")), expected: with { $0.mode = .keyword(TextFieldState(text: "궁")) }),
        Row(
            key: "keyword: Enter", start: with { $0.mode = .keyword(TextFieldState(text: " 궁 ")) },
            action: .searchKeyword,
            expected: loading {
                $0.listing = .keyword("궁")
                $0.sort = .title
            }, effects: loadEffects(SpotQuery(.keyword("궁", near: here.coordinate), sort: .title))),
        Row(
            key: "keyword: Esc", start: with { $0.mode = .keyword(TextFieldState(text: "궁")) },
            action: .cancelPicker, expected: listed),
    ]

    /// The keys every picker shares: down its rows, a page or an end, Esc back to the list.
    static let pickerWalkRows: [Row] = [
        ("provinces", TravelState.Mode.provinces), ("districts", .districts(province)), ("categories", .categories),
        ("needs", .needs([])),
    ].flatMap { name, mode -> [Row] in
        let start = picking(mode, rows: 8)
        var paged = start
        paged.picker.pageDown()
        var down = start
        down.picker.moveDown()
        var last = start
        last.picker.bottom()
        var cancelled = start
        cancelled.mode = .list
        return [
            Row(key: "\(name): j/k ↑↓", start: start, action: .pickerDown, expected: down),
            Row(key: "\(name): PgUp/PgDn", start: start, action: .pickerMoved(paged.picker), expected: paged),
            Row(key: "\(name): g/G", start: start, action: .pickerMoved(last.picker), expected: last),
            Row(key: "\(name): Esc", start: start, action: .cancelPicker, expected: cancelled),
        ]
    }

    static let detailRows: [Row] = [
        Row(
            key: "details: j/k ↑↓", start: detailed,
            action: .detailsMoved(
                {
                    var l = ListState(count: 8); l.select(1); return l
                }()),
            expected: {
                var s = detailed;
                s.details = {
                    var l = ListState(count: 8); l.select(1); return l
                }(); return s
            }()),
        Row(
            key: "details: PgUp/PgDn", start: detailed,
            action: .detailsMoved(
                {
                    var l = ListState(count: 8); l.pageDown(); return l
                }()),
            expected: {
                var s = detailed; s.details.pageDown(); return s
            }()),
        Row(
            key: "details: g/G", start: detailed,
            action: .detailsMoved(
                {
                    var l = ListState(count: 8); l.bottom(); return l
                }()),
            expected: {
                var s = detailed; s.details.bottom(); return s
            }()),
        Row(
            key: "details: Esc",
            start: {
                var s = detailed; s.day = .checking; return s
            }(), action: .closeDetail,
            expected: with { $0.details = ListState(count: 8) }, effects: [.cancelDetail, .cancelDay]),
        Row(
            key: "details: Enter/Space", start: detailed, action: .toggleGroup(.vision),
            expected: {
                var s = detailed; s.openGroups = [.vision]; return s
            }(), effects: [.countDetailLines]),
        Row(
            key: "details: J/K", start: detailed, action: .jumpToGroup(by: 1, headers: [3, 5], lines: 10),
            expected: {
                var s = detailed; s.details = ListState(count: 10); s.details.select(3); return s
            }()),
        Row(
            key: "details: o",
            start: {
                var s = detailed; s.details.select(4); return s
            }(),
            action: .openEveryGroup(
                before: [nil, nil, .mobility, .vision, nil], after: [nil, nil, .mobility, nil, nil, .vision, nil]),
            expected: {
                var s = detailed
                s.openGroups = Set(AccessFeature.Group.allCases)
                s.details = ListState(count: 8); s.details.select(6)
                return s
            }()),
        Row(
            key: "details: b", start: detailed, action: .bookmarkDetail(at: at), expected: detailed,
            effects: [.toggleBookmark(TravelBookmark(detail, addedAt: at))]),
    ]

    static let worldRows: [Row] = [
        Row(
            key: "the tab shown the first time: the bookmarks read, the list asked",
            start: {
                var s = TravelState(); s.location = here; return s
            }(), action: .activated,
            expected: {
                var s = TravelState(); s.location = here; s.phase = .loading; return s
            }(),
            effects: [.reloadBookmarks] + loadEffects(nearbyQuery)),
        Row(
            key: "you moved: Nearby asked again", start: listed,
            action: .located(ResolvedLocation(name: "서울역", coordinate: Coordinate(latitude: 37.55, longitude: 126.97))),
            expected: loading {
                $0.location = ResolvedLocation(name: "서울역", coordinate: Coordinate(latitude: 37.55, longitude: 126.97))
            },
            effects: [
                .drawGround(around: Coordinate(latitude: 37.55, longitude: 126.97), radius: 7500),
                .fetchFirstPage(
                    SpotQuery(.nearby(Coordinate(latitude: 37.55, longitude: 126.97), radius: 5000), sort: .distance)),
            ]),
        Row(
            key: "the first page: loaded, its records asked", start: loading { $0.spots = spots },
            action: .firstPage(origin: nil, note: "OpenStreetMap not reached", spots: spots),
            expected: with {
                $0.note = "OpenStreetMap not reached"
                $0.list = ListState()
            }, effects: [allRecords]),
        Row(
            key: "the first page failed: said in a box", start: loading(), action: .firstPageFailed("timed out"),
            expected: loading { $0.phase = .failed("timed out") },
            effects: [.alert(AlertMessage(title: L.travelTitle, message: "timed out"))]),
        Row(
            key: "the paging room's list followed", start: listed,
            action: .listed(spots: [], total: 0, hasMore: false, loadingMore: true),
            expected: with {
                $0.spots = []
                $0.total = 0
                $0.hasMore = false
                $0.isLoadingMore = true
            }),
        Row(
            key: "G on its way: a page came, the selection on the last spot, the next asked",
            start: with { $0.goingToTheEnd = true }, action: .appended([spots[2]]),
            expected: with {
                $0.goingToTheEnd = true
                $0.list = rows { $0.bottom() }
            }, effects: [.fetchRecords(["102"], sayIfQuiet: false), .loadMore]),
        Row(
            key: "a next page failed: said, G stops", start: with { $0.goingToTheEnd = true },
            action: .moreFailed("HTTP 500"), expected: with { $0.message = L.travelCouldNotLoadMore("HTTP 500") }),
        Row(
            key: "records arrived, the queue empty: too few matches page on",
            start: with { $0.needs = [.toilet] }, action: .recordsArrived(["100": .nothingRecorded], pageOn: true),
            expected: with {
                $0.needs = [.toilet]
                $0.records = ["100": .nothingRecorded]
                $0.automaticPages = 1
            }, effects: [.loadMore]),
        Row(
            key: "a record failed: the row says so, the news counts it", start: listed,
            action: .recordFailed(id: "101", reason: "HTTP 500"),
            expected: with {
                $0.unavailableRecords = ["101"]
                $0.recordFailures = 1
                $0.message = L.travelRecordsNotFetched(1, reason: "HTTP 500")
            }),
        Row(
            key: "nothing left to come, no needs: no page on", start: listed, action: .recordsQuiet, expected: listed),
        Row(
            key: "the details came: the record kept, the lines counted, the day asked",
            start: with {
                $0.mode = .detail
                $0.detail = .loading(title: "Palace")
            }, action: .detailAnswered(id: "100", detail, .nothingRecorded, distance: 500),
            expected: with {
                $0.mode = .detail
                $0.detail = .loaded(detail, .nothingRecorded, distance: 500)
                $0.records = ["100": .nothingRecorded]
                $0.day = .checking
            },
            effects: [
                .countDetailLines,
                .checkDay(
                    DayPlace(
                        name: "Palace", coordinate: Coordinate(latitude: 37.58, longitude: 126.97), openingHours: nil,
                        access: .nothingRecorded, accessSource: DaySource(name: L.accessSourceKorWith, origin: nil)),
                    needs: [], from: here.coordinate),
            ]),
        Row(
            key: "the details came, no day source: the lines counted, no day card",
            start: with {
                $0.dayAvailable = false
                $0.mode = .detail
                $0.detail = .loading(title: "Palace")
            }, action: .detailAnswered(id: "100", detail, nil, distance: 500),
            expected: with {
                $0.dayAvailable = false
                $0.mode = .detail
                $0.detail = .loaded(detail, nil, distance: 500)
            }, effects: [.countDetailLines]),
        Row(
            key: "the details failed", start: with { $0.detail = .loading(title: "Palace") },
            action: .detailFailed("HTTP 404"), expected: with { $0.detail = .failed("HTTP 404") }),
        Row(
            key: "the details counted: never fewer lines than the view found",
            start: {
                var s = detailed; s.details = ListState(count: 12); return s
            }(), action: .detailsCounted(9),
            expected: {
                var s = detailed; s.details = ListState(count: 12); return s
            }()),
        Row(
            key: "the day's verdict: the lines counted again",
            start: {
                var s = detailed; s.day = .checking; return s
            }(),
            action: .dayAnswered(nil), expected: detailed),
        Row(
            key: "the toilets came", start: with { $0.toiletAnswer = .loading },
            action: .toiletsAnswered(.unavailable("offline")),
            expected: with { $0.toiletAnswer = .unavailable("offline") }),
        Row(
            key: "the chargers came", start: listed, action: .chargersAnswered(.failed("no data")),
            expected: with { $0.chargerAnswer = .failed("no data") }),
        Row(
            key: "the stations came", start: listed, action: .stationsAnswered(.failed("no data")),
            expected: with { $0.stationAnswer = .failed("no data") }),
        Row(
            key: "a station's card came", start: listed, action: .stationCardAnswered(nil), expected: listed),
        Row(
            key: "the way there came", start: with { $0.route = .loading }, action: .routeAnswered(.failed("no way")),
            expected: with { $0.route = .failed("no way") }),
        Row(
            key: "the bookmarks read, listed: their records asked", start: with { $0.listing = .bookmarks },
            action: .bookmarksLoaded([bookmark]),
            expected: with {
                $0.listing = .bookmarks
                $0.bookmarkList = [bookmark]
                $0.bookmarks = ListState(count: 1)
            }, effects: [.fetchRecords(["100"], sayIfQuiet: false)]),
        Row(
            key: "said", start: listed, action: .said("saved"), expected: with { $0.message = "saved" }),
    ]

    static let table = listRows + pickerRows + pickerWalkRows + detailRows + worldRows

    @Test(arguments: table) func theTransition(_ row: Row) {
        let out = row.applied()
        #expect(out.state == row.expected, "\(differingFields(out.state, row.expected))")
        #expect(out.effects == row.effects)
    }

    /// Every key each mode lists in help has a row above, and pressing it (through the shell and the view's
    /// bindings) sends its row's action: a key bound to another action fails here.
    @MainActor @Test func everyKeyOfEveryMode_hasARow_andSendsItsAction() async throws {
        let rows = Dictionary(Self.table.map { ($0.key, $0.action) }, uniquingKeysWith: { first, _ in first })
        let modes: [(String, @MainActor (TravelViewModel) async -> Void)] = [
            ("list", { _ in }),
            // A side list (empty here: j/k walk on to the news line): the list's keys and Esc.
            ("list", { $0.setListing(.toilets) }),
            // A spot with a record, the focus on its first group's header (which Enter opens).
            (
                "details",
                { model in
                    let recorded = model.state.visibleSpots.firstIndex { $0.title == "국립현대미술관 서울" } ?? 0
                    model.moveSelection { $0.select(recorded) }
                    model.openSelected()
                    await model.settle()
                    model.jumpToGroup(by: 1)
                }
            ),
            ("provinces", { $0.openRegionPicker() }),
            (
                "districts",
                { model in
                    model.openRegionPicker(); model.choosePicked()
                }
            ),
            ("categories", { $0.openCategoryPicker() }),
            ("needs", { $0.openNeedsPicker() }),
            ("keyword", { $0.openKeyword() }),
        ]
        for (mode, enter) in modes {
            let setUp = { @MainActor () async throws -> (Shell, TravelViewModel) in
                let (shell, model) = try TravelViewTests().makeShell()
                await model.settle()
                await enter(model)
                return (shell, model)
            }
            let (shell, model) = try await setUp()
            #expect(KeyTableCoverage.missing(shell.tabs[0].bindings, mode: mode, rows: Set(rows.keys)) == [], "\(mode)")
            let sideList = model.state.listing.isSideList
            let wrong = try await KeyPresses.mismatched(
                row: { label in sideList && label != "Esc" ? nil : rows["\(mode): \(label)"] }, kind: Self.kind
            ) {
                let (shell, model) = try await setUp()
                return KeyPresses.SetUp(
                    bindings: shell.tabs[0].bindings, listen: { model.onSend($0) }, press: { shell.handle($0) })
            }
            #expect(wrong == [], "\(mode)")
        }
    }

    /// An action's kind: its case, and for a listing shown which one (`a` and `t` both show a list).
    static func kind(_ action: TravelAction) -> String {
        if case .show(let listing) = action { return "show \(listing)" }
        return KeyPresses.caseName(action)
    }
}
