/// What the line commands say: their --help, their messages on standard error, the snapshot and cache commands.
/// `--json` never goes through here: its keys and values stay as they are in every language.
/// Words argument-parser writes itself (`USAGE:`, `OPTIONS:`, `Show help information.`) are not here either.
/// Keys start with `cmd` so they never meet a tab's keys in the one `Strings` protocol.
public protocol CommandStrings {
    // MARK: onestep (the root command)
    /// "Convenience stores, weather, Marvel characters and accessible travel in Korea — in your terminal."
    var cmdOnestepAbstract: String { get }
    /// "Global options (the app and every command): --offline (…), --accessible and\n--location LAT,LON|PLACE. …"
    var cmdOnestepDiscussion: String { get }

    // MARK: Options every command takes (`GlobalOptions`)
    /// "Use the bundled data for every service, even with API keys: no request, and no kept live answer."
    var cmdOfflineHelp: String { get }
    /// "Where you are: LAT,LON, a place name (e.g. 판교, Gangnam Station), or network (…). Default: …"
    var cmdLocationHelp: String { get }
    /// "Accessible mode for screen readers and braille displays: …"
    var cmdAccessibleHelp: String { get }
    /// "Language: ko or en (default: ONESTEP_LANG, [ui] language, then the locale)." (for a `--lang` option)
    var cmdLangHelp: String { get }
    /// "--lang takes ko or en, not fr".
    func cmdLangUnknown(_ value: String) -> String

    // MARK: Output shared by the commands
    /// "could not encode the result as JSON"
    var cmdJSONEncodingFailed: String { get }
    /// "no network — the stores fetched 2 h ago" + ", too old to be current" when `stale`.
    func cmdOfflineCopy(what: String, age: String, stale: Bool) -> String
    /// "the stores" (what `cmdOfflineCopy` speaks of).
    var cmdWhatStores: String { get }
    /// "the air quality"
    var cmdWhatAirQuality: String { get }
    /// "the forecast"
    var cmdWhatForecast: String { get }
    /// "Print JSON." (`--json`)
    var cmdJSONHelp: String { get }
    /// "Print a JSON array." (`--json` of a list)
    var cmdJSONArrayHelp: String { get }
    /// "Blade is already a favourite"
    func cmdAlreadyFavorite(_ name: String) -> String
    /// "Blade is not a favourite"
    func cmdNotFavorite(_ name: String) -> String
    /// "removed Blade" (a favourite)
    func cmdRemoved(_ name: String) -> String

    // MARK: app
    /// "Start the interactive app (the default)."
    var cmdAppAbstract: String { get }
    /// "this terminal cannot show the full-screen app; use the line commands — … — or run onestep --accessible …"
    var cmdAppNeedsTerminal: String { get }

    // MARK: cache
    /// "The last live answers kept for offline use."
    var cmdCacheAbstract: String { get }
    /// "Remove every kept answer (favourites and bookmarks stay)."
    var cmdCacheClearAbstract: String { get }
    /// "removed 3 kept answers from /home/me/.cache/onestep/answers"
    func cmdCacheCleared(count: Int, directory: String) -> String
    /// The action of `storageCouldNot`: "clear the cache at DIR" (a verb phrase in English, a noun phrase in Korean).
    func cmdCacheClearAction(directory: String) -> String

    // MARK: snapshot
    /// "Print a tab's first loaded frame as text."
    var cmdSnapshotAbstract: String { get }
    /// "Tab: stores, weather, characters, travel."
    func cmdSnapshotTabHelp(tabs: String) -> String
    /// "Frame size as WIDTHxHEIGHT."
    var cmdSnapshotSizeHelp: String { get }
    /// "unknown tab maps (tabs: stores, weather, characters, travel)"
    func cmdSnapshotUnknownTab(_ tab: String, tabs: String) -> String
    /// "--size must look like 100x30"
    var cmdSnapshotBadSize: String { get }
    /// "unknown tab or size"
    var cmdSnapshotUnknownTabOrSize: String { get }

