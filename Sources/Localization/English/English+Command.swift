extension English: CommandStrings {
    // MARK: onestep
    public var cmdOnestepAbstract: String {
        "Convenience stores, weather, Marvel characters and accessible travel in Korea — in your terminal."
    }
    // One paragraph a line: the help wraps them to the terminal.
    public var cmdOnestepDiscussion: String {
        "Global options (the app and every command): --offline (bundled data for every service), --accessible, "
            + "--lang ko|en and --location LAT,LON|PLACE.\n\n"
            + "Live without any key: stores, travel places, toilets and routes from OpenStreetMap, the weather and "
            + "the air from Open-Meteo. A Kakao, OpenWeather, Marvel (or Comic Vine) or tourism-service key makes "
            + "that service live too; without one it answers from bundled data. --offline asks nothing of the network."
    }

    // MARK: Global options
    public var cmdOfflineHelp: String {
        "Use the bundled data for every service, even with API keys: no request, and no kept live answer."
    }
    public var cmdLocationHelp: String {
        "Where you are: LAT,LON, a place name (e.g. 판교, Gangnam Station), or network (asks BeaconDB once: sends this machine's address). Default: a gpsd fix, the network if allowed, the last place, the config, the time zone."
    }
    public var cmdAccessibleHelp: String {
        "Accessible mode for screen readers and braille displays: no braille maps, charts or spinner; the first line names the view; news on one fixed line (also ONESTEP_ACCESSIBLE=1 or [ui] accessible = true)."
    }
    public func cmdLangUnknown(_ value: String) -> String { "--lang takes ko or en, not \(value)" }
    public var cmdLangHelp: String { "Language: ko or en (default: ONESTEP_LANG, [ui] language, then the locale)." }

    // MARK: Output
    public var cmdJSONEncodingFailed: String { "could not encode the result as JSON" }
    public func cmdOfflineCopy(what: String, age: String, stale: Bool) -> String {
        "no network — \(what) fetched \(age)" + (stale ? ", too old to be current" : "")
    }
    public var cmdWhatStores: String { "the stores" }
    public var cmdWhatAirQuality: String { "the air quality" }
    public var cmdWhatForecast: String { "the forecast" }
    public var cmdJSONHelp: String { "Print JSON." }
    public var cmdJSONArrayHelp: String { "Print a JSON array." }
    public func cmdAlreadyFavorite(_ name: String) -> String { "\(name) is already a favourite" }
    public func cmdNotFavorite(_ name: String) -> String { "\(name) is not a favourite" }
    public func cmdRemoved(_ name: String) -> String { "removed \(name)" }

    // MARK: app
    public var cmdAppAbstract: String { "Start the interactive app (the default)." }
    public var cmdAppNeedsTerminal: String {
        "this terminal cannot show the full-screen app; use the line commands — onestep stores, "
            + "onestep weather, onestep characters, onestep travel (each with --help) — or run onestep --accessible in a "
            + "terminal that can"
    }

    // MARK: cache
    public var cmdCacheAbstract: String { "The last live answers kept for offline use." }
    public var cmdCacheClearAbstract: String { "Remove every kept answer (favourites and bookmarks stay)." }
    public func cmdCacheCleared(count: Int, directory: String) -> String {
        "removed \(plural(count, "kept answer", "kept answers")) from \(directory)"
    }
    public func cmdCacheClearAction(directory: String) -> String { "clear the cache at \(directory)" }

    // MARK: snapshot
    public var cmdSnapshotAbstract: String { "Print a tab's first loaded frame as text." }
    public func cmdSnapshotTabHelp(tabs: String) -> String { "Tab: \(tabs)." }
    public var cmdSnapshotSizeHelp: String { "Frame size as WIDTHxHEIGHT." }
    public func cmdSnapshotUnknownTab(_ tab: String, tabs: String) -> String { "unknown tab \(tab) (tabs: \(tabs))" }
    public var cmdSnapshotBadSize: String { "--size must look like 100x30" }
    public var cmdSnapshotUnknownTabOrSize: String { "unknown tab or size" }

    // MARK: hours
    public var cmdHoursAbstract: String { "Read an opening_hours value: open now, when it changes, the week ahead." }
    public var cmdHoursValueHelp: String { "The value as OpenStreetMap writes it, e.g. \"Mo-Fr 09:00-18:00; PH off\"." }
    public var cmdHoursAtHelp: String {
        "The instant to ask about (2026-09-25T10:00, the place's local time unless an offset is given; default now)."
    }
    public var cmdHoursNearHelp: String {
        "LAT,LON or a place name, for sun times and public holidays (default: where you are)."
    }
    public var cmdHoursBatchHelp: String {
        "Read one JSON object per line on standard input ({\"value\", \"at\", \"lat\", \"lon\"}); answer one per line."
    }
    public var cmdHoursNeedsValue: String { "give an opening_hours value (or --batch)" }
    public var cmdHoursBadInstant: String { "--at must look like 2026-09-25T10:00 or 2026-09-25T10:00:00+09:00" }
    public func cmdHoursHeading(place: String, date: String, time: String, offset: String) -> String {
        "At \(place), \(date) \(time) (UTC\(offset)):"
    }

    // MARK: stores
    public var cmdStoresAbstract: String { "List convenience stores near a place." }
    public var cmdStoresNearHelp: String { "LAT,LON or a place name (default: where you are, see --location)." }
    public var cmdStoresRadiusHelp: String { "Search radius in metres (500 … 20000)." }
    public var cmdStoresJSONHelp: String { "Print a JSON array instead of a table." }
    public var cmdStoresRadiusRange: String { "--radius must be between 500 and 20000 metres" }
    public func cmdStoresHeading(radius: String, place: String, count: Int) -> String {
        "convenience stores within \(radius) of \(place): \(count)"
    }
    public var cmdStoresSampleSuffix: String { " — SAMPLE DATA (made-up stores)" }
    public var cmdStoresColumns: [String] { ["#", "name", "distance", "address", "phone"] }

    // MARK: weather
    public var cmdWeatherAbstract: String { "Current weather and the 5-day / 3-hour forecast; favourite cities." }
    public var cmdWeatherServiceName: String { "Weather" }
    public func cmdWeatherCityNotFound(_ place: String) -> String { "city not found: \(place)" }
    public var cmdWeatherShowAbstract: String { "Weather for a place (default: your location)." }
    public var cmdWeatherPlaceHelp: String { "A city or place name, Korean or English." }
    public var cmdWeatherAtHelp: String { "A coordinate instead of a name: LAT,LON." }
    public var cmdWeatherUnitsHelp: String { "metric or imperial (default: config, else metric)." }
    public var cmdWeatherJSONHelp: String { "Print one JSON object." }
    public var cmdWeatherUnitsInvalid: String { "--units must be metric or imperial" }
    public var cmdWeatherAtInvalid: String { "--at must be LAT,LON" }
    public func cmdWeatherAirQualityFailed(_ message: String) -> String {
        "air quality could not be loaded: " + message
    }
    public var cmdWeatherAirQualityUnavailable: String { "air quality: not available (it needs the network)" }
    public func cmdWeatherDetails(
        feelsLike: String, minimum: String, maximum: String, humidity: String, wind: String, sunrise: String,
        sunset: String, zone: String
    ) -> String {
        "feels like \(feelsLike), min \(minimum), max \(maximum), humidity \(humidity), wind \(wind); "
            + "sunrise \(sunrise), sunset \(sunset) (\(zone))"
    }
    public var cmdWeatherForecastColumns: [String] { ["day", "time", "temp", "weather", "pop", "rain/snow"] }
    public func cmdWeatherSnow(_ millimetres: Double) -> String { "\(millimetres) mm snow" }
    public var cmdWeatherFavoritesAbstract: String { "Favourite cities, oldest first." }
    public var cmdWeatherNoFavorites: String { "no favourite cities yet" }
    public var cmdWeatherFavoritesColumns: [String] { ["name", "country", "lat", "lon"] }
    public var cmdWeatherFavoriteAbstract: String { "Add or remove a favourite city." }
    public var cmdWeatherFavoriteAddAbstract: String { "Save a favourite city." }
    public var cmdWeatherFavoriteRemoveAbstract: String { "Remove a favourite city." }
    public func cmdWeatherAdded(_ label: String) -> String { "added \(label)" }

    // MARK: characters
    public var cmdCharactersAbstract: String { "Search Marvel characters and manage favourites (5 at most)." }
    public var cmdCharactersSearchAbstract: String { "Characters whose name starts with QUERY, 10 a page." }
    public var cmdCharactersQueryHelp: String { "The start of a name (2 letters or more)." }
    public var cmdCharactersPageHelp: String { "Page number (1 = the first 10)." }
    public var cmdCharactersPageInvalid: String { "--page starts at 1" }
    public func cmdCharactersPageBeyond(page: Int, pages: Int) -> String {
        "page \(page) is past the last (\(plural(pages, "page", "pages")) of 10)"
    }
    public var cmdCharactersQueryTooShort: String { "type at least 2 letters" }
    public func cmdCharactersHeading(total: Int, matchesAnywhere: Bool, query: String, first: Int, last: Int)
        -> String
    {
        guard total > 0 else {
            return matchesAnywhere
                ? "no character's name matches “\(query)”" : "no character's name starts with “\(query)”"
        }
        let verb =
            total == 1 ? (matchesAnywhere ? "matches" : "starts with") : (matchesAnywhere ? "match" : "start with")
        return "\(plural(total, "character", "characters")) \(verb) “\(query)”; \(first)–\(last):"
    }
    public var cmdCharactersSearchColumns: [String] { ["id", "name", "counts", "summary"] }
    public var cmdCharactersFavoritesAbstract: String { "Favourite characters, oldest first." }
    public var cmdCharactersNoFavorites: String { "no favourites yet" }
    public var cmdCharactersFavoritesColumns: [String] { ["id", "name", "saved"] }
    public var cmdCharactersFavoriteAbstract: String { "Add or remove a favourite by id." }
    public var cmdCharactersFavoriteAddAbstract: String { "Save a favourite (the oldest goes beyond 5)." }
    public var cmdCharactersFavoriteRemoveAbstract: String { "Remove a favourite." }
    public func cmdCharactersSaved(_ name: String) -> String { "saved \(name)" }
    public func cmdCharactersEvicted(_ name: String, capacity: Int) -> String {
        "removed \(name) to keep \(capacity) favourites"
    }

    // MARK: travel
    public var cmdTravelAbstract: String { "Accessible travel in Korea (KorWithService2)." }
    public var cmdTravelSortHelp: String { "distance (nearby only), title, modified or created." }
    public var cmdTravelTypeHelp: String {
        "Kind of place: attraction, culture, festival, leisure, lodging, shopping or restaurant (the tour service's "
            + "numbers 12, 14, 15, 28, 32, 38, 39 are read too)."
    }
    public func cmdTravelNeedsHelp(_ needs: String) -> String { "Facilities you need, comma-separated: \(needs)." }
    public var cmdTravelLimitHelp: String { "How many spots at most." }
    public func cmdTravelShownOf(shown: Int, total: Int) -> String {
        "\(shown) of \(total) spots listed — --limit \(total) lists them all"
    }
    public var cmdTravelSortInvalid: String { "--sort must be distance, title, modified or created" }
    public var cmdTravelTypeInvalid: String {
        "--type must be attraction, culture, festival, leisure, lodging, shopping or restaurant (or the tour "
            + "service's number: 12, 14, 15, 28, 32, 38, 39)"
    }
    public var cmdTravelLimitInvalid: String { "--limit must be at least 1" }
    public var cmdTravelSortNeedsLocation: String { "--sort distance needs a location: use travel nearby" }
    public func cmdTravelUnknownNeed(_ need: String, known: String) -> String {
        "unknown need \(need) (known: \(known))"
    }
    public var cmdTravelColumns: [String] { ["id", "title", "type", "distance", "wheelchair", "toilet", "address"] }
    public var cmdTravelNearbyAbstract: String { "Spots around a place (default radius 5 km)." }
    public var cmdTravelNearHelp: String { "LAT,LON or a place name." }
    public var cmdTravelRadiusHelp: String { "Radius in metres, at most 20000." }
    public var cmdTravelRadiusRange: String { "--radius must be between 1 and 20000" }
    public var cmdTravelRegionAbstract: String {
        "Spots in a province (and district): code or name, full, short or English."
    }
    public var cmdTravelProvinceHelp: String { "Province: 51, 강원특별자치도, 강원 or Gangwon." }
    public var cmdTravelDistrictHelp: String { "District: code or name, e.g. 150 or 강릉시." }
    public func cmdTravelUnknownProvince(_ province: String) -> String { "unknown province: \(province)" }
    public func cmdTravelUnknownDistrict(_ district: String, province: String) -> String {
        "unknown district of \(province): \(district)"
    }
    public var cmdTravelSearchAbstract: String { "Spots whose title contains KEYWORD." }
    public var cmdTravelKeywordMissing: String { "enter a keyword" }
    public var cmdTravelDetailAbstract: String { "A spot's details and barrier-free facilities." }
    // The detail's contact line, empty values and the older people's heading have always been Korean, in English
    // too (kept byte for byte; the lead may choose English words here).
    public var cmdTravelBookmarksAbstract: String { "Bookmarked spots, oldest first." }
    public var cmdTravelNoBookmarks: String { "no bookmarks yet" }
    public var cmdTravelBookmarksColumns: [String] { ["id", "title", "address"] }
    public var cmdTravelBookmarkAbstract: String { "Add or remove a bookmark." }
    public var cmdTravelBookmarkAddAbstract: String { "Bookmark a spot by id." }
    public var cmdTravelBookmarkRemoveAbstract: String { "Remove a bookmark." }
    public func cmdTravelBookmarked(_ title: String) -> String { "bookmarked \(title)" }
    public func cmdTravelAlreadyBookmarked(_ title: String) -> String { "\(title) is already bookmarked" }
    public func cmdTravelNotBookmarked(_ id: String) -> String { "\(id) is not bookmarked" }
    public func cmdTravelBookmarkRemoved(_ title: String) -> String { "removed the bookmark for \(title)" }

    // MARK: bench
    public var cmdBenchAbstract: String { "Measure frame cost (for make bench)." }
    public var cmdBenchMovesHelp: String { "Selection moves to average over." }
    public var cmdBenchQueryHelp: String {
        "Characters: the query typed first, so the list is populated and pages (default ma)."
    }
    public var cmdBenchPhasesHelp: String { "Also print when each start-up phase ended (ms from the command's start)." }
    public var cmdBenchStreetsHelp: String {
        "Stores with streets: not offline, so the services' URLs must point at stand-ins (make bench does)."
    }
    public var cmdBenchOpeningHoursHelp: String {
        "A file of opening_hours values, one per line (the differential test's TSV): time open now for 50,000 stores."
    }
    public func cmdBenchNoOpeningHours(_ path: String) -> String { "no opening_hours values in \(path)" }

    public var cmdCharacterIDHelp: String { "The character's id, as characters search and favorites print it." }
    public var cmdTravelKeywordHelp: String { "Words in the spot's name (Korean or English), e.g. 경복궁." }
    public var cmdTravelSpotIDHelp: String { "The spot's id, as travel nearby, region and search print it." }
    public var cmdWeatherFavoritePlaceHelp: String { "A city or place name (Korean or English), e.g. 부산, Busan." }
    public var cmdTravelToiletsAbstract: String { "List the toilets near a place, from OpenStreetMap." }
    public var cmdTravelToiletRadiusHelp: String { "Radius in metres, 1 to 5000." }
    public var cmdTravelToiletRadiusRange: String { "--radius must be between 1 and 5000" }
    public var cmdTravelToiletColumns: [String] { ["id", "name", "distance", "wheelchair", "changing table", "now"] }
}
