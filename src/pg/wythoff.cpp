// SQL functions of Wythoff's game: winning moves, P-position test and the stream of P-positions,
// for bigint piles (allocation-free) and for numeric piles of hundreds of digits.
#include <cstdint>
#include <cstring>
#include <string>

#include "core/wythoff/beatty.h"
#include "core/wythoff/wythoff.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/srf.h"

extern "C" {
#include "utils/numeric.h"
}

namespace wythoff = pg_games::wythoff;
using pg_games::pg::guarded;
using pg_games::pg::pg_call;
using pg_games::pg::require_not_null;

namespace {

// The function's composite result for one call site, built once and kept in fn_extra.
struct ResultShape {
    TupleDesc desc;             // blessed descriptor of the OUT parameters
    HeapTupleHeader prototype;  // for two bigint columns: a formed (0, 0) row to copy, or null
};

// The length of a formed (bigint, bigint) row: a maxaligned header without a null bitmap, then
// two 8-byte values.
constexpr uint32 kInt8PairLength = MAXALIGN(SizeofHeapTupleHeader) + 2 * sizeof(int64);

// Builds the call site's ResultShape on its first call (see cached_result_shape).
ResultShape* build_result_shape(FunctionCallInfo fcinfo) {
    TupleDesc desc;
    if (get_call_result_type(fcinfo, nullptr, &desc) != TYPEFUNC_COMPOSITE)
        ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("function returning a record called in a context that cannot "
                               "accept a record")));
    MemoryContext old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);
    auto* shape = static_cast<ResultShape*>(palloc0(sizeof(ResultShape)));
    shape->desc = CreateTupleDescCopy(desc);
    BlessTupleDesc(shape->desc);
    if (shape->desc->natts == 2 && TupleDescAttr(shape->desc, 0)->atttypid == INT8OID &&
        TupleDescAttr(shape->desc, 1)->atttypid == INT8OID) {
        Datum values[2] = {Int64GetDatum(0), Int64GetDatum(0)};
        bool nulls[2] = {false, false};
        HeapTuple row = heap_form_tuple(shape->desc, values, nulls);
        // The fast path assumes the usual layout; anything else keeps using heap_form_tuple.
        if (row->t_len == kInt8PairLength &&
            row->t_data->t_hoff == MAXALIGN(SizeofHeapTupleHeader))
            shape->prototype = row->t_data;
    }
    MemoryContextSwitchTo(old);
    fcinfo->flinfo->fn_extra = shape;
    return shape;
}

// The blessed result descriptor (and, for (bigint, bigint) results, a row prototype), built on
// the first call of a call site: each row then costs a palloc, a fixed-size copy and two stores.
inline ResultShape* cached_result_shape(FunctionCallInfo fcinfo) {
    if (likely(fcinfo->flinfo->fn_extra != nullptr))
        return static_cast<ResultShape*>(fcinfo->flinfo->fn_extra);
    return build_result_shape(fcinfo);
}

// A (bigint, bigint) row: a copy of the prototype when there is one.
inline Datum make_int8_pair(const ResultShape* shape, int64 first, int64 second) {
    if (unlikely(shape->prototype == nullptr)) {
        Datum values[2] = {Int64GetDatum(first), Int64GetDatum(second)};
        bool nulls[2] = {false, false};
        return HeapTupleGetDatum(heap_form_tuple(shape->desc, values, nulls));
    }
    auto* row = static_cast<char*>(palloc(kInt8PairLength));
    memcpy(row, shape->prototype, kInt8PairLength);
    memcpy(row + MAXALIGN(SizeofHeapTupleHeader), &first, sizeof(int64));
    memcpy(row + MAXALIGN(SizeofHeapTupleHeader) + sizeof(int64), &second, sizeof(int64));
    return PointerGetDatum(row);
}

// A two-column row of the result descriptor.
Datum make_pair(TupleDesc desc, Datum first, Datum second) {
    Datum values[2] = {first, second};
    bool nulls[2] = {false, false};
    return HeapTupleGetDatum(heap_form_tuple(desc, values, nulls));
}

// Argument n (numeric) as its decimal text, palloc'd. Clean frame only.
const char* numeric_text_arg(FunctionCallInfo fcinfo, int n, const char* name) {
    require_not_null(fcinfo, n, name);
    return DatumGetCString(DirectFunctionCall1(numeric_out, PG_GETARG_DATUM(n)));
}

// A numeric from decimal text. Clean frame only.
Datum numeric_from_text(const char* digits) {
    return DirectFunctionCall3(numeric_in, CStringGetDatum(digits), ObjectIdGetDatum(InvalidOid),
                               Int32GetDatum(-1));
}

