import Foundation
import Testing

@testable import Services

/// The bundled toilets and OpenStreetMap's as one list: the same toilet within 30 m is one row with both sources.
struct MergedToiletSearchTests {
    struct StubOSM: ToiletSearch {
        var answer: Result<[PublicToilet], ServiceError>
        func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer {
            ToiletAnswer(toilets: try answer.get(), origin: nil)
        }
    }

    static let here = Coordinate(latitude: 37.5796, longitude: 126.9770)

    static func toilet(
        _ id: String, north metres: Double, wheelchair: AccessState?, source: ToiletSource, hours: String? = nil
    ) -> PublicToilet {
        let point = Coordinate(latitude: here.latitude + metres / 111_320, longitude: here.longitude)
        return PublicToilet(
            id: id, name: source == .osm ? nil : "공중화장실 \(id)", coordinate: point, distance: metres,
            wheelchair: wheelchair.map {
                AccessFact(.wheelchair, $0, source: source == .osm ? .osm : .publicData, checked: nil)
            }, changingTable: .unknown, fee: nil, openingHours: hours, isPublicToilet: true, sources: [source],
            dataDate: source == .osm ? nil : "2018-08-28")
    }

    @Test func theSameToiletWithin30m_isOneRow_withBothSources_andTheCarefulWordWins() {
        let file = Self.toilet("f1", north: 100, wheelchair: .no, source: .koreaPublicToilets2018, hours: "24/7")
        let osm = Self.toilet("osm:node/1", north: 120, wheelchair: .yes, source: .osm)
        let rows = MergedToiletSearch.merge([file], [osm])
        #expect(rows.count == 1)
        let row = rows[0]
        #expect(row.id == "osm:node/1" && row.sources == [.osm, .koreaPublicToilets2018])
        #expect(row.name == "공중화장실 f1" && row.openingHours == "24/7" && row.dataDate == "2018-08-28")
        #expect(row.wheelchairState == .limited)  // OSM says yes, the 2018 survey no: said carefully
    }

    @Test func toiletsFurtherApart_stayTwoRows_nearestFirst() {
        let file = Self.toilet("f1", north: 100, wheelchair: .yes, source: .seoulPublicToilets)
        let osm = Self.toilet("osm:node/1", north: 200, wheelchair: nil, source: .osm)
        let rows = MergedToiletSearch.merge([file], [osm])
        #expect(rows.map(\.id) == ["f1", "osm:node/1"])
        #expect(rows[1].wheelchairState == .unknown)
    }

    @Test func withoutANetwork_theBundledRowsStand_andTheAnswerSaysWhy() async throws {
        let file = Self.toilet("f1", north: 100, wheelchair: .yes, source: .seoulPublicToilets)
        let search = MergedToiletSearch(
            bundled: { _, _ in [file] }, osm: StubOSM(answer: .failure(.noNetwork(service: "Overpass"))))
        let answer = try await search.toilets(around: Self.here, radius: 1000)
        #expect(answer.toilets.map(\.id) == ["f1"])
        #expect(answer.notice?.contains("OpenStreetMap") == true)
    }

    @Test func offline_theBundledRowsOnly_saidSo_andNothingAnywhere_isAnEmptyList() async throws {
        let file = Self.toilet("f1", north: 100, wheelchair: .yes, source: .seoulPublicToilets)
        let offline = MergedToiletSearch(bundled: { _, _ in [file] }, osm: nil, osmAbsence: "offline")
        #expect(try await offline.toilets(around: Self.here, radius: 1000).notice == "offline")
        let nothing = MergedToiletSearch(bundled: { _, _ in [] }, osm: nil, osmAbsence: "offline")
        #expect(try await nothing.toilets(around: Self.here, radius: 1000).toilets.isEmpty)
    }

    @Test func noneWithinTheRadius_theNearestBundledOnesFurtherOut_saidSo() async throws {
        let far = Self.toilet("f1", north: 2400, wheelchair: .yes, source: .koreaPublicToilets2018)
        let search = MergedToiletSearch(
            bundled: { _, radius in radius >= 2400 ? [far] : [] }, osm: nil, osmAbsence: "offline")
        let answer = try await search.toilets(around: Self.here, radius: 1000)
        #expect(answer.toilets.map(\.id) == ["f1"])
        #expect(answer.notice?.contains("2.4 km") == true)
    }
}
