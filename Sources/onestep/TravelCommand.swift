import ArgumentParser
import Foundation
import Localization
import Services
import TUI
import Travel

/// `onestep travel nearby|region|search|detail|bookmarks|bookmark`.
struct TravelCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "travel", abstract: L.cmdTravelAbstract,
            subcommands: [
                Nearby.self, Region.self, Search.self, Detail.self, Toilets.self, Chargers.self, Station.self,
                Route.self, Today.self, Bookmarks.self, Bookmark.self,
            ])
    }

    /// Options every list takes.
    struct ListOptions: ParsableArguments {
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelSortHelp)) var sort: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelTypeHelp)) var type: String?
        @Option(
            name: .long,
            help: ArgumentHelp(L.cmdTravelNeedsHelp(TravelNeed.allCases.map(\.rawValue).joined(separator: ", "))))
        var needs: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelLimitHelp)) var limit: Int = 20
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONArrayHelp)) var json = false

        func validate() throws {
            if let sort, TourSort(label: sort) == nil {
                throw ValidationError(L.cmdTravelSortInvalid)
            }
            if let type, TourCategory(argument: type) == nil {
                throw ValidationError(L.cmdTravelTypeInvalid)
            }
            _ = try parsedNeeds()
            guard limit >= 1 else { throw ValidationError(L.cmdTravelLimitInvalid) }
        }

        /// The needs, or none when they cannot be read (validate has said so already).
        var parsedNeedsOrEmpty: Set<TravelNeed> { (try? parsedNeeds()) ?? [] }

        func parsedSort(default fallback: TourSort) -> TourSort { sort.flatMap(TourSort.init(label:)) ?? fallback }
        /// Region and keyword lists have no point to measure from: title by default, and no distance sort.
        func validateWithoutLocation() throws {
            if parsedSort(default: .title) == .distance {
                throw ValidationError(L.cmdTravelSortNeedsLocation)
            }
        }
        var category: TourCategory? { type.flatMap(TourCategory.init(argument:)) }
        func parsedNeeds() throws -> Set<TravelNeed> {
            let (needs, unknown) = TravelNeed.parse(needs ?? "")
            if let first = unknown.first {
                throw ValidationError(
                    L.cmdTravelUnknownNeed(first, known: TravelNeed.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            return needs
        }
    }

    /// Reads the list through the same use case as the tab (pages, the needs filter), then prints it.
    /// `origin`: the point a nearby list is around, for each row's direction (`bearing_deg`).
    @MainActor
    static func run(
        _ scope: SpotQuery.Scope, sort: TourSort, options: ListOptions, environment: AppEnvironment,
        origin: Coordinate? = nil
    ) async throws {
        let service = environment.travelService()
        // The bundled records carry no dates: a date sort would be the title order, said as if it were by date.
        if !environment.tourIsLive, sort == .modified || sort == .created {
            throw CommandFailure(L.travelDateSortsNeedTheLiveService, status: 64)
        }
        let search = SpotSearch(service: service, query: SpotQuery(scope, sort: sort, category: options.category))
        let found: SpotSearch.Collected, fetched: AnswerOrigin?
        var rows: [(spot: Spot, record: AccessRecord?)]
        do {
            let needs = try options.parsedNeeds()
            (found, fetched) = try await AnswerOrigin.collect {
                try await search.collect(limit: options.limit, needs: needs)
            }
            // Every row says its two axes: the records not read for the filter are read now (each once). A record
            // that cannot be fetched leaves its row's facts not recorded: the list is still the answer.
            rows = []
            var failures = found.recordFailures
            var failure = found.recordFailure
            for row in found.spots + found.unknown.prefix(max(0, options.limit - found.spots.count)) {
                if let record = row.record {
                    rows.append((row.spot, record))
                } else {
                    let (record, error) = try await search.recordOrCarried(of: row.spot)
                    if let error {
                        failures += 1
                        failure = failure ?? error
                    }
                    rows.append((row.spot, record))
                }
            }
            if failures > 0, let failure {
                tell(
                    L.travelRecordsNotFetched(
                        failures, reason: ServiceError.from(failure, service: service.serviceName).userMessage))
            }
        } catch {
            throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
        }
        if let note = found.note { FileHandle.standardError.write(Data("onestep: \(note)\n".utf8)) }
        // Fewer listed than there are: said, with the way to the rest (stderr, so --json stays one array).
        if options.parsedNeedsOrEmpty.isEmpty, let total = found.total, total > rows.count {
            tell(L.cmdTravelShownOf(shown: rows.count, total: total))
        }
        func bearing(_ s: Spot) -> Double? {
            guard let origin, let at = s.coordinate, origin.distance(to: at) >= 1 else { return nil }
            return origin.bearing(to: at)
        }
        // With needs: each row says whether it meets them and why not, and the counts are said once (stderr).
        let needs = options.parsedNeedsOrEmpty
        if !needs.isEmpty {
            // Counted over the spots read (as many pages as it took), whatever --limit lists of them.
            let met = found.meetingRead
            let described = found.unknown.filter { TravelNeed.described(needs, $0.record) }.count
            let names = TravelNeed.allCases.filter(needs.contains).map(\.localizedLabel).joined(separator: ", ")
            tell(
                L.travelNeedsSummary(
                    names: names, meeting: met, described: described, unknown: found.unknown.count - described,
                    refused: found.refused))
        }
        if options.json {
            let source = environment.tourIsLive ? "live" : "bundled"
            try printJSON(
                rows.map {
                    SpotJSON(
                        $0.spot, record: $0.record, bearing: bearing($0.spot), source: source, origin: fetched,
                        needs: needs)
                })
        } else {
            if rows.isEmpty {
                // Latin letters that found nothing: the titles are Korean, and the closest one is offered.
                if case .keyword(let keyword, _) = scope,
                    let closest = environment.tourRecords.closestTitle(toLatin: keyword)
                {
                    print(
                        L.cmdTravelLatinKeywordNone(
                            keyword, closest: closest, romanized: Romanization.romanize(closest).capitalized))
                } else {
                    print(L.cmdTravelNoSpots)
                }
            }
            let header = L.cmdTravelColumns + (needs.isEmpty ? [] : [L.cmdTravelNeedsColumn])
            printTable(
                header: header,
                rows: rows.map { s, record in
                    [
                        s.id, s.title, s.category?.name ?? "",
                        s.distance.map { formatDistance($0, bearing: bearing(s)) } ?? "",
                        (record ?? .nothingRecorded).wheelchair.word, (record ?? .nothingRecorded).toilet.word,
                        s.address,
                    ]
                        + (needs.isEmpty
                            ? [] : [TravelNeed.explanation(needs, record ?? .nothingRecorded) ?? L.travelNeedsMet])
                }, rightAligned: [3])
        }
    }

    struct Nearby: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "nearby", abstract: L.cmdTravelNearbyAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdTravelNearHelp)) var near: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelRadiusHelp)) var radius: Int = 5000
        @OptionGroup var options: ListOptions

        func validate() throws {
            guard (1...20_000).contains(radius) else { throw ValidationError(L.cmdTravelRadiusRange) }
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let place = try await environment.commandLocation(near ?? global.location)
            try await TravelCommand.run(
                .nearby(place.coordinate, radius: radius), sort: options.parsedSort(default: .distance),
                options: options, environment: environment, origin: place.coordinate)
            return false
        }
    }

    struct Region: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "region", abstract: L.cmdTravelRegionAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdTravelProvinceHelp)) var province: String
        @Argument(help: ArgumentHelp(L.cmdTravelDistrictHelp)) var district: String?
        @OptionGroup var options: ListOptions

        func validate() throws { try options.validateWithoutLocation() }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            guard let p = environment.tourRegions.province(province) else {
                throw CommandFailure(L.cmdTravelUnknownProvince(province))
            }
            var districtCode: String?
            if let district {
                guard let d = environment.tourRegions.district(district, in: p) else {
                    throw CommandFailure(L.cmdTravelUnknownDistrict(district, province: p.name))
                }
                districtCode = d.code
            }
            try await TravelCommand.run(
                .region(code: p.code, district: districtCode), sort: options.parsedSort(default: .title),
                options: options, environment: environment)
            return false
        }
    }

    struct Search: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "search", abstract: L.cmdTravelSearchAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdTravelKeywordHelp)) var keyword: String
        @OptionGroup var options: ListOptions

        func validate() throws {
            guard !keyword.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError(L.cmdTravelKeywordMissing)
            }
            try options.validateWithoutLocation()
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            try await TravelCommand.run(
                .keyword(keyword, near: nil), sort: options.parsedSort(default: .title), options: options,
                environment: environment)
            return false
        }
    }

    struct Detail: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "detail", abstract: L.cmdTravelDetailAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdTravelSpotIDHelp)) var id: String
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let (common, record, origin) = try await Self.load(id, environment: environment)
            if json {
                try printJSON(
                    SpotDetailJSON(
                        common, record: record, source: environment.tourIsLive ? "live" : "bundled", origin: origin))
            } else {
                // The same lines as the tab's details, every group open.
                let at = common.coordinate
                let offset = at.map { AppEnvironment.utcOffset(at: $0, gazetteer: environment.gazetteer) } ?? 32_400
                let hours = common.openingHours.map {
                    OpeningHoursWords.details(OpeningHours($0), at: Date(), offset: offset, coordinate: at)
                }
                let lines = TravelDetailLines(
                    detail: common, record: record, distance: nil, street: nil, bookmarked: false,
                    hours: hours, openGroups: Set(AccessFeature.Group.allCases), accessible: false
                ).lines
                for line in lines { print(line.text.terminalSafe) }
                if !common.overview.isEmpty {
                    print("")
                    print(common.overview.components(separatedBy: "\n").map(\.terminalSafe).joined(separator: "\n"))
                }
            }
            return false
        }

        /// A spot's details and access record as the details show them: the merged service's, with a tourism record's
        /// OpenStreetMap twin's facts added (one request around the record's point).
        @MainActor
        static func load(_ id: String, environment: AppEnvironment) async throws -> (
            SpotDetail, AccessRecord, AnswerOrigin?
        ) {
            let service = environment.travelService()
            var common: SpotDetail, record: AccessRecord, origin: AnswerOrigin?
            do {
                ((common, record), origin) = try await AnswerOrigin.collect {
                    (try await service.detail(id), try await service.access(id))
                }
            } catch {
                throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
            }
            if !PlaceID.isOSM(id), let twin = await service.twin(of: common) {
                common.osmID = twin.osmID
                record = record.merged(with: twin.access ?? .nothingRecorded)
            }
            return (common, record, origin)
        }
    }

    /// `onestep travel toilets`: the toilets near a place from OpenStreetMap, nearest first.
    struct Toilets: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "toilets", abstract: L.cmdTravelToiletsAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdTravelNearHelp)) var near: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelToiletRadiusHelp)) var radius: Int = 1000
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONArrayHelp)) var json = false

        func validate() throws {
            guard (1...5000).contains(radius) else { throw ValidationError(L.cmdTravelToiletRadiusRange) }
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let place = try await environment.commandLocation(near ?? global.location)
            let answer: ToiletAnswer
            do { answer = try await environment.toiletSearch().toilets(around: place.coordinate, radius: radius) } catch
            {
                throw CommandFailure(ServiceError.from(error, service: OverpassPlaces.serviceName).userMessage)
            }
            let now = Date()
            func offset(_ t: PublicToilet) -> Int {
                AppEnvironment.utcOffset(at: t.coordinate, gazetteer: environment.gazetteer)
            }
            if json {
                try printJSON(
                    answer.toilets.map {
                        ToiletJSON($0, from: place.coordinate, at: now, offset: offset($0), origin: answer.origin)
                    })
            } else {
                if let notice = answer.notice { tell(notice) }
                guard !answer.toilets.isEmpty else {
                    print(L.toiletsNoneAnywhere(radius: formatDistance(Double(radius))))
                    return false
                }
                printTable(
                    header: L.cmdTravelToiletColumns,
                    rows: answer.toilets.map { t in
                        [
                            t.id, t.name ?? L.toiletUnnamed,
                            formatDistance(t.distance, bearing: place.coordinate.bearing(to: t.coordinate)),
                            t.wheelchairState.word + (t.dataDate.map { " (" + L.toiletDataDate($0) + ")" } ?? ""),
                            t.changingTable.word, t.hoursText(at: now, offset: offset(t)),
                        ]
                    }, rightAligned: [2])
                print(L.toiletSources(answer.sources.map(\.name).joined(separator: ", ")))
            }
            return false
        }
    }

    struct Chargers: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "chargers", abstract: L.cmdTravelChargersAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdTravelNearHelp)) var near: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelChargerRadiusHelp)) var radius: Int = 3000
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONArrayHelp)) var json = false

        func validate() throws {
            guard (1...20_000).contains(radius) else { throw ValidationError(L.cmdTravelChargerRadiusRange) }
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let access = try environment.required(environment.koreaAccess())
            let place = try await environment.commandLocation(near ?? global.location)
            let chargers = try access.chargers(around: place.coordinate, radius: Double(radius))
            let now = Date()
            if json {
                try printJSON(chargers.map { ChargerJSON($0, from: place.coordinate, at: now) })
                return false
            }
            guard !chargers.isEmpty else {
                print(L.chargersNone(radius: formatDistance(Double(radius))))
                return false
            }
            print(L.chargersSummary(count: chargers.count, radius: formatDistance(Double(radius))))
            printTable(
                header: L.cmdTravelChargerColumns,
                rows: chargers.map { c in
                    [
                        String(c.id), c.name,
                        formatDistance(c.distance, bearing: place.coordinate.bearing(to: c.coordinate)),
                        ChargerWords.now(c, at: now), c.atOnce.map(String.init) ?? L.accessNotRecorded,
                        c.airPump.word, c.dataDate,
                    ]
                }, rightAligned: [2])
            print(L.chargerCredit)
            return false
        }
    }

    struct Station: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "station", abstract: L.cmdTravelStationAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdTravelStationNameHelp)) var name: String
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let access = try environment.required(environment.koreaAccess())
            guard let card = try access.station(named: RemoteText.clean(name)) else {
                throw CommandFailure(L.stationNotFound(name))
            }
            if json {
                try printJSON(StationJSON(card))
            } else {
                StationCardLines.lines(card).forEach { print($0) }
                print(L.stationCredit)
            }
            return false
        }
    }

    struct Route: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "route", abstract: L.cmdTravelRouteAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdTravelRouteFromHelp)) var from: String?
        @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdTravelRouteToHelp)) var to: String
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelRouteProfileHelp)) var profile: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelRouteMaxKerbHelp)) var maxKerb: Double?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelRouteMaxInclineHelp)) var maxIncline: Double?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelRouteMinWidthHelp)) var minWidth: Double?
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        func validate() throws {
            if let profile, RouteProfile(rawValue: profile) == nil {
                throw ValidationError(L.cmdTravelRouteProfileUnknown(profile))
            }
            for value in [maxKerb, maxIncline, minWidth].compactMap({ $0 }) where !(0...100).contains(value) {
                throw ValidationError(L.cmdTravelRouteLimitRange)
            }
        }

        /// The profile's rules with the limits given on the command line.
        func rules(_ profile: RouteProfile) -> RouteRules {
            var rules = RouteRules(profile: profile)
            if let maxKerb { rules.maxKerbCm = maxKerb }
            if let maxIncline { rules.maxInclinePercent = maxIncline }
            if let minWidth { rules.minWidthM = minWidth }
            return rules
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let start = try await environment.commandLocation(from ?? global.location)
            if start.origin?.isGuess == true { throw CommandFailure(L.routeFromAGuessCommand(start.name)) }
            let end: (name: String, coordinate: Coordinate)
            if Int(to) != nil, let spot = try? await environment.travelService().detail(to), let at = spot.coordinate {
                end = (spot.title, at)
            } else {
                let place = try await environment.commandLocation(to)
                end = (place.name, place.coordinate)
            }
            let chosen =
                profile.flatMap(RouteProfile.init(rawValue:)) ?? RoutePlanning.profile(for: environment.travelNeeds)
            let answer: WayThere.Answer
            do {
                answer = try await environment.wayThere().find(
                    from: start.coordinate, to: end.coordinate, rules: rules(chosen), at: Date())
            } catch let far as OverpassWalkNetwork.TooFar {
                throw CommandFailure(L.routeTooFar(formatDistance(far.metres)))
            } catch is WayThere.NothingKept {
                throw CommandFailure(L.routeOffline)
            } catch {
                throw CommandFailure(ServiceError.from(error, service: OverpassClient.serviceName).userMessage)
            }
            let ends = (from: (start.name, start.coordinate), to: end)
            switch answer.outcome {
            case .success(let route):
                if json {
                    try printJSON(RouteJSON(route, from: ends.from, to: ends.to, origin: answer.origin, blocked: nil))
                } else {
                    RouteWords.lines(route, origin: answer.origin, now: Date()).forEach { print($0) }
                }
            case .failure(let none):
                if json {
                    try printJSON(RouteJSON(nil, from: ends.from, to: ends.to, origin: answer.origin, blocked: none))
                }
                throw CommandFailure(RouteWords.none(none))
            }
            return false
        }
    }

    struct Bookmarks: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "bookmarks", abstract: L.cmdTravelBookmarksAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = try environment.required(environment.travelBookmarks)
            let bookmarks = try store.all()
            if json {
                try printJSON(bookmarks.map(BookmarkJSON.init))
            } else if bookmarks.isEmpty {
                print(L.cmdTravelNoBookmarks)
            } else {
                printTable(
                    header: L.cmdTravelBookmarksColumns, rows: bookmarks.map { [$0.placeID, $0.title, $0.address] })
            }
            return false
        }
    }

    struct Bookmark: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "bookmark", abstract: L.cmdTravelBookmarkAbstract, subcommands: [Add.self, Remove.self])
        }

        struct Add: ParsableCommand, MainActorCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: L.cmdTravelBookmarkAddAbstract)
            }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(L.cmdTravelSpotIDHelp)) var id: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.travelBookmarks)
                // The merged service, as `detail` and the tab use: an OpenStreetMap place (osm:node/…) is saved too.
                let service = environment.travelService()
                let common: SpotDetail
                do { common = try await service.detail(id) } catch {
                    throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
                }
                let added = try store.add(TravelBookmark(common, addedAt: Date()))
                try environment.requireKept()
                print(added ? L.cmdTravelBookmarked(common.title) : L.cmdTravelAlreadyBookmarked(common.title))
                return false
            }
        }

        struct Remove: ParsableCommand, MainActorCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: L.cmdTravelBookmarkRemoveAbstract)
            }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(L.cmdTravelSpotIDHelp)) var id: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.travelBookmarks)
                let title = try store.all().first { $0.placeID == id }?.title
                guard try store.remove(id) else { throw CommandFailure(L.cmdTravelNotBookmarked(id)) }
                try environment.requireKept()
                print(L.cmdTravelBookmarkRemoved(title ?? id))
                return false
            }
        }
    }
}

