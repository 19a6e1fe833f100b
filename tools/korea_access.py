"""Korea's accessibility files (data/korea-access/) read into the offline database's own tables.

Each reader takes a file as published (CP949 or UTF-8), maps its rows into our words — a toilet, a charger, a
subway station and its facilities, a tourism place with access texts — and deals with the file's known faults one
by one, each named in data/SOURCES.md and counted in `FINDINGS` so make_offline_db.py can print what it did.
Nothing is guessed: an empty cell stays empty, a state the file does not give is 'unknown'.
"""
import collections, csv, io, json, os, re

KOREA = (33.0, 39.0, 124.0, 132.0)  # the box every coordinate must fall in
FINDINGS = collections.Counter()
UNPLACED = []  # addresses whose province is not in our region table


def inside_korea(lat, lon):
    return KOREA[0] <= lat <= KOREA[1] and KOREA[2] <= lon <= KOREA[3]


def read_csv(path, encoding):
    with open(path, encoding=encoding, newline="") as f:
        return list(csv.DictReader(io.StringIO(f.read())))


def cell(row, key):
    """A cell with the file's padding removed; the Seoul files write an empty cell as one space."""
    return (row.get(key) or "").strip()


# MARK: Toilets

TWENTY_FOUR_HOURS = re.compile(
    r"^(상시\(24시간\)\|?|24시간|24시간 ?개방|24시|상시|상시 ?개방|00:00\s*[~-]\s*24:00|00:00\s*[~-]\s*23:59)$")
WINDOW = r"(\d{1,2}):(\d{2})\s*[~-]\s*(\d{1,2}):(\d{2})"
DAILY_WINDOW = re.compile(r"^(?:정시\(|기타\|)?" + WINDOW + r"\)?\|?$")
# '(평일)09:00~18:00+(주말)09:00~18:00+(공휴일)+09:00~18:00': weekdays, weekends and holidays each given.
WEEK_PARTS = re.compile(r"^\(평일\)(.+?)\+\(주말\)(.+?)\+\(공휴일\)\+?(.+)$")


def window(text):
    """'09:00~18:00' → '09:00-18:00'; '이용불가' (not open) → 'off'; None for anything else."""
    text = text.strip()
    if text == "이용불가":
        return "off"
    m = re.match("^" + WINDOW + "$", text)
    if not m:
        return None
    h1, m1, h2, m2 = (int(g) for g in m.groups())
    if h1 > 24 or h2 > 24 or m1 >= 60 or m2 >= 60:
        return None
    return f"{h1:02d}:{m1:02d}-{h2:02d}:{m2:02d}"


def opening_hours(text):
    """The hours as OpenStreetMap writes them, only where the text is unambiguous ('24시간', '상시' → '24/7';
    '09:00~18:00' → '09:00-18:00' every day; weekdays, weekends and holidays each given → three rules); None
    otherwise ('연중무휴', '(평일)09:00~18:00' alone, '근무시간중 개방'), and the app shows the text as written."""
    text = text.strip()
    if TWENTY_FOUR_HOURS.match(text):
        return "24/7"
    m = DAILY_WINDOW.match(text)
    if m:
        return window(text[m.start(1):m.end(4)])
    m = WEEK_PARTS.match(text)
    if m:
        weekdays, weekend, holidays = (window(part) for part in m.groups())
        if weekdays and weekend and holidays:
            return f"Mo-Fr {weekdays}; Sa,Su {weekend}; PH {holidays}"
    return None


NO_HOURS = {"", "0", "-", "주", "데이터없음", "없음", "미상"}


def shown_hours(text):
    """The hours as a person reads them: '정시(09:00~18:00)|' → '정시(09:00~18:00)', '기타|06:00~24:00|' →
    '06:00~24:00' (the file's list bars and category word dropped); '0', '-', '데이터없음' → '' (not recorded)."""
    text = text.strip().strip("|").replace("||", "|").strip()
    if text.startswith("기타|"):
        text = text[len("기타|"):].strip()
    return "" if text in NO_HOURS else text


