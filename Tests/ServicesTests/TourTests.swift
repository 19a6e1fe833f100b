import Foundation
import TestSupport
import Testing

@testable import Services

struct TourDecodingTests {
    func spots(_ name: String, status: Int = 200) throws -> TourEnvelope<TourSpot> {
        try TourClient.decode(Fixture.response("tour/" + name, status: status))
    }

    @Test func listItems_areStrings_withDistanceCoordinatesAndTimes() throws {
        let envelope = try spots("location-two.json")
        #expect(envelope.totalCount == 2 && envelope.items.count == 2)
        let palace = envelope.items[0]
        #expect(palace.id == "126508" && palace.typeID == 12 && palace.spot.category == .attraction)
        #expect(abs(palace.distance! - 108.364787) < 0.001)
        #expect(palace.latitude == 37.5760836609 && palace.longitude == 126.9767375783)
        #expect(palace.regionCode == "11" && palace.districtCode == "110")
        #expect(palace.spot.modifiedDate == Spot.parseTime("20250912140127"))
        #expect(envelope.items[1].address == "서울특별시 종로구 삼청로 30 (소격동)")
    }

    @Test func itemsAsEmptyString_meansNoResults() throws {
        let envelope = try spots("empty-items-string.json")
        #expect(envelope.items.isEmpty && envelope.totalCount == 0)
    }

    @Test func itemAsOneObject_andCountersAsStrings_decode() throws {
        let envelope = try spots("item-object.json")
        #expect(envelope.items.map(\.title) == ["오죽헌"])
        #expect(envelope.totalCount == 1 && envelope.numOfRows == 10)
    }

    @Test func resultCode03_isEmpty_andOtherCodesAreErrors() throws {
        #expect(try spots("result-03.json").items.isEmpty)
        #expect(throws: ServiceError.self) { try spots("result-10.json") }
    }

    @Test func detailCommon_homepageBecomesPlainURL_andOverviewKeepsBreaks() throws {
        let envelope: TourEnvelope<TourCommonDetail> = try TourClient.decode(
            Fixture.response("tour/detail-common.json"))
        let detail = envelope.items[0]
        #expect(detail.homepage == "https://royal.khs.go.kr/gbg")
        #expect(detail.overview == "경복궁은 1395년에 창건되었다.\n\n근정전과 \"경회루\"가 있다.\n관람 시간은 계절마다 다르다.")
        #expect(detail.tel == "")
    }

    @Test func barrierFree_keepsTextsAsWritten_andBlankIsNotRecorded() throws {
        let envelope: TourEnvelope<TourBarrierFree> = try TourClient.decode(
            Fixture.response("tour/detail-with-tour.json"))
        let record = envelope.items[0].record()
        #expect(
            record.facts(for: .parking).first?.text == "위치 : 지상주차장, 개수 : 4대위치 : 서원커피 주차장, 개수 : 2대")
        #expect(record.facts(for: .wheelchairLoan).first?.text == "대여 가능(5대/매표소 발권 후 우측에 보관함)")
        #expect(record.state(of: .route) == .unknown)
        #expect(record.state(of: .stroller) == .unknown)
        #expect(record.facts.allSatisfy { $0.source == .korwith })
        // Tactile paving filed under "other" still counts as tactile paving.
        #expect(TravelNeed.tactile.verdict(record) == .met)
        #expect(TravelNeed.elevator.verdict(record).isUnknown)
    }

    @Test func gatewayXML_withHTTP200_saysWhatToDo() {
        do {
            _ = try spots("error-key-not-registered.xml")
            Issue.record("expected an error")
        } catch let error as ServiceError {
            #expect(error.userMessage.contains("not registered for KorWithService2"))
            #expect(error.userMessage.contains("활용신청"))
        } catch { Issue.record("\(error)") }
        #expect(throws: ServiceError.rateLimited(service: "Tour API")) { try spots("error-quota-reordered.xml") }
        do {
            _ = try spots("error-json-wrapped.json", status: 403)
            Issue.record("expected an error")
        } catch let error as ServiceError {
            #expect(error.userMessage.contains("access denied"))
        } catch { Issue.record("\(error)") }
    }

    @Test func bare403_andHTML5xx_andGarbage_mapToMessages() {
        #expect(throws: ServiceError.self) {
            try TourClient.decode(HTTPResponse(status: 403, body: Data("Forbidden".utf8))) as TourEnvelope<TourSpot>
        }
        #expect(throws: ServiceError.serviceDown(service: "Tour API", status: 502)) {
            try TourClient.decode(HTTPResponse(status: 502, body: Data("<html>bad gateway</html>".utf8)))
                as TourEnvelope<TourSpot>
        }
        #expect(throws: ServiceError.undecodable(service: "Tour API")) {
            try TourClient.decode(HTTPResponse(status: 200, body: Data(#"{"response":{"header""#.utf8)))
                as TourEnvelope<TourSpot>
        }
    }

    @Test func requests_carryCommonParameters_keyEncodedOnce_andNoContentTypeOnDetails() {
        let base = URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!
        let list = KorWithAPI.locationBasedList(
            center: Coordinate(latitude: 37.5, longitude: 127), radius: 99_999, sort: .distance,
            category: .culture, page: 2, rows: 20
        ).request(baseURL: base, serviceKey: "ab+c/d==")
        #expect(list.url.path == "/B551011/KorWithService2/locationBasedList2")
        #expect(list.url.absoluteString.contains("serviceKey=ab%2Bc%2Fd%3D%3D&"))
        let q = list.query
        #expect(q["MobileOS"] == "ETC" && q["MobileApp"] == "onestep" && q["_type"] == "json")
        #expect(q["mapX"] == "127.0" && q["mapY"] == "37.5" && q["radius"] == "20000" && q["arrange"] == "E")
        #expect(q["contentTypeId"] == "14" && q["pageNo"] == "2" && q["numOfRows"] == "20")
        // A key pasted already encoded is not encoded twice.
        let encoded = KorWithAPI.detailCommon(contentID: "1").request(baseURL: base, serviceKey: "ab%2Bc%2Fd%3D%3D")
        #expect(encoded.url.absoluteString.contains("serviceKey=ab%2Bc%2Fd%3D%3D&"))
        #expect(encoded.query["contentTypeId"] == nil)
        #expect(
            KorWithAPI.detailWithTour(contentID: "1").request(baseURL: base, serviceKey: nil).query["contentTypeId"]
                == nil)
    }
}

