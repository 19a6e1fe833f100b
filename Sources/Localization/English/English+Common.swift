extension English: CommonStrings {
    public func ago(minutes: Int) -> String {
        if minutes < 1 { return "just now" }
        if minutes < 60 { return "\(minutes) min ago" }
        if minutes < 48 * 60 { return "\(minutes / 60) h ago" }
        return "\(minutes / (24 * 60)) d ago"
    }
    public func weekdayShort(_ weekday: Int) -> String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(weekday - 1 + 7) % 7]
    }
    public func dayAndDate(weekday: Int, day: Int, month: Int) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return weekdayShort(weekday) + " \(day) " + months[(month - 1 + 12) % 12]
    }
    public var today: String { "today" }
    public var tomorrow: String { "tomorrow" }

    public func compassWords(_ index: Int) -> String {
        ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"][index % 8]
    }
    public var here: String { "here" }

    public func offlineLabel(source: String, age: String) -> String { "\(source) · \(age) (offline)" }
    public var offline: String { "offline" }
    public var sampleData: String { "sample data" }
    public var loading: String { "loading…" }

    public func errorNoNetwork(service: String) -> String {
        "\(service): no network connection"
    }
    public func errorTooLarge(service: String, megabytes: Int?, limit: Int) -> String {
        "\(service)'s answer was too large (" + (megabytes.map { "\($0) MB; " } ?? "")
            + "at most \(limit) MB is read): narrow the radius"
    }
    public func errorTimeout(service: String) -> String { "\(service) did not answer within 10 s" }
    public func errorRejectedKey(service: String, detail: String?) -> String {
        "\(service) rejected the API key" + (detail.map { " (\($0))" } ?? "") + "; check it or run with --offline"
    }
    public func errorRateLimited(service: String) -> String {
        "\(service): too many requests; wait a minute and press r"
    }
    public func errorBusy(service: String, retryAfterSeconds: Int?) -> String {
        "\(service) is busy" + (retryAfterSeconds.map { "; try again in \($0) s (r)" } ?? "; try again later (r)")
    }
    public func errorServiceDown(service: String, status: Int) -> String {
        "\(service) is having trouble (HTTP \(status)); try again later"
    }
    public func errorBadRequest(service: String, detail: String) -> String {
        "\(service) refused the request: \(detail)"
    }
    public func errorUndecodable(service: String) -> String { "\(service) sent a response that could not be read" }
    public func errorNotFound(service: String, what: String) -> String { "\(service): \(what) not found" }
    public var errorCancelled: String { "cancelled" }
    public var errorResource: String { "resource" }

    public func storageCouldNot(action: String, reason: String) -> String { "could not \(action): \(reason)" }
    public var actionKeepChange: String { "keep the change" }
    public var storageUnusable: String { "the database could not be used" }
    public func storageFolderUnwritable(_ path: String) -> String { "the folder \(path) cannot be made or written" }
    public var nothingWasSaved: String { "nothing was saved (the database could not be opened: see above)" }
    public var storageReadOnly: String { "the file or the disk it is on is read-only" }
    public var storageDiskFull: String { "the disk is full" }
    public var storageBusy: String { "the database is busy (is another onestep running?)" }
    public var storageDamaged: String { "the database file is damaged (restart onestep to move it aside)" }
    public var storageIOError: String { "the disk reported an input/output error" }
    public var storageDamagedFile: String { "the file is damaged" }
    public var storagePermission: String { "there is no permission to write it" }
    public var storageNotAFile: String { "a folder or something else stands where the file should be" }
    public var storageMissingFolder: String { "its folder is missing" }
    public func storageFileInFolderPlace(_ path: String) -> String { "\(path) is a file where a folder should be" }
    public func storageOther(code: Int32) -> String { "database error \(code)" }

    public var originSetByYou: String { "set by you" }
    public func originGPS(plusMinus: String) -> String { "GPS" + plusMinus }
    public func originNetwork(plusMinus: String) -> String { "network" + plusMinus }
    public var originLastUsed: String { "last used" }
    public var originConfigured: String { "from your config" }
    public var originTimeZone: String { "a guess from your time zone — L to set" }
    public var originFallback: String { "the default place — L to set" }
    public var locationEmpty: String { "enter a place name or LAT,LON" }
    public func locationOutOfRange(_ text: String) -> String {
        "\(text) is out of range: latitude −90…90, longitude −180…180"
    }
    public func locationUnknown(_ name: String) -> String {
        "unknown place: \(name) (try a district, station or LAT,LON)"
    }
    public var networkLocationWhat: String { "this network's location" }

    public var noNetworkSampleData: String { "no network — sample data" }
    public func streetsNotDrawn(_ reason: String) -> String { "streets not drawn: " + reason }
    public func datasetNotFound(looked: String) -> String {
        "offline dataset not found (looked in \(looked)); set ONESTEP_RESOURCES"
    }
    public func datasetMissing(_ name: String) -> String { "offline dataset is missing \(name)" }

    public var whatCharacter: String { "character" }
    public func whatCharacterNumber(_ id: Int) -> String { "character \(id)" }
    public var whatCity: String { "city" }
    public func whatSpot(_ id: String) -> String { "spot \(id)" }

    public func configReadableByOthers(path: String) -> String {
        "config holds keys and is readable by others: chmod 600 \(path)"
    }
    public func configProblem(path: String, line: Int, column: Int, reason: String, ignored key: String?) -> String {
        "config \(path) line \(line), column \(column): \(reason) — "
            + (key.map { "\($0) is ignored" } ?? "the line is ignored")
    }
    public func configUnreadable(path: String, reason: String) -> String {
        "config \(path) cannot be read (\(reason)): the defaults are used"
    }
    public func configValueProblem(path: String, _ problem: String) -> String { "config \(path): \(problem)" }
    public func configOutOfRange(key: String, value: String, range: String, used: String) -> String {
        "\(key) = \(value) is outside \(range): \(used) is used"
    }
    public func configNotANumber(key: String, value: String) -> String {
        "\(key) = \"\(value)\" is not a number: ignored"
    }
    public func configNotOneOf(key: String, value: String, allowed: String) -> String {
        "\(key) = \"\(value)\" is not one of \(allowed): ignored"
    }
    public func configNotAnAddress(key: String, value: String) -> String {
        "\(key) = \"\(value)\" is not an http(s) address: ignored"
    }
    public func configUnknownSetting(_ key: String) -> String { "\(key) is not a setting onestep knows: ignored" }
    public var configNotUTF8: String { "bytes that are not UTF-8 text" }
    public var configNoticeTitle: String { "Your config" }
    public var configMissingValue: String { "no value after =" }
    public var configUnderBrokenSection: String { "under a section header that is not closed" }
    public func configLine(_ line: Int, _ reason: String) -> String { "config line \(line): \(reason)" }
    public var configUnclosedSection: String { "unclosed section header" }
    public var configExpectedKeyValue: String { "expected key = value" }
    public var configUnterminatedString: String { "unterminated string" }
    public func configUnsupportedValue(_ text: String) -> String { "unsupported value \(text)" }
    public var comicVineBlocked: String {
        "this address is blocked for now (too many requests, \"velocity\"); try again later"
    }
    public var tourKeyNotApproved: String { "the key may not be approved for KorWithService2 (활용신청)" }
    public var tourKeyNotRegistered: String {
        "the data.go.kr key is not registered for KorWithService2 — apply for this dataset (활용신청) or check TOUR_API_KEY"
    }
    public var tourQuotaUsedUp: String {
        "today's quota (1,000 calls per operation) is used up — try again tomorrow or run with --offline"
    }
    public var tourKeyExpired: String { "the data.go.kr key has expired — renew it on data.go.kr" }
    public var tourIPNotRegistered: String { "this machine's IP is not registered for the key on data.go.kr" }
    public var tourAccessDenied: String { "access denied — the key is not approved for KorWithService2" }
    public var tourNoSuchService: String { "no such service — check ONESTEP_TOUR_BASE_URL" }
    public var tourBadParameter: String { "the service rejected a request parameter" }
    public func tourFailed(_ reason: String) -> String { "the tour service failed (\(reason))" }
    public func tourCode(_ code: String) -> String { "code \(code)" }
    public func overpassUnreadable(_ count: Int) -> String {
        "\(count) of the map's elements could not be read and were left out"
    }
    public var overpassQueryRefused: String { "the query was refused" }
    public var overpassErrorPage: String { "an error page instead of data" }
    public var osmUnnamedStore: String { "convenience store (no name in OpenStreetMap)" }
    public func databaseRestored(aside: String, characters: Int, cities: Int, bookmarks: Int, savedAt: String)
        -> String
    {
        "the database was damaged: moved to \(aside); "
            + [
                plural(characters, "favourite character", "favourite characters"), plural(cities, "city", "cities"),
                plural(bookmarks, "bookmark", "bookmarks"),
            ].joined(separator: ", ") + " restored from the backup of \(savedAt)"
    }
    public var databaseNoticeTitle: String { "Your saved data" }
    public var databaseNoBackup: String { "there was no backup to restore favourites from" }
    public func databaseRefilled(characters: Int, cities: Int, bookmarks: Int, savedAt: String) -> String {
        "the database held none of your saved things: "
            + [
                plural(characters, "favourite character", "favourite characters"), plural(cities, "city", "cities"),
                plural(bookmarks, "bookmark", "bookmarks"),
            ].joined(separator: ", ") + " restored from the backup of \(savedAt)"
    }
    public func databaseHeldInMemory(reason: String, backupSavedAt: String?) -> String {
        "your saved data cannot be written (\(reason)): "
            + (backupSavedAt.map { "it is read from the backup of \($0)" } ?? "no backup could be read")
            + "; a change you make is kept until onestep closes — fix that to keep it for good"
    }
    public func changeNotKept(reason: String) -> String {
        "\(reason): the change was not kept; fix that and make it again"
    }
    public func databaseBackupUnreadable(_ path: String) -> String { "the backup \(path) could not be read" }
    public func databaseMovedAside(_ path: String) -> String {
        "database was damaged; moved it to \(path) and started a new one"
    }
    public var marvelMissingParameter: String { "missing parameter" }
    public var unknownError: String { "unknown error" }

    public var openStreetMapCredit: String { "© OpenStreetMap contributors (ODbL)" }
    public var streetsCredit: String { "streets © OpenStreetMap contributors" }
    public func onStreet(_ street: String) -> String { ", on \(street)" }
    public var sampleSourceName: String { "sample" }
    public var favouritesUnavailable: String { "favourites are unavailable (no database)" }
}
