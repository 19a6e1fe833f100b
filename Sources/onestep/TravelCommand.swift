import ArgumentParser
import Foundation
import Services
import Travel
import TUI

/// `onestep travel nearby|region|search|detail|bookmarks|bookmark`.
struct TravelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "travel", abstract: "Accessible travel in Korea (KorWithService2).",
        subcommands: [Nearby.self, Region.self, Search.self, Detail.self, Bookmarks.self, Bookmark.self])

    /// Options every list takes.
    struct ListOptions: ParsableArguments {
        @Option(name: .long, help: "distance (nearby only), title, modified or created.") var sort: String?
        @Option(name: .long, help: "Content type: 12 관광지, 14 문화시설, 15 축제공연행사, 28 레포츠, 32 숙박, 38 쇼핑, 39 음식점.") var type:
            Int?
        @Option(
            name: .long,
            help:
                "Facilities you need, comma-separated: \(TravelNeed.allCases.map(\.rawValue).joined(separator: ", ")).")
        var needs: String?
        @Option(name: .long, help: "How many spots at most.") var limit: Int = 20
        @Flag(name: .long, help: "Print a JSON array.") var json = false

        func validate() throws {
            if let sort, TourSort(label: sort) == nil {
                throw ValidationError("--sort must be distance, title, modified or created")
            }
            if let type, TourCategory(rawValue: type) == nil {
                throw ValidationError("--type must be one of 12, 14, 15, 28, 32, 38, 39")
            }
            _ = try parsedNeeds()
            guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
        }

        func parsedSort(default fallback: TourSort) -> TourSort { sort.flatMap(TourSort.init(label:)) ?? fallback }
        /// Region and keyword lists have no point to measure from: title by default, and no distance sort.
        func validateWithoutLocation() throws {
            if parsedSort(default: .title) == .distance {
                throw ValidationError("--sort distance needs a location: use travel nearby")
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
                            "unknown need \(key) (known: \(TravelNeed.allCases.map(\.rawValue).joined(separator: ", ")))"
                        )
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
                header: ["id", "title", "type", "distance", "address", "tel"],
                rows: spots.map { s in
                    [
                        s.id, s.title, s.category?.korean ?? "",
                        s.distance.map { formatDistance($0, bearing: bearing(s)) } ?? "", s.address, s.tel,
                    ]
                }, rightAligned: [3])
        }
    }

    struct Nearby: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(
            commandName: "nearby", abstract: "Spots around a place (default radius 5 km).")
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, help: "LAT,LON or a place name.") var near: String?
        @Option(name: .long, help: "Radius in metres, at most 20000.") var radius: Int = 5000
        @OptionGroup var options: ListOptions

        func validate() throws {
            guard (1...20_000).contains(radius) else { throw ValidationError("--radius must be between 1 and 20000") }
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
        static let configuration = CommandConfiguration(
            commandName: "region", abstract: "Spots in a province (and district): code or name, full, short or English."
        )
        @OptionGroup var global: GlobalOptions
        @Argument(help: "Province: 51, 강원특별자치도, 강원 or Gangwon.") var province: String
        @Argument(help: "District: code or name, e.g. 150 or 강릉시.") var district: String?
        @OptionGroup var options: ListOptions

        func validate() throws { try options.validateWithoutLocation() }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            guard let p = environment.tourRegions.province(province) else {
                throw CommandFailure("unknown province: \(province)")
            }
            var districtCode: String?
            if let district {
                guard let d = environment.tourRegions.district(district, in: p) else {
                    throw CommandFailure("unknown district of \(p.name): \(district)")
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
        static let configuration = CommandConfiguration(
            commandName: "search", abstract: "Spots whose title contains KEYWORD.")
        @OptionGroup var global: GlobalOptions
        @Argument var keyword: String
        @OptionGroup var options: ListOptions

        func validate() throws {
            guard !keyword.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("enter a keyword")
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
        static let configuration = CommandConfiguration(
            commandName: "detail", abstract: "A spot's details and barrier-free facilities.")
        @OptionGroup var global: GlobalOptions
        @Argument var id: String
        @Flag(name: .long, help: "Print JSON.") var json = false

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
                print(
                    "전화 \(common.tel.isEmpty ? "없음" : common.tel) · 홈페이지 \(common.homepage.isEmpty ? "없음" : common.homepage)"
                )
                print("")
                // Remote text is sanitised line by line, as on screen.
                print(common.overview.components(separatedBy: "\n").map(\.terminalSafe).joined(separator: "\n"))
                guard info.isRecorded else {
                    print("\n무장애 편의정보: no barrier-free record for this place in the data in use (nothing is known).")
                    return false
                }
                for group in BarrierFreeInfo.groups {
                    print("\n\(group.title)")
                    for field in group.fields { print("  \(field.label): \(info.value(field.name) ?? "없음")") }
                }
                print("\n고령자")
                for item in info.elderly { print("  \(item.label): \(item.value ?? "없음")") }
            }
            return false
        }
    }

    struct Bookmarks: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(
            commandName: "bookmarks", abstract: "Bookmarked spots, oldest first.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = try environment.required(environment.travelBookmarks)
            let bookmarks = try store.all()
            if json {
                try printJSON(bookmarks.map(BookmarkJSON.init))
            } else if bookmarks.isEmpty {
                print("no bookmarks yet")
            } else {
                printTable(
                    header: ["id", "title", "address"], rows: bookmarks.map { [$0.contentID, $0.title, $0.address] })
            }
            return false
        }
    }

    struct Bookmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bookmark", abstract: "Add or remove a bookmark.", subcommands: [Add.self, Remove.self])

        struct Add: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Bookmark a spot by id.")
            @OptionGroup var global: GlobalOptions
            @Argument var id: String

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
                print(added ? "bookmarked \(common.title)" : "\(common.title) is already bookmarked")
                return false
            }
        }

        struct Remove: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a bookmark.")
            @OptionGroup var global: GlobalOptions
            @Argument var id: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.travelBookmarks)
                let title = try store.all().first { $0.contentID == id }?.title
                guard try store.remove(id) else { throw CommandFailure("\(id) is not bookmarked") }
                print("removed the bookmark for \(title ?? id)")
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
