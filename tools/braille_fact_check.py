#!/usr/bin/env python3
"""make braille-check: in the golden frames of both modes and both languages, every list row's key fact (a store's
distance, a character's count of appearances, a travel spot's access words — what each tab is read for, first in
every row), an access group header's count and state, the needs filter's first count and a weather line's first
value with its unit end within the first 40 cells of a braille display, as BRLTTY's own translator writes the
row in Korean contracted braille (brltty-ctb -c ko-g1). Skipped, saying so, where brltty-ctb is not installed
(`make braille-tools` takes it from Debian's brltty package into .build/brltty)."""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCAL = ROOT / ".build" / "brltty"
CELLS = 40
# Both modes, both languages: the accessible mode's sentences and the default mode's columns.
GOLDENS = ["StoresTests/Goldens/stores-accessible-{}-ko.txt", "TravelTests/Goldens/travel-nearby-accessible-{}-ko.txt",
           "CharactersTests/Goldens/characters-accessible-{}-ko.txt",
           "StoresTests/Goldens/stores-{}-ko.txt", "StoresTests/Goldens/stores-{}.txt",
           "TravelTests/Goldens/travel-nearby-{}-ko.txt", "TravelTests/Goldens/travel-{}.txt",
           "TravelTests/Goldens/travel-needs-applied-{}-ko.txt", "TravelTests/Goldens/travel-keyword-{}-ko.txt",
           "TravelTests/Goldens/travel-needs-applied-{}.txt", "CharactersTests/Goldens/characters-{}-ko.txt"]
# A list row starts with its number (after a favourite's star, and in the default mode a blank or two): "3 CU
# 1호점, 90 m …", "3: 229 m 남쪽 ↓, …", "  1 CU 삼평중앙점   125 m ↓".
STORE_ROW = re.compile(r"^ *(★ ?)?\d+:? ")
# The key fact: a distance with its direction in words, or a character's appearances.
DISTANCE = re.compile(r"\d[\d.,]* k?m [^,]*")
APPEARANCES = re.compile(r"등장 (\d[\d,]*회|횟수 모름)")
# A travel spot's first access words: its wheelchair state (the toilet's follows), your needs' verdict, or that
# they are coming.
ACCESS = re.compile(r"^ *(★ ?)?\d+:? [^,;]*")


def translator():
    """The brltty-ctb command and the ko-g1 table: installed, or the copy make braille-tools unpacked (its
    libraries under the machine's own multiarch folder, usr/lib/<arch>-linux-gnu)."""
    unpacked = ":".join(str(p) for p in sorted((LOCAL / "usr/lib").glob("*-linux-gnu")))
    for binary, table, libraries in [
        (shutil.which("brltty-ctb"), Path("/etc/brltty/Contraction/ko-g1.ctb"), None),
        (LOCAL / "usr/bin/brltty-ctb", LOCAL / "etc/brltty/Contraction/ko-g1.ctb", unpacked),
    ]:
        if binary and Path(binary).exists() and table.exists():
            env = dict(os.environ)
            if libraries:
                env["LD_LIBRARY_PATH"] = libraries
            if subprocess.run([str(binary), "--help"], capture_output=True, env=env).returncode != 0:
                continue  # it cannot start here (a library missing): skipped, as if absent
            return [str(binary), "-c", str(table)], env
    return None, None


# The lines that are not list rows, each with its key fact: an access group's header (its count and state before
# its name), the needs filter's line (its first count), a weather line (its first value with its unit).
GROUP_HEADER = re.compile(r"^[▸▾]? ?(\d+ of \d+ known, (open|closed)|\d+개 중 \d+개 정보 있음, (열림|닫힘))")
NEEDS_LINE = re.compile(r"^(\d+ meet your needs|필요 시설 충족 \d+곳)")
WEATHER_VALUE = re.compile(r"-?\d[\d.,]*\s?(°C|°F|%|hPa|km|m/s|mm)")
OTHER_LINES = {
    "TravelTests/Goldens/travel-detail-open-{}-ko.txt": GROUP_HEADER,
    "TravelTests/Goldens/travel-needs-applied-{}-ko.txt": NEEDS_LINE,
    "TravelTests/Goldens/travel-needs-applied-{}.txt": NEEDS_LINE,
    "WeatherTests/Goldens/weather-accessible-{}-ko.txt": WEATHER_VALUE,
    "WeatherTests/Goldens/weather-{}-ko.txt": WEATHER_VALUE,
    "WeatherTests/Goldens/weather-{}.txt": WEATHER_VALUE,
}


def other_prefixes(path, pattern):
    """A header, filter or weather line up to the end of its key fact (a box's border and margin left out)."""
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.strip().strip("│").strip()
        fact = pattern.search(text) if pattern is WEATHER_VALUE else pattern.match(text)
        if fact:
            yield text[:fact.end()].rstrip()


def fact_prefixes(path):
    """Each list row up to the end of its key fact."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if "characters" in path.name:
            fact = APPEARANCES.search(line)
        elif "travel" in path.name:
            fact = ACCESS.match(line)
        else:
            fact = DISTANCE.search(line) if STORE_ROW.match(line) else None
        if fact:
            yield line[:fact.end()].rstrip()


def main():
    command, env = translator()
    if not command:
        print("braille-check: skipped — brltty-ctb is not installed (make braille-tools fetches Debian's)")
        return 0
    readers = [(pattern, fact_prefixes) for pattern in GOLDENS]
    readers += [(pattern, lambda path, fact=fact: other_prefixes(path, fact)) for pattern, fact in OTHER_LINES.items()]
    rows = []
    for pattern, read in readers:
        paths = [ROOT / "Tests" / pattern.format(size) for size in ("120x40", "100x30", "80x24")]
        if not any(p.exists() for p in paths):
            print(f"braille-check: no golden frame for {pattern} (renamed?)")
            return 1
        rows += [row for path in paths if path.exists() for row in read(path)]
    if not rows:
        print("braille-check: no list rows found in the golden frames")
        return 1
    out = subprocess.run(command, input="\n".join(rows) + "\n", capture_output=True, text=True, env=env, check=True)
    translated = out.stdout.rstrip("\n").split("\n")
    late = [(len(b), row) for row, b in zip(rows, translated) if len(b) > CELLS]
    for cells, row in late:
        print(f"  {cells} cells to the end of the fact: {row}")
    widest = max(len(b) for b in translated)
    print(f"braille-check: {len(rows)} rows, the key fact ends by cell {widest} at most in ko-g1 "
          f"({len(late)} past {CELLS})")
    return 1 if late else 0


sys.exit(main())