def seoul_toilets(folder):
    """Seoul's public toilets (CP949). The accessible-stall column lists who it serves ('남자|여자|', '공용|'):
    any entry → yes; blank → not recorded."""
    rows, seen = [], set()
    for r in read_csv(os.path.join(folder, "seoul-public-toilets.csv"), "cp949"):
        lat, lon = float(cell(r, "y 좌표")), float(cell(r, "x 좌표"))
        address = cell(r, "도로명주소") or cell(r, "지번주소")
        if address.startswith("대전광역시"):
            FINDINGS["seoul toilets: dropped, placed in 대전 (a 중구 name clash)"] += 1
            continue
        key = tuple(cell(r, k) for k in r if k != "연번")
        if key in seen:
            FINDINGS["seoul toilets: merged, a repeat but for the serial"] += 1
            continue
        seen.add(key)
        stalls = cell(r, "장애인화장실 현황")
        served = [part for part in stalls.split("|") if part.strip()]
        hours = shown_hours(cell(r, "개방시간"))
        rows.append(dict(
            dataset="seoul_public_toilets", source_ref=cell(r, "연번"), name=cell(r, "건물명"), address=address,
            lat=lat, lon=lon, wheelchair="yes" if served else "unknown", wheelchair_text=", ".join(served),
            hours=hours, opening_hours=opening_hours(cell(r, "개방시간")), phone=cell(r, "전화번호"),
            kind=shown_hours(cell(r, "유형")), data_date="", flag=""))
    return rows


def national_toilets(folder):
    """The 2017–18 standard data of 13 provinces. An accessible pan counted for men or women → yes; an accessible
    urinal alone → limited; all 0 → no, as that survey found; blank → not recorded."""
    rows, seen = [], set()
    for r in read_csv(os.path.join(folder, "kr-public-toilets-2018.csv"), "utf-8"):
        key = tuple(cell(r, k) for k in r if k != "source_file")
        if key in seen:
            FINDINGS["2018 toilets: merged, a repeated row (or the 울진 file twice)"] += 1
            continue
        seen.add(key)
        lat, lon = float(cell(r, "위도")), float(cell(r, "경도"))
        counts = [cell(r, k) for k in ("남성용-장애인용대변기수", "남성용-장애인용소변기수", "여성용-장애인용대변기수")]
        numbers = [int(c) for c in counts if c.isdigit()]
        pans = [int(counts[i]) for i in (0, 2) if counts[i].isdigit()]
        if any(n > 0 for n in pans):
            state = "yes"
        elif numbers and any(n > 0 for n in numbers):
            state = "limited"  # an accessible urinal alone: of use to some, not a stall a wheelchair user can use
        elif numbers and len(numbers) == len(counts):
            state = "no"
        else:
            state = "unknown"
        men, urinals, women = (c or "-" for c in counts)
        rows.append(dict(
            dataset="kr_public_toilets_2018", source_ref=cell(r, "source_file"), name=cell(r, "화장실명"),
            address=cell(r, "소재지도로명주소") or cell(r, "소재지지번주소"), lat=lat, lon=lon, wheelchair=state,
            wheelchair_text=f"장애인용 대변기 남 {men} · 여 {women}, 소변기 {urinals}", hours=cell(r, "개방시간"),
            opening_hours=opening_hours(cell(r, "개방시간")), phone=cell(r, "전화번호"), kind=cell(r, "구분"),
            data_date=cell(r, "데이터기준일자"), flag=""))
    for row in rows:
        row["hours"] = shown_hours(row["hours"])
    return rows


