#!/usr/bin/env python3
"""make faults: the release binary against real faults of the disk its data lives on — a file system filled to the
last byte, the same made read-only, the database's path taken by a folder, a lock held by another process, kill -9
in the middle of writes. For each: nothing saved before the fault is lost once it clears, and what the person was
told is checked. The full and read-only disks are a small tmpfs mounted for the run (root, as CI is); where mounting
is refused, those two say so and are skipped (the others run). usage: run_faults.py PATH/TO/onestep"""
import json, os, random, shutil, signal, sqlite3, subprocess, sys, tempfile, time, traceback

BINARY = os.path.abspath(sys.argv[1])
TESTS, results = [], {"passed": 0, "failed": 0, "skipped": 0}


def test(fn):
    TESTS.append(fn)
    return fn


def in_scratch_home(fn):
    """The test gets a Home of its own in a fresh temporary folder, removed afterwards whether it passed or not."""
    def run():
        root = tempfile.mkdtemp(prefix="onestep-faults-")
        try:
            fn(Home(root))
        finally:
            shutil.rmtree(root, ignore_errors=True)
    run.__name__ = fn.__name__
    return run


class Home:
    """A person's XDG folders under `root`, and the binary run as them (offline: no network is touched)."""
    def __init__(self, root):
        self.root = root
        self.data = os.path.join(root, "d", "onestep")
        self.env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("ONESTEP_")}
        self.env.update(HOME=root, LANG="C.UTF-8", XDG_DATA_HOME=os.path.join(root, "d"),
                        XDG_STATE_HOME=os.path.join(root, "s"), XDG_CONFIG_HOME=os.path.join(root, "c"),
                        XDG_CACHE_HOME=os.path.join(root, "k"))

    def run(self, *args, check=None):
        done = subprocess.run([BINARY, *args, "--offline"], capture_output=True, text=True, env=self.env, timeout=60)
        if check is not None:
            assert done.returncode == check, (args, done.returncode, done.stdout, done.stderr)
        return done

    def json(self, *args):
        return json.loads(self.run(*args, "--json", check=0).stdout)

    def save_some(self):
        """Two favourite characters, a favourite city and a bookmark; returns the characters' ids."""
        found = self.json("characters", "search", "spider")["results"]
        ids = [str(found[0]["id"]), str(found[1]["id"])]
        for character in ids:
            self.run("characters", "favorite", "add", character, check=0)
        self.run("weather", "favorite", "add", "부산", check=0)
        self.run("travel", "bookmark", "add", "126508", check=0)
        return ids, [str(r["id"]) for r in found[2:4]]

    def saved(self):
        return ([str(c["id"]) for c in self.json("characters", "favorites")],
                [c["name"] for c in self.json("weather", "favorites")],
                [b["id"] for b in self.json("travel", "bookmarks")])

    def nothing_moved_aside(self):
        return not [f for f in os.listdir(self.data) if ".damaged-" in f]


class Tmpfs:
    """A small tmpfs at a new folder for the length of a `with`; None when this machine refuses to mount one."""
    def __init__(self, size="2m"):
        self.path = tempfile.mkdtemp(prefix="onestep-faults-fs-")
        self.size = size
        self.mounted = False

    def __enter__(self):
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={self.size}", "tmpfs", self.path],
                              capture_output=True, text=True)
        self.mounted = done.returncode == 0
        return self if self.mounted else None

    def remount(self, mode):
        subprocess.run(["mount", "-o", f"remount,{mode}", self.path], check=True)

    def fill(self):
        with open(os.path.join(self.path, "filler"), "wb") as f:
            try:
                while True:
                    f.write(b"\0" * 65536)
                    f.flush()
            except OSError:
                pass
        # The last few bytes too (a block smaller than 64 KB), where a file can still be made.
        try:
            with open(os.path.join(self.path, "filler2"), "wb") as f:
                while True:
                    f.write(b"\0")
                    f.flush()
        except OSError:
            pass

    def empty(self):
        for name in ("filler", "filler2"):
            try:
                os.remove(os.path.join(self.path, name))
            except FileNotFoundError:
                pass

    def __exit__(self, *exc):
        if self.mounted:
            subprocess.run(["umount", "-l", self.path])
        shutil.rmtree(self.path, ignore_errors=True)
        return False


class Skip(Exception):
    pass


@test
def a_full_disk_is_a_fault_saved_things_stay_readable_and_a_change_is_said_not_kept():
    with Tmpfs() as fs:
        if fs is None:
            raise Skip("tmpfs could not be mounted here (not root?): the full disk was not tried")
        home = Home(fs.path)
        ids, more = home.save_some()
        before = home.saved()
        fs.fill()
        listed = home.run("characters", "favorites", "--json")
        assert listed.returncode == 0, listed.stderr
        assert [str(c["id"]) for c in json.loads(listed.stdout)] == ids, listed.stdout
        # The file may still open for reading on a full disk (then nothing needs saying); what is said names the
        # fault, and never that nothing was saved.
        assert "nothing was saved" not in listed.stderr, listed.stderr
        assert not listed.stderr.strip() or "the disk is full" in listed.stderr, listed.stderr
        change = home.run("characters", "favorite", "add", more[0])
        print("      (said: " + change.stderr.strip().replace("\n", " / ") + ")")
        assert change.returncode == 1 and "the disk is full" in change.stderr, (change.returncode, change.stderr)
        assert "the change was not kept" in change.stderr or "could not keep the change" in change.stderr
        assert home.nothing_moved_aside(), os.listdir(home.data)
        fs.empty()
        assert home.saved() == before, (home.saved(), before)
        home.run("characters", "favorite", "add", more[0], check=0)
        assert home.saved()[0] == ids + [more[0]]


