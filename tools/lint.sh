#!/usr/bin/env bash
# make lint: the tree as `make format` leaves it, and the rules of docs/ARCHITECTURE.md that a search can check.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
status=0
problem() { echo "lint: $1"; status=1; }

# 1. Formatting (swift format, configured by .swift-format): format a copy and compare.
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R Sources Tests .swift-format "$copy"/
(cd "$copy" && $SWIFT format format --in-place --parallel --recursive Sources Tests) || problem "swift format failed"
for tree in Sources Tests; do
    if ! diff -rq "$tree" "$copy/$tree" >/dev/null; then
        problem "unformatted files (run make format):"
        diff -rq "$tree" "$copy/$tree" | sed 's/^/  /'
    fi
done

# The feature folders (a tab each), found anew each run: every module under Sources but the shared ones, so a
# fifth tab is checked without editing this file.
features=$(find Sources -mindepth 1 -maxdepth 1 -type d \
    ! -name Services ! -name TUI ! -name Observables ! -name Localization ! -name onestep ! -name CNcurses ! -name CTerminalOutput | sort)

# 1b. swift format's lint rules that fit the code (.swift-format turns them on), kept at zero warnings.
lint_output=$($SWIFT format lint --parallel --recursive Sources Tests 2>&1)
if [ -n "$lint_output" ]; then
    problem "swift format lint:"
    echo "$lint_output" | sed 's/^/  /'
fi

# 2. The cursor is the focus: widgets report focus cells, and only the shell places the cursor.
# shellcheck disable=SC2086
if grep -rn 'cursor =' Sources/TUI/Widgets $features; then
    problem "a widget or a feature sets the cursor (report a focus cell instead)"
fi

# 2b. Only a tab's model changes its state: no view model offers `public var state` (it is `private(set)`), and no
#     view writes it but through the model's `lend` (stateful widgets keep their scroll offset there).
# shellcheck disable=SC2086
if grep -rnE 'public var state\b[^{]*$' $features --include='*ViewModel.swift'; then  # a stored one (no getter)
    problem "a view model's state is publicly settable (make it private(set); keys send actions)"
fi
# shellcheck disable=SC2086
if grep -rnE '&model\.state|model\.state(\.[A-Za-z]+)* *(=[^=]|\+=|-=)' $features; then
    problem "a view writes its model's state (send an action, or lend it to a widget)"
fi

# 3. Wire types stay in their provider's folder: internal (so the compiler keeps them out of every other module),
#    and never named by a feature or the command line.
if grep -nE '^public ' Sources/Services/Providers/*/*Wire.swift; then
    problem "a wire type is public (wire types are internal to Services)"
fi
wire_types=$(grep -ohE '^(struct|enum|final class|class) [A-Z][A-Za-z0-9]*' Sources/Services/Providers/*/*Wire.swift | awk '{print $NF}' | sort -u)
for type in $wire_types; do
    # shellcheck disable=SC2086
    if grep -rnw "$type" $features Sources/onestep; then
        problem "$type, a provider's wire type, is named outside Services"
    fi
done

# 4. Commands print Encodable types and throw their failures (reported once, in main).
if grep -nE '\[String: Any\]|NSNull|[^.a-zA-Z]exit\(' Sources/onestep/*Command.swift Sources/onestep/Output.swift; then
    problem "a command builds JSON by hand or exits by itself"
fi

# 5. One version: VERSION, which `onestep --version` prints (AppEnvironment.version must say the same).
if ! grep -q "static let version = \"$(tr -d '[:space:]' < VERSION)\"" Sources/onestep/AppEnvironment.swift; then
    problem "AppEnvironment.version differs from VERSION"
fi

# 6. Every sentence a person reads is in the catalogues (Sources/Localization), in English and Korean.
python3 tools/check_strings.py || problem "sentences outside the catalogues (see above)"
# ... and the check finds them in a feature folder it has never seen (a scratch copy with a new tab).
python3 tools/check_strings_selftest.py || problem "the string check no longer finds a sentence in a new feature folder"

# 7. The clone stands alone: no path in the build, the tests or the tools leaves the repository, and the bundled
#    dataset is what tools/make_offline_db.py makes of data/ today.
python3 tools/check_self_contained.py || problem "a path outside the repository (see above)"
python3 tools/make_offline_db.py --check || problem "Resources/offline.sqlite is not what data/ makes (see above)"
python3 tools/test_korea_access.py || problem "the Korean files' readers (tools/test_korea_access.py)"

[ $status -eq 0 ] && echo "lint: ok"
exit $status
