#!/usr/bin/env python3
"""Writes Resources/travel/regions.json: the provinces (시/도) and districts (시/군/구) with their legal-dong codes,
taken from the active rows of data/legal-dong-si.csv and legal-dong-gu.csv (행정표준코드관리시스템, via
kr-legal-dong, synced 2024-08-13). That list has no 세종특별자치시 (36): its row is added here by hand, the one named
exception. The short and English names are ours. Deterministic. Run from the repository root:
    python3 tools/make_regions.py [DATA_FOLDER, default data/]
"""
import csv, json, os, sys

DATA = sys.argv[1] if len(sys.argv) > 1 else "data"

# province code -> [short name, English name]
NAMES = {"11": ["서울", "Seoul"], "26": ["부산", "Busan"], "27": ["대구", "Daegu"], "28": ["인천", "Incheon"], "29": ["광주", "Gwangju"], "30": ["대전", "Daejeon"], "31": ["울산", "Ulsan"], "36": ["세종", "Sejong"], "41": ["경기", "Gyeonggi"], "43": ["충북", "Chungbuk"], "44": ["충남", "Chungnam"], "46": ["전남", "Jeonnam"], "47": ["경북", "Gyeongbuk"], "48": ["경남", "Gyeongnam"], "50": ["제주", "Jeju"], "51": ["강원", "Gangwon"], "52": ["전북", "Jeonbuk"]}

# Not in the reference list (see above); kept as our one exception.
SEJONG = {"code": "36", "name": "세종특별자치시", "short": "세종", "english": "Sejong", "districts": [{"code": "110", "name": "세종시"}]}

def main():
    provinces = {}
    with open(os.path.join(DATA, "legal-dong-si.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["active"] != "true":
                continue
            code = row["code"][:2]
            short, english = NAMES[code]
            provinces[code] = {"code": code, "name": row["name"], "short": short, "english": english, "districts": []}
    with open(os.path.join(DATA, "legal-dong-gu.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["active"] != "true":
                continue
            provinces[row["code"][:2]]["districts"].append({"code": row["code"][2:5], "name": row["name"]})
    provinces["36"] = SEJONG
    out = []
    for code in sorted(provinces):
        p = provinces[code]
        p["districts"].sort(key=lambda d: d["code"])
        out.append(p)
    with open(os.path.join("Resources", "travel", "regions.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=0)
        f.write("\n")
    print(f"wrote {len(out)} provinces, {sum(len(p['districts']) for p in out)} districts")

if __name__ == "__main__":
    main()
