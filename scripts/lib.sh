# Shared steps of the pg_games scripts: dependencies, builds, scratch clusters. Source it.
# Works as root on a fresh Debian 12 machine (installs packages, runs PostgreSQL as `postgres`);
# as another user, the packages must already be installed.

PGG_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PGG_PACKAGES=(postgresql postgresql-server-dev-15 postgresql-contrib g++ make cmake
              libgtest-dev libbenchmark-dev libpq-dev nodejs npm ca-certificates wamerican
              debhelper dpkg-dev fakeroot postgresql-server-dev-all
              libcpp-httplib-dev nlohmann-json3-dev chromium wrk curl python3)

# Bold only on a terminal: logs and pipes get plain text.
pgg_log() { if [ -t 2 ]; then printf '\033[1m==> %s\033[0m\n' "$*" >&2; else printf '==> %s\n' "$*" >&2; fi; }
pgg_die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs the Debian packages the build, the tests and the demo need (only the missing ones).
pgg_install_deps() {
    local missing=() pkg
    for pkg in "${PGG_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$pkg")
    done
    # A machine may have Node.js from elsewhere; only its absence matters.
    if command -v node >/dev/null && command -v npm >/dev/null; then
        local kept=()
        for pkg in "${missing[@]}"; do [[ $pkg == nodejs || $pkg == npm ]] || kept+=("$pkg"); done
        missing=("${kept[@]}")
    fi
    [ ${#missing[@]} -eq 0 ] && return 0
    [ "$(id -u)" -eq 0 ] || pgg_die "missing packages: ${missing[*]} (run as root, or install them)"
    pgg_log "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The PostgreSQL binaries that the extension is built for.
pgg_bindir() { pg_config --bindir; }

# Derives the data files that are made at set-up (dictionaries...): every scripts/data/*.sh.
pgg_prepare_data() {
    local script
    for script in "$PGG_ROOT"/scripts/data/*.sh; do
        [ -e "$script" ] || continue
        bash "$script" || pgg_die "data preparation failed: $script"
    done
}

# Builds the core library, tests, tools and benchmarks with CMake into $1 (extra args: options).
pgg_build_core() {
    local dir=$1; shift
    cmake -S "$PGG_ROOT" -B "$dir" "$@" >/dev/null || pgg_die "cmake configure failed"
    cmake --build "$dir" -j"$(nproc)" >"$dir/build.log" 2>&1 ||
        { grep -E -A5 'error|Error' "$dir/build.log" | head -60 >&2; pgg_die "cmake build failed"; }
}

# Builds the PostgreSQL module and installs it into the server's directories.
pgg_install_extension() {
    make -C "$PGG_ROOT" -s -j"$(nproc)" >/dev/null 2>"$PGG_ROOT/.make.log" ||
        { grep -E -A5 'error' "$PGG_ROOT/.make.log" | head -60 >&2; pgg_die "extension build failed"; }
    if [ "$(id -u)" -eq 0 ]; then
        make -C "$PGG_ROOT" -s install >/dev/null || pgg_die "extension install failed"
    else
        make -C "$PGG_ROOT" -s install >/dev/null ||
            pgg_die "extension install failed (the server's directories may need root)"
    fi
}

# Runs a command as the PostgreSQL server's user (postgres when we are root).
pgg_as_server_user() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Makes directory $1 owned by the server user, checking that user can reach it.
pgg_server_dir() {
    mkdir -p "$1"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$1"
    pgg_as_server_user test -w "$1" -a -x "$1"
}

# Starts (or reuses) a scratch cluster in directory $1 on port $2, socket in the same directory.
# Trust authentication on the socket only; nothing listens on TCP.
pgg_start_cluster() {
    local dir=$1 port=$2 bindir
    bindir=$(pgg_bindir)
    pgg_server_dir "$dir" || pgg_die "the postgres user cannot use $dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        pgg_log "creating a scratch cluster in $dir/data"
        pgg_as_server_user "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust \
            --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
            { cat "$dir/initdb.log" >&2; pgg_die "initdb failed"; }
    fi
    if ! pgg_as_server_user "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
        pgg_log "starting PostgreSQL on port $port (socket in $dir)"
        # 9>&-: the server must not inherit the install lock (pgg_lock_install) and hold it.
        pgg_as_server_user "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
            -o "-p $port -k $dir -c listen_addresses=''" start >/dev/null 9>&- ||
            { tail -20 "$dir/server.log" >&2; pgg_die "the server did not start"; }
    fi
}

# The demo's cluster directory (scripts/demo.sh, scripts/web.sh): $PGG_CLUSTER_DIR, else .cluster
# in the project when the postgres user can reach it, else /var/tmp/pg_games-cluster.
pgg_demo_cluster_dir() {
    if [ -n "${PGG_CLUSTER_DIR:-}" ]; then echo "$PGG_CLUSTER_DIR"
    elif pgg_server_dir "$PGG_ROOT/.cluster" 2>/dev/null; then echo "$PGG_ROOT/.cluster"
    else echo /var/tmp/pg_games-cluster; fi
}

# Copies the project's files (tracked, and new ones git does not ignore) and the derived word
# lists into directory $1: a tree to build a package or another major from.
pgg_copy_tree() {
    local dest=$1
    mkdir -p "$dest/data/generated"
    (cd "$PGG_ROOT" && git ls-files -z --cached --others --exclude-standard |
        xargs -0 cp --parents -t "$dest")
    cp "$PGG_ROOT"/data/generated/balda_*.txt "$dest/data/generated/"
}

# Stops the scratch cluster in directory $1, if it runs.
pgg_stop_cluster() {
    pgg_as_server_user "$(pgg_bindir)/pg_ctl" -D "$1/data" -m fast stop >/dev/null 2>&1 || true
}

# psql against a scratch cluster: pgg_psql DIR PORT DB [psql args...]
pgg_psql() {
    local dir=$1 port=$2 db=$3; shift 3
    "$(pgg_bindir)/psql" -X -h "$dir" -p "$port" -U postgres -d "$db" "$@"
}

# Creates database $3 (if missing) with a fresh copy of the extension installed.
pgg_fresh_database() {
    local dir=$1 port=$2 db=$3
    pgg_psql "$dir" "$port" postgres -qtA \
        -c "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1 ||
        pgg_psql "$dir" "$port" postgres -q -c "CREATE DATABASE \"$db\""
    pgg_psql "$dir" "$port" "$db" -q -v ON_ERROR_STOP=1 \
        -c "SET client_min_messages = warning" \
        -c "DROP EXTENSION IF EXISTS pg_games CASCADE" -c "CREATE EXTENSION pg_games" ||
        pgg_die "CREATE EXTENSION pg_games failed"
}

# Serialises installing the module and testing it, so that two checkouts on one machine do not
# replace each other's pg_games.so mid-test. Held until the calling script exits.
pgg_lock_install() {
    exec 9>/tmp/pg_games-install.lock
    flock 9
}

# Installs the browser tests' npm packages (playwright-core) into test/e2e from its lock file,
# when they are missing or the lock file changed.
pgg_e2e_deps() {
    local dir="$PGG_ROOT/test/e2e"
    if [ ! -f "$dir/node_modules/.package-lock.json" ] ||
       [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
        pgg_log "installing the browser tests' npm packages (test/e2e)"
        (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null) ||
            pgg_die "npm ci in test/e2e failed"
    fi
}

# Builds CMake targets into build/release (Release, no tests or benchmarks); its log goes to
# build/release/build.log. Run from the project root.
pgg_build_release() {  # target...
    mkdir -p build/release
    { cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DPGG_TESTS=OFF -DPGG_BENCHMARKS=OFF &&
        cmake --build build/release -j"$(nproc)" --target "$@"; } >build/release/build.log 2>&1 ||
        pgg_die "build failed (see build/release/build.log)"
}

# The extension installed, a scratch cluster started and a fresh database in it, the libpq
# environment (PGHOST PGPORT PGUSER PGDATABASE) pointing there: what a benchmark's games need.
pgg_bench_database() {  # dir port database
    pgg_lock_install
    pgg_install_extension
    pgg_start_cluster "$1" "$2"
    exec 9>&-  # the install lock: the games need only the running cluster
    pgg_fresh_database "$1" "$2" "$3"
    export PGHOST=$1 PGPORT=$2 PGUSER=postgres PGDATABASE=$3
}

# The demo's set-up, shared by demo.sh and web.sh: packages, data, the extension built and
# installed (holding the install lock), the scratch cluster started.
pgg_demo_cluster_up() {  # cluster port
    pgg_install_deps
    pgg_prepare_data
    pgg_lock_install
    pgg_log "building and installing the extension"
    pgg_install_extension
    pgg_start_cluster "$1" "$2"
}
