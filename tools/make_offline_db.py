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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import korea_access  # noqa: E402 - beside this file

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
        if not korea_access.inside_korea(float(r["latitude"]), float(r["longitude"])):
            # Four records carry the placeholder point 19.69 °N 117.99 °E (the collector's, not the place's).
            korea_access.FINDINGS["seoul records: dropped, a placeholder point outside Korea"] += 1
            continue
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
    # Beyond Seoul: the ten cities' records with their texts, then the national list's places (real ids, no facts);
    # a place already here by id keeps its record, and one of our own places that a real record names is dropped.
    korea = os.path.join(DATA, "korea-access")
    known = {s[0] for s in spots}
    regions = Regions()
    for p in korea_access.city_places(korea):
        if p["id"] in known:
            korea_access.FINDINGS["korwith cities: already among the Seoul records (the Seoul record kept)"] += 1
            continue
        known.add(p["id"])
        region, district = regions.codes(p["address"])
        spots.append((p["id"], p["type"], p["title"], p["address"], p["tel"], p["lat"], p["lon"], p["image"], "",
                      region, district, 1, "korwith_" + p["city"]))
        facilities += [(p["id"], field, text) for field, text in p["facts"]]
    for p in korea_access.national_places(korea):
        if p["id"] in known:
            korea_access.FINDINGS["korwith national list: already known with its record (kept)"] += 1
            continue
        known.add(p["id"])
        region, district = regions.codes(p["address"])
        spots.append((p["id"], "", p["title"], p["address"], "", p["lat"], p["lon"], "", "", region, district, 0,
                      "korwith_national_list"))
    titles = {(s[2].replace(" ", ""), round(s[5], 2), round(s[6], 2)) for s in spots if s[12] != "ours"}
    def named_elsewhere(s):
        return any((s[2].replace(" ", ""), round(s[5] + a, 2), round(s[6] + b, 2)) in titles
                   for a in (-0.01, 0, 0.01) for b in (-0.01, 0, 0.01))
    ours = [s for s in spots if s[12] == "ours"]
    spots = [s for s in spots if s[12] != "ours"] + [s for s in ours if not named_elsewhere(s)]
    korea_access.FINDINGS["our places elsewhere: replaced by a real record of the same name nearby"] += len(ours) - len(
        [s for s in spots if s[12] == "ours"])
    for i, s in enumerate(spots, start=1):
        db.execute("INSERT INTO tour_spot VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", (i,) + s)
        db.execute("INSERT INTO tour_spot_area VALUES (?,?,?,?,?)", (i, s[5], s[5], s[6], s[6]))
    db.executemany("INSERT INTO tour_barrier_free VALUES (?,?,?)", facilities)
    db.execute("CREATE INDEX tour_spot_by_region ON tour_spot(regn_cd, signgu_cd)")
    return len(spots)

class Regions:
    """An address's province and district codes (lDongRegnCd, lDongSignguCd) from our region table
    (Resources/travel/regions.json): '강원특별자치도 강릉시 …' → ('51', '150'). Old and short province names count."""
    OLD = {"강원도": ["강원특별자치도"], "전라북도": ["전북특별자치도"], "제주도": ["제주특별자치도"],
           # The merged province some 2026 records name: its districts are 전라남도's or 광주's.
           "전남광주통합특별시": ["전라남도", "광주광역시"]}

    def __init__(self):
        with open(os.path.join("Resources", "travel", "regions.json"), encoding="utf-8") as f:
            self.provinces = json.load(f)

    def codes(self, address):
        words = address.split()
        if not words:
            return "", ""
        names = self.OLD.get(words[0], [words[0]])
        provinces = [p for name in names for p in self.provinces if name in (p["name"], p["short"])]
        rest = words[1:]
        for p in provinces:
            for wanted in ([" ".join(rest[:2])] if len(rest) > 1 else []) + rest[:1]:
                for d in p["districts"]:
                    if d["name"] in (wanted, wanted.replace(" ", "")):
                        return p["code"], d["code"]
        if provinces and len(provinces[0]["districts"]) == 1:
            return provinces[0]["code"], provinces[0]["districts"][0]["code"]  # 세종: one district, the city
        if provinces:
            # A district our table (legal-dong, 2024) does not have yet: 인천 제물포구 (2026). Left unknown.
            korea_access.FINDINGS["places: district not in our region table (left unknown)"] += 1
            return provinces[0]["code"], ""
        korea_access.FINDINGS["places: address with no province we know"] += 1
        korea_access.UNPLACED.append(address)
        return "", ""