/// One spot of `travel nearby|region|search --json`: the two axes as states of ours.
struct SpotJSON: Encodable {
    let id, title, address, modified, tel, wheelchair, toilet: String
    /// "wheelchair" (the place's own facts) or "entrance" (its entrance's); null when nothing is recorded.
    let wheelchairFrom: Nullable<String>
    let category: Nullable<String>
    let typeID: Nullable<Int>
    let lat, lon, bearingDeg: Nullable<Double>
    let distanceM: Nullable<Int>
    let osmID: Nullable<String>
    let source: String
    let sources: [String]
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    enum CodingKeys: String, CodingKey {
        case id, title, address, modified, tel, typeID = "type_id", category, lat, lon, bearingDeg = "bearing_deg"
        case distanceM = "distance_m", wheelchair, toilet, osmID = "osm_id"
        case wheelchairFrom = "wheelchair_from"
        case source, sources, fetchedAt = "fetched_at", offlineCopy = "offline_copy", needs
    }

    /// With `--needs`: whether the spot meets them (true, or null when some is not known: a list never holds one a
    /// source refuses) and why not.
    struct NeedsJSON: Encodable {
        let meets: Nullable<Bool>
        let why: Nullable<String>
    }
    let needs: NeedsJSON?

    init(
        _ s: Spot, record: AccessRecord?, bearing: Double?, source: String, origin: AnswerOrigin?,
        needs chosen: Set<TravelNeed> = []
    ) {
        if chosen.isEmpty {
            needs = nil
        } else {
            let met = TravelNeed.allMet(chosen, record)
            let refused = !met && !TravelNeed.undecided(chosen, record)
            needs = NeedsJSON(
                meets: Nullable(met ? true : refused ? false : nil),
                why: Nullable(TravelNeed.explanation(chosen, record ?? .nothingRecorded)))
        }
        self.source = s.hasTourismRecord ? source : "live"
        sources = s.sources.map(\.rawValue)
        fetchedAt = fetchedAtJSON(origin); offlineCopy = origin?.isOfflineCopy ?? false
        id = s.id; title = s.title; address = s.address; tel = s.tel
        modified = s.modifiedDate.map { ISO8601DateFormatter().string(from: $0) } ?? s.modified
        typeID = Nullable(s.hasTourismRecord ? s.category.map(KorWithCodes.contentType) : nil)
        category = Nullable(s.category?.rawValue)
        lat = Nullable(s.latitude); lon = Nullable(s.longitude)
        bearingDeg = Nullable(bearing.map { ($0 * 10).rounded() / 10 })
        distanceM = Nullable(s.distance.map { Int($0.rounded()) })
        osmID = Nullable(s.osmID)
        wheelchair = (record ?? .nothingRecorded).wheelchair.json; toilet = (record ?? .nothingRecorded).toilet.json
        wheelchairFrom = Nullable((record ?? .nothingRecorded).wheelchairFrom?.rawValue)
    }
}