struct TourSimulatorTests {
    let simulator = try! TourSimulator.load(from: Fixture.resources)
    let regions = try! TourRegions.load(from: Fixture.resources)
    var client: TourClient {
        TourClient(
            transport: OfflineTransport(responders: [simulator.responder]),
            baseURL: URL(string: "https://apis.data.go.kr/B551011/KorWithService2")!, serviceKey: nil)
    }
    let gyeongbokgung = Coordinate(latitude: 37.5760836609, longitude: 126.9767375783)

    @Test func dataset_coversAll17Provinces_withAtLeast120Spots_inSeveralCategories() throws {
        let spots = try simulator.allSpots()
        // 477 Seoul records with their facts (4 with a placeholder point dropped), 284 records of ten more cities,
        // the national list's places (real ids, facts live only), and our places elsewhere no real record names.
        #expect(spots.count == 2_491)
        #expect(spots.filter(\.hasRecord).count == 477 + 284)
        // A place without a record offline is a real id of the national list or one of ours ("offline-NNN").
        #expect(
            spots.filter { !$0.hasRecord }.allSatisfy { Int($0.contentid) != nil || $0.contentid.hasPrefix("offline-") }
        )
        #expect(spots.filter { $0.lDongRegnCd == "11" }.allSatisfy { Int($0.contentid) != nil })  // Seoul: real ids
        #expect(Set(spots.map(\.lDongRegnCd)).count == 17)
        #expect(Set(spots.map(\.contenttypeid)).count >= 6)
        #expect(regions.provinces.count == 17)
        for spot in spots where !(spot.lDongSignguCd.isEmpty && spot.addr1.contains("제물포구")) {
            #expect(
                regions.provinces.first { $0.code == spot.lDongRegnCd }?.districts.contains {
                    $0.code == spot.lDongSignguCd
                } == true, "\(spot.title)")
        }
    }

    @Test func nearby_isWithinTheRadius_sortedByDistance() async throws {
        let page = try await client.list(
            .locationBasedList(center: gyeongbokgung, radius: 3000, sort: .distance, category: nil, page: 1, rows: 50))
        #expect(!page.spots.isEmpty)
        let distances = page.spots.compactMap(\.distance)
        #expect(distances == distances.sorted() && distances.allSatisfy { $0 <= 3000 })
        #expect(page.spots.contains { $0.title == "경복궁" && $0.id == "126508" })
    }

    @Test func sorts_byTitleModifiedAndCreated() async throws {
        func list(_ sort: TourSort) async throws -> [TourSpot] {
            try await client.list(
                .areaBasedList(regionCode: "11", districtCode: nil, sort: sort, category: nil, page: 1, rows: 50)
            ).spots
        }
        let byTitle = try await list(.title).map(\.title)
        #expect(byTitle == byTitle.sorted())
        // No creation or modification time is known offline: those sorts keep the title order.
        #expect(try await list(.modified).map(\.title) == byTitle)
        #expect(try await list(.created).map(\.title) == byTitle)
    }

    @Test func region_andDistrict_andCategory_filter() async throws {
        let gangwon = try await client.list(
            .areaBasedList(regionCode: "51", districtCode: nil, sort: .title, category: nil, page: 1, rows: 100))
        #expect(gangwon.spots.count >= 5 && gangwon.spots.allSatisfy { $0.regionCode == "51" })
        let gangneung = try await client.list(
            .areaBasedList(regionCode: "51", districtCode: "150", sort: .title, category: nil, page: 1, rows: 100))
        #expect(gangneung.spots.first?.title == "13월의강릉" && gangneung.spots.allSatisfy { $0.districtCode == "150" })
        let museums = try await client.list(
            .areaBasedList(regionCode: "11", districtCode: nil, sort: .title, category: .culture, page: 1, rows: 100))
        #expect(!museums.spots.isEmpty && museums.spots.allSatisfy { $0.typeID == KorWithCodes.contentType(.culture) })
    }

    @Test func keyword_matchesTitles_andNothingGivesItemsEmptyString() async throws {
        let palaces = try await client.list(
            .searchKeyword(
                keyword: "궁", regionCode: nil, districtCode: nil, sort: .title, category: nil, page: 1, rows: 20))
        #expect(palaces.spots.count >= 2 && palaces.spots.allSatisfy { $0.title.contains("궁") })
        let raw = simulator.respond(
            to: KorWithAPI.searchKeyword(
                keyword: "없는곳xyz", regionCode: nil, districtCode: nil, sort: .title,
                category: nil, page: 1, rows: 20
            ).request(baseURL: URL(string: "https://x/op")!, serviceKey: nil))
        #expect(String(decoding: raw.body, as: UTF8.self).contains(#""items":"""#))
    }

    @Test func paging_coversEverySpotOnce() async throws {
        var ids: [String] = []
        var page = 1
        while true {
            let result = try await client.list(
                .areaBasedList(regionCode: "11", districtCode: nil, sort: .title, category: nil, page: page, rows: 5))
            ids += result.spots.map(\.id)
            if result.isLast { break }
            page += 1
        }
        #expect(ids.count == (try simulator.spots(region: "11", district: nil)).count)
        #expect(ids.count > 477)  // every Seoul record, and the national list's Seoul places
        #expect(Set(ids).count == ids.count)
    }

    @Test func radiusOver20000_andContentTypeOnDetails_areGatewayErrors() {
        let base = URL(string: "https://x/KorWithService2")!
        var tooFar = KorWithAPI.locationBasedList(
            center: gyeongbokgung, radius: 1000, sort: .distance, category: nil, page: 1, rows: 10
        ).request(baseURL: base, serviceKey: nil)
        tooFar.url = URL(
            string: tooFar.url.absoluteString.replacingOccurrences(of: "radius=1000", with: "radius=30000"))!
        #expect(
            String(decoding: simulator.respond(to: tooFar).body, as: UTF8.self).contains(
                "INVALID_REQUEST_PARAMETER_ERROR"))
        var detail = KorWithAPI.detailCommon(contentID: "126508").request(baseURL: base, serviceKey: nil)
        detail.url = URL(string: detail.url.absoluteString + "&contentTypeId=12")!
        #expect(throws: ServiceError.self) {
            try TourClient.decode(simulator.respond(to: detail)) as TourEnvelope<TourCommonDetail>
        }
    }

    @Test func regions_resolveCodesFullShortAndEnglishNames() {
        for text in ["51", "강원특별자치도", "강원", "Gangwon", "gangwon"] {
            #expect(regions.province(text)?.code == "51", "\(text)")
        }
        let gangwon = regions.province("강원")!
        #expect(regions.district("강릉시", in: gangwon)?.code == "150")
        #expect(regions.district("강릉", in: gangwon)?.code == "150")
        #expect(regions.district("150", in: gangwon)?.name == "강릉시")
        #expect(regions.province("Atlantis") == nil)
    }
}

