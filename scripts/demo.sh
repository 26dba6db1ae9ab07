#!/usr/bin/env bash
# Sets up everything, starts a scratch PostgreSQL cluster with pg_games installed and runs the
# demo: every demo/*.sql in order, echoed as it runs (comments included). Re-running reuses the
# cluster.
#   PGG_CLUSTER_DIR  where the cluster lives (default: .cluster in the project, when the
#                    postgres user can reach it, else /var/tmp/pg_games-cluster)
#   PGG_PORT         its port (default 54329; the socket is in the cluster directory)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$PGG_ROOT"

port=${PGG_PORT:-54329}
cluster=$(pgg_demo_cluster_dir)

pgg_demo_cluster_up "$cluster" "$port"
# A new build of the module is only loaded by new backends; restart so that it surely is.
pgg_as_server_user "$(pgg_bindir)/pg_ctl" -D "$cluster/data" -w restart \
    -o "-p $port -k $cluster -c listen_addresses=''" >/dev/null 9>&-
pgg_fresh_database "$cluster" "$port" pg_games
pgg_as_server_user test -r "$PGG_ROOT/demo" || pgg_die "demo/ is not readable"

for part in demo/*.sql; do
    pgg_psql "$cluster" "$port" pg_games -v ON_ERROR_STOP=1 --echo-all -f "$part"
done

# The final match: the one-line native contest query against the pure-SQL baseline player, under
# the contest referee (tools/referee, built into build/release), the board shown as it goes. The
# entry thinks by its clock (the referee's statement_timeout): one minute a game keeps the match
# short; the contest's is five.
pgg_log "building the referee (build/release) for the final match: native query vs SQL baseline"
pgg_build_release pg_games-referee
build/release/tools/referee/pg_games-referee -d "host=$cluster port=$port user=postgres dbname=pg_games" \
    --games 2 --clock 60 --show 8 --name "demo match" native=bench/gomoku/contest_player.sql \
    baseline=bench/gomoku/baseline_player.sql

cat <<MSG

The cluster is still running. Connect to it with:
    psql -h $cluster -p $port -U postgres pg_games
Play in the browser (gomoku, the contest lab, replays, Balda, tic-tac-toe, Wythoff and Nim):
    bash scripts/web.sh        then open http://127.0.0.1:8080/
Stop it with:
    runuser -u postgres -- $(pgg_bindir)/pg_ctl -D $cluster/data stop
MSG