def station_toilets(folder, stations, public=()):
    """Seoul Metro's accessible toilets in its stations: each is an accessible toilet (yes). Two latitudes were
    typed 57.x for 37.x, and a third of the points lie over 500 m from their station (송정's 135 km south, others
    at a neighbouring station): every toilet is placed at its station's own point (it is inside the station),
    and a point that far off is flagged. A station whose listed point is doubtful (it lies on another station: 용답's
    is 시청's) gives no point: the Seoul public toilets file's row of the same station ("용답역") places it, and with
    none the toilet is left out rather than shown where it is not."""
    named = {}
    for t in public:
        named.setdefault(t["name"].replace(" ", ""), t)
    with open(os.path.join(folder, "seoul-metro-accessible-toilets.json"), encoding="utf-8") as f:
        records = json.load(f)
    rows = []
    for r in records:
        lat, lon, flag = float(r["위도"]), float(r["경도"]), ""
        name = station_key(r["역명"])
        if lat > 50:
            lat, flag = lat - 20, "latitude corrected (57.x typed for 37.x)"
            FINDINGS["station toilets: latitude 57.x corrected to 37.x"] += 1
        station = stations.get((name, line_of(r["운영노선명"]))) or stations.get((name, None))
        if station and station.get("doubtful"):
            other = named.get(name + "역")
            if not other:
                FINDINGS["station toilets: the station's point doubtful and none other, left out"] += 1
                continue
            lat, lon = other["lat"], other["lon"]
            flag = f"the station's listed point lies on another station; placed by the Seoul public toilets' {name}역"
            FINDINGS["station toilets: the station's point doubtful, placed by the Seoul public toilets' row"] += 1
        elif station:
            off = distance_m(lat, lon, station["lat"], station["lon"])
            if off > 500:
                flag = f"the file's point was {off / 1000:.1f} km from the station; the station's is used"
                FINDINGS["station toilets: a point over 500 m from its station, the station's used"] += 1
            lat, lon = station["lat"], station["lon"]
        else:
            FINDINGS["station toilets: no station in lines 1-8's list, the file's point kept"] += 1
        inside = r["게이트 내외 구분"].strip()
        rows.append(dict(
            dataset="seoul_metro_toilets", source_ref=r["연번"],
            name=f"{r['역명'].strip()}{'' if r['역명'].strip().endswith('역') else '역'} ({line_of(r['운영노선명'])}호선)",
            address=r["상세위치"].strip(), lat=lat, lon=lon, wheelchair="yes",
            wheelchair_text=f"게이트 {inside}, {r['(근접) 출입구 번호'].strip()}번 출구".strip(),
            hours=r["개방시간"].strip(), opening_hours=opening_hours(r["개방시간"]), phone=r["전화번호"].strip(),
            kind="역사 내 화장실", data_date=r["데이터기준일자"].strip(), flag=flag))
    return rows


# MARK: Chargers

def hhmm(text):
    text = text.strip()
    m = re.match(r"^(\d{1,2}):(\d{2})$", text)
    return f"{int(m.group(1)):02d}:{m.group(2)}" if m else ""


