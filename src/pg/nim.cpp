// SQL functions of Nim: a winning move (Bouton's theorem) and every winning move.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/nim/nim.h"
#include "pg/args.h"
#include "pg/boundary.h"
#include "pg/srf.h"

namespace nim = pg_games::nim;
using pg_games::pg::guarded;

// nim_move(heaps bigint[]): (heap, new_size) with a 1-based heap number, or NULL when lost.
PGG_FUNCTION(nim_move) {
    pg_games::pg::require_not_null(fcinfo, 0, "heaps");
    const std::optional<nim::Move> move = guarded(
        [&] { return nim::winning_move(pg_games::pg::int8_array_arg(fcinfo, 0, "heaps")); });
    if (!move) PG_RETURN_NULL();
    Datum values[2] = {Int32GetDatum(static_cast<int32>(move->heap + 1)),
                       Int64GetDatum(move->new_size)};
    bool nulls[2] = {false, false};
    PG_RETURN_DATUM(pg_games::pg::composite_result(fcinfo, values, nulls));
}

// nim_moves(heaps bigint[]): every winning move, by heap number.
PGG_FUNCTION(nim_moves) {
    pg_games::pg::require_not_null(fcinfo, 0, "heaps");
    ReturnSetInfo* rsinfo = pg_games::pg::begin_materialized_srf(fcinfo);
    guarded([&] {
        const std::vector<nim::Move> moves =
            nim::winning_moves(pg_games::pg::int8_array_arg(fcinfo, 0, "heaps"));
        for (const nim::Move& move : moves) {
            Datum values[2] = {Int32GetDatum(static_cast<int32>(move.heap + 1)),
                               Int64GetDatum(move.new_size)};
            bool nulls[2] = {false, false};
            pg_games::pg::put_row(rsinfo, values, nulls);
        }
    });
    PG_RETURN_NULL();
}
