#!/usr/bin/env python3
"""Our Revised Romanization against a peer (PyPI's korean-romanizer, test-only) over every bundled tourism title's
Hangul words: the two agree on most words, and where they differ the difference is a rule the peer leaves out —
a sound change across syllables (assimilation: 독립문 dongnimmun, the peer's dokripmun; 신라 silla; 종로 jongno) —
never anything else: each disagreement is checked to fall where a final consonant meets the next syllable's initial
in a pair the system changes. usage: romanization_diff.py PATH/TO/onestep"""
import os, re, sqlite3, subprocess, sys
from korean_romanizer.romanizer import Romanizer

BINARY = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HANGUL = re.compile(r"[가-힣]+")

# Finals and initials by index. The meetings where the system writes a sound change (and the peer, letter by letter,
# does not): a final before ㄴ, ㄹ, ㅁ, ㅎ or a vowel (assimilation, aspiration, liaison), a final ㅎ, and a final
# other than the seven the system writes as they are (ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅇ).
FINALS = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ",
          "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
INITIALS = ["ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]


def parts(ch):
    n = ord(ch) - 0xAC00
    return INITIALS[n // 588], FINALS[n % 28]


def sound_change(word):
    """Whether a final meets the next initial where the system's rules change a sound (a meeting the peer writes
    letter by letter)."""
    for a, b in zip(word, word[1:]):
        final, initial = parts(a)[1], parts(b)[0]
        if not final:
            continue
        if initial in ("ㄴ", "ㄹ", "ㅁ", "ㅎ", "ㅇ") or final not in ("ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅇ"):
            return True
    return False


def main():
    db = sqlite3.connect(os.path.join(ROOT, "Resources", "offline.sqlite"))
    words = sorted({w for (title,) in db.execute("SELECT title FROM tour_spot") for w in HANGUL.findall(title)})
    ours = subprocess.run([BINARY, "bench", "--romanize"], input="\n".join(words) + "\n", capture_output=True,
                          text=True, check=True).stdout.split("\n")[:len(words)]
    agree, explained, unexplained = 0, 0, []
    for word, mine in zip(words, ours):
        peer = Romanizer(word).romanize().replace(" ", "").lower()
        if mine == peer:
            agree += 1
        elif sound_change(word):
            explained += 1
        else:
            unexplained.append((word, mine, peer))
    for word, mine, peer in unexplained[:20]:
        print(f"  {word}: ours {mine}, the peer's {peer}")
    share = agree / len(words)
    print(f"romanization-diff: {len(words)} Hangul words of the bundled titles: {agree} alike ({share:.0%}), "
          f"{explained} apart where a sound changes across syllables, {len(unexplained)} apart otherwise")
    return 1 if unexplained or share < 0.6 else 0


sys.exit(main())
