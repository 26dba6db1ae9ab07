#!/usr/bin/env bash
# The documentation's examples run and give the outputs recorded in test/docs/expected/
# (test/docs/run.sh; `--update` there rewrites them after a deliberate change).
set -euo pipefail
exec bash "$(dirname "$0")/../docs/run.sh"