struct TravelPersistenceTests {
    func tempDatabase() throws -> (AppDatabase, String) {
        let path = TemporaryDatabase.path()
        return (try AppDatabase(path: path), path)
    }

    @Test func bookmarks_keepOrder_toggle_andSurviveAReopen() throws {
        let (db, path) = try tempDatabase()
        let store = TravelBookmarksStore(database: db)
        for (n, id) in ["3", "1", "2"].enumerated() {
            #expect(
                try store.toggle(
                    TravelBookmark(
                        placeID: id, title: "spot \(id)", category: .attraction, address: "a", latitude: 37,
                        longitude: 127,
                        addedAt: Date(timeIntervalSince1970: Double(n)))))
        }
        #expect(
            try !store.toggle(
                TravelBookmark(
                    placeID: "1", title: "spot 1", category: .attraction, address: "a", latitude: nil, longitude: nil,
                    addedAt: Date())))
        let reopened = TravelBookmarksStore(database: try AppDatabase(path: path))
        #expect(try reopened.all().map(\.placeID) == ["3", "2"])
    }

    @Test func detailAnswers_areCachedFor24Hours_listsAreNot() async throws {
        let (db, _) = try tempDatabase()
        let stub = StubTransport(
            body:
                #"{"response":{"header":{"resultCode":"0000","resultMsg":"OK"},"body":{"items":"","numOfRows":1,"pageNo":1,"totalCount":0}}}"#
        )
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        let now = ManagedClock(clock)
        let cached = CachingTourTransport(stub, database: db, now: { now.value })
        let base = URL(string: "https://x/KorWithService2")!
        let detail = KorWithAPI.detailWithTour(contentID: "42").request(baseURL: base, serviceKey: nil)
        _ = try await cached.send(detail)
        _ = try await cached.send(detail)
        #expect(stub.requests.count == 1)
        now.value = clock.addingTimeInterval(24 * 3600 + 1)
        _ = try await cached.send(detail)
        #expect(stub.requests.count == 2)
        let list = KorWithAPI.areaBasedList(
            regionCode: "11", districtCode: nil, sort: .title, category: nil, page: 1, rows: 10
        ).request(baseURL: base, serviceKey: nil)
        _ = try await cached.send(list)
        _ = try await cached.send(list)
        #expect(stub.requests.count == 4)
    }
}

