import Localization
import Testing

/// The line commands' words: English exactly as the commands printed them before the catalogue (scripts and the
/// e2e suite read them), Korean as a Korean reader expects (counters, no plurals, 해요체 sentences).
@Suite struct CommandStringsTests {
    let english = English()
    let korean = Korean()

    @Test func theStoresHeadingInBothLanguages() {
        #expect(
            english.cmdStoresHeading(radius: "1 km", place: "판교", count: 12)
                == "convenience stores within 1 km of 판교: 12")
        #expect(korean.cmdStoresHeading(radius: "1 km", place: "판교", count: 12) == "판교 반경 1 km 안의 편의점: 12곳")
        #expect(english.cmdStoresSampleSuffix == " — SAMPLE DATA (made-up stores)")
        #expect(korean.cmdStoresSampleSuffix == " — 샘플 데이터 (실제 매장이 아니에요)")
    }

    @Test func englishCountsArePluralKoreanCountsAreNot() {
        #expect(english.cmdCacheCleared(count: 1, directory: "/c") == "removed 1 kept answer from /c")
        #expect(english.cmdCacheCleared(count: 0, directory: "/c") == "removed 0 kept answers from /c")
        #expect(english.cmdCacheCleared(count: 3, directory: "/c") == "removed 3 kept answers from /c")
        #expect(korean.cmdCacheCleared(count: 1, directory: "/c") == "보관한 응답 1개를 삭제했어요 (/c)")
        #expect(korean.cmdCacheCleared(count: 3, directory: "/c") == "보관한 응답 3개를 삭제했어요 (/c)")
    }

    @Test func theOfflineCopyNote() {
        #expect(
            english.cmdOfflineCopy(what: english.cmdWhatStores, age: "2 h ago", stale: false)
                == "no network — the stores fetched 2 h ago")
        #expect(
            english.cmdOfflineCopy(what: english.cmdWhatAirQuality, age: "5 h ago", stale: true)
                == "no network — the air quality fetched 5 h ago, too old to be current")
        #expect(
            korean.cmdOfflineCopy(what: korean.cmdWhatStores, age: korean.ago(minutes: 120), stale: false)
                == "네트워크 없음 — 2시간 전 받은 편의점 목록")
        #expect(
            korean.cmdOfflineCopy(what: korean.cmdWhatForecast, age: korean.ago(minutes: 0), stale: true)
                == "네트워크 없음 — 방금 받은 예보, 너무 오래되어 지금 정보가 아니에요")
    }

    @Test func theCharactersHeading() {
        #expect(
            english.cmdCharactersHeading(total: 12, matchesAnywhere: false, query: "spi", first: 1, last: 10)
                == "12 characters start with “spi”; 1–10:")
        #expect(
            english.cmdCharactersHeading(total: 3, matchesAnywhere: true, query: "man", first: 1, last: 3)
                == "3 characters match “man”; 1–3:")
        #expect(
            korean.cmdCharactersHeading(total: 12, matchesAnywhere: false, query: "spi", first: 1, last: 10)
                == "“spi”(으)로 시작하는 캐릭터 12명 중 1–10번:")
    }

    @Test func validationErrorsAndEmptyStates() {
        #expect(english.cmdStoresRadiusRange == "--radius must be between 500 and 20000 metres")
        #expect(korean.cmdStoresRadiusRange == "--radius는 500에서 20000미터 사이여야 해요")
        #expect(english.cmdTravelSortNeedsLocation == "--sort distance needs a location: use travel nearby")
        #expect(korean.cmdTravelSortNeedsLocation == "--sort distance에는 위치가 필요해요. travel nearby를 쓰세요")
        #expect(english.cmdCharactersNoFavorites == "no favourites yet")
        #expect(korean.cmdCharactersNoFavorites == "아직 즐겨찾기가 없어요")
        #expect(english.cmdNotFavorite("Busan, KR") == "Busan, KR is not a favourite")
        #expect(korean.cmdNotFavorite("Busan, KR") == "즐겨찾기에 없어요: Busan, KR")
    }

    /// Unknown is never "none": a missing phone or access fact reads "not given" / "not recorded".
    @Test func theTravelDetailNeverSaysNoneForWhatIsNotKnown() {
        #expect(english.travelNotGiven == "not given" && korean.travelNotGiven == "미제공")
        #expect(english.accessNotRecorded == "not recorded" && korean.accessNotRecorded == "기록 없음")
    }

    /// A spot's distance in its details: the arrow last, as in the rows ("285 m east → away" read oddly).
    @Test func aDistanceFromYou_keepsItsArrowLast() {
        #expect(english.travelAway("285 m east →") == "285 m east of you →")
        #expect(english.travelAway("1.2 km north-west ↖") == "1.2 km north-west of you ↖")
        #expect(english.travelAway("0 m") == "0 m from you")
        #expect(korean.travelAway("285 m 동쪽 →") == "여기서 285 m 동쪽 →")
    }

    @Test func aStoresCategory_isWords_inEitherLanguage() {
        #expect(english.storesCategoryConvenience(brand: "GS25") == "convenience store (GS25)")
        #expect(korean.storesCategoryConvenience(brand: nil) == "편의점")
    }

    @Test func helpTextsFollowTheLanguageInUse() {
        #expect(Localization.with(.korean) { L.cmdStoresAbstract } == "주변 편의점 목록")
        #expect(Localization.with(.english) { L.cmdStoresAbstract } == "List convenience stores near a place.")
        #expect(
            Localization.with(.korean) { L.cmdWeatherUnitsInvalid } == "--units는 metric 또는 imperial이어야 해요")
        // The top-level help says which services are live without a key, in the language in use.
        #expect(Localization.with(.english) { L.cmdOnestepDiscussion }.contains("Live without any key: stores"))
        #expect(Localization.with(.korean) { L.cmdOnestepDiscussion }.contains("키 없이도 실시간"))
    }

    /// `printTable` takes as many column titles as each row has cells: both languages name the same columns.
    @Test func everyTableHasTheSameColumnsInBothLanguages() {
        let pairs: [([String], [String], Int)] = [
            (english.cmdStoresColumns, korean.cmdStoresColumns, 5),
            (english.cmdWeatherForecastColumns, korean.cmdWeatherForecastColumns, 6),
            (english.cmdWeatherFavoritesColumns, korean.cmdWeatherFavoritesColumns, 4),
            (english.cmdCharactersSearchColumns, korean.cmdCharactersSearchColumns, 4),
            (english.cmdCharactersFavoritesColumns, korean.cmdCharactersFavoritesColumns, 3),
            (english.cmdTravelColumns, korean.cmdTravelColumns, 7),
            (english.cmdTravelToiletColumns, korean.cmdTravelToiletColumns, 6),
            (english.cmdTravelBookmarksColumns, korean.cmdTravelBookmarksColumns, 3),
        ]
        for (inEnglish, inKorean, count) in pairs {
            #expect(inEnglish.count == count)
            #expect(inKorean.count == count)
        }
        #expect(korean.cmdStoresColumns == ["#", "이름", "거리", "주소", "전화"])
    }
}
