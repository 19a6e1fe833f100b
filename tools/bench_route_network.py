#!/usr/bin/env python3
"""Writes a walkable network the size of a 2 km corridor as Overpass would answer it (`out body` with the nodes as
elements of their own): a grid of streets and footways in Seoul's latitudes, seeded so every run is the same, with the
tags the router reads (surface, incline, width, steps, crossings and their kerbs, an elevator or two).
usage: bench_route_network.py OUT.json"""
import json, random, sys

random.seed(54)
ROWS, COLUMNS = 18, 72
SOUTH, WEST = 37.5700, 126.9700
DLAT, DLON = 0.00027, 0.00036          # about 30 m each way
elements, next_id = [], [1]


def node(lat, lon, tags=None):
    nid = next_id[0]
    next_id[0] += 1
    element = {"type": "node", "id": nid, "lat": round(lat, 7), "lon": round(lon, 7)}
    if tags:
        element["tags"] = tags
    elements.append(element)
    return nid


def way_tags(horizontal):
    kind = random.choices(["footway", "residential", "primary", "service", "steps", "path"], [40, 25, 10, 10, 5, 10])[0]
    tags = {"highway": kind}
    if horizontal and kind in ("residential", "primary"):
        tags["name"] = f"Street {random.randint(1, 40)}"
    if kind in ("footway", "path"):
        if random.random() < 0.6: tags["surface"] = random.choice(["asphalt", "paving_stones", "concrete", "gravel"])
        if random.random() < 0.5: tags["incline"] = f"{random.choice([0, 2, 4, 5, 7, 9, -3, -8])}%"
        if random.random() < 0.5: tags["width"] = random.choice(["0.7", "1.2", "2", "3"])
        if random.random() < 0.1: tags["smoothness"] = random.choice(["good", "bad", "very_bad"])
    if kind == "steps" and random.random() < 0.2:
        tags["ramp:wheelchair"] = "yes"
    return tags


corners = [[node(SOUTH + r * DLAT, WEST + c * DLON, {"highway": "crossing", **({"kerb": random.choice(
    ["lowered", "raised", "flush"])} if random.random() < 0.5 else {})} if random.random() < 0.3 else None)
    for c in range(COLUMNS)] for r in range(ROWS)]
way_id = 1
for r in range(ROWS):
    for c in range(COLUMNS):
        for dr, dc in ((0, 1), (1, 0)):
            if r + dr >= ROWS or c + dc >= COLUMNS:
                continue
            a, b = corners[r][c], corners[r + dr][c + dc]
            between = random.choice([2, 2, 3])
            ids = [a]
            for k in range(1, between + 1):
                f = k / (between + 1)
                ids.append(node(SOUTH + (r + dr * f) * DLAT + random.uniform(-2e-5, 2e-5),
                                WEST + (c + dc * f) * DLON + random.uniform(-2e-5, 2e-5)))
            ids.append(b)
            elements.append({"type": "way", "id": way_id, "nodes": ids, "tags": way_tags(dr == 0)})
            way_id += 1
with open(sys.argv[1], "w") as out:
    json.dump({"version": 0.6, "generator": "onestep bench (a made network, not OpenStreetMap data)",
               "elements": elements}, out, indent=2)
