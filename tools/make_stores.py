#!/usr/bin/env python3
"""Writes tools/data/sample_stores.json: the offline convenience-store SAMPLE dataset (no licensed store list
exists offline; everything here is made up and the app labels it sample). Stores are placed along real streets of
six areas (street geometry approximated by segments), with real brands, road and lot addresses in each area's
format and local phone prefixes; then every Korean place of Resources/gazetteer.json that has fewer than 10 stores
within 1 km gets 12 more around it, named after the place, with no street address and no phone (we know no
streets there, so none is written). Deterministic (fixed seed). tools/make_offline_db.py bundles the file.
Run from the repo root."""
import json, math, random

random.seed(20261122)
BRANDS = [("GS25", 0.32), ("CU", 0.32), ("세븐일레븐", 0.2), ("이마트24", 0.13), ("미니스톱", 0.03)]

# area: (city prefix, lot-address district, dongs, phone prefix, streets, branch words)
# street: (road name, (lat1, lon1), (lat2, lon2), building-number range)
AREAS = {
    "판교": ("경기 성남시 분당구", ["삼평동", "백현동", "판교동"], "031",
           [("판교역로", (37.3992, 127.1086), (37.3868, 127.1131), (136, 250)),
            ("대왕판교로", (37.4010, 127.1010), (37.3850, 127.1150), (606, 700)),
            ("판교로", (37.3920, 127.0990), (37.3935, 127.1210), (227, 330)),
            ("분당내곡로", (37.3960, 127.1100), (37.3985, 127.1180), (117, 160)),
            ("동판교로", (37.3890, 127.1130), (37.3990, 127.1160), (52, 177))],
           ["판교역", "판교테크노", "삼평", "알파돔", "백현", "판교중앙", "H스퀘어", "유스페이스", "판교로", "봇들마을"]),
    "강남역": ("서울 강남구", ["역삼동", "서초동", "논현동"], "02",
            [("강남대로", (37.5080, 127.0226), (37.4880, 127.0331), (310, 420)),
             ("테헤란로", (37.4985, 127.0282), (37.5043, 127.0452), (101, 160)),
             ("서초대로", (37.4960, 127.0180), (37.4977, 127.0268), (73, 78)),
             ("봉은사로", (37.5035, 127.0250), (37.5050, 127.0350), (101, 150)),
             ("역삼로", (37.4950, 127.0320), (37.4990, 127.0420), (101, 180))],
            ["강남역", "강남대로", "역삼", "테헤란", "신논현", "강남중앙", "뱅뱅", "서초", "역삼역", "논현"]),
    "홍대입구": ("서울 마포구", ["서교동", "동교동", "연남동"], "02",
             [("양화로", (37.5530, 126.9170), (37.5590, 126.9290), (140, 190)),
              ("와우산로", (37.5500, 126.9250), (37.5562, 126.9232), (21, 94)),
              ("홍익로", (37.5520, 126.9245), (37.5565, 126.9245), (3, 25)),
              ("어울마당로", (37.5510, 126.9180), (37.5562, 126.9220), (60, 150)),
              ("동교로", (37.5580, 126.9225), (37.5640, 126.9250), (194, 270))],
             ["홍대", "홍대입구역", "서교", "연남", "동교", "홍익", "상수", "걷고싶은거리", "와우산", "경의선숲길"]),
    "잠실": ("서울 송파구", ["잠실동", "신천동", "방이동"], "02",
           [("올림픽로", (37.5118, 127.0830), (37.5168, 127.1150), (240, 300)),
            ("송파대로", (37.5150, 127.1055), (37.4990, 127.1125), (558, 570)),
            ("백제고분로", (37.5080, 127.0800), (37.5040, 127.1100), (150, 250)),
            ("잠실로", (37.5100, 127.0950), (37.5150, 127.1100), (209, 260)),
            ("석촌호수로", (37.5080, 127.0980), (37.5095, 127.1100), (155, 280))],
           ["잠실역", "잠실", "신천", "석촌호수", "롯데월드", "잠실새내", "방이", "송파", "잠실중앙", "올림픽"]),
    "해운대": ("부산 해운대구", ["우동", "중동"], "051",
            [("해운대로", (35.1645, 129.1450), (35.1625, 129.1700), (570, 640)),
             ("구남로", (35.1632, 129.1590), (35.1596, 129.1602), (1, 40)),
             ("해운대해변로", (35.1590, 129.1560), (35.1605, 129.1705), (197, 300)),
             ("중동2로", (35.1610, 129.1610), (35.1640, 129.1680), (1, 60)),
             ("달맞이길", (35.1600, 129.1700), (35.1580, 129.1780), (30, 120))],
            ["해운대", "해운대역", "우동", "중동", "해변", "구남로", "달맞이", "마린시티", "해운대해수욕장", "센텀"]),
    "서울역": ("서울 중구", ["남대문로5가", "봉래동2가", "회현동"], "02",
            [("한강대로", (37.5580, 126.9725), (37.5500, 126.9720), (405, 416)),
             ("퇴계로", (37.5575, 126.9750), (37.5605, 126.9830), (11, 80)),
             ("청파로", (37.5545, 126.9690), (37.5480, 126.9680), (426, 470))],
            ["서울역", "남대문", "회현", "숭례문", "서울로", "봉래", "서울스퀘어"]),
}
COUNTS = {"판교": 32, "강남역": 32, "홍대입구": 30, "잠실": 30, "해운대": 28, "서울역": 14}

