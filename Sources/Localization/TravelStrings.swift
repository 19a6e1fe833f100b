/// What the Travel tab says (its access words, categories and labels are in `AccessStrings`).
public protocol TravelStrings {
    /// "3 spots' barrier-free records could not be fetched (…): their facts say not recorded" (the list is shown).
    func travelRecordsNotFetched(_ count: Int, reason: String) -> String
    // MARK: The tab
    /// "Travel" (the tab bar, help, the alert's title, the where-am-I line).
    var travelTitle: String { get }
    /// "0 bookmarks", "1 bookmark" (the status bar).
    func travelBookmarkCount(_ count: Int) -> String
    /// "182 spots" (the mode bar).
    func travelSpotCount(_ count: Int) -> String

    // MARK: Help notes
    /// "Needs filter (n): only spots whose detail has information for every chosen facility; …".
    var travelHelpNeeds: String { get }
    /// "Details are fetched once and cached for 24 h (the service allows 1,000 calls a day)."
    var travelHelpCache: String { get }

    // MARK: Keys of the list
    /// "details and barrier-free facilities" / hint "details".
    var travelKeyDetails: String { get }
    /// "Nearby: spots around your location" / hint "nearby".
    var travelKeyNearby: String { get }
    var travelHintNearby: String { get }
    /// "Region: pick a province, then a district" / hint "region".
    var travelKeyRegion: String { get }
    var travelHintRegion: String { get }
    /// "Keyword search" / hint "search".
    var travelKeySearch: String { get }
    /// "bookmarks (in the order added)" / hint "bookmarks".
    var travelKeyBookmarks: String { get }
    var travelKeyLeaveBookmarks: String { get }
    var travelHintBookmarks: String { get }
    /// "cycle the sort (distance only in Nearby)" / hint "sort".
    var travelKeySort: String { get }
    var travelHintSort: String { get }
    /// "category: 관광지, 문화시설, … or all" (the content types as the service names them) / hint "type".
    func travelKeyCategory(_ names: [String]) -> String
    var travelHintCategory: String { get }
    /// "the map in words: every spot with its distance and direction (m again: the map)".
    var travelKeyMapInWords: String { get }
    /// "needs filter: facilities you need" / hint "needs".
    var travelKeyNeeds: String { get }
    var travelHintNeeds: String { get }
    /// "bookmark the selected spot (★)".
    var travelKeyBookmarkSelected: String { get }
    /// "widen / narrow the radius (Nearby)".
    var travelKeyRadius: String { get }
    /// "load again".
    var travelKeyLoadAgain: String { get }

    // MARK: Keys of the details
    /// "close the details" / hint "close".
    var travelKeyCloseDetails: String { get }
    /// "open or close the group on the focused line" / hint "open".
    var travelKeyToggleGroup: String { get }
    var travelHintOpen: String { get }
    /// "next / previous barrier-free group".
    var travelKeyNextPreviousGroup: String { get }
    /// "open every group".
    var travelKeyOpenEveryGroup: String { get }
    /// "bookmark this spot".
    var travelKeyBookmarkThis: String { get }

    // MARK: Keys of the pickers
    /// "choose the province", "choose the district", "choose the category" / hint "choose".
    var travelKeyChooseProvince: String { get }
    var travelKeyChooseDistrict: String { get }
    var travelKeyChooseCategory: String { get }
    /// "tick or untick" / hint "tick".
    var travelKeyTick: String { get }
    var travelHintTick: String { get }
    /// "apply the filter" / hint "apply".
    var travelKeyApplyNeeds: String { get }
    var travelHintApply: String { get }
    /// "clear every need".
    var travelKeyClearNeeds: String { get }

    // MARK: The mode bar
    /// "Nearby 5 km of 경복궁".
    func travelModeNearby(radius: String, place: String) -> String
    /// "Region 전북특별자치도".
    func travelModeRegion(_ name: String) -> String
    /// "Keyword “박물관”".
    func travelModeKeyword(_ text: String) -> String
    /// "Bookmarks".
    var travelModeBookmarks: String { get }
    /// "sort distance" (`name` is one of `travelSort…`).
    func travelBarSort(_ name: String) -> String
    /// "type 관광지", "type all".
    func travelBarType(_ name: String) -> String
    /// "all" (every content type: the mode bar and the category picker's first row).
    var travelTypeAll: String { get }
    /// "checking".
    var travelChecking: String { get }

    // MARK: Sort orders (the service's `arrange`)
    /// "title", "modified", "created", "distance".
    var travelSortTitle: String { get }
    var travelSortModified: String { get }
    var travelSortCreated: String { get }
    var travelSortDistance: String { get }

    // MARK: Nearby in words (the accessible mode, the map in words)
    /// "no spots within 5 km of 경복궁".
    func travelNearbyNone(radius: String, place: String) -> String
    /// "182 spots within 5 km of 경복궁; nearest: 광화문, 6 m east →".
    func travelNearbySummary(count: Int, radius: String, place: String, nearest: String, distance: String) -> String
    /// "Map in words (m returns to the map):".
    var travelMapInWordsTitle: String { get }
    /// "◉ you: 경복궁".
    func travelMapYou(_ place: String) -> String

