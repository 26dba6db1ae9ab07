# The long-running calls of pg_games that a cancel must stop, shared by
# test/integration/cancel.sh (outcome) and bench/reliability/cancel_latency.sh (latency). Source it.
# Each case: a name, optional session set-up SQL, the long call (it does not finish on its own
# for minutes: checked by hand with a 15 s timeout, see RESULTS.md; the two that take seconds
# alone, ttt_solve(4, 4, 4) and a look-ahead balda_play, run a hundred times over, so that no
# machine is fast enough to finish before the cancel) and a normal call of the same function
# that must work in the same session afterwards. (k = 4 + g - g: an argument that depends on g
# makes PostgreSQL call ttt_solve again for each g instead of rescanning its first result.)
#
# Not here: gomoku_moves with search (a depth-2 search: 0.15 s on a 32x32 board with 143
# stones whatever the budget) and balda_best_move (one move: 20 ms with lookahead on a dense
# 15x15 board); the bots' loop is covered by balda_play.

# 19x19, four stones in the centre: an early opening where no side has a forced win.
CANCEL_BOARD='.................../.................../.................../.................../.................../.................../.................../..........XO......./.........OX......../.................../.................../.................../.................../.................../.................../.................../.................../.................../...................'
CANCEL_FIELD="(VALUES (10, 8, true), (11, 8, false), (10, 9, false), (11, 9, true)) AS f(x, y, my)"
# The empty 8x8 board with five in a row: beyond the m,n,k solver (not proven in 5 minutes).
CANCEL_TTT8='......../......../......../......../......../......../......../........'

CANCEL_NAMES=(
    gomoku_best_move_text
    gomoku_best_move_field
    gomoku_best_move_record
    mnk_value
    ttt_solve
    ttt_moves
    ttt_best_move
    balda_play
    wythoff_positions
    wythoff_position_stream
)
declare -A CANCEL_SETUP=(
    [gomoku_best_move_record]="SET pg_games.gomoku_node_budget = 2147483647; SET pg_games.gomoku_time_limit_ms = 3600000;"
)
declare -A CANCEL_LONG=(
    [gomoku_best_move_text]="SELECT gomoku_best_move('$CANCEL_BOARD', node_budget => 2000000000, time_limit_ms => 3600000)"
    [gomoku_best_move_field]="SELECT gomoku_best_move(x, y, my, 19, NULL, 2000000000, 3600000, NULL, NULL) FROM $CANCEL_FIELD"
    [gomoku_best_move_record]="SELECT gomoku_best_move(f) FROM $CANCEL_FIELD"
    [mnk_value]="SELECT mnk_value(8, 8, 5)"
    [ttt_solve]="SELECT count(*) FROM generate_series(1, 100) AS g, LATERAL ttt_solve(4, 4, 4 + g - g)"
    [ttt_moves]="SELECT count(*) FROM ttt_moves('$CANCEL_TTT8', 5)"
    [ttt_best_move]="SELECT * FROM ttt_best_move('$CANCEL_TTT8', 5)"
    [balda_play]="SELECT count(*) FROM generate_series(1, 100) AS g, LATERAL balda_play('пароход', 15, 'ru', 'lookahead', g, true)"
    [wythoff_positions]="SELECT count(*) FROM wythoff_positions()"
    [wythoff_position_stream]="SELECT * FROM wythoff_position_stream(9223372036854775807) LIMIT 1"
)
declare -A CANCEL_NORMAL=(
    [gomoku_best_move_text]="SELECT gomoku_best_move('$CANCEL_BOARD', node_budget => 1000)::text"
    [gomoku_best_move_field]="SELECT gomoku_best_move(x, y, my, 19, NULL, 1000, NULL, NULL, NULL)::text FROM $CANCEL_FIELD"
    [gomoku_best_move_record]="SELECT gomoku_best_move(f)::text FROM $CANCEL_FIELD"
    [mnk_value]="SELECT mnk_value(3, 3, 3)"
    [ttt_solve]="SELECT count(*)::text FROM ttt_solve()"
    [ttt_moves]="SELECT count(*)::text FROM ttt_moves('X../.O./...')"
    [ttt_best_move]="SELECT b::text FROM ttt_best_move('X../.O./...') b"
    [balda_play]="SELECT count(*)::text FROM balda_play('балда', max_turns => 2)"
    [wythoff_positions]="SELECT count(*)::text FROM wythoff_positions(1000)"
    [wythoff_position_stream]="SELECT count(*)::text FROM wythoff_position_stream(1000)"
)
# What the normal call returns (a pattern for grep -E).
declare -A CANCEL_EXPECT=(
    [gomoku_best_move_text]='^\([0-9]+,[0-9]+\)$'
    [gomoku_best_move_field]='^\([0-9]+,[0-9]+\)$'
    [gomoku_best_move_record]='^\([0-9]+,[0-9]+\)$'
    [mnk_value]='^draw$'
    [ttt_solve]='^5478$'
    [ttt_moves]='^7$'
    [ttt_best_move]='^\('
    [balda_play]='^2$'
    [wythoff_positions]='^[0-9]+$'
    [wythoff_position_stream]='^[0-9]+$'
)