    // MARK: hours
    /// "Read an opening_hours value: open now, when it changes, the week ahead."
    var cmdHoursAbstract: String { get }
    /// "The value as OpenStreetMap writes it, e.g. \"Mo-Fr 09:00-18:00; PH off\"."
    var cmdHoursValueHelp: String { get }
    /// "The instant to ask about (2026-09-25T10:00, local to the place unless an offset is given; default now)."
    var cmdHoursAtHelp: String { get }
    /// "LAT,LON or a place name, for sun times and public holidays (default: where you are)."
    var cmdHoursNearHelp: String { get }
    /// "Read one JSON object per line on standard input ({\"value\", \"at\", \"lat\", \"lon\"}), answer one per line."
    var cmdHoursBatchHelp: String { get }
    /// "give a value (or --batch)"
    var cmdHoursNeedsValue: String { get }
    /// "--at must look like 2026-09-25T10:00 or 2026-09-25T10:00:00+09:00"
    var cmdHoursBadInstant: String { get }
    /// "At 판교, Fri 25 Sep 10:00 (UTC+09:00):"
    func cmdHoursHeading(place: String, date: String, time: String, offset: String) -> String

    // MARK: stores
    /// "List convenience stores near a place."
    var cmdStoresAbstract: String { get }
    /// "LAT,LON or a place name (default: where you are, see --location)."
    var cmdStoresNearHelp: String { get }
    /// "Search radius in metres (500 … 20000)."
    var cmdStoresRadiusHelp: String { get }
    /// "Print a JSON array instead of a table."
    var cmdStoresJSONHelp: String { get }
    /// "--radius must be between 1 and 20000 metres"
    var cmdStoresRadiusRange: String { get }
    /// "convenience stores within 1 km of 판교: 12" (`radius` already formatted).
    func cmdStoresHeading(radius: String, place: String, count: Int) -> String
    /// " — SAMPLE DATA (made-up stores)" (after the heading, its dash included).
    var cmdStoresSampleSuffix: String { get }
    /// The table's columns: "#", "name", "distance", "address", "phone" (five, in this order).
    var cmdStoresColumns: [String] { get }

    // MARK: weather
    /// "Current weather and the 5-day / 3-hour forecast; favourite cities."
    var cmdWeatherAbstract: String { get }
    /// "Weather": the service's name in a `ServiceError` sentence ("Weather did not answer within 10 s").
    var cmdWeatherServiceName: String { get }
    /// "city not found: Atlantis"
    func cmdWeatherCityNotFound(_ place: String) -> String
    /// "Weather for a place (default: your location)."
    var cmdWeatherShowAbstract: String { get }
    /// "A city or place name, Korean or English."
    var cmdWeatherPlaceHelp: String { get }
    /// "A coordinate instead of a name: LAT,LON."
    var cmdWeatherAtHelp: String { get }
    /// "metric or imperial (default: config, else metric)."
    var cmdWeatherUnitsHelp: String { get }
    /// "Print one JSON object."
    var cmdWeatherJSONHelp: String { get }
    /// "--units must be metric or imperial"
    var cmdWeatherUnitsInvalid: String { get }
    /// "--at must be LAT,LON"
    var cmdWeatherAtInvalid: String { get }
    /// "air quality could not be loaded: <the service error>"
    func cmdWeatherAirQualityFailed(_ message: String) -> String
    /// "air quality: not available (it needs the network)"
    var cmdWeatherAirQualityUnavailable: String { get }
    /// "feels like 4°C, min 1°C, max 8°C, humidity 60%, wind 2.1 m/s; sunrise 07:12, sunset 17:20 (KST)"
    /// (every value already formatted, "—" where unknown).
    func cmdWeatherDetails(
        feelsLike: String, minimum: String, maximum: String, humidity: String, wind: String, sunrise: String,
        sunset: String, zone: String
    ) -> String
    /// The forecast table's columns: "day", "time", "temp", "weather", "pop", "rain/snow" (six, in this order).
    var cmdWeatherForecastColumns: [String] { get }
    /// "0.5 mm snow" (a forecast step's snow).
    func cmdWeatherSnow(_ millimetres: Double) -> String
    /// "Favourite cities, oldest first."
    var cmdWeatherFavoritesAbstract: String { get }
    /// "no favourite cities yet"
    var cmdWeatherNoFavorites: String { get }
    /// The favourites table's columns: "name", "country", "lat", "lon" (four, in this order).
    var cmdWeatherFavoritesColumns: [String] { get }
    /// "Add or remove a favourite city."
    var cmdWeatherFavoriteAbstract: String { get }
    /// "Save a favourite city."
    var cmdWeatherFavoriteAddAbstract: String { get }
    /// "Remove a favourite city."
    var cmdWeatherFavoriteRemoveAbstract: String { get }
    /// "added Busan, KR"
    func cmdWeatherAdded(_ label: String) -> String

