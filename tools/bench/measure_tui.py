#!/usr/bin/env python3
"""A terminal program measured as the person's terminal sees it, under tmux at W×H (ours, for make bench).

usage: [PREP="keys …"] measure_tui.py W H MARKER KEYS command [args …]
Prints one line: first_frame_ms (from the session's start until MARKER is on the screen, looked for every 10 ms),
idle_bytes (what the program sends in 2 s with no key), bytes_per_j (mean over KEYS presses of j), cpu_ms_per_100_keys
(user + system time of the program, from /proc, over those presses) and rss_mb. PREP: tmux key names sent once the
marker shows, before anything is measured (to reach a list). Run it beside the bare list in the same minute: the
machine is noisy, ratios hold where absolute figures do not.
"""
import os, shlex, subprocess, sys, tempfile, time


def main(argv):
    if len(argv) < 6:
        sys.exit(__doc__)
    width, height, marker, presses = argv[1], argv[2], argv[3], int(argv[4])
    command = " ".join(shlex.quote(a) for a in argv[5:])
    server = f"measure{os.getpid()}"
    tmux = ["tmux", "-L", server, "-f", "/dev/null"]
    scratch = tempfile.mkdtemp(prefix="measure-tui-")

    def run(*args, capture=False):
        return subprocess.run(tmux + list(args), check=False, text=True,
                              stdout=subprocess.PIPE if capture else subprocess.DEVNULL).stdout

    def screen():
        return run("capture-pane", "-p", "-t", "m", capture=True) or ""

    def recorded(name, seconds, action=None):
        path = os.path.join(scratch, name)
        open(path, "wb").close()
        run("pipe-pane", "-t", "m", "-o", f"cat >> {shlex.quote(path)}")
        if action:
            action()
        time.sleep(seconds)
        run("pipe-pane", "-t", "m")
        return os.path.getsize(path)

    run("new-session", "-d", "-s", "m", "-x", width, "-y", height,
        f"TERM=tmux-256color LANG=C.UTF-8 {command}; sleep 30")
    start = time.monotonic()
    for _ in range(400):
        if marker in screen():
            break
        time.sleep(0.01)
    first_frame_ms = int((time.monotonic() - start) * 1000)
    time.sleep(0.5)
    prep = os.environ.get("PREP", "").split()
    for key in prep:
        run("send-keys", "-t", "m", key)
        time.sleep(0.2)
    if prep:
        time.sleep(1.5)
    shell = run("display", "-p", "-t", "m", "#{pane_pid}", capture=True).strip()
    children = subprocess.run(["pgrep", "-P", shell], text=True, stdout=subprocess.PIPE).stdout.split()
    program = children[0] if children else shell

    def cpu_ticks():
        fields = open(f"/proc/{program}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime

    idle = recorded("idle", 2)
    before = cpu_ticks()

    def press():
        for _ in range(presses):
            run("send-keys", "-t", "m", "j")
            time.sleep(0.02)

    key_bytes = recorded("keys", 0.5, press)
    after = cpu_ticks()
    rss_kb = next(int(line.split()[1]) for line in open(f"/proc/{program}/status") if line.startswith("VmRSS"))
    ticks = os.sysconf("SC_CLK_TCK")
    print(f"first_frame_ms={first_frame_ms} idle_bytes={idle} bytes_per_j={key_bytes // presses} "
          f"cpu_ms_per_100_keys={(after - before) * 1000 * 100 // (ticks * presses)} rss_mb={rss_kb // 1024}")
    run("kill-server")
    subprocess.run(["rm", "-rf", scratch])


if __name__ == "__main__":
    main(sys.argv)
