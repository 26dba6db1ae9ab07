// SQL functions of Nim: a winning move (Bouton's theorem) and every winning move, in normal
// and in misère play.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/nim/nim.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/srf.h"

namespace nim = pg_games::nim;
using pg_games::pg::guarded;

namespace {

// The misere argument of the two-argument forms (clean frame); false for the one-argument forms.
bool misere_arg(FunctionCallInfo fcinfo) {
    if (PG_NARGS() < 2) return false;
    pg_games::pg::require_not_null(fcinfo, 1, "misere");
    return PG_GETARG_BOOL(1);
}

}  // namespace

// nim_move(heaps bigint[] [, misere boolean]): (heap, new_size) with a 1-based heap number, or
// NULL when lost (or, in misère play, when no object is left).
PGG_FUNCTION(nim_move) {
    pg_games::pg::require_not_null(fcinfo, 0, "heaps");
    const bool misere = misere_arg(fcinfo);
    const std::optional<nim::Move> move = guarded([&] {
        const std::vector<int64_t> heaps = pg_games::pg::int8_array_arg(fcinfo, 0, "heaps");
        return misere ? nim::misere_winning_move(heaps) : nim::winning_move(heaps);
    });
    if (!move) PG_RETURN_NULL();
    Datum values[2] = {Int32GetDatum(static_cast<int32>(move->heap + 1)),
                       Int64GetDatum(move->new_size)};
    bool nulls[2] = {false, false};
    PG_RETURN_DATUM(pg_games::pg::composite_result(fcinfo, values, nulls));
}

// nim_moves(heaps bigint[] [, misere boolean]): every winning move, by heap number.
PGG_FUNCTION(nim_moves) {
    pg_games::pg::require_not_null(fcinfo, 0, "heaps");
    const bool misere = misere_arg(fcinfo);
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    guarded([&] {
        const std::vector<int64_t> heaps = pg_games::pg::int8_array_arg(fcinfo, 0, "heaps");
        const std::vector<nim::Move> moves =
            misere ? nim::misere_winning_moves(heaps) : nim::winning_moves(heaps);
        for (const nim::Move& move : moves) {
            Datum values[2] = {Int32GetDatum(static_cast<int32>(move.heap + 1)),
                               Int64GetDatum(move.new_size)};
            bool nulls[2] = {false, false};
            pg_games::pg::put_row(rsinfo, values, nulls);
        }
    });
    PG_RETURN_NULL();
}
