#!/usr/bin/env python3
"""Builds Resources/offline.sqlite, the read-only dataset the offline simulators answer from.

Sources (see ../shared/data/SOURCES.md for their licences and the credit each asks):
- marvel_character: ../shared/data/marvel-wikia-data.csv (FiveThirtyEight, CC BY 4.0; from the Marvel Fandom
  wiki, 2014). Every field as the file has it; nothing invented. Empty cells stay NULL.

Reproducible row for row: rows are inserted in a fixed order, the file is VACUUMed, and no timestamp is stored.
Run from the repository root:  python3 tools/make_offline_db.py [path/to/shared/data]
"""
import csv, os, sqlite3, sys

DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.join("..", "shared", "data")
OUT = os.path.join("Resources", "offline.sqlite")

# "Secret Identity" -> "secret identity": the category words, without the file's repeated suffixes.
def category(value, suffix):
    value = (value or "").strip()
    if not value:
        return None
    if suffix and value.endswith(suffix):
        value = value[: -len(suffix)].strip()
    return value

MONTHS = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}

def first_appearance(text, year):
    """'Aug-62' with Year 1962 -> ('1962-08', 1962); the two-digit year is never used for the century."""
    text = (text or "").strip()
    year = int(year) if (year or "").strip() else None
    month = None
    if text and "-" in text:
        name = text.split("-")[0][:3]
        month = MONTHS.get(name)
    return month, year

def build_marvel(db):
    db.execute("""CREATE TABLE marvel_character (
        id INTEGER PRIMARY KEY,          -- the wiki's page_id
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,          -- lower-cased name: prefix search by range on its index
        urlslug TEXT NOT NULL,           -- path on marvel.fandom.com/wiki (the file's \\/ unescaped)
        identity TEXT, alignment TEXT, eyes TEXT, hair TEXT, sex TEXT, gsm TEXT, status TEXT,
        appearances INTEGER,             -- issues as of 2014-09-02; NULL where the wiki had none
        first_month INTEGER, first_year INTEGER)""")
    rows = []
    with open(os.path.join(DATA, "marvel-wikia-data.csv"), newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            month, year = first_appearance(r["FIRST APPEARANCE"], r["Year"])
            rows.append((
                int(r["page_id"]), r["name"], r["name"].lower(), r["urlslug"].replace("\\/", "/").lstrip("/"),
                category(r["ID"], ""), category(r["ALIGN"], " Characters"), category(r["EYE"], ""),
                category(r["HAIR"], ""), category(r["SEX"], " Characters"), category(r["GSM"], ""),
                category(r["ALIVE"], " Characters"),
                int(float(r["APPEARANCES"])) if r["APPEARANCES"].strip() else None, month, year))
    rows.sort(key=lambda row: row[0])
    db.executemany("INSERT INTO marvel_character VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
    # The search: name prefix, sorted by name, ties by appearances (most first).
    db.execute("CREATE INDEX marvel_character_by_name ON marvel_character(name_key, appearances DESC)")
    return len(rows)

def main():
    if os.path.exists(OUT):
        os.remove(OUT)
    db = sqlite3.connect(OUT)
    db.execute("PRAGMA page_size = 4096")
    counts = {"marvel_character": build_marvel(db)}
    db.execute("CREATE TABLE dataset_source (name TEXT PRIMARY KEY, source TEXT NOT NULL, licence TEXT NOT NULL)")
    db.executemany("INSERT INTO dataset_source VALUES (?,?,?)", [
        ("marvel_character", "FiveThirtyEight comic-characters (marvel-wikia-data.csv), from the Marvel Fandom wiki, 2014",
         "CC BY 4.0"),
    ])
    db.commit()
    db.execute("VACUUM")
    db.close()
    for table, n in counts.items():
        print(f"{table}: {n} rows")
    print(f"wrote {OUT} ({os.path.getsize(OUT)} bytes)")

if __name__ == "__main__":
    main()
