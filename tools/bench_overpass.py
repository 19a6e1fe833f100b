#!/usr/bin/env python3
"""A loopback Overpass stand-in for `make bench` (streets drawn): answers a store query with 25 made-up
convenience stores around 판교 and a ground query (`out geom`) with a made-up street grid as dense as 판교's —
streets every 100 m both ways over 6 km (a main road every 500 m), 60 points each, named, with a river and a
railway — so a Stores frame carries a city's worth of streets. Bench fixtures only: nothing here is shown to a
user as real data.
With a store count, the store query is answered with that many stores instead, spread evenly over the circle the
query asks (`around:R`), each with its hours, address and brand as OpenStreetMap's stores carry them: the cost of
a key, the first frame and memory as the answer grows (make bench: 32, 10,000 and 40,000).
usage: bench_overpass.py PORTFILE [STORES]   (writes the port it listens on to PORTFILE, serves until killed)"""
import http.server, json, math, re, socketserver, sys

LAT, LON = 37.394225, 127.110341

def stores():
    elements = []
    for n in range(25):
        a = n * 2.4
        r = 80 + n * 35
        elements.append({"type": "node", "id": 1000 + n,
                         "lat": LAT + r * math.cos(a) / 110540, "lon": LON + r * math.sin(a) / 88000,
                         "tags": {"shop": "convenience", "name": f"bench store {n + 1}",
                                  "opening_hours": "Mo-Su 07:00-23:00" if n % 2 else "24/7"}})
    return {"version": 0.6, "elements": elements}

def ground():
    ways = []
    for n in range(120):
        horizontal = n % 2 == 0
        offset = (n // 2 - 30) * 100 / 110540 * (1 if horizontal else 1.25)
        points = []
        for i in range(60):
            t = (i - 30) * 60
            wobble = 8 * math.sin(i / 3 + n)
            if horizontal:
                points.append({"lat": LAT + offset + wobble / 110540, "lon": LON + t / 88000})
            else:
                points.append({"lat": LAT + t / 110540, "lon": LON + offset + wobble / 88000})
        kind = {"highway": "primary" if n % 10 in (0, 1) else "residential", "name": f"bench road {n}"}
        ways.append({"type": "way", "id": n + 1, "tags": kind, "geometry": points})
    ways.append({"type": "way", "id": 9001, "tags": {"waterway": "river", "name": "bench river"},
                 "geometry": [{"lat": LAT + (i - 30) * 50 / 110540, "lon": LON - 0.01 + 0.002 * math.sin(i / 5)}
                              for i in range(60)]})
    ways.append({"type": "way", "id": 9002, "tags": {"railway": "subway"},
                 "geometry": [{"lat": LAT + (i - 30) * 50 / 110540, "lon": LON + 0.006} for i in range(60)]})
    return {"version": 0.6, "elements": ways}

def many(count, radius):
    """`count` stores on a sunflower spiral filling the circle of `radius` metres (the nearest first)."""
    elements = []
    brands = ["CU", "GS25", "세븐일레븐", "이마트24", "미니스톱"]
    for n in range(count):
        r = radius * 0.98 * math.sqrt((n + 0.5) / count)
        a = n * 2.399963
        brand = brands[n % len(brands)]
        elements.append({"type": "node", "id": 2_000_000 + n,
                         "lat": LAT + r * math.cos(a) / 110540, "lon": LON + r * math.sin(a) / 88000,
                         "tags": {"shop": "convenience", "brand": brand, "name": f"{brand} 벤치 {n + 1}호점",
                                  "addr:street": f"벤치로{n % 97 + 1}번길", "addr:housenumber": str(n % 300 + 1),
                                  "opening_hours": "24/7" if n % 3 == 0 else "Mo-Sa 07:00-23:00; Su 09:00-21:00"}})
    # As Overpass writes it: UTF-8 as is, not \u escapes.
    return json.dumps({"version": 0.6, "elements": elements}, ensure_ascii=False).encode()

COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else None
STORES, GROUND = json.dumps(stores()).encode(), json.dumps(ground()).encode()
# Made before the port is written, so the answer's arrival is not a Python program's first json.dumps.
ANSWERS = {} if COUNT is None else {radius: many(COUNT, radius) for radius in (1000, 20000)}

class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if "geom" in self.path:
            body = GROUND
        elif COUNT is None:
            body = STORES
        else:
            from urllib.parse import unquote
            found = re.search(r"around:(\d+)", unquote(self.path))
            radius = int(found.group(1)) if found else 1000
            if radius not in ANSWERS:  # (setdefault would make the whole answer again on every request)
                ANSWERS[radius] = many(COUNT, radius)
            body = ANSWERS[radius]
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

with socketserver.TCPServer(("127.0.0.1", 0), Handler) as server:
    with open(sys.argv[1], "w") as f:
        f.write(str(server.server_address[1]))
    server.serve_forever()