@test
def a_read_only_file_system_is_a_fault_and_loses_nothing():
    with Tmpfs() as fs:
        if fs is None:
            raise Skip("tmpfs could not be mounted here (not root?): the read-only disk was not tried")
        home = Home(fs.path)
        ids, more = home.save_some()
        before = home.saved()
        fs.remount("ro")
        try:
            listed = home.run("travel", "bookmarks", "--json")
            assert listed.returncode == 0 and json.loads(listed.stdout)[0]["id"] == "126508", listed
            assert "nothing was saved" not in listed.stderr, listed.stderr
            change = home.run("weather", "favorite", "remove", "부산")
            print("      (said: " + change.stderr.strip().replace("\n", " / ") + ")")
            assert change.returncode == 1 and "read-only" in change.stderr, change.stderr
            assert "Error Domain" not in change.stderr and "SQLITE" not in change.stderr
        finally:
            fs.remount("rw")
        assert home.nothing_moved_aside(), os.listdir(home.data)
        assert home.saved() == before


@test
@in_scratch_home
def a_folder_in_the_databases_place_is_a_fault_the_backup_answers_and_the_file_comes_back(home):
    ids, more = home.save_some()
    before = home.saved()
    database = os.path.join(home.data, "onestep.sqlite")
    os.rename(database, database + ".kept")
    for suffix in ("-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    os.mkdir(database)
    listed = home.run("characters", "favorites", "--json")
    assert listed.returncode == 0 and [str(c["id"]) for c in json.loads(listed.stdout)] == ids, listed
    assert "a folder or something else stands where the file should be" in listed.stderr, listed.stderr
    os.rmdir(database)
    # The file is gone now (the folder was in its place): the next start refills a new one from the backup.
    refilled = home.run("characters", "favorites", "--json")
    assert [str(c["id"]) for c in json.loads(refilled.stdout)] == ids, refilled
    assert "held none of your saved things" in refilled.stderr, refilled.stderr
    assert home.saved() == before


@test
@in_scratch_home
def a_lock_held_by_another_process_is_said_and_loses_nothing(home):
    ids, more = home.save_some()
    before = home.saved()
    holder = subprocess.Popen([sys.executable, "-c", """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], timeout=1, isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(30)
""", os.path.join(home.data, "onestep.sqlite")], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        listed = home.run("characters", "favorites", "--json")
        assert listed.returncode == 0 and [str(c["id"]) for c in json.loads(listed.stdout)] == ids, listed
        change = home.run("characters", "favorite", "add", more[0])
        assert change.returncode == 1, (change.returncode, change.stdout, change.stderr)
        assert "busy" in change.stderr and "Error Domain" not in change.stderr, change.stderr
    finally:
        holder.kill()
        holder.wait()
    assert home.nothing_moved_aside(), os.listdir(home.data)
    assert home.saved() == before


@test
@in_scratch_home
def kill_9_in_the_middle_of_writes_never_damages_or_loses_what_was_saved(home):
    ids, more = home.save_some()
    rng = random.Random(7)
    found = [str(r["id"]) for r in home.json("characters", "search", "spider")["results"]]
    for round_ in range(12):
        character = rng.choice(found[2:])
        action = rng.choice(["add", "remove"])
        process = subprocess.Popen([BINARY, "characters", "favorite", action, character, "--offline"],
                                   env=home.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.005, 0.12))
        process.send_signal(signal.SIGKILL)
        process.wait()
    # Whatever each killed run managed, the database opens healthy, the first two favourites were never touched,
    # and the backup still reads.
    listed = home.run("characters", "favorites", "--json")
    assert listed.returncode == 0 and "damaged" not in listed.stderr, listed.stderr
    kept = [str(c["id"]) for c in json.loads(listed.stdout)]
    assert kept[:2] == ids or set(ids) <= set(kept), kept
    assert home.nothing_moved_aside(), os.listdir(home.data)
    check = sqlite3.connect(os.path.join(home.data, "onestep.sqlite")).execute("PRAGMA integrity_check").fetchone()
    assert check == ("ok",), check
    with open(os.path.join(home.data, "onestep.sqlite.backup.json"), encoding="utf-8") as f:
        assert "favorite_character" in json.load(f)["tables"]


def main():
    for fn in TESTS:
        try:
            fn()
        except Skip as why:
            results["skipped"] += 1
            print(f"skip  {fn.__name__}: {why}")
        except Exception:  # every failure is a finding
            results["failed"] += 1
            print(f"FAIL  {fn.__name__}")
            traceback.print_exc()
        else:
            results["passed"] += 1
            print(f"ok    {fn.__name__}")
    print(f"{results['passed']} passed, {results['failed']} failed, {results['skipped']} skipped")
    sys.exit(1 if results["failed"] else 0)


if __name__ == "__main__":
    main()
