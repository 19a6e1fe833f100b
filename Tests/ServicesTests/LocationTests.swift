import Foundation
import Localization
import Testing

@testable import Services

struct LocationTests {
    let gazetteer = try! Gazetteer.load(from: Fixture.resources)

    @Test func coordinates_parseWithSpaces_andRejectOutOfRange() {
        #expect(Coordinate.parse("37.394225,127.110341") == Coordinate(latitude: 37.394225, longitude: 127.110341))
        #expect(Coordinate.parse(" 37.5 , 127 ") == Coordinate(latitude: 37.5, longitude: 127))
        #expect(Coordinate.parse("91,0") == nil)
        #expect(Coordinate.parse("37.5") == nil)
        #expect(Coordinate.parse("abc,def") == nil)
    }

    @Test func gazetteer_hasTheRequiredPlaces() {
        let korean = gazetteer.places.filter { $0.country == "KR" }
        #expect(korean.count >= 100)
        #expect(korean.filter { $0.kind == "capital" }.count == 17)
        #expect(korean.filter { $0.kind == "district" && $0.region == "서울특별시" }.count == 25)
    }

    @Test func gazetteer_findsKoreanAndEnglishNames_ignoringCaseAndSpaces() {
        #expect(gazetteer.lookup("판교")?.nameEn == "Pangyo")
        #expect(gazetteer.lookup("gangnam station")?.nameKo == "강남역")
        #expect(gazetteer.lookup("GangnamStation")?.nameKo == "강남역")
        #expect(gazetteer.lookup("해운대")?.nameEn == "Haeundae")
        #expect(gazetteer.lookup("nowhere-at-all") == nil)
    }

    @Test func resolver_acceptsCoordinatesAndNames_andRejectsUnknowns() async throws {
        let resolver = LocationResolver(gazetteer: gazetteer, kakao: nil)
        // A name is echoed as typed (the gazetteer's spelling of it): Jamsil stays Jamsil, 잠실 stays 잠실.
        #expect(try await resolver.resolve("Jamsil").name == "Jamsil")
        #expect(try await resolver.resolve("jamsil").name == "Jamsil")
        #expect(try await resolver.resolve("잠실").name == "잠실")
        // A point is named in the reader's language.
        let byCoordinate = try await Localization.with(.korean) { try await resolver.resolve("37.394225,127.110341") }
        #expect(byCoordinate.name == "판교")
        #expect(
            try await Localization.with(.english) { try await resolver.resolve("37.394225,127.110341") }.name
                == "Pangyo")
        // A few hundred metres from a known place: its name, without "근처" (the views say "near" themselves,
        // "판교 근처 편의점"); far from any: the coordinate.
        #expect(
            Localization.with(.korean) { resolver.nameOf(Coordinate(latitude: 37.3905, longitude: 127.1103)) } == "판교")
        #expect(resolver.nameOf(Coordinate(latitude: 36.0, longitude: 129.9)) == "36.0000, 129.9000")
        await #expect(throws: LocationResolver.Failure.unknown("Atlantis")) { try await resolver.resolve("Atlantis") }
        await #expect(throws: LocationResolver.Failure.empty) { try await resolver.resolve("  ") }
    }

    @Test func resolver_asksKakaoForUnknownNames_whenLive() async throws {
        let stub = StubTransport(
            body:
                #"{"meta":{"total_count":1,"pageable_count":1,"is_end":true},"documents":[{"id":"5","place_name":"카카오 판교아지트","x":"127.1101","y":"37.3952","distance":""}]}"#
        )
        let kakao = KakaoLocalClient(transport: stub, baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: "key")
        let resolved = try await LocationResolver(gazetteer: gazetteer, kakao: kakao).resolve("카카오 아지트")
        #expect(resolved.name == "카카오 판교아지트")
        #expect(stub.requests.first?.url.path == "/v2/local/search/keyword.json")
    }

    @Test func haversine_matchesAKnownDistance() {
        // Seoul City Hall to Busan City Hall is about 325 km.
        let d = Coordinate(latitude: 37.5665, longitude: 126.9780).distance(
            to: Coordinate(latitude: 35.1796, longitude: 129.0756))
        #expect(abs(d - 325_000) < 5_000)
    }

    @Test func distances_formatAsMetresOrKilometres() {
        #expect(formatDistance(87.4) == "87 m")
        #expect(formatDistance(1000) == "1 km")
        #expect(formatDistance(1250) == "1.3 km")
        #expect(formatDistance(1999) == "2.0 km")
        #expect(formatDistance(999.4) == "999 m")
        #expect(formatDistance(999.5) == "1.0 km")  // never "1000 m"
        #expect(formatDistance(20_000) == "20 km")
    }

    /// Between 1 and 10 km the distance has one decimal: the metres to the nearest 100, a half up — checked at every
    /// half metre against the same rounding in whole numbers.
    @Test func oneDecimal_isTheMetresToTheNearest100() {
        for halfMetres in 2_001..<19_900 where halfMetres % 2_000 != 0 {
            let tenths = (halfMetres + 100) / 200  // hundreds of metres, a half up, in integers
            let expected = tenths >= 100 ? "10 km" : "\(tenths / 10).\(tenths % 10) km"
            #expect(formatDistance(Double(halfMetres) / 2) == expected, "\(Double(halfMetres) / 2) m")
        }
        #expect(formatDistance(1050) == "1.1 km" && formatDistance(1049.9) == "1.0 km")
        #expect(formatDistance(9950) == "10 km" && formatDistance(9949) == "9.9 km")
        #expect(formatDistance(.nan) == "" && formatDistance(.infinity) == "")  // none known: nothing said, no trap
        #expect(formatDistance(1e300) == "" && formatDistance(-1e300) == "" && formatDistance(-5) == "")
        #expect(formatDistance(40_075_000) == "40075 km")
    }
}

