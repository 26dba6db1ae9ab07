// gomoku_moves(board text, ...): every candidate move of a board text with its static score
// and, on request, a shallow search value (a materialized set-returning function).
#include "core/gomoku/text.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/gomoku_glue.h"
#include "pg/srf.h"

namespace gg = pg_games::pg::gomoku_glue;
namespace gk = pg_games::gomoku;
using pg_games::pg::guarded;

// Rows (x, y, score, search_value), best static score first; search_value is NULL unless
// search is true. Arguments: board, search, rule, node_budget, time_limit_ms, aggression, seed.
PGG_FUNCTION(gomoku_moves_text) {
    pg_games::pg::require_not_null(fcinfo, 0, "board");
    pg_games::pg::require_not_null(fcinfo, 1, "search");
    const bool search = PG_GETARG_BOOL(1);
    gg::Options options = gg::options_from_settings();
    gg::apply_option_args(fcinfo, 2, options);
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    struct Answer {
        bool five, full;
    };
    Answer a = guarded([&] {
        gk::TextBoard board = gk::parse_board(pg_games::pg::text_arg(fcinfo, 0));
        if (gk::find_five(board.position, options.rule)) return Answer{true, false};
        if (board.position.full()) return Answer{false, true};
        pg_games::StopCheck stop = pg_games::pg::make_stop_check();
        for (const gk::Candidate& c :
             gk::rank_candidates(board.position, gg::search_settings(options), stop, search)) {
            Datum values[4] = {Int32GetDatum(c.move.x + 1), Int32GetDatum(c.move.y + 1),
                               Int32GetDatum(c.static_score), Int32GetDatum(c.search_value)};
            bool nulls[4] = {false, false, false, !c.searched};
            pg_games::pg::put_row(rsinfo, values, nulls);
        }
        return Answer{false, false};
    });
    CHECK_FOR_INTERRUPTS();
    if (a.five)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION), errmsg("the gomoku game is already over"),
                        errdetail("The board already has five in a row."),
                        errhint("Call gomoku_winner() to see who won.")));
    if (a.full)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION), errmsg("the gomoku board is full"),
                        errdetail("No empty cell is left, so there is no move.")));
    return static_cast<Datum>(0);
}
