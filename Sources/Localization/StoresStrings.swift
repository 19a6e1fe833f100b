/// What the Stores tab says.
public protocol StoresStrings {
    // MARK: The tab
    /// The tab's name (tab bar, help): "Stores".
    var storesTabTitle: String { get }
    /// The service named in a failure sentence that has no service of its own: "Stores did not answer…".
    var storesServiceName: String { get }
    /// The header: "편의점 near 판교 (GPS ±12 m) · radius 1 km"; `origin` is where "you" came from (nil: named).
    func storesHeader(place: String, origin: String?, radius: String) -> String
    /// "searching…" (header and status bar while a search runs).
    var storesSearching: String { get }

    // MARK: Where the stores came from
    /// The sample's credit in the header: "SAMPLE DATA — made-up stores".
    var storesCreditSample: String { get }
    /// The status bar's source part: "Stores: OpenStreetMap ●", "Stores: OpenStreetMap · 2 h ago (offline)".
    func storesSourceStatus(_ source: String) -> String

    // MARK: Status bar
    /// "no convenience stores within 1 km of 판교 — + widens".
    func storesStatusNoneWithin(radius: String, place: String) -> String
    /// "open now: 2 of 5 stores · 2 with unknown hours left out — o shows all" (no middle part when `unknown` is 0).
    func storesStatusOpenNow(open: Int, of total: Int, unknown: Int) -> String
    /// "3 stores within 1 km".
    func storesStatusCount(_ count: Int, radius: String) -> String
    /// "error — r retries".
    var storesStatusError: String { get }

    // MARK: Help and keys
    /// "Map: ◉ you, numbers are stores as in the list, ▶ the selected store, dotted circle = search radius, N↑ north."
    var storesHelpMapLegend: String { get }
    /// "close the details".
    var storesKeyCloseDetails: String { get }
    /// "details of the selected store".
    var storesKeyDetails: String { get }
    /// "only the stores open now (o again: all)".
    var storesKeyOpenOnly: String { get }
    /// "centre the map on you".
    var storesKeyCentre: String { get }
    /// Status-bar hint: "centre".
    var storesHintCentre: String { get }
    /// "the map in words: every pin with its distance and direction (m again: the map)".
    var storesKeyMapInWords: String { get }
    /// "widen / narrow the radius".
    var storesKeyRadius: String { get }
    /// Status-bar hint: "radius".
    var storesHintRadius: String { get }
    /// "search again".
    var storesKeySearchAgain: String { get }
    /// Status-bar hint: "reload".
    var storesHintReload: String { get }

    // MARK: The map in words (also the accessible mode's summary line)
    /// "no stores within 1 km of 판교".
    func storesSummaryNone(radius: String, place: String) -> String
    /// "32 stores within 1 km of 판교; distances not recorded" (no store's distance is known: none is named nearest).
    func storesSummaryNoDistances(count: Int, radius: String, place: String) -> String
    /// "32 stores within 1 km of 판교; nearest: CU 삼평중앙점, 125 m north-east ↗".
    func storesSummary(count: Int, radius: String, place: String, nearest: String, distance: String) -> String
    /// "Map in words (m returns to the map):".
    var storesMapInWordsTitle: String { get }
    /// "◉ you: 판교".
    func storesMapInWordsYou(place: String) -> String

    // MARK: Where am I (the accessible mode's first line)
    /// "Stores — details of CU 1호점".
    func storesWhereDetails(name: String) -> String
    /// "Stores — list, loading".
    var storesWhereListLoading: String { get }
    /// "Stores — list, no stores".
    var storesWhereListEmpty: String { get }
    /// The focus on a line above the list: "Stores — above the list (j: back to it)".
    /// A store's category: "convenience store (GS25)" / "편의점 (GS25)" (brand: as the source names it).
    func storesCategoryConvenience(brand: String?) -> String
    var storesWhereAboveTheList: String { get }
    /// "Stores — list, 32 stores, 3 of 32 selected".
    func storesWhereList(count: Int, selected: Int) -> String

    // MARK: The list
    /// "searching for convenience stores…".
    var storesListSearching: String { get }
    /// Under an error in the list: "press r to retry".
    var storesListPressRToRetry: String { get }
    /// "none of the 5 stores is known to be open now (2 with unknown hours) — press o to show all".
    func storesListNoneOpen(total: Int, unknown: Int) -> String
    /// "no convenience stores within 1 km — press + to widen".
    func storesEmptyWithin(radius: String) -> String

    // MARK: Details (labels padded to 13 cells)
    /// "Category".
    var storesDetailCategory: String { get }
    /// "Phone".
    var storesDetailPhone: String { get }
    /// "Road address".
    var storesDetailRoadAddress: String { get }
    /// "Address".
    var storesDetailAddress: String { get }
    /// "Distance".
    var storesDetailDistance: String { get }
    /// The street a store is on, in its details (from the map's streets): "Street".
    var storesDetailStreet: String { get }
    /// "Hours".
    var storesDetailHours: String { get }
    /// "Place URL".
    var storesDetailPlaceURL: String { get }
    /// The details' first line for a made-up store: "sample — not a real store".
    var storesDetailSampleStore: String { get }
    /// "Coordinates".
    var storesDetailCoordinates: String { get }

    // MARK: Alerts
    /// "Could not load stores".
    var storesAlertLoadFailedTitle: String { get }
    /// "Kakao did not answer within 10 s — press r to retry".
    func storesAlertLoadFailed(_ message: String) -> String
}