struct BearingTests {
    @Test func bearings_pointTheRightWay_andRoundToEightArrows() {
        let here = Coordinate(latitude: 37.5, longitude: 127.0)
        #expect(abs(here.bearing(to: Coordinate(latitude: 37.6, longitude: 127.0)) - 0) < 0.01)
        #expect(abs(here.bearing(to: Coordinate(latitude: 37.5, longitude: 127.1)) - 90) < 0.1)
        #expect(abs(here.bearing(to: Coordinate(latitude: 37.4, longitude: 127.0)) - 180) < 0.01)
        #expect(abs(here.bearing(to: Coordinate(latitude: 37.5, longitude: 126.9)) - 270) < 0.1)
        #expect(CompassPoint(bearing: 44).arrow == "↗" && CompassPoint(bearing: 44).abbreviation == "NE")
        #expect(CompassPoint(bearing: 350).arrow == "↑" && CompassPoint(bearing: 337.6).abbreviation == "N")
        #expect(CompassPoint(bearing: 200).words == "south")
        #expect(formatDistance(125, bearing: 45) == "125 m ↗")
        #expect(formatDistance(125, bearing: 45, inWords: true) == "125 m north-east ↗")
        #expect(formatDistance(0, bearing: 45) == "0 m")
    }
}

struct KeylessPlaceNameTests {
    @Test func withoutKakao_aNameTheGazetteerLacks_isAskedOfTheGeocoder_andNoNetworkLeavesItUnknown() async throws {
        let gazetteer = try Gazetteer.load(from: Fixture.resources)
        let answer =
            #"{"results":[{"id":1,"name":"Frederick","latitude":39.41427,"longitude":-77.41054,"country_code":"US","admin1":"Maryland"}]}"#
        let found = LocationResolver(
            gazetteer: gazetteer, kakao: nil,
            geocoder: OpenMeteoClient(transport: StubTransport(body: answer)))
        let place = try await found.resolve("Frederick")
        #expect(place.name == "Frederick" && abs(place.coordinate.latitude - 39.41427) < 1e-6)
        // The gazetteer still comes first (no request for a name it knows).
        let counting = StubTransport(body: answer)
        _ = try await LocationResolver(gazetteer: gazetteer, kakao: nil, geocoder: OpenMeteoClient(transport: counting))
            .resolve("판교")
        #expect(counting.requests.isEmpty)
        let offline = LocationResolver(
            gazetteer: gazetteer, kakao: nil,
            geocoder: OpenMeteoClient(transport: StubTransport { _ in throw TransportError.noNetwork("down") }))
        await #expect(throws: LocationResolver.Failure.unknown("Frederick")) { try await offline.resolve("Frederick") }
    }
}
