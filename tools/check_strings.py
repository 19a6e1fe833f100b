#!/usr/bin/env python3
"""make lint: no sentence a person reads is written outside the catalogues (Sources/Localization).

Flags a string literal in the user-facing code that holds two or more English words (or one word followed by
punctuation a sentence ends with), and any literal holding a letter outside ASCII (Hangul above all: a Korean
word outside the catalogues shows in English mode too) but for the data tables listed in NON_ASCII_DATA.
Allowed without a mark: comments, log lines, preconditions, JSON/SQL/URLs,
and literals on a line that ends with `// not UI: <why>` (data, brand and source names, units, key names,
identifiers, text that only reaches the log)."""
import re
import sys
import unicodedata
from pathlib import Path

# Every module folder under Sources is checked, found anew each run (a fifth tab is checked without editing this
# file), but for the catalogues themselves and the C targets; in Services, the parts that never reach a person
# (text cleaning, time arithmetic, the log) are left out by name below.
NOT_CHECKED = {"Localization", "CNcurses", "CTerminalOutput"}
SERVICES_NOT_CHECKED = {"Transport"}
SUPPORT_CHECKED = {"ResourceLocator.swift"}


def roots(base):
    sources = Path(base) / "Sources"
    for folder in sorted(p for p in sources.iterdir() if p.is_dir() and p.name not in NOT_CHECKED):
        if folder.name != "Services":
            yield folder
            continue
        for part in sorted(folder.iterdir()):
            if part.name in SERVICES_NOT_CHECKED:
                continue
            if part.name == "Support":
                yield from (part / name for name in sorted(SUPPORT_CHECKED))
            else:
                yield part


# Files whose literals are data or another library's words, by design.
SKIP_FILE = {"Sources/Services/Location/TimeZoneGuess.swift",  # city names: keys into the gazetteer
             "Sources/onestep/LanguageSetting.swift",  # argument-parser's English, matched to be replaced
             "Sources/onestep/BenchCommand.swift",
             # Korea's public holidays' names in both languages: a data table, said through L.holidayName
             "Sources/OpeningHours/KoreanHolidays.swift",
             # the services' own descriptions kept in the data for JSON; the screen says the class (WeatherCondition.words)
             "Sources/Services/Providers/OpenMeteo/WMOWeatherCode.swift",
             "Sources/Services/Providers/OpenWeather/SampleWeatherModel.swift",
             # a character's facts' English labels for JSON; the tab says them by key (CharacterWords)
             "Sources/Services/Providers/ComicVine/ComicVineMapping.swift",
             "Sources/Services/Providers/Marvel/MarvelMapping.swift",
             "Sources/Services/Providers/Marvel/MarvelFandomWire.swift"}
# Files whose non-ASCII letters are data the app reads, never words it says (checked for English prose still).
NON_ASCII_DATA = {
    # the Korean phrases of the tourism records' free text that a fact is read from (yes / limited / no)
    "Sources/Services/Providers/KorWith/KorWithAccess.swift",
    # Korean weekday names as they appear in opening_hours values people write ("월-금 09:00-18:00")
    "Sources/OpeningHours/OpeningHoursParser.swift",
}
NON_ASCII_LETTER = re.compile(r"[^\x00-\x7F]")
# Offline stand-ins answer in each service's own wire format and words (its error messages are the service's).
SKIP_SUFFIX = ("Simulator.swift",)  # make bench's measurements, for developers (its --help is translated)
# Lines that never reach a person's screen.
SKIP_LINE = re.compile(r'^\s*(//|///|\*)|\blog\??\(|\blog\.write\(|\blogger\b|precondition|fatalError|assert|\.log\(|'
                       r'// not UI|debugDescription|SELECT |INSERT |CREATE |UPDATE |DELETE |sql: |execute\(')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
WORDS = re.compile(r"[A-Za-z][a-z]+(?: [A-Za-z][a-z']*)+")
SENTENCE_END = re.compile(r"^[A-Za-z][a-z]{2,}[.:!?…]$")


def without_interpolations(text):
    out, depth, i = [], 0, 0
    while i < len(text):
        if text.startswith("\\(", i):
            depth += 1; i += 2; out.append(" "); continue
        if depth and text[i] == "(":
            depth += 1
        elif depth and text[i] == ")":
            depth -= 1; i += 1; continue
        if not depth:
            out.append(text[i])
        i += 1
    return "".join(out)


def problems(base="."):
    for path in roots(base):
        files = [path] if path.is_file() else sorted(path.rglob("*.swift"))
        for file in files:
            name = str(file.relative_to(base)) if base != "." else str(file)
            if name in SKIP_FILE or name.endswith(SKIP_SUFFIX):
                continue
            in_block = False
            for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                if '"""' in line:  # a multi-line literal is prose unless its opening line says otherwise
                    opening = not in_block
                    in_block = not in_block if line.count('"""') == 1 else in_block
                    if opening and not SKIP_LINE.search(line):
                        yield f"{file}:{number}: a multi-line literal (put it in the catalogue)"
                    continue
                if in_block or SKIP_LINE.search(line):
                    continue
                for match in LITERAL.finditer(line):
                    text = without_interpolations(match.group(1))
                    if "://" in text or text.startswith("{") or text.startswith("%"):
                        continue
                    if WORDS.search(text) or SENTENCE_END.match(text.strip()):
                        yield f"{file}:{number}: \"{match.group(1)}\""
                    elif name not in NON_ASCII_DATA and any(
                            unicodedata.category(ch).startswith("L") for ch in NON_ASCII_LETTER.findall(text)):
                        yield f"{file}:{number}: \"{match.group(1)}\" (a non-ASCII word)"


found = list(problems(sys.argv[1] if len(sys.argv) > 1 else "."))
for problem in found:
    print(problem)
if found:
    print(f"{len(found)} string(s) a person reads are outside Sources/Localization "
          "(add them to the catalogues, or end the line with `// not UI: why`)", file=sys.stderr)
sys.exit(1 if found else 0)
