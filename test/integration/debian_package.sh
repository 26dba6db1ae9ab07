#!/usr/bin/env bash
# The Debian source package (debian/, pg_buildext's conventions): builds the source package and
# postgresql-15-pg-games from the project's files, installs it with dpkg, and plays from the
# installed files in a new database of the scratch cluster. Afterwards the package is purged
# and the build tree's install put back (this runs under the install lock of scripts/test.sh).
# Env: PGHOST PGPORT PGUSER (a superuser) of a scratch cluster; PGG_WORK, a scratch directory.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"
root=$PWD
fail() { echo "FAIL: $*" >&2; exit 1; }
version=$(sed -nE "s/^default_version = '([^']+)'/\1/p" pg_games.control)
package=postgresql-15-pg-games
db=pg_games_debian_package

# One version everywhere: control file, Debian changelog, PGXN metadata.
changelog_version=$(dpkg-parsechangelog -l debian/changelog -S Version)
[ "$changelog_version" = "$version" ] || fail "debian/changelog says $changelog_version, pg_games.control $version"
grep -q "\"version\": \"$version.0\"" META.json || fail "META.json does not give version $version.0"

# The package's tree: the project's files (tracked, and new ones not ignored) and the derived
# Russian word list, which a source package must carry.
work="${PGG_WORK:?}/debian"
rm -rf "$work"
pgg_copy_tree "$work/pg-games-$version"

cleanup() {
    dpkg --purge "$package" >/dev/null 2>&1 || true
    make -C "$root" -s install >/dev/null || echo "FAIL: reinstalling the build tree's extension" >&2
    psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" 2>/dev/null || true
}
trap cleanup EXIT

echo "== dpkg-source, dpkg-buildpackage"
(cd "$work" && dpkg-source -b "pg-games-$version" >source.log 2>&1) || { tail -20 "$work/source.log"; fail "dpkg-source"; }
ls "$work"/pg-games_"$version".dsc "$work"/pg-games_"$version".tar.* >/dev/null
(cd "$work/pg-games-$version" && DEB_BUILD_OPTIONS="nocheck parallel=$(nproc)" \
    dpkg-buildpackage -us -uc -b >"$work/build.log" 2>&1) || { tail -40 "$work/build.log"; fail "dpkg-buildpackage"; }
deb=$(ls "$work"/${package}_"$version"_*.deb)
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) kB)"

echo "== the package's files"
dpkg-deb -c "$deb" >"$work/contents.txt"
extdir=$(pg_config --sharedir)/extension
libdir=$(pg_config --pkglibdir)
for f in "$libdir/pg_games.so" "$extdir/pg_games.control" "$extdir/pg_games--$version.sql" \
         "$extdir/pg_games--1.0--1.1.sql" "$extdir/balda_ru_nouns.txt" "$extdir/balda_ru_nouns.LICENSE" \
         /usr/share/doc/$package/copyright; do
    grep -q " \.$f\$" "$work/contents.txt" || fail "$f is not in the package"
done
dpkg-deb -f "$deb" Depends | grep -q 'postgresql-15' || fail "the package does not depend on postgresql-15"

echo "== dpkg -i, then a new database on the installed files"
dpkg -i "$deb" >/dev/null
dpkg -s "$package" | grep -q '^Status: install ok installed' || fail "$package is not installed"
cmp -s "$extdir/pg_games--$version.sql" <(cat sql/install/*.sql) || fail "the installed script is not the install parts"
psql -X -q -v ON_ERROR_STOP=1 -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
out=$(psql -X -q -v ON_ERROR_STOP=1 -tA -d "$db" -c "SET client_min_messages = warning" \
    -c "CREATE EXTENSION pg_games" \
    -c "SELECT pg_games_version()" \
    -c "SELECT count(*) > 60000 FROM balda_word WHERE dictionary = 'ru'" \
    -c "SELECT mnk_value(3, 3, 3)" \
    -c "SELECT x || ',' || y FROM gomoku_best_move('.......
.......
OXXXX..
.OO.O..
.......
.......
.......', node_budget => 2000)")
expected="pg_games $version
t
draw
6,3"
[ "$out" = "$expected" ] || fail "the installed extension answered [$out], expected [$expected]"
echo "ok: $package $version built, installed and playing"