def build_korea(db):
    """Toilets, chargers and Seoul's subway stations with their facilities and platform gaps (korea_access.py)."""
    folder = os.path.join(DATA, "korea-access")
    station_rows = korea_access.checked_stations(folder)
    index = korea_access.station_index(station_rows)
    db.execute("""CREATE TABLE toilet (
        id INTEGER PRIMARY KEY, dataset TEXT NOT NULL, source_ref TEXT NOT NULL, name TEXT NOT NULL,
        address TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL,
        wheelchair TEXT NOT NULL,        -- yes | no | unknown, by the rules in data/SOURCES.md
        wheelchair_text TEXT NOT NULL,   -- what the file says about the accessible stall, as it says it
        hours TEXT NOT NULL,             -- as written
        opening_hours TEXT,              -- the same in OpenStreetMap's syntax where unambiguous, else NULL
        phone TEXT NOT NULL, kind TEXT NOT NULL,
        data_date TEXT NOT NULL,         -- the row's own reference date where the file gives one
        flag TEXT NOT NULL)              -- what the build changed in the row, and why""")
    db.execute("CREATE VIRTUAL TABLE toilet_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    seoul = korea_access.seoul_toilets(folder)
    toilets = (seoul + korea_access.national_toilets(folder)
               + korea_access.station_toilets(folder, index, public=seoul))
    for i, t in enumerate(toilets, start=1):
        db.execute("INSERT INTO toilet VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", (
            i, t["dataset"], t["source_ref"], t["name"], t["address"], t["lat"], t["lon"], t["wheelchair"],
            t["wheelchair_text"], t["hours"], t["opening_hours"], t["phone"], t["kind"], t["data_date"], t["flag"]))
        db.execute("INSERT INTO toilet_area VALUES (?,?,?,?,?)", (i, t["lat"], t["lat"], t["lon"], t["lon"]))
    db.execute("""CREATE TABLE charger (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, province TEXT NOT NULL, district TEXT NOT NULL,
        road_address TEXT NOT NULL, lot_address TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL,
        place TEXT NOT NULL,             -- where in the building
        weekday_open TEXT NOT NULL, weekday_close TEXT NOT NULL,   -- HH:MM; '' when the file gives none
        saturday_open TEXT NOT NULL, saturday_close TEXT NOT NULL,
        holiday_open TEXT NOT NULL, holiday_close TEXT NOT NULL,
        at_once INTEGER,                 -- chairs charging at once; NULL when not stated (0 in the file)
        air_pump TEXT NOT NULL, phone_charging TEXT NOT NULL,      -- yes | no | unknown
        office TEXT NOT NULL, office_phone TEXT NOT NULL, data_date TEXT NOT NULL,
        reports INTEGER NOT NULL,        -- rows of the file that name this charger (a city and its province)
        differs INTEGER NOT NULL)        -- 1: those reports disagree; the newest one's facts are these""")
    db.execute("CREATE VIRTUAL TABLE charger_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    chargers = korea_access.chargers(folder)
    columns = ["name", "province", "district", "road_address", "lot_address", "lat", "lon", "place", "weekday_open",
               "weekday_close", "saturday_open", "saturday_close", "holiday_open", "holiday_close", "at_once",
               "air_pump", "phone_charging", "office", "office_phone", "data_date", "reports", "differs"]
    for i, c in enumerate(chargers, start=1):
        db.execute(f"INSERT INTO charger VALUES (?{',?' * len(columns)})", [i] + [c[k] for k in columns])
        db.execute("INSERT INTO charger_area VALUES (?,?,?,?,?)", (i, c["lat"], c["lat"], c["lon"], c["lon"]))
    db.execute("""CREATE TABLE subway_station (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL, line TEXT NOT NULL, code TEXT NOT NULL,
        lat REAL NOT NULL, lon REAL NOT NULL,
        flag TEXT NOT NULL,              -- what the build did: 'moved_to_elevators', or a note on the source
        confirmed INTEGER NOT NULL,      -- 1: two or more of its own lift nodes agree with the point
        doubtful INTEGER NOT NULL)       -- 1: unconfirmed and lying on another station: left out of nearby lists""")
    db.execute("CREATE VIRTUAL TABLE subway_station_area USING rtree(id, min_lat, max_lat, min_lon, max_lon)")
    for i, st in enumerate(station_rows, start=1):
        db.execute("INSERT INTO subway_station VALUES (?,?,?,?,?,?,?,?,?,?)",
                   (i, st["name"], st["key"], st["line"], st["code"], st["lat"], st["lon"], st["flag"],
                    1 if st["confirmed"] else 0, 1 if st["doubtful"] else 0))
        db.execute("INSERT INTO subway_station_area VALUES (?,?,?,?,?)", (i, st["lat"], st["lat"], st["lon"], st["lon"]))
    db.execute("CREATE INDEX subway_station_by_key ON subway_station(key)")
    db.execute("""CREATE TABLE subway_facility (
        station_key TEXT NOT NULL, line TEXT NOT NULL,
        kind TEXT NOT NULL,              -- elevator | wheelchair_lift | entrance_lift | toilet | ramp | audio_guide
        exit TEXT NOT NULL, levels TEXT NOT NULL, place TEXT NOT NULL, detail TEXT NOT NULL,
        dataset TEXT NOT NULL, flag TEXT NOT NULL)""")
    facilities = korea_access.subway_facilities(folder, index)
    db.executemany("INSERT INTO subway_facility VALUES (?,?,?,?,?,?,?,?,?)", [
        (f["station_key"], f["line"], f["kind"], f["exit"], f["levels"], f["place"], f["detail"], f["dataset"],
         f["flag"]) for f in facilities])
    db.execute("CREATE INDEX subway_facility_by_station ON subway_facility(station_key)")
    db.execute("""CREATE TABLE subway_platform_gap (
        station_key TEXT NOT NULL, line TEXT NOT NULL, direction TEXT NOT NULL, door TEXT NOT NULL,
        gap TEXT NOT NULL,               -- narrow | normal | wide | unknown
        height TEXT NOT NULL,            -- low | normal | high | unknown
        curved INTEGER NOT NULL)""")
    gaps = korea_access.platform_gaps(folder)
    db.executemany("INSERT INTO subway_platform_gap VALUES (?,?,?,?,?,?,?)", [
        (g["station_key"], g["line"], g["direction"], g["door"], g["gap"], g["height"], g["curved"]) for g in gaps])
    db.execute("CREATE INDEX subway_platform_gap_by_station ON subway_platform_gap(station_key)")
    return {"toilet": len(toilets), "charger": len(chargers), "subway_station": len(station_rows),
            "subway_facility": len(facilities), "subway_platform_gap": len(gaps)}

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
    counts.update(build_korea(db))
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
    ("seoul_public_toilets", "서울특별시 public toilets (seoul-public-toilets.csv, via barleylover/WheelMate)",
     "publisher's terms not confirmed; credit 서울특별시"),
    ("kr_public_toilets_2018", "공중화장실 표준데이터 2017-2018, 13 provinces (via JoohyeonBaek/PublicToilet)",
     "publisher's terms not confirmed; credit 공공데이터포털 (data.go.kr)"),
    ("seoul_metro_toilets", "서울교통공사 역사 장애인화장실 정보 2024-11-27 (via zzang-sera/metro-together)",
     "publisher's terms not confirmed; credit 서울교통공사"),
    ("charger", "전국전동휠체어급속충전기표준데이터 (data.go.kr 15034533, via barleylover/WheelMate)",
     "publisher's terms not confirmed; credit 공공데이터포털 (data.go.kr)"),
    ("subway_station", "서울교통공사 1-8호선 역사 좌표 2024-10-31 (data.go.kr 15099316)", "data.go.kr portal policy; credit 서울교통공사"),
    ("subway_facility", "서울교통공사 승강기 가동현황 (2025-10-01 snapshot), 휠체어리프트 2025-03-10, 장애인화장실, 휠체어경사로 "
     "2024-03-31, 음성유도기 2025-08-12; 서울특별시 출입구 리프트 (KOGL type 1)",
     "서울특별시 files: KOGL type 1, credit 서울특별시; 서울교통공사 files: terms not confirmed, credit 서울교통공사"),
    ("subway_platform_gap", "서울교통공사 연단정보와 곡선구간 정보 (data.go.kr 15118627)",
     "publisher's terms not confirmed; credit 서울교통공사"),
    ("korwith_places", "KorWithService2 records of ten cities (via gkfla2020-bit/barrier-free-travel, 2026-07-15) and "
     "the national barrier-free list (via multiful/Explainable-Travel-Plan-Validator)",
     "한국관광공사 public data, no restriction on use"),
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
    for finding, n in sorted(korea_access.FINDINGS.items()):
        print(f"  {finding}: {n}")
    print(f"wrote {OUT} ({os.path.getsize(OUT)} bytes)")

if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    main()
