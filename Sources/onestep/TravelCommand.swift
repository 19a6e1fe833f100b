import ArgumentParser
import Foundation
import Localization
import Services
import Travel
import TUI

/// `onestep travel nearby|region|search|detail|bookmarks|bookmark`.
struct TravelCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "travel", abstract: L.cmdTravelAbstract,
            subcommands: [Nearby.self, Region.self, Search.self, Detail.self, Bookmarks.self, Bookmark.self])
    }

    /// Options every list takes.
    struct ListOptions: ParsableArguments {
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelSortHelp)) var sort: String?
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelTypeHelp)) var type: Int?
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
            if let type, TourCategory(rawValue: type) == nil {
                throw ValidationError(L.cmdTravelTypeInvalid)
            }
            _ = try parsedNeeds()
            guard limit >= 1 else { throw ValidationError(L.cmdTravelLimitInvalid) }
        }

        func parsedSort(default fallback: TourSort) -> TourSort { sort.flatMap(TourSort.init(label:)) ?? fallback }
        /// Region and keyword lists have no point to measure from: title by default, and no distance sort.
        func validateWithoutLocation() throws {
            if parsedSort(default: .title) == .distance {
                throw ValidationError(L.cmdTravelSortNeedsLocation)
            }
        }
        var category: TourCategory? { type.flatMap(TourCategory.init(rawValue:)) }
        func parsedNeeds() throws -> Set<TravelNeed> {
            guard let needs else { return [] }
            return Set(
                try needs.split(separator: ",").map { text -> TravelNeed in
                    let key = text.trimmingCharacters(in: .whitespaces).lowercased()
                    guard
                        let need = TravelNeed(rawValue: key)
                            ?? TravelNeed.allCases.first(where: { $0.label.lowercased().hasPrefix(key) })
                    else {
                        throw ValidationError(
                            L.cmdTravelUnknownNeed(
                                key, known: TravelNeed.allCases.map(\.rawValue).joined(separator: ", ")))
                    }
                    return need
                })
        }
    }

    /// Reads the list through the same use case as the tab (pages, the needs filter), then prints it.
    /// `origin`: the point a nearby list is around, for each row's direction (`bearing_deg`).
    @MainActor
    static func run(
        _ scope: SpotQuery.Scope, sort: TourSort, options: ListOptions, environment: AppEnvironment,
        origin: Coordinate? = nil
    ) async throws {
        let service = environment.tourClient()
        let search = SpotSearch(service: service, query: SpotQuery(scope, sort: sort, category: options.category))
        let spots: [Spot], fetched: AnswerOrigin?
        do {
            let needs = try options.parsedNeeds()
            (spots, fetched) = try await AnswerOrigin.collect {
                try await search.collect(limit: options.limit, needs: needs)
            }
        } catch {
            throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
        }
        func bearing(_ s: Spot) -> Double? {
            guard let origin, let at = s.coordinate, origin.distance(to: at) >= 1 else { return nil }
            return origin.bearing(to: at)
        }
        if options.json {
            let source = environment.tourIsLive ? "tour-api" : "sample"
            try printJSON(spots.map { SpotJSON($0, bearing: bearing($0), source: source, origin: fetched) })
        } else {
            printTable(
                header: L.cmdTravelColumns,
                rows: spots.map { s in
                    [
                        s.id, s.title, s.category?.korean ?? "",
                        s.distance.map { formatDistance($0, bearing: bearing(s)) } ?? "", s.address, s.tel,
                    ]
                }, rightAligned: [3])
        }
    }

    struct Nearby: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "nearby", abstract: L.cmdTravelNearbyAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelNearHelp)) var near: String?
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
                .keyword(keyword), sort: options.parsedSort(default: .title), options: options,
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
            let service = environment.tourClient()
            let common: SpotDetail, info: BarrierFreeInfo, origin: AnswerOrigin?
            do {
                ((common, info), origin) = try await AnswerOrigin.collect {
                    (try await service.detail(id), try await service.barrierFree(id))
                }
            } catch {
                throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
            }
            if json {
                try printJSON(
                    SpotDetailJSON(
                        common, record: info, source: environment.tourIsLive ? "tour-api" : "sample", origin: origin))
            } else {
                print("\(common.title) — \(common.address)".terminalSafe)
                print(L.cmdTravelContact(tel: common.tel, homepage: common.homepage))
                print("")
                // Remote text is sanitised line by line, as on screen.
                print(common.overview.components(separatedBy: "\n").map(\.terminalSafe).joined(separator: "\n"))
                guard info.isRecorded else {
                    print("\n" + L.cmdTravelNoRecord)
                    return false
                }
                for group in BarrierFreeInfo.groups {
                    print("\n\(group.title)")
                    for field in group.fields {
                        print("  \(field.label): \(info.value(field.name) ?? L.cmdTravelNone)")
                    }
                }
                print("\n" + L.cmdTravelElderly)
                for item in info.elderly { print("  \(item.label): \(item.value ?? L.cmdTravelNone)") }
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
                    header: L.cmdTravelBookmarksColumns, rows: bookmarks.map { [$0.contentID, $0.title, $0.address] })
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
                let service = environment.tourClient()
                let common: SpotDetail
                do { common = try await service.detail(id) } catch {
                    throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
                }
                let added = try store.add(TravelBookmark(common, addedAt: Date()))
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
                let title = try store.all().first { $0.contentID == id }?.title
                guard try store.remove(id) else { throw CommandFailure(L.cmdTravelNotBookmarked(id)) }
                print(L.cmdTravelBookmarkRemoved(title ?? id))
                return false
            }
        }
    }
}

