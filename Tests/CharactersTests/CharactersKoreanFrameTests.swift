import Foundation
import Localization
import Observables
import TUI
import TestSupport
import Testing

@testable import Characters
@testable import Services

/// The Characters tab in Korean, on the offline catalogue the app runs on without keys: the results, the details,
/// the favourites, the empty favourites, help and an error, at 100×30 and 80×24. Marvel names and the wiki's values
/// ("Good", "Secret Identity") stay as the wiki wrote them; every word the app writes is Korean.
@MainActor
struct CharactersKoreanFrameTests {
    func resources() -> ResourceLocator {
        ResourceLocator(
            directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Resources").standardizedFileURL)
    }

    /// The wiki catalogue through the Marvel contract (as `onestep` runs without keys), or `transport`.
    func wikiClient(_ transport: (any Transport)? = nil) throws -> MarvelClient {
        let simulator = try MarvelSimulator.load(from: resources())
        let transport: any Transport = transport ?? OfflineTransport(responders: [simulator.responder])
        return MarvelClient(transport: transport, baseURL: URL(string: "https://gateway.marvel.com")!, credentials: nil)
    }

    func setup(_ transport: (any Transport)? = nil) throws -> (Shell, CharactersView, CharactersViewModel, VirtualClock)
    {
        let clock = VirtualClock()
        let model = CharactersViewModel(
            client: try wikiClient(transport), store: FavoriteCharactersStore(database: try TemporaryDatabase.open()),
            clock: clock, attribution: MarvelSimulator.attribution)
        let view = CharactersView(model: model)
        let shell = Shell(tabs: [view])
        shell.start()
        return (shell, view, model, clock)
    }

    /// `/`, the query typed, the debounce passed, the answer in.
    func search(_ text: String, _ shell: Shell, _ model: CharactersViewModel, _ clock: VirtualClock) async {
        shell.handle(.char("/"))
        for ch in text { shell.handle(.char(ch)) }
        clock.advance(by: .milliseconds(300))
        await model.settle()
    }

    func compare(_ shell: Shell, _ name: String, masking: String? = nil) {
        for (w, h) in [(100, 30), (80, 24)] {
            var lines = frame(of: shell, w, h)
            // A favourite's saved time is written in the machine's time zone: the same width, one fixed text.
            if let masking { lines = lines.map { $0.replacingOccurrences(of: masking, with: "YYYY-MM-DD hh:mm") } }
            let diff = Golden.compare(lines, named: "\(name)-\(w)x\(h)-ko")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    /// The accessible mode's rows: the name and its count where both fit a 40-cell braille display in Korean
    /// contracted braille, else the count first (checked with BRLTTY's translator by tools/braille_fact_check.py).
    @Test func accessibleResults_inKorean() async throws {
        try await Localization.with(.korean) {
            let (shell, _, model, clock) = try setup()
            shell.accessible = true
            await search("spi", shell, model, clock)
            shell.handle(.enter)  // to the list
            compare(shell, "characters-accessible")
        }
    }

    @Test func results_details_favourites_andHelp_inKorean() async throws {
        try await Localization.with(.korean) {
            let (shell, view, model, clock) = try setup()
            #expect(
                frame(of: shell, 100, 30).joined(separator: "\n")
                    .contains("/ 검색 · 캐릭터 이름을 2글자 이상 입력하세요 (예: spider)"))
            await search("spi", shell, model, clock)
            shell.handle(.enter)  // to the list
            shell.handle(.char("j"))
            shell.handle(.char("j"))
            shell.handle(.char("f"))
            #expect(model.state.message == "즐겨찾기에 저장했어요: Spider-Man (Peter Parker)")
            let lines = frame(of: shell, 100, 30)
            #expect(lines.contains("캐릭터 20명: “spi”(으)로 시작하는 이름 · 10명 표시"))
            #expect(lines.contains { $0.contains("Spider-Man (Peter Parker)") && $0.contains("등장 4043회") })
            #expect(lines.contains { $0.hasSuffix("선역 · 생존 · 첫 등장 1962년 8월") })
            #expect(view.viewDescription == "캐릭터 — 결과 “spi”, 20개 중 3번째 선택")
            compare(shell, "characters")

            shell.handle(.enter)
            await model.settle()
            let details = frame(of: shell, 100, 30).joined(separator: "\n")
            #expect(details.contains("첫 등장    1962년 8월"))  // labels padded to "등장 횟수", then two spaces
            #expect(details.contains("출처: Marvel Fandom 위키, FiveThirtyEight 제공 (CC BY 4.0), 2014년"))
            #expect(details.contains("Esc 닫기 · f ★"))
            #expect(view.viewDescription == "캐릭터 — Spider-Man (Peter Parker) 상세 정보")
            compare(shell, "characters-details")

            shell.handle(.escape)
            shell.handle(.char("v"))
            #expect(view.viewDescription == "캐릭터 — 즐겨찾기 1/5명, 1명 중 1번째 선택")
            let saved = CharactersView.savedFormatter.string(from: model.state.favoriteCharacters[0].savedAt)
            #expect(frame(of: shell, 100, 30).contains { $0.contains("\(saved) 저장") })
            compare(shell, "characters-favourites", masking: saved)

            shell.handle(.char("v"))
            shell.handle(.char("?"))
            compare(shell, "characters-help")
        }
    }

    @Test func theEmptyFavourites_sayHowToSaveOne() async throws {
        try await Localization.with(.korean) {
            let (shell, view, _, _) = try setup()
            shell.handle(.char("v"))
            #expect(
                frame(of: shell, 100, 30).contains {
                    $0.trimmingCharacters(in: .whitespaces) == "아직 즐겨찾기가 없어요 — 검색 결과에서 f를 눌러 저장하세요"
                })
            #expect(view.statusText == "즐겨찾기 ★ 0/5")
            #expect(view.viewDescription == "캐릭터 — 즐겨찾기 0/5명")
            compare(shell, "characters-empty")
        }
    }

    @Test func aFailedSearch_isAnAlertAndAnInfoRow_inKorean() async throws {
        let stub = StubTransport(
            status: 401,
            body: #"{"code":"InvalidCredentials","message":"That hash, timestamp and key combination is invalid."}"#)
        try await Localization.with(.korean) {
            let (shell, _, model, clock) = try setup(stub)
            await search("ma", shell, model, clock)
            #expect(model.alert.value?.title == "검색 실패")
            guard case .failed(let message) = model.state.phase else { Issue.record("expected a failure"); return }
            #expect(message.contains("API 키를 거부했어요"))
            compare(shell, "characters-error")
        }
    }

    @Test func aSixthFavourite_removesTheOldest_andSaysSo() async throws {
        try await Localization.with(.korean) {
            let (_, view, model, _) = try setup()
            for id in 1...6 {
                model.toggle(
                    FavoriteCharacter(
                        id: id, name: "Hero \(id)", description: "", thumbnailURL: "",
                        savedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(id))))
            }
            #expect(model.state.message == "즐겨찾기는 5명까지라 가장 오래된 캐릭터가 빠졌어요: Hero 1")
            model.toggle(model.state.favoriteCharacters[0])
            #expect(model.state.message == "즐겨찾기에서 삭제했어요: Hero 2")
            // Without a sentence of news, the count of favourites.
            #expect(
                L.charactersStatusFavourites(
                    count: model.state.favoriteCharacters.count, capacity: FavoriteCharactersStore.capacity)
                    == "즐겨찾기 ★ 4/5")
        }
    }

