#!/usr/bin/env bash
# Compiles the PostgreSQL glue (src/pg/*.cpp, the only code that includes server headers) against
# the server headers of every major in $PGG_MAJORS (default 15 17 18) with warnings as errors.
# 15 comes from Debian 12; newer majors' postgresql-server-dev-NN packages are downloaded from
# newer Debian releases with a separate sources list and unpacked into a cache directory
# ($PGG_MAJORS_CACHE, default /var/cache/pg_games/pg-headers), never installed.
# Server headers are system headers here (-isystem): their own warnings are not ours.
# Prints one "ok|FAILED  headers NN" line a major and ends with "N passed, N failed".
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$PGG_ROOT"

majors=(${PGG_MAJORS:-15 17 18})
cache=${PGG_MAJORS_CACHE:-/var/cache/pg_games/pg-headers}
apt_dir="$cache/apt"
mkdir -p "$cache"
version=$(sed -nE "s/^default_version = '([^']+)'/\1/p" pg_games.control)
apt_opts=(-o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o Dir::Etc::sourceparts=-
          -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
          -o APT::Get::List-Cleanup=0 -o Debug::NoLocking=1)

# The server headers of major $1: Debian 12's for 15 (installed), else unpacked from a download.
headers_of() {
    local major=$1 dir="$cache/$1"
    if [ -f "/usr/include/postgresql/$major/server/postgres.h" ]; then
        echo "/usr/include/postgresql/$major/server"; return
    fi
    if [ ! -f "$dir/usr/include/postgresql/$major/server/postgres.h" ]; then
        if [ ! -f "$apt_dir/updated" ]; then
            mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
            # trixie has 17, sid has 18 (and later majors as they come).
            printf '%s\n' "deb http://deb.debian.org/debian trixie main" \
                "deb http://deb.debian.org/debian sid main" >"$apt_dir/sources.list"
            apt-get "${apt_opts[@]}" update -qq >&2 || return 1
            touch "$apt_dir/updated"
        fi
        local deb
        (cd "$apt_dir/cache" && apt-get "${apt_opts[@]}" download -qq "postgresql-server-dev-$major" >&2) ||
            return 1
        deb=$(ls "$apt_dir/cache"/postgresql-server-dev-"$major"_*.deb | tail -1)
        mkdir -p "$dir" && dpkg-deb -x "$deb" "$dir"
    fi
    echo "$dir/usr/include/postgresql/$major/server"
}

passed=0
failed=0
for major in "${majors[@]}"; do
    if ! server=$(headers_of "$major"); then
        echo "FAILED  headers $major (postgresql-server-dev-$major could not be downloaded)"
        failed=$((failed + 1)); continue
    fi
    log="$cache/compile-$major.log"
    ok=1
    : >"$log"
    for src in src/pg/*.cpp; do
        g++ -std=c++17 -fsyntax-only -Wall -Wextra -Werror -Wno-register \
            -Wno-missing-field-initializers -Wno-unused-parameter -DPGG_VERSION="\"$version\"" \
            -I src -isystem "$server" "$src" >>"$log" 2>&1 || { ok=0; echo "in $src" >>"$log"; }
    done
    if [ "$ok" -eq 1 ]; then
        echo "ok      headers $major ($(ls src/pg/*.cpp | wc -l) files, $(sed -nE 's/^#define PG_VERSION "([^"]+)"/\1/p' "$server/pg_config.h"))"
        passed=$((passed + 1))
    else
        echo "FAILED  headers $major"; head -40 "$log"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
