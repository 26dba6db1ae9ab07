// The clock-aware mode of gomoku_best_move: the time of a move follows from the game clock
// (pg_games.gomoku_game_clock), the move number, and statement_timeout as the hard cap.
#include "core/gomoku/move_time.h"
#include "pg/gomoku_glue.h"

extern "C" {
#include "utils/timeout.h"
#include "utils/timestamp.h"
}

namespace pg_games::pg::gomoku_glue {
namespace {

// A node budget no clock-limited search reaches: the clock decides.
constexpr uint64_t kUnlimitedNodes = UINT64_C(1) << 60;
// A clock-limited search runs long enough to use a larger table than the default.
constexpr int kClockTtMegabytes = 64;

}  // namespace

ClockContext clock_context(const Options& options) {
    ClockContext c{false, options.game_clock_ms, -1};
    const bool running = get_timeout_active(STATEMENT_TIMEOUT);
    if (running) {
        const TimestampTz now = GetCurrentTimestamp();
        const TimestampTz end = get_timeout_finish_time(STATEMENT_TIMEOUT);
        c.time_left_ms = end > now ? (end - now) / 1000 : 0;
    }
    const bool unset = options.node_budget == 0 && options.time_limit_ms == 0;
    c.on = unset && options.game_clock_ms > 0 &&
           (options.time_mode == kTimeClock || (options.time_mode == kTimeAuto && running));
    return c;
}

gomoku::SearchSettings best_move_settings(const Options& options, const ClockContext& clock,
                                          const gomoku::Position& position) {
    gomoku::SearchSettings s = search_settings(options);
    if (!clock.on) return s;
    const gomoku::MoveTime t = gomoku::plan_move_time(
        {clock.game_clock_ms, position.stones(gomoku::Cell::Own),
         position.stones(gomoku::Cell::Own) + position.stones(gomoku::Cell::Opponent),
         position.stones(gomoku::Cell::Empty), clock.time_left_ms});
    s.node_budget = kUnlimitedNodes;
    s.time_limit_ms = t.limit_ms;
    s.target_ms = t.target_ms;
    s.tt_megabytes = kClockTtMegabytes;
    // By the clock the answer already depends on time: the session's last search of the same
    // side starts this one (as the Gomocup brain's, bench/gomoku/ENGINE_RESULTS.md).
    s.keep_table = true;
    return s;
}

void report_clock_plan(const ClockContext& clock, int target_ms, int limit_ms) {
    if (!clock.on || limit_ms <= 0) return;  // not in the mode, or no search ran
    if (clock.time_left_ms >= 0)
        ereport(DEBUG1, (errmsg("gomoku_best_move: by the clock, aiming at %d ms, at most %d ms "
                                "(time left %lld ms)",
                                target_ms, limit_ms, static_cast<long long>(clock.time_left_ms))));
    else
        ereport(DEBUG1, (errmsg("gomoku_best_move: by the clock, aiming at %d ms, at most %d ms "
                                "(time left unknown: no statement_timeout)",
                                target_ms, limit_ms)));
}

}  // namespace pg_games::pg::gomoku_glue
