#!/usr/bin/env bash
# The pg_regress suite on another PostgreSQL major (default 17), built here from Debian's source
# package of it (Debian 13's postgresql-17; its binary packages need a newer C library than
# Debian 12's). The server is built once into $PGG_MAJORS_CACHE/pg-NN (about 10 minutes on 2
# cores), the extension from a copy of the project's files, and the suite runs on a temporary
# instance. Not part of scripts/test.sh (CI's time); see README, "Packages and PostgreSQL versions".
#   bash scripts/pg_major_regress.sh [MAJOR]
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$PGG_ROOT"
major=${1:-17}
cache=${PGG_MAJORS_CACHE:-/var/cache/pg_games/pg-headers}
prefix="$cache/pg-$major"
src_dir="$cache/src-$major"
apt_dir="$cache/apt-src"
suite=trixie
[ "$major" -ge 18 ] && suite=sid

pgg_install_deps
[ "$(id -u)" -eq 0 ] || pgg_die "run as root (the server is built for the postgres user to run)"
for pkg in bison flex bzip2; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
        { apt-get update -qq && apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null; }
done
pgg_prepare_data

if [ ! -x "$prefix/bin/postgres" ]; then
    pgg_log "fetching the source of postgresql-$major ($suite)"
    mkdir -p "$apt_dir/lists/partial" "$src_dir"
    echo "deb-src http://deb.debian.org/debian $suite main" >"$apt_dir/sources.list"
    opts=(-o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o Dir::Etc::sourceparts=-
          -o "Dir::State::Lists=$apt_dir/lists" -o Debug::NoLocking=1)
    apt-get "${opts[@]}" update -qq
    if ! (cd "$src_dir" && apt-get "${opts[@]}" source --download-only "postgresql-$major" >/dev/null 2>&1); then
        # The mirror's index can name a release whose files it does not hold yet (seen: 17.12
        # listed, only 17.11 in the pool): take the newest upstream tarball the pool has, the
        # only file used below.
        listed=$(apt-cache "${opts[@]}" showsrc "postgresql-$major" | awk '/^Version:/ {print $2; exit}')
        minor=${listed#"$major".}
        minor=${minor%%[!0-9]*}
        [ -n "$minor" ] || pgg_die "no source of postgresql-$major listed for $suite"
        pool=http://deb.debian.org/debian/pool/main/p/postgresql-$major
        until [ "$minor" -lt 0 ]; do
            file=postgresql-${major}_$major.$minor.orig.tar.bz2
            pgg_log "postgresql-$major $listed is not in the pool: trying $file"
            curl -fsS -o "$src_dir/$file" "$pool/$file" 2>/dev/null && break
            rm -f "$src_dir/$file"
            minor=$((minor - 1))
        done
    fi
    tarball=$(ls "$src_dir"/postgresql-"$major"_*.orig.tar.* 2>/dev/null | tail -1)
    [ -n "$tarball" ] || pgg_die "no source of postgresql-$major could be downloaded"
    rm -rf "$src_dir/tree" && mkdir -p "$src_dir/tree"
    tar xf "$tarball" -C "$src_dir/tree" --strip-components=1
    pgg_log "building PostgreSQL $major into $prefix (configure, make: several minutes)"
    (cd "$src_dir/tree" &&
        ./configure --prefix="$prefix" --without-icu --without-readline --without-zlib >configure.log 2>&1 &&
        make -j"$(nproc)" -s >make.log 2>&1 && make -s install >install.log 2>&1 &&
        make -C contrib/dblink -s install >>install.log 2>&1) ||
        pgg_die "building PostgreSQL $major failed (see $src_dir/tree/*.log)"
    (cd "$src_dir/tree/src/test/regress" && make -s >/dev/null 2>&1) || pgg_die "building pg_regress failed"
fi
pg_config="$prefix/bin/pg_config"
regress="$src_dir/tree/src/test/regress/pg_regress"

pgg_log "building the extension for PostgreSQL $("$pg_config" --version | awk '{print $2}')"
work=$(mktemp -d /tmp/pg_games-major.XXXXXX)
pgg_server_dir "$work" || pgg_die "the postgres user cannot use $work"
pgg_copy_tree "$work/tree"
make -C "$work/tree" -s -j"$(nproc)" PG_CONFIG="$pg_config" >"$work/make.log" 2>&1 &&
    make -C "$work/tree" -s install PG_CONFIG="$pg_config" >>"$work/make.log" 2>&1 ||
    { tail -30 "$work/make.log"; pgg_die "the extension did not build for $major"; }
grep -i 'warning' "$work/make.log" && pgg_die "warnings building for $major"

pgg_log "running pg_regress on PostgreSQL $major"
cp -r "$work/tree/sql" "$work/tree/expected" "$work/"
chown -R postgres:postgres "$work"
tests=$(cd sql && ls *.sql | sed 's/\.sql$//' | sort)
status=0
pgg_as_server_user "$regress" --inputdir="$work" --outputdir="$work/out" \
    --temp-instance="$work/instance" --bindir="$prefix/bin" \
    --load-extension=pg_games $tests >"$work/regress.log" 2>&1 || status=$?
cat "$work/regress.log"
if [ "$status" -ne 0 ]; then
    [ -f "$work/out/regression.diffs" ] && head -100 "$work/out/regression.diffs"
    echo "outputs kept in $work"; exit 1
fi
rm -rf "$work"
