"""Drives onestep in a real terminal (tmux) as a person would: keys in, screen text out.
Each session gets its own tmux server socket and a throwaway XDG home."""
import os, shutil, subprocess, tempfile, time, unicodedata


def display_width(text):
    w = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
    return w


class Terminal:
    def __init__(self, binary, width=100, height=30, home=None, env=None):
        self.binary = os.path.abspath(binary)
        self.socket = f"onestep-e2e-{os.getpid()}-{time.monotonic_ns()}"
        self.home = home or tempfile.mkdtemp(prefix="onestep-e2e-")
        self.owns_home = home is None
        self.env = {"HOME": self.home, "LANG": "C.UTF-8", "TERM": "tmux-256color",
                    **{k: os.path.join(self.home, k) for k in
                       ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")},
                    **(env or {})}
        exports = " ".join(f"{k}='{v}'" for k, v in self.env.items())
        self.tmux("new-session", "-d", "-x", str(width), "-y", str(height),
                  f"env -i PATH=/usr/bin:/bin {exports} bash --norc --noprofile")
        self.tmux("set-option", "-g", "status", "off")
        self.wait_for(lambda s: "$" in s or "#" in s, timeout=5)

    # tmux decides UTF-8 from the client's locale and needs a TERM: CI may have neither, so both are set here
    # (and -u forces UTF-8), or Korean would come back as underscores.
    TMUX_ENV = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", TERM=os.environ.get("TERM") or "xterm-256color")

    def tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-u", "-L", self.socket, *args], capture_output=True, text=True, check=check,
                              env=self.TMUX_ENV).stdout

    def type(self, text):
        self.tmux("send-keys", "-l", text)

    def keys(self, *names):
        self.tmux("send-keys", *names)

    def run(self, command):
        self.type(command)
        self.keys("Enter")

    def screen(self):
        return self.tmux("capture-pane", "-p")

    def lines(self):
        return self.screen().split("\n")

    def cursor(self):
        x, y = self.tmux("display", "-p", "#{cursor_x},#{cursor_y}").strip().split(",")
        return int(x), int(y)

    def resize(self, width, height):
        self.tmux("resize-window", "-x", str(width), "-y", str(height))

    def wait_for(self, predicate, timeout=10.0, what="screen condition"):
        deadline = time.monotonic() + timeout
        last = ""
        while time.monotonic() < deadline:
            last = self.screen()
            if predicate(last):
                return last
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}; screen was:\n{last}")

    def wait_text(self, text, timeout=10.0):
        return self.wait_for(lambda s: text in s, timeout, f"'{text}'")

    def app_pid(self):
        out = subprocess.run(["pgrep", "-f", "-n", self.binary], capture_output=True, text=True).stdout.strip()
        return int(out) if out else None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        self.tmux("kill-server", check=False)
        if self.owns_home:
            shutil.rmtree(self.home, ignore_errors=True)
