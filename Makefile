# onestep — build, run, test, install.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
# What a fresh Debian 12 with Swift needs: ncursesw, SQLite and zlib (headers, libraries and the archives the release
# links in); tmux, python3 and strace (one write per frame) for the end-to-end suite.
APT_PACKAGES := libncurses-dev libsqlite3-dev zlib1g-dev tmux python3 procps strace
# Our own checks: the command line's shape (tools/cli_contract.py) and the measuring script with its bare ncursesw list
# (tools/bench/). Nothing here reads a path outside the repository (tools/check_self_contained.py keeps it so).
CONTRACT := tools/cli_contract.py
MEASURE := tools/bench/measure_tui.py

.PHONY: all deps build build-debug link-order run test lint format unit e2e faults route-diff romanization-diff e2e-deps opening-hours-diff braille-tools braille-check contract deb deb-test bench fuzz install uninstall clean

all: build

## deps: install missing apt packages (as root, or with passwordless sudo); otherwise print the command.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	else echo "onestep needs:$$missing"; echo "run:  sudo apt-get install -y$$missing"; exit 1; fi; fi

# The Swift runtime and Foundation linked in, and lld packing the relative relocations (DT_RELR, glibc >= 2.36): the
# position-independent binary keeps ASLR while the loader reads 25 KB of relocations at start instead of 3 MB.
# No symbol table for other programs (nothing links against onestep: 3.7 MB less to map), and the functions a session
# runs placed side by side (tools/link_order.py says why: some 8 MB less resident, a quicker first frame). Every Swift
# function in a section of its own (-function-sections; by default only some are, and a file's closures and thunks
# moved as one block with the first of them the order file named). SwiftPM does not see the order file change: a newer
# order file removes the binary, so it is linked again. Nor does it rebuild objects when only these flags change:
# `rm -rf .build/*/release` after changing them.
# Libraries linked in from their archives when the build machine has them, and libgcc's unwinder with them: GCC's
# libstdc++ (its runtime exception allows it), ncursesw and its tinfo, SQLite and zlib (Debian's -dev packages). The
# loader then opens 3 libraries instead of 8 and binds no symbols of theirs: the starting screen is written 1.1 ms
# sooner, 3.6 ms after exec instead of 4.7 (medians of 30 interleaved pairs under a pty, perf); libstdc++ alone was
# 0.9 ms of `onestep --version` (4,000 fewer symbols bound). The price: a fix in one of them reaches onestep when it is
# built again (the package says so, and embeds them as lintian sees; the build relinks when an archive's size or time
# changes, an update of its package). The link line asks for each by name (-lsqlite3),
# so a folder holding only the archives is searched first; nothing else links ncursesw's folder, so CNcurses names its
# libraries itself instead of asking pkg-config (whose -L/usr/lib/x86_64-linux-gnu came first). No $ORIGIN run path:
# every library left is the system's, and the loader looked for each in the binary's folder first. The archives are
# asked of the clang beside $(SWIFT) (the one that links), else of the one on the PATH. SwiftPM relinks when the binary
# is missing, not when these flags change: the build removes it when they differ from the last build's.
# Start-up within 1.5x of a hello world, peak memory under 30 MB (see make bench).
TOOLCHAIN_CLANG := $(firstword $(wildcard $(dir $(shell command -v $(SWIFT) 2>/dev/null))clang) clang)
STATIC_LIBS := stdc++ ncursesw tinfo sqlite3 z
STATIC_DIR := $(CURDIR)/.build/static-libs
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections --disable-local-rpath \
	-Xlinker --no-export-dynamic -Xlinker --symbol-ordering-file=$(CURDIR)/tools/link-order.txt \
	-Xlinker --no-warn-symbol-ordering -Xswiftc -L$(STATIC_DIR) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
