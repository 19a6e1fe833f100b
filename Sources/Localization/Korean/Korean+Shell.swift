extension Korean: ShellStrings {
    public var shellQuit: String { "끝내기" }
    public var shellQuitHint: String { "끝내기" }
    public var shellAllKeys: String { "모든 키" }
    public var shellKeysHint: String { "키" }
    public var shellSwitchTab: String { "탭 바꾸기" }
    public var shellNextTab: String { "다음 탭" }
    public var shellPreviousTab: String { "이전 탭" }
    public var shellRepaint: String { "화면 다시 그리기" }
    public var shellEverywhere: String { "어디서나" }
    public func shellTooSmall(width: Int, height: Int) -> String { "터미널이 너무 작아요 (\(width)×\(height) 필요)" }
    public func shellWhere(view: String, tab: Int, of count: Int) -> String { "\(view) · 탭 \(count)개 중 \(tab)번째" }
    public func shellPromptTitle(_ title: String) -> String { title + " (Enter/Esc)" }
    public var helpTitle: String { "키 — Esc나 ?로 닫기" }
    public var alertOK: String { "[ 확인 ] Enter/Esc" }
    public var cannotDriveTerminalHint: String { "TERM=xterm-256color로 해 보세요" }
    public func cannotDriveTerminal(term: String) -> String {
        "이 터미널을 다룰 수 없어요 (TERM=\(term)). " + cannotDriveTerminalHint
    }

    public var keyMoveSelection: String { "선택 옮기기" }
    public var keyPageUpDown: String { "한 쪽 위 / 아래" }
    public var keyFirstLast: String { "첫 줄 / 마지막 줄" }
    public var keyOpenClose: String { "항목 열기 / 닫기" }
    public var keyNextPreviousSection: String { "다음 / 이전 항목" }
    public func sectionInWords(title: String, known: Int, of count: Int, open: Bool) -> String {
        "\(title), \(count)개 중 \(known)개 정보 있음, \(open ? "열림" : "닫힘")"
    }
}
