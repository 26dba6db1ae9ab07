// The Gomoku field aggregates: gomoku_best_move, gomoku_quick_move, gomoku_winner and
// gomoku_board over the rows of a field(x, y, my) (or whole rows of any type with such columns).
#include <cstring>

#include "core/gomoku/quick.h"
#include "core/gomoku/text.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/gomoku_glue.h"

extern "C" {
#include "executor/executor.h"
#include "utils/typcache.h"
}

namespace gg = pg_games::pg::gomoku_glue;
namespace gk = pg_games::gomoku;
using pg_games::pg::guarded;

namespace {

// The aggregate state passed to a transition function, created on its first row.
gg::FieldState* state_for_row(FunctionCallInfo fcinfo) {
    MemoryContext aggregate_context;
    if (!AggCheckCallContext(fcinfo, &aggregate_context))
        ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("gomoku field functions can only be called as aggregates")));
    if (!PG_ARGISNULL(0)) return reinterpret_cast<gg::FieldState*>(PG_GETARG_POINTER(0));
    MemoryContext old = MemoryContextSwitchTo(aggregate_context);
    gg::FieldState* state = gg::empty_field_state();
    MemoryContextSwitchTo(old);
    return state;
}

// Records one stone, checking the cell is on the board and not listed before.
void add_stone(gg::FieldState* state, int64 x, int64 y, bool my) {
    const int n = state->options.size;
    if (x < 1 || x > n || y < 1 || y > n)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("gomoku cell (%lld, %lld) is outside the %dx%d board",
                               static_cast<long long>(x), static_cast<long long>(y), n, n),
                        errdetail("x and y must be between 1 and %d.", n),
                        errhint("Pass the board size as an argument or set "
                                "pg_games.gomoku_size.")));
    const uint32_t bit = 1u << (x - 1);
    if (((state->mine_rows[y - 1] | state->other_rows[y - 1]) & bit) != 0)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION),
                        errmsg("gomoku cell (%lld, %lld) is listed twice",
                               static_cast<long long>(x), static_cast<long long>(y)),
                        errhint("Give each cell at most one row.")));
    (my ? state->mine_rows : state->other_rows)[y - 1] |= bit;
    ++(my ? state->mine : state->other);
    state->has_move = false;  // a window aggregate may ask for the move again with more rows
}

// Raises 22004 for a null column of a field row.
void reject_null(const char* column) {
    ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                    errmsg("gomoku field column \"%s\" must not be null", column),
                    errhint("Every row is a stone: x, y and my are all required.")));
}

// The state for a final function (an empty board when the group had no rows).
gg::FieldState* final_state(FunctionCallInfo fcinfo) {
    return PG_ARGISNULL(0) ? gg::empty_field_state()
                           : reinterpret_cast<gg::FieldState*>(PG_GETARG_POINTER(0));
}

// Finds the attribute named `name` in a row type; ereports unless it exists with a type in
// `types` (a zero-terminated list). Returns its 1-based number.
int find_column(TupleDesc desc, const char* name, const Oid* types, const char* type_names) {
    for (int i = 0; i < desc->natts; ++i) {
        Form_pg_attribute attr = TupleDescAttr(desc, i);
        if (attr->attisdropped || strcmp(NameStr(attr->attname), name) != 0) continue;
        for (const Oid* t = types; *t != InvalidOid; ++t)
            if (attr->atttypid == *t) return i + 1;
        ereport(ERROR, (errcode(ERRCODE_DATATYPE_MISMATCH),
                        errmsg("column \"%s\" of the gomoku field row has type %s", name,
                               format_type_be(attr->atttypid)),
                        errhint("The column must be of type %s.", type_names)));
    }
    ereport(ERROR, (errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("the gomoku field row has no column \"%s\"", name),
                    errhint("Pass rows with columns x, y (integers) and my (boolean).")));
    pg_unreachable();
}

// An integer column's value as int64.
int64 integer_value(Datum value, Oid type) {
    switch (type) {
        case INT2OID:
            return DatumGetInt16(value);
        case INT4OID:
            return DatumGetInt32(value);
        default:
            return DatumGetInt64(value);
    }
}

}  // namespace

