extension Korean: ShellStrings {
    public var shellQuit: String { "끝내기" }
    public var shellQuitHint: String { "끝내기" }
    public func shellCannotWaitForEvents(_ reason: String) -> String { "키와 이벤트를 기다릴 수 없어요: \(reason)" }
    public var shellAllKeys: String { "모든 키" }
    public var shellKeysHint: String { "도움말" }
    public var shellSwitchTab: String { "탭 바꾸기" }
    public var shellNextTab: String { "다음 탭" }
    public var shellPreviousTab: String { "이전 탭" }
    public var shellRepaint: String { "화면 다시 그리기" }
    public var shellEverywhere: String { "모든 화면" }
    public var shellStarting: String { "시작하는 중…" }
    public func shellTooSmall(width: Int, height: Int) -> String { "터미널이 너무 작아요 (\(width)×\(height) 필요)" }
    public func shellWhere(view: String, tab: Int, of count: Int) -> String { "\(view) · 탭 \(count)개 중 \(tab)번째" }
    public func shellWhereHelp(tab: String) -> String { "\(tab) — 키" }
    public func shellWhereAlert(title: String) -> String { "알림: \(title)" }
    public func shellPromptTitle(_ title: String) -> String { title + " (Enter/Esc)" }
    public var helpTitle: String { "키 — Esc나 ?로 닫기" }
    public var alertOK: String { "[ 확인 ] Enter/Esc" }
    public func cannotDriveTerminal(term: String) -> String {
        "이 터미널은 지원하지 않아요 (TERM=\(term)). TERM=xterm-256color로 해 보세요"
    }

    public var serviceWeather: String { "날씨" }
    public func statusLive(_ names: String) -> String { "실시간: " + names }
    public func statusKeptCopy(_ names: String) -> String { "저장해 둔 응답: " + names }
    public func statusNotAskedYet(_ names: String) -> String { "아직 묻지 않음: " + names }
    public func statusBundled(_ names: String) -> String { "내장된 실제 데이터: " + names }
    public func statusSample(_ names: String) -> String { "샘플 데이터: " + names }
    public func statusAt(place: String, origin: String) -> String { "위치 " + place + origin }
    public var helpStatusBarNote: String {
        "상태 표시줄: ● 실시간(응답을 받음), ◌ 실시간이지만 아직 묻지 않음, ◐ 저장해 둔 실시간 응답, ◆ 앱에 내장된 실제 데이터, "
            + "○ 지어낸 샘플 데이터."
    }
    public var keySetLocation: String { "위치 정하기 (장소 또는 위도,경도)" }
    public var hintLocation: String { "위치" }
    public var promptLocation: String { "위치" }
    public func locationChanged(_ name: String) -> String { "위치: \(name)" }
    public func actionOpenDatabase(path: String) -> String { "데이터베이스 열기 (\(path))" }
    public var nothingWillBeKept: String { " — 아무것도 저장되지 않아요" }
    public var networkLocationOffline: String {
        "--location network는 네트워크가 필요해요. --offline과 함께 쓸 수 없어요"
    }
    public func networkLocationNoAnswer(host: String) -> String {
        "네트워크 위치 서비스(\(host))에서 답이 없어요. --location으로 장소를 정하세요"
    }
    public func databaseUnavailable(log: String) -> String { "데이터베이스를 사용할 수 없어요 (로그: \(log))" }

    public var keyMoveSelection: String { "선택 옮기기" }
    public var keyPageUpDown: String { "한 페이지 위 / 아래" }
    public var keyFirstLast: String { "첫 줄 / 마지막 줄" }
    public var keyOpenClose: String { "그룹 열기 / 닫기" }
    public var keyNextPreviousSection: String { "다음 / 이전 그룹" }
    public func sectionInWords(title: String, known: Int, of count: Int, open: Bool) -> String {
        "\(count)개 중 \(known)개 정보 있음, \(open ? "열림" : "닫힘"): \(title)"
    }

    public var hintDetails: String { "상세" }
    public var hintSearch: String { "검색" }
    public var hintClose: String { "닫기" }
    public var hintCancel: String { "취소" }
    public var hintChoose: String { "선택" }
    public var hintFavourites: String { "즐겨찾기" }
    public var escCloses: String { "Esc로 닫기" }
    public var loadingMore: String { "더 불러오는 중…" }
}