    // MARK: characters
    /// "Search Marvel characters and manage favourites (5 at most)."
    var cmdCharactersAbstract: String { get }
    /// "Characters whose name starts with QUERY, 10 a page."
    var cmdCharactersSearchAbstract: String { get }
    /// "The start of a name (2 letters or more)."
    var cmdCharactersQueryHelp: String { get }
    /// "Page number (1 = the first 10)."
    var cmdCharactersPageHelp: String { get }
    /// "--page starts at 1"
    var cmdCharactersPageInvalid: String { get }
    /// "page 68 is past the last (67 pages of 10)".
    func cmdCharactersPageBeyond(page: Int, pages: Int) -> String
    /// "type at least 2 letters"
    var cmdCharactersQueryTooShort: String { get }
    /// "12 characters start with “spi”; 1–10:" (`matchesAnywhere`: "match" instead of "start with").
    func cmdCharactersHeading(total: Int, matchesAnywhere: Bool, query: String, first: Int, last: Int) -> String
    /// The search table's columns: "id", "name", "counts", "summary" (four, in this order).
    var cmdCharactersSearchColumns: [String] { get }
    /// "Favourite characters, oldest first."
    var cmdCharactersFavoritesAbstract: String { get }
    /// "no favourites yet"
    var cmdCharactersNoFavorites: String { get }
    /// The favourites table's columns: "id", "name", "saved" (three, in this order).
    var cmdCharactersFavoritesColumns: [String] { get }
    /// "Add or remove a favourite by id."
    var cmdCharactersFavoriteAbstract: String { get }
    /// "Save a favourite (the oldest goes beyond 5)."
    var cmdCharactersFavoriteAddAbstract: String { get }
    /// "Remove a favourite."
    var cmdCharactersFavoriteRemoveAbstract: String { get }
    /// "saved Blade"
    func cmdCharactersSaved(_ name: String) -> String
    /// "removed Thor to keep 5 favourites"
    func cmdCharactersEvicted(_ name: String, capacity: Int) -> String