/// One facility of `travel detail --json`: the state (all sources together) and the first source's word on it;
/// `also` holds another source's word where two spoke.
struct AccessFactJSON: Encodable {
    let state: String
    let text, source, checked: Nullable<String>
    let also: [AccessFactJSON]?

    init(feature: AccessFeature, record: AccessRecord) {
        let facts = record.facts(for: feature).filter { $0.state.isRecorded }
        state = record.state(of: feature).json
        text = Nullable(facts.first?.text); source = Nullable(facts.first?.source.rawValue)
        checked = Nullable(facts.first?.checked)
        also = facts.count > 1 ? facts.dropFirst().map { AccessFactJSON(fact: $0) } : nil
    }

    init(fact: AccessFact) {
        state = fact.state.json; text = Nullable(fact.text); source = Nullable(fact.source.rawValue)
        checked = Nullable(fact.checked); also = nil
    }
}

/// `travel detail --json`: every facility under our own English key, "unknown" where no source recorded it.
struct SpotDetailJSON: Encodable {
    let id, title, address, overview, wheelchair, toilet: String
    /// As in the list: where the wheelchair word came from.
    let wheelchairFrom: Nullable<String>
    let tel, homepage, openingHours, osmID: Nullable<String>
    let lat, lon: Nullable<Double>
    let recorded: Bool
    let access: [String: AccessFactJSON]
    /// The same facts by group (`physical`, `visual`, `hearing`, `family`) as states.
    let barrierFree: [String: [String: String]]
    let source: String
    let sources: [String]
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    enum CodingKeys: String, CodingKey {
        case id, title, address, overview, tel, homepage, lat, lon, openingHours = "opening_hours", osmID = "osm_id"
        case wheelchair, toilet, recorded, access, barrierFree = "barrier_free"
        case wheelchairFrom = "wheelchair_from"
        case source, sources, fetchedAt = "fetched_at", offlineCopy = "offline_copy"
    }

