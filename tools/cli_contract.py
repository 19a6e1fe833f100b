#!/usr/bin/env python3
"""The command line's shape, checked offline in a home of its own (ours; make contract runs it).

usage: tools/cli_contract.py PATH/TO/onestep [stores|weather|characters|travel …]

Each check runs the binary with --offline (and --json where the answer is data) in a throwaway XDG home with no keys,
and looks at the shape only: the fields the issues name for each command, lists sorted where they promise to be,
pages no longer than promised, snapshots exactly W×H with no escape bytes and no line wider than the terminal.
Passing says the shape holds, not that the answers are good. Closes with 'N passed, N failed'.
"""
import json, os, shutil, subprocess, sys, tempfile, unicodedata
from tabs import names as tab_names

NEAR_STORES = "37.394225,127.110341"  # 판교
NEAR_TRAVEL = "37.5796,126.9770"  # 경복궁
FIELDS = {
    "store": ["id", "name", "phone", "address", "road_address", "lat", "lon", "distance_m", "url"],
    "weather": ["name", "country", "lat", "lon", "timezone_offset_s", "units", "current", "forecast"],
    "current": ["time", "temp", "feels_like", "temp_min", "temp_max", "humidity", "pressure", "wind_speed",
                "wind_deg", "description", "icon", "rain_1h", "snow_1h", "sunrise", "sunset"],
    "step": ["time", "temp", "description", "icon", "pop", "rain_3h", "snow_3h"],
    "page": ["total", "offset", "count", "results"],
    "character": ["id", "name", "description", "comics", "series", "modified", "thumbnail"],
    "spot": ["id", "title", "type_id", "address", "lat", "lon", "distance_m", "modified", "tel"],
    "detail": ["id", "title", "address", "tel", "homepage", "overview", "lat", "lon", "barrier_free"],
    "barrier_free": ["physical", "visual", "hearing", "family"],
    "toilet": ["id", "name", "lat", "lon", "distance_m", "wheelchair", "wheelchair_sources", "sources", "data_date",
               "opening_hours", "open_now", "fetched_at"],
    "charger": ["id", "name", "lat", "lon", "distance_m", "now", "open_now", "hours", "at_once", "air_pump",
                "data_date", "reports"],
    "station": ["name", "lines", "lat", "lon", "point_confirmed", "facilities", "platform_gaps"],
}
STATES = {"yes", "limited", "no", "described", "unknown"}


class Contract:
    def __init__(self, binary):
        self.binary = binary
        self.home = tempfile.mkdtemp(prefix="onestep-contract-")
        self.env = {k: v for k, v in os.environ.items()
                    if not (k.endswith("_API_KEY") or k.startswith(("ONESTEP_", "MARVEL_")))}
        self.env.update(HOME=self.home, LANG="C.UTF-8")
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            self.env[name] = os.path.join(self.home, name.lower())
        self.passed = self.failed = 0

    def run(self, *args):
        done = subprocess.run([self.binary, *args], env=self.env, capture_output=True, timeout=90)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")

    def data(self, *args):
        code, out, err = self.run(*args, "--json", "--offline")
        if code != 0:
            raise AssertionError(f"{' '.join(args)} exited {code}: {err.strip()[:200]}")
        return json.loads(out)

    def check(self, name, body):
        try:
            body()
        except Exception as problem:  # every failure is a finding, whatever raised it
            self.failed += 1
            print(f"FAIL  {name}: {type(problem).__name__}: {str(problem)[:300]}")
        else:
            self.passed += 1
            print(f"ok    {name}")

    def close(self):
        shutil.rmtree(self.home, ignore_errors=True)
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def has(obj, kind):
    if not isinstance(obj, dict):
        raise AssertionError(f"{kind}: not an object")
    missing = [f for f in FIELDS[kind] if f not in obj]
    if missing:
        raise AssertionError(f"{kind} lacks {missing}")


def columns(line):
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
               for c in line)