def chargers(folder):
    """Power-wheelchair fast chargers, nationwide. Rows repeated with the same facts at one point (a city and its
    province reporting the same charger) are one row with the number of reports and the newest date."""
    sites = collections.OrderedDict()
    for r in read_csv(os.path.join(folder, "kr-wheelchair-chargers.csv"), "utf-8"):
        lat, lon = float(cell(r, "위도")), float(cell(r, "경도"))
        if not inside_korea(lat, lon):
            FINDINGS["chargers: dropped, outside Korea"] += 1
            continue
        # One charger reported twice (a city and its province: same name, point and place in the building) is one
        # row with its number of reports; where the reports disagree (hours, air pump, chairs at once) the newest
        # report's facts are shown and the row says the reports differ. Two places in one building ('1층 로비(1)',
        # '(2)') are two chargers.
        key = (cell(r, "시설명"), cell(r, "위도"), cell(r, "경도"), cell(r, "설치장소설명"))
        facts = tuple(cell(r, c) for c in (
            "평일운영시작시각", "평일운영종료시각", "토요일운영시작시각", "토요일운영종료시각", "공휴일운영시작시각",
            "공휴일운영종료시각", "공기주입가능여부", "휴대전화충전가능여부")) + (cell(r, "동시사용가능대수").lstrip("0"),)
        if key in sites:
            site = sites[key]
            site["reports"] += 1
            if facts != site["facts"]:
                site["differs"] = 1
            if cell(r, "데이터기준일자") <= site["data_date"]:
                FINDINGS["chargers: merged, one charger reported again"] += 1
                continue
            FINDINGS["chargers: merged, one charger reported again"] += 1
            reports, differs = site["reports"], site["differs"]
            del sites[key]
        else:
            reports, differs = 1, 0
        at_once = cell(r, "동시사용가능대수")
        yes_no = {"Y": "yes", "N": "no"}
        sites[key] = dict(
            name=cell(r, "시설명"), province=cell(r, "시도명"), district=cell(r, "시군구명"),
            road_address=cell(r, "소재지도로명주소"), lot_address=cell(r, "소재지지번주소"), lat=lat, lon=lon,
            place=cell(r, "설치장소설명"),
            weekday_open=hhmm(cell(r, "평일운영시작시각")), weekday_close=hhmm(cell(r, "평일운영종료시각")),
            saturday_open=hhmm(cell(r, "토요일운영시작시각")), saturday_close=hhmm(cell(r, "토요일운영종료시각")),
            holiday_open=hhmm(cell(r, "공휴일운영시작시각")), holiday_close=hhmm(cell(r, "공휴일운영종료시각")),
            at_once=int(at_once) if at_once.isdigit() and int(at_once) > 0 else None,
            air_pump=yes_no.get(cell(r, "공기주입가능여부").upper(), "unknown"),
            phone_charging=yes_no.get(cell(r, "휴대전화충전가능여부").upper(), "unknown"),
            office=cell(r, "관리기관명"), office_phone=cell(r, "관리기관전화번호"), data_date=cell(r, "데이터기준일자"),
            reports=reports, differs=differs, facts=facts)
    return list(sites.values())


# MARK: Subway

def line_of(value):
    """'1호선', 1, '1', '5(연)호선' → '1'…'8'; '' when the file gives none."""
    m = re.match(r"^\s*(\d+)", str(value))
    return m.group(1) if m else ""


# Names one file shortens or gives by a second name, as lines 1–8's station list spells them.
STATION_ALIASES = {"이수": "총신대입구", "디지털미디어": "디지털미디어시티", "효창공원": "효창공원앞", "남한산성": "남한산성입구",
                   # renamed since the station list was made (불암산 was 당고개, 자양 was 뚝섬유원지)
                   "불암산": "당고개", "자양": "뚝섬유원지"}


def station_key(name):
    """'서울역(1)', '서울역 (1)', '서울', '올림픽공원(한국체대)' → the name the files share: no line number or second
    name in brackets, no '역' at the end, no spaces."""
    name = str(name)
    while re.search(r"\([^)]*\)\s*$", name):  # '삼각지(전쟁기념관)(4)': every trailing bracket
        name = re.sub(r"\s*\([^)]*\)\s*$", "", name)
    name = name.replace(" ", "")
    if name.endswith("역") and len(name) > 2:
        name = name[:-1]
    return STATION_ALIASES.get(name, name)


def distance_m(lat1, lon1, lat2, lon2):
    import math
    p = math.pi / 180
    a = (math.sin((lat2 - lat1) * p / 2) ** 2
         + math.cos(lat1 * p) * math.cos(lat2 * p) * math.sin((lon2 - lon1) * p / 2) ** 2)
    return 12_742_000 * math.asin(math.sqrt(a))


def stations(folder):
    """Lines 1–8's stations with their points. 마곡 and 발산 share one point in the file: kept, flagged."""
    rows = read_csv(os.path.join(folder, "seoul-subway-stations.csv"), "cp949")
    points = collections.Counter((cell(r, "위도"), cell(r, "경도")) for r in rows)
    out = []
    for r in rows:
        point = (cell(r, "위도"), cell(r, "경도"))
        shared = points[point] > 1 and len({station_key(x["역명"]) for x in rows if (cell(x, "위도"), cell(x, "경도")) == point}) > 1
        if shared:
            FINDINGS["stations: a point shared by two different stations (flagged)"] += 1
        out.append(dict(name=cell(r, "역명"), key=station_key(cell(r, "역명")), line=line_of(cell(r, "호선")),
                        code=cell(r, "고유역번호(외부역코드)"), lat=float(point[0]), lon=float(point[1]),
                        flag="point shared with another station in the source" if shared else ""))
    return out


