#!/usr/bin/env python3
"""third_party_notices.py OUT: the licences and notices of the code linked into the release binary, for the package.

The release binary links in the Swift toolchain's libraries (standard library, runtime, Foundation with ICU,
libdispatch) and the Swift packages of the build's dependency graph. A package is named when one of its modules is
among the objects the binary was linked from (the build's Objects.LinkFileList); each comes with the licence and
notice files it ships, as its licence asks of a binary distribution (Apache-2.0 section 4, MIT, ISC/OpenSSL by
reference in the notices of swift-nio-ssl and swift-crypto). The system libraries the release links in from their
archives (.build/static-libs: ncursesw, tinfo, SQLite, zlib) come with their Debian packages' copyright files.
libstdc++ and libgcc (GCC Runtime Library Exception) ask for none.
"""
import os, pathlib, re, shutil, subprocess, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / ".build"


def linked_modules():
    lists = sorted(BUILD.glob("*/release/onestep.product/Objects.LinkFileList"))
    if not lists:
        sys.exit("third_party_notices: no release link (make build first)")
    return set(re.findall(r"/release/([^/\s]+)\.build/", lists[0].read_text()))


def notice_files(directory):
    return sorted(p for p in directory.iterdir()
                  if p.is_file() and re.match(r"(LICEN[CS]E|NOTICE|COPYING)", p.name, re.I))


def version_of(checkout):
    out = subprocess.run(["git", "-C", str(checkout), "describe", "--tags", "--always"],
                         capture_output=True, text=True)
    return out.stdout.strip() or "unknown version"


def section(title, files):
    parts = ["=" * 100, title, "=" * 100]
    for f in files:
        parts += ["", f"--- {f.name} ---", "", f.read_text(errors="replace").rstrip()]
    return "\n".join(parts) + "\n\n"


def owning_package(path):
    """The Debian package (with its architecture, as dpkg names it) that ships `path`: dpkg -S answers "pkg:arch: path"
    lines (a diversion adds a "diversion by ..." line; a file shipped by several answers "a, b: path")."""
    for candidate in dict.fromkeys([path, os.path.realpath(path)]):
        try:
            found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True).stdout
        except FileNotFoundError:  # not Debian: the archives' licences cannot be found the way this script knows
            sys.exit(f"third_party_notices: dpkg is needed to find which package ships {path} (and its licence)")
        for line in found.splitlines():
            if line.startswith("diversion by") or ": " not in line:
                continue
            return line.split(": ", 1)[0].split(", ")[0]
    sys.exit(f"third_party_notices: no package ships {path}")


def static_library_sections():
    """The archives the release linked in (Makefile, STATIC_LIBS), grouped by the Debian package that ships them."""
    folder = BUILD / "static-libs"
    by_package = {}
    for link in sorted(folder.iterdir()) if folder.is_dir() else []:
        if link.name == "libstdc++.a":
            continue
        by_package.setdefault(owning_package(os.readlink(link)), []).append(link.name)
    sections = []
    for package, archives in sorted(by_package.items()):
        name = package.split(":")[0]
        copyright = (pathlib.Path("/usr/share/doc") / name / "copyright").resolve()
        if not copyright.is_file():
            sys.exit(f"third_party_notices: {name} ships no copyright file")
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                                 capture_output=True, text=True).stdout.strip()
        sections.append(section(f"{name} ({version}), linked in from {', '.join(archives)}", [copyright]))
    return sections


# The data bundled in /usr/share/onestep/Resources/offline.sqlite, with the credit each source asks (the source tree's
# data/SOURCES.md names every file, its origin and what the build changed).
DATA_NOTICE = """
==============================================================================
Data bundled in offline.sqlite
==============================================================================
- Marvel characters: FiveThirtyEight "comic-characters", data from the Marvel Fandom wiki (2014), CC BY 4.0.
- Tourism barrier-free records: 한국관광공사 (Korea Tourism Organization), KorWithService2 (data.go.kr 15101897),
  "이용허락범위 제한 없음" (no restriction on use).
- Public toilets: 서울특별시 (Seoul public toilets); the national public-toilet standard data of 2017-18
  (공공데이터포털, data.go.kr). Publishers' terms not confirmed: credited as their catalogues ask.
- Power-wheelchair fast chargers: 전국전동휠체어급속충전기표준데이터 (공공데이터포털, data.go.kr 15034533).
  Publisher's terms not confirmed: credited as its catalogue asks.
- Seoul subway: 서울특별시 elevator and entrance-lift locations (data.go.kr 15098148, 15098149; KOGL type 1,
  "출처표시": source credited); 서울교통공사 (Seoul Metro) station toilets, elevator status, wheelchair lifts,
  wheelchair ramps, audio guides, platform gaps and station coordinates. Terms of the Seoul Metro files not
  confirmed (the station coordinates: the data.go.kr portal policy): credited as their catalogues ask.
- Coast and rivers: GSHHG 2.3.7 (P. Wessel, W. H. F. Smith, the GMT team), LGPL-3+.
- Region codes: 행정표준코드관리시스템 (code.go.kr) legal-dong codes.
"""


def main():
    out = pathlib.Path(sys.argv[1])
    linked = linked_modules()
    text = ["Code linked into /usr/bin/onestep, with the licences and notices it ships.\n\n"]
    swift = shutil.which("swift")
    toolchain_licence = pathlib.Path(swift).resolve().parent.parent / "share/swift/LICENSE.txt" if swift else None
    if not (toolchain_licence and toolchain_licence.is_file()):
        sys.exit("third_party_notices: the Swift toolchain's LICENSE.txt was not found")
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    text.append(section(
        "The Swift standard library and runtime, Foundation (swift-foundation, swift-corelibs-foundation, "
        "swift-foundation-icu), libdispatch\nfrom the Swift toolchain: " + version, [toolchain_licence]))
    named = 0
    for checkout in sorted((BUILD / "checkouts").iterdir()):
        # A package's modules are folders of Sources/, or of the checkout itself (GRDB).
        folders = {d.name: d for base in (checkout, checkout / "Sources") if base.is_dir()
                   for d in base.iterdir() if d.is_dir() and d.name in linked}
        modules = sorted(folders)
        if not modules:
            continue
        files = notice_files(checkout)
        for module in modules:  # a module carrying code under a licence of its own (llhttp in swift-nio)
            files += [f for f in notice_files(folders[module]) if f not in files]
        if not files:
            sys.exit(f"third_party_notices: {checkout.name} is linked in but ships no licence file")
        text.append(section(f"{checkout.name} ({version_of(checkout)}): {', '.join(modules)}", files))
        named += 1
    libraries = static_library_sections()
    text += libraries
    text.append(DATA_NOTICE)
    out.write_text("".join(text))
    print(f"third_party_notices: the toolchain, {named} packages and {len(libraries)} system libraries")


if __name__ == "__main__":
    main()
