import Testing

@testable import TUI

struct EscapeSequencesTests {
    func keys(_ text: String) -> [Key] {
        text.map { $0 == "\u{1B}" ? Key.escape : Key.char($0) }
    }

    @Test func sequencesTheKeyDatabaseDoesNotList_areOneKeyEach() {
        #expect(EscapeSequences.fold(keys("\u{1B}[B")) == [.down])
        #expect(EscapeSequences.fold(keys("\u{1B}OA")) == [.up])
        #expect(EscapeSequences.fold(keys("\u{1B}[H\u{1B}[4~")) == [.home, .end])
        #expect(EscapeSequences.fold(keys("\u{1B}[5~\u{1B}[6~")) == [.pageUp, .pageDown])
        #expect(EscapeSequences.fold(keys("\u{1B}[1;5C")) == [.right])  // with a modifier
        #expect(EscapeSequences.fold(keys("j\u{1B}[Bk")) == [.char("j"), .down, .char("k")])
    }

    /// A sequence of none of our keys is dropped whole: its `[` is never "previous tab", its letter never a command.
    @Test func anUnknownCompleteSequence_isDroppedWhole() {
        #expect(EscapeSequences.fold(keys("\u{1B}[2~")) == [])
        #expect(EscapeSequences.fold(keys("\u{1B}[200~x")) == [.char("x")])
        #expect(EscapeSequences.fold(keys("\u{1B}[?q")).isEmpty == false)  // not a CSI parameter: left as it came
    }

    @Test func escAlone_orFollowedByOtherKeys_staysEsc() {
        #expect(EscapeSequences.fold([.escape]) == [.escape])
        #expect(EscapeSequences.fold([.escape, .char("[")]) == [.escape, .char("[")])  // nothing after: not a sequence
        #expect(EscapeSequences.fold([.escape, .char("q")]) == [.escape, .char("q")])
        #expect(EscapeSequences.fold([.escape, .escape]) == [.escape, .escape])
    }
}
