// Reading arguments and building results at the SQL boundary.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pg/postgres_headers.h"

namespace pg_games::pg {

// Raises 22004 naming the argument when argument n is NULL (for functions that are not STRICT).
// Call from a clean frame (outside guarded()).
void require_not_null(FunctionCallInfo fcinfo, int n, const char* name);

// Argument n (text) as a std::string. Call inside guarded(): detoasting goes through pg_call.
std::string text_arg(FunctionCallInfo fcinfo, int n);

// The elements of argument n, a one-dimensional array of `element_type`; NULL elements and
// multi-dimensional arrays are 22004/22023 errors naming the argument. Call inside guarded().
struct ArrayElements {
    Datum* values;
    int count;
};
ArrayElements array_arg(FunctionCallInfo fcinfo, int n, const char* name, Oid element_type);

// Argument n (bigint[]) as a vector, checked as array_arg does. Call inside guarded().
std::vector<int64_t> int8_array_arg(FunctionCallInfo fcinfo, int n, const char* name);

// Argument n (text[]) as strings in the server encoding, checked as array_arg does.
// Call inside guarded().
std::vector<std::string> text_array_arg(FunctionCallInfo fcinfo, int n, const char* name);

// A palloc'd text value. Call inside guarded().
text* make_text(const std::string& value);

// A palloc'd text[] value. Call inside guarded().
ArrayType* make_text_array(const std::vector<std::string>& values);

// The function's composite result from values and nulls. Call from a clean frame.
Datum composite_result(FunctionCallInfo fcinfo, const Datum* values, const bool* nulls);

// The same, with the result's row descriptor looked up once per query and kept in
// fn_extra (the lookup costs more than a fast function's work): only for functions that keep
// nothing else there (not set-returning ones). Call from a clean frame.
Datum composite_result_cached(FunctionCallInfo fcinfo, const Datum* values, const bool* nulls);

}  // namespace pg_games::pg