// A palloc'd copy of a C++ string. Call inside guarded().
char* palloc_copy(const std::string& value) {
    char* copy = nullptr;
    pg_call([&] { copy = pstrdup(value.c_str()); });
    return copy;
}

// The winning moves of a numeric position as palloc'd decimal strings (plain data).
struct DecimalMoves {
    int count;
    const char* take[3][2];
};

// Parses two numeric piles and computes their winning moves. Call inside guarded().
DecimalMoves decimal_moves(const char* a_text, const char* b_text) {
    const wythoff::BigUnsigned a = wythoff::parse_pile(a_text, "a");
    const wythoff::BigUnsigned b = wythoff::parse_pile(b_text, "b");
    const wythoff::MoveSet<wythoff::BigUnsigned> moves = wythoff::winning_moves(a, b);
    DecimalMoves result{};
    result.count = moves.count;
    for (int i = 0; i < moves.count; ++i) {
        result.take[i][0] = palloc_copy(moves.take[i].a.to_decimal());
        result.take[i][1] = palloc_copy(moves.take[i].b.to_decimal());
    }
    return result;
}

// State of the P-position stream, in the multi-call memory context (plain data).
struct PositionStream {
    uint64_t next;      // the next n to return
    uint64_t max_pile;  // stop before the first position with a larger pile
};

}  // namespace

namespace {

// Reads pile argument n, as int4 or int8 (the integer overloads exist so that literals such as
// wythoff_move(12, 6) are not ambiguous between the bigint and numeric overloads).
template <bool Int4>
inline int64 pile_arg(FunctionCallInfo fcinfo, int n, const char* name) {
    if (unlikely(PG_ARGISNULL(n))) require_not_null(fcinfo, n, name);
    return Int4 ? static_cast<int64>(PG_GETARG_INT32(n)) : PG_GETARG_INT64(n);
}

// Reports the engine's error for negative piles. On valid piles the engine's checked entry
// points cannot throw, so the per-row path runs without guarded() and its error buffers.
inline void check_piles(int64 a, int64 b) {
    if (unlikely(a < 0 || b < 0)) guarded([&] { wythoff::check_piles(a, b); });
}

// wythoff_move on machine integers: the first winning move, or NULL on a P-position.
template <bool Int4>
Datum move_impl(FunctionCallInfo fcinfo) {
    const int64 a = pile_arg<Int4>(fcinfo, 0, "a");
    const int64 b = pile_arg<Int4>(fcinfo, 1, "b");
    const ResultShape* shape = cached_result_shape(fcinfo);
    check_piles(a, b);
    const wythoff::BestMove<int64_t> move = wythoff::best_move_checked(a, b);
    if (!move.found) PG_RETURN_NULL();
    PG_RETURN_DATUM(make_int8_pair(shape, move.take.a, move.take.b));
}

// wythoff_moves on machine integers: every winning move, fewest objects taken first.
template <bool Int4>
Datum moves_impl(FunctionCallInfo fcinfo) {
    const int64 a = pile_arg<Int4>(fcinfo, 0, "a");
    const int64 b = pile_arg<Int4>(fcinfo, 1, "b");
    check_piles(a, b);
    const auto moves = wythoff::winning_moves_checked(a, b);
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    for (int i = 0; i < moves.count; ++i) {
        Datum values[2] = {Int64GetDatum(moves.take[i].a), Int64GetDatum(moves.take[i].b)};
        bool nulls[2] = {false, false};
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
    }
    PG_RETURN_NULL();
}

// wythoff_is_losing on machine integers: true on a P-position.
template <bool Int4>
Datum is_losing_impl(FunctionCallInfo fcinfo) {
    const int64 a = pile_arg<Int4>(fcinfo, 0, "a");
    const int64 b = pile_arg<Int4>(fcinfo, 1, "b");
    check_piles(a, b);
    PG_RETURN_BOOL(wythoff::is_losing_checked(a, b));
}

}  // namespace

// wythoff_move(a bigint, b bigint) and (a integer, b integer).
PGG_FUNCTION(wythoff_move) {
    return move_impl<false>(fcinfo);
}
PGG_FUNCTION(wythoff_move_int4) {
    return move_impl<true>(fcinfo);
}

// wythoff_moves(a bigint, b bigint) and (a integer, b integer).
PGG_FUNCTION(wythoff_moves) {
    return moves_impl<false>(fcinfo);
}
PGG_FUNCTION(wythoff_moves_int4) {
    return moves_impl<true>(fcinfo);
}

