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

    /// A sequence of none of our keys is dropped whole: its `[` is never "previous tab", its digits never a tab, its
    /// letter never a command — private markers, colons and intermediate bytes included (ECMA-48's grammar).
    @Test func anUnknownCompleteSequence_isDroppedWhole() {
        #expect(EscapeSequences.fold(keys("\u{1B}[2~")) == [])
        #expect(EscapeSequences.fold(keys("\u{1B}[200~x")) == [.char("x")])
        #expect(EscapeSequences.fold(keys("\u{1B}[?1;2c")) == [])  // a terminal's report
        #expect(EscapeSequences.fold(keys("\u{1B}[<0;10;5M")) == [])  // a mouse report ncurses did not read
        #expect(EscapeSequences.fold(keys("\u{1B}[1;5:1A")) == [])  // kitty's form with an event type
        #expect(EscapeSequences.fold(keys("\u{1B}[2 q")) == [])  // an intermediate byte
    }

    /// A read that ends inside a sequence says so (the backend then waits briefly for the rest), and what it holds
    /// is never folded into a key on its own.
    @Test func aSequenceCutBetweenReads_isSeenAsUnfinished() {
        #expect(EscapeSequences.endsUnfinished(keys("\u{1B}[")))
        #expect(EscapeSequences.endsUnfinished(keys("j\u{1B}[1;5")))
        #expect(!EscapeSequences.endsUnfinished(keys("\u{1B}[1;5C")))
        #expect(!EscapeSequences.endsUnfinished([.escape]))  // Esc alone is Esc
        #expect(!EscapeSequences.endsUnfinished([.escape, .char("q")]))
        #expect(EscapeSequences.fold(keys("\u{1B}[1;5") + keys("C")) == [.right])  // the two reads joined
    }

    @Test func escAlone_orFollowedByOtherKeys_staysEsc() {
        #expect(EscapeSequences.fold([.escape]) == [.escape])
        #expect(EscapeSequences.fold([.escape, .char("[")]) == [.escape, .char("[")])  // nothing after: not a sequence
        #expect(EscapeSequences.fold([.escape, .char("q")]) == [.escape, .char("q")])
        #expect(EscapeSequences.fold([.escape, .escape]) == [.escape, .escape])
    }
}