def snapshot_of(contract, tab):
    def body():
        code, out, err = contract.run("snapshot", "--tab", tab, "--size", "100x30", "--offline")
        assert code == 0, f"exited {code}: {err.strip()[:200]}"
        lines = out.rstrip("\n").split("\n")
        assert len(lines) == 30, f"{len(lines)} lines, not 30"
        assert all(columns(line) <= 100 for line in lines), "a line wider than 100 columns"
        assert "\x1b" not in out, "escape bytes in a snapshot"
    return body


def stores(c):
    def listing():
        rows = c.data("stores", "--near", NEAR_STORES)
        assert isinstance(rows, list) and rows, "no stores"
        for row in rows:
            has(row, "store")
        distances = [row["distance_m"] for row in rows]
        assert distances == sorted(distances), "not nearest first"
    c.check("stores --json", listing)
    c.check("snapshot --tab stores", snapshot_of(c, "stores"))


def weather(c):
    def city():
        answer = c.data("weather", "Seoul")
        has(answer, "weather")
        has(answer["current"], "current")
        for step in answer["forecast"]:
            has(step, "step")
        assert len(answer["forecast"]) == 40, f"{len(answer['forecast'])} forecast steps, not 40"
    c.check("weather Seoul --json", city)
    c.check("weather favorites --json is a list",
            lambda: isinstance(c.data("weather", "favorites"), list) or (_ for _ in ()).throw(AssertionError("not a list")))
    c.check("snapshot --tab weather", snapshot_of(c, "weather"))


def characters(c):
    def search():
        page = c.data("characters", "search", "spider")
        has(page, "page")
        assert page["count"] == len(page["results"]), "count is not the number of results"
        assert page["count"] <= 10, "more than 10 on a page"
        for character in page["results"]:
            has(character, "character")
    c.check("characters search --json", search)
    c.check("characters favorites --json is a list",
            lambda: isinstance(c.data("characters", "favorites"), list) or (_ for _ in ()).throw(AssertionError("not a list")))
    c.check("snapshot --tab characters", snapshot_of(c, "characters"))


def travel(c):
    def nearby_and_detail():
        spots = c.data("travel", "nearby", "--near", NEAR_TRAVEL, "--radius", "20000")
        assert spots, "no spots"
        for spot in spots:
            has(spot, "spot")
        detail = c.data("travel", "detail", str(spots[0]["id"]))
        has(detail, "detail")
        has(detail["barrier_free"], "barrier_free")
    c.check("travel nearby/detail --json", nearby_and_detail)

    def toilets():
        rows = c.data("travel", "toilets", "--near", NEAR_TRAVEL)
        assert rows, "no toilets near 경복궁 offline"
        for row in rows:
            has(row, "toilet")
            assert row["wheelchair"] in STATES, row["wheelchair"]
            assert row["fetched_at"] is None, "a bundled row says it was fetched"
        distances = [row["distance_m"] for row in rows]
        assert distances == sorted(distances), "not nearest first"
    c.check("travel toilets --json (bundled, offline)", toilets)

    def chargers():
        rows = c.data("travel", "chargers", "--near", "37.8813879,127.7297733")
        assert rows, "no chargers near 춘천시청"
        for row in rows:
            has(row, "charger")
            assert set(row["hours"]) == {"weekday", "saturday", "holiday"}, row["hours"]
            assert row["open_now"] in (True, False, None)
    c.check("travel chargers --json", chargers)

    def station():
        card = c.data("travel", "station", "경복궁")
        has(card, "station")
        assert card["lines"] == ["3"], card["lines"]
        code, _, err = c.run("travel", "station", "없는역", "--offline")
        assert code != 0 and err.strip(), "an unknown station is not an error"
    c.check("travel station --json", station)
    c.check("snapshot --tab travel", snapshot_of(c, "travel"))


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    tabs = argv[2:] or tab_names()
    contract = Contract(argv[1])
    contract.check("--version", lambda: contract.run("--version")[0] == 0 or (_ for _ in ()).throw(AssertionError("exit")))
    for tab in tabs:
        {"stores": stores, "weather": weather, "characters": characters, "travel": travel}[tab](contract)
    sys.exit(contract.close())


if __name__ == "__main__":
    main(sys.argv)
