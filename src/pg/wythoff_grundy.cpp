// SQL functions of Wythoff Grundy values: wythoff_grundy and wythoff_sum_move.
#include <cstdint>
#include <utility>
#include <vector>

#include "core/wythoff/grundy.h"
#include "pg/args.h"
#include "pg/boundary.h"

namespace wythoff = pg_games::wythoff;
using pg_games::pg::guarded;
using pg_games::pg::pg_call;
using pg_games::pg::require_not_null;

namespace {

// The games of argument n, a bigint[][] of (a, b) rows; an empty array is no games. Raises
// 22023 for another shape and 22004 for a NULL element. Call inside guarded().
std::vector<std::pair<int64_t, int64_t>> games_arg(FunctionCallInfo fcinfo, int n) {
    Datum* values = nullptr;
    bool* nulls = nullptr;
    int count = 0;
    pg_call([&] {
        ArrayType* array = PG_GETARG_ARRAYTYPE_P(n);
        const int ndim = ARR_NDIM(array);
        if (ndim != 0 && (ndim != 2 || ARR_DIMS(array)[1] != 2))
            ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                            errmsg("argument \"piles\" must be an array of pairs of piles"),
                            ndim == 2 ? errdetail("Each row has %d piles.", ARR_DIMS(array)[1])
                                      : errdetail("The array has %d dimensions.", ndim),
                            errhint("Write one row (a, b) per game: '{{3, 5}, {2, 7}}'.")));
        int16 length;
        bool by_value;
        char align;
        get_typlenbyvalalign(INT8OID, &length, &by_value, &align);
        deconstruct_array(array, INT8OID, length, by_value, align, &values, &nulls, &count);
        for (int i = 0; i < count; ++i)
            if (nulls[i])
                ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                                errmsg("argument \"piles\" must not contain nulls"),
                                errdetail("Game %d has a null pile.", i / 2 + 1)));
    });
    std::vector<std::pair<int64_t, int64_t>> games;
    for (int i = 0; i + 1 < count; i += 2)
        games.emplace_back(DatumGetInt64(values[i]), DatumGetInt64(values[i + 1]));
    return games;
}

}  // namespace

// wythoff_grundy(a, b): the Sprague-Grundy value of the Wythoff position (a, b).
PGG_FUNCTION(wythoff_grundy) {
    require_not_null(fcinfo, 0, "a");
    require_not_null(fcinfo, 1, "b");
    const int64 a = PG_GETARG_INT64(0), b = PG_GETARG_INT64(1);
    const uint64_t value = guarded([&] {
        pg_games::StopCheck stop = pg_games::pg::make_stop_check(4096);
        return wythoff::grundy(a, b, stop);
    });
    PG_RETURN_INT64(static_cast<int64>(value));
}

// wythoff_sum_move(piles): (game, take_a, take_b) winning a sum of Wythoff games; NULL when lost.
PGG_FUNCTION(wythoff_sum_move) {
    require_not_null(fcinfo, 0, "piles");
    const wythoff::SumMove move = guarded([&] {
        pg_games::StopCheck stop = pg_games::pg::make_stop_check(4096);
        return wythoff::sum_move(games_arg(fcinfo, 0), stop);
    });
    if (!move.found) PG_RETURN_NULL();
    Datum values[3] = {Int32GetDatum(static_cast<int32>(move.game + 1)), Int64GetDatum(move.take.a),
                       Int64GetDatum(move.take.b)};
    bool nulls[3] = {false, false, false};
    PG_RETURN_DATUM(pg_games::pg::composite_result(fcinfo, values, nulls));
}
