import ArgumentParser
import Foundation
import Services
import TUI

/// `onestep travel nearby|region|search|detail|bookmarks|bookmark`.
struct TravelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "travel", abstract: "Accessible travel in Korea (KorWithService2).",
        subcommands: [Nearby.self, Region.self, Search.self, Detail.self, Bookmarks.self, Bookmark.self])

    /// Options every list takes.
    struct ListOptions: ParsableArguments {
        @Option(name: .long, help: "distance (nearby only), title, modified or created.") var sort: String?
        @Option(name: .long, help: "Content type: 12 관광지, 14 문화시설, 15 축제공연행사, 28 레포츠, 32 숙박, 38 쇼핑, 39 음식점.") var type: Int?
        @Option(name: .long, help: "Facilities you need, comma-separated: \(TravelNeed.allCases.map(\.rawValue).joined(separator: ", ")).") var needs: String?
        @Option(name: .long, help: "How many spots at most.") var limit: Int = 20
        @Flag(name: .long, help: "Print a JSON array.") var json = false

        func parsedSort(default fallback: TourSort) -> TourSort {
            guard let sort else { return fallback }
            guard let parsed = TourSort(label: sort) else { fail("--sort must be distance, title, modified or created") }
            return parsed
        }
        /// Region and keyword lists have no point to measure from: title by default, and no distance sort.
        func sortWithoutLocation() -> TourSort {
            let sort = parsedSort(default: .title)
            guard sort != .distance else { fail("--sort distance needs a location: use travel nearby") }
            return sort
        }
        func parsedType() -> TourCategory? {
            guard let type else { return nil }
            guard let category = TourCategory(rawValue: type) else { fail("--type must be one of 12, 14, 15, 28, 32, 38, 39") }
            return category
        }
        func parsedNeeds() -> Set<TravelNeed> {
            guard let needs else { return [] }
            return Set(needs.split(separator: ",").map { text -> TravelNeed in
                let key = text.trimmingCharacters(in: .whitespaces).lowercased()
                guard let need = TravelNeed(rawValue: key) ?? TravelNeed.allCases.first(where: { $0.label.lowercased().hasPrefix(key) }) else {
                    fail("unknown need \(key) (known: \(TravelNeed.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return need
            })
        }
    }

    /// Pages through a list, applies the needs filter (fetching each spot's barrier-free detail once), prints it.
    @MainActor
    /// `origin`: the point a nearby list is around, for each row's direction (`bearing_deg`).
    static func run(_ make: (Int) -> KorWithAPI, options: ListOptions, environment: AppEnvironment, origin: Coordinate? = nil) async {
        let client = environment.tourClient()
        let needs = options.parsedNeeds()
        var spots: [TourSpot] = []
        var page = 1
        do {
            while spots.count < options.limit, page <= 50 {
                let result = try await client.list(make(page))
                var found = result.spots
                if !needs.isEmpty {
                    var kept: [TourSpot] = []
                    for spot in found {
                        let info = try await client.barrierFree(spot.id)
                        if needs.allSatisfy({ $0.isMet(by: info) }) { kept.append(spot) }
                    }
                    found = kept
                }
                spots += found
                if result.isLast { break }
                page += 1
            }
        } catch {
            fail(ServiceError.from(error, service: TourClient.serviceName).userMessage)
        }
        spots = Array(spots.prefix(options.limit))
        func bearing(_ s: TourSpot) -> Double? {
            guard let origin, let at = s.coordinate, origin.distance(to: at) >= 1 else { return nil }
            return origin.bearing(to: at)
        }
        if options.json {
            printJSON(spots.map { s -> [String: Any] in
                ["id": s.id, "title": s.title, "type_id": s.typeID.map { $0 as Any } ?? NSNull(), "address": s.address,
                 "lat": s.latitude.map { $0 as Any } ?? NSNull(), "lon": s.longitude.map { $0 as Any } ?? NSNull(),
                 "distance_m": s.distance.map { Int($0.rounded()) as Any } ?? NSNull(),
                 "bearing_deg": bearing(s).map { ($0 * 10).rounded() / 10 as Any } ?? NSNull(),
                 "modified": s.modifiedDate.map { ISO8601DateFormatter().string(from: $0) } ?? s.modified, "tel": s.tel]
            })
        } else {
            printTable(header: ["id", "title", "type", "distance", "address", "tel"], rows: spots.map { s in
                [s.id, s.title, s.category?.korean ?? "", s.distance.map { formatDistance($0, bearing: bearing(s)) } ?? "", s.address, s.tel]
            }, rightAligned: [3])
        }
    }

    struct Nearby: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "nearby", abstract: "Spots around a place (default radius 5 km).")
        @OptionGroup var global: GlobalOptions
        @Option(name: .long, help: "LAT,LON or a place name.") var near: String?
        @Option(name: .long, help: "Radius in metres, at most 20000.") var radius: Int = 5000
        @OptionGroup var options: ListOptions

        @MainActor
        func execute() async throws -> Bool {
            guard (1...KorWithAPI.maxRadius).contains(radius) else { fail("--radius must be between 1 and 20000") }
            let environment = try AppEnvironment(offline: global.offline)
            let place = await environment.startLocationOrExit(near ?? global.location)
            let sort = options.parsedSort(default: .distance), type = options.parsedType()
            await TravelCommand.run({ .locationBasedList(center: place.coordinate, radius: radius, sort: sort, category: type, page: $0, rows: 20) },
                                    options: options, environment: environment, origin: place.coordinate)
            return false
        }
    }

    struct Region: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "region", abstract: "Spots in a province (and district): code or name, full, short or English.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "Province: 51, 강원특별자치도, 강원 or Gangwon.") var province: String
        @Argument(help: "District: code or name, e.g. 150 or 강릉시.") var district: String?
        @OptionGroup var options: ListOptions

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            guard let p = environment.tourRegions.province(province) else { fail("unknown province: \(province)") }
            var districtCode: String?
            if let district {
                guard let d = environment.tourRegions.district(district, in: p) else { fail("unknown district of \(p.name): \(district)") }
                districtCode = d.code
            }
            let sort = options.sortWithoutLocation(), type = options.parsedType()
            await TravelCommand.run({ .areaBasedList(regionCode: p.code, districtCode: districtCode, sort: sort, category: type, page: $0, rows: 20) },
                                    options: options, environment: environment)
            return false
        }
    }

    struct Search: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "search", abstract: "Spots whose title contains KEYWORD.")
        @OptionGroup var global: GlobalOptions
        @Argument var keyword: String
        @OptionGroup var options: ListOptions

        @MainActor
        func execute() async throws -> Bool {
            guard !keyword.trimmingCharacters(in: .whitespaces).isEmpty else { fail("enter a keyword") }
            let environment = try AppEnvironment(offline: global.offline)
            let sort = options.sortWithoutLocation(), type = options.parsedType()
            await TravelCommand.run({ .searchKeyword(keyword: keyword, regionCode: nil, districtCode: nil, sort: sort, category: type, page: $0, rows: 20) },
                                    options: options, environment: environment)
            return false
        }
    }

    struct Detail: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "detail", abstract: "A spot's details and barrier-free facilities.")
        @OptionGroup var global: GlobalOptions
        @Argument var id: String
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let client = environment.tourClient()
            let common: TourCommonDetail, info: BarrierFreeInfo
            do {
                common = try await client.common(id)
                info = try await client.barrierFree(id)
            } catch {
                fail(ServiceError.from(error, service: TourClient.serviceName).userMessage)
            }
            if json {
                // No record: no barrier-free text at all, and a marker that says why.
                var groups: Any = NSNull()
                if info.isRecorded {
                    var byGroup: [String: Any] = [:]
                    for group in BarrierFreeInfo.groups {
                        var values: [String: Any] = [:]
                        for field in group.fields { values[field.name] = info.value(field.name) ?? NSNull() }
                        byGroup[group.key] = values
                    }
                    groups = byGroup
                }
                printJSON([
                    "id": common.id, "title": common.title, "address": common.address, "tel": common.tel.isEmpty ? NSNull() : common.tel,
                    "homepage": common.homepage.isEmpty ? NSNull() : common.homepage, "overview": common.overview,
                    "lat": common.latitude.map { $0 as Any } ?? NSNull(), "lon": common.longitude.map { $0 as Any } ?? NSNull(),
                    "barrier_free": groups,
                    "barrier_free_record": info.isRecorded ? "present" : "none",
                ])
            } else {
                print("\(common.title) — \(common.address)".terminalSafe)
                print("전화 \(common.tel.isEmpty ? "없음" : common.tel) · 홈페이지 \(common.homepage.isEmpty ? "없음" : common.homepage)")
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
        static let configuration = CommandConfiguration(commandName: "bookmarks", abstract: "Bookmarked spots, oldest first.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = environment.required(environment.travelBookmarks)
            let bookmarks = try store.all()
            if json {
                let formatter = ISO8601DateFormatter()
                printJSON(bookmarks.map { ["id": $0.contentID, "title": $0.title, "type_id": $0.typeID.map { $0 as Any } ?? NSNull(),
                                           "address": $0.address, "added_at": formatter.string(from: $0.addedAt)] as [String: Any] })
            } else if bookmarks.isEmpty {
                print("no bookmarks yet")
            } else {
                printTable(header: ["id", "title", "address"], rows: bookmarks.map { [$0.contentID, $0.title, $0.address] })
            }
            return false
        }
    }

    struct Bookmark: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "bookmark", abstract: "Add or remove a bookmark.", subcommands: [Add.self, Remove.self])

        struct Add: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Bookmark a spot by id.")
            @OptionGroup var global: GlobalOptions
            @Argument var id: String

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = environment.required(environment.travelBookmarks)
                let common: TourCommonDetail
                do { common = try await environment.tourClient().common(id) } catch {
                    fail(ServiceError.from(error, service: TourClient.serviceName).userMessage)
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
                let store = environment.required(environment.travelBookmarks)
                let title = try store.all().first { $0.contentID == id }?.title
                guard try store.remove(id) else { fail("\(id) is not bookmarked") }
                print("removed the bookmark for \(title ?? id)")
                return false
            }
        }
    }
}