def pick_brand():
    r, acc = random.random(), 0.0
    for brand, w in BRANDS:
        acc += w
        if r <= acc:
            return brand
    return BRANDS[0][0]

stores, used_names, next_id = [], set(), 7_310_000_000
for area, (prefix, dongs, phone_prefix, streets, words) in AREAS.items():
    for n in range(COUNTS[area]):
        road, a, b, (lo, hi) = streets[n % len(streets)]
        t = random.random()
        # Along the street, a few metres to one side.
        lat = a[0] + (b[0] - a[0]) * t + random.uniform(-0.00025, 0.00025)
        lon = a[1] + (b[1] - a[1]) * t + random.uniform(-0.00025, 0.00025)
        brand = pick_brand()
        for _ in range(50):
            suffix = random.choice(words) + random.choice(["", "", "중앙", "본", "1", "2", "역", "센터", "타워", "파크"])
            name = f"{brand} {suffix}점"
            if name not in used_names:
                break
        used_names.add(name)
        number = lo + int((hi - lo) * t)
        sub = random.choice(["", "", f"-{random.randint(1, 30)}"])
        dong = random.choice(dongs)
        phone = "" if random.random() < 0.08 else (
            f"{phone_prefix}-{random.randint(200, 999)}-{random.randint(1000, 9999)}" if phone_prefix != "02"
            else f"02-{random.randint(300, 999)}-{random.randint(1000, 9999)}")
        next_id += random.randint(1_000, 9_000_000)
        stores.append(dict(
            id=str(next_id), name=name,
            category_name=f"가정,생활 > 편의점 > {brand}",
            phone=phone,
            address=f"{prefix} {dong} {random.randint(1, 700)}-{random.randint(1, 40)}",
            road_address="" if random.random() < 0.05 else f"{prefix} {road} {number}{sub}",
            lat=round(lat, 7), lon=round(lon, 7), area=area))

def metres(a_lat, a_lon, b_lat, b_lon):
    dy = (b_lat - a_lat) * 111_320
    dx = (b_lon - a_lon) * 111_320 * math.cos(math.radians(a_lat))
    return math.hypot(dx, dy)

with open("Resources/gazetteer.json", encoding="utf-8") as f:
    places = [p for p in json.load(f) if p["country"] == "KR"]
added = 0
for place in places:
    near = sum(1 for s in stores if metres(place["lat"], place["lon"], s["lat"], s["lon"]) <= 1000)
    if near >= 10:
        continue
    region = place.get("region") or ""
    for n in range(12):
        # A ring of stores 150–900 m out, in every direction.
        angle = 2 * math.pi * (n / 12) + random.uniform(-0.2, 0.2)
        dist = random.uniform(150, 900)
        lat = place["lat"] + dist * math.cos(angle) / 111_320
        lon = place["lon"] + dist * math.sin(angle) / (111_320 * math.cos(math.radians(place["lat"])))
        brand = pick_brand()
        name = f"{brand} {place['name_ko']}{n + 1}점"
        next_id += random.randint(1_000, 9_000_000)
        stores.append(dict(
            id=str(next_id), name=name, category_name=f"가정,생활 > 편의점 > {brand}", phone="",
            address=f"{region} {place['name_ko']} 부근".strip(), road_address="",
            lat=round(lat, 7), lon=round(lon, 7), area=place["name_ko"]))
        added += 1

with open("tools/data/sample_stores.json", "w", encoding="utf-8") as f:
    json.dump(stores, f, ensure_ascii=False, indent=1)
print(len(stores), "stores:", len(stores) - added, "in", len(AREAS), "areas,", added, "around", added // 12, "more places")