    // MARK: travel
    /// "Accessible travel in Korea (KorWithService2)."
    var cmdTravelAbstract: String { get }
    /// "distance (nearby only), title, modified or created."
    var cmdTravelSortHelp: String { get }
    /// "Content type: 12 관광지, 14 문화시설, 15 축제공연행사, 28 레포츠, 32 숙박, 38 쇼핑, 39 음식점."
    var cmdTravelTypeHelp: String { get }
    /// "Facilities you need, comma-separated: wheelchair, …."
    func cmdTravelNeedsHelp(_ needs: String) -> String
    /// "How many spots at most."
    var cmdTravelLimitHelp: String { get }
    /// "20 of 79 spots listed — --limit 79 lists them all".
    func cmdTravelShownOf(shown: Int, total: Int) -> String
    /// "--sort must be distance, title, modified or created"
    var cmdTravelSortInvalid: String { get }
    /// "--type must be one of 12, 14, 15, 28, 32, 38, 39"
    var cmdTravelTypeInvalid: String { get }
    /// "--limit must be at least 1"
    var cmdTravelLimitInvalid: String { get }
    /// "--sort distance needs a location: use travel nearby"
    var cmdTravelSortNeedsLocation: String { get }
    /// "unknown need stairs (known: wheelchair, …)"
    func cmdTravelUnknownNeed(_ need: String, known: String) -> String
    /// A list's columns: "id", "title", "type", "distance", "address", "tel" (six, in this order).
    var cmdTravelColumns: [String] { get }
    /// "Spots around a place (default radius 5 km)."
    var cmdTravelNearbyAbstract: String { get }
    /// "LAT,LON or a place name."
    var cmdTravelNearHelp: String { get }
    /// "Radius in metres, at most 20000."
    var cmdTravelRadiusHelp: String { get }
    /// "--radius must be between 1 and 20000"
    var cmdTravelRadiusRange: String { get }
    /// "Spots in a province (and district): code or name, full, short or English."
    var cmdTravelRegionAbstract: String { get }
    /// "Province: 51, 강원특별자치도, 강원 or Gangwon."
    var cmdTravelProvinceHelp: String { get }
    /// "District: code or name, e.g. 150 or 강릉시."
    var cmdTravelDistrictHelp: String { get }
    /// "unknown province: Atlantis"
    func cmdTravelUnknownProvince(_ province: String) -> String
    /// "unknown district of 강원특별자치도: 해운대구"
    func cmdTravelUnknownDistrict(_ district: String, province: String) -> String
    /// "Spots whose title contains KEYWORD."
    var cmdTravelSearchAbstract: String { get }
    /// "enter a keyword"
    var cmdTravelKeywordMissing: String { get }
    /// "A spot's details and barrier-free facilities."
    var cmdTravelDetailAbstract: String { get }
    /// "Bookmarked spots, oldest first."
    var cmdTravelBookmarksAbstract: String { get }
    /// "no bookmarks yet"
    var cmdTravelNoBookmarks: String { get }
    /// The bookmarks table's columns: "id", "title", "address" (three, in this order).
    var cmdTravelBookmarksColumns: [String] { get }
    /// "Add or remove a bookmark."
    var cmdTravelBookmarkAbstract: String { get }
    /// "Bookmark a spot by id."
    var cmdTravelBookmarkAddAbstract: String { get }
    /// "Remove a bookmark."
    var cmdTravelBookmarkRemoveAbstract: String { get }
    /// "bookmarked 경복궁"
    func cmdTravelBookmarked(_ title: String) -> String
    /// "경복궁 is already bookmarked"
    func cmdTravelAlreadyBookmarked(_ title: String) -> String
    /// "126508 is not bookmarked"
    func cmdTravelNotBookmarked(_ id: String) -> String
    /// "removed the bookmark for 경복궁"
    func cmdTravelBookmarkRemoved(_ title: String) -> String

    // MARK: bench (hidden; its help only)
    /// "Measure frame cost (for make bench)."
    var cmdBenchAbstract: String { get }
    /// "Selection moves to average over."
    var cmdBenchMovesHelp: String { get }
    /// "Characters: the query typed first, so the list is populated and pages (default ma)."
    var cmdBenchQueryHelp: String { get }
    /// "Also print when each start-up phase ended (ms from the command's start)."
    var cmdBenchPhasesHelp: String { get }
    /// "Stores with streets: not offline, so the services' URLs must point at stand-ins (make bench does)."
    var cmdBenchStreetsHelp: String { get }
    /// "A file of opening_hours values, one per line (the differential test's TSV): time open now for 50,000 stores."
    var cmdBenchOpeningHoursHelp: String { get }
    /// "no opening_hours values in values.tsv" (a file missing, unreadable or empty).
    func cmdBenchNoOpeningHours(_ path: String) -> String

    // MARK: Arguments
    /// A character's id, as `characters search` prints it.
    var cmdCharacterIDHelp: String { get }
    var cmdTravelKeywordHelp: String { get }
    /// A spot's content id, as `travel nearby` prints it.
    var cmdTravelSpotIDHelp: String { get }
    var cmdWeatherFavoritePlaceHelp: String { get }
    /// "List the toilets near a place (OpenStreetMap)".
    var cmdTravelToiletsAbstract: String { get }
    /// "Radius in metres, at most 5000." / its range error.
    var cmdTravelToiletRadiusHelp: String { get }
    var cmdTravelToiletRadiusRange: String { get }
    /// The toilets table's columns.
    var cmdTravelToiletColumns: [String] { get }
}
