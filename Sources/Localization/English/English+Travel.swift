extension English: TravelStrings {
    public func travelRecordsNotFetched(_ count: Int, reason: String) -> String {
        (count == 1 ? "1 spot's barrier-free record" : "\(count) spots' barrier-free records")
            + " could not be fetched (\(reason)): their facts say not recorded"
    }
    public var travelTitle: String { "Travel" }
    public func travelBookmarkCount(_ count: Int) -> String { plural(count, "bookmark", "bookmarks") }
    public func travelSpotCount(_ count: Int) -> String { plural(count, "spot", "spots") }

    public var travelHelpNeeds: String {
        "Needs filter (n): spots whose access records say yes for every need first, then those not known (no source said no), counted apart; the needs are remembered. Each row says wheelchair and toilet as yes, limited, no or not recorded — not recorded never means none."
    }
    public var travelHelpCache: String {
        "Details are fetched once and cached for 24 h (the service allows 1,000 calls a day)."
    }

    public var travelKeyDetails: String { "details and barrier-free facilities" }
    public var travelKeyNearby: String { "Nearby: spots around your location" }
    public var travelHintNearby: String { "nearby" }
    public var travelKeyRegion: String { "Region: pick a province, then a district" }
    public var travelHintRegion: String { "region" }
    public var travelKeySearch: String { "Keyword search" }
    public var travelKeyBookmarks: String { "bookmarks (in the order added)" }
    public var travelKeyLeaveBookmarks: String { "back to the list you came from" }
    public var travelHintBookmarks: String { "bookmarks" }
    public var travelKeySort: String { "cycle the sort (distance: Nearby only; by date: live service only)" }
    public var travelHintSort: String { "sort" }
    public func travelKeyCategory(_ names: [String]) -> String {
        "category: " + names.joined(separator: ", ") + " or all"
    }
    public var travelHintCategory: String { "type" }
    public var travelKeyMapInWords: String {
        "the map in words: every spot with its distance and direction (m again: the map)"
    }
    public var travelKeyNeeds: String { "needs filter: facilities you need" }
    public var travelHintNeeds: String { "needs" }
    public var travelKeyBookmarkSelected: String { "bookmark the selected spot (★)" }
    public var travelKeyRadius: String { "widen / narrow the radius (Nearby)" }
    public var travelKeyLoadAgain: String { "load again" }

    public var travelKeyCloseDetails: String { "close the details" }
    public var travelKeyToggleGroup: String { "open or close the group on the focused line" }
    public var travelHintOpen: String { "open" }
    public var travelKeyNextPreviousGroup: String { "next / previous barrier-free group" }
    public var travelKeyOpenEveryGroup: String { "open every group" }
    public var travelKeyBookmarkThis: String { "bookmark this spot" }

    public var travelKeyChooseProvince: String { "choose the province" }
    public var travelKeyChooseDistrict: String { "choose the district" }
    public var travelKeyChooseCategory: String { "choose the category" }
    public var travelKeyTick: String { "tick or untick" }
    public var travelHintTick: String { "tick" }
    public var travelKeyApplyNeeds: String { "apply the filter" }
    public var travelHintApply: String { "apply" }
    public var travelKeyClearNeeds: String { "clear every need" }

    public func travelModeNearby(radius: String, place: String) -> String { "Nearby \(radius) of \(place)" }
    public func travelModeRegion(_ name: String) -> String { "Region \(name)" }
    public func travelModeKeyword(_ text: String) -> String { "Keyword “\(text)”" }
    public var travelModeBookmarks: String { "Bookmarks" }
    public func travelBarSort(_ name: String) -> String { "sort \(name)" }
    public func travelBarType(_ name: String) -> String { "type \(name)" }
    public var travelTypeAll: String { "all" }
    public var travelChecking: String { "checking" }

    public var travelSortTitle: String { "title" }
    public var travelSortModified: String { "modified" }
    public var travelSortCreated: String { "created" }
    public var travelSortDistance: String { "distance" }

    public func travelNearbyNone(radius: String, place: String) -> String { "no spots within \(radius) of \(place)" }
    public func travelNearbySummary(count: Int, radius: String, place: String, nearest: String, distance: String)
        -> String
    {
        "\(plural(count, "spot", "spots")) within \(radius) of \(place); nearest: \(nearest), \(distance)"
    }
    public var travelMapInWordsTitle: String { "Map in words (m returns to the map):" }
    public func travelMapYou(_ place: String) -> String { "◉ you: \(place)" }

    public var travelLoadingSpots: String { "loading spots…" }
    public var travelLoadAgainHint: String { "R loads again" }
    public func cmdTravelLatinKeywordNone(_ keyword: String, closest: String, romanized: String) -> String {
        "no title contains “\(keyword)” — titles are in Korean; the closest: \(closest) (\(romanized)): "
            + "onestep travel search \(closest)"
    }
    public func travelLatinKeywordNone(_ keyword: String, closest: String, romanized: String) -> String {
        "no title contains “\(keyword)” — titles are in Korean; the closest: \(closest) (\(romanized)). / searches it."
    }
    public var travelEmpty: String { "no spots here — try a wider radius (+), another region (r) or a keyword (/)" }
    public var travelEmptyWithNeeds: String { "no spot known to have everything you need yet" }
    public func travelCheckingMore(_ count: Int) -> String { " — checking \(count) more…" }
    public var travelNoBookmarks: String { "no bookmarks yet — press b on a spot to keep it here" }

    public var travelSpot: String { "Spot" }
    /// "285 m east of you →" (the arrow last, as in the rows), "0 m from you".
    public func travelAway(_ distance: String) -> String {
        var words = distance.split(separator: " ").map(String.init)
        guard let arrow = words.last, arrow.unicodeScalars.allSatisfy({ (0x2190...0x21FF).contains($0.value) }),
            words.count > 3
        else { return distance + " from you" }
        words.removeLast()
        return words.joined(separator: " ") + " of you " + arrow
    }
    public var travelBarrierFreeKeys: String { "Enter/Space opens a group, o opens all" }
    public var travelBarrierFreeUnavailable: String {
        "The access record could not be loaded; close and open the spot to try again."
    }

    public var travelProvinceTitle: String { "Province — Enter picks" }
    public func travelProvinceRow(code: String, name: String, english: String) -> String {
        code + " " + name + " (" + english + ")"
    }
    public func travelDistrictTitle(province: String) -> String { "\(province) — district" }
    public func travelAllOfProvince(_ short: String) -> String { "(all of \(short))" }
    public var travelCategoryTitle: String { "Category" }
    public var travelNeedsTitle: String { "Facilities you need — Space ticks, Enter applies" }
    public var travelKeywordTitle: String { "Keyword, e.g. 궁, 박물관 — Enter searches, Esc cancels" }

    public func travelWhereDetailsLoading(_ title: String) -> String { "details of \(title), loading" }
    public var travelWhereDetailsFailed: String { "details, failed" }
    public func travelWhereDetails(_ title: String) -> String { "details of \(title)" }
    public var travelWhereProvince: String { "choose a province" }
    public func travelWhereDistrict(province: String) -> String { "choose a district of \(province)" }
    public var travelWhereCategory: String { "choose a category" }
    public var travelWhereNeeds: String { "choose the facilities you need" }
    public var travelWhereKeyword: String { "keyword search field" }
    public func travelWhereBookmarks(count: Int, selected: Int?) -> String {
        "bookmarks, \(count) saved" + (selected.map { ", \($0) of \(count) selected" } ?? "")
    }
    public func travelWhereListEmpty(mode: String, loading: Bool) -> String {
        "\(mode), \(loading ? "loading" : "no spots")"
    }
    public var travelDateSortsNeedTheLiveService: String {
        "sorting by date needs the live tourism service (a tour key): the bundled records carry no dates"
    }
    public var travelWhereAboveTheList: String { "above the list (j: back to it)" }
    public func travelWhereListLoaded(mode: String, loaded: Int, total: Int, selected: Int) -> String {
        "\(mode), \(loaded) of \(plural(total, "spot", "spots")) loaded, \(selected) selected"
    }
    public func travelSpotsLoaded(_ loaded: Int, of total: Int) -> String { "\(loaded) of \(total) spots loaded" }
    public func travelWhereList(mode: String, count: Int, selected: Int) -> String {
        "\(mode), \(plural(count, "spot", "spots")), \(selected) of \(count) selected"
    }

    public func travelCouldNotLoadMore(_ reason: String) -> String { "could not load more: \(reason)" }
    public var travelActionReadBookmarks: String { "read the bookmarks" }
    public var travelActionSaveBookmark: String { "save the bookmark" }
    public var travelBookmarksUnavailable: String { "bookmarks are unavailable (no database)" }
    public func travelBookmarked(_ title: String) -> String { "★ bookmarked \(title)" }
    public func travelUnbookmarked(_ title: String) -> String { "removed the bookmark for \(title)" }
}