def node_points(folder):
    """The elevator and entrance-lift nodes (서울특별시's files, WGS84) named by station: an independent check of the
    station list's points."""
    points = collections.defaultdict(list)
    for name in ("seoul-subway-elevators.csv", "seoul-subway-entrance-lifts.csv"):
        for r in read_csv(os.path.join(folder, name), "cp949"):
            m = re.match(r"POINT\(([\d.]+) ([\d.]+)\)", cell(r, "노드 WKT"))
            if cell(r, "지하철역명") and m:
                points[station_key(cell(r, "지하철역명"))].append((float(m.group(2)), float(m.group(1))))
    return points


def checked_stations(folder):
    """The stations, each point checked against its own elevator and lift nodes: where two or more nodes agree with
    each other (within 500 m) and all lie over 1 km from the listed point (잠실새내 1.8 km; 발산, which the list puts on
    마곡's point), the nodes' centre is used, flagged. A station no node names keeps its point, unconfirmed (용답's,
    for one, lies at 시청 and no other file can place it)."""
    rows = stations(folder)
    nodes = node_points(folder)
    for s in rows:
        near = nodes.get(s["key"], [])
        if len(near) < 2:
            s["confirmed"] = False
            continue
        lat = sum(p[0] for p in near) / len(near)
        lon = sum(p[1] for p in near) / len(near)
        agree = all(distance_m(lat, lon, a, b) <= 500 for a, b in near)
        if not agree:  # its own nodes disagree (사당's lie 5 km apart): nothing confirms the point
            s["confirmed"] = False
            continue
        if all(distance_m(s["lat"], s["lon"], a, b) > 1000 for a, b in near):
            FINDINGS["stations: a point over 1 km from its own lift nodes, moved to them"] += 1
            s["lat"], s["lon"] = round(lat, 6), round(lon, 6)
            s["flag"] = "moved_to_elevators"
        s["confirmed"] = True
    # An unconfirmed point within 400 m of another, confirmed station lies on that station (용답's is 시청's): it is
    # kept for the card, but no list near a place shows it.
    for s in rows:
        s["doubtful"] = not s["confirmed"] and any(
            o["confirmed"] and o["key"] != s["key"] and distance_m(s["lat"], s["lon"], o["lat"], o["lon"]) < 400
            for o in rows)
        if s["doubtful"]:
            FINDINGS["stations: an unconfirmed point lying on another station (left out of nearby lists)"] += 1
    for s in rows:  # 마곡's shared point is its own once 발산 has moved
        if s["flag"] == "point shared with another station in the source" and not any(
                o is not s and (o["lat"], o["lon"]) == (s["lat"], s["lon"]) for o in rows):
            s["flag"] = ""
    FINDINGS["stations: no elevator or lift node to check the point against"] += sum(not s["confirmed"] for s in rows)
    return rows


def station_index(rows):
    index = {}
    for s in rows:
        index[(s["key"], s["line"])] = s
        index.setdefault((s["key"], None), s)
    return index


