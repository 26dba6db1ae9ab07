// What the Gomoku glue files share: options (arguments over settings), the field aggregates'
// state, and conversions between SQL values and the engine's types.
#pragma once

#include <cstdint>

#include "core/gomoku/engine.h"
#include "core/gomoku/quick.h"
#include "pg/postgres_headers.h"

namespace pg_games::pg::gomoku_glue {

using pg_games::gomoku::kMaxSize;

// The options of one call: the pg_games.gomoku_* settings, overridden by explicit arguments.
struct Options {
    int size;
    gomoku::Rule rule;
    int64_t node_budget;
    int time_limit_ms;
    double aggression;
    int64_t seed;
    int time_mode;          // a TimeMode
    int64_t game_clock_ms;  // the game clock of the clock-aware mode
};

// How gomoku_best_move decides how long to think (setting pg_games.gomoku_time_mode).
enum TimeMode {
    kTimeAuto,    // by the clock when statement_timeout runs and no budget or cap is set
    kTimeClock,   // by the clock whenever no budget or cap is set
    kTimeBudget,  // always the node budget and time cap (the engine defaults when unset)
};

// What the clock-aware mode needs from the server: whether it applies to this call and the
// time left before statement_timeout (-1 when none runs). Clean frame.
struct ClockContext {
    bool on;
    int64_t game_clock_ms;
    int64_t time_left_ms;
};
ClockContext clock_context(const Options& options);

// The search settings of a best-move call: search_settings(options), and in the clock-aware
// mode the move's time plan (move_time.h) with no node budget. Call inside guarded().
gomoku::SearchSettings best_move_settings(const Options& options, const ClockContext& clock,
                                          const gomoku::Position& position);

// The search tables this session keeps between best-move searches (gomoku_memory.cpp): the
// table of the last size used stays allocated. Call inside guarded() (allocates on first use).
gomoku::SearchMemory& session_search_memory();

// Reports a clock-aware search's plan (its target and limit) at DEBUG1. Clean frame.
void report_clock_plan(const ClockContext& clock, int target_ms, int limit_ms);

// The current values of the pg_games.gomoku_* settings.
Options options_from_settings();

// Overrides options with the non-null arguments rule, node_budget, time_limit_ms, aggression,
// seed found at argument positions first..first+4 (those present). Clean frame (ereports).
void apply_option_args(FunctionCallInfo fcinfo, int first, Options& options);

// Checks an aggression argument; ereports 22023 when outside 0..10. Clean frame.
double checked_aggression(double aggression);

// Checks a board size argument; ereports 22023 when outside 5..32. Clean frame.
int checked_size(int size);

// The rule named by a text ('freestyle' or 'exact5'); ereports 22023 otherwise. Clean frame.
gomoku::Rule rule_from_name(const char* name);

// The engine's search settings for these options.
gomoku::SearchSettings search_settings(const Options& options);

// The state of the field aggregates (gomoku_best_move, gomoku_quick_move, gomoku_winner,
// gomoku_board): the stones seen so far, in the aggregate's memory context. Plain data: no
// destructor needed.
struct FieldState {
    Options options;
    uint32_t mine_rows[kMaxSize];   // the stones as row bit masks: bit x of row y, 0-based
    uint32_t other_rows[kMaxSize];
    int mine;
    int other;
    // The whole-row form: where x, y and my are in the row type last seen.
    Oid row_type;
    int32 row_typmod;
    int attno_x, attno_y, attno_my;
    Oid x_type, y_type;
    // The final function's answer, kept in case it is asked for twice on the same state.
    bool has_move;
    int move_x, move_y;
};

// The aggregates declare SSPACE = 400 (sql/install/400_gomoku.sql, 410_gomoku_quick.sql).
static_assert(sizeof(FieldState) <= 400, "update SSPACE of the field aggregates");

// The state for a group with no rows: an empty board with the settings' options.
FieldState* empty_field_state();

// The engine's position for a field: the side to move (my = true) owns Cell::Own.
gomoku::Position position_of(const FieldState& state);

// The field's stones as the one-ply scorer's row masks (the side to move's are `own`).
gomoku::StoneRows stone_rows_of(const FieldState& state);

// Whether the field's stones would be written as X: X moves first, so the side to move is X
// unless it has one stone fewer than the other side.
inline bool mine_are_x(const FieldState& state) {
    return state.mine != state.other - 1;
}

// A five in a row found on a position, as plain data (1-based coordinates).
struct FiveFound {
    bool found;
    bool own;  // the five belongs to the side to move (Cell::Own)
    int from_x, from_y, to_x, to_y, length;
};

// Looks for a five under the rule. Call inside guarded().
FiveFound five_on(const gomoku::Position& position, gomoku::Rule rule);

// The gomoku_five composite (winner, from_x, from_y, to_x, to_y, length) for a found five, the
// winner named by `winner`. Clean frame.
Datum five_result(FunctionCallInfo fcinfo, const char* winner, const FiveFound& five);

}  // namespace pg_games::pg::gomoku_glue
