#!/usr/bin/env python3
"""Builds Resources/offline.sqlite, the read-only dataset the offline simulators answer from.

Sources (see data/SOURCES.md for their licences and the credit each asks):
- marvel_character: data/marvel-wikia-data.csv (FiveThirtyEight, CC BY 4.0; from the Marvel Fandom
  wiki, 2014). Every field as the file has it; nothing invented. Empty cells stay NULL.
- tour_spot, tour_barrier_free: data/seoul_barrierfree.json (481 places in Seoul collected from
  KorWithService2; public data of 한국관광공사, published without restriction): the service's content ids, titles,
  addresses, phones, coordinates, image URLs and barrier-free texts exactly as written (a "_" inside a text stays).
  Plus tools/data/travel_places_elsewhere.csv (ours): 122 real places outside Seoul with their names, addresses,
  coordinates and legal-dong codes only. Their real content ids are unknown, so they get ids the service cannot
  issue ("offline-001"…), and they have no barrier-free record (has_record = 0): nothing is written for them.
- kakao_store, kakao_store_area: tools/data/sample_stores.json (ours, made by tools/make_stores.py): SAMPLE
  convenience stores, labelled sample by the app; an R*Tree over their coordinates.
- tour_spot_area: an R*Tree over the spots' coordinates for distance queries.
- ground_line, ground_line_area: the shorelines (GSHHG level 1, and lakes' shores, level 2) and rivers (WDBII,
  all levels) of GSHHG 2.3.7 at full resolution, clipped to 124.5–131.0°E, 33.0–38.7°N (South Korea, its islands
  and the sea around them), dumped by GMT (`gmt coast -Df -W -M` and `-Ia -M`; Debian's `gmt` and
  `gmt-gshhg-full`), simplified (Douglas–Peucker, 8 m), points as little-endian int32 pairs of microdegrees;
  GSHHG is LGPL-3+ (© the GMT team, P. Wessel and W. H. F. Smith). An R*Tree over each line's box.

Reproducible row for row: rows are inserted in a fixed order, the file is VACUUMed, and no timestamp is stored.
Run from the repository root:  python3 tools/make_offline_db.py [DATA_FOLDER, default data/]
`--check` builds it afresh in a scratch folder and compares every table with Resources/offline.sqlite (make lint).
"""
import csv, json, math, os, shutil, sqlite3, struct, subprocess, sys

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
DATA = ARGS[0] if ARGS else "data"
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

# KorWithService2's content types, by the Korean name the collector stored.
CONTENT_TYPES = {"관광지": "12", "문화시설": "14", "축제공연행사": "15", "레포츠": "28", "숙박": "32", "쇼핑": "38", "음식점": "39"}

# detailWithTour2 field for each Korean label the collector used (SOURCES.md lists the same 28).
FACILITY_FIELDS = {
    "주차장": "parking", "접근경로": "route", "대중교통": "publictransport", "매표소": "ticketoffice", "홍보물": "promotion",
    "휠체어대여": "wheelchair", "주출입구": "exit", "엘리베이터": "elevator", "장애인화장실": "restroom", "관람석": "auditorium",
    "장애인객실": "room", "지체장애기타": "handicapetc", "점자블록": "braileblock", "보조견동반": "helpdog", "안내요원": "guidehuman",
    "음성안내": "audioguide", "큰활자안내": "bigprint", "점자홍보물": "brailepromotion", "안내시스템": "guidesystem",
    "시각장애기타": "blindhandicapetc", "수어안내": "signguide", "영상안내": "videoguide", "청각장애객실": "hearingroom",
    "청각장애기타": "hearinghandicapetc", "유모차대여": "stroller", "수유실": "lactationroom", "유아용보조의자": "babysparechair",
    "영유아가족기타": "infantsfamilyetc",
}