    init(_ common: SpotDetail, record: AccessRecord, source: String, origin: AnswerOrigin?) {
        self.source = common.hasTourismRecord ? source : "live"
        sources = common.sources.map(\.rawValue)
        fetchedAt = fetchedAtJSON(origin); offlineCopy = origin?.isOfflineCopy ?? false
        id = common.id; title = common.title; address = common.address; overview = common.overview
        tel = Nullable(common.tel.isEmpty ? nil : common.tel)
        homepage = Nullable(common.homepage.isEmpty ? nil : common.homepage)
        openingHours = Nullable(common.openingHours); osmID = Nullable(common.osmID)
        lat = Nullable(common.latitude); lon = Nullable(common.longitude)
        recorded = !record.isEmpty
        wheelchair = record.wheelchair.json; toilet = record.toilet.json
        wheelchairFrom = Nullable(record.wheelchairFrom?.rawValue)
        access = Dictionary(
            uniqueKeysWithValues: AccessFeature.allCases.map {
                ($0.rawValue, AccessFactJSON(feature: $0, record: record))
            })
        // The contract's group names; every facility's state under its group (unknown where not recorded).
        let groups = ["physical", "visual", "hearing", "family"]  // not UI: JSON keys
        var byGroup: [String: [String: String]] = [:]
        for group in AccessFeature.Group.allCases {
            byGroup[groups[group.rawValue]] = Dictionary(
                uniqueKeysWithValues: group.features.map { ($0.rawValue, record.state(of: $0).json) })
        }
        barrierFree = byGroup
    }
}

