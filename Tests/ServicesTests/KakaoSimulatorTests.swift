import Foundation
import Testing

@testable import Services

struct KakaoSimulatorTests {
    let simulator: KakaoLocalSimulator
    let pangyo = Coordinate(latitude: 37.394225, longitude: 127.110341)

    init() throws {
        let gazetteer = try Gazetteer.load(from: Fixture.resources)
        simulator = try KakaoLocalSimulator.load(from: Fixture.resources, gazetteer: gazetteer)
    }

    func page(_ page: Int, size: Int = 15, radius: Int = 20_000, sort: KakaoLocalAPI.Sort = .distance) throws
        -> KakaoPlacesResponse
    {
        let request = KakaoLocalAPI.category(
            code: "CS2", center: pangyo, radius: radius, page: page, size: size, sort: sort
        )
        .request(baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        return try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: simulator.respond(to: request))
    }

    @Test func dataset_hasAtLeast20StoresAroundFiveBusyAreas() throws {
        let areas = ["판교", "강남역", "홍대입구", "잠실", "해운대"]
        let gazetteer = simulator.gazetteer
        for area in areas {
            let near = try simulator.stores(around: gazetteer.lookup(area)!.coordinate, radius: 1500)
            #expect(near.count >= 20, "\(area) has \(near.count) stores")
        }
    }

    @Test func everyKoreanPlace_hasAtLeast10StoresWithin1km() throws {
        let places = simulator.gazetteer.places.filter { $0.country == "KR" }
        #expect(places.count == 126)
        for place in places {
            let near = try simulator.stores(around: place.coordinate, radius: 1000)
            #expect(near.count >= 10, "\(place.nameKo) has \(near.count) stores within 1 km")
            #expect(near.allSatisfy { $0.distance <= 1000 })
        }
    }

    @Test func paging_capsPageableCountAt45_andEndsOnThePageThatReachesIt() throws {
        let first = try page(1)
        #expect(first.meta.totalCount > 45)
        #expect(first.meta.pageableCount == 45)
        #expect(first.documents.count == 15)
        #expect(first.meta.isEnd == false)
        #expect(try page(2).meta.isEnd == false)
        let third = try page(3)
        #expect(third.meta.isEnd)
        #expect(third.documents.count == 15)
        #expect(try page(4).documents.isEmpty)
    }

    @Test func distanceSort_isAscending_andDistanceIsHaversineFromXY() throws {
        let docs = try (1...3).flatMap { try page($0).documents }
        let distances = docs.compactMap(\.distance)
        #expect(distances == distances.sorted())
        for doc in docs {
            #expect(abs(doc.distance! - pangyo.distance(to: doc.coordinate)) <= 1)
        }
        #expect(Set(docs.map(\.id)).count == docs.count)
    }

    @Test func radius_limitsResults() throws {
        let docs = try page(1, radius: 300).documents
        #expect(!docs.isEmpty)
        #expect(docs.allSatisfy { ($0.distance ?? .infinity) <= 300 })
    }

    @Test func outOfRangeParameters_answer400InKakaosShape() {
        let base = URL(string: "https://dapi.kakao.com")!
        for (page, size, radius) in [(46, 15, 1000), (1, 16, 1000), (1, 15, 20_001)] {
            let request = KakaoLocalAPI.category(
                code: "CS2", center: pangyo, radius: radius, page: page, size: size, sort: .distance
            )
            .request(baseURL: base, apiKey: nil)
            let response = simulator.respond(to: request)
            #expect(response.status == 400)
            #expect(throws: ServiceError.self) {
                try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: response)
            }
        }
    }

    @Test func nowhereNear_answersAnEmptyPageThatIsTheEnd() throws {
        let request = KakaoLocalAPI.category(
            code: "CS2", center: Coordinate(latitude: 33.11, longitude: 126.27), radius: 1000, page: 1, size: 15,
            sort: .distance
        )
        .request(baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        let response = try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: simulator.respond(to: request))
        #expect(response.documents.isEmpty)
        #expect(response.meta.isEnd)
        #expect(response.meta.totalCount == 0)
    }

    @Test func client_fetchesEveryPageUpToTheCap_throughTheOfflineTransport() async throws {
        let transport = OfflineTransport(responders: [simulator.responder])
        let client = KakaoLocalClient(
            transport: transport, baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        let places = try await client.searchCategory("CS2", around: pangyo, radius: 20_000)
        #expect(places.count == 45)
    }

    @Test func client_stopsAtIsEnd() async throws {
        let stub = StubTransport { request in
            let page = Int(request.query["page"] ?? "0")!
            let body =
                #"{"meta":{"total_count":16,"pageable_count":16,"is_end":\#(page == 2)},"documents":[{"id":"\#(page)","place_name":"p","x":"127","y":"37","distance":"\#(page)"}]}"#
            return .json(200, body)
        }
        let client = KakaoLocalClient(transport: stub, baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: "k")
        let places = try await client.searchCategory("CS2", around: pangyo, radius: 1000)
        #expect(places.map(\.id) == ["1", "2"])
        #expect(stub.requests.count == 2)
        #expect(stub.requests[0].headers["Authorization"] == "KakaoAK k")
        #expect(stub.requests[0].query["category_group_code"] == "CS2")
        #expect(stub.requests[0].query["sort"] == "distance")
        #expect(stub.requests[0].query["x"] == "127.110341")
        #expect(stub.requests[0].query["y"] == "37.394225")
    }
}