def seoul_district_codes():
    """종로구 -> 110, from the legal-dong list (Seoul's 25 active districts)."""
    codes = {}
    with open(os.path.join(DATA, "legal-dong-gu.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["active"] == "true" and row["code"].startswith("11"):
                codes[row["name"]] = row["code"][2:5]
    return codes

def build_travel(db):
    db.execute("""CREATE TABLE tour_spot (
        id INTEGER PRIMARY KEY,          -- row number, the R*Tree's key
        contentid TEXT NOT NULL UNIQUE,
        contenttypeid TEXT NOT NULL,
        title TEXT NOT NULL,
        addr1 TEXT NOT NULL,
        tel TEXT NOT NULL,
        lat REAL NOT NULL, lon REAL NOT NULL,
        firstimage TEXT NOT NULL, firstimage2 TEXT NOT NULL,
        regn_cd TEXT NOT NULL, signgu_cd TEXT NOT NULL,
        has_record INTEGER NOT NULL,     -- 1: the service's barrier-free answer is here; 0: none offline
        source TEXT NOT NULL)""")
    db.execute("CREATE TABLE tour_barrier_free (contentid TEXT NOT NULL, field TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (contentid, field))")
    db.execute("CREATE VIRTUAL TABLE tour_spot_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    districts = seoul_district_codes()
    spots, facilities = [], []
    with open(os.path.join(DATA, "seoul_barrierfree.json"), encoding="utf-8") as f:
        records = json.load(f)
    for r in sorted(records, key=lambda r: int(r["id"])):
        district = r["address"].split()[1]
        spots.append((r["id"], CONTENT_TYPES[r["category"]], r["title"], r["address"].strip(), r["tel"],
                      float(r["latitude"]), float(r["longitude"]), r["image_url"], r["thumbnail_url"],
                      "11", districts[district], 1, "seoul_barrierfree"))
        for label, text in sorted(r["accessibility"].items()):
            facilities.append((r["id"], FACILITY_FIELDS[label], text))
    with open(os.path.join("tools", "data", "travel_places_elsewhere.csv"), encoding="utf-8") as f:
        for n, r in enumerate(csv.DictReader(f), start=1):
            spots.append((f"offline-{n:03d}", r["contenttypeid"], r["title"], r["addr1"], "", float(r["lat"]), float(r["lon"]),
                          "", "", r["lDongRegnCd"], r["lDongSignguCd"], 0, "ours"))
    for i, s in enumerate(spots, start=1):
        db.execute("INSERT INTO tour_spot VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", (i,) + s)
        db.execute("INSERT INTO tour_spot_area VALUES (?,?,?,?,?)", (i, s[5], s[5], s[6], s[6]))
    db.executemany("INSERT INTO tour_barrier_free VALUES (?,?,?)", facilities)
    db.execute("CREATE INDEX tour_spot_by_region ON tour_spot(regn_cd, signgu_cd)")
    return len(spots)

def build_stores(db):
    db.execute("""CREATE TABLE kakao_store (
        id INTEGER PRIMARY KEY,          -- row number, the R*Tree's key
        place_id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, category_name TEXT NOT NULL, phone TEXT NOT NULL,
        address TEXT NOT NULL, road_address TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL)""")
    db.execute("CREATE VIRTUAL TABLE kakao_store_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    with open(os.path.join("tools", "data", "sample_stores.json"), encoding="utf-8") as f:
        stores = json.load(f)
    for i, s in enumerate(sorted(stores, key=lambda s: s["id"]), start=1):
        db.execute("INSERT INTO kakao_store VALUES (?,?,?,?,?,?,?,?,?)",
                   (i, s["id"], s["name"], s["category_name"], s["phone"], s["address"], s["road_address"], s["lat"], s["lon"]))
        db.execute("INSERT INTO kakao_store_area VALUES (?,?,?,?,?)", (i, s["lat"], s["lat"], s["lon"], s["lon"]))
    return len(stores)

GROUND_REGION = "124.5/131.0/33.0/38.7"

def gmt_segments(flags):
    """(header, [(lon, lat)]) for each segment GMT writes for `gmt coast -R… -Df <flags> -M`."""
    text = subprocess.run(["gmt", "coast", f"-R{GROUND_REGION}", "-Df", *flags, "-M"], check=True,
                          capture_output=True, text=True).stdout
    segments, header, points = [], None, []
    for line in text.splitlines():
        if line.startswith(">"):
            if header is not None and len(points) >= 2:
                segments.append((header, points))
            header, points = line, []
        elif line.strip():
            lon, lat = map(float, line.split()[:2])
            points.append((lon, lat))
    if header is not None and len(points) >= 2:
        segments.append((header, points))
    return segments

def simplify(points, tolerance_m=8.0):
    """Douglas–Peucker in metres (flat around the segment's first point: fine at these sizes)."""
    if len(points) < 3:
        return points
    lat0 = math.radians(points[0][1])
    xy = [(lon * 111320 * math.cos(lat0), lat * 110540) for lon, lat in points]
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        a, b = stack.pop()
        (ax, ay), (bx, by) = xy[a], xy[b]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        best, index = 0.0, None
        for i in range(a + 1, b):
            px, py = xy[i]
            d = abs(dy * (px - ax) - dx * (py - ay)) / length if length else math.hypot(px - ax, py - ay)
            if d > best:
                best, index = d, i
        if index is not None and best > tolerance_m:
            keep[index] = True
            stack += [(a, index), (index, b)]
    return [p for p, k in zip(points, keep) if k]

def build_ground(db):
    db.execute("""CREATE TABLE ground_line (
        id INTEGER PRIMARY KEY, kind TEXT NOT NULL,   -- 'coast' (sea shore) or 'water' (a lake's shore, a river)
        points BLOB NOT NULL)                          -- int32 pairs (lat, lon) in microdegrees, little-endian""")
    db.execute("CREATE VIRTUAL TABLE ground_line_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    if shutil.which("gmt") is None:
        sys.exit("gmt is needed for the shorelines and rivers: apt install gmt gmt-gshhg-full")
    lines = []
    for header, points in gmt_segments(["-W"]):
        lines.append(("coast" if header.rstrip().endswith("Level 1") else "water", points))
    for _, points in gmt_segments(["-Ia"]):
        lines.append(("water", points))
    total = 0
    for i, (kind, points) in enumerate(lines, start=1):
        kept = simplify(points)
        total += len(kept)
        blob = b"".join(struct.pack("<ii", round(lat * 1e6), round(lon * 1e6)) for lon, lat in kept)
        lats, lons = [p[1] for p in kept], [p[0] for p in kept]
        db.execute("INSERT INTO ground_line VALUES (?,?,?)", (i, kind, blob))
        db.execute("INSERT INTO ground_line_area VALUES (?,?,?,?,?)", (i, min(lats), max(lats), min(lons), max(lons)))
    print(f"ground_line: {len(lines)} lines, {total} points")
    return len(lines)

def build(out, with_ground=True):
    if os.path.exists(out):
        os.remove(out)
    db = sqlite3.connect(out)
    db.execute("PRAGMA page_size = 4096")
    counts = {"marvel_character": build_marvel(db), "tour_spot": build_travel(db), "kakao_store": build_stores(db)}
    if with_ground:
        counts["ground_line"] = build_ground(db)
    db.execute("CREATE TABLE dataset_source (name TEXT PRIMARY KEY, source TEXT NOT NULL, licence TEXT NOT NULL)")
    db.executemany("INSERT INTO dataset_source VALUES (?,?,?)", DATASET_SOURCES)
    db.commit()
    db.execute("VACUUM")
    db.close()
    return counts

DATASET_SOURCES = [
    ("marvel_character", "FiveThirtyEight comic-characters (marvel-wikia-data.csv), from the Marvel Fandom wiki, 2014",
     "CC BY 4.0"),
    ("kakao_store", "our SAMPLE stores (tools/make_stores.py): not real", "ours"),
    ("tour_spot", "KorWithService2 records for Seoul (seoul_barrierfree.json), and our list of places elsewhere",
     "한국관광공사 public data, no restriction on use; our list: facts only"),
    ("ground_line", "GSHHG 2.3.7 shorelines and rivers (full resolution), clipped to Korea, simplified to 8 m",
     "LGPL-3+ (© the GMT team: P. Wessel, W. H. F. Smith)"),
]

def table_rows(db, table):
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    return db.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY {', '.join(columns)}").fetchall()

def check():
    """The bundled file against what data/ makes now, table by table and row by row. The shorelines are compared
    only where gmt is installed (they come from Debian's GSHHG, not from data/)."""
    import tempfile
    with_ground = shutil.which("gmt") is not None
    with tempfile.TemporaryDirectory() as scratch:
        fresh_path = os.path.join(scratch, "offline.sqlite")
        build(fresh_path, with_ground)
        fresh, bundled = sqlite3.connect(fresh_path), sqlite3.connect(OUT)
        def tables(db):  # the R*Trees' own shadow tables follow from their rows
            return {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                    if not name.endswith(("_area_node", "_area_rowid", "_area_parent"))}
        ours, theirs = tables(fresh), tables(bundled)
        if not with_ground:
            theirs = {t for t in theirs if not t.startswith("ground_line")}
        problems = [f"table {t}: only in Resources/offline.sqlite" for t in sorted(theirs - ours)]
        problems += [f"table {t}: only in what data/ makes" for t in sorted(ours - theirs)]
        for table in sorted(ours & theirs):
            a, b = table_rows(fresh, table), table_rows(bundled, table)
            if a != b:
                problems.append(f"table {table}: {len(b)} rows bundled, {len(a)} made from data/, or rows differ")
    for problem in problems:
        print("offline.sqlite:", problem)
    if problems:
        print("rebuild it: python3 tools/make_offline_db.py (needs gmt and gmt-gshhg-full for the shorelines)")
        return 1
    print(f"offline.sqlite: {len(ours & theirs)} tables as data/ makes them"
          + ("" if with_ground else " (shorelines not compared: gmt is not installed)"))
    return 0

def keep_ground(previous, out):
    """Without gmt, the shorelines of the file as it was are carried over unchanged (they do not come from data/)."""
    db = sqlite3.connect(out)
    db.execute("ATTACH DATABASE ? AS previous", (previous,))
    db.execute("""CREATE TABLE ground_line (
        id INTEGER PRIMARY KEY, kind TEXT NOT NULL,   -- 'coast' (sea shore) or 'water' (a lake's shore, a river)
        points BLOB NOT NULL)                          -- int32 pairs (lat, lon) in microdegrees, little-endian""")
    db.execute("CREATE VIRTUAL TABLE ground_line_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    db.execute("INSERT INTO ground_line SELECT * FROM previous.ground_line ORDER BY id")
    db.execute("INSERT INTO ground_line_area SELECT * FROM previous.ground_line_area ORDER BY id")
    n = db.execute("SELECT count(*) FROM ground_line").fetchone()[0]
    db.commit()
    db.execute("DETACH DATABASE previous")
    db.execute("VACUUM")
    db.close()
    return n

def main():
    import tempfile
    if shutil.which("gmt") is None and os.path.exists(OUT):
        with tempfile.TemporaryDirectory() as scratch:
            previous = os.path.join(scratch, "previous.sqlite")
            shutil.copyfile(OUT, previous)
            counts = build(OUT, with_ground=False)
            counts["ground_line"] = keep_ground(previous, OUT)
            print("ground_line: kept from the previous file (gmt is not installed)")
    else:
        counts = build(OUT)
    for table, n in counts.items():
        print(f"{table}: {n} rows")
    print(f"wrote {OUT} ({os.path.getsize(OUT)} bytes)")

if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    main()
