// Parallel aggregation of the Gomoku field aggregates: partial states built by parallel workers
// are serialised, sent to the leader and merged there before the final function runs.
#include <cstring>

#include "pg/gomoku_glue.h"

namespace gg = pg_games::pg::gomoku_glue;

namespace {

// The aggregate's memory context; ereports when not called as part of an aggregate.
MemoryContext aggregate_context(FunctionCallInfo fcinfo) {
    MemoryContext context;
    if (!AggCheckCallContext(fcinfo, &context))
        ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("gomoku field functions can only be called as aggregates")));
    return context;
}

// A copy of a state in the aggregate's memory context.
gg::FieldState* copy_state(MemoryContext context, const gg::FieldState& from) {
    auto* copy = static_cast<gg::FieldState*>(MemoryContextAlloc(context, sizeof(gg::FieldState)));
    std::memcpy(copy, &from, sizeof(gg::FieldState));
    return copy;
}

}  // namespace

// Combine function: adds the stones of a second partial state to the first. The options were
// fixed by the first row each worker saw; they are the same arguments in every row of a field.
PGG_FUNCTION(gomoku_field_combine) {
    MemoryContext context = aggregate_context(fcinfo);
    if (PG_ARGISNULL(1)) {
        if (PG_ARGISNULL(0)) PG_RETURN_NULL();
        PG_RETURN_POINTER(PG_GETARG_POINTER(0));
    }
    const auto* other = reinterpret_cast<const gg::FieldState*>(PG_GETARG_POINTER(1));
    if (PG_ARGISNULL(0)) PG_RETURN_POINTER(copy_state(context, *other));
    auto* state = reinterpret_cast<gg::FieldState*>(PG_GETARG_POINTER(0));
    for (int y = 0; y < gg::kMaxSize; ++y) {
        const uint32_t twice = (state->mine_rows[y] | state->other_rows[y]) &
                               (other->mine_rows[y] | other->other_rows[y]);
        if (twice != 0)
            ereport(ERROR, (errcode(ERRCODE_DATA_EXCEPTION),
                            errmsg("gomoku cell (%d, %d) is listed twice",
                                   __builtin_ctz(twice) + 1, y + 1),
                            errhint("Give each cell at most one row.")));
        state->mine_rows[y] |= other->mine_rows[y];
        state->other_rows[y] |= other->other_rows[y];
    }
    state->mine += other->mine;
    state->other += other->other;
    state->has_move = false;
    PG_RETURN_POINTER(state);
}

// Serial function: the state as bytea (plain data, read back by the same server build).
PGG_FUNCTION(gomoku_field_serialize) {
    aggregate_context(fcinfo);
    const auto* state = reinterpret_cast<const gg::FieldState*>(PG_GETARG_POINTER(0));
    bytea* out = static_cast<bytea*>(palloc(VARHDRSZ + sizeof(gg::FieldState)));
    SET_VARSIZE(out, VARHDRSZ + sizeof(gg::FieldState));
    std::memcpy(VARDATA(out), state, sizeof(gg::FieldState));
    PG_RETURN_BYTEA_P(out);
}

// Deserial function: a state from the bytes written by gomoku_field_serialize.
PGG_FUNCTION(gomoku_field_deserialize) {
    MemoryContext context = aggregate_context(fcinfo);
    bytea* bytes = PG_GETARG_BYTEA_PP(0);
    if (VARSIZE_ANY_EXHDR(bytes) != sizeof(gg::FieldState))
        ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                        errmsg("a serialised gomoku field state has %zu bytes, not %zu",
                               static_cast<size_t>(VARSIZE_ANY_EXHDR(bytes)),
                               sizeof(gg::FieldState))));
    gg::FieldState state;
    std::memcpy(&state, VARDATA_ANY(bytes), sizeof state);
    PG_RETURN_POINTER(copy_state(context, state));
}
