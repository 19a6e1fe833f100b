#!/usr/bin/env bash
# make deb-test: lintian on the package (no errors), then install it on this machine, use it, remove it, and check
# that nothing of it is left. Needs root (dpkg -i).
set -uo pipefail
cd "$(dirname "$0")/.."
deb=$1
version=$(tr -d '[:space:]' < VERSION)
# dpkg -i needs root: as root, or with passwordless sudo; otherwise say so (the package itself was still built).
SUDO=""
if [ "$(id -u)" != 0 ]; then
    if sudo -n true 2>/dev/null; then SUDO=sudo; else echo "deb: install test skipped (needs root or passwordless sudo)"; exit 0; fi
fi
passed=0 failed=0
check() {  # check NAME COMMAND...
    local name=$1; shift
    if "$@"; then passed=$((passed + 1)); echo "ok    $name"; else failed=$((failed + 1)); echo "FAIL  $name"; fi
}
lintian_errors() {
    local out
    out=$(lintian --no-tag-display-limit "$deb" 2>&1)
    echo "$out" | grep -E '^(E|W): ' | sed 's/^/  lintian: /'
    ! echo "$out" | grep -q '^E: '
}
check "lintian reports no errors" lintian_errors
check "dpkg -i installs it" $SUDO dpkg -i "$deb"
home=$(mktemp -d)
run() { (cd / && env -u ONESTEP_RESOURCES HOME="$home" XDG_DATA_HOME="$home/d" XDG_STATE_HOME="$home/s" \
    XDG_CONFIG_HOME="$home/c" XDG_CACHE_HOME="$home/k" /usr/bin/onestep "$@"); }
check "onestep --version prints VERSION" bash -c "[ \"\$(cd / && /usr/bin/onestep --version)\" = '$version' ]"
stores_json() { run stores --near 판교 --offline --json | python3 -c 'import json, sys; assert len(json.load(sys.stdin)) > 0'; }
check "onestep stores --near 판교 --offline --json (data from /usr/share/onestep)" stores_json
check "man -w onestep" bash -c 'man -w onestep | grep -q /usr/share/man/man1/onestep.1.gz'
# A UTF-8 locale, as a Korean reader has (in the C locale man cannot set Hangul).
check "man -L ko onestep (the Korean page)" bash -c 'man -L ko -w onestep | grep -q /usr/share/man/ko/man1/onestep.1.gz && LC_ALL=C.UTF-8 man -L ko onestep 2>/dev/null | grep -q 이름'
# The licences of the code linked in travel with it: the toolchain's, and those of the packages it links.
notices() {
    local file=/usr/share/doc/onestep/third-party-notices.gz
    zgrep -q 'Runtime Library Exception' $file && zgrep -q '^swift-nio ' $file && zgrep -q '^GRDB.swift ' $file
}
check "the third-party notices are installed" notices
check "dpkg -r removes it" $SUDO dpkg -r onestep
left() {
    ! dpkg -s onestep 2>/dev/null | grep -q '^Status: install ok installed' && [ ! -e /usr/bin/onestep ] \
        && [ ! -e /usr/share/onestep ] && [ ! -e /usr/share/man/man1/onestep.1.gz ] && [ ! -e /usr/share/man/ko/man1/onestep.1.gz ] && [ ! -e /usr/share/doc/onestep ] \
        && [ ! -e /usr/share/bash-completion/completions/onestep ]
}
check "nothing of it is left" left
rm -rf "$home"
echo "deb: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
