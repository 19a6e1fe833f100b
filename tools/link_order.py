#!/usr/bin/env python3
"""Writes the link order file (`tools/link-order.txt`): the functions of onestep's own binary that run when the app
starts, draws each tab and is walked with the keys, so that lld places them side by side (`--symbol-ordering-file`).

Why: the kernel maps a program's code 64 KB around each page it touches. Left where the linker puts them, the few
thousand functions a session runs are spread over the whole 28 MB of code, so some 15 MB of it becomes resident; placed
together (about 2 MB) they make the app's resident memory some 8 MB smaller and its first frame quicker (README,
Performance). Names that no longer exist are ignored by lld; run `make link-order` after large changes.

How: the release binary (its debug info stripped, which valgrind cannot read) runs under callgrind for each tab's
snapshot and for an interactive session in a private tmux server (both languages, both modes, and started again in
the first session's home as a returning user is), and every function of
the binary that ran is kept, by its mangled name — those callgrind names and those holding the instructions it counts,
with every other name of the same code: first those that ran before the app's starting screen (the part of its
profile cut there), then the rest.
Usage: python3 tools/link_order.py .build/release/onestep tools/link-order.txt"""
import bisect, functools, glob, os, re, shutil, subprocess, sys, tempfile, time
import tabs

BINARY, OUT = sys.argv[1], sys.argv[2]
# Characters' list is walked past two pages (the next page read while moving, as `measure-tui` does).
SESSION_KEYS = ["j", "j", "k", "Enter", "Escape", "o", "o", "2", "j", "j", "j", "j", "Enter", "Escape", "3", "/",
                "m", "a", "Enter", "j", "j", "j", "Enter", "j", "Escape", "f"] + ["j"] * 24 + [
                "4", "j", "j", "Enter", "j", "j", "Escape", "1", "?", "Escape", "q"]


def run(tmp, name, args, keys=None, home_of=None):
    """One run under callgrind in a home of its own, or in `home_of`'s (a returning user: database, state and
    settings already there, read instead of made)."""
    home = os.path.join(tmp, "home-" + (home_of or name))
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_STATE_HOME=home,
               XDG_CACHE_HOME=home, LANG="C.UTF-8", TERM="tmux-256color")
    out = os.path.join(tmp, f"cg.{name}.out")
    # The app's profile is cut where its environment starts to be made, just after the starting screen is shown (the
    # showing itself is inlined): the first part holds what runs before that screen.
    dump = ["--dump-before=*AppEnvironmentC7offline11interactive11environment6config*cfc"] if keys is not None else []
    command = ["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=yes", "--compress-pos=no",
               f"--callgrind-out-file={out}"] + dump + [
               os.path.join(tmp, "onestep")] + args
    if keys is None:
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        return
    socket = f"link-order-{os.getpid()}-{name}"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    shell = " ".join(f"'{part}'" for part in command) + " 2>/dev/null"
    subprocess.run(tmux + ["new-session", "-d", "-s", "t", "-x", "100", "-y", "30", shell], env=env, check=True)
    time.sleep(15)  # start-up under valgrind is slow
    for key in keys:
        subprocess.run(tmux + ["send-keys", "-t", "t", key], check=False)
        time.sleep(1.0)
    for _ in range(60):  # `q` ends the session; callgrind writes its file as the program exits
        if subprocess.run(tmux + ["has-session"], stderr=subprocess.DEVNULL).returncode != 0:
            break
        time.sleep(0.5)
    subprocess.run(tmux + ["kill-server"], stderr=subprocess.DEVNULL)