// Transition of the field aggregates: one stone per row; the first row also fixes the options
// given as extra arguments (size, then rule, node_budget, time_limit_ms, aggression, seed).
PGG_FUNCTION(gomoku_field_add) {
    gg::FieldState* state = state_for_row(fcinfo);
    const bool first = PG_ARGISNULL(0);
    if (first && PG_NARGS() > 4) {
        if (!PG_ARGISNULL(4)) state->options.size = gg::checked_size(PG_GETARG_INT32(4));
        gg::apply_option_args(fcinfo, 5, state->options);
    }
    if (PG_ARGISNULL(1)) reject_null("x");
    if (PG_ARGISNULL(2)) reject_null("y");
    if (PG_ARGISNULL(3)) reject_null("my");
    add_stone(state, PG_GETARG_INT32(1), PG_GETARG_INT32(2), PG_GETARG_BOOL(3));
    PG_RETURN_POINTER(state);
}

// Transition of the whole-row forms: the columns x, y and my are looked up by name.
PGG_FUNCTION(gomoku_field_add_row) {
    gg::FieldState* state = state_for_row(fcinfo);
    if (PG_ARGISNULL(1))
        ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                        errmsg("gomoku field row must not be null")));
    HeapTupleHeader row = PG_GETARG_HEAPTUPLEHEADER(1);
    const Oid type = HeapTupleHeaderGetTypeId(row);
    const int32 typmod = HeapTupleHeaderGetTypMod(row);
    if (state->attno_x == 0 || type != state->row_type || typmod != state->row_typmod) {
        static const Oid kIntegers[] = {INT4OID, INT2OID, INT8OID, InvalidOid};
        static const Oid kBoolean[] = {BOOLOID, InvalidOid};
        TupleDesc desc = lookup_rowtype_tupdesc(type, typmod);
        state->attno_x = find_column(desc, "x", kIntegers, "integer");
        state->attno_y = find_column(desc, "y", kIntegers, "integer");
        state->attno_my = find_column(desc, "my", kBoolean, "boolean");
        state->x_type = TupleDescAttr(desc, state->attno_x - 1)->atttypid;
        state->y_type = TupleDescAttr(desc, state->attno_y - 1)->atttypid;
        ReleaseTupleDesc(desc);
        state->row_type = type;
        state->row_typmod = typmod;
    }
    bool x_null, y_null, my_null;
    Datum x = GetAttributeByNum(row, static_cast<AttrNumber>(state->attno_x), &x_null);
    Datum y = GetAttributeByNum(row, static_cast<AttrNumber>(state->attno_y), &y_null);
    Datum my = GetAttributeByNum(row, static_cast<AttrNumber>(state->attno_my), &my_null);
    if (x_null) reject_null("x");
    if (y_null) reject_null("y");
    if (my_null) reject_null("my");
    add_stone(state, integer_value(x, state->x_type), integer_value(y, state->y_type),
              DatumGetBool(my));
    PG_RETURN_POINTER(state);
}

// Transition of gomoku_quick_move: one stone per row; the first row also fixes the options
// given as extra arguments (size, rule, aggression).
PGG_FUNCTION(gomoku_quick_move_add) {
    gg::FieldState* state = state_for_row(fcinfo);
    if (PG_ARGISNULL(0) && PG_NARGS() > 4) {
        if (!PG_ARGISNULL(4)) state->options.size = gg::checked_size(PG_GETARG_INT32(4));
        if (PG_NARGS() > 5 && !PG_ARGISNULL(5))
            state->options.rule = gg::rule_from_name(text_to_cstring(PG_GETARG_TEXT_PP(5)));
        if (PG_NARGS() > 6 && !PG_ARGISNULL(6))
            state->options.aggression = gg::checked_aggression(PG_GETARG_FLOAT8(6));
    }
    if (PG_ARGISNULL(1)) reject_null("x");
    if (PG_ARGISNULL(2)) reject_null("y");
    if (PG_ARGISNULL(3)) reject_null("my");
    add_stone(state, PG_GETARG_INT32(1), PG_GETARG_INT32(2), PG_GETARG_BOOL(3));
    PG_RETURN_POINTER(state);
}

namespace {

// What the engine answered for a field, as plain data for the clean frame.
struct MoveAnswer {
    gg::FiveFound five;  // the position already has a five
    bool full;
    int x, y;  // 1-based move
    int score, depth;
    uint64_t nodes;
    double elapsed_ms;
    int target_ms, limit_ms;  // the search's time plan (reported in the clock-aware mode)
};

// Records in `out` why a position has no move (a five, a full board); true if it has none.
bool finished(const gk::Position& position, gk::Rule rule, MoveAnswer& out) {
    out.five = gg::five_on(position, rule);
    if (out.five.found) return true;
    out.full = position.full();
    return out.full;
}

// Raises the errors for positions that have no best move.
void reject_finished(const MoveAnswer& a) {
    if (a.five.found)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION), errmsg("the gomoku game is already over"),
                        errdetail("%s five in a row from (%d, %d) to (%d, %d).",
                                  a.five.own ? "The side to move has" : "The opponent has",
                                  a.five.from_x, a.five.from_y, a.five.to_x, a.five.to_y),
                        errhint("Call gomoku_winner() to see who won.")));
    if (a.full)
        ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION), errmsg("the gomoku board is full"),
                        errdetail("No empty cell is left, so there is no move."),
                        errhint("Under contest rules the player who cannot move loses.")));
}

}  // namespace