/// A settable time source shared with a @Sendable closure.
final class ManagedClock: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Date
    init(_ value: Date) { _value = value }
    var value: Date {
        get { lock.lock(); defer { lock.unlock() }; return _value }
        set { lock.lock(); _value = newValue; lock.unlock() }
    }
}

/// The bundled province/district table against the official legal-dong list (active rows, 2024-08 sync) in
/// data/ (the repository's copy): they must agree, with 세종특별자치시 (absent from that list) as the one named exception.
struct RegionTableTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data").standardizedFileURL

    func activeRows(_ file: String) throws -> [[String: String]] {
        let text = try String(contentsOf: Self.data.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = lines[0]
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }.filter {
            $0["active"] == "true"
        }
    }

    @Test func theBundledRegionTable_agreesWithTheLegalDongList_exceptSejong() throws {
        let regions = try TourRegions.load(from: Fixture.resources)
        var bundled: [String: String] = [:]  // "11" → 서울특별시, "11110" → 종로구
        for province in regions.provinces where province.code != "36" {
            bundled[province.code] = province.name
            for district in province.districts { bundled[province.code + district.code] = district.name }
        }
        var official: [String: String] = [:]
        for row in try activeRows("legal-dong-si.csv") { official[String(row["code"]!.prefix(2))] = row["name"]! }
        for row in try activeRows("legal-dong-gu.csv") { official[String(row["code"]!.prefix(5))] = row["name"]! }
        let missing = official.keys.filter { bundled[$0] == nil }.sorted()
        let extra = bundled.keys.filter { official[$0] == nil }.sorted()
        let renamed = official.keys.filter { bundled[$0] != nil && bundled[$0] != official[$0] }.sorted()
        #expect(missing.isEmpty, "missing from the bundled table: \(missing)")
        #expect(extra.isEmpty, "in the bundled table but not in the list: \(extra)")
        #expect(renamed.isEmpty, "named differently: \(renamed.map { "\($0) \(bundled[$0]!) ≠ \(official[$0]!)" })")
        #expect(official.count == 16 + 258)
        let sejong = regions.provinces.first { $0.code == "36" }
        #expect(sejong?.name == "세종특별자치시")
    }
}