def functions(path, binary_name):
    """The functions of the binary that ran in one callgrind file: those it names (`fn=(id) name`, later `fn=(id)`),
    and those holding the instructions it counts (`--dump-instr`, addresses uncompressed). Callgrind counts code that
    one function jumps into (a tail call) under the jumping function's name, so only the addresses find the other."""
    found, addresses, objects, names = set(), set(), {}, {}
    current_object = called_object = None
    pattern = re.compile(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?$")
    ours = lambda owner: owner is not None and os.path.basename(owner) == binary_name
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("0x"):
                if ours(current_object):
                    addresses.add(int(line.split()[0], 16))
                continue
            if line.startswith("calls="):
                target = line.split()[1] if len(line.split()) > 1 else ""
                if ours(called_object) and target.startswith("0x"):  # positions are uncompressed (run)
                    addresses.add(int(target, 16))
                called_object = current_object  # a `cob=` names the object of the next call only
                continue
            m = pattern.match(line.rstrip("\n"))
            if not m:
                continue
            call, kind, key, name = m.groups()
            if kind == "ob":
                if name:
                    objects[key] = name
                if call:
                    called_object = objects.get(key)
                else:
                    current_object = called_object = objects.get(key)
            else:
                if name:
                    names[key] = name
                owner = called_object if call else current_object
                # Code without a symbol is named by its address: it is found by its instructions instead.
                if ours(owner) and key in names and not names[key].startswith("0x"):
                    found.add(names[key])
    return found | containing(addresses)


@functools.cache
def symbols():
    """The binary's functions as (start, name), by address (`nm`), read once."""
    listing = subprocess.run(["nm", "-n", "--defined-only", BINARY], capture_output=True, text=True, check=True).stdout
    return [(int(parts[0], 16), parts[2]) for parts in map(str.split, listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"]


def containing(addresses):
    """The names of the binary's functions that hold `addresses`: each the function that starts last before it. Some
    addresses callgrind counts lie past the end nm gives the function before them, and crediting that function is what
    moved their code (the start's code faults fell to 38 with this reading)."""
    table = symbols()
    starts = [start for start, _ in table]
    found = set()
    for address in addresses:
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0:
            found.add(table[i][1])
    return found


def with_aliases(names):
    """`names` and every other name the binary gives the same code (one address, several functions)."""
    by_address, address_of = {}, {}
    for start, name in symbols():
        by_address.setdefault(start, []).append(name)
        address_of[name] = start
    return set(names) | {alias for name in names if name in address_of for alias in by_address[address_of[name]]}


def main():
    if not shutil.which("valgrind") or not shutil.which("tmux"):
        sys.exit("link_order: needs valgrind and tmux")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["strip", "-g", "-o", os.path.join(tmp, "onestep"), BINARY], check=True)
        for tab in tabs.names():
            run(tmp, tab, ["snapshot", "--tab", tab, "--offline"])
        run(tmp, "app-en", ["--offline", "--lang", "en"], SESSION_KEYS)
        run(tmp, "app-ko", ["--offline", "--lang", "ko", "--accessible"], SESSION_KEYS)
        # Started again where it was left: what a returning user's start reads (most starts are these).
        run(tmp, "app-again", ["--offline"], SESSION_KEYS, home_of="app-en")
        first, hot = set(), set()
        for path in glob.glob(os.path.join(tmp, "cg.*.out*")):
            found = functions(path, "onestep")
            hot |= found
            if re.search(r"cg\.app-[^/]*\.out\.1$", path):
                first |= found
    if len(hot) < 1000 or not first:
        sys.exit(f"link_order: only {len(hot)} functions seen ({len(first)} before the starting screen); "
                 "is the binary the release build?")
    # Some code has several names at one address (nm: merged functions); callgrind reports one of them, not always
    # one that moves it, so every name of the same code is written.
    first, hot = with_aliases(first), with_aliases(hot)
    # What runs before the starting screen first, side by side: the kernel maps code in 64 KB steps, and each step
    # is a page fault (some 3 µs here) on the way to the first frame. Then the rest of a session's functions.
    with open(OUT, "w") as f:
        f.write("\n".join(sorted(first) + sorted(hot - first)) + "\n")
    print(f"link_order: {len(hot)} functions in {OUT}, {len(first)} of them before the starting screen")


main()
