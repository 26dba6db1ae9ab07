// SQL functions of tic-tac-toe and m,n,k games: ttt_solve, ttt_moves, ttt_best_move, mnk_value,
// mnk_best_move.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "core/ttt/mnk_search.h"
#include "core/ttt/ttt_table.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/srf.h"

namespace ttt = pg_games::ttt;
using pg_games::pg::guarded;
using pg_games::pg::pg_call;

namespace {

// The text Datums of the values and sides, built once per call and shared by every row.
struct Names {
    Datum x_wins, draw, o_wins, x, o, win, loss;
};

// Builds the shared text Datums (inside guarded()).
Names make_names() {
    using pg_games::pg::make_text;
    return {PointerGetDatum(make_text("X wins")), PointerGetDatum(make_text("draw")),
            PointerGetDatum(make_text("O wins")), PointerGetDatum(make_text("X")),
            PointerGetDatum(make_text("O")),      PointerGetDatum(make_text("win")),
            PointerGetDatum(make_text("loss"))};
}

// The Datum naming a value.
Datum value_datum(const Names& names, ttt::Value v) {
    return v == ttt::Value::XWins ? names.x_wins : v == ttt::Value::OWins ? names.o_wins
                                                                          : names.draw;
}

// The engines' stop check: a node of an 8x8 search costs about half a microsecond, so checking
// every 512 nodes serves a cancel within a fraction of a millisecond at no measurable cost.
pg_games::StopCheck make_ttt_stop_check() { return pg_games::pg::make_stop_check(512); }

// Reads an int argument that must fit a board dimension, raising 22023 otherwise (clean frame).
int dimension_arg(FunctionCallInfo fcinfo, int n, const char* name) {
    const int32 value = PG_GETARG_INT32(n);
    if (value < 1 || value > 64)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("%s must be between 1 and 64", name),
                        errdetail("%s was given as %d.", name, value)));
    return value;
}

// The board text argument (inside guarded()), with the optional k argument (0 = default).
ttt::Board board_args(FunctionCallInfo fcinfo, int k) {
    return ttt::parse_board(pg_games::pg::text_arg(fcinfo, 0), k);
}

// Fills one ttt_moves / ttt_best_move row: row, col, board, value, result, plies.
void move_row(const ttt::Geometry& g, const ttt::MoveOutcome& m, const Names& names,
              Datum* values) {
    values[0] = Int32GetDatum(m.cell / g.cols + 1);
    values[1] = Int32GetDatum(m.cell % g.cols + 1);
    values[2] = PointerGetDatum(pg_games::pg::make_text(ttt::format_board(g, m.after)));
    values[3] = value_datum(names, m.value);
    values[4] = m.mover_wins ? names.win : m.mover_loses ? names.loss : names.draw;
    values[5] = Int32GetDatum(m.plies);
}

// The k argument of ttt_moves / ttt_best_move when given (clean frame); 0 when omitted.
int optional_k(FunctionCallInfo fcinfo) {
    if (PG_NARGS() < 2) return 0;
    const int32 k = PG_GETARG_INT32(1);
    if (k < 1)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("k must be at least 1"),
                        errdetail("k was given as %d.", k)));
    return k;
}

// The node_limit argument n when given and not NULL (clean frame); 0 = no limit.
uint64_t node_limit_arg(FunctionCallInfo fcinfo, int n) {
    if (PG_NARGS() <= n || PG_ARGISNULL(n)) return 0;
    const int64 limit = PG_GETARG_INT64(n);
    if (limit < 1)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("node_limit must be positive"),
                        errdetail("node_limit was given as " INT64_FORMAT ".", limit),
                        errhint("Pass NULL for no limit.")));
    return static_cast<uint64_t>(limit);
}

// The k argument n of mnk_value(board, ...) and mnk_best_move when given and not NULL (clean
// frame); 0 (the default k) otherwise.
int nullable_k_arg(FunctionCallInfo fcinfo, int n) {
    if (PG_NARGS() <= n || PG_ARGISNULL(n)) return 0;
    const int32 k = PG_GETARG_INT32(n);
    if (k < 1)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("k must be at least 1"),
                        errdetail("k was given as %d.", k),
                        errhint("Pass NULL for the default k (the shorter side, at most 5).")));
    return k;
}

}  // namespace

// ttt_solve(m, n, k): every position reachable from the empty board, solved.
PGG_FUNCTION(ttt_solve) {
    const int m = dimension_arg(fcinfo, 0, "m");
    const int n = dimension_arg(fcinfo, 1, "n");
    const int k = PG_GETARG_INT32(2);
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    guarded([&] {
        pg_games::StopCheck stop = make_ttt_stop_check();
        const ttt::SolvedTable table = ttt::solve_table(m, n, k, stop);
        const Names names = make_names();
        // One text buffer reused for every row: the tuplestore copies the value.
        ttt::TableCursor cursor(table);
        const size_t length = static_cast<size_t>(cursor.text_length());
        text* board = nullptr;
        pg_call([&] { board = static_cast<text*>(palloc(VARHDRSZ + length)); });
        SET_VARSIZE(board, VARHDRSZ + length);
        Datum values[5];
        bool nulls[5] = {false, false, false, false, false};
        values[0] = PointerGetDatum(board);
        // Rows go out in chunks of a few milliseconds, each inside one error trap, with a
        // cancel check (not the stop check's countdown, which a chunk would hardly move) in
        // between.
        bool more = true;
        while (more) {
            if (pg_games::pg::interrupt_pending()) throw pg_games::Cancelled();
            pg_call([&] {
                for (int i = 0; i < 4096 && (more = cursor.next()); ++i) {
                    const uint8_t code = cursor.code();
                    memcpy(VARDATA(board), cursor.text(), length);
                    values[1] = cursor.x_to_move() ? names.x : names.o;
                    values[2] = BoolGetDatum(ttt::SolvedTable::terminal(code));
                    values[3] = value_datum(names, ttt::SolvedTable::value(code));
                    values[4] = Int32GetDatum(ttt::SolvedTable::plies(code));
                    tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
                }
            });
        }
    });
    return (Datum)0;
}

