/// Words every part of the app uses: times, dates, directions, distances, errors from services and storage.
public protocol CommonStrings {
    // MARK: Time
    /// "just now", "5 min ago", "2 h ago", "3 d ago".
    func ago(minutes: Int) -> String
    /// Weekday, 1 Sunday … 7 Saturday: "Tue" / "화".
    func weekdayShort(_ weekday: Int) -> String
    /// "Tue 24 Nov" / "11월 24일 (화)" (weekday 1 Sunday … 7 Saturday).
    func dayAndDate(weekday: Int, day: Int, month: Int) -> String
    /// "today", "tomorrow".
    var today: String { get }
    var tomorrow: String { get }

    // MARK: Places
    /// Eight compass points in words, 0 north … 7 north-west: "north-east" / "북동쪽".
    func compassWords(_ index: Int) -> String
    /// "here" (a distance under a metre).
    var here: String { get }

    // MARK: Where an answer came from
    /// "OpenStreetMap · 2 h ago (offline)".
    func offlineLabel(source: String, age: String) -> String
    /// "offline" as a bare word in a note.
    var offline: String { get }
    /// "sample data" (a label beside bundled samples).
    var sampleData: String { get }
    var loading: String { get }

    // MARK: Service errors (`ServiceError`)
    func errorNoNetwork(service: String) -> String
    /// "OpenStreetMap's answer was too large (95 MB; at most 80 MB is read): narrow the radius".
    func errorTooLarge(service: String, megabytes: Int?, limit: Int) -> String
    func errorTimeout(service: String) -> String
    func errorRejectedKey(service: String, detail: String?) -> String
    func errorRateLimited(service: String) -> String
    func errorBusy(service: String, retryAfterSeconds: Int?) -> String
    func errorServiceDown(service: String, status: Int) -> String
    func errorBadRequest(service: String, detail: String) -> String
    func errorUndecodable(service: String) -> String
    func errorNotFound(service: String, what: String) -> String
    var errorCancelled: String { get }
    var errorResource: String { get }

    // MARK: Storage errors (`StorageFailure`)
    /// "could not save the favourite: the disk is full" / "즐겨찾기 저장 실패: 디스크가 가득 찼어요"
    /// (`action` is a verb phrase in English, a noun phrase in Korean).
    func storageCouldNot(action: String, reason: String) -> String
    /// "keep the change" (what a command could not do when the disk refused its write).
    var actionKeepChange: String { get }
    var storageUnusable: String { get }
    /// "the folder /home/x/.local/share/onestep cannot be made or written".
    func storageFolderUnwritable(_ path: String) -> String
    /// A command that needs the database when it could not be opened (said above): "nothing was saved".
    var nothingWasSaved: String { get }
    var storageReadOnly: String { get }
    var storageDiskFull: String { get }
    var storageBusy: String { get }
    var storageDamaged: String { get }
    var storageIOError: String { get }
    /// "the file is damaged" (the file itself, not the disk), "no permission", "a folder stands where the file should
    /// be", "its folder is missing".
    var storageDamagedFile: String { get }
    var storagePermission: String { get }
    var storageNotAFile: String { get }
    var storageMissingFolder: String { get }
    /// "/home/me/.local is a file where a folder should be".
    func storageFileInFolderPlace(_ path: String) -> String
    func storageOther(code: Int32) -> String

    // MARK: Where you are (`LocationOrigin`, `LocationResolver`)
    var originSetByYou: String { get }
    /// "GPS ±12 m" (`plusMinus` is " ±12 m" or empty).
    func originGPS(plusMinus: String) -> String
    func originNetwork(plusMinus: String) -> String
    var originLastUsed: String { get }
    var originConfigured: String { get }
    var originTimeZone: String { get }
    var originFallback: String { get }
    var locationEmpty: String { get }
    func locationUnknown(_ name: String) -> String
    /// "91,200 is out of range: latitude −90…90, longitude −180…180".
    func locationOutOfRange(_ text: String) -> String
    /// What a network geolocation service did not find.
    var networkLocationWhat: String { get }

    // MARK: Data in use
    /// A note beside an answer from the bundled samples because the network failed.
    var noNetworkSampleData: String { get }
    /// "streets not drawn: OpenStreetMap: no network connection …".
    func streetsNotDrawn(_ reason: String) -> String
    func datasetNotFound(looked: String) -> String
    func datasetMissing(_ name: String) -> String