// wythoff_is_losing(a bigint, b bigint) and (a integer, b integer).
PGG_FUNCTION(wythoff_is_losing) {
    return is_losing_impl<false>(fcinfo);
}
PGG_FUNCTION(wythoff_is_losing_int4) {
    return is_losing_impl<true>(fcinfo);
}

// wythoff_move(a numeric, b numeric): the first winning move, or NULL on a P-position.
PGG_FUNCTION(wythoff_move_numeric) {
    const char* a = numeric_text_arg(fcinfo, 0, "a");
    const char* b = numeric_text_arg(fcinfo, 1, "b");
    TupleDesc desc = cached_result_shape(fcinfo)->desc;
    const DecimalMoves moves = guarded([&] { return decimal_moves(a, b); });
    if (moves.count == 0) PG_RETURN_NULL();
    PG_RETURN_DATUM(
        make_pair(desc, numeric_from_text(moves.take[0][0]), numeric_from_text(moves.take[0][1])));
}

// wythoff_moves(a numeric, b numeric): every winning move, fewest objects taken first.
PGG_FUNCTION(wythoff_moves_numeric) {
    const char* a = numeric_text_arg(fcinfo, 0, "a");
    const char* b = numeric_text_arg(fcinfo, 1, "b");
    const DecimalMoves moves = guarded([&] { return decimal_moves(a, b); });
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    for (int i = 0; i < moves.count; ++i) {
        Datum values[2] = {numeric_from_text(moves.take[i][0]),
                           numeric_from_text(moves.take[i][1])};
        bool nulls[2] = {false, false};
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
    }
    PG_RETURN_NULL();
}

// wythoff_is_losing(a numeric, b numeric): true on a P-position.
PGG_FUNCTION(wythoff_is_losing_numeric) {
    const char* a = numeric_text_arg(fcinfo, 0, "a");
    const char* b = numeric_text_arg(fcinfo, 1, "b");
    PG_RETURN_BOOL(guarded([&] {
        return wythoff::is_losing(wythoff::parse_pile(a, "a"), wythoff::parse_pile(b, "b"));
    }));
}

// wythoff_position_stream(max_pile bigint): the P-positions (n, a_n, b_n) from n = 0, one per
// call (value-per-call, so that it streams under LIMIT in a select list), up to the last one
// whose piles are both at most max_pile; at most up to n = 3523014627193176565, whose b_n is the
// largest bigint. wythoff_positions() wraps it in an inlinable SQL function for use in FROM.
PGG_FUNCTION(wythoff_position_stream) {
    if (SRF_IS_FIRSTCALL()) {
        require_not_null(fcinfo, 0, "max_pile");
        const int64 bound = PG_GETARG_INT64(0);
        if (bound < 0)
            ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                            errmsg("max_pile must not be negative"),
                            errdetail("max_pile is " INT64_FORMAT ".", bound),
                            errhint("Pass 0 or more, or omit it for every position that fits in "
                                    "bigint.")));
        FuncCallContext* funcctx = SRF_FIRSTCALL_INIT();
        MemoryContext old = MemoryContextSwitchTo(funcctx->multi_call_memory_ctx);
        TupleDesc desc;
        if (get_call_result_type(fcinfo, nullptr, &desc) != TYPEFUNC_COMPOSITE)
            ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                            errmsg("function returning a record called in a context that cannot "
                                   "accept a record")));
        funcctx->tuple_desc = BlessTupleDesc(desc);
        auto* stream = static_cast<PositionStream*>(palloc(sizeof(PositionStream)));
        stream->next = 0;
        stream->max_pile = static_cast<uint64_t>(bound);
        funcctx->user_fctx = stream;
        MemoryContextSwitchTo(old);
    }
    FuncCallContext* funcctx = SRF_PERCALL_SETUP();
    auto* stream = static_cast<PositionStream*>(funcctx->user_fctx);
    if (stream->next <= wythoff::kLastInt64Index) {
        const wythoff::Position p = wythoff::position(stream->next);
        if (static_cast<uint64_t>(p.b) <= stream->max_pile) {
            ++stream->next;
            Datum values[3] = {Int64GetDatum(p.n), Int64GetDatum(p.a), Int64GetDatum(p.b)};
            bool nulls[3] = {false, false, false};
            SRF_RETURN_NEXT(funcctx,
                            HeapTupleGetDatum(heap_form_tuple(funcctx->tuple_desc, values, nulls)));
        }
    }
    SRF_RETURN_DONE(funcctx);
}
