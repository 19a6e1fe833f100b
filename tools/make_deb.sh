#!/usr/bin/env bash
# make deb: onestep_<version>_<arch>.deb from the release build, with dpkg-deb. The version comes from VERSION (the
# one place); Depends is computed from the binary by dpkg-shlibdeps.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(tr -d '[:space:]' < VERSION)
arch=$(dpkg --print-architecture)
binary=.build/release/onestep
[ -x "$binary" ] || { echo "make_deb: build the release first (make build)"; exit 1; }
"$binary" --version | grep -qx "$version" || { echo "make_deb: the binary says $("$binary" --version), VERSION says $version"; exit 1; }
root=.build/deb/onestep_${version}_${arch}
rm -rf "$root" && mkdir -p "$root/DEBIAN"
install -d "$root/usr/bin" "$root/usr/share/onestep" "$root/usr/share/man/man1" "$root/usr/share/doc/onestep" \
    "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
    "$root/usr/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/usr/bin/onestep"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/onestep"
cp -R Resources "$root/usr/share/onestep/Resources"
find "$root/usr/share/onestep" -type d -exec chmod 755 {} + && find "$root/usr/share/onestep" -type f -exec chmod 644 {} +
gzip -9n < docs/man/onestep.1 > "$root/usr/share/man/man1/onestep.1.gz"
if [ -f docs/man/ko/onestep.1 ]; then
    install -d "$root/usr/share/man/ko/man1" && gzip -9n < docs/man/ko/onestep.1 > "$root/usr/share/man/ko/man1/onestep.1.gz"
fi
# Completions are sourced, not run: no #! line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' > "$root/usr/share/bash-completion/completions/onestep"
"$binary" --generate-completion-script zsh > "$root/usr/share/zsh/vendor-completions/_onestep"
"$binary" --generate-completion-script fish > "$root/usr/share/fish/vendor_completions.d/onestep.fish"
chmod 644 "$root"/usr/share/bash-completion/completions/onestep "$root"/usr/share/zsh/vendor-completions/_onestep \
    "$root"/usr/share/fish/vendor_completions.d/onestep.fish
install -m 644 packaging/copyright "$root/usr/share/doc/onestep/copyright"
# The licences and notices of the code linked in, as the copyright file says.
python3 tools/third_party_notices.py "$root/usr/share/doc/onestep/third-party-notices"
gzip -9n "$root/usr/share/doc/onestep/third-party-notices"
chmod 644 "$root/usr/share/doc/onestep/third-party-notices.gz"
# A native package (no Debian revision): its changelog is changelog.gz.
gzip -9n < packaging/changelog > "$root/usr/share/doc/onestep/changelog.gz"
chmod 644 "$root/usr/share/doc/onestep/changelog.gz" "$root/usr/share/man/man1/onestep.1.gz"
install -d "$root/usr/share/lintian/overrides"
install -m 644 packaging/lintian-overrides "$root/usr/share/lintian/overrides/onestep"
# Depends from the libraries the binary links (glibc; ncursesw, SQLite and zlib only when the build machine had no
# archives of them to link in: Makefile, STATIC_LIBS), as dpkg-shlibdeps reads them.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian"
printf 'Source: onestep\n\nPackage: onestep\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "$OLDPWD/$root/usr/bin/onestep" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make_deb: dpkg-shlibdeps found no dependencies"; exit 1; }
# Packed relative relocations (DT_RELR, see the Makefile's RELEASE_FLAGS) need glibc 2.36, which the symbol
# versions alone do not say.
if readelf -d "$root/usr/bin/onestep" | grep -q RELR; then
    depends=$(echo "$depends" | sed -E 's/libc6 \(>= 2\.3[0-5](\.[0-9]+)?\)/libc6 (>= 2.36)/')
fi
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: onestep
Version: $version
Architecture: $arch
Maintainer: onestep developers <onestep@example.org>
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: stores, weather, characters and accessible travel in a terminal
 A keyboard-first terminal app in four tabs: convenience stores near you on a
 map linked to a list, the weather with fine dust and rain in the next two
 hours, Marvel characters, and accessible travel in Korea with barrier-free
 facilities. It runs offline on bundled real data and works with screen
 readers and braille displays; every tab also has a line command with JSON.
CONTROL
mkdir -p dist
dpkg-deb --root-owner-group --build "$root" "dist/onestep_${version}_${arch}.deb" >/dev/null
echo "dist/onestep_${version}_${arch}.deb"