/// One spot of `travel nearby|region|search --json`.
struct SpotJSON: Encodable {
    let id, title, address, modified, tel: String
    let typeID: Nullable<Int>
    let lat, lon, bearingDeg: Nullable<Double>
    let distanceM: Nullable<Int>
    let source: String
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    enum CodingKeys: String, CodingKey {
        case id, title, address, modified, tel, typeID = "type_id", lat, lon, bearingDeg = "bearing_deg", distanceM =
            "distance_m"
        case source, fetchedAt = "fetched_at", offlineCopy = "offline_copy"
    }

    init(_ s: Spot, bearing: Double?, source: String, origin: AnswerOrigin?) {
        self.source = source; fetchedAt = fetchedAtJSON(origin); offlineCopy = origin?.isOfflineCopy ?? false
        id = s.id; title = s.title; address = s.address; tel = s.tel
        modified = s.modifiedDate.map { ISO8601DateFormatter().string(from: $0) } ?? s.modified
        typeID = Nullable(s.typeID); lat = Nullable(s.latitude); lon = Nullable(s.longitude)
        bearingDeg = Nullable(bearing.map { ($0 * 10).rounded() / 10 })
        distanceM = Nullable(s.distance.map { Int($0.rounded()) })
    }
}

/// `travel detail --json`: without a record, no barrier-free text at all, and a marker that says why.
struct SpotDetailJSON: Encodable {
    let id, title, address, overview, barrierFreeRecord: String
    let tel, homepage: Nullable<String>
    let lat, lon: Nullable<Double>
    let barrierFree: Nullable<[String: [String: Nullable<String>]]>
    let source: String
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    enum CodingKeys: String, CodingKey {
        case id, title, address, overview, tel, homepage, lat, lon, barrierFree = "barrier_free", barrierFreeRecord =
            "barrier_free_record"
        case source, fetchedAt = "fetched_at", offlineCopy = "offline_copy"
    }

    init(_ common: SpotDetail, record: BarrierFreeInfo, source: String, origin: AnswerOrigin?) {
        self.source = source; fetchedAt = fetchedAtJSON(origin); offlineCopy = origin?.isOfflineCopy ?? false
        id = common.id; title = common.title; address = common.address; overview = common.overview
        tel = Nullable(common.tel.isEmpty ? nil : common.tel)
        homepage = Nullable(common.homepage.isEmpty ? nil : common.homepage)
        lat = Nullable(common.latitude); lon = Nullable(common.longitude)
        barrierFreeRecord = record.isRecorded ? "present" : "none"
        var groups: [String: [String: Nullable<String>]] = [:]
        for group in BarrierFreeInfo.groups {
            groups[group.key] = Dictionary(
                uniqueKeysWithValues: group.fields.map { ($0.name, Nullable(record.value($0.name))) })
        }
        barrierFree = Nullable(record.isRecorded ? groups : nil)
    }
}

/// One bookmark of `travel bookmarks --json`.
struct BookmarkJSON: Encodable {
    let id, title, address, addedAt: String
    let typeID: Nullable<Int>
    enum CodingKeys: String, CodingKey { case id, title, address, addedAt = "added_at", typeID = "type_id" }

    init(_ bookmark: TravelBookmark) {
        id = bookmark.contentID; title = bookmark.title; address = bookmark.address; typeID = Nullable(bookmark.typeID)
        addedAt = ISO8601DateFormatter().string(from: bookmark.addedAt)
    }
}
