import Foundation
import Localization
import TestSupport
import Testing

@testable import Services

/// The recorded Overpass answers in Tests/Fixtures/recorded/overpass (read in place, not copied) and our own
/// Korean example; the provider rule; the fallback to the sample when there is no network.
struct OverpassTests {
    func response(_ file: String, status: Int = 200, headers: [String: String] = [:]) throws -> HTTPResponse {
        try RecordedAnswer.response("overpass", file, status: status, headers: headers)
    }

    @Test func theQuery_asksForConvenienceShops_aroundThePoint_withCentres() {
        let query = OverpassAPI.convenienceStores(
            center: Coordinate(latitude: 37.394225, longitude: 127.110341), radius: 1000
        ).query
        #expect(
            query
                == #"[out:json][timeout:25][maxsize:33554432];nwr["shop"="convenience"](around:1000,37.394225,127.110341);out center tags;"#
        )
        let url = OverpassAPI.convenienceStores(center: Coordinate(latitude: 37.39, longitude: 127.11), radius: 500)
            .request(baseURL: OverpassAPI.defaultBaseURL).url.absoluteString
        #expect(url.hasPrefix("https://overpass-api.de/api/interpreter?data=%5Bout%3Ajson%5D"))
    }

    @Test func recordedNodesAndWays_decode_waysByTheirCentre_untaggedOnesToo() throws {
        let toilets = try OverpassClient.decode(response("toilets-cologne-out-meta-2021.json"))
        #expect(toilets.elements.count == 40)
        #expect(toilets.elements.filter { $0.type == "node" }.allSatisfy { $0.coordinate != nil })
        // Those ways were fetched without `out center`: no point, so no store is made of them.
        #expect(toilets.elements.filter { $0.type == "way" }.allSatisfy { $0.coordinate == nil })
        let florist = try OverpassClient.decode(response("way-out-meta-center-florist-rome-2016.json"))
        let way = try #require(florist.elements.first { $0.type == "way" })
        #expect(way.coordinate != nil)
        let place = try #require(way.storePlace(from: way.coordinate!))
        #expect(place.id == "osm:way/\(way.id)" && place.url == "https://www.openstreetmap.org/way/\(way.id)")
        let korea = try OverpassClient.decode(response("motorways-korea-out-body-skel-2023.json"))
        #expect(!korea.elements.isEmpty)
        #expect(try OverpassClient.decode(response("empty-result-2022.json")).elements.isEmpty)
    }

    @Test func aRuntimeErrorRemark_isAFailure_notAnEmptyResult() throws {
        #expect(
            throws: ServiceError.badRequest(service: OverpassClient.serviceName, detail: L.overpassRuntimeError)
        ) { try OverpassClient.decode(response("remark-runtime-error-out-of-memory-2022.json")) }
        for file in ["remark-runtime-error-query-timed-out-2017.json", "remark-runtime-error-server-file-2023.json"] {
            #expect(throws: ServiceError.busy(service: OverpassClient.serviceName, retryAfter: nil), "\(file)") {
                try OverpassClient.decode(response(file))
            }
        }
    }

    @Test func errorPages_busyServers_andMalformedJSON_becomeSentences() throws {
        #expect(throws: ServiceError.busy(service: OverpassClient.serviceName, retryAfter: 30)) {
            try OverpassClient.decode(
                response("error-429-rate-limited.html", status: 429, headers: ["Retry-After": "30"]))
        }
        // The same page with status 200 (a busy server sometimes answers so).
        #expect(throws: ServiceError.busy(service: OverpassClient.serviceName, retryAfter: nil)) {
            try OverpassClient.decode(response("error-429-rate-limited.html"))
        }
        do {
            _ = try OverpassClient.decode(response("error-400-parse-error.html", status: 400))
            Issue.record("a parse error must fail")
        } catch let failure as ServiceError {
            guard case .badRequest(_, let detail) = failure else { Issue.record("\(failure)"); return }
            #expect(detail.contains("parse error"))
            #expect(!failure.userMessage.contains("<"))
        }
        #expect(throws: ServiceError.busy(service: OverpassClient.serviceName, retryAfter: nil)) {
            try OverpassClient.decode(.json(504, "<html>Gateway Timeout</html>"))
        }
        #expect(throws: ServiceError.undecodable(service: OverpassClient.serviceName)) {
            try OverpassClient.decode(.json(200, #"{"elements": [{"type": "node", "id": 1"#))
        }
        #expect(
            ServiceError.busy(service: "OpenStreetMap (Overpass)", retryAfter: 30).userMessage
                == "OpenStreetMap (Overpass) is busy; try again in 30 s (r)")
    }

    /// Our own example of what Korean shops carry: name:ko and brand fallbacks, addr:* parts, opening hours.
    @Test func koreanTags_becomeNameAddressPhoneAndHours_sortedByDistance() async throws {
        let body = #"""
            {"version":0.6,"elements":[
             {"type":"node","id":11071309527,"lat":37.3950,"lon":127.1110,
              "tags":{"shop":"convenience","name":"GS25 판교점","brand":"GS25","phone":"031-000-0000",
                      "addr:city":"성남시","addr:district":"분당구","addr:street":"판교역로","addr:housenumber":"235","opening_hours":"24/7"}},
             {"type":"way","id":42,"center":{"lat":37.3944,"lon":127.1104},"tags":{"shop":"convenience","name:ko":"CU 삼평점"}},
             {"type":"node","id":7,"lat":37.3960,"lon":127.1120,"tags":{"shop":"convenience","brand":"세븐일레븐"}},
             {"type":"way","id":8,"tags":{"shop":"convenience","name":"no centre"}}]}
            """#
        let client = OverpassClient(transport: StubTransport(body: body))
        let answer = try await client.search(
            around: Coordinate(latitude: 37.394225, longitude: 127.110341), radius: 1000)
        #expect(answer.source == .openStreetMap)
        #expect(answer.places.map(\.name) == ["CU 삼평점", "GS25 판교점", "세븐일레븐"])
        let gs = try #require(answer.places.first { $0.name == "GS25 판교점" })
        #expect(gs.id == "osm:node/11071309527")
        #expect(gs.address == "성남시 분당구 판교역로 235")
        #expect(gs.phone == "031-000-0000" && gs.openingHours == "24/7")
        #expect(gs.category == "shop=convenience; brand=GS25")
    }
}

struct StoreSourceTests {
    /// The README's table, row by row.
    @Test func oneRule_chooses_theStoreSource() {
        #expect(StoreSourceChoice.choose(hasKakaoKey: true, pinned: nil, offline: false) == .kakao)
        #expect(StoreSourceChoice.choose(hasKakaoKey: false, pinned: nil, offline: false) == .openStreetMap)
        #expect(StoreSourceChoice.choose(hasKakaoKey: true, pinned: nil, offline: true) == .sample)
        #expect(StoreSourceChoice.choose(hasKakaoKey: false, pinned: nil, offline: true) == .sample)
        #expect(StoreSourceChoice.choose(hasKakaoKey: true, pinned: "openstreetmap", offline: false) == .openStreetMap)
        #expect(StoreSourceChoice.choose(hasKakaoKey: true, pinned: "sample", offline: false) == .sample)
        #expect(StoreSourceChoice.choose(hasKakaoKey: false, pinned: "kakao", offline: false) == .sample)
        #expect(StoreSourceChoice.choose(hasKakaoKey: true, pinned: "openstreetmap", offline: true) == .sample)
    }

    struct Fixed: StoreSearch {
        let result: Result<StoreAnswer, ServiceError>
        func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer { try result.get() }
    }

    final class Counting: StoreSearch, @unchecked Sendable {
        var calls = 0
        func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
            calls += 1
            return StoreAnswer(places: [], source: .openStreetMap)
        }
    }

    @Test func withoutANetwork_theSampleAnswers_andSaysSo_butAServiceFailureIsReported() async throws {
        let sample = Fixed(result: .success(StoreAnswer(places: [], source: .sample)))
        let here = Coordinate(latitude: 37.39, longitude: 127.11)
        for failure in [ServiceError.noNetwork(service: "x"), .timeout(service: "x")] {
            let answer = try await FallbackStoreSearch(live: Fixed(result: .failure(failure)), sample: sample).search(
                around: here, radius: 500)
            #expect(answer.source == .sample && answer.note == "no network — sample data")
        }
        await #expect(throws: ServiceError.busy(service: "x", retryAfter: 5)) {
            try await FallbackStoreSearch(
                live: Fixed(result: .failure(.busy(service: "x", retryAfter: 5))), sample: sample
            )
            .search(around: here, radius: 500)
        }
    }

    @Test func theSamePointAndRadius_areAskedOnceIn10Minutes() async throws {
        let inner = Counting()
        let now = Date(timeIntervalSince1970: 1_000)
        let clock = Clockwork(now)
        let cache = CachingStoreSearch(inner, now: { clock.now })
        let here = Coordinate(latitude: 37.39, longitude: 127.11)
        _ = try await cache.search(around: here, radius: 1000)
        _ = try await cache.search(around: here, radius: 1000)
        #expect(inner.calls == 1)
        _ = try await cache.search(around: here, radius: 2000)
        #expect(inner.calls == 2)
        clock.now = now.addingTimeInterval(601)
        _ = try await cache.search(around: here, radius: 1000)
        #expect(inner.calls == 3)
    }

    final class Clockwork: @unchecked Sendable {
        var now: Date
        init(_ now: Date) { self.now = now }
    }

    /// One bad element never costs the good ones: a node without coordinates, a way without a centre, a latitude of
    /// 999, a latitude given as text, a tag that is not a string — four good stores stay, the five are counted.
    @Test func malformedElements_areSkippedOneByOne_andCounted() async throws {
        let good = (1...4).map { i in
            #"{"type":"node","id":\#(i),"lat":37.39\#(i),"lon":127.11,"tags":{"shop":"convenience","name":"CU \#(i)"}}"#
        }
        let bad = [
            #"{"type":"node","id":11,"tags":{"shop":"convenience","name":"no coordinates"}}"#,
            #"{"type":"way","id":12,"tags":{"shop":"convenience","name":"no centre"}}"#,
            #"{"type":"node","id":13,"lat":999,"lon":127.11,"tags":{"shop":"convenience","name":"off the Earth"}}"#,
            #"{"type":"node","id":14,"lat":"37.39","lon":127.11,"tags":{"shop":"convenience","name":"text latitude"}}"#,
            #"{"type":"node","id":15,"lat":37.39,"lon":127.11,"tags":{"shop":"convenience","name":["not","a","string"]}}"#,
        ]
        let body = #"{"version":0.6,"elements":["# + (good + bad).joined(separator: ",") + "]}"
        let answer = try OverpassClient.decode(.json(200, body))
        #expect(answer.elements.count == 7 && answer.elementList.skipped == 2)
        let client = OverpassClient(transport: StubTransport(body: body), baseURL: URL(string: "https://x")!)
        let result = try await client.search(around: Coordinate(latitude: 37.392, longitude: 127.11), radius: 2000)
        #expect(result.places.map(\.name).sorted() == ["CU 1", "CU 2", "CU 3", "CU 4"])
        #expect(result.note == "5 of the map's elements could not be read and were left out")
    }
}
