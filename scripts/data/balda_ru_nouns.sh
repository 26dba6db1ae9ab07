#!/usr/bin/env bash
# Derives data/generated/balda_ru_nouns.txt, the Russian Balda dictionary, from the OpenCorpora
# dictionary of the npm package az 0.2.3 (CC BY-SA). Installs az into a git-ignored cache
# (data/generated/npm) and runs scripts/data/balda_derive_ru_nouns.js with the machine's Node.js.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/data/generated/balda_ru_nouns.txt"
script="$root/scripts/data/balda_derive_ru_nouns.js"
cache="$root/data/generated/npm"

# Up to date: nothing to do.
if [ -s "$out" ] && [ "$out" -nt "$script" ]; then exit 0; fi

mkdir -p "$cache"
if [ ! -f "$cache/node_modules/az/dicts/words.dawg" ]; then
    echo "==> installing az@0.2.3 (OpenCorpora dictionary) into $cache" >&2
    npm install --prefix "$cache" --no-audit --no-fund --no-save --ignore-scripts \
        az@0.2.3 >"$cache/npm.log" 2>&1 || { tail -20 "$cache/npm.log" >&2; exit 1; }
fi
node "$script" "$cache/node_modules/az" "$out.tmp"
count=$(wc -l <"$out.tmp")
# The OpenCorpora 0.92 dictionary gives about 66 thousand common nouns.
if [ "$count" -lt 60000 ] || [ "$count" -gt 70000 ]; then
    echo "balda_ru_nouns: unexpected noun count $count (expected 60-70 thousand)" >&2
    exit 1
fi
mv "$out.tmp" "$out"