/// One toilet of `travel toilets --json`.
struct ToiletJSON: Encodable {
    let id, source: String
    /// When the live answer was fetched; null for rows from the bundled files alone.
    let fetchedAt: Nullable<String>
    let sources: [String]
    /// Each source's word on the wheelchair, as it gave it (the row's `wheelchair` is them together).
    let wheelchairSources: [WheelchairFactJSON]
    let dataDate, hoursAsWritten, address: Nullable<String>
    let name, wheelchair, changingTable, fee, openingHours: Nullable<String>
    let lat, lon, bearingDeg: Double
    let distanceM: Int
    let openNow: Nullable<Bool>
    /// When `open_now` next changes, ISO 8601 in the toilet's local time.
    let nextChange: Nullable<String>
    enum CodingKeys: String, CodingKey {
        case id, name, lat, lon, distanceM = "distance_m", bearingDeg = "bearing_deg", wheelchair
        case changingTable = "changing_table", fee, openingHours = "opening_hours", openNow = "open_now", source
        case nextChange = "next_change"
        case fetchedAt = "fetched_at"
        case sources, wheelchairSources = "wheelchair_sources", dataDate = "data_date", hoursAsWritten =
            "hours_as_written"
        case address
    }

    init(_ t: PublicToilet, from origin: Coordinate, at date: Date, offset: Int, origin answer: AnswerOrigin?) {
        (openNow, nextChange) = hoursNowJSON(t.status(at: date, offset: offset), offset: offset)
        id = t.id; name = Nullable(t.name); lat = t.coordinate.latitude; lon = t.coordinate.longitude
        distanceM = Int(t.distance.rounded()); bearingDeg = (origin.bearing(to: t.coordinate) * 10).rounded() / 10
        wheelchair = Nullable(t.wheelchairState.json); changingTable = Nullable(t.changingTable.json)
        fee = Nullable(t.fee); openingHours = Nullable(t.openingHours)
        source = t.sources.first?.rawValue ?? "osm"
        sources = t.sources.map(\.rawValue)
        wheelchairSources = [t.wheelchair, t.otherWheelchair].compactMap { $0 }.map {
            WheelchairFactJSON(
                state: $0.state.json, source: $0.source.rawValue, text: Nullable($0.text), checked: Nullable($0.checked)
            )
        }
        dataDate = Nullable(t.dataDate); hoursAsWritten = Nullable(t.writtenHours); address = Nullable(t.address)
        fetchedAt = Nullable(
            t.sources.contains(.osm) ? CivilTime.utcStamp(answer?.fetchedAt ?? Date()) : nil)
    }
}