    // MARK: The list
    /// "loading spots…".
    var travelLoadingSpots: String { get }
    /// "R loads again" (below a failure).
    var travelLoadAgainHint: String { get }
    /// "no spots here — try a wider radius (+), another region (r) or a keyword (/)".
    var travelEmpty: String { get }
    /// A Latin keyword found nothing: "no title contains “Gyeongbokgoong” — titles are in Korean; the closest: 경복궁
    /// (Gyeongbokgung). / searches it." (`/` opens the field holding it).
    func travelLatinKeywordNone(_ keyword: String, closest: String, romanized: String) -> String
    /// The same on the command line, with the command that searches it.
    func cmdTravelLatinKeywordNone(_ keyword: String, closest: String, romanized: String) -> String
    /// "no spot known to have everything you need yet".
    var travelEmptyWithNeeds: String { get }
    /// " — checking 12 more…" (after `travelEmptyWithNeeds`).
    func travelCheckingMore(_ count: Int) -> String
    /// "no bookmarks yet — press b on a spot to keep it here".
    var travelNoBookmarks: String { get }

    // MARK: The details
    /// "Spot" (the details' title before the spot's name is known).
    var travelSpot: String { get }
    /// "125 m north-east ↗ away".
    func travelAway(_ distance: String) -> String
    /// "Enter/Space opens a group, o opens all" (after the heading 무장애 편의정보).
    var travelBarrierFreeKeys: String { get }
    /// "The barrier-free details could not be loaded; close and open the spot to try again."
    var travelBarrierFreeUnavailable: String { get }

    // MARK: The pickers and the keyword prompt
    /// "Province — Enter picks".
    var travelProvinceTitle: String { get }
    /// " 11 서울특별시 (Seoul)" (a province's row; `english` is the province's English name as bundled).
    func travelProvinceRow(code: String, name: String, english: String) -> String
    /// "서울특별시 — district".
    func travelDistrictTitle(province: String) -> String
    /// " (all of 서울)" (the district picker's first row).
    func travelAllOfProvince(_ short: String) -> String
    /// "Category".
    var travelCategoryTitle: String { get }
    /// "Facilities you need — Space ticks, Enter applies".
    var travelNeedsTitle: String { get }
    /// "Keyword, e.g. 궁, 박물관 — Enter searches, Esc cancels".
    var travelKeywordTitle: String { get }

    // MARK: Where am I (the accessible mode's first line, after "Travel — ")
    /// "details of 경복궁, loading".
    func travelWhereDetailsLoading(_ title: String) -> String
    /// "details, failed".
    var travelWhereDetailsFailed: String { get }
    /// "details of 경복궁".
    func travelWhereDetails(_ title: String) -> String
    /// "choose a province".
    var travelWhereProvince: String { get }
    /// "choose a district of 서울특별시".
    func travelWhereDistrict(province: String) -> String
    /// "choose a category".
    var travelWhereCategory: String { get }
    /// "choose the facilities you need".
    var travelWhereNeeds: String { get }
    /// "keyword search field".
    var travelWhereKeyword: String { get }
    /// "bookmarks, 3 saved, 1 of 3 selected" (`selected` is 1-based; nil when there is none).
    func travelWhereBookmarks(count: Int, selected: Int?) -> String
    /// "Nearby 5 km of 경복궁, loading" / "…, no spots" (`mode` is a `travelMode…`).
    func travelWhereListEmpty(mode: String, loading: Bool) -> String
    /// "Nearby 5 km of 경복궁, 182 spots, 1 of 182 selected" (`selected` is 1-based).
    func travelWhereList(mode: String, count: Int, selected: Int) -> String
    /// "Nearby 5 km of 경복궁, 20 of 79 spots loaded, 3 selected".
    /// "sorting by date needs the live tourism service (a tour key): the bundled records carry no dates".
    var travelDateSortsNeedTheLiveService: String { get }
    /// The focus on a line above the list: "above the list (j: back to it)".
    var travelWhereAboveTheList: String { get }
    func travelWhereListLoaded(mode: String, loaded: Int, total: Int, selected: Int) -> String
    /// The mode bar's count while pages remain: "20 of 79 spots loaded".
    func travelSpotsLoaded(_ loaded: Int, of total: Int) -> String

    // MARK: Messages
    /// "could not load more: …".
    func travelCouldNotLoadMore(_ reason: String) -> String
    /// Actions for `storageCouldNot`: "read the bookmarks" / "북마크 읽기", "save the bookmark" / "북마크 저장".
    var travelActionReadBookmarks: String { get }
    var travelActionSaveBookmark: String { get }
    /// "bookmarks are unavailable (no database)".
    var travelBookmarksUnavailable: String { get }
    /// "★ bookmarked 경복궁".
    func travelBookmarked(_ title: String) -> String
    /// "removed the bookmark for 경복궁".
    func travelUnbookmarked(_ title: String) -> String
}
