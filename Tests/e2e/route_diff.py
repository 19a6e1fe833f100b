#!/usr/bin/env python3
"""The router against a peer (networkx, PyPI, test-only): on recorded Overpass answers and on a drawn fixture, the foot
route between node pairs (seeded, the same each run) is as long as networkx's shortest path over the same walkable
ways within 0.5 %, and the wheelchair route never uses a way or node the rules forbid. Each answer is served on
loopback to `onestep travel route --json`. usage: route_diff.py PATH/TO/onestep"""
import http.server, json, math, os, random, socket, socketserver, subprocess, sys, tempfile, threading
import networkx

BINARY = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(os.path.dirname(HERE), "Fixtures", "recorded", "overpass")
WALKABLE = {"footway", "path", "pedestrian", "steps", "living_street", "residential", "service", "unclassified", "road",
            "tertiary", "tertiary_link", "secondary", "secondary_link", "primary", "primary_link", "track", "corridor",
            "elevator", "platform", "crossing"}
NEVER = {"motorway", "motorway_link", "trunk", "trunk_link", "construction", "proposed"}


def walkable(tags):
    """The same rule as RouteRules.isWalkable, written again here for the peer's graph."""
    highway = tags.get("highway")
    if not highway or highway in NEVER or tags.get("foot") == "no":
        return False
    foot = tags.get("foot") in ("yes", "designated", "permissive")
    if tags.get("access") in ("no", "private") and not foot:
        return False
    return highway in WALKABLE or foot


def distance(a, b):
    p = math.pi / 180
    h = (math.sin((b[0] - a[0]) * p / 2) ** 2
         + math.cos(a[0] * p) * math.cos(b[0] * p) * math.sin((b[1] - a[1]) * p / 2) ** 2)
    return 2 * 6371008.8 * math.atan2(math.sqrt(h), math.sqrt(1 - h))


def graph(answer):
    nodes = {e["id"]: (e["lat"], e["lon"]) for e in answer["elements"] if e["type"] == "node" and "lat" in e}
    g = networkx.Graph()
    for way in (e for e in answer["elements"] if e["type"] == "way"):
        if not walkable(way.get("tags", {})):
            continue
        for a, b in zip(way["nodes"], way["nodes"][1:]):
            if a in nodes and b in nodes:
                g.add_edge(a, b, weight=distance(nodes[a], nodes[b]))
    return g, nodes


class Serve(http.server.BaseHTTPRequestHandler):
    body = b""

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(Serve.body)))
        self.end_headers()
        self.wfile.write(Serve.body)

    def log_message(self, *args):
        pass


# Every live service the app knows, pointed at a closed loopback port unless served here: no run reaches a real host.
LIVE_URLS = ("ONESTEP_KAKAO_BASE_URL", "ONESTEP_OPENWEATHER_BASE_URL", "ONESTEP_MARVEL_BASE_URL", "ONESTEP_TOUR_BASE_URL",
             "ONESTEP_OVERPASS_URL", "ONESTEP_OPEN_METEO_URL", "ONESTEP_OPEN_METEO_GEOCODING_URL",
             "ONESTEP_OPEN_METEO_AIR_QUALITY_URL", "ONESTEP_COMICVINE_BASE_URL", "ONESTEP_GEOLOCATE_URL")


def closed_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def route(base, home, a, b, profile):
    env = {k: v for k, v in os.environ.items() if not k.startswith("ONESTEP_") and not k.endswith("_API_KEY")}
    env.update({name: f"http://127.0.0.1:{closed_port()}" for name in LIVE_URLS})
    env.update(HOME=home, LANG="C.UTF-8", ONESTEP_OVERPASS_URL=base + "/api/interpreter",
               XDG_CACHE_HOME=os.path.join(home, "k"), XDG_DATA_HOME=os.path.join(home, "d"),
               XDG_STATE_HOME=os.path.join(home, "s"), XDG_CONFIG_HOME=os.path.join(home, "c"))
    done = subprocess.run([BINARY, "travel", "route", "--from", "%.7f,%.7f" % a, "--to", "%.7f,%.7f" % b,
                           "--profile", profile, "--json"], capture_output=True, text=True, env=env, timeout=60)
    return done.returncode, (json.loads(done.stdout) if done.stdout.strip() else None), done.stderr


