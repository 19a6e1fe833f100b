#!/usr/bin/env python3
"""Builds Tests/ServicesTests/Fixtures/opening_hours/values.tsv: real `opening_hours` values, one a line, each with
where it came from (value<TAB>source). Run once; the file is committed. Sources:

- recorded: every `opening_hours` tag in the recorded Overpass answers under Tests/Fixtures/recorded/;
- osm-sample: the values of opening-hours-rs's src/tests/data/sample.txt (commit 7b5ff27), real OSM values of
  restaurants, and the examples of the opening_hours evaluation tool (opening_hours.js) it lists at its end;
- osm-planet: the most frequent values, as mappers write them, of westnordost/osm-opening-hours's
  src/jvmTest/resources/invalid_but_unambiguous_opening_hours.tsv (commit ae7e468), counted over the whole OSM
  planet: the lenient spellings (`8:00`, `mo-fr`, `09:00 - 18:00`) that the specification does not allow;
- wiki: examples of the OSM wiki's Key:opening_hours and Key:opening_hours/specification pages.

    python3 tools/collect_opening_hours_values.py SAMPLE_TXT PLANET_TSV > Tests/ServicesTests/Fixtures/opening_hours/values.tsv
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLANET_TOP = 130

WIKI = [
    "Mo-Sa 08:00-18:00",
    "Mo-Fr 08:30-20:00",
    "Mo-Fr 08:30-12:30,15:30-20:00",
    "Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00",
    "Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00; PH off",
    "Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00; PH 09:00-12:00",
    "Mo-Sa 10:00-20:00; Tu off",
    "Mo-Sa 10:00-20:00; Tu 10:00-14:00",
    "Mo-Sa 10:00-20:00; Tu 10:00-14:00; PH off",
    "Mo-Fr 09:00-17:00; Sa 10:00-13:00; PH off",
    "Mo-Fr 10:00-20:00; PH off",
    "Mo,Tu,Th,Fr 12:00-18:00; Sa,PH 12:00-17:00; Th[3],Th[-1] off",
    "Mo-Fr 08:00-18:00; Sa 10:00-14:00; Su,PH off",
    "sunrise-sunset",
    "Su 10:00+",
    "Fr-Sa 22:00+",
    "week 01-53/2 Fr 09:00-12:00; week 02-52/2 We 09:00-12:00",
    "Mo-Su 08:00-18:00; Apr 10-15 off; Jun 08:00-14:00; Aug off; Dec 25 off",
    "Mo 10:00-12:00,12:30-15:00; Tu-Fr 08:00-12:00,12:30-15:00; Sa 08:00-12:00",
    "24/7 closed \"always closed\"",
    "Mo-Fr 08:00-18:00 \"appointments recommended\"",
    "\"by appointment\"",
    "Mo-Fr 09:00-18:00 || \"by appointment\"",
    "Mo-Fr 08:00-11:00 || Tu-Th,PH open \"Emergency only\"",
    "Mo-Su 09:00-18:00; Dec 25 off",
    "Nov-Mar Mo-Fr 10:00-16:00; Apr-Oct Mo-Fr 08:00-18:00",
    "Jan-Mar 08:00-17:00; Apr-Oct 07:00-19:00; Nov-Dec 08:00-17:00",
    "Mo-Fr 09:00-17:00; Mo-Fr 12:00-13:00 off",
    "Mo-Sa 09:00-21:00; Su 10:00-18:00; PH off",
    "Mo-Fr 07:00-24:00; Sa,Su 08:00-24:00",
    "Mo-Th 10:00-24:00; Fr,Sa 10:00-02:00; Su 12:00-24:00",
    "Mo-Su 17:00-03:00",
    "Mo-Su 10:00-26:00",
    "Tu-Su 18:00-02:00",
    "Mo-Fr 08:00-16:00; PH off; Dec 24 08:00-12:00",
    "Apr-Sep Mo-Su 09:00-19:00; Oct-Mar Mo-Su 09:00-17:00",
    "Mo-Fr 09:00-12:00; We 14:00-18:00",
    "Mo-Fr 06:00-22:00; Sa 07:00-22:00; Su 08:00-22:00",
    "Mo-Fr 10:00-18:00; Sa 10:00-14:00; Su off; PH off",
    "Mo-Su 06:00-sunset",
    "sunrise-(sunset+01:00)",
    "(sunrise-00:30)-(sunset+00:30)",
    "dawn-dusk",
    "Mo-Fr 08:00-17:00; SH off",
    "Sa[1] 10:00-14:00",
    "Su[-1] 10:00-16:00",
    "2026 Mo-Fr 09:00-17:00",
    "Dec 24-Jan 06 off; Mo-Fr 08:00-18:00",
    "Mo-Fr 10:00-20:00; Sa 10:00-18:00; Dec 24,31 10:00-14:00; PH off",
    "unknown",
    "off",
    "24/7; PH off",
]


def recorded():
    found = {}
    base = ROOT / "Tests/Fixtures/recorded"
    for path in sorted(base.rglob("*.json")):
        def walk(o):
            if isinstance(o, dict):
                for k, v in o.items():
                    if k == "opening_hours" and isinstance(v, str):
                        found.setdefault(v, "recorded:" + str(path.relative_to(base)))
                    walk(v)
            elif isinstance(o, list):
                for x in o:
                    walk(x)
        try:
            walk(json.loads(path.read_text(encoding="utf-8")))
        except (ValueError, UnicodeDecodeError):
            pass
    return found.items()


def main(sample_txt, planet_tsv):
    rows = {}
    def add(value, source):
        value = value.strip()
        if value and "\t" not in value and value not in rows:
            rows[value] = source
    for value, source in recorded():
        add(value, source)
    tool = False
    for line in pathlib.Path(sample_txt).read_text(encoding="utf-8").splitlines():
        if line.startswith("# Examples from"):
            tool = True
        if not line.strip() or line.startswith("#"):
            continue
        add(line, "evaluation-tool-example" if tool else "osm-sample")
    n = 0
    for line in pathlib.Path(planet_tsv).read_text(encoding="utf-8").splitlines():
        count, _, value = line.partition("\t")
        if n >= PLANET_TOP:
            break
        if value.strip() and value.strip() not in rows:
            add(value, f"osm-planet:{count}")
            n += 1
    for value in WIKI:
        add(value, "wiki-examples")
    print("# value\tsource (see tools/collect_opening_hours_values.py)")
    for value, source in rows.items():
        print(f"{value}\t{source}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
