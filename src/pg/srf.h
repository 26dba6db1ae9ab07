// Set-returning functions that compute their whole answer at once (a materialized tuplestore).
#pragma once

#include "pg/postgres_headers.h"

namespace pg_games::pg {

// Prepares the tuplestore and descriptor. `scalar` is for SETOF a base type. Clean frame only.
ReturnSetInfo* begin_materialized_srf(FunctionCallInfo fcinfo, bool scalar = false);

// Appends one row. Call inside guarded(): goes through pg_call.
void put_row(ReturnSetInfo* rsinfo, const Datum* values, const bool* nulls);

}  // namespace pg_games::pg
