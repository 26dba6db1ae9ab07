# Shared by test/integration/web_*.sh (sourced, not run): starts pg_games-web on a free
# port against the test database, and stops it, failing when it did not exit cleanly (the test
# build runs it under AddressSanitizer with leak checks).
web_bin="$PGG_BUILD/tools/web/pg_games-web"
[ -x "$web_bin" ] || { echo "FAIL: $web_bin was not built (libcpp-httplib-dev, nlohmann-json3-dev)" >&2; exit 1; }
web_log="$PGG_WORK/$(basename "$0" .sh).server.log"

# Starts the server; sets web_url and web_pid.
web_start() {
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$web_bin" --port 0 "$@" >"$web_log" 2>&1 &
    web_pid=$!
    # A failing test exits early: the server must not outlive it.
    trap 'if [ -n "${web_pid:-}" ]; then kill "$web_pid" 2>/dev/null; wait "$web_pid" 2>/dev/null; fi' EXIT
    for _ in $(seq 1 300); do
        web_url=$(grep -oE 'http://[0-9.]+:[0-9]+/' "$web_log" | head -1 || true)
        [ -n "$web_url" ] && break
        kill -0 "$web_pid" 2>/dev/null || { cat "$web_log" >&2; echo "FAIL: the server exited" >&2; exit 1; }
        sleep 0.2
    done
    [ -n "$web_url" ] || { cat "$web_log" >&2; echo "FAIL: the server did not start" >&2; exit 1; }
    web_url=${web_url%/}
    echo "server at $web_url (pid $web_pid)"
}

# Stops the server with SIGTERM and checks that it exited with status 0.
web_stop() {
    kill -TERM "$web_pid"
    local status=0
    wait "$web_pid" || status=$?
    web_pid=
    if [ "$status" -ne 0 ]; then
        tail -60 "$web_log" >&2
        echo "FAIL: the server exited with status $status" >&2
        exit 1
    fi
    grep -q 'ERROR: AddressSanitizer\|runtime error' "$web_log" &&
        { cat "$web_log" >&2; echo "FAIL: sanitizer report" >&2; exit 1; }
    echo "server stopped cleanly"
}
