#!/usr/bin/env bash
# CMake packaging of the command-line tools: `cmake --install` puts them under a prefix, where
# they run; a configuration without tests and benchmarks needs neither GoogleTest nor Google
# Benchmark and defines none of their targets.
# Env: PGG_BUILD (the CMake build directory of the test command), PGG_WORK (a scratch directory).
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "FAIL: $*" >&2; exit 1; }
build=${PGG_BUILD:?}
work=${PGG_WORK:?}/cmake_install
version=$(sed -nE "s/^default_version = '([^']+)'/\1/p" pg_games.control)
rm -rf "$work"; mkdir -p "$work"

echo "== cmake --install into a prefix"
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
for tool in pg_games-referee pbrain-pg_games gomoku-bench gomoku-tune; do
    [ -x "$work/prefix/bin/$tool" ] || fail "$tool is not installed under bin/"
done
ls "$work/prefix/bin"
about=$(printf 'ABOUT\nEND\n' | "$work/prefix/bin/pbrain-pg_games" | grep -v '^MESSAGE')
[[ $about == *"version=\"$version\""* ]] || fail "the installed brain says [$about]"
[ "$("$work/prefix/bin/pg_games-referee" --version)" = "pg_games-referee $version" ] ||
    fail "the installed referee does not run"
# The web server, where it is built, with its page.
if [ -x "$build/tools/web/pg_games-web" ]; then
    [ -x "$work/prefix/bin/pg_games-web" ] || fail "pg_games-web is not installed"
    [ -f "$work/prefix/share/pg_games/web/index.html" ] || fail "the web page is not installed"
    "$work/prefix/bin/pg_games-web" --help 2>&1 | grep -q -- '--static' || fail "the installed pg_games-web does not run"
fi

echo "== tests and benchmarks off"
cmake -S . -B "$work/minimal" -DPGG_TESTS=OFF -DPGG_BENCHMARKS=OFF >"$work/configure.log" ||
    { cat "$work/configure.log"; fail "configuring without tests and benchmarks"; }
targets=$(cmake --build "$work/minimal" --target help)
grep -q 'pg_games_core' <<<"$targets" || fail "no engine library target"
grep -q 'pg_games-referee' <<<"$targets" || fail "no referee target"
if grep -E '_test$|_bench$' <<<"$targets"; then fail "test or benchmark targets without PGG_TESTS/PGG_BENCHMARKS"; fi
if grep -Ei '^(GTEST_[A-Z_]*|GTest_DIR|benchmark_DIR):' "$work/minimal/CMakeCache.txt"; then
    fail "GoogleTest or Google Benchmark was looked up"
fi
echo "ok: tools installed and running; tests and benchmarks optional"
