import Testing

@testable import Services

/// The Revised Romanization of Korean by its rules, against the romanizations of place names the system's own
/// examples and road signs give (assimilation included), and the Latin search it makes possible.
struct RomanizationTests {
    @Test func placeNames_asTheSystemWritesThem() {
        let pairs = [
            ("경복궁", "gyeongbokgung"), ("해운대", "haeundae"), ("광화문", "gwanghwamun"), ("종로", "jongno"),
            ("신라", "silla"), ("독립문", "dongnimmun"), ("부산", "busan"), ("제주", "jeju"), ("한라산", "hallasan"),
            ("설악산", "seoraksan"), ("왕십리", "wangsimni"), ("백마", "baengma"), ("신라면", "sillamyeon"),
            ("별내", "byeollae"), ("울릉", "ulleung"), ("대관령", "daegwallyeong"), ("묵호", "mukho"),
            ("인왕리", "inwangni"), ("청량리", "cheongnyangni"), ("압구정", "apgujeong"), ("낙동강", "nakdonggang"),
            ("속리산", "songnisan"), ("경포대", "gyeongpodae"), ("국립현대미술관", "gungnibhyeondaemisulgwan"),
        ]
        for (hangul, latin) in pairs where hangul != "국립현대미술관" {
            #expect(Romanization.romanize(hangul) == latin, "\(hangul)")
        }
        // ㅂ before ㅎ stays p + h: 국립현대 is gungnip-hyeondae.
        #expect(Romanization.romanize("국립현대미술관") == "gungniphyeondaemisulgwan")
    }

    @Test func otherTextIsKept_andKeysFoldSpacesAndHyphens() {
        #expect(Romanization.romanize("N서울타워") == "nseoultawo")
        #expect(Romanization.searchKey("Gyeongbok-gung Palace") == "gyeongbokgungpalace")
        #expect(Romanization.searchKey("경복궁") == "gyeongbokgung")
        #expect(Romanization.isLatinQuery("Gyeongbokgung") && !Romanization.isLatinQuery("경복궁"))
        #expect(!Romanization.isLatinQuery("경복 gung") && !Romanization.isLatinQuery("2024"))
    }

    @Test func aLatinKeyword_findsTheKoreanTitle() throws {
        let simulator = try TourSimulator.load(from: Fixture.resources)
        #expect(try simulator.spots(matching: "Gyeongbokgung").contains { $0.title == "경복궁" })
        #expect(try simulator.spots(matching: "haeundae").contains { $0.title.hasPrefix("해운대") })
        #expect(try simulator.spots(matching: "xqzv").isEmpty)
    }

    /// A Latin keyword that finds nothing offers the closest title by its romanization, the same one each run;
    /// nothing near, nothing offered.
    @Test func aMisspelledLatinKeyword_offersTheClosestTitle() throws {
        let simulator = try TourSimulator.load(from: Fixture.resources)
        #expect(simulator.closestTitle(toLatin: "Gyeongbokgoong") == "경복궁")
        #expect(simulator.closestTitle(toLatin: "gwanghwamoon") == "광화문")
        #expect(simulator.closestTitle(toLatin: "xqzvwk") == nil)
        #expect(simulator.closestTitle(toLatin: "경복궁") == nil)
        #expect(TourSimulator.editDistance(Array("kitten"), Array("sitting"), withinLonger: false) == 3)
        #expect(TourSimulator.editDistance(Array("gung"), Array("gyeongbokgung"), withinLonger: true) == 0)
    }
}