def subway_facilities(folder, known):
    """Every per-station fact in one shape: (station, line, kind, exit, levels, place, detail, dataset, flag)."""
    out = []

    def add(station, line, kind, exit="", levels="", place="", detail="", dataset="", flag=""):
        out.append(dict(station_key=station_key(station), line=line, kind=kind, exit=str(exit).strip(),
                        levels=str(levels).strip(), place=str(place).strip(), detail=str(detail).strip(),
                        dataset=dataset, flag=flag))

    with open(os.path.join(folder, "seoul-metro-elevators-status.json"), encoding="utf-8") as f:
        for r in json.load(f)["DATA"]:
            kind = {"EV": "elevator"}.get(r["elvtr_se"])
            if kind is None:
                continue  # escalators and moving walks: no use to a wheelchair; lifts come from the lifts' own list
            add(r["stn_nm"], "", kind, levels=r["opr_sec"], place=r["instl_pstn"],
                detail=r["elvtr_nm"].replace("승강기)", ""), dataset="seoul_metro_elevators")
    with open(os.path.join(folder, "seoul-metro-wheelchair-lifts.json"), encoding="utf-8") as f:
        for r in json.load(f):
            levels = f"{r['시작층(지상_지하)']} {r['시작층(운행역층)']} – {r['종료층(지상_지하)']} {r['종료층(운행역층)']}"
            add(r["역명"], line_of(r["호선"]), "wheelchair_lift", exit=r["(근접) 출입구번호"], levels=levels,
                place=r["시작층(상세위치)"], detail=f"폭 {r['폭']} mm, {r['한계중량']} kg",
                dataset="seoul_metro_wheelchair_lifts", flag="lifts_removed_since")
    with open(os.path.join(folder, "seoul-metro-accessible-toilets.json"), encoding="utf-8") as f:
        for r in json.load(f):
            add(r["역명"], line_of(r["운영노선명"]), "toilet", exit=r["(근접) 출입구 번호"],
                levels=f"{r['지상 또는 지하 구분']} {r['역층']}층", place=r["게이트 내외 구분"], detail=r["상세위치"],
                dataset="seoul_metro_toilets")
    seen = set()
    for r in read_csv(os.path.join(folder, "seoul-subway-wheelchair-ramps.csv"), "cp949"):
        add(cell(r, "역명"), line_of(cell(r, "호선")), "ramp", place=cell(r, "구분"), detail=cell(r, "위치"),
            exit=cell(r, "위치")[1:] if cell(r, "위치").startswith("#") else "", dataset="seoul_subway_ramps")
    for r in read_csv(os.path.join(folder, "seoul-subway-entrance-lifts.csv"), "cp949"):
        if cell(r, "지하철역명"):
            add(cell(r, "지하철역명"), "", "entrance_lift", place=cell(r, "읍면동명"), detail=cell(r, "노드 WKT"),
                dataset="seoul_subway_entrance_lifts")
    with open(os.path.join(folder, "seoul-metro-audio-guides.json"), encoding="utf-8") as f:
        for r in json.load(f):
            key = (station_key(r["역명"]), r["호선"], r["설치위치"])
            if key in seen:
                FINDINGS["audio guides: merged, a repeat but for the serial"] += 1
                continue
            seen.add(key)
            add(r["역명"], line_of(r["호선"]), "audio_guide", place=r["설치위치"], dataset="seoul_metro_audio_guides")
    unknown = {f["station_key"] for f in out} - {k for k, _ in known}
    FINDINGS["subway facilities: station names not among lines 1-8's stations"] += len(unknown)
    return out


GAP = {"좁음": "narrow", "보통": "normal", "넓음": "wide"}
HEIGHT = {"낮음": "low", "보통": "normal", "높음": "high"}


