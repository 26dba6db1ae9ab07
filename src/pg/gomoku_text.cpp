// The Gomoku functions on board texts: gomoku_best_move, gomoku_quick_move, gomoku_winner and
// gomoku_board.
#include <string>
#include <string_view>

#include "core/gomoku/text.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/gomoku_glue.h"

namespace gg = pg_games::pg::gomoku_glue;
namespace gk = pg_games::gomoku;
using pg_games::pg::guarded;

namespace {

// A five found on a board text, and whether it is X's (the engine's Own is the side to move).
struct FiveOnText {
    gg::FiveFound line;
    bool x_owns;
};

// Looks for a five on a parsed board. Call inside guarded().
FiveOnText five_on(const gk::TextBoard& board, gk::Rule rule) {
    const gg::FiveFound line = gg::five_on(board.position, rule);
    return {line, line.own == board.x_to_move};
}

// A move found on a board text (1-based), or why there is none: plain data for the clean frame.
struct TextMove {
    FiveOnText five;
    bool full;
    int x, y;
    int target_ms, limit_ms;  // the search's time plan (reported in the clock-aware mode)
};

// The move as a gomoku_move row; for a board with no move (a five on it, or no empty cell) the
// error instead. Clean frame.
Datum text_move_result(FunctionCallInfo fcinfo, const TextMove& move) {
    const FiveOnText& five = move.five;
    if (five.line.found)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION), errmsg("the gomoku game is already over"),
                        errdetail("%s has five in a row from (%d, %d) to (%d, %d).",
                                  five.x_owns ? "X" : "O", five.line.from_x, five.line.from_y,
                                  five.line.to_x, five.line.to_y),
                        errhint("Call gomoku_winner() to see who won.")));
    if (move.full)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION), errmsg("the gomoku board is full"),
                        errdetail("No empty cell is left, so there is no move."),
                        errhint("Under contest rules the player who cannot move loses.")));
    Datum values[2] = {Int32GetDatum(move.x), Int32GetDatum(move.y)};
    bool nulls[2] = {false, false};
    return pg_games::pg::composite_result_cached(fcinfo, values, nulls);
}

}  // namespace

// gomoku_best_move(board text, rule, node_budget, time_limit_ms, aggression, seed): the
// engine's move for the side to move on a board text, as (x, y) = (column, row), 1-based.
PGG_FUNCTION(gomoku_best_move_text) {
    pg_games::pg::require_not_null(fcinfo, 0, "board");
    gg::Options options = gg::options_from_settings();
    gg::apply_option_args(fcinfo, 1, options);
    const gg::ClockContext clock = gg::clock_context(options);
    const TextMove move = guarded([&] {
        TextMove out{};
        gk::TextBoard board = gk::parse_board(pg_games::pg::text_arg(fcinfo, 0));
        out.five = five_on(board, options.rule);
        out.full = board.position.full();
        if (out.five.line.found || out.full) return out;
        pg_games::StopCheck stop = pg_games::pg::make_stop_check();
        const gk::SearchSettings settings = gg::best_move_settings(options, clock, board.position);
        out.target_ms = settings.target_ms;
        out.limit_ms = settings.time_limit_ms;
        gk::SearchResult r = gk::search_best_move(board.position, settings, stop,
                                                  &gg::session_search_memory());
        out.x = r.move.x + 1, out.y = r.move.y + 1;
        return out;
    });
    CHECK_FOR_INTERRUPTS();
    gg::report_clock_plan(clock, move.target_ms, move.limit_ms);
    return text_move_result(fcinfo, move);
}

// gomoku_quick_move(board text, rule, aggression): the best move by the one-ply static score
// (no search) for the side to move on a board text, as (x, y), 1-based. Built for scoring many
// stored positions: the text is read in place, canonical boards without allocating.
PGG_FUNCTION(gomoku_quick_move_text) {
    pg_games::pg::require_not_null(fcinfo, 0, "board");
    gg::Options options = gg::options_from_settings();
    if (!PG_ARGISNULL(1)) options.rule = gg::rule_from_name(text_to_cstring(PG_GETARG_TEXT_PP(1)));
    if (!PG_ARGISNULL(2)) options.aggression = gg::checked_aggression(PG_GETARG_FLOAT8(2));
    const text* board_text = PG_GETARG_TEXT_PP(0);  // detoasted here, in a clean frame
    const std::string_view board(VARDATA_ANY(board_text), VARSIZE_ANY_EXHDR(board_text));
    const TextMove move = guarded([&] {
        TextMove out{};
        const gk::TextRows rows = gk::parse_board_rows(board);
        gk::Candidate best{};
        try {
            best = gk::quick_best(rows.rows, gg::search_settings(options));
        } catch (const pg_games::Error& e) {
            // A finished game: say where the five is (the scorer only says that there is one).
            if (e.kind() != pg_games::ErrorKind::DataException) throw;
            const gk::TextBoard parsed = gk::parse_board(board);
            out.five = five_on(parsed, options.rule);
            out.full = parsed.position.full();
            if (!out.five.line.found && !out.full) throw;
            return out;
        }
        out.x = best.move.x + 1, out.y = best.move.y + 1;
        return out;
    });
    return text_move_result(fcinfo, move);
}

// gomoku_winner(board text, rule): who has five in a row on a board text, or NULL.
PGG_FUNCTION(gomoku_winner_text) {
    pg_games::pg::require_not_null(fcinfo, 0, "board");
    gg::Options options = gg::options_from_settings();
    if (!PG_ARGISNULL(1)) options.rule = gg::rule_from_name(text_to_cstring(PG_GETARG_TEXT_PP(1)));
    FiveOnText five = guarded(
        [&] { return five_on(gk::parse_board(pg_games::pg::text_arg(fcinfo, 0)), options.rule); });
    if (!five.line.found) PG_RETURN_NULL();
    return gg::five_result(fcinfo, five.x_owns ? "X" : "O", five.line);
}

// gomoku_board(board text, coordinates): a board text rewritten in the canonical form, with
// or without coordinates (column letters, row numbers).
PGG_FUNCTION(gomoku_board_text) {
    const bool coordinates = PG_GETARG_BOOL(1);
    text* result = guarded([&] {
        gk::TextBoard board = gk::parse_board(pg_games::pg::text_arg(fcinfo, 0));
        gk::RenderOptions options;
        options.own_is_x = board.x_to_move;
        options.coordinates = coordinates;
        return pg_games::pg::make_text(gk::render_board(board.position, options));
    });
    PG_RETURN_TEXT_P(result);
}