    /// A character's words are built from its numbers and keys in the language in use: in English as the rows
    /// always said them, in Korean in Korean.
    @Test func aCharactersWords_areTheCataloguesInEnglish_andKoreanInKorean() async throws {
        let page = try await wikiClient().search(prefix: "spi", offset: 0)
        #expect(page.characters.count == 10)
        let peter = try #require(page.characters.first(where: { $0.id == 1678 }))
        await Localization.with(.english) {
            #expect(peter.countsWords == "4043 issues")
            #expect(peter.summaryWords == "good · living · first Aug 1962")
            #expect(page.characters.contains { $0.comics == 1 && $0.countsWords == "1 issue" })
            for c in page.characters {
                // As the catalogue has them, but a count of appearances says its noun (a bare 2017 reads as a year).
                let expected = c.labelledFacts.map { label, value in
                    label == "Appearances"
                        ? "\(label)=\(L.charactersAppearancesCount(Int(value)!))" : "\(label)=\(value)"
                }
                #expect(c.labelledFactWords.map { "\($0.0)=\($0.1)" } == expected)
                #expect(c.creditWords == c.credit)
            }
            #expect(attributionWords(page.attribution) == page.attribution)
            #expect(L.charactersIssues(1) == "1 issue" && L.charactersIssues(nil) == "issues unknown")
        }
        await Localization.with(.korean) {
            #expect(peter.countsWords == "등장 4043회")
            #expect(peter.summaryWords == "선역 · 생존 · 첫 등장 1962년 8월")
            #expect(
                peter.labelledFactWords.map { $0.0 } == ["신원", "성향", "생사", "성별", "눈", "머리", "등장 횟수", "첫 등장"])
            #expect(Array(peter.labelledFactWords.map { $0.1 }.prefix(2)) == ["비밀 신원", "선역"])
            #expect(L.charactersWikiValue("A newer value", inRow: false) == "A newer value")
            #expect(peter.creditWords == "출처: Marvel Fandom 위키, FiveThirtyEight 제공 (CC BY 4.0), 2014년")
            #expect(
                attributionWords(page.attribution) == "Marvel Fandom 위키, FiveThirtyEight 제공 (CC BY 4.0), 2014년 수집")
            #expect(L.charactersIssues(nil) == "등장 횟수 모름")
            #expect(ComicCharacter.monthYearWords("1962") == "1962년")
        }
    }
}