def check(name, answer, pairs=6):
    passed = failed = 0
    g, nodes = graph(answer)
    if g.number_of_nodes() < 2:
        return 0, 0
    component = max(networkx.connected_components(g), key=len)
    ids = sorted(component)
    rng = random.Random(name)
    Serve.body = json.dumps(answer).encode()
    server = socketserver.TCPServer(("127.0.0.1", 0), Serve)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d" % server.server_address[1]
    home = tempfile.mkdtemp(prefix="onestep-route-diff-")
    for _ in range(pairs):
        a, b = rng.sample(ids, 2)
        if distance(nodes[a], nodes[b]) > 4900:
            continue
        peer = networkx.shortest_path_length(g, a, b, weight="weight")
        code, ours, err = route(base, home, nodes[a], nodes[b], "foot")
        if code != 0 or ours is None:
            failed += 1
            print(f"FAIL  {name}: {a}→{b}: no route from onestep ({err.strip()[:120]})")
            continue
        if abs(ours["distance_m"] - peer) > max(1.0, peer * 0.005):
            failed += 1
            print(f"FAIL  {name}: {a}→{b}: {ours['distance_m']} m against networkx's {peer:.1f} m")
        else:
            passed += 1
    server.shutdown()
    return passed, failed


def fixture():
    """A drawn network with steps, a raised kerb and a private way: the wheelchair route uses none of them."""
    ways = [([1, 2, 3], {"highway": "footway"}), ([3, 4], {"highway": "steps"}), ([1, 5, 6, 4], {"highway": "footway"}),
            ([6, 7], {"highway": "service", "access": "private"}), ([7, 4], {"highway": "footway"})]
    points = {1: (37.5, 127.0), 2: (37.5, 127.0004), 3: (37.5, 127.0008), 4: (37.5, 127.0012),
              5: (37.4997, 127.0), 6: (37.4997, 127.0012), 7: (37.4995, 127.0006)}
    elements = [{"type": "node", "id": i, "lat": p[0], "lon": p[1]} for i, p in points.items()]
    elements[1]["tags"] = {"kerb": "raised", "highway": "crossing"}  # node 2, on the short way
    elements += [{"type": "way", "id": 100 + n, "nodes": nodes, "tags": tags} for n, (nodes, tags) in enumerate(ways)]
    return {"elements": elements}


def main():
    total_passed = total_failed = 0
    answers = [(f, json.load(open(os.path.join(RECORDED, f)))) for f in sorted(os.listdir(RECORDED))
               if f.endswith(".json") and "nodes-then-ways" in f]
    answers.append(("fixture", fixture()))
    for name, answer in answers:
        passed, failed = check(name, answer)
        total_passed += passed
        total_failed += failed
        print(f"ok    {name}: {passed} foot routes as long as networkx's" if not failed else f"      {name}: {failed} differ")
    # The fixture: the wheelchair route avoids the steps (way 101), the raised kerb (node 2) and the private way.
    Serve.body = json.dumps(fixture()).encode()
    server = socketserver.TCPServer(("127.0.0.1", 0), Serve)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    code, ours, err = route("http://127.0.0.1:%d" % server.server_address[1], tempfile.mkdtemp(), (37.5, 127.0),
                            (37.5, 127.0012), "wheelchair")
    server.shutdown()
    forbidden = {"osm:way/101", "osm:way/103"}
    if code == 0 and ours and "osm:node/2" not in ours["path"] and not forbidden & {l["way"] for l in ours["legs"]}:
        total_passed += 1
        print("ok    the wheelchair route uses no step, raised kerb or private way")
    else:
        total_failed += 1
        print(f"FAIL  the wheelchair route: {code} {ours and ours['path']} {err.strip()[:200]}")
    print(f"{total_passed} passed, {total_failed} failed")
    sys.exit(1 if total_failed else 0)


if __name__ == "__main__":
    main()