/// One source's word on a toilet's wheelchair access.
struct WheelchairFactJSON: Encodable {
    let state, source: String
    let text, checked: Nullable<String>
}

extension AccessState {
    /// The JSON word: "yes", "limited", "no", "described", "unknown".
    var json: String { rawValue }
}

/// One bookmark of `travel bookmarks --json`.
struct BookmarkJSON: Encodable {
    let id, title, address, addedAt: String
    /// The tour service's content type (a tourism record's), and the category in our word.
    let typeID: Nullable<Int>
    let category: Nullable<String>
    enum CodingKeys: String, CodingKey {
        case id, title, address, addedAt = "added_at", typeID = "type_id", category
    }

    init(_ bookmark: TravelBookmark) {
        id = bookmark.placeID; title = bookmark.title; address = bookmark.address;
        typeID = Nullable(
            PlaceID.isOSM(bookmark.placeID) ? nil : bookmark.category.map(KorWithCodes.contentType))
        category = Nullable(bookmark.category?.rawValue)
        addedAt = ISO8601DateFormatter().string(from: bookmark.addedAt)
    }
}

/// One charger of `travel chargers --json`.
struct ChargerJSON: Encodable {
    let id, distanceM: Int
    let name, address, place, airPump, phoneCharging, office, officePhone, dataDate, now: String
    let lat, lon, bearingDeg: Double
    let atOnce: Nullable<Int>
    let openNow: Nullable<Bool>
    let hours: [String: Nullable<String>]
    let reports: Int
    let source = "charger"
    enum CodingKeys: String, CodingKey {
        case id, name, address, place, lat, lon, hours, reports, now, source
        case distanceM = "distance_m", bearingDeg = "bearing_deg", airPump = "air_pump"
        case phoneCharging = "phone_charging", office, officePhone = "office_phone", dataDate = "data_date"
        case atOnce = "at_once", openNow = "open_now"
    }

