import Foundation
import Localization
import Observables
import Services
import TUI
import TestSupport
import Testing

@testable import Stores

/// The Stores tab in Korean: each view at 100×30 and 80×24 (goldens named `…-ko`), and its sentences exactly
/// where they are crisp. Each test makes its shell inside `Localization.with(.korean)`, as the app makes its tabs
/// after choosing the language.
@MainActor
struct StoresKoreanFrameTests {
    static let threeStores = kakaoPage([
        ("1", 37.3950, 127.1110, 90), ("2", 37.3960, 127.1120, 1200), ("3", 37.3925, 127.1090, 310),
    ])

    func makeShell(_ transport: Transport) -> (Shell, StoresView, StoresViewModel) {
        let location = Observable(
            ResolvedLocation(name: "판교", coordinate: Coordinate(latitude: 37.394225, longitude: 127.110341)))
        let client = KakaoLocalClient(
            transport: transport, baseURL: URL(string: "https://dapi.kakao.com")!, apiKey: nil)
        let model = StoresViewModel(client: client, location: location, radius: 1000)
        let view = StoresView(model: model)
        return (Shell(tabs: [view]), view, model)
    }

    func makeShell(_ body: String) -> (Shell, StoresView, StoresViewModel) {
        makeShell(StubTransport(body: body))
    }

    /// The frame at both sizes against `NAME-100x30-ko` and `NAME-80x24-ko`.
    func expectGoldens(_ shell: Shell, _ name: String) {
        for (w, h) in [(100, 30), (80, 24)] {
            let diff = Golden.compare(frame(of: shell, w, h), named: "\(name)-\(w)x\(h)-ko")
            #expect(diff.isEmpty, "\(diff.joined(separator: "\n"))")
        }
    }

    func text(_ shell: Shell, _ w: Int = 100, _ h: Int = 30) -> String {
        frame(of: shell, w, h).joined(separator: "\n")
    }

    @Test func theList_inKorean() async {
        await Localization.with(.korean) {
            let (shell, view, model) = makeShell(Self.threeStores)
            shell.start()
            await model.settle()
            expectGoldens(shell, "stores")
            let screen = text(shell)
            #expect(screen.contains("샘플 데이터 — 실제 매장이 아니에요 · 판교 근처 편의점 · 반경 1 km"))
            #expect(view.statusText == "반경 1 km 안에 편의점 3곳 · 편의점: 샘플 ○")
            #expect(view.title == "편의점")
            #expect(view.viewDescription == "편의점 — 목록, 3곳 중 1번째 선택됨")
            #expect(!screen.contains("stores") && !screen.contains("radius") && !screen.contains("near"))
        }
    }

