import Foundation
import Localization
import TestSupport
import Testing

@testable import Services

/// Access facts as we say them: OpenStreetMap's tags and the tourism records' words read into yes / limited / no /
/// described / not recorded, each with its source; recorded Overpass answers with access tags
/// (Tests/Fixtures/recorded/overpass-a11y, © OpenStreetMap contributors, ODbL).
struct AccessTests {
    func recorded(_ file: String) throws -> HTTPResponse { try RecordedAnswer.response("overpass-a11y", file) }

    @Test func torontoToilets_decodeWithTheirWheelchairStates_waysByTheirGeometry_crsIgnored() throws {
        let answer = try OverpassClient.decode(recorded("toronto-toilets-outgeom-2024.json"))
        #expect(answer.elements.count == 350)
        let here = Coordinate(latitude: 43.6532, longitude: -79.3832)
        let toilets = answer.elements.compactMap { $0.publicToilet(from: here) }
        #expect(toilets.count == 348)
        func count(_ state: AccessState) -> Int { toilets.filter { $0.wheelchairState == state }.count }
        #expect(count(.yes) == 77 && count(.no) == 13 && count(.limited) == 6 && count(.unknown) == 252)
        // A way sent with `out geom` has no centre: placed at the middle of its box.
        let way = try #require(toilets.first { $0.id == "osm:way/4300640" })
        #expect(abs(way.coordinate.latitude - 43.66483085) < 1e-6)
        #expect(abs(way.coordinate.longitude - -79.42070975) < 1e-6)
        // Unknown is never "no": a toilet without the tag says nothing of its access.
        let untagged = try #require(toilets.first { $0.id == "osm:node/122611301" })
        #expect(untagged.wheelchair == nil && untagged.wheelchairState == .unknown)
    }