// ttt_moves(board [, k]): every legal move with the value of the position it leads to.
PGG_FUNCTION(ttt_moves) {
    const int k = optional_k(fcinfo);
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    guarded([&] {
        const ttt::Board board = board_args(fcinfo, k);
        pg_games::StopCheck stop = make_ttt_stop_check();
        const std::vector<ttt::MoveOutcome> moves =
            ttt::solve_moves(board.geometry, board.position, stop);
        const Names names = make_names();
        for (const ttt::MoveOutcome& m : moves) {
            Datum values[6];
            bool nulls[6] = {false, false, false, false, false, false};
            move_row(board.geometry, m, names, values);
            pg_games::pg::put_row(rsinfo, values, nulls);
        }
    });
    return (Datum)0;
}

// ttt_best_move(board [, k]): the fastest win, else a draw, else the slowest loss; NULL when
// the game is over.
PGG_FUNCTION(ttt_best_move) {
    const int k = optional_k(fcinfo);
    struct Result {
        bool found;
        Datum values[6];
    };
    const Result result = guarded([&] {
        Result r{};
        const ttt::Board board = board_args(fcinfo, k);
        pg_games::StopCheck stop = make_ttt_stop_check();
        const std::vector<ttt::MoveOutcome> moves =
            ttt::solve_moves(board.geometry, board.position, stop);
        const int best = ttt::best_move_index(moves);
        if (best < 0) return r;
        r.found = true;
        move_row(board.geometry, moves[static_cast<size_t>(best)], make_names(), r.values);
        return r;
    });
    if (!result.found) PG_RETURN_NULL();
    const bool nulls[6] = {false, false, false, false, false, false};
    return pg_games::pg::composite_result(fcinfo, result.values, nulls);
}

// mnk_value(m, n, k, node_limit): the value of the empty board; NULL when the node limit
// (NULL = none) is reached first.
PGG_FUNCTION(mnk_value) {
    pg_games::pg::require_not_null(fcinfo, 0, "m");
    pg_games::pg::require_not_null(fcinfo, 1, "n");
    pg_games::pg::require_not_null(fcinfo, 2, "k");
    const int m = dimension_arg(fcinfo, 0, "m");
    const int n = dimension_arg(fcinfo, 1, "n");
    const int k = PG_GETARG_INT32(2);
    const uint64_t limit = node_limit_arg(fcinfo, 3);
    struct Result {
        bool solved;
        ttt::Value value;
    };
    const Result result = guarded([&] {
        pg_games::StopCheck stop = make_ttt_stop_check();
        const ttt::Outcome o = ttt::mnk_value(m, n, k, stop, limit);
        return Result{o.solved, o.value};
    });
    if (!result.solved) PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(ttt::value_name(result.value)));
}

// mnk_value(board, k, node_limit): the value of a position; NULL when the node limit (NULL =
// none) is reached first.
PGG_FUNCTION(mnk_value_board) {
    pg_games::pg::require_not_null(fcinfo, 0, "board");
    const int k = nullable_k_arg(fcinfo, 1);
    const uint64_t limit = node_limit_arg(fcinfo, 2);
    struct Result {
        bool solved;
        ttt::Value value;
    };
    const Result result = guarded([&] {
        const ttt::Board board = board_args(fcinfo, k);
        pg_games::StopCheck stop = make_ttt_stop_check();
        const ttt::Outcome o = ttt::position_value(board.geometry, board.position, stop, limit);
        return Result{o.solved, o.value};
    });
    if (!result.solved) PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(ttt::value_name(result.value)));
}

// mnk_best_move(board, k, node_limit): a move that keeps the position's value; NULL when the
// game is over or the node limit is reached first.
PGG_FUNCTION(mnk_best_move) {
    pg_games::pg::require_not_null(fcinfo, 0, "board");
    const int k = nullable_k_arg(fcinfo, 1);
    const uint64_t limit = node_limit_arg(fcinfo, 2);
    struct Result {
        bool found;
        Datum values[5];
    };
    const Result result = guarded([&] {
        Result r{};
        const ttt::Board board = board_args(fcinfo, k);
        pg_games::StopCheck stop = make_ttt_stop_check();
        const ttt::ValueMove m = ttt::mnk_best_move(board.geometry, board.position, stop, limit);
        if (!m.found) return r;
        r.found = true;
        const ttt::Geometry& g = board.geometry;
        const Names names = make_names();
        const bool x_moves = board.position.x_to_move();
        r.values[0] = Int32GetDatum(m.cell / g.cols + 1);
        r.values[1] = Int32GetDatum(m.cell % g.cols + 1);
        r.values[2] = PointerGetDatum(pg_games::pg::make_text(ttt::format_board(g, m.after)));
        r.values[3] = value_datum(names, m.value);
        r.values[4] = m.value == ttt::Value::Draw                                ? names.draw
                      : (m.value == ttt::Value::XWins) == x_moves ? names.win
                                                                   : names.loss;
        return r;
    });
    if (!result.found) PG_RETURN_NULL();
    const bool nulls[5] = {false, false, false, false, false};
    return pg_games::pg::composite_result(fcinfo, result.values, nulls);
}