    init(_ c: WheelchairCharger, from origin: Coordinate, at date: Date) {
        id = c.id; name = c.name; address = c.address; place = c.place; lat = c.coordinate.latitude
        lon = c.coordinate.longitude; distanceM = Int(c.distance.rounded())
        bearingDeg = (origin.bearing(to: c.coordinate) * 10).rounded() / 10
        airPump = c.airPump.json; phoneCharging = c.phoneCharging.json; office = c.office
        officePhone = c.officePhone; dataDate = c.dataDate; atOnce = Nullable(c.atOnce); reports = c.reports
        openNow = Nullable(ChargerWords.isOpen(c, at: date)); now = ChargerWords.now(c, at: date)
        hours = Dictionary(
            uniqueKeysWithValues: [ChargerHours.Day.weekday, .saturday, .holiday].map {
                ($0.rawValue, Nullable(c.hours.window(for: $0)?.text))
            })
    }
}

/// `travel station NAME --json`: the card, every facility and every door.
struct StationJSON: Encodable {
    struct Facility: Encodable {
        let kind, line, exit, levels, place, detail, flag: String
    }
    struct Direction: Encodable {
        let line, toward: String
        let narrow, normal, wide: [String]
        let highStep: [String]
        enum CodingKeys: String, CodingKey { case line, toward, narrow, normal, wide, highStep = "high_step" }
    }
    let name: String
    let lines: [String]
    let lat, lon: Nullable<Double>
    /// Whether the station's own lift nodes confirm its point.
    let pointConfirmed: Bool
    let facilities: [Facility]
    let platformGaps: [Direction]
    let source = "seoul_subway"
    enum CodingKeys: String, CodingKey {
        case name, lines, lat, lon, facilities, source, platformGaps = "platform_gaps"
        case pointConfirmed = "point_confirmed"
    }