    @Test func theSouthKoreaOutOfMemoryRemark_isAnErrorSaidAsSuch_neverNoPlaces() throws {
        #expect(throws: ServiceError.badRequest(service: OverpassClient.serviceName, detail: L.overpassRuntimeError)) {
            try OverpassClient.decode(recorded("south-korea-area-runtime-error.json"))
        }
    }

    @Test func osmTags_mapDirectly_absentIsNotRecorded_checkDatesKept() {
        let facts = OverpassAccess.facts([
            "wheelchair": "designated", "toilets:wheelchair": "no", "check_date:wheelchair": "2024-05-02",
            "wheelchair:description": "ramp at the side door", "step_count": "1", "tactile_paving": "limited",
        ])
        let record = AccessRecord(facts: facts, sources: [.osm])
        #expect(record.state(of: .wheelchair) == .yes)
        #expect(record.facts(for: .wheelchair).first?.checked == "2024-05-02")
        #expect(record.facts(for: .wheelchair).first?.text == "ramp at the side door")
        #expect(record.state(of: .toilet) == .no)
        #expect(record.state(of: .entrance) == .limited)
        #expect(record.state(of: .tactilePaving) == .limited)
        #expect(record.state(of: .elevator) == .unknown)
        #expect(facts.allSatisfy { $0.source == .osm })
        #expect(OverpassAccess.facts(["amenity": "toilets"], isToilet: true).isEmpty)
    }

    @Test func koreanRecordWords_areReadOnlyWhereUnambiguous() {
        let cases: [(String, AccessState)] = [
            ("엘리베이터 있음", .yes), ("출입구까지 턱이 없어 휠체어 접근 가능함", .yes), ("경사 및 단차 없음", .yes),
            ("동반가능_시각장애인 편의시설", .yes), ("장애인 주차장 있음(1대)_무장애 편의시설", .yes), ("없음", .no),
            ("휠체어 접근 불가", .no), ("일부 구간 경사로", .limited), ("여닫이문", .described),
            ("문화시설 부지 넓음. 이동경로 폭 넓음", .described),
        ]
        for (text, state) in cases {
            #expect(KoreanAccessText.state(of: text, for: .entrance) == state, "\(text)")
        }
        // An "other" note is a remark, never an answer.
        #expect(KoreanAccessText.state(of: "점자블록 있음", for: .otherVision) == .described)
    }

    @Test func aPlaceWithoutARecord_isEmpty_andEveryNeedIsUnknownNotUnmet() {
        for need in TravelNeed.allCases {
            let verdict = need.verdict(AccessRecord.nothingRecorded)
            #expect(verdict.isUnknown, "\(need)")
            #expect(Localization.with(.english) { need.verdict(nil).reason?.hasSuffix("not recorded") } == true)
        }
        #expect(AccessRecord.nothingRecorded.isEmpty && AccessRecord.nothingRecorded.wheelchair == .unknown)
    }

    @Test func needs_sayWhyNot_inWords() {
        let record = AccessRecord(
            facts: [
                AccessFact(.entrance, .limited, text: "one step", source: .osm),
                AccessFact(.toilet, .no, source: .korwith),
            ], sources: [.osm, .korwith])
        Localization.with(.english) {
            #expect(TravelNeed.stepFree.verdict(record) == .notMet("step-free entrance limited: one step"))
            #expect(TravelNeed.toilet.verdict(record) == .notMet("accessible toilet no"))
            #expect(TravelNeed.elevator.verdict(record) == .unknown("elevator not recorded"))
        }
        #expect(!TravelNeed.undecided([.toilet, .elevator], record))  // a source said no: not "unknown"
        #expect(TravelNeed.undecided([.elevator], record))
        #expect(TravelNeed.parse("wheel, toilet, fly").needs == [.wheelchair, .toilet])
        #expect(TravelNeed.parse("wheel, toilet, fly").unknown == ["fly"])
    }

    @Test func twoSourcesThatDisagree_sayTheCarefulOne_andKeepBoth() {
        let record = AccessRecord(
            facts: [AccessFact(.toilet, .yes, source: .korwith), AccessFact(.toilet, .no, source: .osm)],
            sources: [.korwith, .osm])
        #expect(record.state(of: .toilet) == .limited)
        #expect(record.facts(for: .toilet).count == 2)
        // Merging what is already there changes nothing (a list's facts merged into a record that holds them).
        #expect(record.merged(with: record) == record)
        #expect(record.merged(with: AccessRecord(facts: [record.facts[1]], sources: [.osm])) == record)
    }

    @Test func aTourismRecordAndAnOSMPlaceNearbyWithAlikeNames_areOneSpot() {
        var tour = Spot(
            id: "126508", category: .attraction, title: "경복궁", address: "서울", latitude: 37.5796, longitude: 126.9770)
        tour.distance = 100
        var twin = Spot(
            id: "osm:way/1", category: .attraction, title: "Gyeongbokgung", address: "", latitude: 37.5798,
            longitude: 126.9771)
        twin.osmID = "osm:way/1"
        twin.otherNames = ["경복궁", "Gyeongbokgung"]
        twin.access = AccessRecord(facts: [AccessFact(.wheelchair, .limited, source: .osm)], sources: [.osm])
        var far = twin
        far.id = "osm:node/2"; far.osmID = far.id; far.latitude = 37.59
        var other = twin
        other.id = "osm:node/3"; other.osmID = other.id; other.title = "국립고궁박물관"; other.otherNames = ["국립고궁박물관"]
        let merged = MergedTravelService.merge(tour: [tour], osm: [twin, far, other])
        #expect(merged.map(\.id) == ["126508", "osm:node/2", "osm:node/3"])
        #expect(merged[0].osmID == "osm:way/1" && merged[0].sources == [.korwith, .osm])
        #expect(merged[0].access?.state(of: .wheelchair) == .limited)
        #expect(NameMatch.alike("서울역사박물관", ["서울 역사 박물관"]))
        #expect(!NameMatch.alike("경복궁", ["창덕궁"]))
    }

    @Test func theQueries_askForPlacesAndToiletsAroundThePoint_boundedInTimeAndSize() {
        let here = Coordinate(latitude: 35.1587, longitude: 129.1604)
        let places = OverpassAPI.travelPlaces(center: here, radius: 5000, keyword: nil).query
        #expect(places.contains("[timeout:25][maxsize:16777216]") && places.contains("out center tags;"))
        #expect(places.contains("nwr[\"historic\"][\"name\"](around:5000,35.158700,129.160400);"))
        let keyword = OverpassAPI.travelPlaces(center: here, radius: 20000, keyword: "해운대 (\"a\")").query
        #expect(keyword.contains("[\"name\"~\"해운대 \\\\(\\\"a\\\"\\\\)\",i]"))
        let toilets = OverpassAPI.toilets(center: here, radius: 1000).query
        #expect(toilets.contains("nwr[\"amenity\"=\"toilets\"](around:1000,") && toilets.contains("toilets:wheelchair"))
    }
}