def platform_gaps(folder):
    """Per car door: the gap to the train (narrow / normal / wide) and the height step, for each platform. A platform
    is named by where it goes ('오이도 방면'), its track when not the main one ('지선 신설동 방면'), and its 상하선 side
    only where two platforms of a line share that name (성수's, 방화's)."""
    raw = []
    for r in read_csv(os.path.join(folder, "seoul-subway-platform-gaps.csv"), "cp949"):
        # '본선 오이도 방면 1-3', '지선 신설동 1-1', '입,출고선 …': the track, where it goes, the car door.
        m = re.match(r"^(\S+)\s+(.+?)\s+(\d+-\d+)$", cell(r, "승강장위치"))
        track, toward, door = (m.group(1), m.group(2), m.group(3)) if m else ("", cell(r, "승강장위치"), "")
        if not toward.endswith("방면"):
            toward += " 방면"
        name = toward if track in ("본선", "") else f"{track} {toward}"
        raw.append((station_key(cell(r, "역명")), line_of(cell(r, "호선")), name, cell(r, "상하선"), door, r))
    sides = collections.defaultdict(set)
    for key, line, name, side, _, _ in raw:
        sides[(key, line, name)].add(side)
    out, seen = [], set()
    for key, line, name, side, door, r in raw:
        direction = f"{name} ({side})" if len(sides[(key, line, name)]) > 1 and side else name
        if (key, line, direction, door) in seen:
            FINDINGS["platform gaps: merged, the same door of the same platform twice"] += 1
            continue
        seen.add((key, line, direction, door))
        out.append(dict(station_key=key, line=line, direction=direction, door=door,
                        gap=GAP.get(cell(r, "연단간격"), "unknown"), height=HEIGHT.get(cell(r, "높이차"), "unknown"),
                        curved=1 if cell(r, "승강장선형") == "곡선" else 0))
    return out


# MARK: Tourism records beyond Seoul

# The city files' labels → KorWithService2's detailWithTour2 fields (the same fields the Seoul records use).
CITY_LABELS = {
    "접근로": "route", "출입통로": "exit", "장애인 주차": "parking", "대중교통": "publictransport", "화장실": "restroom",
    "지체장애 기타": "handicapetc", "점자블록": "braileblock", "유아 보조의자": "babysparechair", "엘리베이터": "elevator",
    "보조견 동반": "helpdog", "영유아가족 기타": "infantsfamilyetc", "휠체어": "wheelchair", "수유실": "lactationroom",
    "유모차": "stroller", "안내요원": "guidehuman", "점자 홍보물": "brailepromotion", "오디오가이드": "audioguide",
    "시각장애 기타": "blindhandicapetc", "매표소": "ticketoffice", "유도안내설비": "guidesystem", "홍보물": "promotion",
    "자막 영상안내": "videoguide", "큰활자 홍보물": "bigprint", "관람석": "auditorium", "청각장애 기타": "hearinghandicapetc",
    "수화안내": "signguide",
}
CITIES = "busan daegu gangneung gyeongju incheon jeju jeonju seoul suwon yeosu".split()


def city_places(folder):
    """The ten cities' KorWith records with their access texts. The collecting app's hand-written fallback
    (type 99, id 'restroom-…') is not tourism data: dropped."""
    places = []
    for city in CITIES:
        with open(os.path.join(folder, f"korwith-{city}-places.json"), encoding="utf-8") as f:
            document = json.load(f)
        for p in document["places"]:
            if not str(p["contentId"]).isdigit():
                FINDINGS["korwith cities: dropped, an app's hand-written fallback, not tourism data"] += 1
                continue
            facts = []
            for label, text in sorted(p.get("accessibilityRaw", {}).items()):
                field = CITY_LABELS.get(label)
                if field is None:
                    raise SystemExit(f"korwith-{city}: label {label!r} has no field: add it to CITY_LABELS")
                facts.append((field, text))
            places.append(dict(id=str(p["contentId"]), type=str(p["type"]), title=p["title"], address=p["addr"],
                               tel=p.get("tel", ""), lat=float(p["lat"]), lon=float(p["lng"]),
                               image=p.get("image", ""), facts=facts, city=city))
    return places


def national_places(folder):
    """The national list of barrier-free places: real content ids and points, no facts. Two rows carry a
    placeholder point far outside Korea: dropped."""
    with open(os.path.join(folder, "korwith-national-list.json"), encoding="utf-8") as f:
        records = json.load(f)
    out = []
    for r in records:
        if not inside_korea(float(r["lat"]), float(r["lng"])):
            FINDINGS["korwith national list: dropped, a placeholder point outside Korea"] += 1
            continue
        out.append(dict(id=str(r["content_id"]), title=r["title"], address=r["addr"], lat=float(r["lat"]),
                        lon=float(r["lng"])))
    return out