    @Test func theMapInWords_inKorean() async {
        await Localization.with(.korean) {
            let (shell, view, model) = makeShell(Self.threeStores)
            shell.start()
            await model.settle()
            shell.handle(.char("m"))
            expectGoldens(shell, "stores-words")
            #expect(
                view.summary == "판교 반경 1 km 안에 편의점 3곳. 가장 가까운 곳: CU 1호점, 90 m 북동쪽 ↗")
            let screen = text(shell, 120, 30)
            #expect(screen.contains("글로 보는 지도 (m: 지도로 돌아가기)"))
            #expect(screen.contains("◉ 내 위치: 판교"))
            #expect(screen.contains("▶ 1 CU 1호점 — 90 m 북동쪽 ↗"))
        }
    }

    @Test func theDetails_inKorean() async {
        await Localization.with(.korean) {
            let (shell, view, model) = makeShell(Self.threeStores)
            shell.start()
            await model.settle()
            shell.handle(.enter)
            expectGoldens(shell, "stores-detail")
            let screen = text(shell)
            #expect(screen.contains("도로명 주소") && screen.contains("영업시간") && screen.contains("Esc로 닫기"))
            #expect(screen.contains("— (출처에 정보 없음)"))
            #expect(view.viewDescription == "편의점 — CU 1호점 상세 정보")
        }
    }

    @Test func noStores_inKorean() async {
        await Localization.with(.korean) {
            let (shell, view, model) = makeShell(kakaoPage([]))
            shell.start()
            await model.settle()
            expectGoldens(shell, "stores-empty")
            #expect(model.alert.value == nil)
            #expect(text(shell).contains("반경 1 km 안에 편의점이 없어요 — 넓히려면 +를 누르세요"))
            #expect(view.statusText == "판교 반경 1 km 안에 편의점이 없어요 — +로 넓히기 · 편의점: 샘플 ○")
            #expect(view.viewDescription == "편의점 — 목록, 편의점 없음")
        }
    }

    @Test func anError_inKorean() async {
        await Localization.with(.korean) {
            let (shell, _, model) = makeShell(StubTransport(status: 503, body: "<html>down</html>"))
            shell.start()
            await model.settle()
            expectGoldens(shell, "stores-error")
            #expect(model.alert.value?.title == "편의점을 불러오지 못했어요")
            #expect(model.alert.value?.message.hasSuffix(" — 다시 시도하려면 r을 누르세요") == true)
            shell.handle(.enter)  // the alert closes; the list says the error in place
            expectGoldens(shell, "stores-error-list")
            #expect(text(shell).contains("다시 시도하려면 r을 누르세요"))
        }
    }

    @Test func theHelp_inKorean() async {
        await Localization.with(.korean) {
            let (shell, _, model) = makeShell(Self.threeStores)
            shell.start()
            await model.settle()
            shell.handle(.char("?"))
            expectGoldens(shell, "stores-help")
            let screen = text(shell)
            #expect(screen.contains("선택한 편의점의 상세 정보"))
            #expect(screen.contains("반경 넓히기 / 좁히기"))
        }
    }

    @Test func theAccessibleMode_inKorean() async {
        await Localization.with(.korean) {
            let (shell, _, model) = makeShell(Self.threeStores)
            shell.accessible = true
            shell.start()
            await model.settle()
            expectGoldens(shell, "stores-accessible")
            let lines = frame(of: shell, 100, 30)
            #expect(lines[0].hasPrefix("편의점 — 목록, 3곳 중 1번째 선택됨"))
            #expect(lines.joined(separator: "\n").contains("판교 반경 1 km 안에 편의점 3곳. 가장 가까운 곳: CU 1호점"))
            // 40 braille cells: the focused row starts at its first column with the name, then the distance.
            var buffer = frameBuffer(of: shell, 80, 24)
            let row = buffer.trimmedLines()[buffer.cursor!.y]
            #expect(buffer.cursor!.x == 0 && row.hasPrefix("1: 90 m 북동쪽 ↗, CU 1호점"))
            // The details without a border: the name on the cursor's cell 0, each line "label: value".
            shell.handle(.enter)
            buffer = frameBuffer(of: shell, 80, 24)
            let details = buffer.trimmedLines()
            #expect(buffer.cursor == Point(x: 0, y: 1), "\(String(describing: buffer.cursor)) \(details)")
            #expect(details[1] == "CU 1호점")
            #expect(details[2] == "샘플 — 실제 매장이 아니에요 (전화번호, 링크 없음)" && details.contains("전화: —"))
            #expect(!details.joined().contains("│"))
            // The help: the first line names it; its lines read "key: what it does" from the first column.
            shell.handle(.escape)
            shell.handle(.char("?"))
            buffer = frameBuffer(of: shell, 80, 24)
            let help = buffer.trimmedLines()
            #expect(help[0].hasPrefix("편의점 — 키 · "), "\(help[0])")
            // The help's title is a line the focus rests on first (a braille display reads it).
            #expect(help[1].hasPrefix(L.helpTitle), "\(help)")
            #expect(help[2].hasPrefix("편의점") && help[3].hasPrefix("j/k ↑↓: "), "\(help)")
            #expect(buffer.cursor == Point(x: 0, y: 1))
        }
    }

    /// OpenStreetMap stores with hours (`OpenNowTests.Hours`, Wednesday 12:00 in Korea): the hours column, the
    /// `o` filter's status, and a filter that leaves none.
    @Test func openingHours_andTheOpenNowFilter_inKorean() async {
        await Localization.with(.korean) {
            let model = StoresViewModel(
                client: OpenNowTests.Hours(), location: Observable(ResolvedLocation.pangyo), radius: 1000)
            model.now = { Date(timeIntervalSince1970: 1_795_000_000 - 11 * 3600 - 400 + 3 * 3600) }
            let view = StoresView(model: model)
            let shell = Shell(tabs: [view])
            shell.start()
            await model.settle()
            let now = model.now()
            #expect(
                model.stores.map { $0.hoursText(at: now, offset: 32_400) }
                    == ["영업 중 · 23:00 마감", "24시간 영업", "영업 종료 · 22:00 시작", "", ""])
            expectGoldens(shell, "stores-hours")
            #expect(text(shell).contains("© OpenStreetMap 기여자 (ODbL)"))
            model.send(.toggleOpenOnly)
            #expect(view.statusText.hasPrefix("지금 영업 중: 5곳 중 2곳 · 영업시간 모르는 2곳 제외 — o: 전체 보기"))
            expectGoldens(shell, "stores-open-now")
            shell.handle(.enter)
            #expect(text(shell).contains("Mo-Su 07:00-23:00 — 영업 중 · 23:00 마감"))
            #expect(text(shell).contains("앞으로 7일:"))
            #expect(text(shell).contains("11월 18일 (수): 07:00–23:00"))
        }
    }

    /// A store closed until a later day names the day in Korean; hours it cannot read are said to be as written.
    @Test func hoursOnALaterDay_andUnreadHours_inKorean() {
        func store(_ hours: String) -> ConvenienceStore {
            ConvenienceStore(
                place: StorePlace(
                    id: "x", name: "x", category: "", phone: "", address: "", roadAddress: "",
                    coordinate: Coordinate(latitude: 37.3950, longitude: 127.1110), distance: 10, url: "",
                    openingHours: hours))
        }
        let wednesdayNoon = Date(timeIntervalSince1970: 1_795_000_000 - 11 * 3600 - 400 + 3 * 3600)
        Localization.with(.korean) {
            #expect(store("Mo 07:00-23:00").hoursText(at: wednesdayNoon, offset: 32_400) == "영업 종료 · 월요일 07:00 시작")
            #expect(L.hoursNotUnderstood("Mo-Fr 9시-18시").hasPrefix("Mo-Fr 9시-18시 (적힌 그대로예요."))
        }
        Localization.with(.english) {
            #expect(
                store("Mo 07:00-23:00").hoursText(at: wednesdayNoon, offset: 32_400) == "closed · opens Mon 07:00")
        }
    }

    /// Counts: English says one store and two stores; Korean counts 곳 with no plural.
    @Test func counts_inBothLanguages() {
        Localization.with(.english) {
            #expect(L.storesStatusCount(1, radius: "1 km") == "1 store within 1 km")
            #expect(L.storesStatusCount(2, radius: "1 km") == "2 stores within 1 km")
            #expect(L.storesWhereList(count: 1, selected: 1) == "Stores — list, 1 store, 1 of 1 selected")
        }
        Localization.with(.korean) {
            #expect(L.storesStatusCount(1, radius: "1 km") == "반경 1 km 안에 편의점 1곳")
            #expect(L.storesStatusCount(2, radius: "500 m") == "반경 500 m 안에 편의점 2곳")
            #expect(
                L.storesListNoneOpen(total: 5, unknown: 0) == "5곳 중 지금 영업 중으로 확인된 곳이 없어요 — 전체를 보려면 o를 누르세요")
        }
    }
}