    init(_ card: StationCard) {
        name = card.name; lines = card.lines; lat = Nullable(card.coordinate?.latitude)
        lon = Nullable(card.coordinate?.longitude)
        pointConfirmed = card.pointConfirmed
        facilities = card.facilities.map {
            Facility(
                kind: $0.kind.rawValue, line: $0.line, exit: $0.exit, levels: $0.levels, place: $0.place,
                detail: $0.detail, flag: $0.flag)
        }
        platformGaps = card.directions.map {
            Direction(
                line: $0.line, toward: $0.toward, narrow: $0.narrow, normal: $0.normal, wide: $0.wide,
                highStep: $0.highStep)
        }
    }
}

/// `travel route --json`: the ends, the profile, the length and time, the OSM nodes in order, the legs, what is not
/// recorded on the way, and — when there is no route — the point that blocks it.
struct RouteJSON: Encodable {
    struct End: Encodable {
        let name: String
        let lat, lon: Double
    }
    struct Leg: Encodable {
        let instruction: String
        let distanceM: Int
        let bearingDeg: Double
        let way: String
        let name: Nullable<String>
        enum CodingKeys: String, CodingKey {
            case instruction, way, name, distanceM = "distance_m", bearingDeg = "bearing_deg"
        }
    }
    struct Unknown: Encodable {
        let what, element: String
        let distanceM: Int
        let lengthM: Int
        enum CodingKeys: String, CodingKey { case what, element, distanceM = "distance_m", lengthM = "length_m" }
    }
    struct Blocked: Encodable {
        let what, element: String
        let lat, lon: Double
        let footDistanceM: Nullable<Int>
        enum CodingKeys: String, CodingKey { case what, element, lat, lon, footDistanceM = "foot_distance_m" }
    }
    let from, to: End
    let profile: String
    let distanceM: Nullable<Int>
    let durationS: Nullable<Int>
    let path: [String]
    let legs: [Leg]
    let unknowns: [Unknown]
    let blocked: Nullable<Blocked>
    let source = "openstreetmap"
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    enum CodingKeys: String, CodingKey {
        case from, to, profile, path, legs, unknowns, blocked, source
        case distanceM = "distance_m", durationS = "duration_s", fetchedAt = "fetched_at", offlineCopy = "offline_copy"
    }

    init(
        _ route: Route?, from: (String, Coordinate), to: (name: String, coordinate: Coordinate), origin: AnswerOrigin?,
        blocked: NoRoute?
    ) {
        self.from = End(name: from.0, lat: from.1.latitude, lon: from.1.longitude)
        self.to = End(name: to.name, lat: to.coordinate.latitude, lon: to.coordinate.longitude)
        profile = (route?.profile ?? blocked?.profile ?? .foot).rawValue
        distanceM = Nullable(route.map { Int($0.distance.rounded()) })
        durationS = Nullable(route.map { Int($0.duration.rounded()) })
        path = route?.nodeIDs.map { "osm:node/\($0)" } ?? []
        legs =
            route?.legs.map {
                Leg(
                    instruction: RouteWords.instruction($0), distanceM: Int($0.distance.rounded()),
                    bearingDeg: ($0.bearing * 10).rounded() / 10, way: "osm:way/\($0.wayID)", name: Nullable($0.name))
            } ?? []
        unknowns =
            route?.unknowns.map {
                Unknown(
                    what: $0.what.rawValue, element: $0.element, distanceM: Int($0.along.rounded()),
                    lengthM: Int($0.length.rounded()))
            } ?? []
        self.blocked = Nullable(
            blocked?.block.map {
                Blocked(
                    what: $0.what, element: $0.element, lat: $0.coordinate.latitude, lon: $0.coordinate.longitude,
                    footDistanceM: Nullable(blocked?.footDistance.map { Int($0.rounded()) }))
            })
        fetchedAt = Nullable(origin.map { CivilTime.utcStamp($0.fetchedAt) })
        offlineCopy = origin?.isOfflineCopy ?? false
    }
}
