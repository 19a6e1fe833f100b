import Foundation
import GRDB
import Testing

@testable import Services

/// The bundled Korean accessibility files (data/korea-access, read by tools/korea_access.py) as the offline database
/// holds them: the rows per dataset against the files' own counts less what data/SOURCES.md says the build drops or
/// merges, the state rules, and sample rows read back against the source files.
struct KoreaAccessDataTests {
    let access = BundledKoreaAccess(dataset: try! OfflineDataset(resources: Fixture.resources))

    func count(_ sql: String) throws -> Int {
        try access.dataset.read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    @Test func rowsPerDataset_areTheFilesLessWhatTheBuildDropsOrMerges() throws {
        // seoul-public-toilets.csv: 4,415 rows, 2 placed in 대전 dropped, 11 repeats merged.
        #expect(try count("SELECT count(*) FROM toilet WHERE dataset = 'seoul_public_toilets'") == 4_415 - 2 - 11)
        // kr-public-toilets-2018.csv: 21,410 rows, 1,202 repeats (the 울진 file twice and rows within a file).
        #expect(try count("SELECT count(*) FROM toilet WHERE dataset = 'kr_public_toilets_2018'") == 20_208)
        #expect(try count("SELECT count(*) FROM toilet WHERE dataset = 'seoul_metro_toilets'") == 302)
        // Chargers: 4,191 rows; 119 repeat a charger already reported (same name, point and place in the building):
        // one row each, every report still counted, the newest's facts kept where they disagree (117 do).
        #expect(try access.chargerCount() == 4_191 - 119)
        #expect(try count("SELECT sum(reports) FROM charger") == 4_191)
        #expect(try count("SELECT count(*) FROM charger WHERE differs = 1") == 117)
        #expect(try count("SELECT count(*) FROM subway_station") == 276)
        #expect(try count("SELECT count(*) FROM subway_platform_gap") == 19_256)
        // Elevators and lifts of the status feed (EV 863 + WL 63), the lifts list (70), the toilets (302), the ramps
        // (506), the entrance lifts with a station (83 − the unnamed), the audio guides less 50 repeats.
        #expect(try count("SELECT count(*) FROM subway_facility WHERE kind = 'toilet'") == 302)
        #expect(try count("SELECT count(*) FROM subway_facility WHERE kind = 'ramp'") == 506)
        #expect(try count("SELECT count(*) FROM subway_facility WHERE kind = 'audio_guide'") == 5_551 - 50)
        #expect(try count("SELECT count(*) FROM subway_facility WHERE kind = 'elevator'") == 863)
        // Lifts come from the lifts' own list only (the status feed's WL rows would list each twice).
        #expect(try count("SELECT count(*) FROM subway_facility WHERE kind = 'wheelchair_lift'") == 70)
    }

    @Test func tourismRecordsBeyondSeoul_haveTheirFacts_andTheNationalListItsRealIds() throws {
        // 342 city records, one hand-written fallback dropped, 57 already among the Seoul records.
        #expect(
            try count("SELECT count(*) FROM tour_spot WHERE source LIKE 'korwith\\_%' ESCAPE '\\' AND has_record = 1")
                == 342 - 1 - 57)
        #expect(try count("SELECT count(*) FROM tour_spot WHERE contentid = 'restroom-jeonju-1'") == 0)
        // 경포호수광장 (강릉): its four texts, under the service's own field names.
        #expect(
            try count("SELECT count(*) FROM tour_barrier_free WHERE contentid = '3454461'") == 4)
        #expect(
            try access.dataset.read { db in
                try String.fetchOne(
                    db, sql: "SELECT text FROM tour_barrier_free WHERE contentid = '3454461' AND field = 'route'")
            } == "휠체어 접근 가능")
        // The national list: real ids, no facts, the two placeholder points outside Korea dropped.
        #expect(
            try count("SELECT count(*) FROM tour_spot WHERE source = 'korwith_national_list' AND has_record = 0")
                > 1_500)
        #expect(try count("SELECT count(*) FROM tour_spot WHERE lat < 33 OR lat > 39") == 0)
        // Four Seoul records carried the same placeholder point: dropped (data/SOURCES.md).
        #expect(try count("SELECT count(*) FROM tour_spot WHERE source = 'seoul_barrierfree'") == 481 - 4)
    }

    @Test func toiletStates_followTheRules_ofEachFile() throws {
        // Seoul: a listed stall → yes, a blank → not recorded (never no).
        #expect(
            try count("SELECT count(*) FROM toilet WHERE dataset = 'seoul_public_toilets' AND wheelchair = 'no'") == 0)
        #expect(
            try count(
                "SELECT count(*) FROM toilet WHERE dataset = 'seoul_public_toilets' AND wheelchair = 'yes' AND wheelchair_text = ''"
            ) == 0)
        // 2018: counts above 0 → yes, all 0 → no (the survey's), with the row's date.
        #expect(
            try count("SELECT count(*) FROM toilet WHERE dataset = 'kr_public_toilets_2018' AND data_date = ''") == 0)
        #expect(
            try count(
                "SELECT count(*) FROM toilet WHERE dataset = 'kr_public_toilets_2018' AND wheelchair = 'no' AND wheelchair_text != '장애인용 대변기 남 0 · 여 0, 소변기 0'"
            ) == 0)
        // The station toilets: all accessible, every one placed at its station (the file's points were off).
        #expect(
            try count("SELECT count(*) FROM toilet WHERE dataset = 'seoul_metro_toilets' AND (lat > 38 OR lat < 37)")
                == 0)
    }

    @Test func aBundledToilet_readsAsAFact_withItsSourceAndDate() throws {
        // 병풍사입구, 부산 북구 (2018 file): no accessible stall counted → no, as that survey found; 24시간.
        let none = try #require(
            try access.toilets(around: Coordinate(latitude: 35.221325, longitude: 129.048734), radius: 5).first)
        #expect(none.name == "병풍사입구" && none.wheelchairState == .no)
        #expect(none.wheelchair?.source == .publicData && none.wheelchair?.checked == "2018-08-28")
        #expect(none.sources == [.koreaPublicToilets2018] && none.dataDate == "2018-08-28")
        #expect(none.openingHours == "24/7" && none.writtenHours == nil)
        // 대천천입구 (the file's first row): no accessible pan, two accessible urinals → limited, the words say which.
        let urinals = try #require(
            try access.toilets(around: Coordinate(latitude: 35.243834, longitude: 129.027337), radius: 5).first)
        #expect(urinals.name == "대천천입구" && urinals.wheelchairState == .limited)
        #expect(urinals.wheelchair?.text == "장애인용 대변기 남 0 · 여 0, 소변기 2")
    }

    /// A name keeps none of the separators a file left at its end (Seoul's file writes "경복궁 주차장화징실(1층),").
    @Test func aToiletsName_endsWithoutTheFilesSeparators() throws {
        let near = try access.toilets(around: Coordinate(latitude: 37.5784, longitude: 126.9752), radius: 100)
        let names = near.compactMap(\.name)
        #expect(names.contains("경복궁 주차장화징실(1층)"), "\(names)")
        #expect(!names.contains { $0.hasSuffix(",") || $0.hasSuffix(" ") }, "\(names)")
    }

    @Test func theChargerAtChuncheonCityHall_isTheFilesRow() throws {
        let hall = Coordinate(latitude: 37.8813879, longitude: 127.7297733)
        let charger = try #require(try access.chargers(around: hall, radius: 50).first)
        #expect(charger.name == "춘천시청" && charger.place == "1층 민원담당관실 입구")
        #expect(charger.hours.weekday?.text == "09:00–18:00")
        #expect(charger.hours.saturday == nil && charger.hours.holiday == nil)  // 00:00–00:00: not recorded
        #expect(charger.atOnce == 2 && charger.airPump == .no && charger.phoneCharging == .yes)
        #expect(charger.officePhone == "033-250-3325" && charger.dataDate == "2026-05-20")
    }

    @Test func stationCards_againstTheSourceRows() throws {
        // 경복궁 (line 3): two elevators in the status feed, one accessible toilet inside the gates by exit 3, one
        // ramp at exit 4; 80 door positions, two directions.
        let gyeongbokgung = try #require(try access.station(named: "경복궁"))
        #expect(gyeongbokgung.lines == ["3"])
        #expect(gyeongbokgung.facilities(.elevator).count == 2)
        let toilet = try #require(gyeongbokgung.facilities(.toilet).first)
        #expect(toilet.exit == "3" && toilet.place == "내부")
        #expect(gyeongbokgung.facilities(.ramp).map(\.exit) == ["4"])
        #expect(gyeongbokgung.directions.map(\.toward) == ["대화 방면", "오금 방면"])
        #expect(gyeongbokgung.directions.map(\.doorCount) == [40, 40])
        // 서울역 by any of its spellings: lines 1 and 4, two toilets, two entrance lifts.
        let seoul = try #require(try access.station(named: "서울역 (1)"))
        #expect(seoul.lines == ["1", "4"])
        #expect(seoul.facilities(.toilet).count == 2 && seoul.facilities(.entranceLift).count == 2)
        #expect(try access.station(named: "서울")?.name == "서울")
        // 충무로 (lines 3 and 4): 160 door rows; toward 대화, 1 narrow and 25 wide of 40.
        let chungmuro = try #require(try access.station(named: "충무로"))
        #expect(chungmuro.lines == ["3", "4"])
        #expect(chungmuro.directions.reduce(0) { $0 + $1.doorCount } == 160)
        let daehwa = try #require(chungmuro.directions.first { $0.toward == "대화 방면" })
        #expect(daehwa.narrow.count == 1 && daehwa.wide.count == 25)
        #expect(daehwa.wide == daehwa.wide.sorted(by: BundledKoreaAccess.doorOrder))
        // 잠실새내's listed point lies 1.8 km from its own elevators: moved to them, and confirmed.
        let jamsilsaenae = try #require(try access.station(named: "잠실새내"))
        #expect(jamsilsaenae.pointConfirmed)
        #expect(
            try #require(jamsilsaenae.coordinate).distance(to: Coordinate(latitude: 37.5116, longitude: 127.0862)) < 100
        )
        #expect(try access.station(named: "용답")?.pointConfirmed == false)
        // 용답's listed point is 시청's: it is never offered as a station near 시청.
        let cityHall = Coordinate(latitude: 37.56359, longitude: 126.975407)
        #expect(try access.stations(around: cityHall, radius: 1500).allSatisfy { $0.name != "용답" })
        // Names the files write differently: 삼각지(전쟁기념관)(4) and 불암산 (was 당고개) find their elevators.
        #expect(try access.station(named: "삼각지")?.facilities(.elevator).isEmpty == false)
        #expect(try access.station(named: "불암산")?.facilities(.elevator).isEmpty == false)
        // A name no file knows.
        #expect(try access.station(named: "없는역") == nil)
    }

    @Test func stationsNearAPoint_oneRowPerStation_nearestFirst() throws {
        let chungmuro = Coordinate(latitude: 37.561243, longitude: 126.994042)
        let stations = try access.stations(around: chungmuro, radius: 600)
        #expect(stations.first?.name == "충무로" && stations.first?.lines == ["3", "4"])
        #expect(Set(stations.map(\.name)).count == stations.count)
    }
}

/// The needs said precisely: a need answered in words only is "described", counted apart from "not recorded".
struct NeedsCountTests {
    @Test func described_isApartFromNotRecorded_andNeverMet() {
        let words = AccessRecord(facts: [AccessFact(.stroller, .described, text: "유모차 대여", source: .korwith)])
        let silent = AccessRecord(facts: [AccessFact(.toilet, .yes, source: .korwith)])
        let refused = AccessRecord(facts: [AccessFact(.stroller, .no, source: .korwith)])
        #expect(TravelNeed.described([.stroller], words) && TravelNeed.undecided([.stroller], words))
        #expect(!TravelNeed.described([.stroller], silent) && TravelNeed.undecided([.stroller], silent))
        #expect(!TravelNeed.described([.stroller], refused) && !TravelNeed.undecided([.stroller], refused))
        #expect(!TravelNeed.allMet([.stroller], words))
    }
}
