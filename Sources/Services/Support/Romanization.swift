import Foundation

/// Korean written in Latin letters by the Revised Romanization of Korean (국어의 로마자 표기법, 2000), as place
/// names are: 경복궁 → Gyeongbokgung, 종로 → Jongno, 신라 → Silla, 독립문 → Dongnimmun. Rules, not a table of names:
/// the letters of each syllable, and the sound changes at syllable joins that the system writes (a final consonant
/// carried over to a following vowel, nasal assimilation, ㄹ after ㄴ/ㅁ/ㅇ and ㄱ/ㅂ, ㄴ+ㄹ and ㄹ+ㄴ as ll, aspiration
/// with ㅎ). What the system leaves to the writer (word breaks, hyphens, tense consonants of compounds) is not guessed.
/// Used to find Korean titles from Latin letters typed by someone who does not type Hangul.
public enum Romanization {
    private static let initials = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k",
        "t", "p", "h",
    ]
    private static let vowels = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo",
        "we", "wi", "yu", "eu", "ui", "i",
    ]

    /// A final consonant as it sounds before a pause or a consonant (the seven: k n t l m p ng), by final index.
    private enum Coda: Equatable { case none, k, n, t, l, m, p, ng, h }
    private static let codas: [Coda] = [
        .none, .k, .k, .k, .n, .n, .n, .t, .l, .k, .m, .l, .l, .l, .p, .l, .m, .p, .p, .t, .t, .ng, .t, .t, .k, .t,
        .p, .h,
    ]
    /// The consonant a final carries over to a following vowel (ㄱ → g, ㄷ → d, ㄹ → r …), and what stays behind in
    /// a double final (ㄺ + vowel → l + g).
    private static let carried: [(stays: Coda, moves: String)] = [
        (.none, ""), (.none, "g"), (.none, "kk"), (.k, "s"), (.none, "n"), (.n, "j"), (.n, ""), (.none, "d"),
        (.none, "r"), (.l, "g"), (.l, "m"), (.l, "b"), (.l, "s"), (.l, "t"), (.l, "p"), (.l, ""), (.none, "m"),
        (.none, "b"), (.p, "s"), (.none, "s"), (.none, "ss"), (.ng, ""), (.none, "j"), (.none, "ch"), (.none, "k"),
        (.none, "t"), (.none, "p"), (.none, ""),
    ]

    private struct Syllable {
        var initial: Int, vowel: Int, final: Int
    }

    private static func syllable(_ scalar: Unicode.Scalar) -> Syllable? {
        guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        let index = Int(scalar.value - 0xAC00)
        return Syllable(initial: index / (21 * 28), vowel: (index % (21 * 28)) / 28, final: index % 28)
    }

    private static func text(_ coda: Coda) -> String {
        switch coda {
        case .none, .h: return ""
        case .k: return "k"
        case .n: return "n"
        case .t: return "t"
        case .l: return "l"
        case .m: return "m"
        case .p: return "p"
        case .ng: return "ng"
        }
    }

    /// `text` with every run of Hangul syllables romanized, anything else kept; lower case.
    public static func romanize(_ text: String) -> String {
        var out = ""
        var run: [Syllable] = []
        func flush() {
            out += word(run)
            run = []
        }
        for scalar in text.unicodeScalars {
            if let s = syllable(scalar) {
                run.append(s)
            } else {
                flush()
                out.unicodeScalars.append(scalar)
            }
        }
        flush()
        return out.lowercased()
    }

    /// One run of syllables, with the sound changes at each join.
    private static func word(_ syllables: [Syllable]) -> String {
        var out = ""
        // The initial each syllable is read with (a join may change it: ㄹ → n, a carried final).
        var heads = syllables.map { Self.initials[$0.initial] }
        for (i, s) in syllables.enumerated() {
            var head = heads[i]
            if i == 0 && s.initial == 5 { head = "r" }  // word-initial ㄹ (loans: 라면 ramyeon)
            out += head + Self.vowels[s.vowel]
            guard s.final != 0 else { continue }
            guard i + 1 < syllables.count else {
                out += text(codas[s.final])
                break
            }
            let next = syllables[i + 1]
            var coda = codas[s.final]
            switch next.initial {
            case 11:  // ㅇ: the final is carried over to the vowel
                let (stays, moves) = carried[s.final]
                if s.final == 21 {  // ㅇ stays ng
                    out += "ng"
                } else {
                    out += text(stays)
                    heads[i + 1] = moves
                }
                continue
            case 2, 6:  // ㄴ, ㅁ: nasal assimilation (국물 gungmul, 입니다 imnida, 꽃말 kkonmal)
                switch coda {
                case .k: coda = .ng
                case .t, .h: coda = .n
                case .p: coda = .m
                case .l where next.initial == 2: heads[i + 1] = "l"  // 설날 seollal
                default: break
                }
            case 5:  // ㄹ
                switch coda {
                case .n: coda = .l; heads[i + 1] = "l"  // 신라 silla
                case .l: heads[i + 1] = "l"  // 별례 byeollye
                case .m, .ng: heads[i + 1] = "n"  // 종로 jongno, 삼랑 samnang
                case .k: coda = .ng; heads[i + 1] = "n"  // 백리 baengni
                case .p: coda = .m; heads[i + 1] = "n"  // 협력 hyeomnyeok
                case .t: coda = .n; heads[i + 1] = "n"
                case .none, .h: heads[i + 1] = "r"
                }
            case 18:  // ㅎ after ㄱ/ㄷ/ㅂ: aspirated, written k/t/p + h (묵호 mukho); ㅎ after ㅎ is silent
                if coda == .h { coda = .none }
            case 0, 3, 12:  // ㄱ ㄷ ㅈ after ㅎ: aspirated (좋고 joko, 놓다 nota, 좋지 jochi)
                if coda == .h {
                    coda = .none
                    heads[i + 1] = [0: "k", 3: "t", 12: "ch"][next.initial]!
                }
            default: break
            }
            out += text(coda)
        }
        return out
    }

    /// Whether `query` has Latin letters and no Hangul: a search to match against romanized titles.
    public static func isLatinQuery(_ query: String) -> Bool {
        query.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
            && !query.unicodeScalars.contains {
                (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value)
            }
    }

    /// A title or query folded for matching: romanized, lower case, letters and digits only ("Gyeongbok-gung" and
    /// "경복궁" both give "gyeongbokgung").
    public static func searchKey(_ text: String) -> String {
        String(romanize(text).unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
