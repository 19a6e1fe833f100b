#!/usr/bin/env python3
"""Start-up and memory figures for `make bench` (release build, offline):
- `onestep --version` against a Swift hello world built the same way (median of N runs each, wall time);
- peak resident memory of `onestep snapshot --tab X` for every tab (ru_maxrss of the child).
Usage: python3 tools/bench_startup.py .build/release/onestep [runs]"""
import os, resource, statistics, subprocess, sys, time
import tabs

BINARY = sys.argv[1]
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 40
HELLO_DIR = os.path.join(".build", "bench-hello")

def hello_world():
    os.makedirs(HELLO_DIR, exist_ok=True)
    source, binary = os.path.join(HELLO_DIR, "hello.swift"), os.path.join(HELLO_DIR, "hello")
    if not os.path.exists(binary):
        with open(source, "w") as f:
            f.write('print("hello")\n')
        subprocess.run(["swiftc", "-O", source, "-o", binary], check=True)
    return binary

def median_ms(command):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)

def peak_rss_mb(command):
    # A fresh interpreter per measurement: RUSAGE_CHILDREN keeps the largest child seen so far.
    code = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True); "
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code] + command, capture_output=True, text=True, check=True).stdout
    return int(out.strip()) / 1024

hello = hello_world()
h, v = median_ms([hello]), median_ms([BINARY, "--version"])
print(f"start-up: swift hello world {h:.1f} ms, onestep --version {v:.1f} ms (median of {RUNS}): {v / h:.2f}x")
env_note = "offline, 120x40"
for tab in tabs.names():
    mb = peak_rss_mb([BINARY, "snapshot", "--tab", tab, "--size", "120x40", "--offline"])
    print(f"peak resident memory, snapshot --tab {tab} ({env_note}): {mb:.1f} MB")
