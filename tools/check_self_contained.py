#!/usr/bin/env python3
"""Fails when the build, the tests or the tools name a path outside the repository (make lint runs it).

A clone must build and pass its tests with nothing beside it. Every `../` path in the Makefile, Package.swift, .ci/,
Tests/ and tools/ is resolved from where it is read — a Swift file's own folder (#filePath), the repository's root for
the Makefile, Package.swift, .ci/ and shell scripts, both for Python scripts — and must stay inside the repository.
A ".." written as a path part of its own ("..", "shared") and the names of the build machines' shared folder are
refused outright. A maintainer's refresh points a tool at another folder by its argument, never by a default.
"""
import pathlib, re, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
WHERE = ["Makefile", "Package.swift", ".ci", "Tests", "tools"]
SKIP_SUFFIXES = {".json", ".csv", ".tsv", ".txt", ".html", ".xml", ".sqlite", ".o", ".a"}
RELATIVE = re.compile(r"(?:\.\./)+[^\s\"'`)\]}>,;:]*")
REFUSED = [re.compile(r"[\"']\.\.[\"']"), re.compile(r"shared/(?:reference|data|checks|perf|a11y)\b")]


def files():
    for name in WHERE:
        path = ROOT / name
        if path.is_file():
            yield path
        elif path.is_dir():
            for file in sorted(path.rglob("*")):
                if file.is_file() and file.suffix not in SKIP_SUFFIXES and "Fixtures" not in file.parts \
                        and "Goldens" not in file.parts and "__pycache__" not in file.parts:
                    yield file


def bases(file):
    if file.suffix == ".swift" and file.name != "Package.swift":
        return [file.parent]
    if file.suffix == ".py":
        return [file.parent, ROOT]
    return [ROOT]


def inside(path):
    try:
        path.resolve().relative_to(ROOT)
        return True
    except ValueError:
        return False


def findings():
    me = pathlib.Path(__file__).resolve()  # its own text names what it looks for
    for file in files():
        if file.resolve() == me:
            continue
        try:
            text = file.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), start=1):
            where = f"{file.relative_to(ROOT)}:{number}"
            for pattern in REFUSED:
                if pattern.search(line):
                    yield f"{where}: names a folder outside the repository: {line.strip()[:120]}"
            for match in RELATIVE.finditer(line):
                relative = match.group(0)
                for base in bases(file):
                    if not inside(base / relative):
                        yield f"{where}: {relative} leaves the repository (read from {base.relative_to(ROOT) or '.'})"
                        break


def main():
    problems = list(findings())
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} path(s) outside the repository: a clone must stand alone")
        return 1
    print("self-contained: no path in the Makefile, Package.swift, .ci, Tests or tools leaves the repository")
    return 0


if __name__ == "__main__":
    sys.exit(main())
