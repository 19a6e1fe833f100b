#!/usr/bin/env python3
"""A loopback Overpass stand-in for `make bench` (streets drawn): answers a store query with 25 made-up
convenience stores around 판교 and a ground query (`out geom`) with a made-up street grid as dense as 판교's —
streets every 100 m both ways over 6 km (a main road every 500 m), 60 points each, named, with a river and a
railway — so a Stores frame carries a city's worth of streets. Bench fixtures only: nothing here is shown to a
user as real data.
usage: bench_overpass.py PORTFILE   (writes the port it listens on to PORTFILE, serves until killed)"""
import http.server, json, math, socketserver, sys

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

STORES, GROUND = json.dumps(stores()).encode(), json.dumps(ground()).encode()

class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = GROUND if "geom" in self.path else STORES
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
