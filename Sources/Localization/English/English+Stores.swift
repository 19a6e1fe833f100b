extension English: StoresStrings {
    public var storesTabTitle: String { "Stores" }
    public var storesServiceName: String { "Stores" }
    public func storesHeader(place: String, origin: String?, radius: String) -> String {
        "Convenience stores near \(place)" + (origin.map { " (\($0))" } ?? "") + " · radius \(radius)"
    }
    public var storesSearching: String { "searching…" }

    public var storesCreditSample: String { "SAMPLE DATA — made-up stores" }
    public func storesSourceStatus(_ source: String) -> String { "Stores: " + source }

    public func storesStatusNoneWithin(radius: String, place: String) -> String {
        "no convenience stores within \(radius) of \(place) — + widens"
    }
    public func storesStatusOpenNow(open: Int, of total: Int, unknown: Int) -> String {
        "open now: \(open) of \(plural(total, "store", "stores"))"
            + (unknown == 0 ? "" : " · \(unknown) with unknown hours left out") + " — o shows all"
    }
    public func storesStatusCount(_ count: Int, radius: String) -> String {
        "\(plural(count, "store", "stores")) within \(radius)"
    }
    public var storesStatusError: String { "error — r retries" }

    public var storesHelpMapLegend: String {
        "Map: ◉ you, numbers are stores as in the list, ▶ the selected store, ×12 twelve stores under one spot, dotted circle = search radius, N↑ north."
    }
    public var storesKeyCloseDetails: String { "close the details" }
    public var storesKeyDetails: String { "details of the selected store" }
    public var storesKeyOpenOnly: String { "only the stores open now (o again: all)" }
    public var storesKeyCentre: String { "centre the map on you" }
    public var storesHintCentre: String { "centre" }
    public var storesKeyMapInWords: String {
        "the map in words: every pin with its distance and direction (m again: the map)"
    }
    public var storesKeyRadius: String { "widen / narrow the radius" }
    public var storesHintRadius: String { "radius" }
    public var storesKeySearchAgain: String { "search again" }
    public var storesHintReload: String { "reload" }

    public func storesSummaryNone(radius: String, place: String) -> String { "no stores within \(radius) of \(place)" }
    public func storesSummaryNoDistances(count: Int, radius: String, place: String) -> String {
        "\(plural(count, "store", "stores")) within \(radius) of \(place); distances not recorded"
    }
    public func storesSummary(count: Int, radius: String, place: String, nearest: String, distance: String) -> String {
        "\(plural(count, "store", "stores")) within \(radius) of \(place); nearest: \(nearest), \(distance)"
    }
    public var storesMapInWordsTitle: String { "Map in words (m returns to the map):" }
    public func storesMapInWordsYou(place: String) -> String { "◉ you: \(place)" }

    public func storesWhereDetails(name: String) -> String { "Stores — details of \(name)" }
    public var storesWhereListLoading: String { "Stores — list, loading" }
    public var storesWhereListEmpty: String { "Stores — list, no stores" }
    public func storesCategoryConvenience(brand: String?) -> String {
        "convenience store" + (brand.map { " (\($0))" } ?? "")
    }
    public var storesWhereAboveTheList: String { "above the list (j: back to it)" }
    public func storesWhereList(count: Int, selected: Int) -> String {
        "Stores — list, \(plural(count, "store", "stores")), \(selected) of \(count) selected"
    }

    public var storesListSearching: String { "searching for convenience stores…" }
    public var storesListPressRToRetry: String { "press r to retry" }
    public func storesListNoneOpen(total: Int, unknown: Int) -> String {
        "none of the \(plural(total, "store", "stores")) is known to be open now"
            + (unknown == 0 ? "" : " (\(unknown) with unknown hours)") + " — press o to show all"
    }
    public func storesEmptyWithin(radius: String) -> String {
        "no convenience stores within \(radius) — press + to widen"
    }

    public var storesDetailCategory: String { "Category" }
    public var storesDetailPhone: String { "Phone" }
    public var storesDetailRoadAddress: String { "Road address" }
    public var storesDetailAddress: String { "Address" }
    public var storesDetailDistance: String { "Distance" }
    public var storesDetailStreet: String { "Street" }
    public var storesDetailHours: String { "Hours" }
    public var storesDetailPlaceURL: String { "Place URL" }
    public var storesDetailSampleStore: String { "sample — not a real store (no phone, no link)" }
    public var storesDetailCoordinates: String { "Coordinates" }

    public var storesAlertLoadFailedTitle: String { "Could not load stores" }
    public func storesAlertLoadFailed(_ message: String) -> String { message + " — press r to retry" }
}