    // MARK: What a service did not find (`ServiceError.notFound`)
    var whatCharacter: String { get }
    func whatCharacterNumber(_ id: Int) -> String
    var whatCity: String { get }
    func whatSpot(_ id: String) -> String

    // MARK: Details of failures from services, the config and the database
    func configReadableByOthers(path: String) -> String
    /// "config /…/config.toml line 2, column 8: unterminated string — stores.radius is ignored" (or "— the line is
    /// ignored").
    func configProblem(path: String, line: Int, column: Int, reason: String, ignored key: String?) -> String
    /// "config /…/config.toml cannot be read (it is a folder): the defaults are used".
    func configUnreadable(path: String, reason: String) -> String
    /// "config /…/config.toml: " before a value's problem.
    func configValueProblem(path: String, _ problem: String) -> String
    /// "stores.radius = 50 is outside 500–20000: 500 is used".
    func configOutOfRange(key: String, value: String, range: String, used: String) -> String
    /// "stores.radius = "far" is not a number: ignored".
    func configNotANumber(key: String, value: String) -> String
    /// "weather.units = "kelvin" is not one of metric, imperial: ignored".
    func configNotOneOf(key: String, value: String, allowed: String) -> String
    /// "kakao.base_url = "x" is not an http(s) address: ignored".
    func configNotAnAddress(key: String, value: String) -> String
    /// "stores.raduis is not a setting onestep knows: ignored".
    func configUnknownSetting(_ key: String) -> String
    /// "bytes that are not UTF-8 text", "no value after =", "under a section header that is not closed".
    var configNotUTF8: String { get }
    /// The title of the box that lists the config's problems at start: "Your config".
    var configNoticeTitle: String { get }
    var configMissingValue: String { get }
    var configUnderBrokenSection: String { get }
    func configLine(_ line: Int, _ reason: String) -> String
    var configUnclosedSection: String { get }
    var configExpectedKeyValue: String { get }
    var configUnterminatedString: String { get }
    func configUnsupportedValue(_ text: String) -> String
    var comicVineBlocked: String { get }
    var tourKeyNotApproved: String { get }
    var tourKeyNotRegistered: String { get }
    var tourQuotaUsedUp: String { get }
    var tourKeyExpired: String { get }
    var tourIPNotRegistered: String { get }
    var tourAccessDenied: String { get }
    var tourNoSuchService: String { get }
    var tourBadParameter: String { get }
    func tourFailed(_ reason: String) -> String
    func tourCode(_ code: String) -> String
    func overpassUnreadable(_ count: Int) -> String
    var overpassQueryRefused: String { get }
    var overpassErrorPage: String { get }
    var osmUnnamedStore: String { get }
    func databaseMovedAside(_ path: String) -> String
    /// The title of the box that says the database was damaged: "Your saved data".
    var databaseNoticeTitle: String { get }
    /// "the database was damaged: moved to PATH; 5 favourite characters, 1 city and 2 bookmarks restored from the
    /// backup of 2026-11-25 14:02".
    func databaseRestored(aside: String, characters: Int, cities: Int, bookmarks: Int, savedAt: String) -> String
    /// "there was no backup to restore favourites from".
    var databaseNoBackup: String { get }
    /// "the database held none of your saved things: 2 favourite characters, 0 cities and 1 bookmark restored from the
    /// backup of 2026-11-25 14:02".
    func databaseRefilled(characters: Int, cities: Int, bookmarks: Int, savedAt: String) -> String
    /// "your saved data cannot be written (the disk is full): it is read from the backup of …; a change you make is
    /// kept until onestep closes — fix that to keep it for good".
    func databaseHeldInMemory(reason: String, backupSavedAt: String?) -> String
    /// "the disk is full: the change was not kept; fix that and make it again" (a command's change that could not
    /// reach the file: the command ends, and memory with it).
    func changeNotKept(reason: String) -> String
    /// "the backup PATH could not be read".
    func databaseBackupUnreadable(_ path: String) -> String
    var marvelMissingParameter: String { get }
    var unknownError: String { get }

    // MARK: Shared by several tabs
    /// The streets' credit after a map's header: "streets © OpenStreetMap contributors".
    /// "© OpenStreetMap contributors (ODbL)": the credit its licence asks, under its stores, places and routes.
    var openStreetMapCredit: String { get }
    var streetsCredit: String { get }
    /// After a pin or a place in words, the street it is on: ", on 판교역로".
    func onStreet(_ street: String) -> String
    /// The bundled samples as a source's name: "sample".
    var sampleSourceName: String { get }
    var favouritesUnavailable: String { get }
}
