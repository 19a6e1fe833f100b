#!/usr/bin/env python3
"""The way there, measured whole: a 2 km corridor's walkable network (bench_route_network.py) served on loopback as
Overpass would, `onestep travel route --json` asked for the route between its far corners, beside a Python + networkx
pipeline doing the same work on the same answer (fetch, parse, build the graph, A*, print JSON), each run 7 times in
turn; wall time and peak resident memory of each process (wait4). The app's memory is also given on a network of a
few nodes, so what the corridor adds is read off. usage: bench_route.py PATH/TO/onestep"""
import http.server, json, os, socketserver, subprocess, sys, tempfile, threading, time

BINARY = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))

PEER = r'''
import json, math, sys, urllib.request
import networkx
WALKABLE = {"footway", "path", "pedestrian", "steps", "living_street", "residential", "service", "unclassified",
            "road", "tertiary", "tertiary_link", "secondary", "secondary_link", "primary", "primary_link", "track",
            "corridor", "elevator", "platform", "crossing"}
def distance(a, b):
    p = math.pi / 180
    h = (math.sin((b[0] - a[0]) * p / 2) ** 2
         + math.cos(a[0] * p) * math.cos(b[0] * p) * math.sin((b[1] - a[1]) * p / 2) ** 2)
    return 2 * 6371008.8 * math.atan2(math.sqrt(h), math.sqrt(1 - h))
url, a, b = sys.argv[1], tuple(map(float, sys.argv[2].split(","))), tuple(map(float, sys.argv[3].split(",")))
answer = json.loads(urllib.request.urlopen(url).read())
nodes = {e["id"]: (e["lat"], e["lon"]) for e in answer["elements"] if e["type"] == "node"}
g = networkx.Graph()
for way in (e for e in answer["elements"] if e["type"] == "way"):
    if way.get("tags", {}).get("highway") in WALKABLE:
        for x, y in zip(way["nodes"], way["nodes"][1:]):
            g.add_edge(x, y, weight=distance(nodes[x], nodes[y]))
start = min(g.nodes, key=lambda n: distance(nodes[n], a))
goal = min(g.nodes, key=lambda n: distance(nodes[n], b))
path = networkx.astar_path(g, start, goal, heuristic=lambda u, v: distance(nodes[u], nodes[v]), weight="weight")
print(json.dumps({"path": [f"osm:node/{n}" for n in path],
                  "distance_m": round(sum(distance(nodes[x], nodes[y]) for x, y in zip(path, path[1:])))}))
'''


def serve(body):
    class Serve(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Serve)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def run(argv, env):
    """Wall milliseconds and peak resident MB of one process, its stdout."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out, _ = process.stdout.read(), process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return (time.perf_counter() - started) * 1000, usage.ru_maxrss / 1024, out, process.returncode


def median(values):
    return sorted(values)[len(values) // 2]


def main():
    with tempfile.TemporaryDirectory() as folder:
        corridor = os.path.join(folder, "corridor.json")
        subprocess.run([sys.executable, os.path.join(HERE, "bench_route_network.py"), corridor], check=True)
        print(subprocess.run([BINARY, "bench", "--route", corridor], capture_output=True, text=True).stdout, end="")
        body = open(corridor, "rb").read()
        points = [(e["lat"], e["lon"]) for e in json.loads(body)["elements"] if e["type"] == "node"]
        a = min(points, key=lambda p: p[0] + p[1])
        b = max(points, key=lambda p: p[0] + p[1])
        ends = ["%.6f,%.6f" % a, "%.6f,%.6f" % b]
        small = json.dumps({"elements": [
            {"type": "node", "id": 1, "lat": a[0], "lon": a[1]}, {"type": "node", "id": 2, "lat": a[0], "lon": a[1] + 0.0005},
            {"type": "way", "id": 1, "nodes": [1, 2], "tags": {"highway": "footway"}}]}).encode()
        dead = "http://127.0.0.1:9"
        results = {}
        for name, answer in (("corridor", body), ("two nodes", small)):
            server = serve(answer)
            url = f"http://127.0.0.1:{server.server_address[1]}/api/interpreter"
            env = {**os.environ, "ONESTEP_OVERPASS_URL": url, "ONESTEP_OPEN_METEO_URL": dead,
                   "ONESTEP_OPEN_METEO_GEOCODING_URL": dead, "ONESTEP_TOUR_BASE_URL": dead,
                   "ONESTEP_GPSD": "127.0.0.1:9"}
            for key in ("XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"):
                env[key] = tempfile.mkdtemp(dir=folder)
            to = ends[1] if name == "corridor" else "%.6f,%.6f" % (a[0], a[1] + 0.0005)
            ours, peer = [], []
            for _ in range(7):
                ours.append(run([BINARY, "travel", "route", "--from", ends[0], "--to", to, "--profile", "foot",
                                 "--json"], env))
                if name == "corridor":
                    peer.append(run([sys.executable, "-c", PEER, url, ends[0], to], env))
            server.shutdown()
            assert all(r[3] == 0 for r in ours), ours[0]
            results[name] = (ours, peer)
        ours, peer = results["corridor"]
        app = json.loads(ours[0][2])
        theirs = json.loads(peer[0][2])
        t_ours, t_peer = median([r[0] for r in ours]), median([r[0] for r in peer])
        m_ours, m_small = max(r[1] for r in ours), max(r[1] for r in results["two nodes"][0])
        print(f"travel route --json on the corridor (loopback, 7 runs): median {t_ours:.0f} ms, "
              f"peak {m_ours:.1f} MB; Python + networkx: median {t_peer:.0f} ms, peak {max(r[1] for r in peer):.1f} MB "
              f"— {t_peer / t_ours:.1f}x quicker (target 3x)")
        print(f"memory: {m_ours:.1f} MB on the corridor against {m_small:.1f} MB on two nodes: "
              f"+{m_ours - m_small:.1f} MB (target 15 MB)")
        print(f"lengths: ours {app['distance_m']} m, networkx {theirs['distance_m']} m")


main()