build: deps
	@if [ tools/link-order.txt -nt .build/release/onestep ]; then rm -f .build/release/onestep; fi
	@# The archives are looked for here, after deps has installed the -dev packages (a fresh machine has none before).
	@rm -rf $(STATIC_DIR) && mkdir -p $(STATIC_DIR) && for l in $(STATIC_LIBS); do \
	  a=$$($(TOOLCHAIN_CLANG) -print-file-name=lib$$l.a 2>/dev/null); case "$$a" in /*) ln -s "$$a" $(STATIC_DIR)/;; esac; \
	  done; echo '$(RELEASE_FLAGS)' $$(cd $(STATIC_DIR) && stat -Lc '%n %s %Y' * 2>/dev/null) > .build/release-flags.new; \
	  cmp -s .build/release-flags.new .build/release-flags || rm -f .build/release/onestep; \
	  mv .build/release-flags.new .build/release-flags
	$(SWIFT) build $(RELEASE_FLAGS) --product onestep

## link-order: find again the functions a session runs (valgrind, a few minutes) and relink with them first.
link-order: build
	@command -v valgrind >/dev/null || { apt-get install -y -qq valgrind || sudo apt-get install -y -qq valgrind; }
	python3 tools/link_order.py .build/release/onestep tools/link-order.txt
	rm -f .build/release/onestep
	$(SWIFT) build $(RELEASE_FLAGS) --product onestep

build-debug: deps
	$(SWIFT) build --product onestep

## run: build in release and start the app (extra arguments: make run ARGS="--location 잠실").
run: build
	./.build/release/onestep $(ARGS)

## test: the lint (formatting and the architecture's rules), unit tests, the end-to-end suite under tmux, and the
## command-line contract.
test: lint unit e2e opening-hours-diff route-diff romanization-diff braille-check contract deb-test faults

## faults: the release binary against real faults of its data's disk (a full and a read-only tmpfs, a folder in the
## database's place, a lock held by another process, kill -9 mid-write): nothing saved is lost, what is said is checked.
faults: build
	python3 Tests/faults/run_faults.py .build/release/onestep

## format: swift format (it ships with the toolchain) over the tree, as .swift-format says (line length 120).
format:
	$(SWIFT) format format --in-place --parallel --recursive Sources Tests

## lint: fails on unformatted code and on what docs/ARCHITECTURE.md forbids that a search can find.
lint:
	SWIFT=$(SWIFT) tools/lint.sh

unit: deps
	$(SWIFT) build --build-tests
	@# The tests' files go in one temporary folder of this run, removed after it (runs left thousands in /tmp).
	@scratch=$$(mktemp -d -t onestep-unit.XXXXXX) && TMPDIR=$$scratch $(SWIFT) test --skip-build; \
	  status=$$?; rm -rf "$$scratch"; exit $$status

e2e: build-debug e2e-deps
	python3 Tests/e2e/run_e2e.py .build/debug/onestep

## e2e-deps: pyte (PyPI), the terminal emulator the e2e suite feeds the app's output through byte by byte — from
## pip, or (a system Python that pip may not change) Debian's python3-pyte.
e2e-deps:
	@python3 -c 'import pyte' 2>/dev/null || python3 -m pip install -q pyte 2>/dev/null || \
	  (apt-get install -y -qq python3-pyte >/dev/null 2>&1 || sudo -n apt-get install -y -qq python3-pyte) && \
	  python3 -c 'import pyte'


## opening-hours-diff: every value of the opening_hours fixture at 23 instants (Korean holidays among them), as
## onestep reads it and as the peer parser opening-hours-py (PyPI, test-only) does; fails on any open/closed
## disagreement or on unknown past 2 %. holidays (PyPI) is the reference Korean calendar it checks the peer's against.
## korean-lunar-calendar (PyPI) checks that the lunar holidays' table is what tools/korean_lunar_dates.py writes.
OH_PEERS := opening-hours-py==2.1.4 holidays==0.109 korean-lunar-calendar==0.4.0
opening-hours-diff: build-debug
	@python3 -c 'import opening_hours, holidays, korean_lunar_calendar' 2>/dev/null || \
	  python3 -m pip install -q $(OH_PEERS) 2>/dev/null || python3 -m pip install -q --break-system-packages $(OH_PEERS)
	python3 tools/korean_lunar_dates.py --check
	python3 Tests/e2e/opening_hours_diff.py .build/debug/onestep

## romanization-diff: our Revised Romanization against PyPI's korean-romanizer (test-only) over every bundled title's
## Hangul words: alike, or apart only where a sound changes across syllables (assimilation, which the peer leaves out).
romanization-diff: build-debug
	@python3 -c 'import korean_romanizer' 2>/dev/null || python3 -m pip install -q korean-romanizer 2>/dev/null || \
	  python3 -m pip install -q --break-system-packages korean-romanizer
	python3 Tests/e2e/romanization_diff.py .build/debug/onestep

## route-diff: the router against networkx (PyPI, test-only) on the recorded Overpass answers and a drawn fixture:
## the foot route as long as networkx's shortest path within 0.5 %, the wheelchair route through nothing forbidden.
route-diff: build-debug
	@python3 -c 'import networkx' 2>/dev/null || python3 -m pip install -q networkx 2>/dev/null || \
	  python3 -m pip install -q --break-system-packages networkx
	python3 Tests/e2e/route_diff.py .build/debug/onestep

## braille-tools: BRLTTY's translator (brltty-ctb) and its Korean tables, unpacked from Debian's brltty and liblouis20
## packages into .build/brltty (nothing installed system-wide, no service started); skipped, saying so, offline.
braille-tools:
	@if [ ! -x .build/brltty/usr/bin/brltty-ctb ] && ! command -v brltty-ctb >/dev/null; then \
	  dir=$$(mktemp -d) && (cd $$dir && (apt-get download brltty liblouis20 >/dev/null 2>&1 || \
	    { apt-get update -qq >/dev/null 2>&1; apt-get download brltty liblouis20 >/dev/null 2>&1; })) && \
	  mkdir -p .build/brltty && for deb in $$dir/*.deb; do dpkg -x $$deb .build/brltty; done; rm -rf $$dir; \
	  [ -x .build/brltty/usr/bin/brltty-ctb ] || echo "(brltty-ctb could not be fetched: braille-check will skip)"; fi

## braille-check: the accessible rows' key fact within 40 cells of Korean contracted braille (tools/braille_fact_check.py).
braille-check: braille-tools
	python3 tools/braille_fact_check.py

contract: build-debug
	python3 $(CONTRACT) .build/debug/onestep

## bench: bytes per frame through the real ncurses backend, time to the first loaded frame, a selection move in a
## populated list, peak memory, start-up against a Swift hello world, and CPU per key beside the bare ncursesw list.
bench: build
	@for tab in $$(python3 tools/tabs.py); do ./.build/release/onestep bench --tab $$tab --size 120x40 --phases; echo; done
	./.build/release/onestep bench --tab stores --size 200x60
	@echo
	@# Stores with a city's worth of streets under the map, from a loopback Overpass stand-in (nothing leaves the
	@# machine: every other service points at a closed loopback port).
	@dir=$$(mktemp -d); python3 tools/bench_overpass.py $$dir/port & pid=$$!; sleep 1; \
	  port=$$(cat $$dir/port); dead=http://127.0.0.1:9; \
	  export ONESTEP_OVERPASS_URL=http://127.0.0.1:$$port/api/interpreter ONESTEP_OPEN_METEO_URL=$$dead \
	    ONESTEP_OPEN_METEO_GEOCODING_URL=$$dead ONESTEP_OPEN_METEO_AIR_QUALITY_URL=$$dead ONESTEP_GPSD=127.0.0.1:9; \
	  home=$$(mktemp -d); export XDG_CACHE_HOME=$$home XDG_DATA_HOME=$$home XDG_STATE_HOME=$$home XDG_CONFIG_HOME=$$home; \
	  echo "with streets (bench_overpass.py: 25 stores, streets every 100 m, 122 ways of 60 points):"; \
	  ./.build/release/onestep bench --tab stores --size 120x40 --streets; \
	  python3 $(MEASURE) 120 40 'stores within' 60 .build/release/onestep; \
	  kill $$pid 2>/dev/null; rm -rf $$home $$dir
	@echo
	python3 tools/bench_startup.py ./.build/release/onestep
	@echo
	./.build/release/onestep bench --opening-hours Tests/ServicesTests/Fixtures/opening_hours/values.tsv
	@echo
	./.build/release/onestep bench --korea-access
	@echo
	@# The way there on a 2 km corridor's network (made by tools/bench_route_network.py, served on loopback): bytes to
	@# route in the app, the whole command beside Python + networkx, and the memory it adds.
	@python3 -c 'import networkx' 2>/dev/null || python3 -m pip install -q networkx 2>/dev/null || \
	  python3 -m pip install -q --break-system-packages networkx
	python3 tools/bench_route.py ./.build/release/onestep
	@echo
	@# Stores as the answer grows: 32 stores (1 km), 10,000 and 40,000 (20 km) from the loopback Overpass stand-in,
	@# 300 moves each, beside the bare ncursesw list of 10,000 rows in the same minute; then the Characters list
	@# ("ma", 60 moves). Every other service points at a closed loopback port.
	@cc -O2 -o .build/bare_list tools/bench/bare_list.c -lncursesw; dead=http://127.0.0.1:9; \
	  for n in 32 10000 40000; do \
	    dir=$$(mktemp -d); python3 tools/bench_overpass.py $$dir/port $$n & pid=$$!; \
	    for i in $$(seq 100); do [ -s $$dir/port ] && break; sleep 0.1; done; port=$$(cat $$dir/port); \
	    mkdir -p $$dir/config/onestep; [ $$n = 32 ] || printf '[stores]\nradius = 20000\n' > $$dir/config/onestep/config.toml; \
	    printf '%-28s' "stores, $$n in the answer:"; \
	    python3 $(MEASURE) 120 40 'stores within' 300 env ONESTEP_OVERPASS_URL=http://127.0.0.1:$$port/api/interpreter \
	      ONESTEP_OPEN_METEO_URL=$$dead ONESTEP_OPEN_METEO_GEOCODING_URL=$$dead ONESTEP_OPEN_METEO_AIR_QUALITY_URL=$$dead \
	      ONESTEP_GPSD=127.0.0.1:9 XDG_CONFIG_HOME=$$dir/config \
	      XDG_DATA_HOME=$$dir XDG_STATE_HOME=$$dir XDG_CACHE_HOME=$$dir .build/release/onestep --location 37.394225,127.110341; \
	    kill $$pid 2>/dev/null; rm -rf $$dir; \
	  done; \
	  printf '%-28s' "bare list, 10,000 rows:"; python3 $(MEASURE) 120 40 'row 1/' 300 .build/bare_list 10000; \
	  home=$$(mktemp -d); printf '%-28s' "characters, \"ma\":"; PREP="3 / m a Enter" python3 $(MEASURE) 120 40 'Stores' 60 \
	    env XDG_DATA_HOME=$$home XDG_STATE_HOME=$$home XDG_CONFIG_HOME=$$home .build/release/onestep --offline; rm -rf $$home

## fuzz: 50,000 random keys and resizes into the app under tmux (not part of make test; a few minutes).
FUZZ_KEYS ?= 50000
fuzz: build
	python3 Tests/e2e/fuzz.py .build/release/onestep $(FUZZ_KEYS)

## deb: dist/onestep_<VERSION>_<arch>.deb from the release build (dpkg-deb; Depends from dpkg-shlibdeps).
deb: build
	tools/make_deb.sh

## deb-test: lintian (no errors), then install the package, use it, remove it, check nothing is left (as root).
deb-test: deb
	@for p in lintian man-db; do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	sudo=""; [ "$$(id -u)" = 0 ] || sudo="sudo -n"; \
	if [ -n "$$missing" ]; then $$sudo apt-get install -y -qq $$missing >/dev/null 2>&1 || \
	  ($$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$missing) || echo "deb-test: could not install$$missing"; fi
	tools/deb_install_test.sh dist/onestep_$$(tr -d '[:space:]' < VERSION)_$$(dpkg --print-architecture).deb

## install: the binary, its dataset, the man page onestep(1) in English and Korean (man -L ko onestep) and bash, zsh
## and fish completions.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/onestep $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/man/ko/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d $(DESTDIR)$(PREFIX)/share/doc/onestep
	install -m 755 .build/release/onestep $(DESTDIR)$(PREFIX)/bin/onestep
	@# The licences and notices of the code linked in (ncurses' asks to travel with every copy), as the package has them.
	python3 tools/third_party_notices.py $(DESTDIR)$(PREFIX)/share/doc/onestep/third-party-notices
	rm -rf $(DESTDIR)$(PREFIX)/share/onestep/Resources
	cp -R Resources $(DESTDIR)$(PREFIX)/share/onestep/Resources
	install -m 644 docs/man/onestep.1 $(DESTDIR)$(PREFIX)/share/man/man1/onestep.1
	install -m 644 docs/man/ko/onestep.1 $(DESTDIR)$(PREFIX)/share/man/ko/man1/onestep.1
	./.build/release/onestep --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/onestep
	./.build/release/onestep --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_onestep
	./.build/release/onestep --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/onestep.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/onestep $(DESTDIR)$(PREFIX)/share/man/man1/onestep.1
	rm -f $(DESTDIR)$(PREFIX)/share/man/ko/man1/onestep.1
	rm -f $(DESTDIR)$(PREFIX)/share/bash-completion/completions/onestep $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_onestep
	rm -f $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/onestep.fish
	rm -rf $(DESTDIR)$(PREFIX)/share/onestep $(DESTDIR)$(PREFIX)/share/doc/onestep

clean:
	rm -rf .build
