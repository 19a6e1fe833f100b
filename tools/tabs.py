"""The tabs' names in their order, read from the one list in the tree (TabsFactory.names), for the tools and the
Makefile: a fifth tab is added there, not here."""
import re
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[1] / "Sources" / "onestep" / "TabsFactory.swift"


def names():
    with open(SOURCE, encoding="utf-8") as f:
        found = re.search(r"static let names = \[([^\]]*)\]", f.read())
    if not found:
        raise SystemExit("tabs.py: no `static let names = [...]` in TabsFactory.swift")
    return re.findall(r'"(\w+)"', found.group(1))


if __name__ == "__main__":
    print(" ".join(names()))
