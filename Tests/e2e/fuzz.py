#!/usr/bin/env python3
"""make fuzz: random keys into the running app under tmux, with a random resize every few hundred keys.

Keys: letters (never q, which quits outside a field), Hangul, digits, arrows, paging, Enter, Esc, Tab,
Shift-Tab, Ctrl-L, /, +, -. Sizes from 1x1 to 250x70. The app must never exit on its own; at the end,
Esc and q must quit it with status 0, the terminal modes must be as before, and the database must pass
PRAGMA integrity_check. Offline only (no request leaves the machine). Deterministic for a given seed.
Usage: python3 Tests/e2e/fuzz.py PATH/TO/onestep [KEYS] [SEED]"""
import os, random, sqlite3, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from tmux_harness import Terminal

BINARY = os.path.abspath(sys.argv[1])
TOTAL = int(sys.argv[2]) if len(sys.argv) > 2 else 50_000
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 20261122
rng = random.Random(SEED)

LETTERS = [c for c in "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPRSTUVWXYZ0123456789/+-=[] "]
HANGUL = list("가나다라마바사아자차카타파하판교서울역점")
NAMED = ["Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "Enter", "Escape", "Tab", "BTab",
         "C-l", "BSpace", "DC"]

def random_batch(n):
    """n keys as tmux send-keys arguments; literal runs are sent with -l separately."""
    batch = []
    for _ in range(n):
        r = rng.random()
        if r < 0.55:
            batch.append(("lit", rng.choice(LETTERS)))
        elif r < 0.65:
            batch.append(("lit", rng.choice(HANGUL)))
        else:
            batch.append(("key", rng.choice(NAMED)))
    return batch

def alive(t):
    return os.path.exists(f"/proc/{t.pid}")

def main():
    started = time.monotonic()
    with Terminal(BINARY, 100, 30) as t:
        t.run(f"stty -a > {t.home}/stty.before; {BINARY} --offline; echo $? > {t.home}/status; stty -a > {t.home}/stty.after")
        t.wait_text("stores within", timeout=20)
        t.pid = t.app_pid()
        assert t.pid, "the app did not start"
        sent, next_resize = 0, rng.randint(200, 600)
        while sent < TOTAL:
            batch = random_batch(min(25, TOTAL - sent))
            for kind, key in batch:
                if kind == "lit":
                    t.tmux("send-keys", "-l", key)
                else:
                    t.tmux("send-keys", key)
            sent += len(batch)
            if sent >= next_resize:
                t.resize(rng.randint(1, 250), rng.randint(1, 70))
                next_resize = sent + rng.randint(200, 600)
            if sent % 1000 < 25:
                assert alive(t), f"onestep exited after {sent} keys; screen:\n{t.screen()}"
                print(f"{sent} keys, {time.monotonic() - started:.0f} s", flush=True)
        t.resize(100, 30)
        time.sleep(0.5)
        assert alive(t), f"onestep exited after {sent} keys; screen:\n{t.screen()}"
        for _ in range(10):
            t.keys("Escape", "Escape", "Escape")
            time.sleep(0.2)
            t.keys("q")
            time.sleep(0.5)
            if os.path.exists(f"{t.home}/stty.after"):
                break
        assert os.path.exists(f"{t.home}/stty.after"), "q did not quit:\n" + t.screen()
        status = open(f"{t.home}/status").read().strip()
        assert status == "0", f"exit status {status}"
        before, after = open(f"{t.home}/stty.before").read(), open(f"{t.home}/stty.after").read()
        assert before == after, "terminal modes changed"
        database = os.path.join(t.home, "XDG_DATA_HOME", "onestep", "onestep.sqlite")
        if os.path.exists(database):
            result = sqlite3.connect(database).execute("PRAGMA integrity_check").fetchone()[0]
            assert result == "ok", result
        print(f"fuzz: {sent} keys, seed {SEED}, {time.monotonic() - started:.0f} s: no crash, q quit with 0, "
              f"terminal restored, database {'ok' if os.path.exists(database) else 'not created'}")

main()