// Final function of gomoku_best_move over a field: the engine's move as (x, y), 1-based.
PGG_FUNCTION(gomoku_best_move_final) {
    gg::FieldState* state = final_state(fcinfo);
    if (!state->has_move) {
        const int n = state->options.size;
        ereport(DEBUG1, (errmsg("gomoku_best_move: searching a %dx%d board with %d stones", n, n,
                                state->mine + state->other)));
        const gg::ClockContext clock = gg::clock_context(state->options);
        MoveAnswer a = guarded([&] {
            MoveAnswer out{};
            gk::Position position = gg::position_of(*state);
            if (finished(position, state->options.rule, out)) return out;
            pg_games::StopCheck stop = pg_games::pg::make_stop_check();
            const gk::SearchSettings settings = gg::best_move_settings(state->options, clock, position);
            out.target_ms = settings.target_ms;
            out.limit_ms = settings.time_limit_ms;
            gk::SearchResult r =
                gk::search_best_move(position, settings, stop, &gg::session_search_memory());
            out.x = r.move.x + 1, out.y = r.move.y + 1;
            out.score = r.score, out.depth = r.depth, out.nodes = r.nodes;
            out.elapsed_ms = r.elapsed_ms;
            return out;
        });
        CHECK_FOR_INTERRUPTS();
        reject_finished(a);
        gg::report_clock_plan(clock, a.target_ms, a.limit_ms);
        ereport(DEBUG2, (errmsg("gomoku_best_move: (%d, %d) score %d depth %d, %llu nodes in "
                                "%.1f ms",
                                a.x, a.y, a.score, a.depth,
                                static_cast<unsigned long long>(a.nodes), a.elapsed_ms)));
        state->has_move = true;
        state->move_x = a.x;
        state->move_y = a.y;
    }
    Datum values[2] = {Int32GetDatum(state->move_x), Int32GetDatum(state->move_y)};
    bool nulls[2] = {false, false};
    return pg_games::pg::composite_result(fcinfo, values, nulls);
}

// Final function of gomoku_quick_move over a field: the best move by the one-ply static score
// (no search), as (x, y), 1-based. Not cached in the state: it is cheap, and the state may be
// shared with other aggregates over the same rows.
PGG_FUNCTION(gomoku_quick_move_final) {
    gg::FieldState* state = final_state(fcinfo);
    MoveAnswer a = guarded([&] {
        MoveAnswer out{};
        gk::Candidate best{};
        try {
            best = gk::quick_best(gg::stone_rows_of(*state), gg::search_settings(state->options));
        } catch (const pg_games::Error& e) {
            // A finished position: report where the five is (the scorer checks it cheaply
            // and only says that there is one).
            if (e.kind() == pg_games::ErrorKind::DataException &&
                finished(gg::position_of(*state), state->options.rule, out))
                return out;
            throw;
        }
        out.x = best.move.x + 1, out.y = best.move.y + 1;
        out.score = best.static_score;
        return out;
    });
    reject_finished(a);
    Datum values[2] = {Int32GetDatum(a.x), Int32GetDatum(a.y)};
    bool nulls[2] = {false, false};
    return pg_games::pg::composite_result_cached(fcinfo, values, nulls);
}

// Final function of gomoku_winner over a field: who has five in a row, or NULL.
PGG_FUNCTION(gomoku_winner_final) {
    gg::FieldState* state = final_state(fcinfo);
    gg::FiveFound five =
        guarded([&] { return gg::five_on(gg::position_of(*state), state->options.rule); });
    if (!five.found) PG_RETURN_NULL();
    return gg::five_result(fcinfo, five.own ? "my" : "opponent", five);
}

// Final function of gomoku_board over a field: the board text (see docs/gomoku.md).
PGG_FUNCTION(gomoku_board_final) {
    gg::FieldState* state = final_state(fcinfo);
    text* result = guarded([&] {
        gk::RenderOptions options;
        options.own_is_x = gg::mine_are_x(*state);
        return pg_games::pg::make_text(gk::render_board(gg::position_of(*state), options));
    });
    PG_RETURN_TEXT_P(result);
}
